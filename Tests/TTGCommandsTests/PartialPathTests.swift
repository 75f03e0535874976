import Foundation
import TTGCodecs
import TTGTestSupport
import Testing

/// `--partial` draws path data with an error as SVG renderers draw it: every segment before
/// the error. Checked against rsvg-convert and resvg drawing the same data in an SVG file
/// (within CrossRendererTests' tolerance); without it the data is refused, exit 65.
@Suite struct PartialPathTests {
    /// Data with an error after valid commands: a command short of its numbers, a stray
    /// letter, an implicit group cut short, a subpath whose second segment breaks.
    static let broken = [
        "M 30 40 L 110 160 L 150",
        "M 20 20 H 180 V 100 x 40",
        "M 20 180 L 100 20 180 180 40",
        "M 20 20 h 160 v 160 h -160 Z M 60 60 L 140 60 L 140",
    ]

    @Test(arguments: broken)
    func refusedWithoutPartial(data: String) throws {
        let result = try BinaryRunner.run(["path", "info", "--d", data])
        #expect(result.status == 65 && result.stdout.isEmpty, "\(result.stderr)")
    }

    @Test(
        .enabled(if: !SVGRasterizer.available.isEmpty, "neither rsvg-convert nor resvg is installed"), arguments: broken
    )
    func drawnAsSVGRenderersDrawIt(data: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            [
                "path", "render", "--partial", "--d", data, "--fill", "none", "--stroke", "black", "--line-width", "4",
                "--canvas", "200x200", "-o", "p.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --d: path data: expected") && result.stderr.contains("at offset"))
        let png = try loadPNG(bytes: [UInt8](Data(contentsOf: directory.appendingPathComponent("p.png"))))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">\
            <path d="\(data)" fill="none" stroke="black" stroke-width="4"/></svg>
            """
        let misses = try SVGRasterizer.misses(svg, against: png, label: data)
        #expect(misses.isEmpty, "\(misses.joined(separator: "\n"))")
    }

    /// Nothing before the error (a move alone) is still refused, exit 65, and writes nothing.
    @Test func nothingBeforeTheErrorIsRefused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            ["path", "render", "--partial", "--d", "M 30 40 L", "--stroke", "black", "-o", "p.png"], in: directory)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("nothing before it to draw"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("p.png").path))
    }
}
