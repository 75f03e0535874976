import TTGArguments
import TTGHTTP
import Testing

@testable import TTGCommands
@testable import TTGServe

/// URLs read into command lines, without a server.
@Suite struct RenderRequestTests {
    static func request(_ path: String, _ query: [(String, String)] = []) throws(HTTPError) -> RenderRequest {
        try RenderRequest(path: path, query: query.map { (name: $0.0, value: $0.1) }, root: CommandTree.rendering)
    }

    @Test func pathsSelectTheCommandAndTheFormat() throws {
        let emoji = try Self.request("/v1/emoji.png", [("rate", "4.2"), ("fill", "")])
        #expect(emoji.words == ["emoji"] && emoji.format == .png)
        #expect(emoji.arguments == ["--rate=4.2", "--fill", "-o", "emoji.png"])
        let glyph = try Self.request("/v1/refresh/auroraLoop.json", [("loop", "true")])
        #expect(glyph.words == ["refresh"] && glyph.format == .lottie)
        #expect(glyph.arguments == ["--style=auroraLoop", "--loop", "-o", "auroraLoop.json"])
        #expect(try Self.request("/v1/path.svg", [("d", "M0 0")]).words == ["path", "render"])
        #expect(try Self.request("/v1/path/follow.gif", [("d", "M0 0")]).words == ["path", "follow"])
        let info = try Self.request("/v1/path/info", [("d", "M0 0")])
        #expect(info.format == nil && info.arguments == ["--d=M0 0"])
        #expect(try Self.request("/v1/styles").arguments == ["--json"])
        // A flag set to false is left out; a value starting with '-' stays a value.
        #expect(
            try Self.request("/v1/emoji.png", [("loop", "false"), ("rate", "-1")]).arguments.prefix(1) == ["--rate=-1"])
    }

    /// The normal form sorts the parameters, so equal requests share a cache entry and an ETag.
    @Test func theNormalFormIgnoresQueryOrder() throws {
        let a = try Self.request("/v1/emoji.png", [("rate", "2"), ("scale", "2")])
        let b = try Self.request("/v1/emoji.png", [("scale", "2"), ("rate", "2")])
        let c = try Self.request("/v1/emoji.svg", [("scale", "2"), ("rate", "2")])
        #expect(a.normalized == b.normalized && a.normalized == "emoji.png?rate=2&scale=2")
        #expect(c.normalized != a.normalized)
        // Separators inside values cannot make two requests look the same.
        let tricky = try Self.request("/v1/path.png", [("d", "M0 0&fill=red")])
        let plain = try Self.request("/v1/path.png", [("d", "M0 0"), ("fill", "red")])
        #expect(tricky.normalized != plain.normalized)
    }

    @Test func refusalsNameWhatIsWrong() {
        func refusal(_ path: String, _ query: [(String, String)] = []) -> HTTPError? {
            do {
                _ = try Self.request(path, query)
                return nil
            } catch { return error }
        }
        #expect(refusal("/v1/emoji.png", [("sise", "3")])?.message == "unknown parameter 'sise'; did you mean 'size'?")
        #expect(refusal("/v1/emoji.png", [("out-dir", "x")])?.parameter == "out-dir")
        #expect(refusal("/v1/refresh/a/b.png")?.status == 404)
        #expect(refusal("/v1/emoji.tiff")?.status == 404)
        #expect(refusal("/v1/puzzle.png")?.status == 400)
        #expect(refusal("/v1/puzzle.png", [("seed", "1")]) == nil)
    }

    /// Which options a request may give follows from each option's declaration, walked here for
    /// every served command: an option whose help says it reads or writes the machine's files or
    /// streams, and those that run the command line (jobs, shards, progress, what it prints, the
    /// format the extension already names), are refused; every other option is taken.
    @Test func everyDeclarationSaysWhetherARequestMayGiveIt() throws {
        // How the command line runs, what it prints, what it writes beside the picture (with --out-dir).
        let runsTheCommandLine: Set = ["format", "jobs", "shard", "quiet", "json", "count", "mask"]
        let touchesTheMachine = #/\b([Ff]iles?|[Ff]olders?|standard (in|out)put|[Pp]rint)\b/#
        for (words, _) in RenderRequest.commands {
            let command = try #require(CommandTree.rendering.subcommand(at: words))
            for option in command.options {
                // Path data may name a file after '@'; the value is refused for that (below), not the option.
                let help = option.completion == .inlineOrAtFile ? "" : option.help
                let expected =
                    runsTheCommandLine.contains(option.name) || ["FILE", "DIR"].contains(option.valueName)
                    || help.contains(touchesTheMachine)
                #expect(option.isCommandLineOnly == expected, "\(words) \(option.name)")
                let value = option.completion == .inlineOrAtFile ? "@/etc/hostname" : "1"
                let refusal = Self.refusal(words, option.name, value)
                #expect((refusal?.message.hasSuffix("(the service decides it)") ?? false) == option.isCommandLineOnly)
                if option.completion == .inlineOrAtFile {
                    #expect(refusal?.message.hasSuffix("the service reads none") == true)
                }
            }
        }
    }

    /// A file option declared tomorrow is refused the day it is declared: by its kind, not by a list.
    @Test func aNewFileOptionIsRefusedByItsKind() throws {
        struct Sketch: CommandDeclaration {
            static let name = "emoji"
            static let spec = CommandSpec(
                name: name, abstract: "",
                options: [
                    Option("stencil", help: "", .file).spec, Option("palette", help: "", .directory).spec,
                    Option("tint", help: "", .text("COLOR")).spec,
                ])
        }
        let root = CommandSpec(name: "ttg-render", abstract: "", subcommands: [Sketch.self])
        for (name, refused) in [("stencil", true), ("palette", true), ("tint", false)] {
            let request = try? RenderRequest(path: "/v1/emoji", query: [(name, "-")], root: root)
            #expect((request == nil) == refused, "\(name)")
        }
    }

    /// The refusal of `/v1/WORDS?name=value`, if it is refused.
    static func refusal(_ words: [String], _ name: String, _ value: String) -> HTTPError? {
        let answersWithText = ["styles", "info", "contains", "trim", "point-at", "transform"].contains(words.last!)
        let path = "/v1/" + words.filter { $0 != "render" }.joined(separator: "/") + (answersWithText ? "" : ".png")
        let fixed: [(String, String)] =
            words == ["puzzle"] ? [("seed", "1")] : words.first == "path" ? [("d", "M0 0")] : []
        do {
            _ = try request(path, fixed.filter { $0.0 != name } + [(name, value)])
            return nil
        } catch { return error }
    }
}
