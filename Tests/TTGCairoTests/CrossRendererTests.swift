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
/// - text: 3.2% with librsvg and resvg (limit 4%): it is its glyphs' outlines, filled as paths,
///   where Cairo draws the same glyphs with its own glyph rasterizer (live `<text>` gives the
///   same figures where DejaVu Sans is installed: both renderers turn it into those outlines).
///   Without the font, live text changes its look (7.1% on a refresh composite); outlines do not.
///
/// ThorVG's SVG loader, which reads masks by luminance (SVG 1.1) whatever `mask-type` says and
/// draws no `<pattern>`, is asked about masks and conic gradients; rsvg, with the fill and clip
/// rules taken out of the file, about even-odd holes (a renderer that ignores the rules fills
/// with nonzero winding), and with no font installed about text.
@Suite(.slow) struct CrossRendererTests {
    static let channelTolerance = SVGRasterizer.channelTolerance
    static let defaultMaxFraction = SVGRasterizer.maxFraction
    static let looserMaxFraction: [String: Double] = ["conic-gradient": 0.02, "dashes": 0.02, "text": 0.04]

    @Test(arguments: FeatureScene.all)
    func svgMatchesPNG(_ feature: FeatureScene) throws {
        let svg = try SVGRasterizer.writer.document(for: feature.scene)
        for renderer in SVGRasterizer.available { try check(feature, svg, drawnBy: renderer) }
    }

    /// Mask content is white at its own alpha, so a luminance mask is the alpha mask.
    @Test(.enabled(if: SVGRasterizer.thorvg.isInstalled))
    func luminanceMasksSeeWhatAlphaMasksSee() throws {
        let feature = FeatureScene.mask
        try check(feature, try SVGRasterizer.writer.document(for: feature.scene), drawnBy: .thorvg)
    }

    /// A conic gradient is wedges clipped to its shape, with no `<pattern>`.
    @Test(.enabled(if: SVGRasterizer.thorvg.isInstalled))
    func conicGradientsNeedNoPattern() throws {
        let feature = FeatureScene.conicGradient
        try check(feature, try SVGRasterizer.writer.document(for: feature.scene), drawnBy: .thorvg)
    }

    /// Text is its glyphs' outlines: a device without the PNG's font draws it the same.
    @Test func textNeedsNoFont() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A fontconfig that knows no font.
        let configuration = directory.appendingPathComponent("fonts.conf")
        try Data(
            """
            <?xml version="1.0"?>
            <fontconfig><dir>\(directory.path)/none</dir><cachedir>\(directory.path)/cache</cachedir></fontconfig>
            """.utf8
        ).write(to: configuration)
        let feature = FeatureScene.text
        try check(
            feature, try SVGRasterizer.writer.document(for: feature.scene), drawnBy: .rsvg,
            environment: ["FONTCONFIG_FILE": configuration.path])
    }

    /// Holes wound opposite their outlines: filled with nonzero winding, even-odd fills and clips
    /// leave the same holes.
    @Test(arguments: [FeatureScene.fillRules, FeatureScene.clip])
    func evenOddHolesNeedNoFillRule(_ feature: FeatureScene) throws {
        let svg = try SVGRasterizer.writer.document(for: feature.scene)
            .replacingOccurrences(of: " fill-rule=\"evenodd\"", with: "")
            .replacingOccurrences(of: " clip-rule=\"evenodd\"", with: "")
        try check(feature, svg, drawnBy: .rsvg)
    }

    /// Records an issue when `renderer`'s pixels of `svg` and ours of `feature` differ by more than the limit.
    func check(
        _ feature: FeatureScene, _ svg: String, drawnBy renderer: SVGRasterizer, environment: [String: String] = [:]
    ) throws {
        let ours = try rasterize(feature.scene, scale: feature.scale)
        let theirs = try renderer.rasterize(svg, zoom: feature.scale, environment: environment)
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
