import Foundation
import TTGTestSupport
import Testing

/// `ttg-render demo`: every file the index shows exists and is a picture, and nothing else is left.
@Suite struct DemoCommandTests {
    @Test func indexShowsEveryFileWritten() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["demo", "-o", "show/", "--scale", "1", "--quiet"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let show = dir.appendingPathComponent("show")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: show.path))
        let index = try String(contentsOf: show.appendingPathComponent("index.html"), encoding: .utf8)
        let sources = Set(index.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        #expect(sources.union(["index.html"]) == files)
        for name in sources where name.hasSuffix(".png") {
            #expect(pngDimensions(try Data(contentsOf: show.appendingPathComponent(name))) != nil, "\(name)")
        }
        for name in sources where name.hasSuffix(".gif") {
            #expect(
                try runTool("/usr/bin/gifsicle", ["--info", show.appendingPathComponent(name).path]).contains(
                    "loop forever"))
        }
        #expect(
            index.contains("Emoji rating faces") && index.contains("Puzzle captcha") && index.contains("Refresh glyphs")
                && index.contains("The path engine"))
    }
}
