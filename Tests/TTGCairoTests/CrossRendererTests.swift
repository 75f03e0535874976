import Foundation
import TTGCairo
import TTGScene
import TTGTestSupport
import Testing

/// Writes feature scenes as SVG with ``SVGWriter``, rasterizes the SVG with independent
/// renderers (librsvg's `rsvg-convert`, and resvg when `make deps` has installed it), and
/// compares the result with our own PNG rendering: the SVG must say what the PNG path draws.
///
/// Tolerance: a pixel differs when a premultiplied channel is off by more than 24 of 255 (two
/// renderers antialias edges differently), and at most 0.8% of the pixels may differ.
/// Measured: 0 differing pixels with librsvg for every scene but two, shadows, masks and
/// clips included; resvg antialiases curved edges a little differently (up to 0.64%, the
/// rounded corners of the linear-gradient card). Cases with
/// their own limit, measured and why:
/// - conic gradient: librsvg 0.49%, resvg 1.4% (limit 2%): SVG has no conic gradient, so it
///   is a pattern of 64 wedges with a linear gradient each (exact at the rim, within 12/255
///   at the tip); the hard stops' edges and the wedge tips are antialiased differently.
/// - dashes: resvg 1.2% (limit 2%): resvg measures dashes along the circle's curve a little
///   differently from Cairo (librsvg agrees with Cairo exactly).
/// - text: 3.2% with librsvg, 3.3% with resvg (limit 4%): both hint glyph outlines at the
///   output size, which Cairo's text does not; librsvg also ignores the per-character
///   positions of `x` lists and uses the font's advances (the same, unrounded, as ours).
@Suite struct CrossRendererTests {
    static let channelTolerance = 24
    static let defaultMaxFraction = 0.008
    static let looserMaxFraction: [String: Double] = ["conic-gradient": 0.02, "dashes": 0.02, "text": 0.04]

    @Test(arguments: FeatureScene.all)
    func svgMatchesPNG(_ feature: FeatureScene) throws {
        let ours = try rasterize(feature.scene, scale: feature.scale)
        let svg = try SVGRasterizer.writer.document(for: feature.scene)
        for renderer in SVGRasterizer.available {
            let theirs = try renderer.rasterize(svg, zoom: feature.scale)
            let result = ImageComparison.compare(theirs, ours, channelTolerance: Self.channelTolerance)
            let limit = Self.looserMaxFraction[feature.name] ?? Self.defaultMaxFraction
            if !result.passes(maxFraction: limit) {
                let path = try ImageComparison.writeFailure(
                    name: "\(renderer)-\(feature.name)", actual: theirs, diff: result.diff)
                Issue.record(
                    "\(feature.name): \(renderer) and Cairo differ on \(result.differingPixels) of \(result.totalPixels) pixels; see \(path)"
                )
            }
        }
    }
}
