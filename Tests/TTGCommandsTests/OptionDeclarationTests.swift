import Foundation
import Synchronization
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGCommands

/// Every command of the tree, with the words that select it (`["path", "render"]`).
func allCommands(_ spec: CommandSpec = program.root, words: [String] = []) -> [(words: [String], spec: CommandSpec)] {
    [(words, spec)] + spec.subcommands.flatMap { allCommands($0, words: words + [$0.name]) }
}

/// Checks derived from the option declarations themselves, so a new option is covered
/// the moment it is declared.
@Suite struct OptionDeclarationTests {
    /// Every `[default: …]` help shows is a value the option accepts, and reading it back gives
    /// the default the command uses when the option is absent.
    @Test func everyDefaultInHelpIsWhatTheParserProduces() {
        for (words, command) in allCommands() {
            let help = HelpFormatter.help(for: command, words: words, program: CommandTree.program)
            // A `\\(` in a string literal shows its interpolation as code, not as text.
            #expect(!help.contains("\\("), "an interpolation left unexpanded")
            for option in command.options {
                guard let text = option.defaultText else { continue }
                #expect(help.contains("[default: \(text)]"), "\(words) \(option.flagName)")
                if option.defaultIsValue {
                    let check = option.defaultRoundTrips
                    #expect(
                        check?() == true, "\(words) \(option.flagName): '\(text)' does not read back as the default")
                }
            }
        }
    }

    /// A command's name, known before its declaration is built, is the one the declaration gives.
    @Test func subcommandsAreKnownByTheirDeclaredNames() {
        for (words, command) in allCommands() {
            #expect(command.subcommandNames == command.subcommands.map(\.name), "\(words)")
        }
    }

    /// Selecting a command builds its own declaration and its ancestors', none of its siblings'.
    @Test func selectingACommandBuildsOnlyItsBranch() {
        LazyTree.built.withLock { $0 = [] }
        let selected = LazyTree.Root.spec.subcommand(at: ["group", "leaf"])
        #expect(selected?.name == "leaf")
        #expect(LazyTree.built.withLock { $0 } == ["root", "group", "leaf"])
        #expect(LazyTree.Root.spec.subcommand(at: ["group", "nope"]) == nil)
    }

    /// `specs` walks a group's stored properties by their layout; `Mirror` is the independent
    /// answer: every option and flag, those a command leaves out (nil) skipped, in declaration order.
    @Test func groupsListEveryDeclaredOptionInOrder() {
        func reflected(_ group: some OptionGroup) -> [String] {
            Mirror(reflecting: group).children.compactMap { child in
                let value = child.value
                if let option = value as? OptionDeclaration { return option.spec.name }
                return nil
            }
        }
        let groups: [any OptionGroup] = [
            EmojiCommand.options, EmojiCommand.output, EmojiCommand.export, RefreshCommand.options,
            PuzzleCommand.options, PathRenderCommand.options, PathRenderCommand.output, PathFollowCommand.options,
            PathFollowCommand.output, HitCommand.options,
        ]
        for group in groups {
            let names = reflected(group)
            #expect(!names.isEmpty)
            #expect(group.specs.map(\.name) == names, "\(type(of: group))")
        }
        // A group with options left out: path render has no --transform of the picture (it transforms the path).
        #expect(!PathRenderCommand.output.specs.contains { $0.name == "transform-to" })
        #expect(EmojiCommand.output.specs.contains { $0.name == "transform-to" })
    }

    @Test func namesAreUniqueInEachCommand() {
        for (words, command) in allCommands() {
            let names = command.options.map(\.name) + ["help"]
            #expect(Set(names).count == names.count, "\(words): \(names)")
            let shorts = command.options.compactMap(\.shortName) + ["h"]
            #expect(Set(shorts).count == shorts.count, "\(words)")
        }
    }

    /// Rules only name declared options.
    @Test func rulesNameDeclaredOptions() {
        for (words, command) in allCommands() {
            let declared = Set(command.options.map(\.name))
            for rule in command.rules {
                let names: [String]
                switch rule {
                case .exclusive(let list, _): names = list
                case .requires(let name, let others, _): names = [name] + others
                case .conflicts(let name, let others, _): names = [name] + others
                }
                #expect(names.allSatisfy(declared.contains), "\(words): \(names)")
            }
        }
    }
}

/// Each help screen, compared whole with `Fixtures/help/<command>.txt`. Record with
/// `make fixtures` (TTG_RECORD_FIXTURES=1); a recorded run still fails, so look at the diff.
@Suite(.slow) struct HelpGoldenTests {
    static let directory = ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/help")

    @Test(arguments: allCommands().map(\.words))
    func helpScreen(words: [String]) throws {
        let command = try #require(allCommands().first { $0.words == words }).spec
        let help = HelpFormatter.help(for: command, words: words, program: CommandTree.program)
        let file = Self.directory.appendingPathComponent((["ttg-render"] + words).joined(separator: "-") + ".txt")
        if ImageComparison.isRecording, (try? String(contentsOf: file, encoding: .utf8)) != help {
            try help.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent); read it, then run again without TTG_RECORD_FIXTURES")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(help == expected, "help of \(words) differs from \(file.path)")
    }
}

/// A small command tree that records which declarations are built.
private enum LazyTree {
    static let built = Mutex<[String]>([])

    static func declaration(_ name: String, _ subcommands: [any CommandDeclaration.Type] = []) -> CommandSpec {
        built.withLock { $0.append(name) }
        return CommandSpec(name: name, abstract: name, subcommands: subcommands)
    }

    enum Root: CommandDeclaration {
        static let name = "root"
        static var spec: CommandSpec { declaration(name, [Sibling.self, Group.self]) }
    }
    enum Sibling: CommandDeclaration {
        static let name = "sibling"
        static var spec: CommandSpec { declaration(name) }
    }
    enum Group: CommandDeclaration {
        static let name = "group"
        static var spec: CommandSpec { declaration(name, [Leaf.self, Other.self]) }
    }
    enum Leaf: CommandDeclaration {
        static let name = "leaf"
        static var spec: CommandSpec { declaration(name) }
    }
    enum Other: CommandDeclaration {
        static let name = "other"
        static var spec: CommandSpec { declaration(name) }
    }
}
