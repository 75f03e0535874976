import TTGGeometry
import TTGPuzzle
import TTGScene
import Testing

/// The scale-then-translate placement lands every shape on the requested box.
@Suite struct PuzzleGeometryTests {
    static let shapes: [PuzzleShape] = [
        .classic, .square, .circle,
        .custom(try! Path(svgPathData: "M-50 20 L30 -10 L70 90 Q0 60 -50 20 Z")),
    ]

    func close(_ a: Double, _ b: Double, _ accuracy: Double = 1e-9) -> Bool { abs(a - b) <= accuracy }

    @Test(arguments: shapes)
    func outlineLandsOnTheBox(shape: PuzzleShape) {
        for (size, origin) in [
            (Size(100, 100), Point(176, 50)), (Size(64, 40), Point(12.5, 3.25)), (Size(1, 300), Point(0, 0)),
        ] {
            let bounds = PuzzleOutline(shape: shape, size: size).path(at: origin).bounds
            #expect(close(bounds.minX, origin.x) && close(bounds.minY, origin.y), "\(shape.name) at \(origin)")
            #expect(close(bounds.width, size.width) && close(bounds.height, size.height), "\(shape.name) size \(size)")
        }
    }

    @Test func transformIsScaleThenTranslate() {
        let outline = PuzzleOutline(shape: .square, size: Size(80, 60))
        let t = outline.transform(at: Point(30, 20))
        #expect(t == outline.scaleTransform.concatenating(outline.translation(to: Point(30, 20))))
        #expect(t.apply(Point(0, 0)) == Point(30, 20))
        #expect(t.apply(Point(1, 1)) == Point(110, 80))
        // The translation alone moves the scaled box's corner.
        #expect(outline.translation(to: Point(7, 9)).apply(Point(0, 0)) == Point(7, 9))
    }

    @Test func classicPieceFillsItsBoxWithKnobsAndSockets() {
        let path = ClassicPiece.path
        let b = path.bounds
        #expect(
            close(b.minX, 0, 1e-6) && close(b.minY, 0, 1e-6) && close(b.maxX, 100, 1e-6) && close(b.maxY, 100, 1e-6))
        // Knobs out of the top and left edges, on narrow necks.
        #expect(path.contains(Point(62.5, 5)))  // top knob head
        #expect(path.contains(Point(5, 62.5)))  // left knob head
        #expect(!path.contains(Point(55, 21)))  // beside the top neck: outside
        #expect(path.contains(Point(62.5, 21)))  // the top neck itself
        // Sockets cut into the bottom and right edges.
        #expect(!path.contains(Point(62.5, 92)))
        #expect(!path.contains(Point(92, 62.5)))
        #expect(path.contains(Point(40, 95)) && path.contains(Point(95, 40)))
        // Corners of the body are inside; corners of the box are not.
        #expect(path.contains(Point(27, 27)) && !path.contains(Point(5, 5)))
    }

    @Test func classicPieceIsSmooth() {
        // Every join between curves inside a knob continues the tangent direction.
        let elements = ClassicPiece.path.elements
        var previousEnd = Point.zero
        var previousTangent: Vector?
        var sharpJoins = 0
        for element in elements {
            switch element {
            case .move(let p):
                previousEnd = p
                previousTangent = nil
            case .line(let p):
                if let t = previousTangent, t.normalized.dot((p - previousEnd).normalized) < 0.999 { sharpJoins += 1 }
                previousTangent = p - previousEnd
                previousEnd = p
            case .cubic(let p, let c1, let c2):
                if let t = previousTangent, t.normalized.dot((c1 - previousEnd).normalized) < 0.999 { sharpJoins += 1 }
                previousTangent = p - c2
                previousEnd = p
            default: break
            }
        }
        // Only the four corners of the body are sharp (the outline starts and ends smoothly, on a neck).
        #expect(sharpJoins == 4)
    }

    @Test func rotationTurnsAboutTheCenter() {
        let outline = PuzzleOutline(shape: .square, size: Size(100, 50), rotation: 90)
        let bounds = outline.path(at: Point(10, 10)).bounds
        #expect(close(bounds.midX, 60) && close(bounds.midY, 35))
        #expect(close(bounds.width, 50) && close(bounds.height, 100))
    }

    @Test func pieceFrameDoesNotDependOnTheBlank() {
        var a = PuzzleConfiguration(blank: Point(120, 10))
        var b = PuzzleConfiguration(blank: Point(203.5, 77.25))
        #expect(PuzzleLayers(a).pieceFrame == PuzzleLayers(b).pieceFrame)
        a.rotation = 30
        b.rotation = 30
        #expect(PuzzleLayers(a).pieceFrame == PuzzleLayers(b).pieceFrame)
        #expect(PuzzleLayers(a).pieceScene.size == PuzzleLayers(b).pieceScene.size)
    }

    @Test func frontIsAnEvenOddCutOfTheCanvas() {
        let layers = PuzzleLayers(PuzzleConfiguration(shape: .square, blank: Point(100, 50)))
        guard case .group(let front) = layers.front, let clip = front.clip else {
            Issue.record("no clip")
            return
        }
        #expect(clip.rule == .evenOdd)
        #expect(clip.path.contains(Point(5, 5), rule: .evenOdd))
        #expect(!clip.path.contains(Point(150, 100), rule: .evenOdd))
        // Whatever the direction of the outline.
        var reversed = Path(rect: Rect(x: 0, y: 0, width: 320, height: 200))
        reversed.append(contentsOf: try! Path(svgPathData: "M100 50 V150 H200 V50 Z"))
        #expect(!reversed.contains(Point(150, 100), rule: .evenOdd))
    }

    @Test func defaultsFollowTheSpec() throws {
        let c = PuzzleConfiguration()
        try c.validate()
        #expect(c.canvasSize == Size(320, 200) && c.pieceSize == Size(100, 100))
        #expect(c.blankAlpha == 0.5 && c.tolerance == 8)
        #expect(c.pieceShadow == Shadow(color: Color.black.withAlpha(0.5), radius: 4))
        #expect(c.start == Point(20, 20))
        #expect(c.piecePosition == c.start)
        // A small canvas scales the default piece down to fit.
        #expect(PuzzleConfiguration(canvasSize: Size(150, 60)).pieceSize == Size(60, 60))
    }

    @Test func validationRefusesBadConfigurations() {
        #expect(throws: PuzzleError.pieceDoesNotFit(piece: Size(400, 100), canvas: Size(320, 200))) {
            try PuzzleConfiguration(pieceSize: Size(400, 100), blank: Point(0, 0)).validate()
        }
        #expect(throws: PuzzleError.blankOutsideCanvas(blank: Point(221, 0), maximum: Point(220, 100))) {
            try PuzzleConfiguration(blank: Point(221, 0)).validate()
        }
        #expect(throws: PuzzleError.emptyShape) {
            try PuzzleConfiguration(shape: .custom(try Path(svgPathData: "M0 0 L10 0"))).validate()
        }
    }

    @Test func randomBlanksAreReproducibleAndInside() {
        let c = PuzzleConfiguration()
        var g1 = SplitMix64(seed: 42)
        var g2 = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let a = c.randomBlank(using: &g1)
            #expect(a == c.randomBlank(using: &g2))
            #expect(a.x >= c.start.x + c.pieceSize.width && a.x <= 320 - 10 - 100, "\(a)")
            #expect(a.y >= 10 && a.y <= 200 - 10 - 100, "\(a)")
            #expect(a.x == a.x.rounded() && a.y == a.y.rounded())
        }
    }

    @Test func splitMix64MatchesTheReference() {
        // First outputs for seed 0 of the reference implementation.
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
