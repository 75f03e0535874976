import Foundation
import TTGGeometry
import TTGScene

/// The rich look's eyes and eyebrows (``FaceLook/rich``).
struct EyeMarks {
    let renderer: FaceRenderer

    private var w: Double { renderer.w }
    private var g: FaceGeometry { renderer.face.geometry }
    /// The eye width in points.
    private var ew: Double { g.eyeWidth * w }
    /// The y of the eye corners.
    private var y: Double { ClassicFeatures.eyeLine(size: w, geometry: g) }

    /// The x of the left or right eye's center.
    private func centerX(isLeft: Bool) -> Double {
        (isLeft ? ClassicFeatures.eyeCenters.left : ClassicFeatures.eyeCenters.right) * w
    }

    func eye(_ style: EyeStyle, isLeft: Bool) -> [Node] {
        let x = centerX(isLeft: isLeft)
        switch style {
        case .automatic, .classic:
            return [
                .shape(
                    ClassicFeatures.eye(centerX: x, size: w, progress: renderer.p, geometry: g),
                    stroke: renderer.stroke())
            ]
        case .round:
            return [roundEye(centerX: x)]
        case .wink:
            if isLeft { return [roundEye(centerX: x)] }
            return [
                .shape(
                    ClassicFeatures.eye(centerX: x, size: w, progress: 1, geometry: g),
                    stroke: renderer.stroke())
            ]
        case .star:
            return [
                filledMark(Self.star(center: Point(x, y - 0.02 * w), radius: 0.5 * ew, points: 5, innerRatio: 0.48))
            ]
        case .heart:
            return [filledMark(Self.heart(center: Point(x, y - 0.01 * w), width: 0.86 * ew))]
        case .sleepy:
            let half = 0.42 * ew
            return [
                .shape(
                    ClassicFeatures.symmetricCurve(
                        left: Point(x - half, y), middle: Point(x, y + 0.22 * ew),
                        right: Point(x + half, y), handle: 0.22 * ew),
                    stroke: renderer.stroke())
            ]
        case .angry:
            // Higher at the outer end, lower toward the nose.
            let outer = isLeft ? -1.0 : 1.0
            var bar = Path()
            bar.move(to: Point(x + outer * 0.42 * ew, y - 0.2 * ew))
            bar.line(to: Point(x - outer * 0.42 * ew, y + 0.2 * ew))
            return [.shape(bar, stroke: renderer.stroke())]
        }
    }

    /// A filled upright oval, never thinner than the stroke.
    private func roundEye(centerX x: Double) -> Node {
        let rx = max(0.2 * ew, 0.6 * renderer.lw)
        let ry = max(0.27 * ew, 0.75 * renderer.lw)
        return .shape(Path(ovalIn: Rect(x: x - rx, y: y - ry, width: 2 * rx, height: 2 * ry)), fill: renderer.paint)
    }

    /// A filled shape with a thin round-joined stroke that softens its points.
    private func filledMark(_ path: Path) -> Node {
        .shape(path, fill: renderer.paint, stroke: renderer.stroke(0.3))
    }

    /// The eyebrow over one eye; none over an angry eye, whose slanted bar already frowns.
    func eyebrow(_ mood: EyebrowMood, over style: EyeStyle, isLeft: Bool) -> [Node] {
        guard style != .angry else { return [] }
        let browY = max(y - 0.15 * w, renderer.lw)
        let half = 0.4 * ew
        let tilt = 0.045 * w
        let x = centerX(isLeft: isLeft)
        let inward = isLeft ? 1.0 : -1.0  // toward the nose
        let inner = Point(x + inward * half, browY)
        let outer = Point(x - inward * half, browY)
        var path = Path()
        switch mood {
        case .angry:
            path.move(to: Point(outer.x, outer.y - tilt / 2))
            path.line(to: Point(inner.x, inner.y + tilt / 2))
        case .worried:
            path.move(to: Point(outer.x, outer.y + tilt / 2))
            path.line(to: Point(inner.x, inner.y - tilt / 2))
        }
        return [.shape(path, stroke: renderer.stroke(0.8))]
    }

    /// A star of `points` points around `center`, the first pointing up.
    static func star(center: Point, radius: Double, points: Int, innerRatio: Double) -> Path {
        var path = Path()
        for i in 0..<(2 * points) {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / Double(points)
            let r = i.isMultiple(of: 2) ? radius : radius * innerRatio
            let point = Point(center.x + r * cos(angle), center.y + r * sin(angle))
            if i == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        path.close()
        return path
    }

    /// A heart `width` wide centered on `center`: two lobes and a point, four cubics.
    static func heart(center c: Point, width: Double) -> Path {
        let s = width / 2
        func p(_ x: Double, _ y: Double) -> Point { Point(c.x + x * s, c.y + y * s) }
        var path = Path()
        path.move(to: p(0, -0.42))
        path.cubic(to: p(1, -0.38), control1: p(0.18, -0.92), control2: p(0.96, -0.98))
        path.cubic(to: p(0, 0.9), control1: p(1.04, 0.12), control2: p(0.42, 0.5))
        path.cubic(to: p(-1, -0.38), control1: p(-0.42, 0.5), control2: p(-1.04, 0.12))
        path.cubic(to: p(0, -0.42), control1: p(-0.96, -0.98), control2: p(-0.18, -0.92))
        path.close()
        return path
    }
}
