/// The shape of the ends of open subpaths and of dashes.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Flat, ending exactly at the end point.
    case butt
    /// A half disc around the end point.
    case round
    /// Flat, extended half the line width past the end point.
    case square
}

/// The shape of the corners where segments meet.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner, beveled when longer than the miter limit.
    case miter
    /// A round corner.
    case round
    /// A corner cut off straight.
    case bevel
}

/// How the outline of a shape is painted.
///
/// Dashes are lengths in user space, alternately on and off, repeated (an odd
/// count repeats twice, as in SVG); `dashPhase` shifts the pattern's start
/// along the path. `trimStart` and `trimEnd` keep only the part of the path
/// between those fractions of its **total** length (Core Animation's
/// strokeStart/strokeEnd); the dash pattern applies to the trimmed path.
public struct Stroke: Hashable, Sendable {
    public var paint: Paint
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter, as a multiple of the width, before it is beveled.
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    public var trimStart: Double
    public var trimEnd: Double

    public init(
        _ paint: Paint, width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0,
        trimStart: Double = 0, trimEnd: Double = 1
    ) {
        self.paint = paint
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.trimStart = trimStart
        self.trimEnd = trimEnd
    }

    /// True when the trim keeps the whole path.
    public var isUntrimmed: Bool { trimStart <= 0 && trimEnd >= 1 }
}
