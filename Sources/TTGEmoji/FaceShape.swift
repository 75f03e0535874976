import Foundation
import TTGGeometry

/// The outline of the face.
public enum FaceShape: String, CaseIterable, Hashable, Sendable {
    case circle
    /// Corner radius 22% of the short side.
    case roundedSquare
    /// A superellipse: corners with continuous curvature.
    case squircle
    /// An organic four-curve outline whose bulges shift with the progress.
    case blob
    /// A standing pill, taller than wide.
    case capsule
    /// A shield: a flat top with round corners, sides tapering to a soft point.
    case shield
    /// A puffy cloud of bumps.
    case cloud
    /// No outline: eyes and mouth only.
    case none

    /// The outline filling `rect` at progress `p` (nil for ``none``).
    public func path(in rect: Rect, progress p: Double) -> Path? {
        switch self {
        case .circle: Path(ovalIn: rect)
        case .roundedSquare: Path(roundedRect: rect, cornerRadius: 0.22 * min(rect.width, rect.height))
        case .squircle: FaceOutlines.squircle(in: rect)
        case .blob: FaceOutlines.fitted(FaceOutlines.blob(progress: p), into: rect)
        case .capsule: FaceOutlines.capsule(in: rect)
        case .shield: FaceOutlines.shield(in: rect)
        case .cloud: FaceOutlines.fitted(FaceOutlines.cloud(), into: rect)
        case .none: nil
        }
    }
}

/// The constructions of the outlines other than circles and rounded squares.
enum FaceOutlines {
    /// A superellipse of exponent about 4, one cubic per quadrant with handles of
    /// 0.909 of the half side: the cubic passes through the superellipse's
    /// 45° point, and quadrants meet with equal curvature.
    static func squircle(in r: Rect) -> Path {
        let k = 0.909
        let cx = r.midX
        let cy = r.midY
        let a = r.width / 2
        let b = r.height / 2
        func p(_ x: Double, _ y: Double) -> Point { Point(cx + x * a, cy + y * b) }
        var path = Path()
        path.move(to: p(1, 0))
        path.cubic(to: p(0, 1), control1: p(1, k), control2: p(k, 1))
        path.cubic(to: p(-1, 0), control1: p(-k, 1), control2: p(-1, k))
        path.cubic(to: p(0, -1), control1: p(-1, -k), control2: p(-k, -1))
        path.cubic(to: p(1, 0), control1: p(k, -1), control2: p(1, -k))
        path.close()
        return path
    }

    /// A standing pill as tall as `r` and 84% as wide, centered horizontally.
    static func capsule(in r: Rect) -> Path {
        let width = r.width * 0.84
        let box = Rect(x: r.midX - width / 2, y: r.minY, width: width, height: r.height)
        return Path(roundedRect: box, cornerRadius: width / 2)
    }

    /// A shield filling `r`: a straight top with round corners, straight sides down
    /// to 40% of the height, then two curves meeting in a soft point at the bottom.
    static func shield(in r: Rect) -> Path {
        let corner = 0.16 * r.width
        let shoulder = r.minY + 0.40 * r.height
        var path = Path()
        path.move(to: Point(r.midX, r.minY))
        path.line(to: Point(r.maxX - corner, r.minY))
        path.cubic(
            to: Point(r.maxX, r.minY + corner),
            control1: Point(r.maxX - corner * 0.45, r.minY), control2: Point(r.maxX, r.minY + corner * 0.45))
        path.line(to: Point(r.maxX, shoulder))
        path.cubic(
            to: Point(r.midX, r.maxY),
            control1: Point(r.maxX, r.minY + 0.78 * r.height),
            control2: Point(r.midX + 0.28 * r.width, r.maxY - 0.06 * r.height))
        path.cubic(
            to: Point(r.minX, shoulder),
            control1: Point(r.midX - 0.28 * r.width, r.maxY - 0.06 * r.height),
            control2: Point(r.minX, r.minY + 0.78 * r.height))
        path.line(to: Point(r.minX, r.minY + corner))
        path.cubic(
            to: Point(r.minX + corner, r.minY),
            control1: Point(r.minX, r.minY + corner * 0.45), control2: Point(r.minX + corner * 0.45, r.minY))
        path.close()
        return path
    }

    /// A blob around the unit circle: four cubics through the top, right, bottom and
    /// left points, whose radii and handle lengths swing with the progress, so the
    /// bulges drift round the face as the rate changes.
    static func blob(progress p: Double) -> Path {
        let kappa = 0.5523
        let phase = 2 * Double.pi * p
        // Angle, radius and handle length of each of the four anchor points.
        let anchors: [(angle: Double, radius: Double, handle: Double)] = (0..<4).map { i in
            let angle = Double(i) * Double.pi / 2 - Double.pi / 2
            let wobble = sin(phase + Double(i) * 1.9)
            let radius = 1 + 0.07 * wobble
            let handle = kappa * radius * (1 + 0.18 * cos(phase * 0.5 + Double(i) * 2.3))
            return (angle, radius, handle)
        }
        func point(_ a: (angle: Double, radius: Double, handle: Double)) -> Point {
            Point(a.radius * cos(a.angle), a.radius * sin(a.angle))
        }
        func tangent(_ a: (angle: Double, radius: Double, handle: Double)) -> Vector {
            Vector(-sin(a.angle), cos(a.angle)) * a.handle
        }
        var path = Path()
        path.move(to: point(anchors[0]))
        for i in 0..<4 {
            let a = anchors[i]
            let b = anchors[(i + 1) % 4]
            path.cubic(to: point(b), control1: point(a) + tangent(a), control2: point(b) - tangent(b))
        }
        path.close()
        return path
    }

    /// A cloud: eight round bumps on an ellipse, fuller on top, joined where they meet.
    static func cloud() -> Path {
        let count = 8
        var path = Path()
        let points: [Point] = (0..<count).map { i in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(count)
            return Point(1.0 * cos(angle), 0.86 * sin(angle))
        }
        path.move(to: points[0])
        for i in 0..<count {
            let a = points[i]
            let b = points[(i + 1) % count]
            let middle = a.midpoint(b)
            let chord = b - a
            // Outward normal (the points run clockwise on a y-down screen).
            let normal = Vector(chord.dy, -chord.dx).normalized
            let top = 0.5 - 0.5 * (middle.y / 0.86)  // 1 at the top, 0 at the bottom
            let bulge = chord.length * (0.26 + 0.1 * top)
            let c1 = a + chord * 0.02 + normal * (bulge * 1.33)
            let c2 = a + chord * 0.98 + normal * (bulge * 1.33)
            path.cubic(to: b, control1: c1, control2: c2)
        }
        path.close()
        return path
    }

    /// The path scaled (each axis separately) and moved so that its tight bounds fill `rect`.
    static func fitted(_ path: Path, into rect: Rect) -> Path {
        let b = path.bounds
        guard b.width > 0, b.height > 0 else { return path }
        return path.applying(
            AffineTransform.translation(x: -b.minX, y: -b.minY)
                .scaledBy(x: rect.width / b.width, y: rect.height / b.height)
                .translatedBy(x: rect.minX, y: rect.minY))
    }
}
