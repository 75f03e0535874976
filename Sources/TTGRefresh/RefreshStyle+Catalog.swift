import TTGScene

extension RefreshStyle {
    /// The 20 styles of docs/spec/refresh-styles.md, in its order.
    public static let all: [RefreshStyle] = [
        RefreshStyle(
            name: .auroraLoop, title: "Aurora Loop", family: .nature,
            colors: [Color(rgb: 0x29B8EB), Color(rgb: 0x66E0A8), Color(rgb: 0x9473F0)],
            width: 4.0, dash: [], accent: .oval,
            motion: [.gradientRotation(duration: 1.8), .softPulse(scale: 1.06, duration: 0.9)],
            depicts: "a Lissajous loop x = sin(2t + π/2), y = sin(3t) (footer sin 2t: a circle traced twice)"),
        RefreshStyle(
            name: .pulseCircuit, title: "Pulse Circuit", family: .tech,
            colors: [Color(rgb: 0x00B8E6), Color(rgb: 0x125CDB)],
            width: 3.2, dash: [8, 6], accent: .cornerTicks,
            motion: [.dashFlow(distance: -52, duration: 0.44), .strokeSweep(duration: 0.8)],
            depicts: "a stepped circuit trace with right-angle turns and one branch"),
        RefreshStyle(
            name: .zenRipple, title: "Zen Ripple", family: .nature,
            colors: [Color(rgb: 0x33B294), Color(rgb: 0x94C2B2)],
            width: 3.6, dash: [], accent: .oval,
            motion: [.softPulse(scale: 1.12, duration: 1.05), .opacityBreath(duration: 1.05)],
            depicts: "a spiral winding outward from 8% to 50% of the side, 2.5 turns (footer 1.8)"),
        RefreshStyle(
            name: .neonCat, title: "Neon Cat", family: .charm,
            colors: [Color(rgb: 0xFF3894), Color(rgb: 0x7A38EB)],
            width: 4.0, dash: [], accent: .none,
            motion: [.verticalBob(distance: 5, duration: 0.48), .softPulse(scale: 1.05, duration: 0.48)],
            depicts: "a cat's head with two pointed ears, in one stroke, and a smile (footer: no smile)"),
        RefreshStyle(
            name: .origamiBird, title: "Origami Bird", family: .charm,
            colors: [Color(rgb: 0x3D57E6), Color(rgb: 0x52BDE6)],
            width: 4.0, dash: [], accent: .none,
            motion: [.rotationWobble(angle: 0.16, duration: 0.64), .strokeSweep(duration: 0.9)],
            depicts: "a folded-paper bird: a kite shape with a fold down the center (footer: no fold)"),
        RefreshStyle(
            name: .koiStream, title: "Koi Stream", family: .nature,
            colors: [Color(rgb: 0xF05240), Color(rgb: 0xF59E3D)],
            width: 4.0, dash: [], accent: .none,
            motion: [.horizontalFloat(distance: 6, duration: 0.72), .rotationWobble(angle: 0.10, duration: 0.72)],
            depicts: "a fish: a body of two curves, a forked tail of two strokes and a fin line (footer: no fin)"),
        RefreshStyle(
            name: .retroRadar, title: "Retro Radar", family: .retro,
            colors: [Color(rgb: 0x3DDB59), Color(rgb: 0xCCEB52)],
            width: 4.0, dash: [4, 7], accent: .oval,
            motion: [.gradientRotation(duration: 0.9), .opacityBreath(duration: 0.8)],
            depicts:
                "a radar dial: a ring open from 243° back to the top, a sweep line and an inner arc (footer: no inner arc)"
        ),
        RefreshStyle(
            name: .cyberGrid, title: "Cyber Grid", family: .tech,
            colors: [Color(rgb: 0xBD29EB), Color(rgb: 0x0AD1EB)],
            width: 3.2, dash: [8, 6], accent: .cornerTicks,
            motion: [.dashFlow(distance: -28, duration: 0.30), .horizontalFloat(distance: 3, duration: 0.24)],
            depicts: "the lines of a 3×3 grid (footer 2×2) crossed by a diagonal"),
        RefreshStyle(
            name: .lunarTide, title: "Lunar Tide", family: .nature,
            colors: [Color(rgb: 0x4C7ADB), Color(rgb: 0x9EB2D6)],
            width: 4.0, dash: [], accent: .oval,
            motion: [.verticalBob(distance: 4, duration: 1.15), .strokeSweep(duration: 1.5)],
            depicts: "a moon arc of 83° on the left above a tide curve, with a small star tick (footer: no star)"),
        RefreshStyle(
            name: .flameJet, title: "Flame Jet", family: .motion,
            colors: [Color(rgb: 0xF53829), Color(rgb: 0xFFA32E)],
            width: 4.8, dash: [], accent: .none,
            motion: [.verticalBob(distance: -7, duration: 0.34), .softPulse(scale: 1.13, duration: 0.34)],
            depicts: "a flame: an outer teardrop of two cubics around an inner tongue (footer: no tongue)"),
        RefreshStyle(
            name: .lotusBloom, title: "Lotus Bloom", family: .nature,
            colors: [Color(rgb: 0xDB47A3), Color(rgb: 0x9466E0)],
            width: 3.6, dash: [], accent: .lotus,
            motion: [.softPulse(scale: 1.16, duration: 0.95), .strokeSweep(duration: 1.2)],
            depicts: "a lotus of 6 petals (footer 4) radiating from the center"),
        RefreshStyle(
            name: .robotSmile, title: "Robot Smile", family: .charm,
            colors: [Color(rgb: 0x0FA8D1), Color(rgb: 0x3D70A8)],
            width: 4.0, dash: [], accent: .none,
            motion: [.opacityBlink(duration: 0.42), .softPulse(scale: 1.04, duration: 0.7)],
            depicts:
                "a robot head as a rounded rect, with an antenna reaching above the layout rect, two dash eyes and a smile (footer: no smile)"
        ),
        RefreshStyle(
            name: .whaleDive, title: "Whale Dive", family: .charm,
            colors: [Color(rgb: 0x1A75D1), Color(rgb: 0x14B2C7)],
            width: 4.0, dash: [], accent: .none,
            motion: [.verticalBob(distance: 7, duration: 0.82), .rotationWobble(angle: 0.08, duration: 0.82)],
            depicts: "a whale's body with a tail fluke of two strokes and a water spout (footer: no spout)"),
        RefreshStyle(
            name: .auroraWave, title: "Aurora Wave", family: .aurora,
            colors: [Color(rgb: 0x148FF0), Color(rgb: 0x05C29E), Color(rgb: 0x8F6BEB)],
            width: 4.0, dash: [], accent: .none,
            motion: [.gradientRotation(duration: 1.2), .lineWidthPulse(from: 0.75, to: 1.75, duration: 0.52)],
            depicts: "two S-shaped waves, one cubic each, with a conic gradient; the footer draws the same path"),
        RefreshStyle(
            name: .vinylSpin, title: "Vinyl Spin", family: .retro,
            colors: [Color(rgb: 0x6B6B7A), Color(rgb: 0xEB4C8F)],
            width: 4.0, dash: [], accent: .oval,
            motion: [.wholeRotation(duration: 0.95)],
            depicts: "a record: an outer ring, a label ring, a spindle ring (footer: none) and a radius"),
        RefreshStyle(
            name: .pixelHeart, title: "Pixel Heart", family: .retro,
            colors: [Color(rgb: 0xEB2E4C), Color(rgb: 0xF56B9E)],
            width: 3.2, dash: [6, 3], accent: .none,
            motion: [.pixelSnap(duration: 0.38), .opacityBlink(duration: 0.76)],
            depicts: "a heart of eight straight (diagonal and upright) segments and a bar across it (footer: no bar)"),
        RefreshStyle(
            name: .dragonCurve, title: "Dragon Curve", family: .charm,
            colors: [Color(rgb: 0xE62E29), Color(rgb: 0xE07A29)],
            width: 4.8, dash: [], accent: .none,
            motion: [.horizontalFloat(distance: 7, duration: 0.52), .rotationWobble(angle: 0.14, duration: 0.52)],
            depicts: "a serpent's body of two cubic curves with a forked tongue (footer: no tongue)"),
        RefreshStyle(
            name: .rainGarden, title: "Rain Garden", family: .nature,
            colors: [Color(rgb: 0x14A88F), Color(rgb: 0x4794D6)],
            width: 4.0, dash: [4, 7], accent: .lotus,
            motion: [.verticalBob(distance: 6, duration: 0.42), .dashFlow(distance: -18, duration: 0.42)],
            depicts: "a leaf arc with 4 drops hanging from the top (footer 2)"),
        RefreshStyle(
            name: .quantumKnot, title: "Quantum Knot", family: .tech,
            colors: [Color(rgb: 0x14C2DB), Color(rgb: 0x9457EB)],
            width: 4.0, dash: [], accent: .oval,
            motion: [
                .gradientRotation(duration: 1.05), .rotationWobble(angle: 0.20, duration: 0.7),
                .softPulse(scale: 1.08, duration: 0.7),
            ],
            depicts: "a Lissajous knot x = sin(3t + π/3), y = sin(4t) (footer sin(2t + π/3))"),
        RefreshStyle(
            name: .rocketOrbit, title: "Rocket Orbit", family: .tech,
            colors: [Color(rgb: 0xF57A29), Color(rgb: 0x3D75EB)],
            width: 4.0, dash: [16, 6, 4, 6], accent: .oval,
            motion: [.launch(duration: 0.62), .dashFlow(distance: -42, duration: 0.5)],
            depicts:
                "an orbit arc of 252° open at the bottom around an upright diamond rocket with an exhaust line (footer: no exhaust)"
        ),
    ]
}

extension RefreshStyle {
    /// The style drawn when none is chosen: Aurora Loop, the first of the table, whose motion
    /// (its gradient's turn in 1.8 s and two 0.9 s pulses) repeats every 1.8 s, so a seamless
    /// loop of it is short at any common frame rate.
    public static var standard: RefreshStyle { all.first { $0.name == .auroraLoop }! }
}
