import TTGBase

/// A list of transform functions, as SVG's `transform` attribute and CSS's `transform`
/// property write them: `translate(10, 0) rotate(30, 50, 50) skewX(12) scale(1.2)`.
///
/// The matrix is the product of the functions from left to right, so the rightmost applies
/// to a point first (each function works in the coordinates the ones before it set up).
/// Planar lists give an ``AffineTransform``; `perspective`, `rotateX`, `rotateY` and
/// `rotate3d` give a ``ProjectiveTransform`` of the plane z = 0 onto the screen.
public struct TransformList: Hashable, Sendable, CustomStringConvertible {
    public var functions: [TransformFunction]

    public init(_ functions: [TransformFunction] = []) { self.functions = functions }

    public static let identity = TransformList()

    /// Parses a list (see ``TransformListParser``); throws a ``TransformListError``.
    public init(parsing text: String) throws {
        var parser = TransformListParser(text)
        self.init(try parser.parse())
    }

    /// True when every function acts in the plane alone.
    public var isPlanar: Bool { functions.allSatisfy(\.isPlanar) }

    /// The product as a 4×4 matrix.
    public var matrix3D: Matrix3D {
        functions.reduce(Matrix3D.identity) { $0.multiplied(by: $1.matrix3D) }
    }

    /// The map of the plane onto the screen.
    public var projectiveTransform: ProjectiveTransform {
        if let affine = affineTransform { return ProjectiveTransform(affine) }
        return matrix3D.planeProjection
    }

    /// The list as a plane transform: exact for planar lists (quarter turns have no
    /// rounding residue), and for 3D lists whose projection is affine (no perspective); nil otherwise.
    public var affineTransform: AffineTransform? {
        guard isPlanar else { return matrix3D.planeProjection.affineTransform }
        return functions.reversed().reduce(AffineTransform.identity) { $0.concatenating($1.affineTransform!) }
    }

    /// The list in the grammar, numbers in their shortest form, angles in degrees: `none` when empty.
    public var description: String {
        guard !functions.isEmpty else { return "none" }
        return functions.map(Self.text).joined(separator: " ")
    }

    private static func text(_ function: TransformFunction) -> String {
        func call(_ name: String, _ numbers: [Double]) -> String {
            "\(name)(\(numbers.map(shortestDecimal).joined(separator: ",")))"
        }
        switch function {
        case .matrix(let m): return call("matrix", [m.a, m.b, m.c, m.d, m.tx, m.ty])
        case .translate(let x, let y): return call("translate", [x, y])
        case .scale(let x, let y): return call("scale", [x, y])
        case .rotate(let a, let c): return c == .zero ? call("rotate", [a]) : call("rotate", [a, c.x, c.y])
        case .skewX(let a): return call("skewX", [a])
        case .skewY(let a): return call("skewY", [a])
        case .perspective(let d): return d.isInfinite ? "perspective(none)" : call("perspective", [d])
        case .rotate3d(let axis, let a):
            if axis == Vector3(1, 0, 0) { return call("rotateX", [a]) }
            if axis == Vector3(0, 1, 0) { return call("rotateY", [a]) }
            return call("rotate3d", [axis.x, axis.y, axis.z, a])
        }
    }
}
