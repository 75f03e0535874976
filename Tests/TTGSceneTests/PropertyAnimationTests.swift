import TTGScene
import Testing

/// softPulse(1.06, 0.9) from the refresh spec: scale 1 → 1.06, autoreverse, easeInEaseOut, forever.
let softPulse = try! PropertyAnimation.basic(
    from: 1, to: 1.06, duration: 0.9, timing: .easeInEaseOut,
    autoreverses: true, repeatCount: .infinity)
/// gradientRotation(1.8): angle 0 → 2π, linear, forever.
let gradientRotation = try! PropertyAnimation.basic(from: 0, to: 2 * .pi, duration: 1.8, repeatCount: .infinity)

/// 0, 0.01, …, 4 seconds.
let timeGrid = (0...400).map { Double($0) / 100 }

@Suite struct PropertyAnimationTests {
    @Test func basicPlaysItsTimingCurve() throws {
        let animation = try PropertyAnimation.basic(from: 2, to: 12, duration: 1, timing: .easeInEaseOut)
        for t in [0.1, 0.25, 0.5, 0.8] {
            #expect(abs(animation.value(at: t) - (2 + 10 * referenceProgress(.easeInEaseOut, at: t))) < 1e-9)
        }
        #expect(animation.value(at: 0) == 2 && animation.value(at: 1) == 12)
    }

    @Test func autoreverseIsSymmetric() {
        let d = 0.9
        #expect(softPulse.value(at: 0) == 1)
        #expect(softPulse.value(at: d) == 1.06)
        #expect(softPulse.value(at: 2 * d) == 1)
        for s in stride(from: 0.0, through: d, by: 0.01) {
            #expect(abs(softPulse.value(at: d + s) - softPulse.value(at: d - s)) < 1e-12, "s = \(s)")
        }
    }

    @Test func autoreverseWithKeyframesPlaysThemBackward() throws {
        let launch = try PropertyAnimation(keyframes: SpecKeyframes.launch, duration: 1, autoreverses: true)
        #expect(abs(launch.value(at: 1.44) - 4) < 1e-12)  // back at progress 0.56
        #expect(abs(launch.value(at: 1.68) + 8) < 1e-12)  // back at progress 0.32
        #expect(launch.value(at: 2) == 8 && launch.value(at: 5) == 8)
    }

    @Test func periods() throws {
        #expect(softPulse.period == 1.8 && softPulse.cycleDuration == 1.8)
        #expect(gradientRotation.period == 1.8)
        let fast = try PropertyAnimation.basic(
            from: 1, to: 1.06, duration: 0.9, autoreverses: true,
            repeatCount: .infinity, speed: 1.3)
        #expect(fast.period == 2 * 0.9 / 1.3)
        let once = try PropertyAnimation.basic(from: 0, to: 1, duration: 0.3)
        #expect(once.period == nil && once.cycleDuration == 0.3 && !once.repeatsForever)
    }

    @Test func valuesRepeatAfterEveryPeriod() throws {
        let blink = try PropertyAnimation(
            keyframes: SpecKeyframes.opacityBlink, duration: 0.42,
            repeatCount: .infinity)
        for animation in [softPulse, gradientRotation, blink] {
            let period = try #require(animation.period)
            for t in timeGrid {
                for k in [1.0, 2, 7, 1000] {
                    let later = animation.value(at: t + k * period)
                    let now = animation.value(at: t)
                    // A repeating (not autoreversing) value jumps back at cycle boundaries: compare off them.
                    if abs(later - now) > 1e-9 {
                        let cycles = t / period
                        #expect(abs(cycles - cycles.rounded()) < 1e-6, "t = \(t), k = \(k)")
                    }
                }
            }
        }
    }

    @Test func exactlyAtThePeriodTheValueIsTheStartValue() throws {
        for animation in [softPulse, gradientRotation] {
            let period = try #require(animation.period)
            #expect(animation.value(at: period) == animation.value(at: 0))
            #expect(animation.value(at: 25 * period) == animation.value(at: 0))
        }
        // Frame times i / 30 that are whole periods of 1.8 s, up to rounding.
        for i in stride(from: 54, through: 54_000, by: 54) {
            #expect(gradientRotation.value(at: Double(i) / 30) == 0, "frame \(i)")
        }
    }

    @Test func aFiniteRepeatHoldsTheEndValue() throws {
        let once = try PropertyAnimation.basic(from: 0, to: 10, duration: 0.5, timing: .easeIn)
        #expect(once.endTime == 0.5)
        for t in [0.5, 0.5000000001, 0.6, 3, 1e9, .infinity] { #expect(once.value(at: t) == 10, "t = \(t)") }
        let there = try PropertyAnimation.basic(from: 0, to: 10, duration: 0.5, autoreverses: true)
        #expect(there.endTime == 1 && there.value(at: 0.5) == 10 && there.value(at: 2) == 0)
        let twoAndAHalf = try PropertyAnimation.basic(from: 0, to: 10, duration: 1, repeatCount: 2.5)
        #expect(twoAndAHalf.endTime == 2.5)
        #expect(abs(twoAndAHalf.value(at: 1.25) - 2.5) < 1e-12)
        #expect(twoAndAHalf.value(at: 2.5) == 5 && twoAndAHalf.value(at: 40) == 5)
    }

    @Test func beforeTheBeginTimeTheStartValueHolds() throws {
        let delayed = try PropertyAnimation.basic(from: 3, to: 5, duration: 1, beginTime: 2)
        for t in [-1e12, -5, 0, 1.99, 2] { #expect(delayed.value(at: t) == 3, "t = \(t)") }
        #expect(abs(delayed.value(at: 2.5) - 4) < 1e-12)
        #expect(delayed.value(at: 3) == 5 && delayed.endTime == 3)
        let repeating = try PropertyAnimation.basic(
            from: 3, to: 5, duration: 1, repeatCount: .infinity,
            speed: 4, beginTime: -0.3)
        #expect(abs(repeating.value(at: 0) - 3.4) < 1e-12)  // 0.3 s at speed 4: 1.2 cycles in
    }

    @Test func speedDividesDurations() throws {
        let normal = try PropertyAnimation(
            keyframes: SpecKeyframes.launch, duration: 0.62, timing: .easeInEaseOut,
            repeatCount: .infinity)
        let double = try PropertyAnimation(
            keyframes: SpecKeyframes.launch, duration: 0.62, timing: .easeInEaseOut,
            repeatCount: .infinity, speed: 2)
        #expect(double.period == 0.31)
        for t in timeGrid { #expect(abs(double.value(at: t / 2) - normal.value(at: t)) < 1e-9, "t = \(t)") }
        let once = try PropertyAnimation.basic(from: 0, to: 1, duration: 3, repeatCount: 2, speed: 2)
        #expect(once.endTime == 3 && once.value(at: 3) == 1)
    }

    @Test func negativeHugeAndNonFiniteTimes() {
        for animation in [softPulse, gradientRotation] {
            #expect(animation.value(at: -1e300) == animation.value(at: 0))
            #expect(animation.value(at: -.infinity) == animation.value(at: 0))
            #expect(animation.value(at: .nan) == animation.value(at: 0))
            for t in [1e6 + 0.3, 1e12 + 0.5, 1e300, .infinity] { #expect(animation.value(at: t).isFinite) }
        }
        // 1e6 s is a whole number of 1.8 s periods plus 1 s (1e6 = 555 555 · 1.8 + 1).
        #expect(abs(softPulse.value(at: 1e6 + 0.3) - softPulse.value(at: 1.3)) < 1e-6)
    }

    @Test func invalidTimingIsRejected() {
        let keyframes = SpecKeyframes.launch
        #expect(throws: AnimationError.invalidDuration(0)) { try PropertyAnimation(keyframes: keyframes, duration: 0) }
        #expect(throws: AnimationError.invalidDuration(-1)) {
            try PropertyAnimation(keyframes: keyframes, duration: -1)
        }
        #expect(throws: AnimationError.invalidDuration(.infinity)) {
            try PropertyAnimation(keyframes: keyframes, duration: .infinity)
        }
        #expect(throws: AnimationError.self) { try PropertyAnimation(keyframes: keyframes, duration: .nan) }
        #expect(throws: AnimationError.invalidSpeed(0)) {
            try PropertyAnimation(keyframes: keyframes, duration: 1, speed: 0)
        }
        #expect(throws: AnimationError.invalidRepeatCount(0)) {
            try PropertyAnimation(keyframes: keyframes, duration: 1, repeatCount: 0)
        }
        #expect(throws: AnimationError.self) {
            try PropertyAnimation(keyframes: keyframes, duration: 1, repeatCount: .nan)
        }
        #expect(throws: AnimationError.nonFiniteBeginTime(.infinity)) {
            try PropertyAnimation(keyframes: keyframes, duration: 1, beginTime: .infinity)
        }
        #expect(throws: AnimationError.nonFiniteValue(index: 1, value: .infinity)) {
            try PropertyAnimation.basic(from: 0, to: .infinity, duration: 1)
        }
        #expect(AnimationError.invalidSpeed(0).description == "speed 0.0; expected a number greater than 0")
    }
}
