import TTGGeometry
import Testing

// Properties of the path engine over thousands of random paths from a seeded generator:
// lines, quads, cubics, arcs (as `addArc` draws them: cubics of at most 45°), closes and
// several subpaths, with coordinates that need every digit of a Double.

/// Random paths and transforms, the same every run.
private struct PathGenerator {
    var random: SplitMix64

    /// A coordinate in −500…500: a whole number, a short decimal or any Double.
    mutating func coordinate() -> Double {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: Double(Int.random(in: -500...500, using: &random))
        case 1: Double(Int.random(in: -50_000...50_000, using: &random)) / 100
        default: Double.random(in: -500...500, using: &random)
        }
    }

    mutating func point() -> Point { Point(coordinate(), coordinate()) }

    /// 1…4 subpaths of 1…8 segments each, some closed.
    mutating func path() -> Path {
        var path = Path()
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            path.move(to: point())
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: path.line(to: point())
                case 1: path.quad(to: point(), control: point())
                case 2: path.cubic(to: point(), control1: point(), control2: point())
                default:
                    path.addArc(
                        center: point(), radius: Double.random(in: 1...300, using: &random),
                        startAngle: Double.random(in: -7...7, using: &random),
                        endAngle: Double.random(in: -7...7, using: &random),
                        clockwise: Bool.random(using: &random))
                }
            }
            if Bool.random(using: &random) { path.close() }
        }
        return path
    }

    /// An invertible transform whose singular values lie in 0.2…5 (rotation · scale · shear
    /// · rotation, plus a translation), so distances change by at most that factor.
    mutating func transform() -> AffineTransform {
        let r1 = AffineTransform.rotation(Double.random(in: -.pi ... .pi, using: &random))
        let r2 = AffineTransform.rotation(Double.random(in: -.pi ... .pi, using: &random))
        let sx = Double.random(in: 0.2...5, using: &random) * (Bool.random(using: &random) ? -1 : 1)
        let sy = Double.random(in: 0.2...5, using: &random)
        let t = AffineTransform.translation(
            x: Double.random(in: -1000...1000, using: &random),
            y: Double.random(in: -1000...1000, using: &random))
        return r1.concatenating(.scale(x: sx, y: sy)).concatenating(r2).concatenating(t)
    }
}

@Test func randomPathsRoundTripExactlyThroughSVGPathData() throws {
    var generator = PathGenerator(random: SplitMix64(state: 0xA11CE))
    for _ in 0..<3_000 {
        let path = generator.path()
        let data = path.svgPathData
        let parsed = try Path(svgPathData: data)
        #expect(parsed == path, "round trip changed \(data)")
        if parsed != path { return }
    }
}

@Test func trimmingTheWholeRandomPathKeepsItsLength() {
    var generator = PathGenerator(random: SplitMix64(state: 0xB0B))
    for _ in 0..<2_000 {
        let path = generator.path()
        let length = path.length
        #expect(abs(path.trimmed(from: 0, to: 1).length - length) <= 1e-9 * max(length, 1))
        #expect(
            abs(PathMeasure(path).trimmed(fromDistance: 0, toDistance: length).length - length) <= 1e-6 * max(length, 1)
        )
    }
}

@Test func aTrimmedRandomPathIsThatFractionOfTheLength() {
    var generator = PathGenerator(random: SplitMix64(state: 0xC0FFEE))
    var worst = 0.0
    for _ in 0..<2_000 {
        let path = generator.path()
        let measure = PathMeasure(path)
        let total = measure.totalLength
        for _ in 0..<3 {
            var a = Double.random(in: 0...1, using: &generator.random)
            var b = Double.random(in: 0...1, using: &generator.random)
            if a > b { swap(&a, &b) }
            let trimmed = measure.trimmed(from: a, to: b).length
            // Relative to the whole length: each cut is placed to the measure's accuracy (1e-9).
            let error = abs(trimmed - (b - a) * total) / max(total, 1e-300)
            worst = max(worst, error)
            #expect(error <= 1e-6, "trim(\(a), \(b)) of \(path.svgPathData): \(trimmed) vs \((b - a) * total)")
        }
    }
    #expect(worst <= 1e-6)
}

/// Even-odd containment survives any invertible affine transform applied to the path and
/// the point together. Points closer to the path than 1/1000 of its bounding box's diagonal
/// (`nearestDistance`) are skipped: after a transform whose singular values are ≥ 0.2 they
/// stay ≥ 1/5000 of the diagonal away, far beyond rounding, so the answer is well defined.
@Test func evenOddContainmentSurvivesInvertibleTransforms() throws {
    var generator = PathGenerator(random: SplitMix64(state: 0xD00D))
    var inside = 0
    var outside = 0
    var skipped = 0
    for _ in 0..<1_500 {
        let path = generator.path()
        let bounds = path.bounds
        let diagonal = (bounds.size.width * bounds.size.width + bounds.size.height * bounds.size.height).squareRoot()
        guard diagonal > 1 else { continue }
        for _ in 0..<4 {
            let p = Point(
                Double.random(in: bounds.minX...bounds.minX + bounds.size.width, using: &generator.random),
                Double.random(in: bounds.minY...bounds.minY + bounds.size.height, using: &generator.random))
            guard path.nearestDistance(to: p) > diagonal / 1000 else {
                skipped += 1
                continue
            }
            let t = generator.transform()
            #expect(abs(t.determinant) > 0.03)
            let before = path.contains(p, rule: .evenOdd)
            let after = path.applying(t).contains(t.apply(p), rule: .evenOdd)
            #expect(before == after, "\(p) in \(path.svgPathData) under \(t)")
            if before { inside += 1 } else { outside += 1 }
        }
    }
    // Both answers occur often, and few points are too close to decide.
    #expect(inside > 500 && outside > 500, "inside \(inside), outside \(outside)")
    #expect(skipped < (inside + outside) / 10, "skipped \(skipped)")
}
