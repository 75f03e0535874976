/// The number grammar SVG path data and transform lists share:
/// `sign? (digits ("." digits?)? | "." digits) (("e" | "E") sign? digits)?`.
enum SVGNumberGrammar {
    /// The number that starts at `start` in `bytes`: where it ends, and its value (nil when it
    /// is not a finite double); nil when no digit comes before the exponent. An `e` not followed
    /// by digits is not part of the number.
    ///
    /// Read byte by byte into a decimal significand and exponent. When the significand (at most
    /// 19 digits) is at most 2⁵³ and the power of ten is at most 10²² either way, both are exact
    /// doubles and one multiplication or division rounds correctly (Clinger's fast path): the
    /// same double `Double(String)` gives. Other numbers (long or huge or tiny ones) go to
    /// `Double(String)`.
    static func read(_ bytes: [UInt8], from start: Int) -> (end: Int, value: Double?)? {
        let scan = bytes.withUnsafeBufferPointer { DecimalScan($0, from: start) }
        guard scan.digits > 0 else { return nil }
        let power = scan.exponent - scan.fractionDigits
        if scan.digits <= 19, scan.significand <= 1 << 53, power >= -22, power <= 22 {
            let magnitude =
                power >= 0
                ? Double(scan.significand) * powersOfTen[power]
                : Double(scan.significand) / powersOfTen[-power]
            return (scan.end, scan.negative ? -magnitude : magnitude)
        }
        let value = Double(String(decoding: bytes[start..<scan.end], as: UTF8.self))
        return (scan.end, value.flatMap { $0.isFinite ? $0 : nil })
    }

    /// The parts of a number read from the bytes, for ``read(_:from:)``.
    private struct DecimalScan {
        var negative = false
        /// The digits as one integer (wrapping past 19 digits).
        var significand: UInt64 = 0
        /// Digits before and after the point; past 19 in all the significand is not exact.
        var digits = 0
        var fractionDigits = 0
        /// The written exponent, kept within ±100,000 (beyond any double's range).
        var exponent = 0
        /// The index after the number.
        var end: Int

        init(_ p: UnsafeBufferPointer<UInt8>, from start: Int) {
            let n = p.count
            var i = start
            if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
                negative = p[i] == UInt8(ascii: "-")
                i &+= 1
            }
            var m: UInt64 = 0
            /// Reads the digits from `i` on into `m`; returns how many there were.
            func readDigits() -> Int {
                let first = i
                while i < n {
                    let d = p[i] &- UInt8(ascii: "0")
                    guard d < 10 else { break }
                    m = m &* 10 &+ UInt64(d)
                    i &+= 1
                }
                return i &- first
            }
            digits = readDigits()
            if i < n, p[i] == UInt8(ascii: ".") {
                i &+= 1
                fractionDigits = readDigits()
                digits &+= fractionDigits
            }
            significand = m
            end = i
            guard digits > 0, i < n, p[i] | 0x20 == UInt8(ascii: "e") else { return }
            var j = i &+ 1
            var exponentNegative = false
            if j < n, p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-") {
                exponentNegative = p[j] == UInt8(ascii: "-")
                j &+= 1
            }
            guard j < n, p[j] &- UInt8(ascii: "0") < 10 else { return }
            while j < n {
                let d = p[j] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if exponent < 100_000 { exponent = exponent &* 10 &+ Int(d) }
                j &+= 1
            }
            if exponentNegative { exponent = -exponent }
            end = j
        }
    }

    /// 10⁰ … 10²², every one an exact double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// SVG's whitespace: space, tab, LF, FF, CR (not VT).
    static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D
    }
}
