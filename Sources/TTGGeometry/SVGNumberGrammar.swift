/// The number grammar SVG path data and transform lists share:
/// `sign? (digits ("." digits?)? | "." digits) (("e" | "E") sign? digits)?`.
enum SVGNumberGrammar {
    /// The number that starts at `start` in `bytes`: where it ends, and its value (nil when it
    /// is not a finite double); nil when no digit comes before the exponent. An `e` not followed
    /// by digits is not part of the number.
    ///
    /// Read into a decimal significand and exponent (``DecimalScan``; a short number from one
    /// 64-bit word, ``ShortNumber``). When the significand (at most 19 digits) is at most 2⁵³
    /// and the power of ten is at most 10²² either way, both are exact doubles and one
    /// multiplication or division rounds correctly (Clinger's fast path): the same double
    /// `Double(String)` gives. Other numbers (long or huge or tiny ones) go to `Double(String)`.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, value: Double?)? {
        let scan = DecimalScan(bytes, from: start)
        guard scan.digits > 0 else { return nil }
        let power = scan.exponent &- scan.fractionDigits
        if scan.digits <= 19, scan.significand <= 1 << 53, power >= -22, power <= 22 {
            // At most 2⁵³: the signed conversion, one instruction, is exact.
            let significand = Double(Int64(bitPattern: scan.significand))
            let magnitude =
                power >= 0 ? significand * powersOfTen[power] : significand / powersOfTen[-power]
            return (scan.end, scan.negative ? -magnitude : magnitude)
        }
        let text = String(decoding: bytes[start..<scan.end], as: UTF8.self)
        return (scan.end, Double(text).flatMap { $0.isFinite ? $0 : nil })
    }

    /// ``read(_:from:)-(UnsafeBufferPointer<UInt8>,_)`` on an array's bytes.
    static func read(_ bytes: [UInt8], from start: Int) -> (end: Int, value: Double?)? {
        bytes.withUnsafeBufferPointer { read($0, from: start) }
    }

    /// The parts of a number read from the bytes, for ``read(_:from:)-(UnsafeBufferPointer<UInt8>,_)``.
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

        @inline(__always)
        init(_ p: UnsafeBufferPointer<UInt8>, from start: Int) {
            let n = p.count
            var i = start
            if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
                negative = p[i] == UInt8(ascii: "-")
                i &+= 1
            }
            if n &- i >= 8, let short = ShortNumber(p, at: i) {
                significand = short.significand
                digits = short.digits
                fractionDigits = short.fractionDigits
                end = i &+ short.length
                return
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

    /// An unsigned number without an exponent that ends within eight bytes (`120`, `35.25`,
    /// `.5`): the common case, read from one 64-bit word instead of byte by byte.
    ///
    /// The word holds the bytes with the first lowest (little-endian). Xored with `0` (0x30),
    /// digits become 0…9, and a byte is a digit when it is below 10: adding 0x76 (0x80 − 10)
    /// to its low seven bits sets their top bit when they are 10 or more (without carrying into
    /// the next byte), and the byte's own top bit marks the rest. The first non-digit is the
    /// point or the end; after a point, the next one is the end. The digits, the point taken
    /// out, are shifted to the top of the word (the empty bytes below becoming leading zeros)
    /// and combined in three steps: bytes into pairs `10a + b`, pairs into fours `100ab + cd`,
    /// fours into the eight-digit value `10⁴abcd + efgh`.
    private struct ShortNumber {
        var significand: UInt64
        var digits: Int
        var fractionDigits: Int
        /// The bytes the number takes.
        var length: Int

        /// The number at `i`, where at least eight bytes remain; nil when it is not such a number.
        @inline(__always)
        init?(_ p: UnsafeBufferPointer<UInt8>, at i: Int) {
            let word = UInt64(littleEndian: UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self))
            let tops: UInt64 = 0x8080_8080_8080_8080
            var values = word ^ 0x3030_3030_3030_3030
            let nonDigits = (values | ((values & ~tops) &+ 0x7676_7676_7676_7676)) & tops
            let first = nonDigits.trailingZeroBitCount &>> 3
            guard first < 8 else { return nil }
            var stop = first
            var count = first
            if p[i &+ first] == UInt8(ascii: ".") {
                stop = (nonDigits & (nonDigits &- 1)).trailingZeroBitCount &>> 3
                guard stop < 8 else { return nil }
                count = stop &- 1
                let below: UInt64 = (1 &<< (8 &* UInt64(first))) &- 1
                values = (values & below) | ((values &>> 8) & ~below)
            }
            guard count > 0, p[i &+ stop] | 0x20 != UInt8(ascii: "e") else { return nil }
            var v = values &<< (64 &- 8 &* UInt64(count))
            v = (v &* 10 &+ (v &>> 8)) & 0x00FF_00FF_00FF_00FF
            v = (v &* 100 &+ (v &>> 16)) & 0x0000_FFFF_0000_FFFF
            v = (v &* 10_000 &+ (v &>> 32)) & 0xFFFF_FFFF
            significand = v
            digits = count
            fractionDigits = stop &- first &- (stop == first ? 0 : 1)
            length = stop
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
