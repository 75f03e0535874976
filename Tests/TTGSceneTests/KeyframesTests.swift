import TTGScene
import Testing

/// The keyframes of the refresh spec's motion primitives.
enum SpecKeyframes {
    static let opacityBlink = try! Keyframes(values: [1, 0.25, 1, 0.65, 1], keyTimes: [0, 0.18, 0.34, 0.52, 1])
    static let pixelSnap = try! Keyframes(
        values: [1, 1, 1.14, 1.14, 0.96, 1],
        keyTimes: [0, 0.18, 0.19, 0.48, 0.49, 1])
    static let launch = try! Keyframes(values: [8, -8, 4, -4, 0], keyTimes: [0, 0.32, 0.56, 0.76, 1])
}

/// Checks `keyframes` at each (progress, expected value) to 1e-12.
func expectValues(
    _ keyframes: Keyframes, _ cases: [(Double, Double)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (progress, expected) in cases {
        let value = keyframes.value(atProgress: progress)
        #expect(
            abs(value - expected) < 1e-12, "at \(progress): \(value), expected \(expected)",
            sourceLocation: sourceLocation)
    }
}

@Suite struct KeyframesTests {
    @Test func valuesAreExactAtKeyTimes() {
        for keyframes in [SpecKeyframes.opacityBlink, SpecKeyframes.pixelSnap, SpecKeyframes.launch] {
            for (time, value) in zip(keyframes.keyTimes, keyframes.values) {
                #expect(keyframes.value(atProgress: time) == value)
            }
        }
    }

    @Test func opacityBlink() {
        expectValues(
            SpecKeyframes.opacityBlink,
            [
                (0, 1), (0.09, 0.625), (0.18, 0.25), (0.26, 0.625), (0.34, 1),
                (0.43, 0.825), (0.52, 0.65), (0.76, 0.825), (1, 1),
            ])
    }

    @Test func pixelSnap() {
        expectValues(
            SpecKeyframes.pixelSnap,
            [
                (0.1, 1), (0.185, 1.07), (0.19, 1.14), (0.3, 1.14), (0.485, 1.05),
                (0.49, 0.96), (0.745, 0.98), (1, 1),
            ])
    }

    @Test func launch() {
        expectValues(
            SpecKeyframes.launch,
            [
                (0, 8), (0.16, 0), (0.32, -8), (0.44, -2), (0.56, 4), (0.66, 0),
                (0.76, -4), (0.88, -2), (1, 0),
            ])
    }

    @Test func outsideTheKeyTimesHoldsTheEnds() throws {
        let keyframes = try Keyframes(values: [3, 5], keyTimes: [0.2, 0.8])
        expectValues(keyframes, [(-1, 3), (0, 3), (0.2, 3), (0.5, 4), (0.8, 5), (1, 5), (2, 5)])
        #expect(keyframes.value(atProgress: .nan) == 3)
    }

    @Test func defaultKeyTimesAreEvenlySpaced() throws {
        let keyframes = try Keyframes(values: [0, 10, 20, 40])
        #expect(keyframes.keyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
        expectValues(keyframes, [(1.0 / 6, 5), (0.5, 15), (5.0 / 6, 30)])
        #expect(keyframes == (try Keyframes(values: [0, 10, 20, 40], keyTimes: [0, 1.0 / 3, 2.0 / 3, 1])))
    }

    @Test func aSingleValueIsConstant() throws {
        let keyframes = try Keyframes(values: [2.5])
        #expect(keyframes.keyTimes == [0] && keyframes.isConstant)
        expectValues(keyframes, [(0, 2.5), (0.5, 2.5), (1, 2.5)])
        #expect(try Keyframes(values: [1, 1, 1]).isConstant)
        #expect(!SpecKeyframes.launch.isConstant)
    }

    @Test func segmentTimingsEaseEachSegment() throws {
        let keyframes = try Keyframes(values: [0, 10, 0], segmentTimings: [.easeIn, .easeOut])
        let easeIn = referenceProgress(.easeIn, at: 0.5)
        let easeOut = referenceProgress(.easeOut, at: 0.5)
        #expect(abs(keyframes.value(atProgress: 0.25) - 10 * easeIn) < 1e-9)
        #expect(abs(keyframes.value(atProgress: 0.75) - 10 * (1 - easeOut)) < 1e-9)
        #expect(keyframes.value(atProgress: 0.5) == 10)
    }

    @Test func invalidKeyframesAreRejected() {
        #expect(throws: AnimationError.noValues) { try Keyframes(values: []) }
        #expect(throws: AnimationError.nonFiniteValue(index: 1, value: .infinity)) {
            try Keyframes(values: [0, .infinity])
        }
        #expect(throws: AnimationError.self) { try Keyframes(values: [.nan]) }
        #expect(throws: AnimationError.keyTimeCountMismatch(values: 3, keyTimes: 2)) {
            try Keyframes(values: [0, 1, 2], keyTimes: [0, 1])
        }
        #expect(throws: AnimationError.keyTimesNotIncreasing(index: 2)) {
            try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 0.5])
        }
        #expect(throws: AnimationError.keyTimesNotIncreasing(index: 1)) {
            try Keyframes(values: [0, 1], keyTimes: [0.6, 0.4])
        }
        #expect(throws: AnimationError.keyTimeOutOfRange(index: 1, value: 1.2)) {
            try Keyframes(values: [0, 1], keyTimes: [0, 1.2])
        }
        #expect(throws: AnimationError.self) { try Keyframes(values: [0, 1], keyTimes: [.nan, 1]) }
        #expect(throws: AnimationError.segmentTimingCountMismatch(segments: 2, timings: 1)) {
            try Keyframes(values: [0, 1, 2], segmentTimings: [.linear])
        }
        #expect(
            AnimationError.keyTimeCountMismatch(values: 3, keyTimes: 2).description
                == "2 key times for 3 values; expected one key time per value")
        #expect(
            AnimationError.keyTimesNotIncreasing(index: 2).description
                == "key time 2 is not greater than key time 1; key times must increase")
    }
}
