/// One drawn piece of a path: a line, a quadratic or a cubic Bézier.
///
/// Forwards each ``ParametricCurve`` requirement to its case, so code that
/// measures, bounds or hit-tests a path handles every kind of segment alike.
public enum PathSegment: ParametricCurve, Hashable {
    case line(Line)
    case quad(QuadBezier)
    case cubic(CubicBezier)

    public var start: Point {
        switch self {
        case .line(let c): c.start
        case .quad(let c): c.start
        case .cubic(let c): c.start
        }
    }
    public var end: Point {
        switch self {
        case .line(let c): c.end
        case .quad(let c): c.end
        case .cubic(let c): c.end
        }
    }
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let c): c.point(at: t)
        case .quad(let c): c.point(at: t)
        case .cubic(let c): c.point(at: t)
        }
    }
    public func derivative(at t: Double) -> Vector {
        switch self {
        case .line(let c): c.derivative(at: t)
        case .quad(let c): c.derivative(at: t)
        case .cubic(let c): c.derivative(at: t)
        }
    }
    public func subsegment(_ t0: Double, _ t1: Double) -> PathSegment {
        switch self {
        case .line(let c): .line(c.subsegment(t0, t1))
        case .quad(let c): .quad(c.subsegment(t0, t1))
        case .cubic(let c): .cubic(c.subsegment(t0, t1))
        }
    }
    public func applying(_ t: AffineTransform) -> PathSegment {
        switch self {
        case .line(let c): .line(c.applying(t))
        case .quad(let c): .quad(c.applying(t))
        case .cubic(let c): .cubic(c.applying(t))
        }
    }
    public var extremaParameters: [Double] {
        switch self {
        case .line(let c): c.extremaParameters
        case .quad(let c): c.extremaParameters
        case .cubic(let c): c.extremaParameters
        }
    }
    public var controlPoints: [Point] {
        switch self {
        case .line(let c): c.controlPoints
        case .quad(let c): c.controlPoints
        case .cubic(let c): c.controlPoints
        }
    }
    /// The tight bounding box (``ParametricCurve/bounds``), from the case's own: a cubic's allocates nothing.
    public var bounds: Rect {
        switch self {
        case .line(let c): c.bounds
        case .quad(let c): c.bounds
        case .cubic(let c): c.bounds
        }
    }
    /// The control polygon's box (``ParametricCurve/controlBounds``), from the case's own.
    public var controlBounds: Rect {
        switch self {
        case .line(let c): c.controlBounds
        case .quad(let c): c.controlBounds
        case .cubic(let c): c.controlBounds
        }
    }

    /// The path element that draws this segment from the current point.
    public var element: PathElement {
        switch self {
        case .line(let c): .line(to: c.end)
        case .quad(let c): .quad(to: c.end, control: c.control)
        case .cubic(let c): .cubic(to: c.end, control1: c.control1, control2: c.control2)
        }
    }
}
