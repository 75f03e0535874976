import Testing

@testable import TTGScene

/// The stretches a property animation unrolls into (what vector exporters write as native
/// keyframes) against the animation's own values: over each stretch the value must go from
/// its value at the start to its value just before the end along the stretch's curve.
@Suite struct TimedSegmentTests {
    static let animations: [(String, PropertyAnimation)] = {
        let curve = try! TimingFunction(controlPoints: 0.3, 0.1, 0.2, 0.95)
        return [
            ("basic eased", try! .basic(from: 0, to: 10, duration: 0.8, timing: .easeInEaseOut)),
            (
                "autoreversed, repeated, faster, late",
                try! .basic(
                    from: -2, to: 5, duration: 0.6, timing: curve, autoreverses: true, repeatCount: 2.5, speed: 1.5,
                    beginTime: 0.4)
            ),
            (
                "keyframes with their own curves, forever",
                try! PropertyAnimation(
                    keyframes: Keyframes(
                        values: [0, 3, -1, 4], keyTimes: [0.1, 0.3, 0.7, 0.9],
                        segmentTimings: [.easeIn, .linear, curve]), duration: 1.1, repeatCount: .infinity)
            ),
            (
                "a whole-cycle curve over linear keyframes",
                try! PropertyAnimation(
                    keyframes: Keyframes(values: [1, 6, 2], keyTimes: [0, 0.4, 1]), duration: 0.9,
                    timing: .easeInEaseOut, autoreverses: true, repeatCount: .infinity)
            ),
        ]
    }()

    @Test(arguments: animations.indices)
    func stretchesFollowTheirCurves(_ index: Int) throws {
        let (name, animation) = Self.animations[index]
        let segments = try #require(animation.segments(from: -0.3, to: 4.1), "\(name)")
        #expect(segments.first?.start == -0.3)
        #expect(segments.last?.end == 4.1)
        for (a, b) in zip(segments, segments.dropFirst()) { #expect(abs(a.end - b.start) < 1e-12, "\(name): no gap") }
        for segment in segments {
            let length = segment.end - segment.start
            let from = animation.value(at: segment.start)
            // Just before the end (the model counts a billionth of a cycle as the end itself): at a
            // start-over the value at the end is the next cycle's.
            let to = animation.value(at: segment.end - length * 1e-7)
            #expect(
                segment.jumpsAtEnd == (abs(animation.value(at: segment.end) - to) > 1e-4), "\(name) at \(segment.end)")
            for k in 1..<10 {
                let u = Double(k) / 10
                let expected = from + (to - from) * segment.easing.progress(u)
                let actual = animation.value(at: segment.start + u * length)
                #expect(abs(actual - expected) < 1e-5, "\(name) at \(segment.start + u * length) in \(segment)")
            }
        }
    }

    @Test func aCurveOfACurveHasNoSingleCurve() throws {
        let animation = try PropertyAnimation(
            keyframes: Keyframes(values: [0, 1, 3], segmentTimings: [.easeIn, .easeOut]), duration: 1,
            timing: .easeInEaseOut)
        #expect(animation.segments(from: 0, to: 1) == nil)
    }

    @Test func partsOfACurveAreCurves() throws {
        let curves = [TimingFunction.easeInEaseOut, .easeIn, try TimingFunction(controlPoints: 0.1, 0.7, 0.6, 0.2)]
        for curve in curves {
            for (x0, x1) in [(0.0, 0.5), (0.2, 0.9), (0.35, 0.4), (0.5, 1)] {
                let part = try #require(curve.part(fromTime: x0, toTime: x1))
                let y0 = curve.progress(x0)
                let y1 = curve.progress(x1)
                for k in 0...20 {
                    let u = Double(k) / 20
                    let expected = (curve.progress(x0 + u * (x1 - x0)) - y0) / (y1 - y0)
                    #expect(abs(part.progress(u) - expected) < 1e-7, "\(curve) \(x0)…\(x1) at \(u)")
                }
            }
        }
    }

    @Test func theWayBackIsTheMirroredCurve() {
        let curve = TimingFunction.easeIn
        for k in 0...20 {
            let u = Double(k) / 20
            #expect(abs(curve.reversed.progress(u) - (1 - curve.progress(1 - u))) < 1e-9)
        }
    }
}
