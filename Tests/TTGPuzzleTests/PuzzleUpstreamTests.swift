import TTGCairo
import TTGGeometry
import TTGPuzzle
import TTGScene
import Testing

/// The facts of TTGPuzzleVerify 2.0 (`TTGPuzzleVerifyView.swift`), measured on our model against
/// values this file computes from the original's numbers, never from our code.
@Suite struct PuzzleUpstreamTests {
    // MARK: - The original's numbers

    /// `classicPuzzlePath` of the original, in its order, as path data (M, L, C, Z; absolute).
    static let upstreamClassic = """
        M17.45 71.16 C20.83 67.76 25 69.2 25 74.69 L25 100 L50.31 100
        C55.79 100 57.24 95.83 53.84 92.45 C52.18 90.78 50 89.4 50 85.33 C50 80.8 54.62 75 62.5 75
        C70.38 75 75 80.8 75 85.33 C75 89.4 72.82 90.78 71.16 92.45 C67.76 95.83 69.2 100 74.69 100
        L100 100 L100 74.69
        C100 69.21 95.83 67.76 92.45 71.16 C90.78 72.82 89.4 75 85.33 75 C80.8 75 75 70.38 75 62.5
        C75 54.62 80.8 50 85.33 50 C89.4 50 90.78 52.18 92.45 53.84 C95.83 57.24 100 55.8 100 50.31
        L100 25 L74.69 25
        C69.21 25 67.76 20.83 71.16 17.45 C72.82 15.78 75 14.4 75 10.33 C75 5.8 70.38 0 62.5 0
        C54.62 0 50 5.8 50 10.33 C50 14.4 52.18 15.78 53.84 17.45 C57.24 20.83 55.8 25 50.31 25
        L25 25 L25 50.31
        C25 55.79 20.83 57.24 17.45 53.84 C15.78 52.18 14.4 50 10.33 50 C5.8 50 0 54.62 0 62.5
        C0 70.38 5.8 75 10.33 75 C14.4 75 15.78 72.82 17.45 71.16 Z
        """
    /// `applyShakeAnimation`: the keyframes of `transform.translation.x`, the duration, easeInEaseOut.
    static let upstreamShake: [Double] = [-10, 8, -6, 4, 0]
    static let upstreamShakeDuration = 0.28
    /// `CAMediaTimingFunction(name: .easeInEaseOut)`'s control points.
    static let easeInEaseOut = (x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)
    /// `Defaults.puzzlePosition`, `Defaults.animationDuration`, the reset's delay in `.shakeAndReset`.
    static let upstreamStart = Point(20, 20)
    static let upstreamAnimationDuration = 0.3
    static let upstreamResetDelay = 0.12

    // MARK: - Test-side geometry, independent of TTGGeometry's flattening

    /// The polygon of path data made of M, L, C and Z, each curve cut into `steps` straight pieces.
    static func polygon(pathData: String, steps: Int = 256) -> [(x: Double, y: Double)] {
        var tokens = pathData.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)[...]
        var points: [(x: Double, y: Double)] = []
        func number() -> Double { Double(tokens.removeFirst())! }
        while let command = tokens.first.flatMap({ $0.first }), command.isLetter {
            var token = tokens.removeFirst()
            token.removeFirst()
            if !token.isEmpty { tokens.insert(token, at: tokens.startIndex) }
            switch command {
            case "M", "L": points.append((number(), number()))
            case "C":
                let c = (0..<6).map { _ in number() }
                points += cubic(from: points.last!, c[0], c[1], c[2], c[3], c[4], c[5], steps: steps)
            default: break
            }
        }
        return points
    }

    /// Points along a cubic Bezier curve (its start excluded), evaluated with Bernstein polynomials.
    static func cubic(
        from p0: (x: Double, y: Double), _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double,
        _ y3: Double, steps: Int
    ) -> [(x: Double, y: Double)] {
        (1...steps).map { i in
            let t = Double(i) / Double(steps)
            let u = 1 - t
            let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return (b0 * p0.x + b1 * x1 + b2 * x2 + b3 * x3, b0 * p0.y + b1 * y1 + b2 * y2 + b3 * y3)
        }
    }

    /// Our path's polygon, with the same flattening as the original's.
    static func polygon(of path: Path, steps: Int = 256) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append((p.x, p.y))
            case .cubic(let p, let c1, let c2):
                points += cubic(from: points.last!, c1.x, c1.y, c2.x, c2.y, p.x, p.y, steps: steps)
            default: break
            }
        }
        return points
    }

    /// The shoelace formula: the area a closed polygon encloses.
    static func area(_ polygon: [(x: Double, y: Double)]) -> Double {
        var twice = 0.0
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// The part of a polygon on one side of an axis-aligned line (Sutherland–Hodgman against one
    /// half-plane): where `coordinate(p)` ≤ `limit`.
    static func clipped(
        _ polygon: [(x: Double, y: Double)], where coordinate: ((x: Double, y: Double)) -> Double, atMost limit: Double
    ) -> [(x: Double, y: Double)] {
        var out: [(x: Double, y: Double)] = []
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            let (ca, cb) = (coordinate(a) - limit, coordinate(b) - limit)
            if ca <= 0 { out.append(a) }
            if (ca < 0 && cb > 0) || (ca > 0 && cb < 0) {
                let t = ca / (ca - cb)
                out.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
            }
        }
        return out
    }

    /// The areas of the four strips where the knobs and sockets are: above y 25 and left of x 25
    /// (the knobs), below y 75 and right of x 75 (the body's edges with their sockets).
    static func stripAreas(_ polygon: [(x: Double, y: Double)]) -> [Double] {
        [
            area(clipped(polygon, where: { $0.y }, atMost: 25)),
            area(clipped(polygon, where: { $0.x }, atMost: 25)),
            area(clipped(polygon, where: { -$0.y }, atMost: -75)),
            area(clipped(polygon, where: { -$0.x }, atMost: -75)),
        ]
    }

    /// The width of the top knob's head: the extent in x of the outline above the neck (y < 17).
    static func topKnobWidth(_ polygon: [(x: Double, y: Double)], scale: Double = 1) -> Double {
        let head = polygon.filter { $0.y < 17 * scale }.map(\.x)
        return head.max()! - head.min()!
    }

    /// The left knob's height: the extent in y of the outline left of the neck (x < 17).
    static func leftKnobHeight(_ polygon: [(x: Double, y: Double)], scale: Double = 1) -> Double {
        let head = polygon.filter { $0.x < 17 * scale }.map(\.y)
        return head.max()! - head.min()!
    }

    // MARK: - The classic piece

    @Test func classicKnobHeadsAreTwentyFiveUnitsWide() {
        let upstream = Self.polygon(pathData: Self.upstreamClassic)
        let ours = Self.polygon(of: ClassicPiece.path)
        #expect(abs(Self.topKnobWidth(upstream) - 25) < 1e-9 && abs(Self.leftKnobHeight(upstream) - 25) < 1e-9)
        #expect(abs(Self.topKnobWidth(ours) - Self.topKnobWidth(upstream)) < 1e-9)
        #expect(abs(Self.leftKnobHeight(ours) - Self.leftKnobHeight(upstream)) < 1e-9)
        // On the canvas: an 86-point piece (the original's demos) has 21.5-point knob heads.
        let placed = Self.polygon(of: PuzzleOutline(shape: .classic, size: Size(86, 86)).path(at: .zero))
        #expect(abs(Self.topKnobWidth(placed, scale: 0.86) - 21.5) < 1e-9)
    }

    @Test func classicOutlineEnclosesTheOriginalsArea() {
        let upstream = Self.polygon(pathData: Self.upstreamClassic)
        let upstreamArea = Self.area(upstream)
        // The 75 × 75 body: the knobs add what the sockets take away.
        #expect(abs(upstreamArea - 5625) < 1e-6)
        let ours = Self.polygon(of: ClassicPiece.path)
        #expect(abs(Self.area(ours) - upstreamArea) <= 1e-9 * upstreamArea)
        // Knobs add what sockets take away (the whole is the 75 × 75 body whatever the knob's
        // profile), so the whole area alone cannot tell two profiles apart: measure the strips.
        for (strip, (a, b)) in zip(Self.stripAreas(ours), Self.stripAreas(upstream)).enumerated() {
            #expect(abs(a - b) <= 1e-9 * b, "strip \(strip): \(a) against the original's \(b)")
        }
        // A 100-point piece on the canvas: the same area and the same outline, point for point.
        let placed = Self.polygon(of: PuzzleOutline(shape: .classic, size: Size(100, 100)).path(at: .zero))
        #expect(abs(Self.area(placed) - upstreamArea) <= 1e-9 * upstreamArea)
        var worst = 0.0
        for p in Self.polygon(of: ClassicPiece.path, steps: 16) {
            let nearest = upstream.map { ($0.x - p.x) * ($0.x - p.x) + ($0.y - p.y) * ($0.y - p.y) }.min()!
            worst = max(worst, nearest.squareRoot())
        }
        #expect(worst < 1e-9, "farthest point from the original's outline: \(worst)")
    }

    // MARK: - Positions and sizes

    @Test func pieceStartsAndResetsAtTwentyTwenty() throws {
        for axes in PuzzleAxes.allCases {
            let configuration = PuzzleConfiguration(axes: axes)
            #expect(configuration.start == Self.upstreamStart, "\(axes)")
            #expect(configuration.piecePosition == Self.upstreamStart, "\(axes)")
            for animation in [PuzzleAnimation.reset, .shakeAndReset] {
                var moved = configuration
                moved.position = Point(150, 70)
                let timeline = try animation.timeline(for: moved)
                let end = timeline.values(at: timeline.duration)
                #expect(Point(end["x"]!, end["y"]!) == Self.upstreamStart, "\(animation) \(axes)")
            }
        }
        // A horizontal slider's default blank is on the start's row, so the piece can reach it.
        #expect(PuzzleConfiguration(axes: .horizontal).blank.y == Self.upstreamStart.y)
    }

    @Test func customPathKeepsItsOwnSize() throws {
        let path = try Path(svgPathData: "M30 40 H110 V100 H30 Z")
        let configuration = PuzzleConfiguration(shape: .custom(path), blank: Point(150, 60))
        try configuration.validate()
        #expect(configuration.pieceSize == Size(80, 60))
        let bounds = configuration.outline.path(at: configuration.blank).bounds
        #expect(bounds == Rect(x: 150, y: 60, width: 80, height: 60))
        // The built-in shapes are scaled to the 100 × 100 default.
        #expect(PuzzleConfiguration(shape: .circle).pieceSize == Size(100, 100))
    }

    // MARK: - Pictures

    /// A 40 × 10 picture of four 10-pixel-wide bands: red, green, blue, white.
    static let bands: RasterImage = {
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
        var pixels: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<40 { pixels += colors[x / 10] }
        }
        return RasterImage(width: 40, height: 10, pixels: pixels)
    }()

    @Test func picturesAreStretchedToTheCanvasByDefault() throws {
        // scaleToFill: the picture's whole area becomes the canvas, whatever its aspect ratio.
        let canvas = Size(100, 100)
        #expect(PuzzleConfiguration().imageFit == .stretch)
        #expect(
            PuzzleImageFit.stretch.rect(for: Size(640, 377), canvas: Size(345, 240))
                == Rect(x: 0, y: 0, width: 345, height: 240))
        var configuration = PuzzleConfiguration(
            canvasSize: canvas, pieceSize: Size(10, 10), background: .image(Self.bands), blank: Point(0, 0),
            pieceShadow: nil, innerShadow: nil)
        configuration.position = Point(0, 0)
        let stretched = try rasterize(Scene(size: canvas, nodes: PuzzleLayers(configuration).picture))
        // Band k covers x 25k…25(k + 1): sample the middle of each.
        for (k, expected) in [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)].enumerated() {
            let p = stretched.pixel(x: 25 * k + 12, y: 50)
            #expect((p.red, p.green, p.blue) == (UInt8(expected.0), UInt8(expected.1), UInt8(expected.2)), "band \(k)")
        }
        // Fill keeps the aspect ratio: scale max(100 / 40, 100 / 10) = 10, so the picture is 400
        // wide, centered at x −150; the canvas shows the green and blue bands, split at x 50.
        #expect(
            PuzzleImageFit.fill.rect(for: Size(40, 10), canvas: canvas) == Rect(x: -150, y: 0, width: 400, height: 100))
        configuration.imageFit = .fill
        let filled = try rasterize(Scene(size: canvas, nodes: PuzzleLayers(configuration).picture))
        #expect(filled.pixel(x: 20, y: 50) == (0, 255, 0, 255))
        #expect(filled.pixel(x: 80, y: 50) == (0, 0, 255, 255))
    }

    @Test func backgroundColorShowsThroughTheHole() throws {
        // The view's backgroundColor lies under the layers: the hole is the picture at blankAlpha over it.
        let canvas = Size(100, 60)
        let blue = RasterImage(width: 100, height: 60, color: Color(red8: 0, green8: 0, blue8: 255))
        var configuration = PuzzleConfiguration(
            canvasSize: canvas, shape: .square, pieceSize: Size(20, 20), background: .image(blue),
            blank: Point(60, 20), position: Point(10, 20), pieceShadow: nil, innerShadow: nil)
        #expect(configuration.backgroundColor == nil)
        let clear = try rasterize(PuzzleLayers(configuration).backgroundScene)
        #expect(clear.pixel(x: 70, y: 30).alpha == 128 || clear.pixel(x: 70, y: 30).alpha == 127)
        configuration.backgroundColor = Color(red8: 255, green8: 0, blue8: 0)
        let red = try rasterize(PuzzleLayers(configuration).backgroundScene)
        let hole = red.pixel(x: 70, y: 30)
        #expect(hole.alpha == 255 && abs(Int(hole.red) - 128) <= 1 && hole.green == 0 && abs(Int(hole.blue) - 128) <= 1)
        // Outside the hole the picture covers it.
        #expect(red.pixel(x: 30, y: 10) == (0, 0, 255, 255))
    }

    // MARK: - Animations

    /// The value of the original's shake at `time` seconds: the whole animation's time through
    /// easeInEaseOut (solved by bisection), then linear between evenly spaced keyframes.
    static func upstreamShakeValue(at time: Double) -> Double {
        let fraction = min(max(time / upstreamShakeDuration, 0), 1)
        let e = easeInEaseOut
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(e.x1, e.x2, mid) < fraction { low = mid } else { high = mid }
        }
        let progress = bezier(e.y1, e.y2, (low + high) / 2)
        let segments = Double(upstreamShake.count - 1)
        let i = min(Int(progress * segments), upstreamShake.count - 2)
        let local = progress * segments - Double(i)
        return upstreamShake[i] + (upstreamShake[i + 1] - upstreamShake[i]) * local
    }

    @Test func shakeFollowsTheOriginalsKeyframes() throws {
        let configuration = PuzzleConfiguration(blank: Point(190, 50), position: Point(150, 40))
        let timeline = try PuzzleAnimation.shake.timeline(for: configuration)
        let shake = try #require(timeline["shake"])
        #expect(shake.keyframes.values == Self.upstreamShake)
        #expect(shake.duration == Self.upstreamShakeDuration && timeline.duration == Self.upstreamShakeDuration)
        #expect(shake.timing == .easeInEaseOut)
        for time in stride(from: 0.0, through: 0.28, by: 0.01) + [0.07, 0.14, 0.21] {
            let value = timeline.values(at: time)["shake"]!
            #expect(abs(value - Self.upstreamShakeValue(at: time)) < 1e-6, "t = \(time)")
        }
        #expect(timeline.values(at: 0)["shake"] == -10 && timeline.values(at: 0.28)["shake"] == 0)
    }

    @Test func shakeAndResetShakesThenGlidesToTheStart() throws {
        let configuration = PuzzleConfiguration(blank: Point(190, 50), position: Point(150, 40))
        let timeline = try PuzzleAnimation.shakeAndReset.timeline(for: configuration)
        #expect(abs(timeline.duration - (Self.upstreamResetDelay + Self.upstreamAnimationDuration)) < 1e-12)
        #expect(timeline["shake"]?.keyframes.values == Self.upstreamShake)
        #expect(timeline["x"]?.beginTime == Self.upstreamResetDelay)
        #expect(timeline["x"]?.duration == Self.upstreamAnimationDuration)
        // Still where it was until the reset begins; at the start at the end.
        #expect(timeline.values(at: 0.1)["x"] == 150 && timeline.values(at: 0.1)["y"] == 40)
        #expect(timeline.values(at: 0.42)["x"] == 20 && timeline.values(at: 0.42)["y"] == 20)
    }

    @Test func snapAndFadeFadesOnlyTheShadow() throws {
        let configuration = PuzzleConfiguration(blank: Point(180, 60), position: Point(40, 30))
        let animation = try PuzzleAnimation.snapAndFade.sceneAnimation(for: configuration)
        #expect(abs(animation.duration - Self.upstreamAnimationDuration) < 1e-12)
        let layers = PuzzleLayers(configuration)
        let end = animation.scene(Self.upstreamAnimationDuration)
        // Front, hole, and the piece: in its hole, opaque, its shadow faded out (there, at alpha 0,
        // so the picture keeps its nodes).
        #expect(end.nodes == [layers.front, layers.hole, layers.piece(at: configuration.blank, shadowOpacity: 0)])
        guard case .group(let piece) = end.nodes[2] else {
            Issue.record("the piece is not a group")
            return
        }
        #expect(piece.opacity == 1 && piece.shadow?.color.alpha == 0)
        // Halfway, the shadow is half gone (easeInEaseOut is symmetric).
        guard case .group(let half) = animation.scene(0.15).nodes[2], let shadow = half.shadow else {
            Issue.record("no shadow halfway")
            return
        }
        #expect(abs(shadow.color.alpha - 0.25) < 1e-9 && half.opacity == 1)
    }
}
