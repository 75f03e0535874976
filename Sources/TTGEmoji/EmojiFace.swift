import TTGGeometry
import TTGScene

/// Everything that describes an emoji rating face: the rate on its scale, the
/// proportions, colors, outline, expression and custom drawing.
///
/// A value type: the same face gives the same ``Scene`` every time.
public struct EmojiFace: Hashable, Sendable {
    public var scale: RateScale
    /// The rate as given; it is clamped and snapped by ``scale`` when drawn.
    public var rate: Double
    /// The face's width and height in points (the canvas is square).
    public var size: Double { didSet { size = Self.sizeRange.clamp(size, default: 220) } }
    public var geometry: FaceGeometry
    public var coloring: StrokeColoring
    public var preset: ExpressionPreset
    /// Overrides the preset's eyes unless ``EyeStyle/automatic``.
    public var eyes: EyeStyle
    /// Overrides the preset's mouth unless ``MouthStyle/automatic``.
    public var mouth: MouthStyle
    public var showsAccessories: Bool
    /// Sizes eyebrows, tears, drops, blush and sparkles (0…2).
    public var accessoryScale: Double {
        didSet { accessoryScale = Self.accessoryScaleRange.clamp(accessoryScale, default: 1) }
    }
    public var shape: FaceShape
    /// Shrink the outline at low rates and grow it, taller than wide, at high rates.
    public var morph: Bool
    public var fill: FaceFill
    public var customPath: CustomPath?
    /// How the marks are drawn: the original's lines, or this project's filled marks.
    public var look: FaceLook
    /// Room around the face's box on each side, in points, so that the outline's stroke is
    /// whole: nil for what the stroke needs beyond the original's 3-point margin (4 points at
    /// the defaults, more with morph); 0 for exactly the original view's bounds, where the
    /// stroke's outer edge is cut as an app clipping its view would cut it.
    public var padding: Double? = nil

    public static let sizeRange = 8.0...8192.0
    /// The length of a rate animation in seconds, when none is given: the original's
    /// `setRateValue(_:animated:)`, 0.25 s with easeInEaseOut.
    public static let defaultTransition = 0.25
    public static let accessoryScaleRange = 0.0...2.0

    public init(
        scale: RateScale = .standard, rate: Double = 2.5, size: Double = 220,
        geometry: FaceGeometry = FaceGeometry(), coloring: StrokeColoring = .standard,
        preset: ExpressionPreset = .classic, eyes: EyeStyle = .automatic, mouth: MouthStyle = .automatic,
        showsAccessories: Bool = true, accessoryScale: Double = 1, shape: FaceShape = .circle,
        morph: Bool = false, fill: FaceFill = .none, customPath: CustomPath? = nil, look: FaceLook = .original
    ) {
        self.scale = scale
        self.rate = rate
        self.size = Self.sizeRange.clamp(size, default: 220)
        self.geometry = geometry
        self.coloring = coloring
        self.preset = preset
        self.eyes = eyes
        self.mouth = mouth
        self.showsAccessories = showsAccessories
        self.accessoryScale = Self.accessoryScaleRange.clamp(accessoryScale, default: 1)
        self.shape = shape
        self.morph = morph
        self.fill = fill
        self.customPath = customPath
        self.look = look
    }

    /// The progress of ``rate`` on ``scale``.
    public var progress: Double { scale.progress(rate) }

    /// What the face shows at progress `p`: the preset's picks with the explicit styles applied.
    public func expression(progress p: Double) -> Expression {
        var expression = preset.expression(progress: p)
        if eyes != .automatic { expression.eyes = .both(eyes) }
        if mouth != .automatic { expression.mouth = mouth }
        if !showsAccessories {
            expression.placements = []
            expression.eyebrows = nil
        }
        return expression
    }

    /// The stroke color at a rate (for a gradient, its first color).
    public func strokeColor(rate: Double) -> Color {
        coloring.color(progress: scale.progress(rate))
    }

    /// The room on each side of the face's box: ``padding``, or how far the stroke reaches
    /// past the box (``reach``) rounded up to whole points.
    public var inset: Double { padding ?? max(0, reach).rounded(.up) }

    /// How far the face's stroke reaches past its box on any side at any rate it shows:
    /// measured on the rectangle the outline fills (so the same for every ``shape``; with
    /// ``morph``, at its largest), or on the outline where that goes further (a custom face
    /// path). Proportional to ``size``.
    public var reach: Double {
        let half = geometry.strokeWidth(forSize: size) / 2
        let progresses = morph ? [0, 0.35, 1] : [scale.progress(rate)]
        let reach = progresses.map { p -> Double in
            let renderer = FaceRenderer(face: self, progress: p)
            var b = renderer.faceRect
            if let outline = renderer.outline { b = b.union(outline.bounds) }
            return max(-b.minX, -b.minY, b.maxX - size, b.maxY - size) + half
        }
        return reach.max() ?? 0
    }

    /// The face made to fill a square picture `side` points wide: the box shrinks so that
    /// the room around it (``padding`` if set, else exactly the ``reach``) fits inside.
    public mutating func fit(canvas side: Double) {
        if let padding {
            size = side - 2 * padding
            return
        }
        size = side
        size = side / (1 + 2 * max(0, reach) / size)
        padding = max(0, (side - size) / 2)
    }

    /// The canvas: the face's box of ``size`` points and ``inset`` on each side.
    public var canvasSize: Size { Size(size + 2 * inset, size + 2 * inset) }

    /// The face at `rate` (default: ``rate``) on a transparent ``canvasSize`` canvas.
    public func scene(rate: Double? = nil) -> Scene {
        let inset = self.inset
        let nodes = nodes(rate: rate ?? self.rate)
        return Scene(
            size: canvasSize, nodes: inset == 0 ? nodes : [.group(nodes, transform: .translation(x: inset, y: inset))])
    }

    /// The nodes of the face at `rate`, in the box 0…``size``.
    public func nodes(rate: Double) -> [Node] {
        FaceRenderer(face: self, progress: scale.progress(rate)).nodes()
    }

    /// The face's marks at `rate`, each on its own, in the box 0…``size`` (the outline and
    /// fill are not marks).
    public func marks(rate: Double) -> [FaceMark] {
        FaceRenderer(face: self, progress: scale.progress(rate)).marks()
    }

    /// The rate going from ``rate`` to `target` (both clamped) over `duration` seconds
    /// with easeInEaseOut; every frame is the face at the rate of its moment.
    public func animation(to target: Double, duration: Double = defaultTransition) throws -> SceneAnimation {
        var timeline = Timeline()
        timeline["rate"] = try .basic(
            from: scale.clamp(rate), to: scale.clamp(target),
            duration: duration, timing: .easeInEaseOut)
        let face = self
        return SceneAnimation(timeline: timeline, size: canvasSize) { values in
            face.scene(rate: values["rate", default: face.scale.clamp(face.rate)])
        }
    }
}
