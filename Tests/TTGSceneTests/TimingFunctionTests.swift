import TTGScene
import Testing

/// The progress of a timing curve computed independently of `TimingFunction`:
/// x(t) in Bernstein form solved by plain bisection to 1e-12 in t, then y(t).
func referenceProgress(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    func bernstein(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * c1 + 3 * s * t * t * c2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-12 {
        let mid = (low + high) / 2
        if bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, y1, y2)
}

func referenceProgress(_ f: TimingFunction, at x: Double) -> Double {
    referenceProgress(x1: f.x1, y1: f.y1, x2: f.x2, y2: f.y2, at: x)
}

/// 0, 0.001, …, 1.
let fineGrid = (0...1000).map { Double($0) / 1000 }

@Suite struct TimingFunctionTests {
    @Test func linearIsTheIdentity() {
        for x in fineGrid { #expect(TimingFunction.linear.progress(x) == x) }
    }

    @Test func namedControlPoints() throws {
        let f = TimingFunction.easeInEaseOut
        #expect([f.x1, f.y1, f.x2, f.y2] == [0.42, 0, 0.58, 1])
        #expect(TimingFunction.easeIn == (try TimingFunction(controlPoints: 0.42, 0, 1, 1)))
        #expect(TimingFunction.easeOut == (try TimingFunction(controlPoints: 0, 0, 0.58, 1)))
    }

    @Test func easeInEaseOutIsSymmetric() {
        let f = TimingFunction.easeInEaseOut
        #expect(f.progress(0.5) == 0.5)
        for x in fineGrid { #expect(abs(f.progress(x) + f.progress(1 - x) - 1) < 1e-12, "x = \(x)") }
    }

    @Test func easeInAtHalfMatchesIndependentSolution() {
        let expected = referenceProgress(x1: 0.42, y1: 0, x2: 1, y2: 1, at: 0.5)
        #expect(abs(TimingFunction.easeIn.progress(0.5) - expected) < 1e-10)
        #expect(abs(expected - 0.3153568) < 1e-6)  // easeIn lags: a third of the way at half time
    }

    @Test func matchesIndependentSolutionOnAGrid() throws {
        let curves = [
            TimingFunction.easeIn, .easeOut, .easeInEaseOut,
            try TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1),
            try TimingFunction(controlPoints: 0.9, 0.1, 0.1, 0.9),  // nearly flat x(t): Newton stalls
            try TimingFunction(controlPoints: 0.5, -0.6, 0.5, 1.6),
        ]  // overshoots
        for f in curves {
            let worst = fineGrid.map { abs(f.progress($0) - referenceProgress(f, at: $0)) }.max()!
            #expect(worst < 1e-11, "\(f)")
        }
    }

    @Test func verticalCurveIsAccurateAwayFromItsVerticalPoint() throws {
        // x'(½) = 0 with y'(½) ≠ 0: dy/dx is infinite at x = ½, where doubles pin y down to ~1e-5 only.
        let f = try TimingFunction(controlPoints: 1, 0, 0, 1)
        #expect(abs(f.progress(0.5) - 0.5) < 1e-4)
        for x in fineGrid where abs(x - 0.5) >= 0.05 {
            #expect(abs(f.progress(x) - referenceProgress(f, at: x)) < 1e-11, "x = \(x)")
        }
    }

    @Test func namedCurvesAreMonotonic() {
        for (name, f) in TimingFunction.named {
            let values = fineGrid.map(f.progress)
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(name)")
        }
    }

    @Test func endpointsAreExactAndInputIsClamped() throws {
        let curves = TimingFunction.named.map(\.function) + [try TimingFunction(controlPoints: 0.3, 1.5, 0.7, -0.5)]
        for f in curves {
            #expect(f.progress(0) == 0 && f.progress(1) == 1)
            #expect(f.progress(-3) == 0 && f.progress(7) == 1)
            #expect(f.progress(-.infinity) == 0 && f.progress(.infinity) == 1)
            #expect(f.progress(.nan).isNaN)
        }
    }

    @Test func invalidControlPointsAreRejected() {
        #expect(throws: AnimationError.controlPointXOutOfRange(index: 0, value: -0.1)) {
            try TimingFunction(controlPoints: -0.1, 0, 1, 1)
        }
        #expect(throws: AnimationError.controlPointXOutOfRange(index: 2, value: 1.5)) {
            try TimingFunction(controlPoints: 0, 0, 1.5, 1)
        }
        #expect(throws: AnimationError.nonFiniteControlPoint(index: 1, value: .infinity)) {
            try TimingFunction(controlPoints: 0, .infinity, 1, 1)
        }
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: .nan, 0, 1, 1) }
        #expect(
            AnimationError.controlPointXOutOfRange(index: 2, value: 1.5).description
                == "timing curve control point x2 is 1.5; expected 0…1")
    }

    @Test func names() throws {
        #expect(TimingFunction.names == ["linear", "easeIn", "easeOut", "easeInEaseOut"])
        for name in TimingFunction.names {
            let f = try #require(TimingFunction(named: name))
            #expect(f.name == name && f.description == name)
        }
        #expect(TimingFunction(named: "easeInOut") == nil)
        #expect(TimingFunction(named: "EaseIn") == nil)
        let custom = try TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        #expect(custom.name == nil)
        #expect(custom.description == "cubicBezier(0.25, 0.1, 0.25, 1.0)")
    }
}
