import Foundation
import TTGCairo
import TTGEmoji
import TTGGeometry
import TTGScene
import Testing

/// Marks kept apart keep the original's shapes: an angry brow keeps TTGEmojiRate's slant
/// and length and only moves up, as far as its eye needs, and the star and heart eyes keep
/// the original's mitered silhouettes.
///
/// Every expected figure is worked out here from the original's construction
/// (TTGEmojiRate 1.0.0, `EmojiRateView.swift`: `eyebrowPathWithRect`, `eyePathWithRect`,
/// `starPath`, `heartPath`; one path stroked 14 points wide with round caps and the shape
/// layer's default joins, mitered up to a limit of 10, and no fill), never from this
/// package's code; ours is measured on the marks it draws and on their pixels.
@Suite struct OriginalMarkShapeTests {
    static let w = 220.0
    /// The original's line width at size 220, and half of it.
    static let lineWidth = 14.0
    static let half = lineWidth / 2
    /// The least room MarkSpacing keeps between two marks at size 220: 2.5% of the size.
    static let gap = 0.025 * w

    /// The original's marks at size 220.
    enum Upstream {
        static let eyeWidth = 0.2 * w

        /// An eye's center: (0.30 w | 0.70 w, w (1 − 0.6) − 0.08 w · max(p − 0.5, 0)).
        static func eyeCenter(isLeft: Bool, progress p: Double) -> Point {
            Point(w * (isLeft ? 0.3 : 0.7), w * 0.4 - w * 0.08 * max(p - 0.5, 0))
        }

        /// An angry brow (p < 0.24): 0.14 w long around (0.30 w | 0.70 w, 0.29 w), the left
        /// brow's left end 0.045 w above that line and its right end as far below (mirrored
        /// on the right): higher at the temple, lower toward the nose.
        static func angryBrow(isLeft: Bool) -> (Point, Point) {
            let x = w * (isLeft ? 0.3 : 0.7)
            let slant = (isLeft ? -1.0 : 1.0) * 0.045 * w
            return (Point(x - 0.07 * w, 0.29 * w + slant), Point(x + 0.07 * w, 0.29 * w - slant))
        }

        /// The angry eye at p = 0: a bar ±0.46 eye width, the left one's left end 0.025 w up.
        static func angryEye(isLeft: Bool) -> (Point, Point) {
            let c = eyeCenter(isLeft: isLeft, progress: 0)
            let direction = isLeft ? 1.0 : -1.0
            return (
                Point(c.x - 0.46 * eyeWidth, c.y - direction * 0.025 * w),
                Point(c.x + 0.46 * eyeWidth, c.y + direction * 0.025 * w)
            )
        }

        /// The round eye's radius: 0.34 eye width.
        static let roundEyeRadius = 0.34 * eyeWidth

        /// The star's outer radius (0.48 eye width) and its inner one (0.42 of it).
        static let starRadius = 0.48 * eyeWidth
        static let starInnerRadius = 0.42 * starRadius

        /// The star's ten corners, the first pointing up.
        static func star(center c: Point) -> [Point] {
            (0..<10).map { i in
                let angle = Double(i) * .pi / 5 - .pi / 2
                let r = i.isMultiple(of: 2) ? starRadius : starInnerRadius
                return Point(c.x + r * cos(angle), c.y + r * sin(angle))
            }
        }

        /// The heart's four cubics, size 0.82 eye width: (start, control 1, control 2, end)
        /// from the dip 0.18 size above the center round the left lobe to the point 0.5
        /// size below it and back up the right.
        static func heart(center c: Point) -> [(Point, Point, Point, Point)] {
            let s = 0.82 * eyeWidth
            func q(_ x: Double, _ y: Double) -> Point { Point(c.x + x * s, c.y + y * s) }
            return [
                (q(0, -0.18), q(-0.18, -0.5), q(-0.5, -0.35), q(-0.5, -0.05)),
                (q(-0.5, -0.05), q(-0.5, 0.18), q(-0.18, 0.34), q(0, 0.5)),
                (q(0, 0.5), q(0.18, 0.34), q(0.5, 0.18), q(0.5, -0.05)),
                (q(0.5, -0.05), q(0.5, -0.35), q(0.18, -0.5), q(0, -0.18)),
            ]
        }

        /// The original's stroke, in black.
        static let stroke = Stroke(.solid(.black), width: lineWidth, cap: .round, join: .miter, miterLimit: 10)
    }

    /// The angry brows of the playful, expressive and diagnostic faces at rate 0, and the
    /// eye each sits over, as the original's presets pick them.
    static let browFaces: [(preset: ExpressionPreset, eyes: (left: EyeStyle, right: EyeStyle))] = [
        (.playful, (.round, .round)), (.expressive, (.angry, .angry)), (.diagnostic, (.angry, .round)),
    ]

    /// A mark's center line as drawn: its first flattened subpath.
    static func centerLine(_ mark: FaceMark) throws -> [Point] {
        let shapes = mark.nodes.compactMap { node -> ShapeNode? in
            if case .shape(let shape) = node { shape } else { nil }
        }
        return try #require(shapes.first?.path.flattened(tolerance: 0.01).first)
    }

    static func mark(_ name: String, of face: EmojiFace) throws -> FaceMark {
        try #require(face.marks(rate: face.rate).first { $0.name == name }, "\(name)")
    }

    /// The least distance from `q` to the segment a–b.
    static func distance(_ q: Point, _ a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let t = max(0, min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / (dx * dx + dy * dy)))
        return q.distance(to: Point(a.x + t * dx, a.y + t * dy))
    }

    /// The least distance between segments a–b and c–d that do not cross.
    static func distance(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        min(distance(a, c, d), distance(b, c, d), distance(c, a, b), distance(d, a, b))
    }

    /// The brow slopes as the original's: atan(2 · 0.045 / 0.14) = 32.74° from the horizontal,
    /// down toward the nose, 0.14 w across; where it moves, it moves up, and toward the nose
    /// by half as much (which keeps a brow lifted over a round eye inside the outline).
    @Test(arguments: browFaces.map(\.preset))
    func angryBrowsKeepTheOriginalSlant(preset: ExpressionPreset) throws {
        let expected = atan2(2 * 0.045, 0.14) * 180 / .pi
        #expect(abs(expected - 32.735) < 1e-3)
        // Angry up to p = 0.24 (rate 1.2): every tenth of a rate below it.
        for rate in stride(from: 0.0, through: 1.15, by: 0.1) {
            let face = EmojiFace(rate: rate, size: Self.w, preset: preset)
            for isLeft in [true, false] {
                let line = try Self.centerLine(Self.mark(isLeft ? "left eyebrow" : "right eyebrow", of: face))
                let (start, end) = (try #require(line.first), try #require(line.last))
                let (a, b) = Upstream.angryBrow(isLeft: isLeft)
                // The temple's end is higher (smaller y): the left brow falls to the right.
                let angle = atan2((end.y - start.y) * (isLeft ? 1 : -1), end.x - start.x) * 180 / .pi
                #expect(abs(angle - expected) < 2, "\(preset) \(rate) left \(isLeft): \(angle)°")
                #expect(abs(abs(end.x - start.x) - 0.14 * Self.w) < 1e-9)
                let offset = Vector((start.x + end.x - a.x - b.x) / 2, (start.y + end.y - a.y - b.y) / 2)
                #expect(Self.isBrowMove(offset, isLeft: isLeft), "\(preset) \(rate): \(offset)")
            }
        }
    }

    /// Whether `offset` is none, or up and toward the nose (+x for the left brow) by half as much.
    static func isBrowMove(_ offset: Vector, isLeft: Bool) -> Bool {
        offset.dy <= 1e-9 && abs(offset.dx * (isLeft ? 1 : -1) + offset.dy / 2) < 1e-9
    }

    /// A brow that had to move went just far enough: its stroke is 2.5% of the size clear of
    /// its eye's (the angry bar's or the round eye's ring), within the 5% of that gap that
    /// the last step of the search can overshoot and the 0.1-point tolerance it measures at.
    @Test(arguments: browFaces)
    func browsMoveJustFarEnough(preset: ExpressionPreset, eyes: (left: EyeStyle, right: EyeStyle)) throws {
        let face = EmojiFace(rate: 0, size: Self.w, preset: preset)
        for (isLeft, eye) in [(true, eyes.left), (false, eyes.right)] {
            let line = try Self.centerLine(Self.mark(isLeft ? "left eyebrow" : "right eyebrow", of: face))
            let (start, end) = (try #require(line.first), try #require(line.last))
            let moved = start.distance(to: Upstream.angryBrow(isLeft: isLeft).0)
            let centerDistance: Double
            switch eye {
            case .round:
                let c = Upstream.eyeCenter(isLeft: isLeft, progress: 0)
                centerDistance = Self.distance(c, start, end) - Upstream.roundEyeRadius
            default:
                let (a, b) = Upstream.angryEye(isLeft: isLeft)
                centerDistance = Self.distance(start, end, a, b)
            }
            let room = centerDistance - Self.lineWidth
            #expect(room >= Self.gap - 0.15, "\(preset) left \(isLeft): \(room) after \(moved)")
            if moved > 1e-9 {
                #expect(room <= 1.05 * Self.gap + 0.15, "\(preset) left \(isLeft): \(room) after \(moved)")
            }
        }
    }

    /// The area, in points², of a mark as drawn: its pixels' coverage at `scale`.
    static func inkedArea(_ mark: FaceMark, scale: Double = 4) throws -> Double {
        let image = try rasterize(Scene(size: Size(w, w), nodes: [mark.node]), scale: scale)
        let coverage = stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
        return Double(coverage) / 255 / (scale * scale)
    }

    /// The area of the original's star silhouette. Its 14-point stroke moves each of the ten
    /// sides out by 7 points; every side lies h = R r sin 36° / |side| from the center, so the
    /// silhouette is the star scaled by (h + 7) / h (the miters, R / h = 2.9 times the half
    /// width, are within the limit of 10), of area 5 R r sin 36° · ((h + 7) / h)².
    static var upstreamStarArea: Double {
        let (r1, r2) = (Upstream.starRadius, Upstream.starInnerRadius)
        let side = (r1 * r1 + r2 * r2 - 2 * r1 * r2 * cos(.pi / 5)).squareRoot()
        let h = r1 * r2 * sin(.pi / 5) / side
        precondition(r1 / h < 10, "the star's miters are within the limit")
        return 5 * r1 * r2 * sin(.pi / 5) * pow((h + half) / h, 2)
    }

    /// The star's silhouette is the original's mitered one, within 5% by area; it is filled
    /// inside (no pin-hole).
    @Test func starEyeKeepsTheMiteredSilhouette() throws {
        let expected = Self.upstreamStarArea
        for face in [EmojiFace(rate: 5, size: Self.w, preset: .playful), EmojiFace(rate: 2, size: Self.w, eyes: .star)]
        {
            let area = try Self.inkedArea(Self.mark("left eye", of: face))
            #expect(abs(area / expected - 1) < 0.05, "\(area) against \(expected)")
        }
    }

    /// The area of the original's heart silhouette: its inside, every point within 7 points
    /// of its curves (the round caps at the dip included), and the miter at its point, counted
    /// on a 0.1-point grid over the upstream curves (each cubic a 100-sided polyline).
    static var upstreamHeartArea: Double {
        let c = Upstream.eyeCenter(isLeft: false, progress: 1)
        let cubics = Upstream.heart(center: c)
        var outline: [Point] = []
        for (p0, p1, p2, p3) in cubics {
            for i in 0..<100 {
                let t = Double(i) / 100
                let u = 1 - t
                let (a, b, d, e) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                outline.append(
                    Point(a * p0.x + b * p1.x + d * p2.x + e * p3.x, a * p0.y + b * p1.y + d * p2.y + e * p3.y))
            }
        }
        outline.append(cubics[3].3)
        // The miter at the point: the incoming side's tangent leaves control 2 of the second
        // cubic, the outgoing one heads for control 1 of the third; the tip lies where the
        // two sides' outer edges meet.
        let tip = cubics[1].3
        func unit(_ dx: Double, _ dy: Double) -> (Double, Double) {
            let l = (dx * dx + dy * dy).squareRoot()
            return (dx / l, dy / l)
        }
        let t1 = unit(tip.x - cubics[1].2.x, tip.y - cubics[1].2.y)
        let t2 = unit(cubics[2].1.x - tip.x, cubics[2].1.y - tip.y)
        let (n1, n2) = ((-t1.1, t1.0), (-t2.1, t2.0))  // the normals on the outer side (y grows down)
        let along = half / (1 + n1.0 * n2.0 + n1.1 * n2.1)
        let miter = [
            tip, Point(tip.x + half * n1.0, tip.y + half * n1.1),
            Point(tip.x + along * (n1.0 + n2.0), tip.y + along * (n1.1 + n2.1)),
            Point(tip.x + half * n2.0, tip.y + half * n2.1),
        ]
        precondition(miter[2].y > tip.y && 1 / (1 + n1.0 * n2.0 + n1.1 * n2.1) < 10, "a miter below, within the limit")
        func inside(_ polygon: [Point], _ q: Point) -> Bool {
            var crossings = 0
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) where (a.y > q.y) != (b.y > q.y) {
                if q.x < a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y) { crossings += 1 }
            }
            return crossings % 2 == 1
        }
        let xs = outline.map(\.x) + miter.map(\.x)
        let ys = outline.map(\.y) + miter.map(\.y)
        let step = 0.1
        var count = 0
        var y = ys.min()! - half - step / 2
        while y < ys.max()! + half {
            var x = xs.min()! - half - step / 2
            while x < xs.max()! + half {
                let q = Point(x, y)
                if inside(outline, q) || inside(miter, q)
                    || zip(outline, outline.dropFirst()).contains(where: { distance(q, $0, $1) <= half })
                {
                    count += 1
                }
                x += step
            }
            y += step
        }
        return Double(count) * step * step
    }

    /// The heart's silhouette is the original's mitered one, within 5% by area.
    @Test func heartEyeKeepsTheMiteredSilhouette() throws {
        let expected = Self.upstreamHeartArea
        let area = try Self.inkedArea(Self.mark("right eye", of: EmojiFace(rate: 5, size: Self.w, preset: .playful)))
        #expect(abs(area / expected - 1) < 0.05, "\(area) against \(expected)")
    }

    /// The four faces the issue measured, with the original's eyes (and whether its angry
    /// brows show) at their progress.
    static let comparedFaces:
        [(preset: ExpressionPreset, rate: Double, eyes: (left: EyeStyle, right: EyeStyle), brows: Bool)] = [
            (.playful, 0, (.round, .round), true), (.playful, 5, (.star, .heart), false),
            (.diagnostic, 0, (.angry, .round), true), (.expressive, 0, (.angry, .angry), true),
        ]

    /// The original's eye of `style` at progress `p` as a path, and whether it is filled
    /// (a star or a heart: its silhouette, inside its mitered stroke).
    static func upstreamEye(_ style: EyeStyle, isLeft: Bool, progress p: Double) -> (path: Path, filled: Bool) {
        let c = Upstream.eyeCenter(isLeft: isLeft, progress: p)
        var path = Path()
        switch style {
        case .round:
            return (Path(circleCenter: c, radius: Upstream.roundEyeRadius), false)
        case .angry:
            let (a, b) = Upstream.angryEye(isLeft: isLeft)
            path.move(to: a)
            path.line(to: b)
            return (path, false)
        case .star:
            for (i, point) in Upstream.star(center: c).enumerated() {
                if i == 0 { path.move(to: point) } else { path.line(to: point) }
            }
        default:
            let cubics = Upstream.heart(center: c)
            path.move(to: cubics[0].0)
            for (_, c1, c2, end) in cubics { path.cubic(to: end, control1: c1, control2: c2) }
        }
        path.close()
        return (path, true)
    }

    /// The original's eyes and brows of a compared face, by our marks' names.
    static func upstreamMarks(
        _ compared: (preset: ExpressionPreset, rate: Double, eyes: (left: EyeStyle, right: EyeStyle), brows: Bool)
    ) -> [String: Node] {
        var marks: [String: Node] = [:]
        for (isLeft, style) in [(true, compared.eyes.left), (false, compared.eyes.right)] {
            let (path, filled) = upstreamEye(style, isLeft: isLeft, progress: compared.rate / 5)
            marks[isLeft ? "left eye" : "right eye"] = .shape(
                path, fill: filled ? .solid(.black) : nil, stroke: Upstream.stroke)
            if compared.brows {
                let (a, b) = Upstream.angryBrow(isLeft: isLeft)
                var brow = Path()
                brow.move(to: a)
                brow.line(to: b)
                marks[isLeft ? "left eyebrow" : "right eyebrow"] = .shape(brow, stroke: Upstream.stroke)
            }
        }
        return marks
    }

    /// The coverage at 2× of nodes drawn on the face's box.
    static func coverage(_ nodes: [Node]) throws -> [Int] {
        let image = try rasterize(Scene(size: Size(w, w), nodes: nodes), scale: 2)
        return stride(from: 3, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
    }

    /// Intersection over union of two coverages: Σ min / Σ max.
    static func iou(_ a: [Int], _ b: [Int]) -> Double {
        let (both, either) = zip(a, b).reduce((0, 0)) { ($0.0 + min($1.0, $1.1), $0.1 + max($1.0, $1.1)) }
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    /// The bounds of the paths of shape nodes (nil for none).
    static func pathBounds(_ nodes: [Node]) -> Rect? {
        nodes.compactMap { node -> Rect? in if case .shape(let shape) = node { shape.path.bounds } else { nil } }
            .reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// Each eye and brow of the four faces, drawn alone, is the original's moved by the offset
    /// between the two (coverage IoU at 2× of at least 0.97): the eyes by none, the brows up
    /// and toward the nose.
    @Test(arguments: comparedFaces.indices)
    func marksMatchTheOriginalUpToTheirOffsets(index: Int) throws {
        let compared = Self.comparedFaces[index]
        let face = EmojiFace(rate: compared.rate, size: Self.w, preset: compared.preset)
        let ours = face.marks(rate: face.rate).filter { $0.kind == .eye || $0.kind == .eyebrow }
        let upstream = Self.upstreamMarks(compared)
        #expect(Set(ours.map(\.name)) == Set(upstream.keys), "\(compared.preset) \(compared.rate)")
        for mark in ours {
            let original = try #require(upstream[mark.name])
            // The original look lays its marks out in the face's box already.
            #expect(mark.transform == .identity)
            let (mine, theirs) = (try #require(Self.pathBounds(mark.nodes)), try #require(Self.pathBounds([original])))
            let offset = Vector(mine.midX - theirs.midX, mine.midY - theirs.midY)
            if mark.kind == .eye { #expect(offset.length < 1e-9, "\(mark.name): \(offset)") }
            #expect(Self.isBrowMove(offset, isLeft: mark.name.hasPrefix("left")), "\(mark.name): \(offset)")
            let moved = Node.group([original], transform: .translation(x: offset.dx, y: offset.dy))
            let iou = Self.iou(try Self.coverage([mark.node]), try Self.coverage([moved]))
            #expect(iou >= 0.97, "\(compared.preset) \(compared.rate) \(mark.name): IoU \(iou) after \(offset)")
        }
    }
}
