import Foundation
import TTGArguments
import TTGRenderCLI
import TTGTestSupport
import Testing

/// The malformed input corpus in `Fixtures/bad-inputs/`, through the built binary: each case's
/// command, exit status and the words its one-line error must contain; no output file is left.
@Suite(.slow) struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var status: Int32
        var mentions: [String]
        var testDescription: String { name }
    }

    static let corpus = ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/bad-inputs").path
    static func file(_ name: String) -> String { corpus + "/" + name }
    static let puzzle = ["puzzle", "--canvas", "64x48", "--size", "16x16", "-o", "out.png", "--image"]
    static let pathInfo = ["path", "info", "--d"]

    static let cases: [Case] = [
        Case(
            name: "truncated PNG", arguments: puzzle + [file("truncated.png")], status: 65,
            mentions: ["--image", "truncated.png"]),
        Case(
            name: "truncated JPEG", arguments: puzzle + [file("truncated.jpg")], status: 65,
            mentions: ["--image", "truncated.jpg"]),
        Case(
            name: "PNG claiming 100000×100000", arguments: puzzle + [file("huge-100000x100000.png")], status: 65,
            mentions: ["--image", "100000x100000", "limit 16384 pixels a side"]),
        Case(
            name: "zero-byte image", arguments: puzzle + [file("empty.bin")], status: 65,
            mentions: ["--image", "empty.bin"]),
        Case(
            name: "text named .png", arguments: puzzle + [file("text.png")], status: 65,
            mentions: ["--image", "text.png"]),
        Case(
            name: "binary garbage as path data", arguments: pathInfo + ["@" + file("garbage.bin")], status: 65,
            mentions: ["--d", "garbage.bin"]),
        Case(
            name: "binary garbage inline", arguments: pathInfo + ["\u{1}\u{7F}\u{FFFD}M0 0"], status: 65,
            mentions: ["--d", "offset 0"]),
        Case(
            name: "100 KB of digits in path data", arguments: pathInfo + ["@" + file("digits-100k.txt")], status: 65,
            mentions: ["--d", "a finite number at offset 1", "…"]),
        Case(
            name: "an enormous exponent", arguments: pathInfo + ["@" + file("exponent.txt")], status: 65,
            mentions: ["--d", "a finite number at offset 1"]),
        Case(
            name: "100 KB of parentheses", arguments: pathInfo + ["@" + file("nested-parens.txt")], status: 65,
            mentions: ["--d", "offset 0"]),
        Case(
            name: "100 KB of digits as a number option",
            arguments: ["emoji", "--rate", String(repeating: "9", count: 100_000), "-o", "x.png"],
            status: 64, mentions: ["--rate", "not a finite number", "…"]),
        Case(
            name: "a directory as path data", arguments: pathInfo + ["@" + file("..")], status: 66,
            mentions: ["--d", "directory"]),
        Case(
            name: "markers for a picture", arguments: ["refresh", "--markers", "-o", "story.png"], status: 64,
            mentions: ["--markers", "PNG", "lottie"]),
        Case(
            name: "markers for frames of every style", arguments: ["refresh", "--all", "--markers", "-o", "all/"],
            status: 64, mentions: ["--markers", "lottie"]),
        Case(
            name: "markers for an animated SVG", arguments: ["emoji", "--markers", "-o", "face.svg"], status: 64,
            mentions: ["--markers", "SVG"]),
        Case(
            name: "markers with a state", arguments: ["refresh", "--markers", "--state", "pulling", "-o", "s.json"],
            status: 64, mentions: ["--markers", "--state"]),
        Case(
            name: "markers with a loop", arguments: ["refresh", "--markers", "--loop", "-o", "s.json"], status: 64,
            mentions: ["--markers", "--loop"]),
        Case(
            name: "markers with a rate", arguments: ["emoji", "--markers", "--rate", "3", "-o", "f.json"], status: 64,
            mentions: ["--markers", "--rate"]),
        // An option that makes an animation is never written as one still: the error says what to write.
        Case(
            name: "a sequence into one PNG", arguments: ["refresh", "--sequence", "-o", "seq.png"], status: 64,
            mentions: ["--sequence", "seq.png", "NAME.gif", "NAME_%04d.png", "--start"]),
        Case(
            name: "a transition into one PNG", arguments: ["emoji", "--rate", "0", "--to", "5", "-o", "to.png"],
            status: 64, mentions: ["--to", "to.png", "NAME.gif"]),
        Case(
            name: "a frame pattern of GIFs", arguments: ["refresh", "--loop", "-o", "pat_%04d.gif"], status: 64,
            mentions: ["frame pattern", "stills", "animated gif"]),
    ]

    @Test(arguments: cases) func malformedInputFailsCleanly(_ c: Case) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(c.arguments, in: dir)
        #expect(result.status == c.status, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.count == 1 && result.stderr.utf8.count < 400, "one short line expected: \(result.stderr.prefix(400))")
        for word in c.mentions {
            #expect(result.stderr.contains(word), "'\(word)' missing from: \(result.stderr.prefix(400))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
    }

    /// A 100 KB number that is finite (0.000…1) is parsed, not refused.
    @Test func longButFiniteNumbersParse() throws {
        let result = try BinaryRunner.run(Self.pathInfo + ["@" + Self.file("tiny-100k.txt")])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Path data over the 10 MB limit, inline or from a file, is refused before it is parsed.
    @Test func pathDataOverTenMegabytes() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let big = "M0 0" + String(repeating: " L1 1", count: (10 << 20) / 5 + 1)
        try Data(big.utf8).write(to: dir.appendingPathComponent("big.txt"))
        let fromFile = try BinaryRunner.run(Self.pathInfo + ["@big.txt"], in: dir)
        #expect(fromFile.status == 65)
        #expect(fromFile.stderr.contains("larger than the limit of 10 MB"))
        // Inline values are checked in-process (the kernel refuses one argument over 128 KB).
        #expect(program.run(Self.pathInfo + [big]) == .dataError)
    }
}
