import TTGEmoji
import Testing

/// Which eyes, mouth and accessories each preset picks on either side of its thresholds.
@Suite struct ExpressionPresetTests {
    private func at(_ preset: ExpressionPreset, _ p: Double) -> Expression { preset.expression(progress: p) }

    @Test func classicIsAlwaysClassic() {
        for p in [0.0, 0.5, 1] {
            #expect(at(.classic, p) == Expression(eyes: .both(.classic), mouth: .classic))
        }
    }

    @Test func minimal() {
        #expect(at(.minimal, 0.35).mouth == .frown)
        #expect(at(.minimal, 0.36).mouth == .flat)
        #expect(at(.minimal, 0.64).mouth == .flat)
        #expect(at(.minimal, 0.65).mouth == .smile)
        #expect(at(.minimal, 0).eyes == .both(.sleepy) && at(.minimal, 1).eyes == .both(.sleepy))
        #expect(at(.minimal, 0).accessories.isEmpty && at(.minimal, 1).eyebrows == nil)
    }

    @Test func diagnosticMouthAndEyes() {
        #expect(at(.diagnostic, 0.21).mouth == .smirk)
        #expect(at(.diagnostic, 0.22).mouth == .frown)
        #expect(at(.diagnostic, 0.44).mouth == .flat)
        #expect(at(.diagnostic, 0.77).mouth == .smile)
        #expect(at(.diagnostic, 0.19).eyes == EyePair(left: .angry, right: .round))
        #expect(at(.diagnostic, 0.2).eyes == .both(.sleepy))
        #expect(at(.diagnostic, 0.44).eyes == .both(.round))
        #expect(at(.diagnostic, 0.82).eyes == .both(.round))
        #expect(at(.diagnostic, 0.83).eyes == .both(.classic))
    }

    /// Sweat or a tear, never both; the blush on the right cheek only.
    @Test func diagnosticAccessories() {
        #expect(at(.diagnostic, 0.21).accessories == [.sweat])
        #expect(at(.diagnostic, 0.22).accessories == [.tear])
        #expect(at(.diagnostic, 0.42).accessories.isEmpty)
        #expect(at(.diagnostic, 0.8).accessories.isEmpty)
        #expect(at(.diagnostic, 0.81).accessories == [.blush])
        #expect(at(.diagnostic, 0.81).placements.map { $0.center.x > 0.5 } == [true])
    }

    /// The original's thresholds: angry below 0.24, worried below 0.48, none from 0.48 on
    /// (playful: only below 0.3); never for classic and minimal.
    @Test func eyebrowThresholds() {
        for preset in [ExpressionPreset.diagnostic, .expressive] {
            #expect(at(preset, 0.2399).eyebrows == .angry)
            #expect(at(preset, 0.24).eyebrows == .worried)
            #expect(at(preset, 0.4799).eyebrows == .worried)
            #expect(at(preset, 0.48).eyebrows == nil)
            #expect(at(preset, 0.9).eyebrows == nil)
        }
        #expect(at(.playful, 0.2399).eyebrows == .angry)
        #expect(at(.playful, 0.29).eyebrows == .worried)
        #expect(at(.playful, 0.3).eyebrows == nil)
        for p in [0.0, 0.3, 0.6] {
            #expect(at(.classic, p).eyebrows == nil && at(.minimal, p).eyebrows == nil)
        }
    }

    @Test func playful() {
        #expect(at(.playful, 0.17).mouth == .surprise)
        #expect(at(.playful, 0.18).mouth == .frown)
        #expect(at(.playful, 0.42).mouth == .smile)
        #expect(at(.playful, 0.87).mouth == .openSmile)
        #expect(at(.playful, 0.17).eyes == .both(.round))
        #expect(at(.playful, 0.18).eyes == .both(.classic))
        #expect(at(.playful, 0.79).eyes == .both(.heart))
        #expect(at(.playful, 0.93).eyes == EyePair(left: .star, right: .heart))
        #expect(at(.playful, 0.72).accessories.isEmpty)
        #expect(at(.playful, 0.73).accessories == [.blush])
        #expect(at(.playful, 0.89).placements.filter { $0.kind == .sparkle }.count == 2)
        #expect(at(.playful, 0.89).placements.filter { $0.kind == .blush }.map(\.center.y) == [0.55, 0.55])
        #expect(at(.playful, 0.29).eyebrows != nil)
        #expect(at(.playful, 0.3).eyebrows == nil)
    }

    @Test func expressive() {
        #expect(at(.expressive, 0.37).mouth == .frown)
        #expect(at(.expressive, 0.38).mouth == .flat)
        #expect(at(.expressive, 0.58).mouth == .smile)
        #expect(at(.expressive, 0.91).mouth == .openSmile)
        #expect(at(.expressive, 0.17).eyes == .both(.angry))
        #expect(at(.expressive, 0.18).eyes == .both(.round))
        #expect(at(.expressive, 0.42).eyes == .both(.classic))
        #expect(at(.expressive, 0.91).eyes == .both(.sleepy))
        #expect(at(.expressive, 0.23).accessories == [.tear])
        #expect(at(.expressive, 0.24).accessories.isEmpty)
        #expect(at(.expressive, 0.73).accessories == [.blush])
        #expect(at(.expressive, 0.93).accessories == [.blush, .sparkle])
        #expect(at(.expressive, 0.1).eyebrows == .angry)
    }
}
