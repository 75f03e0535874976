import TTGGeometry
import Testing

/// The path parser reads numbers itself; `Double(String)` (correctly rounded
/// by the C library) is the independent answer it must match bit for bit.
@Suite struct SVGNumberReadingTests {
    /// A random decimal in the forms the grammar allows: a sign or none,
    /// digits with a point anywhere (or none, or leading), up to 25 digits,
    /// and an exponent or none.
    static func randomDecimal(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 1...25, using: &generator)
        var digits = String((0..<count).map { _ in "0123456789".randomElement(using: &generator)! })
        // Runs of zeros and nines, where rounding is hardest.
        if Bool.random(using: &generator) {
            digits += String(
                repeating: Bool.random(using: &generator) ? "0" : "9", count: Int.random(in: 0...12, using: &generator))
        }
        var text = ["", "-", "+"].randomElement(using: &generator)!
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: text += digits
        case 1: text += "." + digits
        default:
            let point = Int.random(in: 0...digits.count, using: &generator)
            let index = digits.index(digits.startIndex, offsetBy: point)
            text += digits[..<index] + "." + digits[index...]
        }
        if text.hasSuffix("."), text.dropLast().allSatisfy({ "+-".contains($0) }) { text += "0" }
        if Bool.random(using: &generator) {
            let exponent = Int.random(in: -340...340, using: &generator)
            text +=
                ["e", "E"].randomElement(using: &generator)!
                + (exponent >= 0 && Bool.random(using: &generator) ? "+" : "")
            text += String(exponent)
        }
        return text
    }

    @Test func numbersMatchDoubleFromString() throws {
        var generator = SplitMix64(state: 15)
        var checked = 0
        for _ in 0..<20_000 {
            let text = Self.randomDecimal(&generator)
            let expected = try #require(Double(text), "\(text)")
            guard expected.isFinite else {
                #expect(throws: SVGPathError.self, "\(text)") { try Path(svgPathData: "M\(text) 0") }
                continue
            }
            guard case .move(let p) = try Path(svgPathData: "M\(text) 0").elements.first else {
                Issue.record("no move for \(text)")
                continue
            }
            if p.x.bitPattern != expected.bitPattern {
                Issue.record("\(text): \(p.x) instead of \(expected)")
            }
            checked += 1
        }
        #expect(checked > 10_000)
    }

    @Test func edgeCasesOfTheFastPath() throws {
        let cases = [
            "9007199254740992", "9007199254740993", "9007199254740993e-22", "1e22", "1e23", "123456789012345678e4",
            "1234567890123456789", "12345678901234567890", "0.1", "-0", "-0.0e5", "4.9e-324", "2.2250738585072014e-308",
            "1.7976931348623157e308", "0.000000000000000000000000000001", "1e-22", "1e-23", "00000000000000000000001.5",
            "3.14159265358979323846264338327950288", "7e0", ".5e+1", "5.e-1",
        ]
        for text in cases {
            let expected = try #require(Double(text))
            guard case .move(let p) = try Path(svgPathData: "M\(text) 0").elements.first else {
                Issue.record("no move for \(text)")
                continue
            }
            #expect(p.x.bitPattern == expected.bitPattern, "\(text): \(p.x) instead of \(expected)")
        }
    }
}
