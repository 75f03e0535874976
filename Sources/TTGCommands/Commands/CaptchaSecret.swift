import Foundation
import TTGArguments
import TTGBase

/// The captcha's secret and where it came from, as `serve` and `puzzle redeem` both read it: a
/// value (`--secret`, `TTG_SECRET`), a file (`--secret-file`, `TTG_SECRET_FILE`), or else
/// systemd's credential ``credential`` (`LoadCredential=ttg-secret:/etc/ttg-render/secret`, read
/// from `$CREDENTIALS_DIRECTORY`).
///
/// A value on a command line is shown by `ps` to every user, and one in a unit's `Environment=` by
/// `systemctl show`: a file only the service's user reads, or a credential, keeps it to the
/// service.
package struct CaptchaSecret: Sendable, Equatable {
    /// Where a secret came from, so a message about it names that place.
    package enum Source: Sendable, Equatable {
        /// The value of an option (or its variable).
        case given(OptionName)
        /// The file an option (or its variable) names.
        case file(OptionName, path: String)
        /// systemd's credential, at this path.
        case credential(path: String)
    }

    package var text: String
    package var source: Source

    /// The variable of the secret's value: serve's `--secret`, which `puzzle redeem` reads too.
    package static let variable = "TTG_SECRET"
    /// The variable of the secret's file: serve's `--secret-file`, which `puzzle redeem` reads too.
    package static let fileVariable = "TTG_SECRET_FILE"
    /// The name of the systemd credential read when no secret is given (`LoadCredential=ttg-secret:…`).
    package static let credential = "ttg-secret"
    /// The variable systemd sets to the folder of a service's credentials.
    package static let credentialsDirectoryVariable = "CREDENTIALS_DIRECTORY"
    /// The largest secret file read: a secret is a line, and 4 KiB is a hundred times the longest.
    package static let fileLimit = 4096

    /// The secret file's option, shared by `serve` and `puzzle redeem`.
    package static let fileOption = Option(
        "secret-file",
        help: "A file holding the site's secret on one line (its line ending dropped), instead of --secret; "
            + "readable by the service's user alone.", .file)

    /// How messages name the credential: `credential ttg-secret ($CREDENTIALS_DIRECTORY)`.
    package static var credentialLabel: String { "credential \(credential) ($\(credentialsDirectoryVariable))" }

    /// The secret from `given` (a value), else the file `file` names, else the credential in the
    /// folder `environment` names; nil when there is none of them. A value and a file together are a
    /// usage error naming both; a file that cannot be read is one naming it and its path.
    package static func resolve(
        given: String?, file: String?, secretOption: OptionName, fileOption: OptionName,
        environment: [String: String]
    ) throws -> CaptchaSecret? {
        switch (given, file) {
        case (_?, _?):
            throw CLIError.usage("\(secretOption) and \(fileOption) both give the secret; give one of them")
        case (let text?, nil):
            return CaptchaSecret(text: text, source: .given(secretOption))
        case (nil, let path?):
            return CaptchaSecret(text: try read(path, option: fileOption), source: .file(fileOption, path: path))
        case (nil, nil):
            guard let directory = environment[credentialsDirectoryVariable], !directory.isEmpty else { return nil }
            let path = URL(fileURLWithPath: directory).appendingPathComponent(credential).path
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            do {
                return CaptchaSecret(text: try read(path, option: fileOption), source: .credential(path: path))
            } catch var error as CLIError {
                error.message = error.message.naming(option: fileOption.name, as: credentialLabel)
                throw error
            }
        }
    }

    /// The one line of the file at `path`, its line ending dropped: an empty file, one of more
    /// lines, one that is not UTF-8 or is over ``fileLimit`` bytes is refused (65), as one that
    /// cannot be read (66).
    static func read(_ path: String, option: OptionName) throws -> String {
        let bytes = try InputFile.bytes(path, option: option, limit: fileLimit)
        let shown = InputFile.displayName(path)
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError("\(option): '\(shown)' is not UTF-8 text", status: .dataError)
        }
        if text.last == "\n" || text.last == "\r\n" { text.removeLast() }
        guard !text.isEmpty else { throw CLIError("\(option): '\(shown)' is empty", status: .dataError) }
        guard !text.contains(where: \.isNewline) else {
            throw CLIError("\(option): '\(shown)' holds more than one line; a secret is one line", status: .dataError)
        }
        return text
    }

    /// An error about this secret: `problem` after the place it came from, a usage error for a
    /// value given and a data error for a file's (`--secret-file: '/etc/…' is 5 characters`).
    package func refusal(_ problem: Message) -> CLIError {
        switch source {
        case .given(let option): CLIError.usage("\(option): \(problem)")
        case .file(let option, let path): CLIError("\(option): '\(path)' \(problem)", status: .dataError)
        case .credential(let path):
            CLIError("\(Self.credentialLabel): '\(path)' \(problem)", status: .dataError)
        }
    }
}
