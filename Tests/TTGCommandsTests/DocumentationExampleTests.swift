import Foundation
import TTGTestSupport
import Testing

/// Every shell example of README.md and docs/**/*.md runs as written, through the built binary,
/// in a directory of its own that holds what the repository's root holds for it (`docs/pin.txt`)
/// and a user's own photo (`photo.jpg`):
///
/// - a ```` ```sh ```` block is one shell script, run whole with `sh -e` (so its lines run in
///   sequence, and any that fails fails the block);
/// - a ```` ```console ```` block is a session: each line starting with `$ ` is a command and the
///   lines up to the next command are its standard output, compared as shown (`…` stands for any
///   text). A command exits 0, unless the next command is `echo $?`, whose output is the status;
/// - after a block has run, every file a `ttg-render` line names with `-o`, `--out-dir`,
///   `--answer` or `--mask`, or a redirection `>`, exists and is not empty;
/// - a block that cannot run here (a server that listens, make targets, another machine, minutes
///   of work) says why on the line before it: `<!-- not run: REASON -->`;
/// - a usage synopsis that is not an example goes in a ```` ```text ```` fence.
@Suite(.slow) struct DocumentationExampleTests {
    /// One fenced shell block of a page.
    struct Example: Sendable, CustomTestStringConvertible {
        enum Kind: String, Sendable { case sh, console }
        let page: String
        let line: Int
        let kind: Kind
        let text: String
        /// Why the block is not run, from its `<!-- not run: … -->` marker.
        let notRun: String?
        var testDescription: String { "\(page):\(line)" }
    }

    static let root = ImageComparison.repositoryRoot

    /// README.md and every page under docs/, as paths from the repository's root.
    static func pages() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        let enumerator = FileManager.default.enumerator(atPath: docs.path)
        var pages = ["README.md"]
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }

    /// The fenced blocks of `text`, with their language and the line their fence opens on.
    static func fences(_ text: String) -> [(language: String, line: Int, body: String, before: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fences: [(String, Int, String, String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") {
                body.append(lines[end])
                end += 1
            }
            let before = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            fences.append((language, index + 1, body.joined(separator: "\n"), before))
            index = end + 1
        }
        return fences
    }

    static func examples() throws -> [Example] {
        try pages().flatMap { page in
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            return fences(text).compactMap { fence -> Example? in
                guard let kind = Example.Kind(rawValue: fence.language) else { return nil }
                var notRun: String?
                if let range = fence.before.range(of: "<!-- not run:") {
                    notRun = String(fence.before[range.upperBound...])
                        .replacingOccurrences(of: "-->", with: "").trimmingCharacters(in: .whitespaces)
                }
                return Example(page: page, line: fence.line, kind: kind, text: fence.body, notRun: notRun)
            }
        }
    }

    static let runnable: [Example] = (try? examples().filter { $0.notRun == nil }) ?? []

    // MARK: - Splitting command lines

    /// Joins lines continued with a trailing backslash.
    static func logicalLines(_ script: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("\\") {
                current += line.dropLast() + " "
            } else {
                lines.append(current + line)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The words of a command line as a POSIX shell splits them (single and double quotes, no
    /// expansion), up to a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var started = false
        for c in line {
            if let open = quote {
                if c == open { quote = nil } else { current.append(c) }
                continue
            }
            switch c {
            case "'", "\"":
                quote = c
                started = true
            case " ", "\t":
                if started { words.append(current) }
                current = ""
                started = false
            case "#" where !started:
                return words
            default:
                current.append(c)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    /// The files and folders a command line says it writes.
    static func outputs(of line: String) -> [String] {
        let words = words(line.trimmingCharacters(in: .whitespaces))
        guard words.first == "ttg-render" else { return [] }
        var outputs: [String] = []
        for (index, word) in words.enumerated().dropLast() {
            let value = words[index + 1]
            switch word {
            case "-o", "--output", "--out-dir", "--mask", ">":
                // A name made by the shell (cat-$p.png) is not known before it runs.
                if value != "-", !value.contains("$") { outputs.append(value) }
            case "--answer":
                // A shard's answers go to a file of its own (answers-00000-of-00004.jsonl).
                if value != "-", !words.contains("--shard") { outputs.append(value) }
            default: break
            }
        }
        return outputs
    }

    // MARK: - Running

    /// A fresh directory as the repository's root looks to an example, with `ttg-render` on PATH.
    static func workspace() throws -> (directory: URL, environment: [String: String]) {
        let directory = try BinaryRunner.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try manager.copyItem(
            at: root.appendingPathComponent("docs/pin.txt"), to: directory.appendingPathComponent("docs/pin.txt"))
        try manager.copyItem(
            at: root.appendingPathComponent("Fixtures/puzzle/photo.jpg"),
            to: directory.appendingPathComponent("photo.jpg"))
        let bin = directory.appendingPathComponent(".bin")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            at: bin.appendingPathComponent("ttg-render"), withDestinationURL: BinaryRunner.binary)
        return (directory, ["PATH": bin.path + ":/usr/bin:/bin", "HOME": directory.path])
    }

    /// Runs `script` with `sh -e` in `directory`, stopped after two minutes.
    static func shell(_ script: String, in directory: URL, environment: [String: String]) throws
        -> BinaryRunner.Result
    {
        try BinaryRunner.runProgram(
            "/usr/bin/timeout", ["120", "/bin/sh", "-e", "-c", script], in: directory, environment: environment)
    }

    /// `output` matches `expected`, where `…` in `expected` stands for any text.
    static func matches(_ output: String, _ expected: String) -> Bool {
        let pieces = expected.components(separatedBy: "…")
        guard pieces.count > 1 else { return output == expected }
        guard output.hasPrefix(pieces[0]), output.hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = output.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return output.count >= pieces[0].count + pieces[pieces.count - 1].count
    }

    @Test(arguments: runnable)
    func exampleRunsAsWritten(_ example: Example) throws {
        let (directory, environment) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        var commands: [String] = []
        switch example.kind {
        case .sh:
            let result = try Self.shell(example.text, in: directory, environment: environment)
            #expect(result.status == 0, "\(example.page):\(example.line) exits \(result.status): \(result.stderr)")
            commands = Self.logicalLines(example.text)
        case .console:
            var session: [(command: String, output: [String])] = []
            for line in example.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("$ ") {
                    session.append((String(line.dropFirst(2)), []))
                } else if !session.isEmpty {
                    session[session.count - 1].output.append(line)
                }
            }
            var status: Int32 = 0
            for (index, step) in session.enumerated() {
                let expected = step.output.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
                // `echo $?` says the status of the command before it; the shell keeps no state here.
                let script = step.command == "echo $?" ? "echo \(status)" : step.command
                let result = try Self.shell(script, in: directory, environment: environment)
                status = result.status
                let checked = index + 1 < session.count && session[index + 1].command == "echo $?"
                if !checked {
                    #expect(result.status == 0, "\(example.page):\(example.line) \(step.command): \(result.stderr)")
                }
                let output = result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output
                #expect(
                    Self.matches(output, expected),
                    "\(example.page):\(example.line) \(step.command) printed:\n\(output)\nnot:\n\(expected)")
                commands.append(step.command)
            }
        }
        for output in commands.flatMap(Self.outputs) {
            // HOME is the directory.
            let path = directory.appendingPathComponent(output.hasPrefix("~/") ? String(output.dropFirst(2)) : output)
            var isDirectory: ObjCBool = false
            let patterned = output.contains("%")
            let checked = patterned ? path.deletingLastPathComponent() : path
            guard FileManager.default.fileExists(atPath: checked.path, isDirectory: &isDirectory) else {
                Issue.record("\(example.page):\(example.line): \(output) was not written")
                continue
            }
            if isDirectory.boolValue {
                let entries = try FileManager.default.contentsOfDirectory(atPath: checked.path)
                #expect(!entries.isEmpty, "\(example.page):\(example.line): \(output) is empty")
            } else {
                let size = try FileManager.default.attributesOfItem(atPath: checked.path)[.size] as? Int ?? 0
                #expect(size > 0, "\(example.page):\(example.line): \(output) is empty")
            }
        }
    }

    // MARK: - The convention itself

    /// Each block left out says why, and no example hides in a fence of another language.
    @Test func everyExampleRunsOrSaysWhyNot() throws {
        let examples = try Self.examples()
        #expect(examples.count > 40, "found only \(examples.count) examples")
        for example in examples where example.notRun != nil {
            #expect(example.notRun?.isEmpty == false, "\(example.page):\(example.line): not run, but no reason")
        }
        for page in try Self.pages() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            for fence in Self.fences(text) where Example.Kind(rawValue: fence.language) == nil {
                let commands = fence.body.split(separator: "\n").filter {
                    $0.hasPrefix("ttg-render ") || $0.hasPrefix("$ ttg-render ")
                }
                #expect(
                    commands.isEmpty || ["text", "yaml", "swift", "html"].contains(fence.language),
                    "\(page):\(fence.line): a ttg-render example in a '\(fence.language)' fence is not run")
            }
        }
    }

    @Test func splittingFollowsTheShell() {
        #expect(
            Self.words("ttg-render a --title \"Pull for news\" -o x.png  # a comment") == [
                "ttg-render", "a", "--title", "Pull for news", "-o", "x.png",
            ])
        #expect(Self.logicalLines("a \\\n  b\nc") == ["a    b", "c"])
        #expect(Self.outputs(of: "ttg-render emoji --rate 4 -o face.png") == ["face.png"])
        #expect(Self.outputs(of: "ttg-render puzzle --out-dir pool/ --answer a.jsonl") == ["pool/", "a.jsonl"])
        #expect(Self.matches("{\"a\":1,\"b\":2}", "{\"a\":1,…}"))
        #expect(!Self.matches("{\"a\":2}", "{\"a\":1…}"))
    }
}
