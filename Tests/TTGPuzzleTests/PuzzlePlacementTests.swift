import Foundation
import TTGGeometry
import TTGPuzzle
import Testing

/// Where served holes go, measured over many independent challenges: the real hole uniform over
/// the allowed area, the decoys on its row, and nothing in a hole's place telling it apart.
@Suite struct PuzzlePlacementTests {
    /// The default served policy: 320 × 200, a 44-point piece, three decoys.
    static let serving = PuzzleServing(PuzzleConfiguration(canvasSize: Size(320, 200)), served: true)

    /// `count` challenges, each from a seed of its own (independent draws).
    static func challenges(_ count: Int, serving: PuzzleServing = serving) -> [PuzzleConfiguration] {
        (0..<count).map { seed in
            var random = PuzzleRandom(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
            return serving.challenge(using: &random)!
        }
    }

    /// The chi-square bound at 99.9% for `degrees` degrees of freedom, by Wilson and Hilferty's
    /// cube-root normal approximation (good to about 1% from 3 degrees up).
    static func chiSquareBound(degrees: Int) -> Double {
        let k = Double(degrees)
        let z = 3.090_232  // the standard normal's 99.9% quantile
        let a = 2 / (9 * k)
        return k * pow(1 - a + z * a.squareRoot(), 3)
    }

    /// Pearson's statistic of `values` (whole numbers in `range`) over `bins` bins of whole numbers,
    /// against the uniform law: each bin expects its share of the range's values.
    static func chiSquare(_ values: [Int], in range: ClosedRange<Int>, bins: Int) -> Double {
        let span = range.count
        func bin(_ v: Int) -> Int { (v - range.lowerBound) * bins / span }
        var observed = [Int](repeating: 0, count: bins)
        var width = [Int](repeating: 0, count: bins)
        for v in range { width[bin(v)] += 1 }
        for v in values {
            #expect(range.contains(v), "\(v) outside \(range)")
            if range.contains(v) { observed[bin(v)] += 1 }
        }
        var statistic = 0.0
        for i in 0..<bins {
            let expected = Double(values.count) * Double(width[i]) / Double(span)
            statistic += pow(Double(observed[i]) - expected, 2) / expected
        }
        return statistic
    }

    /// The allowed corners, from the documented rule: x from past the start (20 + 44) to 10 from
    /// the right edge, y from 10 to 10 from the bottom edge.
    static let xs = 64...266
    static let ys = 10...146

    @Test func theRealHoleIsUniformOverTheAllowedArea() {
        let challenges = Self.challenges(3000)
        let bound = Self.chiSquareBound(degrees: 9)
        #expect(bound > 27.5 && bound < 28.2, "the 99.9% bound for 9 degrees is 27.88")
        let x = Self.chiSquare(challenges.map { Int($0.blank.x) }, in: Self.xs, bins: 10)
        let y = Self.chiSquare(challenges.map { Int($0.blank.y) }, in: Self.ys, bins: 10)
        #expect(x < bound, "x: χ² \(x) ≥ \(bound)")
        #expect(y < bound, "y: χ² \(y) ≥ \(bound)")
        // The old rule (rejection sampling of apart holes) put a third of the blanks in the outer
        // tenths of x; uniform puts a fifth there.
        let edges = challenges.filter { ($0.blank.x - 64) < 20.3 || (266 - $0.blank.x) < 20.3 }.count
        #expect(abs(Double(edges) / 3000 - 0.2) < 0.03)
    }

    /// Every decoy is on the real hole's row (four holes fit on one row of 320 × 200), each hole
    /// is uniform over the area too, and the real one is equally often first, second, third or
    /// last along the row: its place among the holes says nothing.
    @Test func decoysShareTheAnswersRowAndNoPlaceTellsTheRealHole() {
        let challenges = Self.challenges(2000)
        var ranks: [Int] = []
        for challenge in challenges {
            #expect(challenge.decoys.count == 3)
            #expect(challenge.decoys.allSatisfy { $0.y == challenge.blank.y }, "\(challenge.decoys)")
            let holes = [challenge.blank] + challenge.decoys
            for (i, a) in holes.enumerated() {
                for b in holes.dropFirst(i + 1) { #expect(!challenge.holesOverlap(a, b)) }
            }
            ranks.append(holes.map(\.x).sorted().firstIndex(of: challenge.blank.x)!)
        }
        let bound = Self.chiSquareBound(degrees: 3)
        #expect(Self.chiSquare(ranks, in: 0...3, bins: 4) < bound)
        let decoyXs = challenges.flatMap { $0.decoys.map { Int($0.x) } }
        #expect(Self.chiSquare(decoyXs, in: Self.xs, bins: 10) < Self.chiSquareBound(degrees: 9) * 1.5)
    }

    /// With one axis the holes stay on the start's line (the piece reaches its blank), and a
    /// canvas too small for a row of holes still gets them apart (the old rule). A column of
    /// 320 × 200 (y 64…146) holds two 44-point holes.
    @Test func axesAndCrowdedCanvasesKeepTheRules() {
        for (axes, decoys) in [(PuzzleAxes.horizontal, 3), (.vertical, 1)] {
            let serving = PuzzleServing(
                PuzzleConfiguration(canvasSize: Size(320, 200), axes: axes), served: true, decoys: decoys)
            for challenge in Self.challenges(100, serving: serving) {
                #expect(PuzzleServing.unreachableBlank(challenge) == nil)
                for hole in challenge.decoys {
                    #expect(axes == .horizontal ? hole.y == challenge.start.y : hole.x == challenge.start.x)
                }
            }
        }
        let crowded = PuzzleServing(
            PuzzleConfiguration(canvasSize: Size(320, 200)), served: true, pieceSize: Size(60, 60))
        for challenge in Self.challenges(100, serving: crowded) {
            let holes = [challenge.blank] + challenge.decoys
            #expect(holes.count == 4)
            for (i, a) in holes.enumerated() {
                for b in holes.dropFirst(i + 1) { #expect(!challenge.holesOverlap(a, b)) }
            }
        }
    }

    /// `--seed` gives the same challenge: the same holes and fill from the same seed.
    @Test func aSeedGivesTheSameChallenge() {
        var a = PuzzleRandom(seed: 99)
        var b = PuzzleRandom(seed: 99)
        #expect(Self.serving.challenge(using: &a) == Self.serving.challenge(using: &b))
    }
}
