import TTGRefresh
import TTGScene
import Testing

/// Each motion primitive sampled through the model at key times.
@Suite struct MotionPrimitiveTests {
    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// Value at t for a primitive in the header at speed 1.
    private func value(_ p: MotionPrimitive, _ t: Double, role: RefreshRole = .header, speed: Double = 1) throws
        -> Double
    {
        try p.animation(role: role, speed: speed).value(at: t)
    }

    @Test func repeatingRotationsGoFromZeroToTwoPiLinearly() throws {
        for p in [MotionPrimitive.gradientRotation(duration: 1.8), .wholeRotation(duration: 1.8)] {
            let d = 1.8
            #expect(try value(p, 0) == 0)
            #expect(near(try value(p, d / 4), .pi / 2))  // linear
            #expect(near(try value(p, d / 2), .pi))
            #expect(try value(p, d) == 0)  // repeats: the cycle restarts
            #expect(try value(p, 2 * d) == 0)
            #expect(near(try value(p, 1.5 * d), .pi))
        }
    }

    @Test func autoreversingPrimitivesGoThereAndBack() throws {
        // (primitive, from, to)
        let cases: [(MotionPrimitive, Double, Double)] = [
            (.softPulse(scale: 1.06, duration: 0.9), 1, 1.06),
            (.strokeSweep(duration: 0.9), 0, 0.28),
            (.lineWidthPulse(from: 0.75, to: 1.75, duration: 0.9), 0.75, 1.75),
            (.opacityBreath(duration: 0.9), 0.54, 1),
            (.verticalBob(distance: 5, duration: 0.9), -5, 5),
            (.horizontalFloat(distance: 6, duration: 0.9), -6, 6),
            (.rotationWobble(angle: 0.16, duration: 0.9), -0.16, 0.16),
        ]
        let d = 0.9
        for (p, from, to) in cases {
            #expect(near(try value(p, 0), from), "\(p) at 0")
            #expect(near(try value(p, d / 2), (from + to) / 2), "\(p) at d/2: easeInEaseOut is symmetric")
            #expect(near(try value(p, d), to), "\(p) at d")
            #expect(near(try value(p, 1.5 * d), (from + to) / 2), "\(p) at 1.5d")
            #expect(near(try value(p, 2 * d), from), "\(p) at 2d: back where it started")
            // easeInEaseOut: a quarter of the time is less than a quarter of the way.
            let quarter = (try value(p, d / 4) - from) / (to - from)
            #expect(quarter > 0 && quarter < 0.25, "\(p) eases in")
            #expect(try p.animation(role: .header, speed: 1).period == 2 * d)
        }
    }

    @Test func dashFlowRepeatsWithoutReversing() throws {
        let p = MotionPrimitive.dashFlow(distance: -52, duration: 0.44)
        #expect(try value(p, 0) == 0)
        #expect(near(try value(p, 0.22), -26))
        #expect(try value(p, 0.44) == 0)
        #expect(near(try value(p, 0.44 + 0.11), -13))
        #expect(try p.animation(role: .header, speed: 1).period == 0.44)
    }

    @Test func speedTwoHalvesEveryDuration() throws {
        let p = MotionPrimitive.verticalBob(distance: 4, duration: 1.2)
        #expect(p.duration(role: .header, speed: 2) == 0.6)
        #expect(near(try value(p, 0.6, speed: 2), 4))
        #expect(near(try value(p, 1.2, speed: 2), -4))
        #expect(near(try value(p, 0.3, speed: 2), 0))
        let spin = MotionPrimitive.wholeRotation(duration: 0.95)
        #expect(near(try value(spin, 0.95 / 4, speed: 2), .pi))
    }

    @Test func speedIsClampedToAFifth() {
        let p = MotionPrimitive.strokeSweep(duration: 1)
        #expect(p.duration(role: .header, speed: 0.05) == 5)
        #expect(p.duration(role: .header, speed: 0.2) == 5)
    }

    @Test func footerDurationsShrinkWithAFloor() {
        #expect(abs(MotionPrimitive.strokeSweep(duration: 1).duration(role: .footer, speed: 1) - 0.82) < 1e-12)
        #expect(MotionPrimitive.dashFlow(distance: -28, duration: 0.24).duration(role: .footer, speed: 1) == 0.24)
        // max(0.24, 0.82 d) first, then the speed.
        #expect(MotionPrimitive.dashFlow(distance: -28, duration: 0.24).duration(role: .footer, speed: 2) == 0.12)
    }

    @Test func opacityBlinkHitsItsKeyframes() throws {
        let p = MotionPrimitive.opacityBlink(duration: 0.42)
        for (time, expected) in zip([0.0, 0.18, 0.34, 0.52, 1], [1.0, 0.25, 1, 0.65, 1]) {
            #expect(near(try value(p, time * 0.42), expected), "at \(time)")
        }
        #expect(near(try value(p, 0.09 * 0.42), 0.625))  // linear between 1 and 0.25
        #expect(try p.animation(role: .header, speed: 1).period == 0.42)
    }

    @Test func pixelSnapStepsAtItsKeyTimes() throws {
        let p = MotionPrimitive.pixelSnap(duration: 0.38)
        for (time, expected) in zip([0.0, 0.18, 0.19, 0.48, 0.49, 1], [1.0, 1, 1.14, 1.14, 0.96, 1]) {
            #expect(near(try value(p, time * 0.38), expected), "at \(time)")
        }
        #expect(near(try value(p, 0.3 * 0.38), 1.14))
    }

    @Test func launchLiftsOffAndSettles() throws {
        let p = MotionPrimitive.launch(duration: 0.62)
        for (time, expected) in zip([0.0, 0.32, 0.56, 0.76], [8.0, -8, 4, -4]) {
            #expect(near(try value(p, time * 0.62), expected), "at \(time)")
        }
        // It settles at 0 at the end of the cycle, and the next launch starts from 8 again.
        #expect(near(try value(p, 0.62 * (1 - 1e-7)), 0, 1e-9))
        #expect(try value(p, 0.62) == 8 && (try value(p, 1.24)) == 8)
        // Each segment eases: halfway between key times 0.32 and 0.56 it is halfway from −8 to 4,
        // and a quarter of the way in it has done less than a quarter of the change.
        #expect(near(try value(p, 0.44 * 0.62), -2, 1e-9))
        #expect(try value(p, 0.38 * 0.62) < -8 + 12 * 0.25)
        #expect(try p.animation(role: .header, speed: 1).period == 0.62)
    }

    @Test func everyPrimitiveNamesItsProperty() {
        #expect(MotionPrimitive.softPulse(scale: 1, duration: 1).property == .scale)
        #expect(MotionPrimitive.pixelSnap(duration: 1).property == .scale)
        #expect(MotionPrimitive.launch(duration: 1).property == .translateY)
        #expect(MotionPrimitive.opacityBreath(duration: 1).property == .accentOpacity)
        #expect(MotionPrimitive.opacityBlink(duration: 1).property == .strokeOpacity)
        #expect(MotionPrimitive.strokeSweep(duration: 1).property == .trimStart)
        #expect(MotionPrimitive.softPulse(scale: 1.06, duration: 0.9).description == "softPulse(1.06, 0.9)")
    }
}
