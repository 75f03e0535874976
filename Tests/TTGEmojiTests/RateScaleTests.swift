import TTGEmoji
import Testing

/// Clamping, stepping and progress on the rate scale.
@Suite struct RateScaleTests {
    @Test func defaultsAreZeroToFiveContinuous() {
        let scale = RateScale.standard
        #expect(scale.minimum == 0 && scale.maximum == 5 && scale.step == 0)
        #expect(scale.clamp(3.37) == 3.37)
    }

    @Test func clampsToTheRange() throws {
        let scale = try RateScale(minimum: 1, maximum: 10)
        #expect(scale.clamp(-4) == 1)
        #expect(scale.clamp(12) == 10)
        #expect(scale.clamp(.infinity) == 10)
        #expect(scale.clamp(-.infinity) == 1)
        #expect(scale.clamp(.nan) == 1)
    }

    @Test func snapsToTheStepFromTheMinimum() throws {
        let halves = try RateScale(minimum: 0, maximum: 5, step: 0.5)
        #expect(halves.clamp(2.2) == 2)
        #expect(halves.clamp(2.3) == 2.5)
        #expect(halves.clamp(4.9) == 5)
        let wholes = try RateScale(minimum: 0.5, maximum: 4, step: 1)
        #expect(wholes.clamp(1.9) == 1.5)
        #expect(wholes.clamp(2.1) == 2.5)
        #expect(wholes.clamp(3.9) == 3.5)
        // 4.6 snaps to 5, past the maximum: clamped again.
        let short = try RateScale(minimum: 0, maximum: 4.6, step: 1)
        #expect(short.clamp(4.6) == 4.6)
        #expect(short.clamp(4.4) == 4)
    }

    @Test func progressRunsFromZeroToOne() throws {
        let scale = try RateScale(minimum: 2, maximum: 6)
        #expect(scale.progress(2) == 0)
        #expect(scale.progress(4) == 0.5)
        #expect(scale.progress(6) == 1)
        #expect(scale.progress(9) == 1)
        #expect(scale.progress(-1) == 0)
        let stepped = try RateScale(minimum: 0, maximum: 5, step: 1)
        #expect(stepped.progress(2.4) == 0.4)
    }

    @Test func refusesAnEmptyRangeANegativeStepAndNonFiniteNumbers() {
        #expect(throws: EmojiError.emptyRange(minimum: 5, maximum: 5)) { try RateScale(minimum: 5, maximum: 5) }
        #expect(throws: EmojiError.emptyRange(minimum: 5, maximum: 1)) { try RateScale(minimum: 5, maximum: 1) }
        #expect(throws: EmojiError.negativeStep(-0.5)) { try RateScale(step: -0.5) }
        #expect(throws: EmojiError.self) { try RateScale(maximum: .infinity) }
        #expect(throws: EmojiError.self) { try RateScale(step: .nan) }
    }
}
