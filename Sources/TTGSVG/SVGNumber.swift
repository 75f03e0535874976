import TTGBase
import TTGGeometry
import TTGScene

/// How numbers are written in SVG output: rounded to three decimal places (a thousandth of a
/// point, far below a pixel at any zoom a designer uses), then as the shortest decimal.
enum SVGNumber {
    /// Steps per unit kept: three decimal places.
    static let stepsPerUnit = 1000.0

    static func format(_ x: Double) -> String {
        let rounded = (x * stepsPerUnit).rounded() / stepsPerUnit
        return shortestDecimal(rounded == 0 ? 0 : rounded)
    }

    /// Numbers separated by spaces.
    static func list(_ xs: [Double]) -> String { xs.map(format).joined(separator: " ") }

    /// A color as `#RRGGBB` (its alpha goes into an opacity attribute).
    static func hex(_ c: Color) -> String {
        let rgb = c.withAlpha(1).hexString
        return String(rgb.prefix(7))
    }

    /// An angle in radians as degrees.
    static func degrees(_ radians: Double) -> String { format(radians * 180 / .pi) }
}
