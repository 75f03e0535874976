import Foundation

/// One function of a transform list, as SVG's `transform` attribute and CSS's `transform`
/// property write them. Angles are in degrees; lengths in points.
public enum TransformFunction: Hashable, Sendable {
    /// `matrix(a, b, c, d, e, f)`: x' = a·x + c·y + e, y' = b·x + d·y + f.
    case matrix(AffineTransform)
    /// `translate(x[, y])`.
    case translate(x: Double, y: Double)
    /// `scale(x[, y])`.
    case scale(x: Double, y: Double)
    /// `rotate(a[, cx, cy])`: a turn about a center; positive turns +x toward +y (clockwise on screen).
    case rotate(degrees: Double, center: Point)
    /// `skewX(a)`: x' = x + tan(a)·y.
    case skewX(degrees: Double)
    /// `skewY(a)`: y' = y + tan(a)·x.
    case skewY(degrees: Double)
    /// `perspective(d)`: the viewer at distance `d` (> 0) in front of the plane z = 0;
    /// `.infinity` is no perspective.
    case perspective(distance: Double)
    /// `rotate3d(x, y, z, a)`: a turn about an axis through the origin (x right, y down,
    /// z toward the viewer); `rotateX(a)` and `rotateY(a)` are turns about the x and y axes.
    case rotate3d(axis: Vector3, degrees: Double)

    /// The function names, in the order of the grammar's documentation.
    public static let names = [
        "matrix", "translate", "scale", "rotate", "skewX", "skewY", "perspective", "rotateX", "rotateY", "rotate3d",
    ]

    /// `rotateX(a)`.
    public static func rotateX(degrees: Double) -> TransformFunction {
        .rotate3d(axis: Vector3(1, 0, 0), degrees: degrees)
    }
    /// `rotateY(a)`.
    public static func rotateY(degrees: Double) -> TransformFunction {
        .rotate3d(axis: Vector3(0, 1, 0), degrees: degrees)
    }

    /// True for the functions that act in the plane alone (no depth).
    public var isPlanar: Bool {
        switch self {
        case .perspective, .rotate3d: false
        default: true
        }
    }

    /// The plane transform of a planar function; nil for `perspective` and the 3D turns.
    public var affineTransform: AffineTransform? {
        switch self {
        case .matrix(let m): m
        case .translate(let x, let y): .translation(x: x, y: y)
        case .scale(let x, let y): .scale(x: x, y: y)
        case .rotate(let degrees, let center):
            AffineTransform.translation(x: -center.x, y: -center.y).concatenating(.rotation(degrees: degrees))
                .translatedBy(x: center.x, y: center.y)
        case .skewX(let degrees): .skew(x: degrees * .pi / 180, y: 0)
        case .skewY(let degrees): .skew(x: 0, y: degrees * .pi / 180)
        case .perspective, .rotate3d: nil
        }
    }

    /// The function as a 4×4 matrix acting on column vectors (x, y, z, 1).
    public var matrix3D: Matrix3D {
        switch self {
        case .perspective(let d):
            var m = Matrix3D.identity
            m[3, 2] = d.isInfinite ? 0 : -1 / d
            return m
        case .rotate3d(let axis, let degrees):
            return .rotation(axis: axis, degrees: degrees)
        default:
            return Matrix3D(affineTransform!)
        }
    }
}

/// A direction in space: x right, y down, z toward the viewer.
public struct Vector3: Hashable, Sendable {
    public var x, y, z: Double

    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    public var length: Double { (x * x + y * y + z * z).squareRoot() }
}
