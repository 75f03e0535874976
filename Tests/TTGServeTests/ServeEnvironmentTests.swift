import Foundation
import TTGProcessSupport
import Testing

/// A bad value `serve` read from the environment is named by its variable, not by an option the
/// command line never gave.
@Suite struct ServeEnvironmentTests {
    /// `serve`'s status and its one line on standard error, with `environment` added.
    static func refusal(_ arguments: [String], _ environment: [String: String]) throws -> (Int32, String) {
        let result = try BinaryRunner.runProgram(
            BinaryRunner.binary.path, ["serve", "--listen", "127.0.0.1:0"] + arguments, environment: environment)
        return (result.status, result.stderr)
    }

    @Test func aBadValueIsNamedByItsVariable() throws {
        let (status, line) = try Self.refusal([], ["TTG_CACHE": "lots"])
        #expect(status == 64)
        #expect(line.hasPrefix("ttg-render serve: TTG_CACHE (environment): 'lots' "), "\(line)")
        #expect(!line.contains("--cache"), "\(line)")
        let (_, given) = try Self.refusal(["--cache", "lots"], [:])
        #expect(given.hasPrefix("ttg-render serve: --cache: 'lots' "), "\(given)")
    }

    @Test func aVariableMentionedInTheWordsIsNamedToo() throws {
        let secret = String(repeating: "s", count: 24)
        let (status, line) = try Self.refusal([], ["TTG_SECRET": secret, "TTG_POOL": NSTemporaryDirectory()])
        #expect(status == 64)
        #expect(line.hasPrefix("ttg-render serve: TTG_POOL (environment) needs --pool-answers FILE"), "\(line)")
        #expect(!line.contains(secret))
    }
}
