import Foundation
import TTGCairo
import TTGRefresh
import TTGScene

/// The refresh glyphs rendered two ways, side by side: ttg-render's direct PNG, and
/// SVG written by ttg-render then rasterized by `rsvg-convert` (one process a frame, as
/// a shell pipeline would). 20 styles × 60 frames of refreshing at 140 points.
func benchmarkRefreshGlyphs(in directory: URL) {
    let rsvg = "/usr/bin/rsvg-convert"
    let frames = 60
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
    guard FileManager.default.isExecutableFile(atPath: rsvg) else {
        row("  SVG then rsvg-convert", "  skipped: \(rsvg) is not installed")
        return
    }
    let svgPath = directory.appendingPathComponent("glyph.svg").path
    let pngPath = directory.appendingPathComponent("glyph.png").path
    start = DispatchTime.now().uptimeNanoseconds
    for scene in scenes {
        try! Data(try! renderSVG(scene)).write(to: URL(fileURLWithPath: svgPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvg)
        process.arguments = ["-o", pngPath, svgPath]
        try! process.run()
        process.waitUntilExit()
    }
    let viaSVG = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    row("  SVG then rsvg-convert", String(format: "%9.1f frames/s", Double(scenes.count) / viaSVG))
    row("  ratio (goal: direct ≥ 5× faster)", String(format: "%9.1f×", viaSVG / direct))
}
