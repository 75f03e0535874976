/// Un-premultiplication without a division per channel: `c · 255 / a`
/// rounded to nearest, as `(c · 255 + a / 2) · m[a] >> 32` with
/// `m[a] = ⌊2³² / a⌋ + 1`.
///
/// The product is exact: writing `m·a = 2³² + e` with `0 < e ≤ a`, the
/// quotient is off by at most `n·e / 2³²` of one unit, below `1/a` (the
/// smallest step of `n / a`) while `n·a < 2³²`, and here
/// `n ≤ 255 · 255 + 127` and `a ≤ 255`. A test compares every (c, a) pair
/// with the division.
struct UnpremultiplyTable: Sendable {
    /// The table, made once per process.
    static let shared = UnpremultiplyTable()

    private let multipliers: [UInt64] = (0...255).map { $0 == 0 ? 0 : (1 << 32) / UInt64($0) + 1 }

    /// The straight value of premultiplied channel `c` at alpha `alpha`
    /// (0 when alpha is 0; at most 255 when `c` exceeds `alpha`).
    @inline(__always)
    func straight(_ c: UInt32, alpha: UInt32) -> UInt8 {
        let n = UInt64(c * 255 + alpha / 2)
        return UInt8(min(255, (n &* multipliers[Int(alpha)]) >> 32))
    }
}
