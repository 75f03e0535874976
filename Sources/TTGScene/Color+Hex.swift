extension Color {
    /// The color as `#RRGGBB` (uppercase hex digits), or `#RRGGBBAA` when it is
    /// not opaque once rounded to 8 bits.
    public var hexString: String {
        let bytes = [red, green, blue, alpha].map(Color.byte)
        let digits = bytes[3] == 255 ? bytes.prefix(3) : bytes[...]
        return "#"
            + digits.map { b in
                let s = String(b, radix: 16, uppercase: true)
                return s.count == 1 ? "0" + s : s
            }.joined()
    }

    /// The 8-bit components, rounded to nearest.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    static func byte(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }
}
