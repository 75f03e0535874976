import Foundation
import TTGServe
import TTGTestSupport
import Testing

@testable import TTGCommands

/// The manual page's ENVIRONMENT section lists every variable the program reads, found in the
/// sources by the test, and no other.
@Suite struct EnvironmentDocumentationTests {
    /// Modules that are not part of the binary: the tests' and the bench's.
    static let notInTheBinary: Set<String> = ["TTGTestSupport", "TTGProcessSupport", "ttg-bench"]

    /// Each variable name the binary's sources read, with a file that reads it: the argument of
    /// `getenv("…")` or `environment["…"]`, and any NAME_LIKE_THIS literal in a file that reads
    /// the environment (a helper that takes the name, as `--shard auto`'s does).
    static func variablesRead() throws -> [String: String] {
        let sources = ImageComparison.repositoryRoot.appendingPathComponent("Sources")
        let direct = try NSRegularExpression(pattern: #"(?:getenv\(|environment\[)\s*"([A-Za-z_][A-Za-z0-9_]*)""#)
        let named = try NSRegularExpression(pattern: #""([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)""#)
        let reads = try NSRegularExpression(pattern: #"getenv\(|\.environment\b|environment\["#)
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), let module = path.split(separator: "/").first,
                !notInTheBinary.contains(String(module)), !path.hasSuffix("EnvironmentVariables.swift")
            else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let whole = NSRange(text.startIndex..., in: text)
            guard reads.firstMatch(in: text, range: whole) != nil else { continue }
            for pattern in [direct, named] {
                for match in pattern.matches(in: text, range: whole) {
                    found[String(text[Range(match.range(at: 1), in: text)!])] = path
                }
            }
        }
        return found
    }

    /// `TTG_MAX_PIXELS` for serve's `--max-pixels`, spelled out here.
    static var serveVariables: Set<String> {
        Set(ServeCommand.options.specs.map { "TTG_" + $0.name.uppercased().replacingOccurrences(of: "-", with: "_") })
    }

    @Test func everyVariableReadIsListed() throws {
        let listed = Set(programEnvironment.map(\.name))
        let read = try Self.variablesRead()
        #expect(read.keys.contains("TMPDIR") && read.keys.contains("SLURM_ARRAY_TASK_ID"), "\(read)")
        for (name, file) in read.sorted(by: { $0.key < $1.key }) {
            #expect(listed.contains(name), "\(file) reads \(name), which the manual page does not list")
        }
        for name in Self.serveVariables {
            #expect(listed.contains(name), "serve reads \(name), which the manual page does not list")
        }
        for name in listed {
            #expect(
                read.keys.contains(name) || Self.serveVariables.contains(name),
                "the manual page lists \(name), which nothing reads")
        }
        #expect(listed.count == programEnvironment.count, "a variable is listed twice")
    }

    /// Through the binary: each variable is a tagged paragraph of ENVIRONMENT, with its help.
    @Test func theManualPageHasThem() throws {
        let result = try BinaryRunner.run(["man"])
        #expect(result.status == 0)
        let page = result.output
        let section = try #require(page.range(of: "\n.SH ENVIRONMENT\n"), "no ENVIRONMENT section")
        let end = page.range(of: "\n.SH ", range: section.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let text = String(page[section.upperBound..<end])
        for variable in programEnvironment {
            #expect(text.contains(".TP\n.B \(variable.name)\n"), "\(variable.name)")
            #expect(!variable.help.isEmpty, "\(variable.name)")
        }
        #expect(text.contains("TTG_SECRET") && text.contains("puzzle redeem"), "\(text)")
    }
}
