import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// The busy motion as a timeline, its seamless loop, the sequence, trims and gradients.
@Suite(.slow) struct GlyphMotionTests {
    @Test(arguments: RefreshStyle.Name.allCases)
    func loopIsSeamless(_ name: RefreshStyle.Name) throws {
        for role in RefreshRole.allCases {
            let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: role)
            let animation = try glyph.animation(state: role.busyState)
            let period = try #require(animation.loopPeriod, "\(name) \(role) loops")
            #expect(animation.scene(0) == animation.scene(period), "\(name) \(role): frame 0 == frame at the period")
            // And at the frame index period × fps, as the exporter computes times.
            let fps = 30.0
            let frames = (period * fps).rounded()
            if abs(frames - period * fps) < 1e-9 {
                #expect(animation.scene(0) == animation.scene(frames / fps))
            }
        }
    }

    @Test func loopPeriodIsTheLeastCommonMultiple() throws {
        // dashFlow 0.44 repeating and strokeSweep 0.8 autoreversing (1.6): lcm 17.6 s.
        let circuit = RefreshGlyph(style: RefreshStyle.style(.pulseCircuit))
        #expect(abs(try #require(try circuit.motionTimeline().loopPeriod) - 17.6) < 1e-9)
        // gradientRotation 1.8 and softPulse 0.9 autoreversing (1.8): 1.8 s.
        let aurora = RefreshGlyph(style: RefreshStyle.style(.auroraLoop))
        #expect(abs(try #require(try aurora.motionTimeline().loopPeriod) - 1.8) < 1e-9)
        // Speed 2 halves it.
        let fast = RefreshGlyph(style: RefreshStyle.style(.auroraLoop), template: RefreshTemplate(animationSpeed: 2))
        #expect(abs(try #require(try fast.motionTimeline().loopPeriod) - 0.9) < 1e-9)
    }

    @Test func timelineHasOnePropertyPerPrimitive() throws {
        let knot = try RefreshGlyph(style: RefreshStyle.style(.quantumKnot)).motionTimeline()
        #expect(Set(knot.animations.keys) == ["gradientRotation", "rotation", "scale"])
        let rocket = try RefreshGlyph(style: RefreshStyle.style(.rocketOrbit), role: .footer).motionTimeline()
        #expect(Set(rocket.animations.keys) == ["translateY", "dashPhase"])
        #expect(abs(rocket["translateY"]!.duration - 0.82 * 0.62) < 1e-12)
    }

    @Test func busyPoseAppliesTheMotionOverAFullStroke() throws {
        let whale = RefreshGlyph(style: RefreshStyle.style(.whaleDive))
        let start = try whale.busyPose(at: 0)
        #expect(start.trimEnd == 1 && start.translateY == -7 && abs(start.rotation + 0.08) < 1e-12)
        let middle = try whale.busyPose(at: 0.82)
        #expect(abs(middle.translateY - 7) < 1e-9 && abs(middle.rotation - 0.08) < 1e-9)
        let flame = try RefreshGlyph(style: RefreshStyle.style(.flameJet)).busyPose(at: 0.34)
        #expect(abs(flame.scale - 1.13) < 1e-9)
    }

    @Test func dashFlowMovesTheDashesAlongThePath() throws {
        let grid = RefreshGlyph(style: RefreshStyle.style(.cyberGrid))
        #expect(try grid.busyPose(at: 0.15).dashPhase == -14)
        let stroke0 = try #require(strokeNode(grid.scene(try grid.busyPose(at: 0))))
        let stroke1 = try #require(strokeNode(grid.scene(try grid.busyPose(at: 0.15))))
        #expect(stroke0.path == stroke1.path)
        #expect(stroke0.stroke?.dash == [8, 6] && stroke1.stroke?.dashPhase == -14)
        // A style without a dash pattern has no dash flow in its timeline.
        #expect(RefreshGlyph(style: RefreshStyle.style(.neonCat)).motion.count == 2)
    }

    @Test func trimUsesTheTotalLengthOfAllSubpaths() throws {
        // cyberGrid: eight lines and a diagonal; 0…f keeps f of the total length,
        // whole subpaths first, in drawing order.
        let path = RefreshGlyph(style: RefreshStyle.style(.cyberGrid)).path
        let total = path.length
        for f in [0.1, 0.35, 0.5, 0.9] {
            let kept = path.trimmed(from: 0, to: f)
            #expect(abs(kept.length - f * total) < 1e-6 * total)
        }
        // The grid's left edge comes first, a whole side of the layout rect: 70 × 0.64.
        let firstFraction = 70 * 0.64 / total
        #expect(path.trimmed(from: 0, to: firstFraction + 0.05).subpaths.count == 2)
    }

    @Test func auroraWaveGradientIsConicAndRotates() throws {
        let wave = RefreshGlyph(style: RefreshStyle.style(.auroraWave))
        guard case .conicGradient(let still) = wave.strokePaint(rotation: 0),
            case .conicGradient(let turned) = wave.strokePaint(rotation: 1)
        else {
            Issue.record("auroraWave is painted with a conic gradient")
            return
        }
        #expect(still.center == Point(35, 35))
        #expect(abs(turned.startAngle - still.startAngle - 1) < 1e-12)
        // The colors and the first again, evenly spaced, so the seam does not show.
        #expect(still.stops.map(\.color) == wave.colors + [wave.colors[0]])
        #expect(still.stops.first?.offset == 0 && still.stops.last?.offset == 1)
        // The gradient turns while refreshing; the path does not.
        let a = try wave.busyPose(at: 0)
        let b = try wave.busyPose(at: 0.3)
        #expect(a.rotation == b.rotation && abs(b.gradientRotation - 2 * .pi * 0.3 / 1.2) < 1e-9)
    }

    @Test func linearGradientRunsCornerToCornerAndTurnsAboutTheCenter() {
        let cat = RefreshGlyph(style: RefreshStyle.style(.neonCat))
        guard case .linearGradient(let still) = cat.strokePaint(rotation: 0),
            case .linearGradient(let half) = cat.strokePaint(rotation: .pi)
        else {
            Issue.record("linear gradient")
            return
        }
        #expect(still.start == Point(0, 0) && still.end == Point(70, 70))
        #expect(abs(half.start.x - 70) < 1e-9 && abs(half.end.y) < 1e-9)
        #expect(still.stops.count == 3 && still.stops.last?.color == cat.colors[0])
    }

    @Test func sequencePullsRefreshesAndEnds() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.vinylSpin))
        let sequence = RefreshSequence()
        let (cycles, phases) = try sequence.plan(for: glyph)
        #expect(cycles == [2])  // 2 × 0.95 s ≥ 1.8 s
        #expect(abs(phases.busyEnd - phases.busyStart - 1.9) < 1e-9)
        let timeline = try sequence.timeline(for: glyph)
        #expect(timeline.loopPeriod == nil && abs(timeline.duration - phases.total) < 1e-9)
        func pose(_ t: Double) -> GlyphPose { GlyphPose().applying(timeline.values(at: t)) }
        #expect(pose(0) == GlyphPose(pullProgress: 0))
        #expect(pose(phases.pulled).trimEnd == 1)
        #expect(pose(phases.busyStart + 0.95 / 4).rotation > 1)  // spinning
        #expect(pose(phases.total) == GlyphPose(pullProgress: 0).applying(AnimatedValues(["rotation": 0])))
        #expect(sequence.state(at: 0.5, phases: phases, role: .header) == .pulling)
        #expect(sequence.state(at: phases.busyStart + 0.1, phases: phases, role: .header) == .refreshing)
        #expect(sequence.state(at: phases.busyEnd + 0.1, phases: phases, role: .header) == .ending)
        #expect(sequence.state(at: phases.busyStart - 0.01, phases: phases, role: .footer) == .willLoad)
    }

    @Test func sceneIsAPureFunctionOfTime() throws {
        let glyph = RefreshGlyph(
            style: RefreshStyle.style(.rocketOrbit), role: .footer,
            template: RefreshTemplate(colors: [.white, .black], glyphSize: 120))
        let a = try glyph.animation(state: .loading)
        let b = try glyph.animation(state: .loading)
        #expect(a.scene(0.37) == b.scene(0.37))
        // The picture is the glyph's size, whatever the launch (8 of its 46 reference points) needs.
        #expect(a.size == Size(120, 120))
        #expect(a.size == glyph.scene(GlyphPose()).size)
    }

    /// The stroke: the path masking the gradient layer.
    private func strokeNode(_ scene: Scene) -> ShapeNode? {
        guard case .group(let glyph) = scene.nodes.first else { return nil }
        for case .group(let layer) in glyph.children {
            if case .shape(let shape) = layer.mask?.first { return shape }
        }
        return nil
    }
}
