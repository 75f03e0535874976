/// The number grammar SVG path data and transform lists share:
/// `sign? (digits ("." digits?)? | "." digits) (("e" | "E") sign? digits)?`.
enum SVGNumberGrammar {
    /// The end of the number that starts at `start` in `bytes`, or nil when no digit
    /// comes before the exponent. An `e` not followed by digits is not part of the number.
    static func end(of bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if end < bytes.count, isDigit(bytes[end]) {
                index = end
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
        }
        return index
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// Whitespace as SVG defines it: space, tab, CR, LF, FF.
    static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A, 0x0C]
}
