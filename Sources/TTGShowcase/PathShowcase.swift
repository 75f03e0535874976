import Foundation
import TTGBase
import TTGGeometry
import TTGScene

/// A showcase of the path engine and the backend's features, on built-in defaults.
///
/// Each card is a pure function to a Scene: a titled 240×200-point picture of
/// one capability. `ttg-render demo` renders them until the artwork families exist,
/// and keeps them as the section on the engine afterwards.
enum PathShowcase {
    struct Card {
        var name: String
        var title: String
        var caption: String
        var scene: Scene
    }

    static let cardSize = Size(240, 200)
    static let ink = Color(red: 0.13, green: 0.15, blue: 0.2)
    static let paper = Color(red: 0.98, green: 0.98, blue: 0.97)
    static let teal = Color(red: 0.08, green: 0.56, blue: 0.6)
    static let coral = Color(red: 0.95, green: 0.36, blue: 0.3)
    static let violet = Color(red: 0.48, green: 0.36, blue: 0.92)
    static let sky = Color(red: 0.16, green: 0.62, blue: 0.92)

    static var cards: [Card] {
        [fillRules, capsAndJoins, dashes, trim, gradients, effects]
    }

    /// A card: background, title at the top, the artwork below it.
    static func card(_ name: String, _ title: String, caption: String, _ art: [Node]) -> Card {
        let background = Node.shape(
            Path(roundedRect: Rect(origin: .zero, size: cardSize), cornerRadius: 14),
            fill: .solid(paper))
        let heading = Node.text(
            title, in: Rect(x: 0, y: 12, width: cardSize.width, height: 20),
            alignment: .center, fontSize: 13, weight: .bold, color: ink)
        let footer = Node.text(
            caption, in: Rect(x: 8, y: 176, width: cardSize.width - 16, height: 16),
            alignment: .center, fontSize: 9, color: ink.withAlpha(0.6))
        return Card(
            name: name, title: title, caption: caption,
            scene: Scene(size: cardSize, nodes: [background, heading] + art + [footer]))
    }

    /// A five-pointed star drawn in one stroke (self-intersecting) plus a square with a same-direction hole,
    /// filled nonzero on the left and even-odd on the right.
    static var fillRules: Card {
        func star(center: Point, radius: Double) -> Path {
            var p = Path()
            for k in 0..<5 {
                let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                let point = Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
                k == 0 ? p.move(to: point) : p.line(to: point)
            }
            p.close()
            return p
        }
        func squareWithHole(_ origin: Point) -> Path {
            var p = Path(rect: Rect(origin: origin, size: Size(44, 44)))
            p.append(contentsOf: Path(rect: Rect(origin: origin + Vector(12, 12), size: Size(20, 20))))
            return p
        }
        var art: [Node] = []
        for (column, rule) in [(0.0, FillRule.nonzero), (120.0, FillRule.evenOdd)] {
            let color = rule == .nonzero ? teal : coral
            art.append(.shape(star(center: Point(column + 60, 72), radius: 32), fill: .solid(color), rule: rule))
            art.append(.shape(squareWithHole(Point(column + 38, 108)), fill: .solid(color), rule: rule))
            art.append(
                .text(
                    rule == .nonzero ? "nonzero" : "even-odd",
                    in: Rect(x: column, y: 156, width: 120, height: 14), alignment: .center,
                    fontSize: 10, color: ink))
        }
        return card("fill-rules", "Fill rules", caption: "one star outline, one square with a hole", art)
    }

    /// Zig-zags with each cap and join, the path drawn thin on top to show where the geometry is.
    static var capsAndJoins: Card {
        let styles: [(LineCap, LineJoin)] = [(.butt, .miter), (.round, .round), (.square, .bevel)]
        var art: [Node] = []
        for (row, (cap, join)) in styles.enumerated() {
            let y = 56 + Double(row) * 40
            let zigzag = try! Path(svgPathData: "M26 \(y + 10) l28 -20 l28 20 l28 -20 l28 20")
            art.append(.shape(zigzag, stroke: Stroke(.solid(violet.withAlpha(0.85)), width: 12, cap: cap, join: join)))
            art.append(.shape(zigzag, stroke: Stroke(.solid(.white), width: 1)))
            art.append(.text("\(cap.rawValue)\n\(join.rawValue)", at: Point(164, y - 10), fontSize: 9, color: ink))
        }
        return card("caps-joins", "Caps and joins", caption: "the thin line is the path itself", art)
    }

    /// Dash patterns with phases on a rounded rectangle and a circle.
    static var dashes: Card {
        let box = Path(roundedRect: Rect(x: 30, y: 44, width: 180, height: 56), cornerRadius: 16)
        let circleLeft = Path(circleCenter: Point(70, 138), radius: 24)
        let circleRight = Path(circleCenter: Point(170, 138), radius: 24)
        // Patterns sized from the measured length, so they close on the circle without a stub.
        let dotSpacing = circleLeft.length / 18
        let dashPeriod = circleRight.length / 10
        return card(
            "dashes", "Dashes", caption: "dashes · round dots · a phase of 30%",
            [
                .shape(box, stroke: Stroke(.solid(sky), width: 5, dash: [14, 6])),
                .shape(circleLeft, stroke: Stroke(.solid(coral), width: 5, cap: .round, dash: [0, dotSpacing])),
                .shape(
                    circleRight,
                    stroke: Stroke(
                        .solid(teal), width: 5, dash: [dashPeriod * 0.6, dashPeriod * 0.4],
                        dashPhase: dashPeriod * 0.3)),
            ])
    }

    /// A Lissajous loop trimmed to 15%…80% of its total length over its faint full track,
    /// with the trim end marked by its tangent.
    static var trim: Card { trimCard(start: 0.15, end: 0.8) }

    /// The trim card drawing itself on and off: strokeEnd 0.02 → 1, easeInEaseOut, autoreversing
    /// every 1.2 s, so it loops seamlessly every 2.4 s.
    static var trimAnimation: SceneAnimation {
        let timeline = Timeline([
            "trimEnd": try! .basic(
                from: 0.02, to: 1, duration: 1.2, timing: .easeInEaseOut,
                autoreverses: true, repeatCount: .infinity)
        ])
        return SceneAnimation(timeline: timeline, size: cardSize) { values in
            trimCard(start: 0, end: values["trimEnd", default: 1]).scene
        }
    }

    /// A 2:3 Lissajous curve through cubic segments whose tangents are the curve's derivative.
    static let lissajous: Path = {
        var loop = Path()
        let center = Point(120, 100)
        let rx = 80.0
        let ry = 56.0
        let steps = 96
        func point(_ t: Double) -> Point { Point(center.x + rx * sin(2 * t), center.y + ry * sin(3 * t)) }
        func velocity(_ t: Double) -> Vector { Vector(2 * rx * cos(2 * t), 3 * ry * cos(3 * t)) }
        let h = 2 * Double.pi / Double(steps)
        loop.move(to: point(0))
        for i in 0..<steps {
            let t0 = Double(i) * h
            let t1 = t0 + h
            loop.cubic(
                to: point(t1), control1: point(t0) + velocity(t0) * (h / 3),
                control2: point(t1) - velocity(t1) * (h / 3))
        }
        loop.close()
        return loop
    }()

    static func trimCard(start: Double, end: Double) -> Card {
        let measure = PathMeasure(lissajous)
        let tip = measure.position(atFraction: end)
        let arrow = AffineTransform.rotation(tip.angle).translatedBy(x: tip.point.x, y: tip.point.y)
        let head = try! Path(svgPathData: "M-6 -6 L4 0 L-6 6").applying(arrow)
        let gradient = Paint.linear([sky, violet, coral], from: Point(40, 40), to: Point(200, 160))
        let caption = "strokeStart \(shortestDecimal(start)) · strokeEnd \(String(format: "%.2f", end)) · end tangent"
        return card(
            "trim", "Trim by total length", caption: caption,
            [
                .shape(lissajous, stroke: Stroke(.solid(ink.withAlpha(0.12)), width: 2, cap: .round, join: .round)),
                .shape(
                    lissajous,
                    stroke: Stroke(gradient, width: 6, cap: .round, join: .round, trimStart: start, trimEnd: end)),
                .shape(head, stroke: Stroke(.solid(ink), width: 2, cap: .round, join: .round)),
            ])
    }

    /// A linear gradient blob and a ring stroked with a conic gradient (mesh sectors in Cairo 1.16).
    static var gradients: Card {
        let blob = try! Path(svgPathData: "M30 110 C30 60 70 46 100 60 S120 140 80 150 S30 150 30 110 Z")
        let ring = Path(circleCenter: Point(170, 100), radius: 38)
        let aurora = [
            Color(red: 0.08, green: 0.56, blue: 0.94), Color(red: 0.02, green: 0.76, blue: 0.62),
            Color(red: 0.56, green: 0.42, blue: 0.92),
        ]
        return card(
            "gradients", "Gradients", caption: "linear fill · conic stroke around the center",
            [
                .shape(
                    blob,
                    fill: .linear(
                        [coral, Color(red: 1, green: 0.72, blue: 0.3)],
                        from: Point(30, 50), to: Point(110, 150))),
                .shape(
                    ring,
                    stroke: Stroke(
                        .conic(aurora + [aurora[0]], center: Point(170, 100), startAngle: -.pi / 2),
                        width: 14, cap: .round)),
            ])
    }

    /// Group opacity, a drop shadow, an inner shadow and a clip.
    static var effects: Card {
        let left = Path(circleCenter: Point(56, 86), radius: 22)
        let right = Path(circleCenter: Point(80, 86), radius: 22)
        let tile = Path(roundedRect: Rect(x: 134, y: 56, width: 76, height: 56), cornerRadius: 12)
        var stripes = Path()
        for i in 0..<9 {
            stripes.append(contentsOf: Path(rect: Rect(x: 30 + Double(i) * 10, y: 122, width: 5, height: 44)))
        }
        let lens = Path(ovalIn: Rect(x: 36, y: 124, width: 64, height: 40))
        let hole = Path(circleCenter: Point(170, 144), radius: 20)
        let shadow = Shadow(color: ink.withAlpha(0.45), radius: 8, offset: Vector(0, 4))
        let inner = Shadow(color: .black.withAlpha(0.55), radius: 6, offset: Vector(2, 3))
        return card(
            "effects", "Opacity, shadows, clip", caption: "50% group · drop shadow · clip · inner shadow",
            [
                .group([.shape(left, fill: .solid(teal)), .shape(right, fill: .solid(coral))], opacity: 0.5),
                .group([.shape(tile, fill: .solid(.white))], shadow: shadow),
                .group([.shape(stripes, fill: .solid(violet))], clip: ClipPath(lens)),
                .group([.shape(hole, fill: .solid(Color(red: 0.9, green: 0.92, blue: 0.95)))], innerShadow: inner),
            ])
    }
}
