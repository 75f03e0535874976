import Foundation
import TTGTestSupport
import Testing

/// `ttg-render demo`: every file the index shows or links exists and is a picture or a Lottie
/// animation, and nothing else is left.
@Suite(.slow) struct DemoCommandTests {
    @Test func indexShowsEveryFileWritten() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["demo", "-o", "show/", "--scale", "1", "--quiet"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let show = dir.appendingPathComponent("show")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: show.path))
        let index = try String(contentsOf: show.appendingPathComponent("index.html"), encoding: .utf8)
        func targets(_ attribute: String) -> Set<String> {
            Set(index.components(separatedBy: attribute + "=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        }
        let sources = targets("src")
        let links = targets("href")
        #expect(sources.union(links).union(["index.html"]) == files)
        #expect(links.count == sources.filter { $0.hasSuffix(".svg") }.count)
        for name in links {
            #expect(name.hasSuffix(".json"))
            let json = try String(contentsOf: show.appendingPathComponent(name), encoding: .utf8)
            #expect(json.hasPrefix("{\"v\":") && json.contains("\"layers\":"), "\(name)")
        }
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
