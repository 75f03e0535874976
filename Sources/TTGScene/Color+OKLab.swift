import Foundation

/// Oklab, Björn Ottosson's perceptual colour space (2020): lightness `L` (0 black … 1 white)
/// and two opponent axes `a` (green–red) and `b` (blue–yellow), as CSS Color 4 defines it. Its
/// polar form, Oklch, gives chroma and hue: raising `L` at a kept hue makes a colour lighter the
/// way an eye sees it, which sRGB's channels or HSB's brightness do not.
public struct OKLab: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of `lightness`, `chroma` and `hue` (radians) in Oklch.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.init(lightness: lightness, a: chroma * cos(hue), b: chroma * sin(hue))
    }

    /// Its chroma, the distance from the grey of its lightness.
    public var chroma: Double { (a * a + b * b).squareRoot() }
    /// Its hue in radians (0 for a grey).
    public var hue: Double { atan2(b, a) }

    /// The sRGB colour, with each channel as computed (it may lie outside 0…1 when the colour is
    /// outside sRGB's gamut; ``isInSRGBGamut`` tells).
    var linearSRGB: (red: Double, green: Double, blue: Double) {
        let l = pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
        let m = pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
        let s = pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
        return (
            4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s,
            -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s,
            -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
        )
    }

    /// True when sRGB can show it (every linear channel within 0…1, to a rounding).
    public var isInSRGBGamut: Bool {
        let (r, g, b) = linearSRGB
        return [r, g, b].allSatisfy { $0 >= -1e-6 && $0 <= 1 + 1e-6 }
    }
}

extension Color {
    /// The colour in Oklab (alpha aside).
    public var oklab: OKLab {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        return OKLab(
            lightness: 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
            a: 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
            b: 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s)
    }

    /// The sRGB colour of `lab` at `alpha`, each channel clamped to 0…1.
    public init(_ lab: OKLab, alpha: Double = 1) {
        func encoded(_ channel: Double) -> Double {
            let c = Swift.min(1, Swift.max(0, channel))
            return c <= 0.003_130_8 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (r, g, b) = lab.linearSRGB
        self.init(red: encoded(r), green: encoded(g), blue: encoded(b), alpha: alpha)
    }
}
