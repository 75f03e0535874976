import Foundation
import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// The default look measured against the original control (TTGRefresh 0.1.0): every figure
/// expected here is worked out in this file from the original's construction (its layout
/// rect, fractions, radii, angles and sample counts), not taken from the styles' code.
@Suite struct UpstreamConstructionTests {
    // MARK: - The original's constructions, re-derived

    /// What a path is measured by: its bounds, total length, first and last points.
    struct Figures: CustomStringConvertible {
        var bounds: Rect
        var length: Double
        var start: Point
        var end: Point

        var description: String {
            "bounds \(bounds) length \(length) start \(start) end \(end)"
        }
    }

    /// The original's layout rect of a glyph `side` points wide: inset 18% on each side,
    /// auroraWave 19% across and 22% down.
    static func layoutRect(_ name: RefreshStyle.Name, side: Double) -> Rect {
        let (fx, fy) = name == .auroraWave ? (0.19, 0.22) : (0.18, 0.18)
        return Rect(x: side * fx, y: side * fy, width: side * (1 - 2 * fx), height: side * (1 - 2 * fy))
    }

    /// A pen working in the original's terms: fractions of the layout rect `r`.
    struct Pen {
        let r: Rect
        var path = Path()

        func at(_ fx: Double, _ fy: Double) -> Point { Point(r.minX + r.width * fx, r.minY + r.height * fy) }
        var side: Double { min(r.width, r.height) }
        var center: Point { Point(r.midX, r.midY) }

        mutating func m(_ fx: Double, _ fy: Double) { path.move(to: at(fx, fy)) }
        mutating func l(_ fx: Double, _ fy: Double) { path.line(to: at(fx, fy)) }
        mutating func q(_ fx: Double, _ fy: Double, _ cx: Double, _ cy: Double) {
            path.quad(to: at(fx, fy), control: at(cx, cy))
        }
        mutating func c(_ fx: Double, _ fy: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
            path.cubic(to: at(fx, fy), control1: at(ax, ay), control2: at(bx, by))
        }
        mutating func arc(radius k: Double, from a: Double, to b: Double, clockwise: Bool) {
            path.addArc(center: center, radius: side * k, startAngle: a, endAngle: b, clockwise: clockwise)
        }
        mutating func oval(inset k: Double) {
            path.append(contentsOf: Path(ovalIn: r.insetBy(dx: r.width * k, dy: r.height * k)))
        }
    }

    /// A sampled curve's figures: the polyline through `steps` + 1 points.
    static func sampled(steps: Int, _ point: (Double) -> Point) -> Figures {
        let points = (0...steps).map { point(Double($0) / Double(steps)) }
        var box = Rect(corner: points[0], points[0])
        var length = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            box = box.union(b)
            length += a.distance(to: b)
        }
        return Figures(bounds: box, length: length, start: points[0], end: points[points.count - 1])
    }

    static func figures(_ path: Path) -> Figures {
        let subpaths = path.subpaths
        return Figures(
            bounds: path.bounds, length: PathMeasure(path).totalLength, start: subpaths[0].start,
            end: subpaths[subpaths.count - 1].end)
    }

    /// The original's figures of a style's path in a role, in a glyph `side` points wide.
    static func expected(_ name: RefreshStyle.Name, role: RefreshRole, side: Double) -> Figures {
        let r = layoutRect(name, side: side)
        let compact = role == .footer
        var p = Pen(r: r)
        func lissajous(_ a: Double, _ b: Double, _ phase: Double) -> Figures {
            sampled(steps: 140) { u in
                let t = u * 2 * .pi
                return Point(r.midX + sin(a * t + phase) * r.width * 0.46, r.midY + sin(b * t) * r.height * 0.46)
            }
        }
        switch name {
        case .auroraLoop: return lissajous(2, compact ? 2 : 3, .pi / 2)
        case .quantumKnot: return lissajous(compact ? 2 : 3, 4, .pi / 3)
        case .zenRipple:
            let turns = compact ? 1.8 : 2.5
            return sampled(steps: 120) { t in
                let angle = t * 2 * .pi * turns
                let radius = p.side * 0.08 + p.side * 0.42 * t
                return Point(r.midX + cos(angle) * radius, r.midY + sin(angle) * radius)
            }
        case .pulseCircuit:
            p.m(0, 0.5)
            p.l(0.22, 0.5)
            p.l(0.22, 0.24)
            p.l(0.58, 0.24)
            p.l(0.58, 0.78)
            p.l(1, 0.78)
            if !compact {
                p.m(0.38, 0.5)
                p.l(0.82, 0.5)
            }
        case .neonCat:
            p.m(0.2, 0.5)
            p.q(0.36, 0.16, 0.26, 0)
            p.l(0.5, 0.34)
            p.l(0.64, 0.16)
            p.q(0.8, 0.5, 0.74, 0)
            p.q(0.5, 0.92, 1, 1)
            p.q(0.2, 0.5, 0, 1)
            if !compact {
                p.m(0.36, 0.5)
                p.q(0.64, 0.5, 0.5, 0.84)
            }
        case .origamiBird:
            p.m(0, 0.5)
            p.l(0.5, 0.2)
            p.l(1, 0.5)
            p.l(0.5, 0.76)
            p.l(0, 0.5)
            if !compact {
                p.m(0.5, 0.2)
                p.l(0.5, 0.76)
            }
        case .koiStream:
            p.m(0, 0.5)
            p.c(0.76, 0.5, 0.22, 0, 0.62, 0)
            p.c(0, 0.5, 0.62, 1, 0.22, 1)
            p.m(0.76, 0.5)
            p.l(1, 0.3)
            p.m(0.76, 0.5)
            p.l(1, 0.7)
            if !compact {
                p.m(0.28, 0.5)
                p.q(0.64, 0.5, 0.5, 0.3)
            }
        case .retroRadar:
            p.arc(radius: 0.42, from: -.pi / 2, to: .pi * 1.35, clockwise: true)
            p.m(0.5, 0.5)
            p.l(1, 0.25)
            if !compact {
                p.m(0.5, 0.24)
                p.arc(radius: 0.22, from: -.pi / 2, to: .pi, clockwise: true)
            }
        case .cyberGrid:
            let n = compact ? 2 : 3
            for i in 0...n {
                let f = Double(i) / Double(n)
                p.m(f, 0)
                p.l(f, 1)
                p.m(0, f)
                p.l(1, f)
            }
            p.m(0, 1)
            p.l(1, 0)
        case .lunarTide:
            p.arc(radius: 0.34, from: -.pi * 0.78, to: .pi * 0.76, clockwise: false)
            p.m(0, 0.76)
            p.c(1, 0.76, 0.28, 1, 0.72, 0.55)
            if !compact {
                p.m(0.8, 0.2)
                p.l(0.9, 0.28)
            }
        case .flameJet:
            p.m(0.5, 1)
            p.c(0.5, 0, 0, 0.82, 0.88, 0.32)
            p.c(0.5, 1, 0.16, 0.34, 1, 0.86)
            if !compact {
                p.m(0.5, 0.84)
                p.c(0.5, 0.36, 0.36, 0.66, 0.68, 0.5)
            }
        case .lotusBloom:
            let n = compact ? 4 : 6
            let reach = p.side * 0.43
            func toward(_ angle: Double, _ d: Double) -> Point {
                Point(r.midX + cos(angle) * d, r.midY + sin(angle) * d)
            }
            for i in 0..<n {
                let angle = Double(i) / Double(n) * .pi * 2 - .pi / 2
                p.path.move(to: p.center)
                p.path.quad(to: toward(angle, reach), control: toward(angle - 0.55, reach * 0.62))
                p.path.quad(to: p.center, control: toward(angle + 0.55, reach * 0.62))
            }
        case .robotSmile:
            p.path = Path(roundedRect: r.insetBy(dx: r.width * 0.12, dy: r.height * 0.18), cornerRadius: r.width * 0.12)
            p.m(0.5, 0)
            p.l(0.5, -0.12)
            p.m(0.32, 0.5)
            p.l(0.34, 0.5)
            p.m(0.66, 0.5)
            p.l(0.68, 0.5)
            if !compact {
                p.m(0.34, 0.72)
                p.q(0.66, 0.72, 0.5, 0.88)
            }
        case .whaleDive:
            p.m(0, 0.5)
            p.c(0.8, 0.5, 0.2, 0, 0.7, 0.04)
            p.c(0, 0.5, 0.66, 1, 0.18, 1)
            p.m(0.8, 0.5)
            p.l(1, 0.34)
            p.m(0.8, 0.5)
            p.l(1, 0.66)
            if !compact {
                p.m(0.22, 0.14)
                p.q(0.5, 0.18, 0.36, -0.12)
            }
        case .auroraWave:
            p.m(0, 0.5)
            p.c(0.5, 0.5, 0.22, 0, 0.3, 1)
            p.c(1, 0.5, 0.7, 0, 0.78, 1)
        case .vinylSpin:
            p.oval(inset: 0)
            p.oval(inset: 0.24)
            if !compact { p.oval(inset: 0.38) }
            p.m(0.5, 0.5)
            p.l(1, 0.5)
        case .pixelHeart:
            let corners = [
                (0.5, 0.88), (0.12, 0.5), (0.12, 0.24), (0.34, 0.14), (0.5, 0.3), (0.66, 0.14), (0.88, 0.24),
            ]
            p.m(corners[0].0, corners[0].1)
            for (x, y) in corners.dropFirst() + [(0.88, 0.5), (0.5, 0.88)] { p.l(x, y) }
            if !compact {
                p.m(0.34, 0.5)
                p.l(0.66, 0.5)
            }
        case .dragonCurve:
            p.m(0, 0.78)
            p.c(0.5, 0.5, 0.14, 0, 0.42, 1)
            p.c(1, 0.28, 0.78, 0, 0.86, 1)
            if !compact {
                p.m(0.88, 0.28)
                p.l(0.7, 0.2)
                p.m(0.88, 0.28)
                p.l(0.72, 0.44)
            }
        case .rainGarden:
            p.m(0, 0.78)
            p.c(1, 0.76, 0.24, 0.18, 0.76, 0.18)
            for i in 0..<(compact ? 2 : 4) {
                let x = 0.22 + Double(i) * 0.18
                p.m(x, 0)
                p.q(x, 0.24, x - 0.06, 0.12)
                p.q(x, 0, x + 0.06, 0.12)
            }
        case .rocketOrbit:
            p.arc(radius: 0.42, from: .pi * 0.75, to: .pi * 2.15, clockwise: true)
            p.m(0.5, 0)
            p.l(0.8, 0.5)
            p.l(0.5, 0.84)
            p.l(0.34, 0.5)
            p.l(0.5, 0)
            if !compact {
                p.m(0.5, 0.84)
                p.l(0.5, 1)
            }
        }
        return figures(p.path)
    }

    // MARK: - Paths

    @Test(arguments: RefreshStyle.Name.allCases)
    func pathFiguresMatchTheOriginal(_ name: RefreshStyle.Name) {
        for role in RefreshRole.allCases {
            let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: role)
            let side = role.defaultGlyphSize
            let want = Self.expected(name, role: role, side: side)
            let got = Self.figures(glyph.path)
            let tolerance = 1e-3 * side
            #expect(
                abs(got.bounds.minX - want.bounds.minX) < tolerance
                    && abs(got.bounds.minY - want.bounds.minY) < tolerance
                    && abs(got.bounds.maxX - want.bounds.maxX) < tolerance
                    && abs(got.bounds.maxY - want.bounds.maxY) < tolerance,
                "\(name) \(role): bounds \(got.bounds), the original's \(want.bounds)")
            #expect(
                abs(got.length - want.length) < 1e-3 * want.length,
                "\(name) \(role): length \(got.length), the original's \(want.length)")
            #expect(
                got.start.distance(to: want.start) < tolerance, "\(name) \(role): start \(got.start) vs \(want.start)")
            #expect(got.end.distance(to: want.end) < tolerance, "\(name) \(role): end \(got.end) vs \(want.end)")
        }
    }

    /// Figures worked by hand for two paths, so the re-derivation above is itself checked.
    @Test func handWorkedFigures() {
        // auroraWave, header: the rect is 70 × 0.62 = 43.4 wide from x = 13.3, 70 × 0.56 = 39.2
        // high from y = 15.4; the waves start and end on its middle line, y = 35.
        let wave = Self.figures(RefreshGlyph(style: .style(.auroraWave)).path)
        #expect(wave.start.distance(to: Point(13.3, 35)) < 1e-9)
        #expect(wave.end.distance(to: Point(56.7, 35)) < 1e-9)
        // rocketOrbit, footer: the rect is 46 × 0.64 = 29.44 from 8.28; the orbit starts at
        // 135° on a circle of radius 0.42 × 29.44 around (23, 23), the last point is the
        // diamond's top, back at (23, 8.28); the orbit is 1.4π of that circle.
        let rocket = RefreshGlyph(style: .style(.rocketOrbit), role: .footer)
        let figures = Self.figures(rocket.path)
        let radius = 0.42 * 29.44
        #expect(figures.start.distance(to: Point(23 - radius / 2.squareRoot(), 23 + radius / 2.squareRoot())) < 1e-6)
        #expect(figures.end.distance(to: Point(23, 8.28)) < 1e-9)
        let orbit = PathMeasure(rocket.path).subpathRanges[0]
        #expect(abs((orbit.upperBound - orbit.lowerBound) - 1.4 * .pi * radius) < 1e-4)
    }

    // MARK: - Accent

    @Test func cornerTicksAreEighteenHundredthsOfTheSide() throws {
        for role in RefreshRole.allCases {
            let glyph = RefreshGlyph(style: .style(.pulseCircuit), role: role)
            let accent = try #require(glyph.accentPath)
            // The accent rect: the glyph inset 18%, then 15% more: 0.64 × 0.7 of the side.
            let side = role.defaultGlyphSize * 0.64 * 0.7
            let subpaths = accent.subpaths
            #expect(subpaths.count == 8)
            for subpath in subpaths {
                #expect(abs(subpath.start.distance(to: subpath.end) - 0.18 * side) < 1e-9)
            }
        }
    }

    @Test func lotusAccentRadiatesFromTheCenter() throws {
        let glyph = RefreshGlyph(style: .style(.lotusBloom))
        let accent = try #require(glyph.accentPath)
        #expect(accent.subpaths.count == 3)
        for subpath in accent.subpaths {
            #expect(subpath.start.distance(to: Point(35, 35)) < 1e-9)
        }
    }

    /// The sweep of the stroke's start leaves the accent whole.
    @Test func strokeSweepLeavesTheAccentWhole() throws {
        let glyph = RefreshGlyph(style: .style(.lotusBloom))
        var pose = GlyphPose(pullProgress: 1)
        pose.trimStart = 0.28
        let layers = try Self.layers(glyph.node(pose))
        guard case .group(let faded) = layers[3], case .shape(let accent) = faded.children[0] else {
            Issue.record("the accent is the fourth layer, in a group at its opacity")
            return
        }
        #expect(accent.stroke?.trimStart == 0)
        #expect(accent.stroke?.trimEnd == 1)
    }

    // MARK: - Layers

    static func layers(_ node: Node) throws -> [Node] {
        guard case .group(let group) = node else {
            Issue.record("the glyph is a group")
            return []
        }
        return group.children
    }

    /// The stroke is the mask of a gradient layer that the gradient rotation turns: the
    /// colored path turns with it, the grey track stays.
    @Test(arguments: [RefreshStyle.Name.auroraLoop, .retroRadar, .auroraWave, .quantumKnot])
    func gradientRotationTurnsTheColoredPath(_ name: RefreshStyle.Name) throws {
        let glyph = RefreshGlyph(style: .style(name))
        var pose = GlyphPose(pullProgress: 1)
        pose.gradientRotation = .pi / 2
        let layers = try Self.layers(glyph.node(pose))
        let start = try #require(glyph.path.subpaths.first?.start)
        // A quarter turn clockwise about (35, 35) on a y-down screen: (x, y) → (70 − y, x).
        let turned = Point(70 - start.y, start.x)
        var strokeGroup: GroupNode?
        for layer in layers {
            if case .group(let group) = layer, group.mask != nil { strokeGroup = group }
            if case .shape(let shape) = layer, shape.path == glyph.path {
                #expect(shape.stroke?.paint == .solid(RefreshGlyph.trackColor), "the track is the grey path, unturned")
            }
        }
        let stroke = try #require(strokeGroup, "the stroke is a masked group")
        guard case .shape(let mask) = try #require(stroke.mask?.first) else {
            Issue.record("the mask is the stroked path")
            return
        }
        #expect(mask.path == glyph.path)
        #expect(stroke.transform.apply(start).distance(to: turned) < 1e-9)
        // The gradient layer is the glyph's box.
        guard case .shape(let gradient) = stroke.children[0] else {
            Issue.record("the gradient layer is a filled box")
            return
        }
        #expect(gradient.path.bounds == Rect(x: 0, y: 0, width: 70, height: 70))
    }

    /// While refreshing, the rotation at a moment is the elapsed share of a turn.
    @Test func refreshingRotationFollowsTheDuration() throws {
        let glyph = RefreshGlyph(style: .style(.auroraLoop))
        // gradientRotation(1.8): a quarter turn at 0.45 s.
        let pose = try glyph.busyPose(at: 0.45)
        #expect(abs(pose.gradientRotation - .pi / 2) < 1e-9)
    }

    // MARK: - Composite

    @Test(arguments: [RefreshStyle.Name.rocketOrbit, .auroraWave, .pixelHeart])
    func footerCapsuleIsFiftySixHighWithRadiusTwentyFour(_ name: RefreshStyle.Name) throws {
        let glyph = RefreshGlyph(style: .style(name), role: .footer)
        let scene = RefreshComposite(glyph: glyph, state: .loading).scene(try glyph.busyPose(at: 0))
        guard case .shape(let capsule) = scene.nodes[0] else {
            Issue.record("the capsule comes first")
            return
        }
        // 286 wide, 56 high, centered in a 375 × 78 strip; corners of radius 24.
        let rect = Rect(x: (375 - 286) / 2, y: (78 - 56) / 2, width: 286, height: 56)
        #expect(capsule.path == Path(roundedRect: rect, cornerRadius: 24))
        #expect(capsule.fill?.paint == .solid(RefreshStyle.style(name).colors[0].withAlpha(0.12)))
        #expect(capsule.stroke == nil)
    }

    /// The glyph sits 26 points in from the header's left and 16 from the capsule's, centered.
    @Test func glyphPlacesInTheComposites() throws {
        let header = RefreshComposite(glyph: RefreshGlyph(style: .style(.neonCat)), state: .refreshing)
        #expect(header.glyphFrame == Rect(x: 26, y: (116 - 70) / 2, width: 70, height: 70))
        let footer = RefreshComposite(glyph: RefreshGlyph(style: .style(.neonCat), role: .footer), state: .loading)
        #expect(footer.glyphFrame == Rect(x: (375 - 286) / 2 + 16, y: (78 - 46) / 2, width: 46, height: 46))
        #expect(footer.capsule == Rect(x: (375 - 286) / 2, y: 11, width: 286, height: 56))
        let scene = footer.scene(GlyphPose(pullProgress: 1))
        guard case .group(let glyph) = scene.nodes[1] else {
            Issue.record("the glyph follows the capsule")
            return
        }
        #expect(glyph.transform.apply(Point(0, 0)).distance(to: Point(60.5, 16)) < 1e-9)
    }

    @Test(arguments: [0, 0.25, 0.5, 1])
    func footerCapsuleScalesWhilePulling(_ p: Double) throws {
        let glyph = RefreshGlyph(style: .style(.rocketOrbit), role: .footer)
        let scene = RefreshComposite(glyph: glyph, state: .pulling).scene(GlyphPose(pullProgress: p))
        let scale = 0.94 + 0.06 * p
        let center = Point(375 / 2, 78 / 2)
        let transform: TTGGeometry.AffineTransform
        if case .group(let group) = scene.nodes[0], scene.nodes.count == 1 {
            transform = group.transform
        } else {
            transform = .identity
        }
        #expect(abs(transform.determinant.squareRoot() - scale) < 1e-12)
        #expect(transform.apply(center).distance(to: center) < 1e-9, "about the capsule's center")
        #expect(transform.apply(Point(0, 0)).distance(to: Point(center.x * (1 - scale), center.y * (1 - scale))) < 1e-9)
    }

    @Test func compositeWordsAreTheOriginalsAndTheTemplateReplacesThem() {
        let glyph = RefreshGlyph(style: .style(.auroraWave))
        let composite = RefreshComposite(glyph: glyph, state: .refreshing)
        #expect(composite.text.title == "Aurora Wave refreshing")
        #expect(composite.text.subtitle == "Looping path animation is running.")
        var template = RefreshTemplate()
        template.title = "Fetching"
        template.subtitle = "One moment"
        let custom = RefreshComposite(glyph: RefreshGlyph(style: .style(.auroraWave), template: template), state: .idle)
        #expect(custom.text.title == "Fetching")
        #expect(custom.text.subtitle == "One moment")
        // A state's own words come before the every-state ones, and only in that state.
        template.titles[.refreshing] = "Riding"
        let glyphWithTitles = RefreshGlyph(style: .style(.auroraWave), template: template)
        #expect(RefreshComposite(glyph: glyphWithTitles, state: .refreshing).text.title == "Riding")
        #expect(RefreshComposite(glyph: glyphWithTitles, state: .idle).text.title == "Fetching")
    }
}
