import Foundation
import TTGCaptcha
import TTGCommands
import TTGProcessSupport
import Testing

/// The captcha's secret from each place `serve` reads it (a value, a file, systemd's credential),
/// proved by siteverify: the secret answers 200 (a token it does not know, but the secret is
/// right), another 403. And each way of giving it wrongly, refused before the service starts with
/// one line naming the option or variable and the path.
@Suite struct ServeSecretTests {
    static let secret = "correct horse battery staple"

    /// A fresh folder with `secret` in the file `name`, and the file's path.
    static func file(_ contents: String, named name: String = "secret") throws -> (folder: URL, path: String) {
        let folder = try BinaryRunner.temporaryDirectory()
        let file = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        return (folder, file.path)
    }

    /// The status siteverify gives `secret` with a token no one issued: 200 when it is the
    /// service's secret (the token is then judged, and is not one), 403 when it is not.
    static func siteverify(_ port: UInt16, secret: String) throws -> Int {
        try HTTPTestClient.post(
            "/v1/siteverify", port: port, body: "{\"secret\":\"\(secret)\",\"token\":\"not-a-token\"}"
        ).status
    }

    /// A service started with `arguments` and `environment`, its store fresh and its work priced
    /// from a fixed rate (no measuring at start); whether siteverify takes `secret` and refuses
    /// another.
    static func acceptsOnly(
        _ secret: String, _ arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> Bool {
        let store = try BinaryRunner.temporaryDirectory().appendingPathComponent("captcha.sqlite3")
        let service = try ServiceProcess(
            ["--store", "sqlite:" + store.path, "--work-rate", "200000"] + arguments, environment: environment)
        defer { service.stop() }
        let right = try siteverify(service.port, secret: secret)
        let wrong = try siteverify(service.port, secret: secret + " and more")
        #expect(right == 200 && wrong == 403, "\(right) \(wrong): \(service.log)")
        return right == 200 && wrong == 403
    }

    @Test func aSecretInTheEnvironmentTurnsTheCaptchaOn() throws {
        #expect(try Self.acceptsOnly(Self.secret, environment: ["TTG_SECRET": Self.secret]))
    }

    /// The file's line ending is not part of the secret.
    @Test func aSecretFileTurnsTheCaptchaOn() throws {
        let (_, path) = try Self.file(Self.secret + "\n")
        #expect(try Self.acceptsOnly(Self.secret, ["--secret-file", path]))
        let (_, windows) = try Self.file(Self.secret + "\r\n")
        #expect(try Self.acceptsOnly(Self.secret, environment: ["TTG_SECRET_FILE": windows]))
    }

    /// systemd's `LoadCredential=ttg-secret:…` puts the file in `$CREDENTIALS_DIRECTORY`.
    @Test func theCredentialTurnsTheCaptchaOn() throws {
        let (folder, _) = try Self.file(Self.secret + "\n", named: CaptchaSecret.credential)
        #expect(try Self.acceptsOnly(Self.secret, environment: ["CREDENTIALS_DIRECTORY": folder.path]))
    }

    /// A secret given, on the command line or in the environment, is used before the credential;
    /// one on the command line before the other's variable.
    @Test func aGivenSecretComesFirst() throws {
        let (folder, _) = try Self.file("the credential's secret, not used", named: CaptchaSecret.credential)
        #expect(
            try Self.acceptsOnly(
                Self.secret, environment: ["TTG_SECRET": Self.secret, "CREDENTIALS_DIRECTORY": folder.path]))
        let (_, path) = try Self.file(Self.secret)
        #expect(
            try Self.acceptsOnly(Self.secret, ["--secret-file", path], environment: ["TTG_SECRET": "not it at all"]))
    }

    /// A folder of credentials without ours leaves the captcha off.
    @Test func aCredentialsFolderWithoutTheSecretLeavesTheCaptchaOff() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let service = try ServiceProcess(environment: ["CREDENTIALS_DIRECTORY": folder.path])
        defer { service.stop() }
        #expect(try Self.siteverify(service.port, secret: Self.secret) == 404)
    }

    /// `serve`'s status and standard error, with `environment` added.
    static func refusal(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (Int32, String) {
        try ServeEnvironmentTests.refusal(arguments, environment)
    }

    @Test func aSecretAndASecretFileAreOneTooMany() throws {
        let (_, path) = try Self.file(Self.secret)
        let (status, line) = try Self.refusal(["--secret", Self.secret, "--secret-file", path])
        #expect(status == 64)
        #expect(line.hasPrefix("ttg-render serve: --secret and --secret-file both give the secret; "), "\(line)")
        let (both, variables) = try Self.refusal([], ["TTG_SECRET": Self.secret, "TTG_SECRET_FILE": path])
        #expect(both == 64)
        #expect(
            variables.hasPrefix(
                "ttg-render serve: TTG_SECRET (environment) and TTG_SECRET_FILE (environment) both give the secret; "),
            "\(variables)")
        #expect(!line.contains(Self.secret) && !variables.contains(Self.secret))
    }

    /// Each file that cannot be the secret, by the option and by the variable: the status and the
    /// message after the name.
    @Test func aSecretFileThatCannotBeReadIsRefused() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let missing = folder.appendingPathComponent("missing").path
        let cases: [(contents: String?, status: Int32, problem: String)] = [
            (nil, 66, "cannot read '\(missing)': No such file or directory"),
            ("", 65, "'PATH' is empty"),
            ("\n", 65, "'PATH' is empty"),
            (String(repeating: "s", count: 5000), 65, "'PATH' is larger than the limit of 4096 bytes"),
            ("short\n", 65, "'PATH' is 5 characters; a secret needs 16 or more"),
            (Self.secret + "\n" + Self.secret + "\n", 65, "'PATH' holds more than one line; a secret is one line"),
        ]
        for (contents, status, problem) in cases {
            let path = try contents.map { try Self.file($0).path } ?? missing
            let expected = problem.replacingOccurrences(of: "PATH", with: path)
            let (given, line) = try Self.refusal(["--secret-file", path])
            #expect(given == status && line == "ttg-render serve: --secret-file: \(expected)\n", "\(line)")
            let (variable, named) = try Self.refusal([], ["TTG_SECRET_FILE": path])
            #expect(
                variable == status && named == "ttg-render serve: TTG_SECRET_FILE (environment): \(expected)\n",
                "\(named)")
        }
        let (directory, line) = try Self.refusal(["--secret-file", folder.path])
        #expect(directory == 66 && line == "ttg-render serve: --secret-file: '\(folder.path)' is a directory\n")
    }

    @Test func aCredentialThatCannotBeTheSecretIsRefused() throws {
        for (contents, problem) in [("", "is empty"), ("short", "is 5 characters; a secret needs 16 or more")] {
            let (folder, path) = try Self.file(contents, named: CaptchaSecret.credential)
            let (status, line) = try Self.refusal([], ["CREDENTIALS_DIRECTORY": folder.path])
            #expect(status == 65)
            #expect(
                line == "ttg-render serve: credential ttg-secret ($CREDENTIALS_DIRECTORY): '\(path)' \(problem)\n",
                "\(line)")
        }
    }
}

/// `puzzle redeem` reads the secret as serve does: a file, the variables, the credential.
@Suite struct PuzzleRedeemSecretTests {
    /// A store file for redeem to open, and `puzzle redeem not-a-token` run on it.
    static func redeem(_ arguments: [String], _ environment: [String: String] = [:]) throws -> (Int32, String) {
        let store = try BinaryRunner.temporaryDirectory().appendingPathComponent("captcha.sqlite3").path
        _ = try #require(CaptchaStoreAddress("sqlite:" + store)).open()
        let result = try BinaryRunner.runProgram(
            BinaryRunner.binary.path, ["puzzle", "redeem", "not-a-token", "--store", "sqlite:" + store] + arguments,
            environment: environment)
        return (result.status, result.status == 1 ? result.output : result.stderr)
    }

    /// A token of no secret is judged (exit 1, invalid-input-response) once the secret is read.
    @Test func redeemReadsTheSecretFromAFileOrTheCredential() throws {
        let (folder, path) = try ServeSecretTests.file(ServeSecretTests.secret + "\n")
        let judged = "{\"success\":false,\"error-codes\":[\"invalid-input-response\"]}\n"
        #expect(try Self.redeem(["--secret-file", path]) == (1, judged))
        #expect(try Self.redeem([], ["TTG_SECRET_FILE": path]) == (1, judged))
        let (credentials, _) = try ServeSecretTests.file(ServeSecretTests.secret, named: CaptchaSecret.credential)
        #expect(try Self.redeem([], ["CREDENTIALS_DIRECTORY": credentials.path]) == (1, judged))
        let empty = folder.appendingPathComponent("empty").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let (status, line) = try Self.redeem([], ["TTG_SECRET_FILE": empty])
        #expect(
            status == 65 && line == "ttg-render puzzle redeem: TTG_SECRET_FILE (environment): '\(empty)' is empty\n")
        let (both, named) = try Self.redeem(["--secret", "x", "--secret-file", path])
        #expect(both == 64 && named.hasPrefix("ttg-render puzzle redeem: --secret and --secret-file both give"))
    }
}
