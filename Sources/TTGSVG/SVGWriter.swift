import TTGGeometry
import TTGScene

/// Writes a Scene as an SVG document a designer can open and edit: paths with their own
/// geometry, `#RRGGBB` colors, `<linearGradient>`s, filters for shadows, `<clipPath>` and
/// `<mask>`, text as the outlines of the PNG's glyphs (or, with ``liveText``, `<text>` in the
/// font the PNG uses), and numbers to a thousandth of a point.
///
/// An animation is written as one SVG animated with SMIL: every number that changes gets an
/// `<animate>` (or `<animateTransform>`) whose keyframes and `keySplines` are the timeline's
/// own where the number follows a timeline property, and the fewest linear keyframes that
/// keep every frame otherwise (see ``AnimationSampling``). Where the scene's structure changes
/// (a node appears), each stretch of one structure is its own group, shown in its stretch.
public struct SVGWriter: Sendable {
    /// Image encoding, text layout and glyph outlines, from the raster backend.
    public var services: SVGServices
    /// Text as `<text>` in the PNG's font, at the PNG's glyph positions: editable, but drawn in
    /// another font where that font is missing. False (the default) draws its glyphs' outlines,
    /// the same everywhere.
    public var liveText: Bool

    public init(services: SVGServices, liveText: Bool = false) {
        self.services = services
        self.liveText = liveText
    }

    /// A still picture.
    public func document(for scene: Scene) throws -> String {
        let sampling = try AnimationSampling(
            SceneAnimation.still(scene), start: 0, end: 0, frameTimes: [0])
        return try document(for: sampling, playback: SVGPlayback())
    }

    /// An animation over the sampled span, played as `playback` says.
    public func document(for sampling: AnimationSampling, playback: SVGPlayback) throws -> String {
        let size = sampling.scenes[0].size
        var root = SVGElement(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
                ("width", SVGNumber.format(size.width)), ("height", SVGNumber.format(size.height)),
                ("viewBox", "0 0 \(SVGNumber.format(size.width)) \(SVGNumber.format(size.height))"),
            ])
        var body: [String] = []
        var definitions: [String] = []
        let identifiers = SVGIdentifiers()
        for run in sampling.runs {
            let animated = sampling.end > sampling.start && run.count > 1
            let timing = SMILTiming(sampling: sampling, run: run, playback: playback)
            let writer = SVGSceneWriter(
                services: services, liveText: liveText, timing: sampling.end > sampling.start ? timing : nil,
                animated: animated,
                canvas: Rect(x: 0, y: 0, width: size.width, height: size.height), identifiers: identifiers)
            let scenes = Array(sampling.scenes[run])
            var content = try writer.content(of: scenes)
            if sampling.runs.count > 1, let visibility = timing.visibility() {
                var group = SVGElement("g")
                if run.lowerBound > 0 { group["display"] = "none" }
                group.children = [visibility] + content
                content = [group.markup]
            }
            body += content
            definitions += writer.definitions
        }
        if !definitions.isEmpty { root.children.append("<defs>" + definitions.joined() + "</defs>") }
        root.children += body
        return root.markup + "\n"
    }
}

/// How an animated SVG plays: how many times, and how long its last picture stays before it
/// starts over (or stops, showing it).
public struct SVGPlayback: Hashable, Sendable {
    /// How many times it plays; nil plays forever.
    public var playCount: Int?
    /// Seconds the last picture shows at the end of each play.
    public var hold: Double

    public init(playCount: Int? = nil, hold: Double = 0) {
        self.playCount = playCount
        self.hold = hold
    }
}
