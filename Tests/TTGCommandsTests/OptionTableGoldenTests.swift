import Foundation
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGCommands

/// The documentation's option tables are the declarations' own: each marked table of a page under
/// `docs/` is compared with the one the declarations write. `make fixtures` (TTG_RECORD_FIXTURES=1)
/// rewrites them and still fails.
@Suite(.slow) struct OptionTableGoldenTests {
    /// The pages that hold tables, each with its tables in order.
    static var pages: [(page: String, tables: [(name: String, options: [OptionSpec])])] {
        var pages: [(page: String, tables: [(name: String, options: [OptionSpec])])] = []
        for table in CommandTree.documentationOptionTables {
            if let index = pages.firstIndex(where: { $0.page == table.page }) {
                pages[index].tables.append((table.name, table.options))
            } else {
                pages.append((table.page, [(table.name, table.options)]))
            }
        }
        return pages
    }

    @Test(arguments: pages.map(\.page))
    func tablesFollowTheDeclarations(page: String) throws {
        let tables = try #require(Self.pages.first { $0.page == page }).tables
        let url = ImageComparison.repositoryRoot.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        for (name, _) in tables {
            #expect(text.contains(OptionTable.markers(name).start), "\(page) has no table '\(name)'")
        }
        let rewritten = OptionTable.rewrite(text, tables)
        if ImageComparison.isRecording, rewritten != text {
            try rewritten.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(page)'s option tables; read the diff, then run again")
            return
        }
        #expect(rewritten == text, "\(page)'s option tables differ from the declarations; run make fixtures")
    }

    @Test func everyOptionOfATableIsARow() {
        for (_, name, options) in CommandTree.documentationOptionTables {
            let table = OptionTable.markdown(options)
            for option in options {
                #expect(table.contains("`\(option.flagName)`"), "\(name): \(option.flagName)")
            }
        }
    }

    /// A table's marker stands once in the whole documentation, on its own page.
    @Test func eachTableIsOnOnePage() throws {
        let root = ImageComparison.repositoryRoot
        let pages = try DocumentationExampleTests.pages()
        for (page, name, _) in CommandTree.documentationOptionTables {
            let holders = try pages.filter {
                try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
                    .contains(OptionTable.markers(name).start)
            }
            #expect(holders == [page], "table '\(name)' is on \(holders), not only on \(page)")
        }
    }
}
