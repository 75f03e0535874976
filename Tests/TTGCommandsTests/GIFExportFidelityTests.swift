import Foundation
import TTGCairo
import TTGCodecs
import TTGGIFReader
import TTGTestSupport
import Testing

/// An exported GIF, played as the GIF89a specification composes its frames (giflib decodes
/// each one; ``DecodedGIF/screens`` stacks them by their disposal), shows every frame the
/// binary renders as PNG, for as long as that frame lasts.
@Suite struct GIFExportFidelityTests {
    static let animations: [[String]] = [
        // Transparent around the glyph: frames clear the screen for the next.
        ["refresh", "--style", "auroraLoop", "--loop"],
        // Opaque: only what changes is stored.
        ["refresh", "--style", "pulseCircuit", "--state", "refreshing", "--frames", "45", "--background", "white"],
        // A draw-on that stands still at the end: repeated frames.
        [
            "path", "render", "--d", "M4 4 H28 V28 H4 Z", "--fill", "none", "--stroke", "teal", "--line-width", "3",
            "--trim", "0,0", "--trim-to", "0,1", "--cycle", "1", "--canvas", "32x32", "--frames", "40",
            "--scale", "2",
        ],
    ]

    @Test(arguments: animations)
    func theGIFShowsEveryRenderedFrame(_ command: [String]) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for output in ["anim.gif", "frames/"] {
            let result = try BinaryRunner.run(command + ["--quiet", "-o", output], in: dir)
            try #require(result.status == 0, "\(result.stderr)")
        }
        let pngs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path)
            .sorted().map { name in
                try loadPNG(bytes: Array(Data(contentsOf: dir.appendingPathComponent("frames/" + name))))
            }
        let gif = try DecodedGIF(Array(Data(contentsOf: dir.appendingPathComponent("anim.gif"))))
        let screens = gif.screens
        // A frame that shows as the one before (GIF alpha is one bit) is stored once, with both delays.
        let shownPixels = pngs.map { png -> [UInt8] in
            var pixels = png.pixels
            for p in stride(from: 0, to: pixels.count, by: 4) {
                let opaque = pixels[p + 3] >= AnimatedGIFEncoder.opaqueAlphaThreshold
                for c in 0..<4 { pixels[p + c] = opaque ? (c == 3 ? 255 : pixels[p + c]) : 0 }
            }
            return pixels
        }
        let distinct = pngs.indices.filter { $0 == 0 || shownPixels[$0] != shownPixels[$0 - 1] }.count
        #expect(gif.frames.count == distinct)
        // Each rendered frame starts at round(i · 100 / 30) cs; the GIF frame showing then must show it.
        var starts = [0]
        for frame in gif.frames { starts.append(starts.last! + frame.delayCentiseconds) }
        for (i, png) in pngs.enumerated() {
            let time = Int((Double(i) * 100 / 30).rounded())
            let shown = try #require(starts.lastIndex { $0 <= time }.map { min($0, screens.count - 1) })
            let screen = screens[shown]
            var (squared, channels, wrongAlpha) = (0, 0, 0)
            for p in 0..<png.width * png.height {
                let opaque = png.pixels[4 * p + 3] >= AnimatedGIFEncoder.opaqueAlphaThreshold
                if opaque != (screen[4 * p + 3] == 255) { wrongAlpha += 1 }
                guard opaque else { continue }
                for c in 0..<3 {
                    let difference = Int(screen[4 * p + c]) - Int(png.pixels[4 * p + c])
                    squared += difference * difference
                    channels += 1
                }
            }
            #expect(wrongAlpha == 0, "frame \(i): \(wrongAlpha) pixels opaque in one and not the other")
            // The documented bound: 1.5 of 255, root mean square per channel over the opaque pixels.
            let error = channels == 0 ? 0 : (Double(squared) / Double(channels)).squareRoot()
            #expect(error <= 1.5, "frame \(i): \(error)")
        }
    }
}
