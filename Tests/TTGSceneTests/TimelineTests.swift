import TTGScene
import Testing

/// A property animated from `from` to `to` forever, as the refresh motions are.
func forever(
    _ from: Double, _ to: Double, _ duration: Double, autoreverses: Bool = false,
    speed: Double = 1
) -> PropertyAnimation {
    try! PropertyAnimation.basic(
        from: from, to: to, duration: duration,
        timing: autoreverses ? .easeInEaseOut : .linear,
        autoreverses: autoreverses, repeatCount: .infinity, speed: speed)
}

@Suite struct TimelineTests {
    @Test func softPulseWithGradientRotation() {
        let timeline = Timeline([
            "scale": forever(1, 1.06, 0.9, autoreverses: true),
            "gradientAngle": forever(0, 2 * .pi, 1.8),
        ])
        #expect(timeline.loop() == .seconds(1.8, exact: Rational(9, 5)!))
        #expect(timeline.loopPeriod == 1.8 && timeline.duration == 1.8)
    }

    @Test func autoreverseAndRepeatOfOneDuration() {
        let timeline = Timeline(["bob": forever(-5, 5, 0.48, autoreverses: true), "dash": forever(0, -18, 0.48)])
        #expect(timeline.loopPeriod == 0.96)
    }

    @Test func dashFlowWithStrokeSweep() {
        let timeline = Timeline([
            "dashPhase": forever(0, -52, 0.44), "trimStart": forever(0, 0.28, 0.8, autoreverses: true),
        ])
        #expect(timeline.loop() == .seconds(17.6, exact: Rational(88, 5)!))
        #expect(timeline.values(at: 17.6) == timeline.values(at: 0))
    }

    @Test func speedAppliedToEveryProperty() throws {
        let timeline = Timeline([
            "scale": forever(1, 1.06, 0.9, autoreverses: true, speed: 1.3),
            "gradientAngle": forever(0, 2 * .pi, 1.8, speed: 1.3),
        ])
        #expect(timeline.loop() == .seconds(18.0 / 13, exact: Rational(18, 13)!))
        let period = try #require(timeline.loopPeriod)
        #expect(period == 1.8 / 1.3)
        #expect(timeline.values(at: period) == timeline.values(at: 0))
        for t in timeGrid {
            let now = timeline.values(at: t)
            let later = timeline.values(at: t + period)
            for name in ["scale", "gradientAngle"] {
                let difference = abs(later[name, default: 0] - now[name, default: 0])
                #expect(difference < 1e-9 || abs(difference - 2 * .pi) < 1e-9, "t = \(t) \(name)")
            }
        }
    }

    @Test func threeStylesOfTheRefreshSpec() {
        // quantumKnot: gradientRotation(1.05) + rotationWobble(0.20, 0.7) + softPulse(1.08, 0.7)
        let quantumKnot = Timeline([
            "gradientAngle": forever(0, 2 * .pi, 1.05),
            "rotation": forever(-0.2, 0.2, 0.7, autoreverses: true),
            "scale": forever(1, 1.08, 0.7, autoreverses: true),
        ])
        #expect(quantumKnot.loop() == .seconds(4.2, exact: Rational(21, 5)!))
        // rocketOrbit: launch(0.62) + dashFlow(−42, 0.5)
        let launch = try! PropertyAnimation(
            keyframes: SpecKeyframes.launch, duration: 0.62,
            timing: .easeInEaseOut, repeatCount: .infinity)
        let rocketOrbit = Timeline(["translateY": launch, "dashPhase": forever(0, -42, 0.5)])
        #expect(rocketOrbit.loop() == .seconds(15.5, exact: Rational(31, 2)!))
        // cyberGrid in the footer role at animationSpeed 0.7: durations max(0.24, 0.82 d) / 0.7.
        let cyberGrid = Timeline([
            "dashPhase": forever(0, -28, 0.82 * 0.30, speed: 0.7),
            "translateX": forever(-3, 3, 0.24, autoreverses: true, speed: 0.7),
        ])
        // 0.246 / 0.7 = 123/350 and 0.48 / 0.7 = 24/35: lcm(123, 24) / gcd(350, 35) = 984/35.
        #expect(cyberGrid.loop() == .seconds(984.0 / 35, exact: Rational(984, 35)!))
    }

    @Test func aPropertyThatEndsHasNoLoop() throws {
        let fade = try PropertyAnimation.basic(from: 1, to: 0, duration: 0.3, beginTime: 0.3)
        let timeline = Timeline(["scale": forever(1, 1.06, 0.9, autoreverses: true), "opacity": fade])
        #expect(timeline.loop() == .finite(property: "opacity"))
        #expect(timeline.loopPeriod == nil)
        #expect(timeline.duration == 0.6)
    }

    @Test func constantPropertiesAreIgnored() throws {
        let hold = try PropertyAnimation(keyframes: Keyframes(values: [2, 2]), duration: 5)
        #expect(Timeline(["rotation": forever(0, 1, 0.5), "width": hold]).loopPeriod == 0.5)
        let still = Timeline(["width": hold])
        #expect(still.loop() == .still && still.loopPeriod == nil && still.duration == 0)
        #expect(Timeline().loop() == .still && Timeline().duration == 0)
    }

    @Test func aCommonPeriodBeyondTheCapIsGivenUp() {
        // Periods p/1000 s with distinct primes p: they repeat together only after ∏p / 1000 s.
        let primes = [997, 991, 983]
        var timeline = Timeline()
        for p in primes { timeline["p\(p)"] = forever(0, 1, Double(p) / 1000) }
        #expect(timeline.loop() == .longerThanCap(cap: 3600))
        #expect(timeline.loopPeriod == nil)
        #expect(timeline.duration == 0.997)  // the longest single period
        let product = primes.reduce(1, *)
        #expect(timeline.loop(cap: 1e7) == .seconds(Double(product) / 1000, exact: Rational(product, 1000)!))
        #expect(timeline.loop(cap: 1) == .longerThanCap(cap: 1))
        #expect(Timeline(["slow": forever(0, 1, 4000)]).loop() == .longerThanCap(cap: 3600))
        #expect(Timeline(["tiny": forever(0, 1, 1e-8)]).loop() == .longerThanCap(cap: 3600))  // no fraction
    }

    @Test func durationOfFiniteTimelines() throws {
        let snap = try PropertyAnimation.basic(from: 0, to: 120, duration: 0.3, timing: .easeInEaseOut)
        let fade = try PropertyAnimation.basic(from: 1, to: 0, duration: 0.2, repeatCount: 2, beginTime: 0.3)
        let timeline = Timeline(["x": snap, "opacity": fade])
        #expect(timeline.duration == 0.7)
        let early = try PropertyAnimation.basic(from: 0, to: 1, duration: 1, beginTime: -3)
        #expect(Timeline(["x": early]).duration == 0)
    }

    @Test func valuesByName() throws {
        var timeline = Timeline(["scale": forever(1, 1.06, 0.9, autoreverses: true)])
        let values = timeline.values(at: 0.9)
        #expect(values["scale"] == 1.06 && values["scale", default: 1] == 1.06)
        #expect(values["opacity"] == nil && values["opacity", default: 1] == 1)
        let copy = timeline
        timeline["scale"] = nil
        #expect(timeline.animations.isEmpty && copy.animations.count == 1 && copy != timeline)
        #expect(copy == Timeline(["scale": forever(1, 1.06, 0.9, autoreverses: true)]))
    }
}
