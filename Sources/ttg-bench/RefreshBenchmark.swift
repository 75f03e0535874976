import Foundation
import TTGCairo
import TTGCodecs
import TTGRefresh
import TTGSVG
import TTGScene

/// The refresh glyphs rendered three ways, side by side: ttg-render's direct PNG, and SVG
/// written by ttg-render then rasterized by `rsvg-convert` or by resvg (one process a frame,
/// as a shell pipeline would). 20 styles × 30 frames of refreshing at 140 points, one core.
/// resvg comes from PyPI's `resvg-cli`, installed by `make deps` into `.build/test-venv`
/// and named by `TTG_BENCH_RESVG`; its row is skipped when it is missing.
func benchmarkRefreshGlyphs(in directory: URL) {
    let frames = 30
    let fps = 30.0
    let scenes: [Scene] = RefreshStyle.all.flatMap { style -> [Scene] in
        let glyph = RefreshGlyph(style: style, template: RefreshTemplate(glyphSize: 140))
        guard let animation = try? glyph.animation(state: .refreshing) else { return [] }
        return (0..<frames).map { animation.scene(Double($0) / fps) }
    }
    print("\nRefresh glyphs: 20 styles × \(frames) frames of refreshing at 140 pt (one core)")
    var start = DispatchTime.now().uptimeNanoseconds
    for scene in scenes { _ = try! renderPNG(scene) }
    let direct = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    row("  ttg-render direct PNG", String(format: "%9.1f frames/s", Double(scenes.count) / direct))

    let svgPath = directory.appendingPathComponent("glyph.svg").path
    let pngPath = directory.appendingPathComponent("glyph.png").path
    let peers: [(name: String, binary: String?, arguments: [String], goal: Double)] = [
        ("rsvg-convert", "/usr/bin/rsvg-convert", ["-o", pngPath, svgPath], 10),
        ("resvg", ProcessInfo.processInfo.environment["TTG_BENCH_RESVG"], [svgPath, pngPath], 4),
    ]
    // The SVG ttg-render writes, as a user would take it to the peer.
    let svgWriter = SVGWriter(
        services: SVGServices(encodePNG: { try encodePNG($0) }, layoutText: { try layoutTextLines($0) }))
    for peer in peers {
        guard let binary = peer.binary, FileManager.default.isExecutableFile(atPath: binary) else {
            row("  SVG then \(peer.name)", "  skipped: \(peer.name) is not installed")
            continue
        }
        start = DispatchTime.now().uptimeNanoseconds
        for scene in scenes {
            try! Data(try! svgWriter.document(for: scene).utf8).write(to: URL(fileURLWithPath: svgPath))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = peer.arguments
            try! process.run()
            process.waitUntilExit()
        }
        let viaSVG = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        row("  SVG then \(peer.name)", String(format: "%9.1f frames/s", Double(scenes.count) / viaSVG))
        row(
            "  ratio direct / \(peer.name) (goal ≥ \(Int(peer.goal))×)",
            String(format: "%9.1f×", viaSVG / direct))
    }
}
