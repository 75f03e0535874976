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
            token's signature is checked with the same secret (--secret or --secret-file; else
            TTG_SECRET or TTG_SECRET_FILE; else systemd's credential ttg-secret), its expiry with the
            clock, and it is spent in the same store (--store) as POST
            /v1/siteverify spends it, so a token redeemed either way is refused the other. Prints
            one JSON line: {"success": true, "challenge": ID}, or {"success": false,
            "error-codes": [CODE]} with already-redeemed, expired, invalid-input-response (not a
            token of this secret) or unknown-token.

            For example:
              ttg-render puzzle redeem "$TOKEN" --secret-file /etc/ttg-render/secret \\
                --store sqlite:/var/lib/ttg-render/captcha.sqlite3
            """,
        options: [CaptchaStoreOption.store.spec, secret.spec, secretFile.spec],
        positional: token.spec,
        plan: { arguments in try plan(arguments) })

    static let token = Positional("TOKEN", help: "The pass token to redeem.", .text("TOKEN"))
    package static let secret = Option(
        "secret",
        help: "The service's secret, as given to serve. Prefer --secret-file: a command line is visible to every "
            + "user.", shown: "TTG_SECRET, TTG_SECRET_FILE, then the credential ttg-secret", .text("SECRET"))
    package static let secretFile = CaptchaSecret.fileOption

    static func plan(_ arguments: ParsedArguments) throws -> CommandPlan {
        guard let text = arguments.positionals.first else { throw CLIError.usage("needs the TOKEN to redeem") }
        let secret = try resolveSecret(arguments, ProcessInfo.processInfo.environment)
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

    /// The secret as serve reads it: `--secret` or `--secret-file`; else, when the command line
    /// gives neither, `TTG_SECRET` or `TTG_SECRET_FILE` (named by their variables in an error);
    /// else the credential `ttg-secret`.
    static func resolveSecret(_ arguments: ParsedArguments, _ environment: [String: String]) throws -> String {
        let onCommandLine = arguments.has(secret.spec.name) || arguments.has(secretFile.spec.name)
        let found: CaptchaSecret?
        do {
            found = try CaptchaSecret.resolve(
                given: onCommandLine ? try arguments[secret] : environment[CaptchaSecret.variable],
                file: onCommandLine ? try arguments[secretFile] : environment[CaptchaSecret.fileVariable],
                secretOption: secret.flag, fileOption: secretFile.flag, environment: environment)
        } catch var error as CLIError where !onCommandLine {
            error.message = error.message.naming(
                option: secret.spec.name, as: CaptchaSecret.variable + " (environment)"
            )
            .naming(option: secretFile.spec.name, as: CaptchaSecret.fileVariable + " (environment)")
            throw error
        }
        guard let found else {
            throw CLIError.usage(
                "needs the service's secret: \(secret.flag) SECRET, \(secretFile.flag) FILE, \(CaptchaSecret.variable), "
                    + "\(CaptchaSecret.fileVariable) or the credential \(CaptchaSecret.credential)")
        }
        return found.text
    }
}
