import Foundation

/// The colours of a picture drawn for a dark background (a dark appearance, Android's night
/// resources): the colour of each mark lifted until it reads against the background, and each
/// light surface turned into the dark theme's surface, a light veil over whatever dark it lies
/// on, as Material's elevated surfaces and iOS's grouped backgrounds are.
///
/// A mark keeps WCAG 2's non-text contrast (1.4.11), 3:1, against ``background``: a colour that
/// has it is kept; one that has not is raised in Oklab lightness, its hue kept, its chroma cut
/// only as far as sRGB needs, and when even white at its alpha would not read, its alpha is
/// raised too. The figures aim a little above the bar (``margin``), so that a picture's pixels,
/// rounded to 8 bits and smoothed at their edges, still reach it.
public struct DarkPalette: Hashable, Sendable {
    /// The opaque dark colour the picture is shown on.
    public let background: Color

    /// WCAG 2's minimum non-text contrast (1.4.11): a mark against what it is shown on.
    public static let markContrast = 3.0
    /// What the contrasts aim above their bar: 8-bit rounding and smoothed pixels lose a little.
    static let margin = 0.2
    /// The contrast of a surface (a badge, a card, a capsule) against the background: visibly
    /// raised above it, as the dark theme's elevated surfaces are, and far below a mark's.
    public static let surfaceContrast = 1.3
    /// The contrast of a surface's line (a track, a border): a separator's, a little more than a
    /// surface's.
    public static let lineContrast = 1.5
    /// The most relative luminance a background may have to be dark: white on it reads at
    /// 4.5:1 or more (#767676 is the lightest grey that does), so every mark has room to reach
    /// 3:1 and every surface to lie between.
    public static let maximumLuminance = 0.183

    /// The palette for `background`, which must be opaque and dark (``problem(with:)``).
    public init(background: Color) {
        self.background = background
    }

    /// Why `background` cannot be a dark background, as a predicate (`is not opaque`, `is not
    /// dark: …`); nil when it can.
    public static func problem(with background: Color) -> String? {
        if background.alpha < 1 { return "is not opaque; a dark appearance is shown on an opaque colour" }
        let luminance = TextInk.luminance(background)
        guard luminance <= maximumLuminance else {
            return
                "is not dark (relative luminance \(Int((luminance * 100).rounded()))%, at most "
                + "\(Int((maximumLuminance * 100).rounded()))%, where white reads at 4.5:1)"
        }
        return nil
    }

    /// WCAG 2's contrast of `color` at `opacity` times its alpha, laid over the background.
    public func contrast(_ color: Color, opacity: Double = 1) -> Double {
        TextInk.contrast(color.withAlpha(color.alpha * opacity), background)
    }

    // MARK: - Marks

    /// `color`, drawn at `opacity` (the groups it is in), lifted until it reaches `minimum`
    /// against the background (3:1 for a mark, 4.5:1 for text); kept when it does.
    public func mark(_ color: Color, opacity: Double = 1, minimum: Double = markContrast) -> Color {
        let target = minimum + Self.margin
        guard contrast(color, opacity: opacity) < target else { return color }
        let lab = color.oklab
        // The least lightness at `alpha` that reads, if any does.
        func lightness(at alpha: Double) -> Double? {
            let reads = { (l: Double) in
                self.contrast(Self.inGamut(l, like: lab).withAlpha(alpha), opacity: opacity) >= target
            }
            guard reads(1) else { return nil }
            var (low, high) = (lab.lightness, 1.0)
            for _ in 0..<32 {
                let middle = (low + high) / 2
                if reads(middle) { high = middle } else { low = middle }
            }
            return high
        }
        if let l = lightness(at: color.alpha) { return Self.inGamut(l, like: lab).withAlpha(color.alpha) }
        guard lightness(at: 1) != nil else { return Self.inGamut(1, like: lab) }
        var (low, high) = (color.alpha, 1.0)
        for _ in 0..<32 {
            let middle = (low + high) / 2
            if lightness(at: middle) != nil { high = middle } else { low = middle }
        }
        return Self.inGamut(lightness(at: high) ?? 1, like: lab).withAlpha(high)
    }

    /// The colour of lightness `l` with the hue of `lab` and as much of its chroma as sRGB holds.
    static func inGamut(_ l: Double, like lab: OKLab) -> Color {
        let full = OKLab(lightness: l, chroma: lab.chroma, hue: lab.hue)
        guard !full.isInSRGBGamut else { return Color(full) }
        var (low, high) = (0.0, lab.chroma)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if OKLab(lightness: l, chroma: middle, hue: lab.hue).isInSRGBGamut { low = middle } else { high = middle }
        }
        return Color(OKLab(lightness: l, chroma: low, hue: lab.hue))
    }

    // MARK: - Surfaces

    /// True for a paint a light picture uses as a surface: on white it is near white and barely
    /// coloured (Oklab lightness at least 0.9, chroma at most 0.04), as a white badge, a light
    /// card or a faint tint of the accent is; a light but coloured mark (a lime stroke) is not.
    public static func isSurfaceTone(_ color: Color) -> Bool {
        let lab = color.composited(over: .white).oklab
        return lab.lightness >= 0.9 && lab.chroma <= 0.04
    }

    /// The dark theme's surface for a light one of `color`: a veil of its hue, nearly white, at
    /// the alpha that lifts the background to `contrast` (``surfaceContrast`` for an area,
    /// ``lineContrast`` for a line). Translucent, it raises whatever dark it lies on alike, so
    /// it shows no box on a dark colour other than the background.
    public func surface(_ color: Color, contrast: Double = surfaceContrast) -> Color {
        let lab = color.oklab
        let veil = Self.inGamut(0.96, like: OKLab(lightness: 0.96, chroma: min(lab.chroma, 0.03), hue: lab.hue))
        var (low, high) = (0.0, 1.0)
        for _ in 0..<32 {
            let middle = (low + high) / 2
            if self.contrast(veil.withAlpha(middle)) >= contrast { high = middle } else { low = middle }
        }
        return veil.withAlpha(high)
    }
}
