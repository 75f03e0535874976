import Foundation

/// The colours of a picture's text on its background: a primary ink for titles and a secondary
/// one for the words under them, each kept at WCAG 2's contrast of at least 4.5:1 against the
/// background, so text stays legible on a dark or brand-coloured background.
public struct TextInk: Hashable, Sendable {
    public var primary: Color
    public var secondary: Color

    /// WCAG 2's minimum contrast for body text (1.4.3).
    public static let minimumContrast = 4.5
    /// The light ink chosen where a design's dark ink would not read.
    public static let light = Color(rgb: 0xF2F3F7)

    public init(primary: Color, secondary: Color) {
        self.primary = primary
        self.secondary = secondary
    }

    /// The inks for `background`: `given` as the primary when the user chose one, else the
    /// design's own `primary` where it reads, else the lighter or darker ink that reads better. The
    /// secondary is the design's where it reads, else the primary faded toward the background as far
    /// as the contrast allows (at most 40%).
    public init(design: TextInk, on background: Color, given: Color? = nil) {
        let readable = { (ink: Color) in Self.contrast(ink, background) >= Self.minimumContrast }
        let primary =
            given
            ?? (readable(design.primary)
                ? design.primary
                : [design.primary, Self.light, .black].max {
                    Self.contrast($0, background) < Self.contrast($1, background)
                }!)
        let secondary: Color
        if given == nil, primary == design.primary, readable(design.secondary) {
            secondary = design.secondary
        } else {
            let fades = stride(from: 0.4, through: 0, by: -0.05).map { Self.mix(primary, background, $0) }
            secondary = fades.first(where: readable) ?? primary
        }
        self.init(primary: primary, secondary: secondary)
    }

    /// The design's own inks, as the original draws them, for a picture on its own background;
    /// inks that read (``init(design:on:given:)``) when it is shown on `background` instead (an
    /// opaque one; a translucent one changes nothing), with `tint` laid over it, or when the user
    /// chose the ink.
    public static func following(
        _ design: TextInk, own: Color, shownOn background: Color?, tint: Color? = nil, given: Color?
    ) -> TextInk {
        let opaque = background.flatMap { $0.alpha >= 1 ? $0 : nil }
        guard opaque != nil || given != nil else { return design }
        let shown = opaque ?? own
        return TextInk(design: design, on: tint.map { over($0, shown) } ?? shown, given: given)
    }

    /// WCAG 2's contrast ratio of `ink` (composited over `background` when translucent) against
    /// an opaque `background`: (L1 + 0.05) / (L2 + 0.05) of their relative luminances.
    public static func contrast(_ ink: Color, _ background: Color) -> Double {
        let a = luminance(over(ink, background))
        let b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour (alpha ignored).
    public static func luminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `color` laid over an opaque `background` at its own alpha.
    public static func over(_ color: Color, _ background: Color) -> Color {
        mix(color.withAlpha(1), background, 1 - color.alpha)
    }

    /// `ink` moved `amount` (0…1) of the way to `background`, opaque.
    static func mix(_ ink: Color, _ background: Color, _ amount: Double) -> Color {
        Color(
            red: ink.red + (background.red - ink.red) * amount,
            green: ink.green + (background.green - ink.green) * amount,
            blue: ink.blue + (background.blue - ink.blue) * amount)
    }
}
