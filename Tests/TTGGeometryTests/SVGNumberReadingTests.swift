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

    /// The value `Path(svgPathData:)` reads for `text` as the x of a move, with `padding`
    /// bytes after it (eight or more take the one-word reader, fewer the byte-by-byte one).
    static func x(_ text: String, padding: Int) throws -> Double? {
        let data = "M\(text) 0" + String(repeating: " 0 0", count: padding / 4 + 1)
        guard case .move(let p) = try Path(svgPathData: data).elements.first else { return nil }
        return p.x
    }

    @Test func shortNumbersReadFromOneWordMatchDoubleFromString() throws {
        var generator = SplitMix64(state: 16)
        for _ in 0..<20_000 {
            // Up to eight characters: digits with a point anywhere or none.
            let count = Int.random(in: 1...7, using: &generator)
            var text = String((0..<count).map { _ in "0123456789".randomElement(using: &generator)! })
            if Bool.random(using: &generator) {
                let point = Int.random(in: 0...count, using: &generator)
                text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { text = "-" + text }
            let expected = try #require(Double(text), "\(text)")
            for padding in [0, 8] {
                let read = try #require(try Self.x(text, padding: padding))
                #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) instead of \(expected)")
            }
        }
    }

    @Test func numbersEndWhereTheGrammarSaysInBothReaders() throws {
        // Each case: the data, and the coordinates it holds.
        let cases: [(String, [Double])] = [
            ("M1.5.5", [1.5, 0.5]), ("M10-5", [10, -5]), ("M.5.5", [0.5, 0.5]), ("M5.,6.", [5, 6]),
            ("M1e2 3E-1", [100, 0.3]), ("M12345678 1", [12_345_678, 1]),
            ("M1234.567 1", [1234.567, 1]), ("M123456.7,1", [123_456.7, 1]), ("M+.25-0", [0.25, -0.0]),
            ("M0.000001 1", [0.000001, 1]), ("M9999999.,1", [9_999_999, 1]),
        ]
        for (data, coordinates) in cases {
            for padding in ["", "         "] {
                let path = try Path(svgPathData: data + padding)
                guard case .move(let p) = path.elements.first else {
                    Issue.record("no move in \(data)")
                    continue
                }
                #expect([p.x, p.y].map(\.bitPattern) == coordinates.map(\.bitPattern), "\(data)")
            }
        }
        // A point with no digit is no number, in the short reader as in the long one.
        #expect(throws: SVGPathError.self) { try Path(svgPathData: "M. 1 2 3 4 5 6 7 8") }
        #expect(throws: SVGPathError.self) { try Path(svgPathData: "M-. 1 2 3 4 5 6 7 8") }
    }
}
