import TTGScene
import Testing

/// Approximate equality of colors: every component within `tolerance`.
func isClose(_ a: Color, _ b: Color, tolerance: Double = 1e-9) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

@Suite struct ColorHSBTests {
    @Test func primaries() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(isClose(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 0)))
        #expect(isClose(Color(hue: 2.0 / 3, saturation: 1, brightness: 1), Color(red: 0, green: 0, blue: 1)))
        #expect(Color(hue: 1.25, saturation: 1, brightness: 1) == Color(hue: 0.25, saturation: 1, brightness: 1))
        let h = Color(red: 0, green: 0, blue: 1).hsb
        #expect(abs(h.hue - 2.0 / 3) < 1e-12 && h.saturation == 1 && h.brightness == 1)
        #expect(Color.white.hsb == (0, 0, 1))
        #expect(Color.black.hsb == (0, 0, 0))
    }

    @Test func roundTrip() throws {
        for s in ["#73C7FF", "#1461F2", "#FF3894", "#3DDB59", "#808080", "#F5DEB3", "#9400D3"] {
            let c = try Color(parsing: s)
            let h = c.hsb
            let back = Color(hue: h.hue, saturation: h.saturation, brightness: h.brightness, alpha: c.alpha)
            #expect(isClose(back, c), "\(s)")
            #expect(back.hexString == s)
        }
    }

    @Test func interpolationEndPointsAndMidpoint() throws {
        let from = try Color(parsing: "#73C7FF")
        let to = try Color(parsing: "#1461F2")
        #expect(isClose(from.interpolatedHSB(to: to, fraction: 0), from))
        #expect(isClose(from.interpolatedHSB(to: to, fraction: 1), to))
        let mid = from.interpolatedHSB(to: to, fraction: 0.5).hsb
        let a = from.hsb
        let b = to.hsb
        #expect(abs(mid.hue - (a.hue + b.hue) / 2) < 1e-9)
        #expect(abs(mid.saturation - (a.saturation + b.saturation) / 2) < 1e-9)
        #expect(abs(mid.brightness - (a.brightness + b.brightness) / 2) < 1e-9)
        let halfAlpha = Color.black.withAlpha(0).interpolatedHSB(to: .black, fraction: 0.5)
        #expect(halfAlpha.alpha == 0.5)
    }

    @Test func hueGoesTheShortWay() {
        let magentaRed = Color(hue: 0.9, saturation: 1, brightness: 1)
        let orange = Color(hue: 0.1, saturation: 1, brightness: 1)
        // 0.9 → 0.1 through 0 (red), not through 0.5 (cyan).
        #expect(
            abs(magentaRed.interpolatedHSB(to: orange, fraction: 0.5).hsb.hue) < 1e-9
                || abs(magentaRed.interpolatedHSB(to: orange, fraction: 0.5).hsb.hue - 1) < 1e-9)
        #expect(abs(orange.interpolatedHSB(to: magentaRed, fraction: 0.25).hsb.hue - 0.05) < 1e-9)
        #expect(abs(magentaRed.interpolatedHSB(to: orange, fraction: 0.25).hsb.hue - 0.95) < 1e-9)
    }

    @Test func greyEndKeepsTheOtherHue() {
        let blue = Color(red: 0, green: 0, blue: 1)
        let mid = Color.white.interpolatedHSB(to: blue, fraction: 0.5).hsb
        #expect(abs(mid.hue - 2.0 / 3) < 1e-9)
        #expect(abs(mid.saturation - 0.5) < 1e-9)
        let dark = blue.interpolatedHSB(to: .black, fraction: 0.5).hsb
        #expect(abs(dark.hue - 2.0 / 3) < 1e-9 && abs(dark.brightness - 0.5) < 1e-9)
    }

    /// The linear path moves the hue number straight: red (0) → blue (2/3) is green halfway,
    /// and 0.9 → 0.1 passes cyan (0.5); a grey end's hue counts as 0.
    @Test func linearHuePathMovesTheNumber() {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(
            isClose(red.interpolatedHSB(to: blue, fraction: 0.5, huePath: .linear), Color(red: 0, green: 1, blue: 0)))
        #expect(isClose(red.interpolatedHSB(to: blue, fraction: 0.5), Color(red: 1, green: 0, blue: 1)))
        let magentaRed = Color(hue: 0.9, saturation: 1, brightness: 1)
        let orange = Color(hue: 0.1, saturation: 1, brightness: 1)
        #expect(abs(magentaRed.interpolatedHSB(to: orange, fraction: 0.5, huePath: .linear).hsb.hue - 0.5) < 1e-9)
        let fromWhite = Color.white.interpolatedHSB(to: blue, fraction: 0.5, huePath: .linear).hsb
        #expect(abs(fromWhite.hue - 1.0 / 3) < 1e-9 && abs(fromWhite.saturation - 0.5) < 1e-9)
    }
}
