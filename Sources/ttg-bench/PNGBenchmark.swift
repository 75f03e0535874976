import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGRefresh
import TTGScene

/// Our PNG bytes against what `optipng -o2` makes of the same files (it tries
/// filters, zlib strategies and color-type reductions and keeps the smallest),
/// and the encoding time per frame. Target: bytes ≤ 1.10× optipng's.
func benchmarkPNGEncoding(pictures: [(String, Scene, Double)], in directory: URL) {
    let refreshFrames = RefreshStyle.all.compactMap { style -> RasterImage? in
        let glyph = RefreshGlyph(style: style, template: RefreshTemplate(glyphSize: 140))
        guard let animation = try? glyph.animation(state: .refreshing) else { return nil }
        return try? rasterize(animation.scene(0.5))
    }
    let ring = wavyPath(count: 400)
    let drawOn = (1...6).map { i in
        try! rasterize(
            Scene(
                size: Size(220, 220),
                nodes: [
                    .shape(
                        ring, fill: .solid(Color(red: 0.16, green: 0.72, blue: 0.92).withAlpha(0.25)),
                        stroke: Stroke(
                            .solid(Color(red: 0.58, green: 0.45, blue: 0.94)), width: 4, cap: .round,
                            dash: [12, 6], trimEnd: Double(i) / 6))
                ]), scale: 2)
    }
    let groups: [(String, [RasterImage])] =
        pictures.map { name, scene, scale in (name, [try! rasterize(scene, scale: scale)]) } + [
            ("20 refresh glyphs at 140 pt", refreshFrames), ("6 draw-on frames 220 pt @2x", drawOn),
        ]
    let optipng = ["/usr/bin/optipng", "/usr/local/bin/optipng"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    print("\nPNG encoding (default level): bytes vs optipng -o2 on the same files (goal ≤ 1.10×), time per frame")
    var ours = 0
    var theirs = 0
    for (name, frames) in groups {
        var bytes = 0
        let time = secondsPerCall(iterations: 3) {
            bytes = frames.reduce(0) { $0 + ((try? encodePNG($1))?.count ?? 0) }
        }
        var optimized = 0
        if let optipng {
            for (i, frame) in frames.enumerated() {
                let path = directory.appendingPathComponent("optipng-\(i).png").path
                try! Data(try! encodePNG(frame)).write(to: URL(fileURLWithPath: path))
                let process = Process()
                process.executableURL = URL(fileURLWithPath: optipng)
                process.arguments = ["-quiet", "-o2", path]
                try! process.run()
                process.waitUntilExit()
                optimized += (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            }
        }
        ours += bytes
        theirs += optimized
        let versus =
            optimized > 0 ? String(format: " vs %8d B, %.3f×", optimized, Double(bytes) / Double(optimized)) : ""
        row("  \(name)", microseconds(time / Double(frames.count)) + String(format: " %8d B", bytes) + versus)
    }
    if theirs > 0 {
        row("  all pictures: ours / optipng -o2 (today 1.39×)", String(format: "%9.3f×", Double(ours) / Double(theirs)))
    } else {
        row("  ours / optipng -o2", "  skipped: optipng is not installed")
    }
}
