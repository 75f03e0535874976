import Foundation
import TTGCairo
import TTGScene
import TTGTestSupport
import Testing

/// Renders feature scenes to SVG, rasterizes the SVG with librsvg's
/// `rsvg-convert`, and compares the result with our own PNG rendering: the
/// SVG writer must say what the PNG path draws.
///
/// Tolerance: a pixel differs when a premultiplied channel is off by more
/// than 24 of 255 (two renderers antialias edges differently), and at most
/// 0.5% of the pixels may differ. Measured: 0 differing pixels for most
/// scenes, shadows included (their bitmaps are embedded at 2 px per point),
/// 0.04% for the clips. Cases with their own limit, and why:
/// - conic gradient (measured 0.49%, limit 1%): SVG 1.1 has no mesh
///   gradient, so Cairo embeds the ring as a bitmap at its fallback
///   resolution, which librsvg resamples.
/// - text (measured 1.5%, limit 3%): Cairo writes glyph outlines, which
///   librsvg antialiases a little differently from Cairo's glyph rasterizer.
@Suite struct CrossRendererTests {
    static let rsvgConvert = "/usr/bin/rsvg-convert"
    static let channelTolerance = 24
    static let defaultMaxFraction = 0.005
    static let looserMaxFraction: [String: Double] = ["conic-gradient": 0.01, "text": 0.03]

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: rsvgConvert)),
        arguments: FeatureScene.all)
    func svgMatchesPNG(_ feature: FeatureScene) throws {
        let ours = try rasterize(feature.scene, scale: feature.scale)
        let theirs = try rasterizeWithRSVG(renderSVG(feature.scene), zoom: feature.scale)
        let result = ImageComparison.compare(theirs, ours, channelTolerance: Self.channelTolerance)
        let limit = Self.looserMaxFraction[feature.name] ?? Self.defaultMaxFraction
        if !result.passes(maxFraction: limit) {
            let path = try ImageComparison.writeFailure(name: "rsvg-\(feature.name)", actual: theirs, diff: result.diff)
            Issue.record(
                "\(feature.name): librsvg and Cairo differ on \(result.differingPixels) of \(result.totalPixels) pixels; see \(path)"
            )
        }
    }

    /// The SVG as rasterized by rsvg-convert, `zoom` pixels per user unit.
    func rasterizeWithRSVG(_ svg: [UInt8], zoom: Double) throws -> RasterImage {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ttg-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.rsvgConvert)
        process.arguments = ["--zoom", String(zoom), "--format", "png", "--output", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rsvg-convert failed")
        return try loadPNG(bytes: [UInt8](Data(contentsOf: output)))
    }
}
