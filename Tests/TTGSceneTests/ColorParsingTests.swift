import TTGBase
import Testing

@testable import TTGScene

@Suite struct ColorParsingTests {
    @Test func hexForms() throws {
        #expect(try Color(parsing: "#F00") == Color(red: 1, green: 0, blue: 0))
        #expect(try Color(parsing: "#f008") == Color(red8: 255, green8: 0, blue8: 0, alpha8: 0x88))
        #expect(try Color(parsing: "#1461F2") == Color(red8: 0x14, green8: 0x61, blue8: 0xF2))
        #expect(try Color(parsing: "#1461f2") == Color(red8: 0x14, green8: 0x61, blue8: 0xF2))
        #expect(try Color(parsing: "#1461F280") == Color(red8: 0x14, green8: 0x61, blue8: 0xF2, alpha8: 0x80))
        #expect(try Color(parsing: "  #000  ") == .black)
    }

    @Test func namedColors() throws {
        #expect(Color.cssNamedColors.count == 148)
        #expect(try Color(parsing: "rebeccapurple").hexString == "#663399")
        #expect(try Color(parsing: "RebeccaPurple").hexString == "#663399")
        #expect(try Color(parsing: "cornflowerblue").hexString == "#6495ED")
        #expect(try Color(parsing: "green").hexString == "#008000")
        #expect(try Color(parsing: "grey") == Color(parsing: "gray"))
        #expect(try Color(parsing: "lightgoldenrodyellow").hexString == "#FAFAD2")
        #expect(try Color(parsing: "transparent") == .clear)
    }

    @Test func everyNameParses() throws {
        for (name, rgb) in Color.cssNamedColors {
            #expect(try Color(parsing: name) == Color(rgb: rgb), "\(name)")
        }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(throws: ColorParseError.empty) { try Color(parsing: " ") }
        #expect(throws: ColorParseError.badHexLength("#12345")) { try Color(parsing: "#12345") }
        #expect(throws: ColorParseError.badHexDigit("#GG0000", "G")) { try Color(parsing: "#GG0000") }
        #expect(
            String(describing: ColorParseError.badHexLength("#12345"))
                == "invalid hex color '#12345': expected 3, 4, 6 or 8 hex digits after '#'")
    }

    @Test func misspelledNamesGetASuggestion() {
        func message(_ s: String) -> String {
            do {
                _ = try Color(parsing: s)
                return "parsed"
            } catch { return "\(error)" }
        }
        #expect(message("rde") == "unknown color 'rde'; did you mean 'red'?")
        #expect(message("bleu") == "unknown color 'bleu'; did you mean 'blue'?")
        #expect(message("rebecapurple") == "unknown color 'rebecapurple'; did you mean 'rebeccapurple'?")
        #expect(message("ff8800") == "unknown color 'ff8800'; did you mean '#ff8800'?")
        #expect(message("zzzzzz").hasPrefix("unknown color 'zzzzzz'; expected a CSS name"))
    }

    @Test func editDistanceCountsTranspositionsOnce() {
        #expect(Suggestion.editDistance("rde", "red") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test func hexStringRoundTrip() throws {
        for s in ["#000000", "#FFFFFF", "#1461F2", "#73C7FF80", "#00000000"] {
            #expect(try Color(parsing: s).hexString == s)
        }
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.5).hexString == "#FF000080")
    }

    @Test func componentsAreClamped() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 1.5)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.white.withAlpha(0.25).alpha == 0.25)
    }
}
