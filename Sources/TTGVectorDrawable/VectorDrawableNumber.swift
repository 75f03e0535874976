import Glibc
import TTGBase
import TTGScene

/// How numbers and colors are written in a vector drawable: numbers rounded to three decimal
/// places (a thousandth of a dp, far below a pixel at any density), then as the shortest
/// decimal; colors as `#AARRGGBB`, Android's order, alpha first.
enum VectorDrawableNumber {
    static func format(_ x: Double) -> String { format(x, places: 3) }

    /// `x` rounded to `places` decimal places, as the shortest decimal.
    static func format(_ x: Double, places: Int) -> String {
        let steps = pow(10, Double(places))
        let rounded = (x * steps).rounded() / steps
        return shortestDecimal(rounded == 0 ? 0 : rounded)
    }

    /// A color as `#AARRGGBB`.
    static func color(_ c: Color) -> String {
        let (r, g, b, a) = c.rgba8
        return "#"
            + [a, r, g, b].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + digits : digits
            }.joined()
    }

    /// An angle in radians as degrees.
    static func degrees(_ radians: Double) -> String { format(radians * 180 / .pi) }
}
