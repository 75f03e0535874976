import TTGGeometry

/// Where an outline's eyes, eyebrows, mouth and accessories sit: the circle's layout
/// (the original's, in the box 0…w) scaled about the box's center and moved by a
/// fraction of w, so that every mark keeps inside the outline with room to spare.
///
/// The original places the marks as for a circle on every outline; a shorter or
/// narrower outline gets them smaller and where its body is. Stroke widths stay the face's.
public struct FeatureLayout: Hashable, Sendable {
    /// The marks' scale about the box's center.
    public var scale: Double
    /// The move of the scaled marks, as fractions of w (y grows downward).
    public var dx: Double
    public var dy: Double

    /// The circle's layout, unchanged.
    public static let identity = FeatureLayout(scale: 1, dx: 0, dy: 0)

    public init(scale: Double, dx: Double, dy: Double) {
        self.scale = scale
        self.dx = dx
        self.dy = dy
    }

    /// The transform from the circle's layout to this one in a box of size `w`.
    public func transform(size w: Double) -> AffineTransform {
        let c = w / 2
        return AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: c - scale * c + dx * w, ty: c - scale * c + dy * w)
    }
}

extension FaceShape {
    /// The layout of the marks inside this outline. The circle, the rounded square and the
    /// squircle hold the original's layout; the figures of the others were fitted so that
    /// the stroked marks of every preset at every rate, in both looks, keep at least 2% of
    /// the size (4.4 points at 220) clear of the outline's stroke (at any progress of the
    /// blob, without morph).
    public var featureLayout: FeatureLayout {
        switch self {
        case .circle, .roundedSquare, .squircle, .none: .identity
        // Flatter at the top than a circle, and moving with the rate: a little smaller.
        case .blob: FeatureLayout(scale: 0.85, dx: 0, dy: 0.004)
        // Two thirds as tall as wide: smaller, sparkles included.
        case .capsule: FeatureLayout(scale: 0.7, dx: 0, dy: 0.009)
        // Pointed above and below: smaller.
        case .shield: FeatureLayout(scale: 0.82, dx: 0, dy: 0.009)
        // The body under the bumps, sparkles included.
        case .cloud: FeatureLayout(scale: 0.5, dx: 0.005, dy: 0.034)
        }
    }
}

extension FeatureLayout {
    /// The least room between a mark's stroke and the outline's stroke that the layouts keep,
    /// as a fraction of the size.
    public static let clearance = 0.02

    /// The layout for an outline of the user's own (a custom face path) of stroke width `lw`:
    /// the circle's layout centered in the largest circle inside the outline, and scaled so that
    /// what fits the circle face fits that circle.
    ///
    /// The circle face of radius `circleRadius` keeps its marks' reach plus their half stroke
    /// within its room, the radius less the outline's half stroke and the clearance. Scaled
    /// by s, a mark's reach shrinks by s and its stroke by s or less (√s in the original
    /// look), and a mark kept clear of another moves out by the stroke's excess: s is the
    /// largest, at most 1, for which that reach fits the room of the inscribed circle. Nil when the
    /// outline encloses no area, and a quarter of the size when it leaves no room.
    public static func inscribed(
        in outline: Path, size w: Double, lineWidth lw: Double, circleRadius: Double
    ) -> FeatureLayout? {
        guard let (center, radius) = outline.largestInscribedCircle(tolerance: 1e-3 * w) else { return nil }
        let half = lw / 2
        let room = radius - half - clearance * w
        let reach = circleRadius - half - clearance * w - half
        // A mark kept clear of another (``MarkSpacing``) sits farther out by the stroke's
        // excess over the scale, (√s − s) · lw: reach · s + half · √s + (√s − s) · lw = room,
        // a quadratic in √s.
        let (a, b) = (reach - lw, half + lw)
        let root = room > 0 ? (-b + (b * b + 4 * a * room).squareRoot()) / (2 * a) : 0
        return FeatureLayout(
            scale: min(max(root * root, 0.25), 1), dx: (center.x - w / 2) / w, dy: (center.y - w / 2) / w)
    }
}
