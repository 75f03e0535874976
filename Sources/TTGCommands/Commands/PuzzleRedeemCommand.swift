import Foundation
import TTGArguments
import TTGBase
import TTGCaptcha
import TTGExport

/// `puzzle redeem`: a site's backend redeems a captcha pass token against the store `serve` keeps,
/// without going through HTTP. Once: a second redemption of the same token says no.
package enum PuzzleRedeemCommand: CommandDeclaration {
    package static let name = "redeem"

    package static let spec = CommandSpec(
        name: name,
        abstract: "Redeem a captcha pass token once against serve's store; exit 0 when it is good, 1 when not.",
        discussion: """
            TOKEN is what a verified challenge of 'ttg-render serve --secret …' gave the page. The
            token's signature is checked with the same secret (--secret, or TTG_SECRET), its
            expiry with the clock, and it is spent in the same store (--store) as POST
            /v1/siteverify spends it, so a token redeemed either way is refused the other. Prints
            one JSON line: {"success": true, "challenge": ID}, or {"success": false,
            "error-codes": [CODE]} with already-redeemed, expired, invalid-input-response (not a
            token of this secret) or unknown-token.

            For example:
              TTG_SECRET=… ttg-render puzzle redeem "$TOKEN" --store sqlite:/var/lib/ttg-render/captcha.sqlite3
            """,
        options: [CaptchaStoreOption.store.spec, secret.spec],
        positional: token.spec,
        plan: { arguments in try plan(arguments) })

    /// The variable that holds the secret when `--secret` is not given: serve's own.
    static let secretVariable = CaptchaStoreOption.secretVariable
    static let token = Positional("TOKEN", help: "The pass token to redeem.", .text("TOKEN"))
    package static let secret = Option(
        "secret",
        help: "The service's secret, as given to serve. Prefer TTG_SECRET: a command line is visible to every user.",
        shown: "TTG_SECRET", .text("SECRET"))

    static func plan(_ arguments: ParsedArguments) throws -> CommandPlan {
        guard let text = arguments.positionals.first else { throw CLIError.usage("needs the TOKEN to redeem") }
        guard let secret = try arguments[secret] ?? ProcessInfo.processInfo.environment[secretVariable] else {
            throw CLIError.usage("needs the service's secret: \(Self.secret.flag) SECRET or \(secretVariable)")
        }
        let address = try arguments[CaptchaStoreOption.store]
        if case .sqlite(let path) = address, !FileManager.default.fileExists(atPath: path) {
            throw CLIError(
                "\(CaptchaStoreOption.store.flag): '\(CLIError.quoted(address.text))' has no store file",
                status: .noInput)
        }
        return CommandPlan.perform {
            let store: any CaptchaStore
            do { store = try address.open() } catch {
                throw CLIError("\(CaptchaStoreOption.store.flag): \(error)", status: .ioError)
            }
            // The policy and the client rules play no part in a redemption.
            let authority = CaptchaAuthority(policy: CaptchaPolicy(), store: store, secret: secret)
            let (redemption, token) = try authority.redeem(text, now: Date().timeIntervalSince1970)
            Console.out(SiteverifyAnswer.body(redemption, token).text + "\n")
            return redemption == .redeemed ? .success : .failure
        }
    }
}
