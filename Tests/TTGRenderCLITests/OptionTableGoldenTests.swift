import Foundation
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGRenderCLI

/// README's option tables are the declarations' own: each marked table is compared with the one
/// the declarations write. `make fixtures` (TTG_RECORD_FIXTURES=1) rewrites them and still fails.
@Suite struct ReadmeOptionGoldenTests {
    static let readme = ImageComparison.repositoryRoot.appendingPathComponent("README.md")

    @Test func readmeTablesFollowTheDeclarations() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        for (name, _) in TTGRender.readmeOptionTables {
            #expect(text.contains(OptionTable.markers(name).start), "README has no table '\(name)'")
        }
        let rewritten = OptionTable.rewrite(text, TTGRender.readmeOptionTables)
        if ImageComparison.isRecording, rewritten != text {
            try rewritten.write(to: Self.readme, atomically: true, encoding: .utf8)
            Issue.record("rewrote README.md's option tables; read the diff, then run again")
            return
        }
        #expect(rewritten == text, "README.md's option tables differ from the declarations; run make fixtures")
    }

    @Test func everyOptionOfATableIsARow() {
        for (name, options) in TTGRender.readmeOptionTables {
            let table = OptionTable.markdown(options)
            for option in options {
                #expect(table.contains("`\(option.flagName)`"), "\(name): \(option.flagName)")
            }
        }
    }
}
