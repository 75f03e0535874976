import TTGScene

/// Everything about a glyph that changes with pull progress and motion: the values its
/// layers are drawn with at one moment.
///
/// Pull progress sets trims, scale and opacity (``init(pullProgress:)``); a motion's
/// animated values then override or multiply them (``applying(_:)``).
public struct GlyphPose: Hashable, Sendable {
    /// The animatable properties, by the names a ``Timeline`` uses.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        case trimStart, trimEnd, accentTrimEnd, scale, opacity, rotation, translateX, translateY
        case gradientRotation, dashPhase, lineWidthFactor, strokeOpacity, accentOpacity
        /// The pull progress (0…1), for timelines that drive the pull (the sequence).
        case pull

        /// The value when nothing animates it.
        public var restingValue: Double {
            switch self {
            case .trimEnd, .accentTrimEnd, .scale, .opacity, .lineWidthFactor, .strokeOpacity, .accentOpacity, .pull:
                return 1
            case .trimStart, .rotation, .translateX, .translateY, .gradientRotation, .dashPhase: return 0
            }
        }
    }

    /// Stroke and accent trim start, a fraction of the total length.
    public var trimStart = 0.0
    /// Stroke trim end.
    public var trimEnd = 1.0
    /// Accent trim end.
    public var accentTrimEnd = 1.0
    /// Whole-glyph scale about its center.
    public var scale = 1.0
    /// Whole-glyph opacity.
    public var opacity = 1.0
    /// Whole-glyph rotation about its center, radians (clockwise on screen).
    public var rotation = 0.0
    /// Whole-glyph translation in points (at the role's default size).
    public var translateX = 0.0
    public var translateY = 0.0
    /// The gradient's rotation about the center, radians, independent of ``rotation``.
    public var gradientRotation = 0.0
    /// The offset into the dash pattern, points.
    public var dashPhase = 0.0
    /// The stroke width as a multiple of the style's (role and template applied).
    public var lineWidthFactor = 1.0
    /// The stroke layer's opacity.
    public var strokeOpacity = 1.0
    /// The accent layer's opacity (multiplies its 82% alpha).
    public var accentOpacity = 1.0
    /// The pull progress the pose was made from (1 when not made from a pull): what the
    /// footer composite's capsule scales with.
    public var pull = 1.0

    public init() {}

    /// The pose of a pull at progress `p` (clamped to 0…1):
    /// stroke trim end max(0.06, p), accent trim end min(1, 1.15 p),
    /// scale 0.86 + 0.14 p, opacity 0.38 + 0.62 p.
    public init(pullProgress p: Double) {
        let p = p.isNaN ? 0 : min(1, max(0, p))
        pull = p
        trimEnd = max(0.06, p)
        accentTrimEnd = min(1, 1.15 * p)
        scale = 0.86 + 0.14 * p
        opacity = 0.38 + 0.62 * p
    }

    /// The opacity of the still glyph in the footer's noMoreData state.
    public static let noMoreDataOpacity = 0.42

    /// The opacity of the path in ``atRest``: the spec's whole-glyph opacity at pull 0.
    public static let restingPathOpacity = 0.38

    /// A control at rest (idle, ending) as a still picture: the glyph at full size with its
    /// badge and grey track as drawn, and the path whole but faint (stroke and accent at
    /// ``restingPathOpacity``), so the drawing reads, auroraWave's (which has no track) too.
    ///
    /// The spec gives idle and ending the pull pose at progress 0: a 6% stroke stub on a glyph
    /// shrunk to 0.86 and faded to 38%. That is how the glyph looks while it comes into view,
    /// and on a canvas of its own it is a nearly empty picture (the badge at 3.8%). This pose
    /// is the asset for those states; the exact progress-0 pose stays what `pulling` at
    /// progress 0 shows, and what the story (``RefreshSequence``) passes through.
    public static var atRest: GlyphPose {
        var pose = GlyphPose()
        pose.strokeOpacity = restingPathOpacity
        pose.accentOpacity = restingPathOpacity
        return pose
    }

    /// This pose with a motion's values at one moment applied: scale and opacities
    /// multiply, the rest replace (a pull value, when present, sets the pull pose first).
    public func applying(_ values: AnimatedValues) -> GlyphPose {
        var pose = values[Property.pull.rawValue].map { GlyphPose(pullProgress: $0) } ?? self
        for (name, value) in values.values {
            guard let property = Property(rawValue: name) else { continue }
            switch property {
            case .pull: break
            case .trimStart: pose.trimStart = value
            case .trimEnd: pose.trimEnd = value
            case .accentTrimEnd: pose.accentTrimEnd = value
            case .scale: pose.scale *= value
            case .opacity: pose.opacity *= value
            case .rotation: pose.rotation = Self.normalized(value)
            case .translateX: pose.translateX = value
            case .translateY: pose.translateY = value
            case .gradientRotation: pose.gradientRotation = Self.normalized(value)
            case .dashPhase: pose.dashPhase = value
            case .lineWidthFactor: pose.lineWidthFactor = value
            case .strokeOpacity: pose.strokeOpacity *= value
            case .accentOpacity: pose.accentOpacity *= value
            }
        }
        return pose
    }

    /// An angle with whole turns taken off (a finished turn, 2π, is 0), so that a
    /// rotation that ends after whole cycles rests exactly where it began.
    static func normalized(_ angle: Double) -> Double {
        let turn = 2 * Double.pi
        return abs(angle) < turn ? angle : angle.truncatingRemainder(dividingBy: turn)
    }
}
