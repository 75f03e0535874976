/// A color: red, green, blue and alpha components in 0…1.
///
/// Components are sRGB and **not** premultiplied by alpha, as in CSS and
/// UIColor. Parsing (`Color(parsing:)`), HSB conversion and hex output live in
/// the `Color+…` files.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A color from its components; values outside 0…1 are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A color from 8-bit components (0…255).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black (CSS `transparent`).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color a fraction `t` of the way to `other`, each component linearly
    /// (straight, non-premultiplied RGBA, as gradients interpolate).
    public func interpolatedRGB(to other: Color, fraction t: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green),
            blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// This color drawn over `below` (source-over, straight alpha): alpha `a + b·(1 − a)`, each
    /// channel the alphas' weighted mean.
    public func composited(over below: Color) -> Color {
        let outAlpha = alpha + below.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * below.alpha * (1 - alpha)) / outAlpha
        }
        return Color(
            red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: outAlpha)
    }

    public var description: String { hexString }

    /// Clamps to 0…1; NaN becomes 0.
    static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(1, Swift.max(0, v))
    }
}
