import Foundation
import Testing

@testable import TTGScene

/// `rgb()`, `rgba()`, `hsl()`, `hsla()`, `transparent` and `none`, read as CSS Color 4 reads them.
/// The expected values are worked out here from the specification's formulas (a channel number
/// n is n / 255, a percentage p is p / 100) or taken from Python's `colorsys.hls_to_rgb`, an
/// implementation of HSL independent of ours.
@Suite struct CSSColorFunctionTests {
    /// True when every component is within 1e-9 of the expected one.
    static func close(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
        [abs(c.red - r), abs(c.green - g), abs(c.blue - b), abs(c.alpha - a)].allSatisfy { $0 < 1e-9 }
    }

    static func parsed(_ text: String) throws -> Color { try Color(parsing: text) }

    @Test func rgbWithCommasAndSpaces() throws {
        let forms = [
            "rgb(255,0,0)", "rgb(255, 0, 0)", "RGB( 255 , 0 , 0 )", "rgba(255,0,0)", "rgb(255 0 0)",
            "rgb(100%, 0%, 0%)", "rgb(100% 0% 0%)", "  rgb(  255   0  0 )  ", "rgb(255\t0\t0)",
            "rgba(255, 0, 0, 1)", "rgb(255 0 0 / 1)", "rgb(255 0 0 / 100%)", "rgb(2.55e2 0 0)", "rgb(+255 -0 .0)",
        ]
        for text in forms { #expect(Self.close(try Self.parsed(text), 1, 0, 0), "\(text)") }
        #expect(Self.close(try Self.parsed("rgb(51, 102, 153)"), 51.0 / 255, 102.0 / 255, 153.0 / 255))
        #expect(Self.close(try Self.parsed("rgb(20% 40% 60%)"), 0.2, 0.4, 0.6))
        // The modern syntax may mix numbers, percentages and `none` (0).
        #expect(Self.close(try Self.parsed("rgb(255 50% none)"), 1, 0.5, 0))
        #expect(Self.close(try Self.parsed("rgb(127.5 0 0)"), 0.5, 0, 0))
    }

    @Test func alphaAsNumberOrPercentage() throws {
        #expect(Self.close(try Self.parsed("rgba(0, 0, 255, 0.25)"), 0, 0, 1, 0.25))
        #expect(Self.close(try Self.parsed("rgba(0, 0, 255, 25%)"), 0, 0, 1, 0.25))
        #expect(Self.close(try Self.parsed("rgb(0 0 255 / 0.25)"), 0, 0, 1, 0.25))
        #expect(Self.close(try Self.parsed("rgb(0 0 255/25%)"), 0, 0, 1, 0.25))
        #expect(Self.close(try Self.parsed("rgb(0 0 255 / none)"), 0, 0, 1, 0))
        #expect(Self.close(try Self.parsed("hsla(240, 100%, 50%, .5)"), 0, 0, 1, 0.5))
        #expect(Self.close(try Self.parsed("hsl(240 100% 50% / 50%)"), 0, 0, 1, 0.5))
    }

    /// CSS clamps channels to 0…255 (0%…100%), alpha to 0…1, saturation and lightness to 0%…100%.
    @Test func outOfRangeValuesAreClamped() throws {
        #expect(Self.close(try Self.parsed("rgb(300, -20, 128)"), 1, 0, 128.0 / 255))
        #expect(Self.close(try Self.parsed("rgb(150% -5% 50%)"), 1, 0, 0.5))
        #expect(Self.close(try Self.parsed("rgba(0, 0, 0, 2)"), 0, 0, 0, 1))
        #expect(Self.close(try Self.parsed("rgba(0, 0, 0, -1)"), 0, 0, 0, 0))
        #expect(Self.close(try Self.parsed("rgb(0 0 0 / 150%)"), 0, 0, 0, 1))
        // Saturation above 100% is 100%; lightness below 0% is black, above 100% white.
        #expect(Self.close(try Self.parsed("hsl(120, 150%, 50%)"), 0, 1, 0))
        #expect(Self.close(try Self.parsed("hsl(120, -50%, 50%)"), 0.5, 0.5, 0.5))
        #expect(Self.close(try Self.parsed("hsl(120 100% -10%)"), 0, 0, 0))
        #expect(Self.close(try Self.parsed("hsl(120 100% 110%)"), 1, 1, 1))
    }

    /// (hue, saturation %, lightness %) → RGB from `colorsys.hls_to_rgb(h / 360, l / 100, s / 100)`.
    static let hslTable: [(h: Double, s: Double, l: Double, rgb: (Double, Double, Double))] = [
        (0, 100, 50, (1, 0, 0)), (120, 100, 50, (0, 1, 0)), (240, 100, 50, (0, 0, 1)),
        (30, 100, 50, (1, 0.5, 0)), (60, 50, 50, (0.75, 0.75, 0.25)), (200, 60, 40, (0.16, 0.48, 0.64)),
        (330, 80, 70, (0.94, 0.46, 0.7)), (90, 25, 20, (0.2, 0.25, 0.15)), (275, 40, 85, (0.86, 0.79, 0.91)),
        (0, 0, 50, (0.5, 0.5, 0.5)), (180, 100, 25, (0, 0.5, 0.5)),
    ]

    @Test func hslMatchesAnIndependentImplementation() throws {
        for row in Self.hslTable {
            let (r, g, b) = row.rgb
            let (h, s, l) = ("\(row.h)", "\(row.s)%", "\(row.l)%")
            for text in ["hsl(\(h), \(s), \(l))", "hsl(\(h) \(s) \(l))", "hsla(\(h)deg,\(s),\(l))"] {
                #expect(Self.close(try Self.parsed(text), r, g, b), "\(text)")
            }
            // Modern syntax: saturation and lightness as bare numbers are percentages.
            #expect(Self.close(try Self.parsed("hsl(\(h) \(row.s) \(row.l))"), r, g, b))
        }
    }

    /// A hue is degrees, or an angle: 1turn = 360deg = 400grad = 2π rad; it wraps around.
    @Test func hueUnitsAndWrapping() throws {
        // hsl(90, 100%, 50%) is (0.5, 1, 0): colorsys.hls_to_rgb(0.25, 0.5, 1).
        let chartreuse = ["90", "90deg", "0.25turn", "100grad", "\(Double.pi / 2)rad", "450", "-270deg", "1.25TURN"]
        for hue in chartreuse {
            #expect(Self.close(try Self.parsed("hsl(\(hue) 100% 50%)"), 0.5, 1, 0), "\(hue)")
        }
        #expect(Self.close(try Self.parsed("hsl(none 100% 50%)"), 1, 0, 0))
    }

    @Test func transparentAndNoneAreTransparent() throws {
        for text in ["transparent", "none", "NONE", " None ", "Transparent"] {
            #expect(try Self.parsed(text) == Color(red: 0, green: 0, blue: 0, alpha: 0), "\(text)")
        }
    }

    /// The message for `text`, or "parsed".
    static func message(_ text: String) -> String {
        do {
            _ = try Color(parsing: text)
            return "parsed"
        } catch { return "\(error)" }
    }

    @Test func malformedFunctionsSayWhyAndListTheForms() {
        let forms = "expected " + ColorParseError.acceptedForms
        let cases: [(String, String)] = [
            ("rgb(1,2)", "rgb() takes 3 components and an optional alpha, not 2 values"),
            ("rgb(1 2)", "rgb() takes 3 components and an optional '/ alpha', not 2"),
            ("rgb(1,2,3,4,5)", "rgb() takes 3 components and an optional alpha, not 5 values"),
            ("rgb(1, 2, 3", "rgb( is not closed by ')'"),
            ("rgb(1,,3)", "rgb() has an empty component"),
            ("rgb(1, 2, 3 / 0.5)", "rgb() separates with commas or spaces, not both"),
            ("rgb(1 2 3 / 0.5 / 1)", "rgb() has more than one '/'"),
            ("rgb(1 2 3 / 0.5 1)", "rgb() takes one alpha after '/'"),
            ("rgb(100%, 0, 0)", "rgb() with commas takes three numbers or three percentages, not both"),
            ("rgb(1, 2, none)", "'none' needs the syntax with spaces"),
            ("rgb(red 0 0)", "'red' is not a number"),
            ("rgb(1e 0 0)", "'1e' is not a number"),
            ("rgb(0x10 0 0)", "'0x10' is not a number"),
            ("rgb(inf 0 0)", "'inf' is not a number"),
            ("rgb(1e999 0 0)", "'1e999' is not a number"),
            ("rgb(90deg 0 0)", "'90deg' is not a number"),
            ("rgb(0 0 0 / x)", "alpha 'x' is not a number or a percentage"),
            ("hsl(120, 100, 50%)", "'100' is not a percentage"),
            ("hsl(50% 100% 50%)", "the hue '50%' is an angle or a number, not a percentage"),
            ("hsl(120 1 2 3)", "hsl() takes 3 components and an optional '/ alpha', not 4"),
            ("hsl(12gon 100% 50%)", "'12gon' is not a number or an angle"),
            ("rbg(1, 2, 3)", "unknown function 'rbg()', did you mean 'rgb()'"),
            ("lab(50 20 30)", "unknown function 'lab()', the functions are rgb(), rgba(), hsl(), hsla()"),
        ]
        for (text, reason) in cases {
            #expect(Self.message(text) == "invalid color '\(text)': \(reason); \(forms)", "\(text)")
        }
        #expect(Self.message("nnone") == "unknown color 'nnone'; did you mean 'none'?")
        #expect(Self.message("zzzzzz") == "unknown color 'zzzzzz'; \(forms)")
        #expect(Self.message("") == "empty color; \(forms)")
    }

    /// Source-over with straight alpha, worked by hand: 50% red over opaque blue is (0.5, 0, 0.5).
    @Test func compositingOver() {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(Self.close(red.composited(over: Color(red: 0, green: 0, blue: 1)), 0.5, 0, 0.5))
        #expect(Self.close(Color.clear.composited(over: .white), 1, 1, 1))
        // Two halves: alpha 0.5 + 0.5 × 0.5 = 0.75; red weighs 0.5, blue 0.25.
        #expect(
            Self.close(red.composited(over: Color(red: 0, green: 0, blue: 1, alpha: 0.5)), 2.0 / 3, 0, 1.0 / 3, 0.75))
        #expect(Color.clear.composited(over: .clear) == .clear)
    }
}
