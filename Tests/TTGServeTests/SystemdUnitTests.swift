import Foundation
import TTGCaptcha
import TTGCommands
import TTGProcessSupport
import TTGTestSupport
import Testing

@testable import TTGServe

/// `deploy/ttg-render.service` as systemd would run it: sandboxed to an exposure of 2.0 or less
/// ("OK") by `systemd-analyze security`, its secret a credential and its store in its state
/// directory, named as serve reads them; and serve, given the environment the unit gives it, runs
/// the captcha; and `systemd-analyze verify` finds nothing to say of it.
@Suite struct SystemdUnitTests {
    static let analyzer = "/usr/bin/systemd-analyze"
    /// The most exposure the unit may have: `systemd-analyze security` calls up to 2.0 "OK".
    static let exposureLimit = 2.0

    /// The unit's text.
    static func unit() throws -> String {
        try String(
            contentsOf: ImageComparison.repositoryRoot.appendingPathComponent("deploy/ttg-render.service"),
            encoding: .utf8)
    }

    /// The values of each setting the unit gives, in order (`Environment` is given several times).
    static func settings(_ unit: String) -> [String: [String]] {
        var settings: [String: [String]] = [:]
        for line in unit.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            settings[String(line[..<equals]), default: []].append(String(line[line.index(after: equals)...]))
        }
        return settings
    }

    /// The variables the unit's `Environment=` lines set.
    static func environment(_ unit: String) -> [String: String] {
        var environment: [String: String] = [:]
        for assignment in settings(unit)["Environment"] ?? [] {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { environment[parts[0]] = parts[1] }
        }
        return environment
    }

    @Test func theUnitIsExposedLittle() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.analyzer),
            "\(Self.analyzer) is absent (Debian's systemd package): the unit's exposure cannot be measured")
        let folder = try BinaryRunner.temporaryDirectory()
        let file = folder.appendingPathComponent("ttg-render.service")
        try Self.unit().write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.runProgram(
            Self.analyzer, ["security", "--offline=true", "--no-pager", file.path], in: folder)
        let report = result.output + result.stderr
        // "→ Overall exposure level for ttg-render.service: 1.1 OK 🙂"
        let overall = try #require(
            report.split(separator: "\n").first { $0.contains("Overall exposure level") }, "\(report)")
        let exposure = try #require(
            overall.split(separator: ":").last?.split(separator: " ").first.flatMap { Double($0) }, "\(overall)")
        #expect(exposure <= Self.exposureLimit, "\(report)")
    }

    /// The secret is the credential serve reads, from a file under `/etc`, never a variable; the
    /// store is SQLite in the state directory; every variable the unit sets is one serve reads.
    @Test func theUnitGivesWhatServeReads() throws {
        let unit = try Self.unit()
        let settings = Self.settings(unit)
        let credential = try #require(settings["LoadCredential"]?.first, "no LoadCredential=")
        #expect(credential == "\(CaptchaSecret.credential):/etc/ttg-render/secret")
        let state = try #require(settings["StateDirectory"]?.first, "no StateDirectory=")
        let environment = Self.environment(unit)
        let store = try #require(environment["TTG_STORE"], "no TTG_STORE")
        #expect(store.hasPrefix("sqlite:/var/lib/\(state)/"), "\(store)")
        #expect(CaptchaStoreAddress(store) != nil, "\(store)")
        #expect(environment["TTG_SECRET"] == nil && environment["TTG_SECRET_FILE"] == nil)
        for name in environment.keys { #expect(UnknownVariables.read.contains(name), "serve does not read \(name)") }
    }

    /// serve in the unit's environment, with the credential and the state directory in a temporary
    /// folder as systemd would make them: the captcha takes the credential's secret, and its store
    /// is made in the state directory.
    @Test func serveRunsTheCaptchaInTheUnitsEnvironment() throws {
        let unit = try Self.unit()
        let state = try #require(Self.settings(unit)["StateDirectory"]?.first)
        let root = try BinaryRunner.temporaryDirectory()
        let stateDirectory = root.appendingPathComponent("state")
        let credentials = root.appendingPathComponent("credentials")
        for folder in [stateDirectory, credentials] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let secret = "0123456789abcdef0123456789abcdef"
        try Data((secret + "\n").utf8).write(to: credentials.appendingPathComponent(CaptchaSecret.credential))
        var environment = Self.environment(unit).mapValues {
            $0.replacingOccurrences(of: "/var/lib/\(state)", with: stateDirectory.path)
        }
        environment["CREDENTIALS_DIRECTORY"] = credentials.path
        environment["STATE_DIRECTORY"] = stateDirectory.path
        // The listener is the test's (--listen on the command line wins), the work priced without measuring.
        let service = try ServiceProcess(["--work-rate", "200000"], environment: environment)
        defer { service.stop() }
        #expect(try ServeSecretTests.siteverify(service.port, secret: secret) == 200, "\(service.log)")
        #expect(try ServeSecretTests.siteverify(service.port, secret: "not the secret at all") == 403)
        let store = try #require(environment["TTG_STORE"]).dropFirst("sqlite:".count)
        #expect(FileManager.default.fileExists(atPath: String(store)), "\(store)")
        #expect(store.hasPrefix(stateDirectory.path))
    }

    /// `systemd-analyze verify` of `unit` (its ExecStart pointed at the built binary: the check
    /// needs the program to exist).
    static func verify(_ unit: String) throws -> (status: Int32, output: String) {
        let dir = try BinaryRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("ttg-render.service")
        try unit.write(to: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.runProgram("/usr/bin/systemd-analyze", ["verify", file.path], in: dir)
        return (result.status, result.output + result.stderr)
    }

    @Test func unitVerifies() throws {
        let source = try Self.unit()
        #expect(source.contains("ExecStart=/usr/local/bin/ttg-render serve"))
        let unit = source.replacingOccurrences(of: "/usr/local/bin/ttg-render", with: BinaryRunner.binary.path)
        let verified = try Self.verify(unit)
        #expect(verified.status == 0 && verified.output.isEmpty, "\(verified.output)")
        // The check can fail: a misspelt setting is reported.
        let broken = try Self.verify(unit.replacingOccurrences(of: "Type=exec", with: "Type=exce"))
        #expect(!broken.output.isEmpty)
    }
}
