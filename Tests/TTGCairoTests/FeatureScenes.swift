import Foundation
import TTGGeometry
import TTGScene

/// One small picture per renderer feature, shared by the golden-image and
/// cross-renderer tests.
struct FeatureScene: CustomStringConvertible, Sendable {
    /// The reference file's name, without `.png`.
    let name: String
    let scale: Double
    let scene: Scene

    var description: String { name }
}

extension FeatureScene {
    static let blue = Color(rgb: 0x1461F2)
    static let sky = Color(rgb: 0x73C7FF)
    static let ink = Color(rgb: 0x22252B)
    static let paper = Color(rgb: 0xF7F4EC)

    static let all: [FeatureScene] = [
        fillRules, lineCaps, lineJoins, dashes, trim, linearGradient, conicGradient,
        opacityGroup, clip, mask, dropShadow, innerShadow, image, text,
    ]

    /// A square with a same-direction square hole: nonzero fills the hole, even-odd leaves it empty.
    static let fillRules: FeatureScene = {
        func squareWithHole(at x: Double) -> Path {
            var p = TestShapes.rect(Rect(x: x, y: 12, width: 52, height: 52))
            p.append(contentsOf: TestShapes.rect(Rect(x: x + 14, y: 26, width: 24, height: 24)))
            return p
        }
        return FeatureScene(
            name: "fill-rules", scale: 1,
            scene: Scene(
                size: Size(128, 76),
                nodes: [
                    .shape(squareWithHole(at: 8), fill: .solid(blue), rule: .nonzero),
                    .shape(squareWithHole(at: 68), fill: .solid(blue), rule: .evenOdd),
                ]))
    }()

    /// Butt, round and square caps on thick lines, with hairlines at the end points.
    static let lineCaps: FeatureScene = {
        var nodes: [Node] = []
        for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
            let y = 22 + Double(i) * 26
            nodes.append(
                .shape(
                    TestShapes.polyline([Point(24, y), Point(72, y)]),
                    stroke: Stroke(.solid(blue), width: 14, cap: cap)))
        }
        for x in [24.0, 72] {
            nodes.append(
                .shape(
                    TestShapes.polyline([Point(x, 6), Point(x, 90)]),
                    stroke: Stroke(.solid(Color(rgb: 0xE03030)), width: 1)))
        }
        return FeatureScene(
            name: "line-caps", scale: 1, scene: Scene(size: Size(96, 96), background: paper, nodes: nodes))
    }()

    /// Miter, round and bevel joins on a sharp chevron.
    static let lineJoins: FeatureScene = {
        let nodes: [Node] = [LineJoin.miter, .round, .bevel].enumerated().map { i, join in
            let x = 14 + Double(i) * 36
            return .shape(
                TestShapes.polyline([Point(x, 74), Point(x + 12, 26), Point(x + 24, 74)]),
                stroke: Stroke(.solid(blue), width: 10, join: join))
        }
        return FeatureScene(
            name: "line-joins", scale: 1, scene: Scene(size: Size(128, 96), background: paper, nodes: nodes))
    }()

    /// One dash pattern at three phases, and a dotted circle with round caps.
    static let dashes: FeatureScene = {
        var nodes: [Node] = [0.0, 6, 12].enumerated().map { i, phase in
            .shape(
                TestShapes.polyline([Point(8, 12 + Double(i) * 12), Point(88, 12 + Double(i) * 12)]),
                stroke: Stroke(.solid(ink), width: 4, dash: [12, 6], dashPhase: phase))
        }
        nodes.append(
            .shape(
                TestShapes.circle(center: Point(48, 68), radius: 20),
                stroke: Stroke(.solid(blue), width: 4, cap: .round, dash: [0.01, 8])))
        return FeatureScene(name: "dashes", scale: 1, scene: Scene(size: Size(96, 96), background: paper, nodes: nodes))
    }()

    /// A rounded rectangle filled with a three-color diagonal gradient and
    /// stroked with a horizontal two-color one.
    static let linearGradient = FeatureScene(
        name: "linear-gradient", scale: 1,
        scene: Scene(
            size: Size(96, 96),
            nodes: [
                .shape(
                    TestShapes.roundedRect(Rect(x: 10, y: 10, width: 76, height: 76), radius: 16),
                    fill: .linear(
                        [Color(rgb: 0x29B8EB), Color(rgb: 0x66E0A8), Color(rgb: 0x9473F0)],
                        from: Point(10, 10), to: Point(86, 86)),
                    stroke: Stroke(
                        .linear([ink, Color(rgb: 0xF53829)], from: Point(10, 0), to: Point(86, 0)), width: 6))
            ]))

    /// A ring stroked with a conic gradient that loops without a seam, around
    /// a disc with a hard-stop conic gradient (four quadrants).
    static let conicGradient: FeatureScene = {
        let center = Point(48, 48)
        let ring = Paint.conic(
            [Color(rgb: 0x148FF0), Color(rgb: 0x05C29E), Color(rgb: 0x8F6BEB), Color(rgb: 0x148FF0)],
            center: center, startAngle: -Double.pi / 2)
        let quadrants = Paint.conicGradient(
            ConicGradient(
                stops: [
                    GradientStop(offset: 0, color: Color(rgb: 0xF53829)),
                    GradientStop(offset: 0.25, color: Color(rgb: 0xF53829)),
                    GradientStop(offset: 0.25, color: Color(rgb: 0xFFA32E)),
                    GradientStop(offset: 0.5, color: Color(rgb: 0xFFA32E)),
                    GradientStop(offset: 0.5, color: ink), GradientStop(offset: 0.75, color: ink),
                    GradientStop(offset: 0.75, color: .white), GradientStop(offset: 1, color: .white),
                ], center: center, startAngle: 0))
        return FeatureScene(
            name: "conic-gradient", scale: 2,
            scene: Scene(
                size: Size(96, 96),
                nodes: [
                    .shape(TestShapes.circle(center: center, radius: 34), stroke: Stroke(ring, width: 14)),
                    .shape(TestShapes.circle(center: center, radius: 16), fill: quadrants),
                ]))
    }()

    /// Two overlapping opaque discs in a group at 50%: the overlap is no darker than either disc.
    static let opacityGroup = FeatureScene(
        name: "opacity-group", scale: 1,
        scene: Scene(
            size: Size(96, 96), background: .white,
            nodes: [
                .group(
                    [
                        .shape(
                            TestShapes.circle(center: Point(36, 48), radius: 26), fill: .solid(Color(rgb: 0xE03030))),
                        .shape(TestShapes.circle(center: Point(60, 48), radius: 26), fill: .solid(blue)),
                    ], opacity: 0.5)
            ]))

    /// Stripes clipped to a disc, and to a ring by an even-odd clip.
    static let clip: FeatureScene = {
        let stripes: [Node] = (0..<12).map { i in
            .shape(TestShapes.rect(Rect(x: Double(i) * 8, y: 0, width: 4, height: 96)), fill: .solid(blue))
        }
        var ring = TestShapes.circle(center: Point(66, 66), radius: 26)
        ring.append(contentsOf: TestShapes.circle(center: Point(66, 66), radius: 14))
        // The second group turns the stripes by 45° about the ring's center; its
        // clip is in the children's (unturned) coordinates.
        let turn = AffineTransform.translation(x: -48, y: -48).rotated(by: .pi / 4).translatedBy(x: 66, y: 66)
        return FeatureScene(
            name: "clip", scale: 1,
            scene: Scene(
                size: Size(96, 96), background: paper,
                nodes: [
                    .group(stripes, clip: ClipPath(TestShapes.circle(center: Point(30, 30), radius: 24))),
                    .group(stripes, transform: turn, clip: ClipPath(ring.applying(turn.inverted!), rule: .evenOdd)),
                ]))
    }()

    /// A gradient square shown through a mask: an opaque star plus a 30% bar.
    /// The mask's colors do not matter, only its alpha.
    static let mask = FeatureScene(
        name: "mask", scale: 1,
        scene: Scene(
            size: Size(96, 96), background: .white,
            nodes: [
                .group(
                    [
                        .shape(
                            TestShapes.rect(Rect(x: 0, y: 0, width: 96, height: 96)),
                            fill: .linear([Color(rgb: 0xF53829), blue], from: Point(0, 0), to: Point(96, 0)))
                    ],
                    mask: [
                        .shape(TestShapes.star(center: Point(48, 42), outer: 36, inner: 15), fill: .solid(.black)),
                        .shape(
                            TestShapes.rect(Rect(x: 8, y: 76, width: 80, height: 12)),
                            fill: .solid(Color.white.withAlpha(0.3))),
                    ])
            ]))

    /// A rounded square casting a soft shadow down and to the right.
    static let dropShadow = FeatureScene(
        name: "drop-shadow", scale: 2,
        scene: Scene(
            size: Size(96, 96), background: paper,
            nodes: [
                .group(
                    [
                        .shape(
                            TestShapes.roundedRect(Rect(x: 22, y: 20, width: 48, height: 48), radius: 10),
                            fill: .solid(sky))
                    ], shadow: Shadow(color: Color.black.withAlpha(0.5), radius: 6, offset: Vector(4, 6)))
            ]))

    /// A hole that reads as a dent: a grey square with a shadow falling inside
    /// it from the top left, on top of it.
    static let innerShadow = FeatureScene(
        name: "inner-shadow", scale: 2,
        scene: Scene(
            size: Size(96, 96), background: paper,
            nodes: [
                .group(
                    [
                        .shape(
                            TestShapes.roundedRect(Rect(x: 20, y: 20, width: 56, height: 56), radius: 8),
                            fill: .solid(Color(rgb: 0xB8BDC6)))
                    ], innerShadow: Shadow(color: Color.black.withAlpha(0.7), radius: 6, offset: Vector(3, 4)))
            ]))

    /// A 4×4 checkerboard with a translucent corner, smoothly scaled up, and the same image stretched.
    static let image: FeatureScene = {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let c = (x + y) % 2 == 0 ? Color(rgb: 0xF53829) : Color(rgb: 0x29B8EB)
                let rgba = c.withAlpha(x == 3 && y == 3 ? 0.25 : 1).rgba8
                pixels += [rgba.red, rgba.green, rgba.blue, rgba.alpha]
            }
        }
        let checker = RasterImage(width: 4, height: 4, pixels: pixels)
        return FeatureScene(
            name: "image", scale: 1,
            scene: Scene(
                size: Size(96, 96), background: .white,
                nodes: [
                    .image(checker, in: Rect(x: 8, y: 8, width: 48, height: 48)),
                    .image(checker, in: Rect(x: 64, y: 8, width: 24, height: 80)),
                ]))
    }()

    /// Text at a point, bold centered in a box, and right-aligned in a box.
    static let text = FeatureScene(
        name: "text", scale: 2,
        scene: Scene(
            size: Size(128, 96), background: .white,
            nodes: [
                .text("Hello, ttg!", at: Point(6, 6), fontSize: 16, color: ink),
                .text(
                    "Centered bold", in: Rect(x: 0, y: 36, width: 128, height: 24), alignment: .center,
                    fontSize: 13, weight: .bold, color: blue),
                .text(
                    "right", in: Rect(x: 0, y: 64, width: 122, height: 24), alignment: .right,
                    fontSize: 14, color: Color(rgb: 0xE03030)),
            ]))
}

extension FeatureScene {
    /// Trimming by fractions of the total length: a two-subpath path (a wave,
    /// then a circle) trimmed to 0…0.7 draws all of the wave and part of the
    /// circle; a lone circle trimmed to 0.25…0.75 draws its left half
    /// (clockwise from 6 to 12 o'clock); a dashed trimmed line dashes from the trim start.
    static let trim: FeatureScene = {
        var wave = Path()
        wave.move(to: Point(8, 24))
        wave.cubic(to: Point(56, 24), control1: Point(24, 4), control2: Point(40, 44))
        var twoSubpaths = wave
        twoSubpaths.append(contentsOf: TestShapes.circle(center: Point(88, 26), radius: 16))
        let guide = Stroke(.solid(ink.withAlpha(0.15)), width: 2)
        let line = TestShapes.polyline([Point(8, 108), Point(120, 108)])
        return FeatureScene(
            name: "trim", scale: 2,
            scene: Scene(
                size: Size(128, 120), background: paper,
                nodes: [
                    .shape(twoSubpaths, stroke: guide),
                    .shape(twoSubpaths, stroke: Stroke(.solid(blue), width: 6, cap: .round, trimEnd: 0.7)),
                    .shape(TestShapes.circle(center: Point(64, 70), radius: 22), stroke: guide),
                    .shape(
                        TestShapes.circle(center: Point(64, 70), radius: 22),
                        stroke: Stroke(
                            .solid(Color(rgb: 0xF53829)), width: 6, cap: .butt, trimStart: 0.25, trimEnd: 0.75)),
                    .shape(line, stroke: guide),
                    .shape(line, stroke: Stroke(.solid(ink), width: 4, dash: [10, 4], trimStart: 0.25, trimEnd: 1)),
                ]))
    }()
}
