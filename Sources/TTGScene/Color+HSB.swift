extension Color {
    /// A color from hue, saturation and brightness (HSV), like UIColor's.
    ///
    /// `hue` is a fraction of the color circle: 0 red, 1/3 green, 2/3 blue; it
    /// wraps, so 1.25 is 0.25. Saturation, brightness and alpha are clamped to 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = Color.clamp(saturation)
        let v = Color.clamp(brightness)
        let sector = h * 6
        let i = Int(sector) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch i {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Hue, saturation and brightness (HSV), each in 0…1, like UIColor's `getHue`.
    ///
    /// Greys (including black and white) have saturation 0 and, by convention, hue 0.
    public var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maxC = Swift.max(red, green, blue)
        let minC = Swift.min(red, green, blue)
        let delta = maxC - minC
        let saturation = maxC > 0 ? delta / maxC : 0
        guard delta > 0 else { return (0, saturation, maxC) }
        var hue: Double
        if maxC == red {
            hue = (green - blue) / delta
        } else if maxC == green {
            hue = 2 + (blue - red) / delta
        } else {
            hue = 4 + (red - green) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maxC)
    }

    /// The color a fraction `t` of the way to `other`, interpolated in HSB.
    ///
    /// Saturation, brightness and alpha move linearly; `huePath` says which way
    /// the hue goes (``HuePath/shorter`` unless given). `t` is not clamped, so 0
    /// and 1 give the end colors.
    public func interpolatedHSB(to other: Color, fraction t: Double, huePath: HuePath = .shorter) -> Color {
        let a = hsb
        let b = other.hsb
        var h0 = a.hue
        var h1 = b.hue
        var dh = h1 - h0
        if huePath == .shorter {
            if a.saturation == 0 { h0 = h1 }
            if b.saturation == 0 { h1 = h0 }
            dh = h1 - h0
            if dh > 0.5 { dh -= 1 } else if dh < -0.5 { dh += 1 } else if dh == -0.5 { dh = 0.5 }
        }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(
            hue: h0 + dh * t,
            saturation: mix(a.saturation, b.saturation),
            brightness: mix(a.brightness, b.brightness),
            alpha: mix(alpha, other.alpha))
    }
}

/// Which way a hue moves between two colors on the color circle.
public enum HuePath: String, CaseIterable, Hashable, Sendable {
    /// Straight from one hue number to the other, as UIColor's components are
    /// mixed: red (0) to blue (2/3) passes through green. A grey's hue counts as 0.
    case linear
    /// The short way round: red (0.95) to orange (0.05) passes through 0, not green;
    /// exactly half a turn apart, the way of increasing hue. A grey end takes the
    /// other end's hue, so only saturation and brightness change.
    case shorter
}
