import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// `path render` without --canvas: the canvas is the box of what the drawing paints, worked out
/// here by hand, checked on the decoded pixels.
@Suite struct PathRenderCanvasTests {
    /// The picture a command writes, decoded.
    private func picture(_ arguments: [String]) throws -> RasterImage {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(["path", "render"] + arguments + ["-o", "p.png"], in: dir)
        try #require(result.status == 0, "\(result.stderr)")
        return try loadPNG(bytes: Array(try Data(contentsOf: dir.appendingPathComponent("p.png"))))
    }

    /// The columns and rows of the first and last pixels with any paint.
    private func inkBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 {
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    /// The canvas holds [minX, maxX] × [minY, maxY] out to whole pixels at `scale`, and paint
    /// reaches its outermost pixels on every side (no more than a pixel of antialiasing to spare).
    private func expectCanvas(
        _ image: RasterImage, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, scale: Double = 1
    ) {
        let width = Int((maxX * scale).rounded(.up) - (minX * scale).rounded(.down))
        let height = Int((maxY * scale).rounded(.up) - (minY * scale).rounded(.down))
        #expect(
            image.width == width && image.height == height, "\(image.width)×\(image.height), not \(width)×\(height)")
        let box = inkBox(image)
        #expect(box.map { $0 == (0, 0, image.width - 1, image.height - 1) } == true, "\(String(describing: box))")
    }

    @Test func aStrokedRectangleIsWholeWithItsMiters() throws {
        // The 10-point stroke reaches 5 past each side, its right-angle miters to the corners.
        let image = try picture(["--d", "M0 0 h50 v20 h-50 Z", "--stroke", "red", "--line-width", "10"])
        expectCanvas(image, -5, -5, 55, 25)
        // The stroke is whole on the left and top too: the outermost pixels are the stroke's red.
        #expect(image.pixel(x: 0, y: 15) == (255, 0, 0, 255) && image.pixel(x: 30, y: 0) == (255, 0, 0, 255))
    }

    @Test func roundCapsAndACurve() throws {
        // A cubic with round caps reaches half the width past the curve everywhere: the curve's
        // points sampled here, widened by 3.
        let (p0, p1, p2, p3) = ((10.0, 10.0), (40.0, -20.0), (80.0, 40.0), (100.0, 10.0))
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for i in 0...100_000 {
            let t = Double(i) / 100_000
            let a = (1 - t) * (1 - t) * (1 - t)
            let b = 3 * (1 - t) * (1 - t) * t
            let c = 3 * (1 - t) * t * t
            let d = t * t * t
            let x = a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0
            let y = a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        let arguments = [
            "--d", "M10 10 C40 -20 80 40 100 10", "--fill", "none", "--stroke", "teal", "--line-width", "6", "--cap",
            "round",
        ]
        expectCanvas(try picture(arguments), minX - 3, minY - 3, maxX + 3, maxY + 3)
        expectCanvas(try picture(arguments + ["--scale", "2"]), minX - 3, minY - 3, maxX + 3, maxY + 3, scale: 2)
    }

    @Test func aSharpMiterReachesItsTip() throws {
        // At (40, 10) the segments meet at φ with sin(φ/2) = 10/√1700: the miter's tip is
        // 2/sin(φ/2) ≈ 8.25 right of the corner; the left ends are butt, ±2 across each segment.
        let sine = 10 / 1700.0.squareRoot()
        let image = try picture([
            "--d", "M0 0 L40 10 L0 20", "--fill", "none", "--stroke", "black", "--line-width", "4",
        ])
        let across = 2 * 40 / 1700.0.squareRoot()
        let down = 2 * 10 / 1700.0.squareRoot()
        expectCanvas(image, -down, -across, 40 + 2 / sine, 20 + across)
    }

    @Test func aDrawingThatPaintsNothingIsRefused() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let line = try BinaryRunner.run(["path", "render", "--d", "M-10 -10 L-5 -5", "-o", "empty.png"], in: dir)
        #expect(line.status == 65)
        #expect(line.stderr.contains("--d: 'M-10 -10 L-5 -5' paints nothing") && line.stderr.contains("--stroke"))
        let none = try BinaryRunner.run(
            ["path", "render", "--d", "M0 0 h5 v5 Z", "--fill", "none", "-o", "e.png"], in: dir)
        #expect(none.status == 65 && none.stderr.contains("--fill is none"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // The line stroked is drawn whole: a 2-point stroke along it, butt ends.
        let stroked = try picture(["--d", "M-10 -10 L-5 -5", "--stroke", "black", "--line-width", "2"])
        let half = 1 / 2.0.squareRoot()
        expectCanvas(stroked, -10 - half, -10 - half, -5 + half, -5 + half)
    }
}
