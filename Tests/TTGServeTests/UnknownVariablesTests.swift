import Foundation
import TTGProcessSupport
import TTGTestSupport
import Testing

@testable import TTGServe

/// A `TTG_` variable `serve` does not read is warned about when it starts, with the variable it is
/// nearest to; the variables it reads and those the project's tooling sets are not.
@Suite struct UnknownVariablesTests {
    /// A misspelling of `TTG_LISTEN`, spelt in two parts so the scan of the tests does not take it
    /// for a variable the tooling sets.
    static let misspelt = "TTG_" + "LISTN"
    /// A name near no variable of serve's.
    static let unrelated = "TTG_" + "ZZZQX"

    /// serve's standard error from a start and a stop with `environment` added, and whether it
    /// answered in between.
    static func startAndStop(_ environment: [String: String]) throws -> (answered: Bool, stderr: String) {
        let service = try ServiceProcess(environment: environment)
        let answered = try HTTPTestClient.get("/healthz", port: service.port).status == 200
        return (answered, service.stop().stderr)
    }

    /// The messages of the warning lines in `stderr` (one JSON object a line).
    static func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["level"] as? String == "warning"
            else { return nil }
            return object["message"] as? String
        }
    }

    /// The warnings a service started by this test process gets anyway: for the `TTG_` variables in
    /// its own environment that serve does not read (none, in the project's own runs).
    static var inherited: Set<String> {
        Set(UnknownVariables.warnings(ProcessInfo.processInfo.environment))
    }

    @Test func aMisspeltVariableIsWarnedAboutAndServeStillStarts() throws {
        let (answered, stderr) = try Self.startAndStop([Self.misspelt: "0.0.0.0:8080", Self.unrelated: "1"])
        #expect(answered)
        let warnings = Set(Self.warnings(stderr)).subtracting(Self.inherited)
        #expect(
            warnings == [
                "\(Self.misspelt) is not a variable serve reads; did you mean TTG_LISTEN?",
                "\(Self.unrelated) is not a variable serve reads",
            ], "\(stderr)")
    }

    /// Variables serve reads, and the tooling's, are not warned about.
    @Test func knownVariablesGiveNoWarning() throws {
        let known = [
            "TTG_CACHE": "1MiB", "TTG_MAX_FRAMES": "100", "TTG_TESTS": "untimed", "TTG_RECORD_FIXTURES": "0",
            "TTG_PLAYER_TALLY": "/dev/null", "TTG_HTTP_DIFFERENTIAL_SEED": "1",
        ]
        let (answered, stderr) = try Self.startAndStop(known)
        #expect(answered)
        #expect(Set(Self.warnings(stderr)).subtracting(Self.inherited).isEmpty, "\(stderr)")
    }

    /// What serve reads comes from its declaration: every option's variable, the secret's file, and
    /// no variable twice.
    @Test func theKnownVariablesAreTheDeclarations() {
        let read = UnknownVariables.read
        for spec in ServeCommand.options.specs { #expect(read.contains(ServeCommand.variable(spec)), "\(spec.name)") }
        #expect(read.contains("TTG_SECRET") && read.contains("TTG_SECRET_FILE"))
        #expect(read.isDisjoint(with: ToolingVariables.names.keys))
        #expect(UnknownVariables.warnings(["TTG_SECRET_FILE": "x", "PATH": "/bin", "TTG_TESTS": "timed"]).isEmpty)
        // A name in the wrong case is not the variable, but the suggestion finds it.
        #expect(
            UnknownVariables.warnings(["TTG_listen": "x"]) == [
                "TTG_listen is not a variable serve reads; did you mean TTG_LISTEN?"
            ])
    }

    /// Every `TTG_` name in the project's tooling (the Makefile, `.ci/`, the tests, the attack
    /// scripts, the test and bench modules) is a variable serve reads or one of
    /// ``ToolingVariables``: a test run's serve never warns of its own environment.
    @Test func everyVariableTheToolingSetsIsKnown() throws {
        let root = ImageComparison.repositoryRoot
        let places = [
            "Makefile", ".ci", "Tests", "attack", "Sources/TTGTestSupport", "Sources/TTGProcessSupport",
            "Sources/ttg-bench",
        ]
        let name = try NSRegularExpression(pattern: #"\bTTG_[A-Z][A-Z0-9_]*"#)
        var found: [String: String] = [:]
        for place in places {
            let url = root.appendingPathComponent(place)
            var files = [url]
            if let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) {
                files = enumerator.compactMap { $0 as? URL }
            }
            for file in files {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for match in name.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    found[String(text[Range(match.range, in: text)!])] = file.path
                }
            }
        }
        #expect(found.keys.contains("TTG_TESTS") && found.keys.contains("TTG_RECORD_FIXTURES"), "\(found)")
        let known = UnknownVariables.read.union(ToolingVariables.names.keys)
        for (variable, file) in found.sorted(by: { $0.key < $1.key }) {
            #expect(known.contains(variable), "\(file) names \(variable), which serve would warn of")
        }
    }
}
