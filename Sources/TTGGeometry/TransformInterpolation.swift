import Foundation

/// The lists in between two transform lists, as a CSS transition computes them.
///
/// When the lists have the same functions in the same order (the shorter one padded with
/// identity functions of the other's kinds), each argument goes in a straight line from one
/// value to the other: `rotate(0)` to `rotate(720)` turns twice. `matrix` pairs, and planar
/// lists whose functions differ, go through a decomposition of each matrix into a
/// translation, a rotation (the shorter way round) and an upper-triangular rest, each
/// interpolated linearly. 3D lists whose functions differ cannot be interpolated.
public struct TransformInterpolation: Hashable, Sendable {
    public let from: TransformList
    public let to: TransformList
    /// The function pairs; nil when whole matrices are interpolated.
    private let pairs: [Pair]?

    private struct Pair: Hashable, Sendable {
        var from: TransformFunction
        var to: TransformFunction
    }

    public init(from: TransformList, to: TransformList) throws {
        self.from = from
        self.to = to
        let count = max(from.functions.count, to.functions.count)
        var pairs: [Pair]? = []
        for i in 0..<count {
            let a = i < from.functions.count ? from.functions[i] : to.functions[i].identity
            let b = i < to.functions.count ? to.functions[i] : from.functions[i].identity
            guard a.isSameKind(as: b) else {
                pairs = nil
                break
            }
            pairs?.append(Pair(from: a, to: b))
        }
        guard pairs != nil || (from.isPlanar && to.isPlanar) else {
            throw TransformInterpolationError(from: from, to: to)
        }
        self.pairs = pairs
    }

    /// The list at `fraction` of the way (0 gives `from`, 1 `to`; beyond them it extrapolates).
    public func list(at fraction: Double) -> TransformList {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        guard let pairs else {
            let a = AffineDecomposition(from.affineTransform!)
            let b = AffineDecomposition(to.affineTransform!)
            return TransformList([.matrix(a.interpolated(to: b, fraction).transform)])
        }
        return TransformList(pairs.map { Self.interpolate($0.from, $0.to, fraction) })
    }

    private static func interpolate(_ a: TransformFunction, _ b: TransformFunction, _ f: Double) -> TransformFunction {
        func mix(_ x: Double, _ y: Double) -> Double { x == y ? x : x + (y - x) * f }
        switch (a, b) {
        case (.translate(let x0, let y0), .translate(let x1, let y1)): return .translate(x: mix(x0, x1), y: mix(y0, y1))
        case (.scale(let x0, let y0), .scale(let x1, let y1)): return .scale(x: mix(x0, x1), y: mix(y0, y1))
        case (.rotate(let a0, let c0), .rotate(let a1, let c1)):
            return .rotate(degrees: mix(a0, a1), center: Point(mix(c0.x, c1.x), mix(c0.y, c1.y)))
        case (.skewX(let a0), .skewX(let a1)): return .skewX(degrees: mix(a0, a1))
        case (.skewY(let a0), .skewY(let a1)): return .skewY(degrees: mix(a0, a1))
        case (.perspective(let d0), .perspective(let d1)):
            // Linear in 1/d, so that `none` (1/d = 0) fades in.
            let inverse = max(mix(1 / d0, 1 / d1), 0)
            return .perspective(distance: inverse == 0 ? .infinity : 1 / inverse)
        case (.rotate3d(let axis, let a0), .rotate3d(_, let a1)): return .rotate3d(axis: axis, degrees: mix(a0, a1))
        case (.matrix(let m0), .matrix(let m1)):
            return .matrix(AffineDecomposition(m0).interpolated(to: AffineDecomposition(m1), f).transform)
        default: return a
        }
    }
}

/// Two 3D transform lists whose functions differ, which have no interpolation.
public struct TransformInterpolationError: Error, CustomStringConvertible, Equatable, Sendable {
    public var from: TransformList
    public var to: TransformList

    public var description: String {
        "cannot interpolate '\(from)' to '\(to)': lists with 3D functions need the same functions in the same order"
    }
}

extension TransformFunction {
    /// The function of the same kind that changes nothing.
    var identity: TransformFunction {
        switch self {
        case .matrix: .matrix(.identity)
        case .translate: .translate(x: 0, y: 0)
        case .scale: .scale(x: 1, y: 1)
        case .rotate(_, let center): .rotate(degrees: 0, center: center)
        case .skewX: .skewX(degrees: 0)
        case .skewY: .skewY(degrees: 0)
        case .perspective: .perspective(distance: .infinity)
        case .rotate3d(let axis, _): .rotate3d(axis: axis, degrees: 0)
        }
    }

    /// True when the two interpolate argument by argument (3D turns need the same axis direction).
    func isSameKind(as other: TransformFunction) -> Bool {
        switch (self, other) {
        case (.matrix, .matrix), (.translate, .translate), (.scale, .scale), (.rotate, .rotate), (.skewX, .skewX),
            (.skewY, .skewY), (.perspective, .perspective):
            return true
        case (.rotate3d(let a, _), .rotate3d(let b, _)):
            let (la, lb) = (a.length, b.length)
            return a.x / la == b.x / lb && a.y / la == b.y / lb && a.z / la == b.z / lb
        default:
            return false
        }
    }
}

/// An affine transform as a translation, a rotation, and an upper-triangular rest
/// (scale x, shear, scale y): `L = R(angle) · [[scaleX, shear], [0, scaleY]]`.
struct AffineDecomposition: Hashable, Sendable {
    var tx, ty, angle, scaleX, shear, scaleY: Double

    init(_ m: AffineTransform) {
        tx = m.tx
        ty = m.ty
        scaleX = (m.a * m.a + m.b * m.b).squareRoot()
        angle = scaleX == 0 ? 0 : atan2(m.b, m.a)
        let (cs, sn) = (cos(angle), sin(angle))
        shear = cs * m.c + sn * m.d
        scaleY = -sn * m.c + cs * m.d
    }

    var transform: AffineTransform {
        let (cs, sn) = (cos(angle), sin(angle))
        return AffineTransform(
            a: cs * scaleX, b: sn * scaleX, c: cs * shear - sn * scaleY, d: sn * shear + cs * scaleY, tx: tx, ty: ty)
    }

    /// Each part linearly; the angle the shorter way round.
    func interpolated(to other: AffineDecomposition, _ f: Double) -> AffineDecomposition {
        var target = other.angle
        if target - angle > .pi { target -= 2 * .pi }
        if target - angle < -.pi { target += 2 * .pi }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var result = self
        result.tx = mix(tx, other.tx)
        result.ty = mix(ty, other.ty)
        result.angle = mix(angle, target)
        result.scaleX = mix(scaleX, other.scaleX)
        result.shear = mix(shear, other.shear)
        result.scaleY = mix(scaleY, other.scaleY)
        return result
    }
}
