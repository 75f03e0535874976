import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// The family's animations: a glyph in a state (alone or in its composite), the story,
/// and the gallery, each built whole before its first frame.
@Suite(.slow) struct GlyphAnimationTests {
    static let placements = RefreshPlacement.allCases

    @Test(arguments: placements)
    func statesThatDoNotLoopAreStills(_ placement: RefreshPlacement) throws {
        for role in RefreshRole.allCases {
            let glyph = RefreshGlyph(style: RefreshStyle.style(.koiStream), role: role)
            for state in role.states where !state.isBusy {
                let animation = try glyph.animation(state: state, progress: 0.4, in: placement)
                #expect(animation.duration == 0 && animation.loopPeriod == nil, "\(role) \(state)")
                let expected = glyph.scene(glyph.pose(state: state, progress: 0.4), state: state, in: placement)
                #expect(animation.scene(0) == expected && animation.scene(1.3) == expected, "\(role) \(state)")
                #expect(animation.size == glyph.canvasSize(in: placement))
            }
        }
    }

    @Test(arguments: placements)
    func busyStateWithoutATimeIsTheRestingPose(_ placement: RefreshPlacement) throws {
        for role in RefreshRole.allCases {
            let glyph = RefreshGlyph(style: RefreshStyle.style(.whaleDive), role: role)
            let animation = try glyph.animation(state: role.busyState, time: nil, in: placement)
            #expect(animation.duration == 0 && animation.loopPeriod == nil)
            let rest = GlyphPose(pullProgress: 1)
            #expect(try glyph.pose(state: role.busyState, time: nil) == rest)
            #expect(animation.scene(0.4) == glyph.scene(rest, state: role.busyState, in: placement))
        }
    }

    @Test(arguments: placements)
    func busyStateWithATimePlaysTheMotionFromThere(_ placement: RefreshPlacement) throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.neonCat), role: .footer)
        let animation = try glyph.animation(state: .loading, time: 0.25, in: placement)
        let timeline = try glyph.motionTimeline()
        #expect(animation.loopPeriod == timeline.loopPeriod && animation.duration == timeline.duration)
        for tau in [0.0, 0.1, 0.37, 1.2] {
            let expected = glyph.scene(try glyph.busyPose(at: 0.25 + tau), state: .loading, in: placement)
            #expect(animation.scene(tau) == expected, "at \(tau)")
        }
        #expect(try glyph.pose(state: .loading, time: 0.25) == (try glyph.busyPose(at: 0.25)))
    }

    @Test func motionTimelineFromATimeIsTheMotionShifted() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.rocketOrbit))
        let base = try glyph.motionTimeline()
        let shifted = try glyph.motionTimeline(from: 0.3)
        for tau in [0.0, 0.05, 0.31, 0.9] {
            let a = base.values(at: 0.3 + tau).values
            let b = shifted.values(at: tau).values
            #expect(Set(a.keys) == Set(b.keys))
            for (key, value) in a { #expect(abs(value - b[key]!) < 1e-12, "\(key) at \(tau)") }
        }
        #expect(shifted.loopPeriod == base.loopPeriod)
    }

    @Test func compositeAnimationIsTheStripWithTheStatesTitle() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.vinylSpin))
        let animation = try glyph.animation(state: .refreshing, time: 0, in: .composite)
        #expect(animation.size == Size(RefreshComposite.width, 116))
        let texts = animation.scene(0.2).nodes.compactMap { node -> String? in
            if case .text(let text) = node { return text.string } else { return nil }
        }
        #expect(texts.first == "Vinyl Spin refreshing")
    }

    @Test func sequenceInTheCompositeFollowsTheStory() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.koiStream), role: .footer)
        let sequence = RefreshSequence()
        let phases = try sequence.plan(for: glyph).phases
        let alone = try sequence.animation(for: glyph)
        let strip = try sequence.animation(for: glyph, in: .composite)
        #expect(alone.size == glyph.canvasSize && strip.size == Size(RefreshComposite.width, 78))
        #expect(alone.duration == phases.total && strip.duration == phases.total && strip.loopPeriod == nil)
        let timeline = try sequence.timeline(for: glyph)
        for time in [0.0, 0.5, phases.pulled + 0.1, phases.busyStart + 0.3, phases.busyEnd + 0.2, phases.total] {
            let pose = GlyphPose().applying(timeline.values(at: time))
            let state = sequence.state(at: time, phases: phases, role: .footer)
            #expect(strip.scene(time) == RefreshComposite(glyph: glyph, state: state).scene(pose), "at \(time)")
            #expect(alone.scene(time) == glyph.scene(pose))
        }
    }

    @Test func motionThatCannotBeBuiltFailsBeforeAnyFrame() throws {
        // An infinite speed makes every duration 0.
        let glyph = RefreshGlyph(
            style: RefreshStyle.style(.auroraLoop), template: RefreshTemplate(animationSpeed: .infinity))
        #expect(throws: AnimationError.self) { try glyph.animation(state: .refreshing, time: 0) }
        #expect(throws: AnimationError.self) { try glyph.animation(state: .refreshing, time: .infinity) }
        #expect(throws: AnimationError.self) { try RefreshSequence().animation(for: glyph, in: .composite) }
        let gallery = RefreshGallery(role: .header, template: glyph.template)
        #expect(throws: AnimationError.self) { try gallery.animation(state: .refreshing, time: 0) }
        // A still needs no motion.
        #expect(try glyph.animation(state: .refreshing, time: nil).duration == 0)
        #expect(try gallery.animation(state: .pulling, progress: 0.3).duration == 0)
    }

    // MARK: - Gallery

    @Test func galleryBusyLengthIsTheLongestCycleOfAnyPrimitive() throws {
        // lunarTide's stroke sweep, 1.5 s there and back; the footer plays 0.82 of it; speed 2 halves it.
        #expect(abs(RefreshGallery(role: .header).busyDuration - 3) < 1e-12)
        #expect(abs(RefreshGallery(role: .footer).busyDuration - 2 * 0.82 * 1.5) < 1e-12)
        #expect(
            abs(RefreshGallery(role: .header, template: RefreshTemplate(animationSpeed: 2)).busyDuration - 1.5) < 1e-12)
        for role in RefreshRole.allCases {
            let gallery = RefreshGallery(role: role)
            let longest = try gallery.glyphs.flatMap { glyph in
                try glyph.motion.map { try $0.animation(role: role, speed: 1).cycleDuration }
            }.max()
            #expect(gallery.busyDuration == longest)
            let animation = try gallery.animation(state: role.busyState, time: 0.25)
            #expect(animation.duration == gallery.busyDuration)
        }
    }

    @Test func galleryFramesAreTheMomentsOfTheMotion() throws {
        let gallery = RefreshGallery(role: .footer)
        let animation = try gallery.animation(state: .loading, time: 0.25)
        for tau in [0.0, 0.4] {
            let expected = try gallery.scene { glyph in try glyph.busyPose(at: 0.25 + tau) }
            #expect(animation.scene(tau).nodes.dropFirst(2) == expected.nodes.dropFirst(2), "at \(tau)")
        }
        // Its loop, when it has one, is a loop of every glyph's motion.
        if let period = animation.loopPeriod {
            for glyph in gallery.glyphs {
                let own = try #require(try glyph.motionTimeline().loopPeriod)
                let cycles = period / own
                #expect(abs(cycles - cycles.rounded()) < 1e-6, "\(glyph.style.name)")
            }
        }
    }

    @Test func galleryStillsAndCaptions() throws {
        let resting = try RefreshGallery(role: .header).animation(state: .refreshing, time: nil)
        #expect(resting.duration == 0)
        let rest = RefreshGallery(role: .header).scene { _ in GlyphPose(pullProgress: 1) }
        #expect(resting.scene(0).nodes.dropFirst(2) == rest.nodes.dropFirst(2))
        #expect(RefreshGallery.caption(state: .pulling, progress: 0.5, time: 0) == "pulling · progress 0.5")
        #expect(RefreshGallery.caption(state: .refreshing, progress: 0, time: 0.25) == "refreshing · t = 0.25 s")
        #expect(RefreshGallery.caption(state: .loading, progress: 0, time: 2) == "loading · t = 2 s")
        #expect(RefreshGallery.caption(state: .loading, progress: 0, time: nil) == "loading · at rest")
        #expect(RefreshGallery.caption(state: .noMoreData, progress: 0, time: 0) == "noMoreData")
        // A caption given is kept; an empty one says the moment.
        func caption(_ scene: Scene) -> String? {
            if case .text(let text) = scene.nodes[1] { return text.string } else { return nil }
        }
        #expect(
            caption(try RefreshGallery(role: .header, caption: "Poster").animation(state: .idle).scene(0)) == "Poster")
        #expect(
            caption(try RefreshGallery(role: .footer).animation(state: .pulling, progress: 0.7).scene(0))
                == "pulling · progress 0.7")
    }

    // MARK: - Motion bounds

    @Test(arguments: RefreshStyle.Name.allCases)
    func primitivesKnowTheirValuesAndCycles(_ name: RefreshStyle.Name) throws {
        for primitive in RefreshStyle.style(name).motion {
            for role in RefreshRole.allCases {
                let animation = try primitive.animation(role: role, speed: 1.3)
                #expect(animation.keyframes.values == primitive.keyframeValues, "\(primitive)")
                #expect(animation.autoreverses == primitive.autoreverses, "\(primitive)")
                #expect(abs(animation.cycleDuration - primitive.cycleDuration(role: role, speed: 1.3)) < 1e-12)
            }
        }
    }

    @Test func motionReachIsTheBadgesFarthestEdge() {
        func reach(_ name: RefreshStyle.Name, _ role: RefreshRole) -> Double {
            RefreshGlyph(style: RefreshStyle.style(name), role: role).motionReach
        }
        #expect(reach(.vinylSpin, .header) == 35)  // only turns
        #expect(abs(reach(.neonCat, .footer) - (23 * 1.05 + 5)) < 1e-12)  // pulse and bob
        #expect(reach(.rocketOrbit, .footer) == 23 + 8)  // the launch's 8 points
        #expect(abs(reach(.pixelHeart, .header) - 35 * 1.14) < 1e-12)  // the snap's largest step
        #expect(abs(reach(.flameJet, .header) - (35 * 1.13 + 7)) < 1e-12)  // a bob of −7 reaches 7
    }
}
