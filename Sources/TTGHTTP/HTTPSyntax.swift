/// The pieces of RFC 9110's and RFC 9112's grammar that the request line, the header fields and a
/// chunked body share: line ends, tokens, quoted strings and numbers. Each reads bytes as the ABNF
/// says and nothing more: no sign, no whitespace the rule does not name, no number past a bound.
enum HTTPSyntax {
    /// Where a line ends, read from `start`.
    enum LineEnd: Equatable {
        /// Its CR LF starts at `start`; the next line begins at `next`.
        case found(start: Int, next: Int)
        /// No LF has arrived yet.
        case incomplete
        /// An LF without the CR before it: RFC 9112 §2.2 lets a recipient accept it, but a proxy
        /// in front may not have, and would then see other lines than we do.
        case bareLF
    }

    /// The end of the line that starts at `start`: a line ends with CR LF and nothing else.
    static func lineEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> LineEnd {
        guard let lf = bytes[start...].firstIndex(of: .lf) else { return .incomplete }
        guard lf > start, bytes[lf - 1] == .cr else { return .bareLF }
        return .found(start: lf - 1, next: lf + 1)
    }

    /// The refusal of a line that ends in a bare LF.
    static let bareLF = HTTPError(400, "a line ends in LF without CR (send CR LF)")

    /// `BWS` and `OWS` (RFC 9110 §5.6.3): where spaces and tabs may be, the index past them.
    static func skipWhitespace(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.endIndex, bytes[cursor] == .space || bytes[cursor] == .tab { cursor += 1 }
        return cursor
    }

    /// `token` (RFC 9110 §5.6.2) at `start`: the index past it, nil when none is there.
    static func token(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var cursor = start
        while cursor < bytes.endIndex, bytes[cursor].isTokenCharacter { cursor += 1 }
        return cursor > start ? cursor : nil
    }

    /// `quoted-string` (RFC 9110 §5.6.4) at `start`: the index past its closing quote, nil when
    /// there is none or it holds a byte the rule does not allow.
    static func quotedString(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard start < bytes.endIndex, bytes[start] == .quote else { return nil }
        var cursor = start + 1
        while cursor < bytes.endIndex {
            let byte = bytes[cursor]
            switch byte {
            case .quote: return cursor + 1
            case .backslash:
                // quoted-pair: HTAB, SP, VCHAR or obs-text after the backslash.
                guard cursor + 1 < bytes.endIndex, bytes[cursor + 1].isFieldContent else { return nil }
                cursor += 2
            default:
                guard byte.isFieldContent else { return nil }
                cursor += 1
            }
        }
        return nil
    }

    /// `1*HEXDIG` as a whole: the value, or nil when `digits` is empty, holds anything but
    /// hexadecimal digits (no sign, no `0x`, no whitespace), or is past `bound`.
    static func hexadecimal(_ digits: ArraySlice<UInt8>, bound: Int) -> Number {
        number(digits, radix: 16, bound: bound)
    }

    /// `1*DIGIT` as a whole, as ``hexadecimal(_:bound:)`` reads hexadecimal.
    static func decimal(_ digits: ArraySlice<UInt8>, bound: Int) -> Number {
        number(digits, radix: 10, bound: bound)
    }

    /// What a run of digits reads as.
    enum Number: Equatable {
        case value(Int)
        /// Well formed, but larger than the bound (however many digits: none is ever multiplied
        /// past the bound, so nothing overflows).
        case tooLarge
        case malformed
    }

    private static func number(_ digits: ArraySlice<UInt8>, radix: Int, bound: Int) -> Number {
        guard !digits.isEmpty else { return .malformed }
        var value = 0
        var tooLarge = false
        for byte in digits {
            guard let digit = byte.digitValue(radix: radix) else { return .malformed }
            if !tooLarge {
                // value ≤ bound, so value × radix + digit cannot overflow for any bound below Int.max / 16.
                value = value * radix + digit
                tooLarge = value > bound
            }
        }
        return tooLarge ? .tooLarge : .value(value)
    }
}

extension UInt8 {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    /// RFC 9110's `tchar`: a letter, digit or one of ``!#$%&'*+-.^_`|~``.
    var isTokenCharacter: Bool {
        switch self {
        case 48...57, 65...90, 97...122: true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// A byte a field value may hold (RFC 9110 §5.5): HTAB, SP, a visible character or obs-text;
    /// no other control character and no DEL.
    var isFieldContent: Bool { self == .tab || (self >= 0x20 && self != 0x7F) }

    /// The value of a digit in `radix` (10 or 16, either case), nil for any other byte.
    func digitValue(radix: Int) -> Int? {
        switch self {
        case 48...57: Int(self - 48)
        case 65...70 where radix == 16: Int(self - 55)
        case 97...102 where radix == 16: Int(self - 87)
        default: nil
        }
    }
}
