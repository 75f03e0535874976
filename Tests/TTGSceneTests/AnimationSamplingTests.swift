import TTGGeometry
import TTGTestSupport
import Testing

@testable import TTGScene

/// Keyframes for numbers of sampled scenes: the timeline's own where a number moves with a
/// property, the fewest linear ones within the tolerance otherwise.
@Suite struct AnimationSamplingTests {
    /// A square whose x is 10 + 3·p, whose y is p², and whose width never changes.
    static func animation() throws -> SceneAnimation {
        let p = try PropertyAnimation.basic(
            from: 0, to: 8, duration: 1, timing: .easeInEaseOut, autoreverses: true, repeatCount: .infinity)
        return SceneAnimation(timeline: Timeline(["p": p]), size: Size(100, 100)) { values in
            let v = values["p", default: 0]
            return Scene(
                size: Size(100, 100),
                nodes: [.shape(Path(rect: Rect(x: 10 + 3 * v, y: v * v, width: 5, height: 5)), fill: .solid(.black))])
        }
    }

    static func sampling() throws -> AnimationSampling {
        try AnimationSampling(
            try animation(), start: 0, end: 2, frameTimes: (0..<60).map { Double($0) / 30 })
    }

    @Test func aNumberThatMovesWithAPropertyPlaysItsCurves() throws {
        let sampling = try Self.sampling()
        let run = try #require(sampling.runs.first)
        #expect(sampling.runs.count == 1)
        let xs = sampling.scenes.map { scene -> [Double] in
            guard case .shape(let shape) = scene.nodes[0], case .move(let p) = shape.path.elements[0] else { return [] }
            return [p.x]
        }
        let keyframes = sampling.keyframes(xs, in: run, tolerance: 1e-6)
        // One second there, one second back: keyframes at 0, 1 and 2 s, the way back on the mirrored curve.
        #expect(keyframes.map(\.time) == [0, 1, 2])
        #expect(keyframes.map(\.value) == [[10], [34], [10]])
        #expect(keyframes[0].easing == .easeInEaseOut)
        #expect(keyframes[1].easing == TimingFunction.easeInEaseOut.reversed)
    }

    @Test func otherNumbersKeepEverySampleWithinTheTolerance() throws {
        let sampling = try Self.sampling()
        let run = try #require(sampling.runs.first)
        let ys = sampling.scenes.map { scene -> [Double] in
            guard case .shape(let shape) = scene.nodes[0], case .move(let p) = shape.path.elements[0] else { return [] }
            return [p.y]
        }
        let tolerance = 0.05
        let keyframes = sampling.keyframes(ys, in: run, tolerance: tolerance)
        #expect(keyframes.count > 3 && keyframes.count < ys.count)
        for (time, y) in zip(sampling.times, ys) {
            // The true value, computed here from the construction: p follows the curve there and back.
            let p = try Self.animation().timeline!.values(at: time)["p"]!
            #expect(abs(p * p - y[0]) < 1e-9)
            #expect(abs(Keyframe.value(of: keyframes, at: time)[0] - y[0]) <= tolerance + 1e-12, "at \(time)")
        }
    }

    @Test func aNumberThatHoldsIsOneKeyframe() throws {
        let sampling = try Self.sampling()
        let widths = sampling.scenes.map { _ in [5.0] }
        #expect(sampling.keyframes(widths, in: sampling.runs[0], tolerance: 0).count == 1)
    }

    @Test func aChangeOfStructureIsFoundAtItsOwnTimeNotAtAFrame() throws {
        let switchTime = 0.123456789
        let sampling = try AnimationSampling(
            TimingAnimations.gainingASquare(at: switchTime), start: 0, end: 1,
            frameTimes: (0...10).map { Double($0) / 10 })
        #expect(sampling.runs.count == 2)
        let first = sampling.times[sampling.runs[1].lowerBound]
        let lastBefore = sampling.times[sampling.runs[0].upperBound - 1]
        // The new run starts at the instant the model switches, to a nanosecond, and the old
        // one keeps its numbers up to that instant.
        #expect(first >= switchTime && first - switchTime <= AnimationSampling.switchPrecision)
        #expect(lastBefore < switchTime && switchTime - lastBefore <= 2 * AnimationSampling.switchPrecision)
        #expect(sampling.scenes[sampling.runs[1].lowerBound].nodes.count == 2)
        #expect(sampling.times.count == 13)
    }

    @Test func aStartOverIsHeldUntilItsOwnTime() throws {
        let sampling = try AnimationSampling(
            try TimingAnimations.startingOver(), start: 0, end: 2, frameTimes: (0..<20).map { Double($0) / 10 })
        let xs = TimingAnimations.translations(sampling.scenes)
        let keyframes = sampling.keyframes(xs, in: sampling.runs[0], tolerance: 1e-6)
        let lead = AnimationSampling.jumpLead
        // 0 → 10 over the second, held at 10 for the last microsecond, 0 again at 1 s; and again.
        #expect(keyframes.map(\.holds) == [false, true, false, true, false])
        let times = keyframes.map(\.time)
        #expect(times[0] == 0 && abs(times[1] - (1 - lead)) < 1e-12 && times[2] == 1)
        #expect(abs(keyframes[1].value[0] - 10) < 1e-4)
        #expect(keyframes[2].value == [0])
        // Between frames, and at the jump itself, the keyframes give the model's value.
        for time in [0.05, 0.95, 1 - lead / 2, 1, 1.0 + 1e-7, 1.55] {
            let expected = 10 * (time - time.rounded(.down))
            let written = Keyframe.value(of: keyframes, at: time)[0]
            #expect(abs(written - expected) < 1e-4, "at \(time): \(written), the model \(expected)")
        }
    }

    @Test func aNumberInStepWithAPropertyOnlyPartOfTheTimePlaysItsCurvesThere() throws {
        // x is a contour's share of an eased trim p: 0 until p = ¼, 100 from p = ¾, in step
        // with p between (as a trim over two contours is written contour by contour).
        let p = try PropertyAnimation.basic(from: 0, to: 1, duration: 1, timing: .easeInEaseOut)
        let animation = SceneAnimation(timeline: Timeline(["p": p]), size: Size(100, 100)) { values in
            let share = 100 * min(1, max(0, 2 * values["p", default: 0] - 0.5))
            return Scene(
                size: Size(100, 100),
                nodes: [.shape(Path(rect: Rect(x: share, y: 0, width: 5, height: 5)), fill: .solid(.black))])
        }
        let frames = (0...60).map { Double($0) / 60 }
        let sampling = try AnimationSampling(animation, start: 0, end: 1, frameTimes: frames)
        let xs = sampling.scenes.map { scene -> [Double] in
            guard case .shape(let shape) = scene.nodes[0], case .move(let point) = shape.path.elements[0] else {
                return []
            }
            return [point.x]
        }
        let tolerance = 0.025
        let keyframes = sampling.keyframes(xs, in: sampling.runs[0], tolerance: tolerance)
        // Held, then the trim's own curve (a piece of easeInEaseOut), then held: far fewer
        // keyframes than straight lines would need.
        let straight = AnimationSampling.reduced(xs, at: sampling.times, tolerance: tolerance)
        #expect(keyframes.count <= 8 && keyframes.count * 3 < straight.count, "\(keyframes.count) \(straight.count)")
        #expect(keyframes.contains { $0.easing != .linear })
        for (time, x) in zip(sampling.times, xs) {
            #expect(abs(Keyframe.value(of: keyframes, at: time)[0] - x[0]) <= tolerance + 1e-9, "at \(time)")
        }
    }
}
