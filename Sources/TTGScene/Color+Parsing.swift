import TTGBase

/// Why a string is not a color; the description is a one-line message for users.
public enum ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string was empty (or only spaces).
    case empty
    /// A `#` color with the wrong number of digits.
    case badHexLength(String)
    /// A `#` color with a character that is not a hex digit.
    case badHexDigit(String, Character)
    /// Not a hex color, a function or a CSS name; with the nearest name or hex form, if any.
    case unknownName(String, suggestion: String?)
    /// An `rgb()`, `rgba()`, `hsl()` or `hsla()` color that does not follow CSS's grammar, and why.
    case malformed(String, reason: String)

    /// The forms a color may take, as messages list them.
    public static let acceptedForms =
        "a CSS name such as 'red', #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), transparent or none"

    public var description: String {
        switch self {
        case .empty:
            "empty color; expected \(Self.acceptedForms)"
        case .badHexLength(let s):
            "invalid hex color '\(s)': expected 3, 4, 6 or 8 hex digits after '#'"
        case .badHexDigit(let s, let c):
            "invalid hex color '\(s)': '\(c)' is not a hex digit"
        case .unknownName(let s, let suggestion?):
            "unknown color '\(s)'; did you mean '\(suggestion)'?"
        case .unknownName(let s, nil):
            "unknown color '\(s)'; expected \(Self.acceptedForms)"
        case .malformed(let s, let reason):
            "invalid color '\(s)': \(reason); expected \(Self.acceptedForms)"
        }
    }
}

extension Color {
    /// Parses a color as CSS Color 4 writes it.
    ///
    /// Accepted, case-insensitive, spaces around the color and its components ignored:
    /// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (a short digit `F` means `FF`);
    /// - `rgb()`/`rgba()` and `hsl()`/`hsla()` with commas or spaces and `/ alpha`
    ///   (``parseFunction(_:arguments:original:)`` says how values are read and clamped);
    /// - the 148 CSS named colors (``cssNamedColors``), `transparent`, and `none`, which is transparent too.
    ///
    /// - Throws: ``ColorParseError``; for a misspelled name it suggests the
    ///   nearest name by edit distance, or else for bare hex digits the `#` form.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { throw ColorParseError.empty }
        if trimmed.hasPrefix("#") {
            self = try Color.parseHex(String(trimmed.dropFirst()), original: trimmed)
            return
        }
        let name = trimmed.lowercased()
        if name == "transparent" || name == "none" {
            self = .clear
            return
        }
        if let rgb = Color.cssNamedColors[name] {
            self.init(rgb: rgb)
            return
        }
        if let open = name.firstIndex(of: "(") {
            let functionName = name[..<open].trimmedSpaces
            if let function = CSSFunction(rawValue: String(functionName)) {
                guard name.hasSuffix(")") else {
                    throw ColorParseError.malformed(trimmed, reason: "\(function.rawValue)( is not closed by ')'")
                }
                let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
                self = try Color.parseFunction(function, arguments: arguments, original: trimmed)
                return
            }
            let known = CSSFunction.allCases.map { "\($0.rawValue)()" }
            let hint = Suggestion.nearest(to: String(functionName), in: CSSFunction.allCases.map(\.rawValue))
            throw ColorParseError.malformed(
                trimmed,
                reason: "unknown function '\(functionName)()'"
                    + (hint.map { ", did you mean '\($0)()'" } ?? ", the functions are \(known.joined(separator: ", "))")
            )
        }
        let looksHex = [3, 4, 6, 8].contains(name.count) && name.allSatisfy(\.isHexDigit)
        let suggestion =
            Suggestion.nearest(to: name, in: Color.cssNamedColors.keys + ["transparent", "none"])
            ?? (looksHex ? "#" + trimmed : nil)
        throw ColorParseError.unknownName(trimmed, suggestion: suggestion)
    }

    /// Parses the digits after `#`.
    private static func parseHex(_ digits: String, original: String) throws -> Color {
        var values: [UInt8] = []
        for c in digits {
            guard let v = c.hexDigitValue else { throw ColorParseError.badHexDigit(original, c) }
            values.append(UInt8(v))
        }
        let bytes: [UInt8]
        switch values.count {
        case 3, 4: bytes = values.map { $0 * 17 }  // 0xF → 0xFF
        case 6, 8: bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default: throw ColorParseError.badHexLength(original)
        }
        return Color(
            red8: bytes[0], green8: bytes[1], blue8: bytes[2],
            alpha8: bytes.count == 4 ? bytes[3] : 255)
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
