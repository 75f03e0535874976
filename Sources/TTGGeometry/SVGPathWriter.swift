extension Path {
    /// The path as SVG path data with absolute commands M, L, Q, C and Z,
    /// e.g. `M0 0 L10 10 C1 2 3 4 5 6 Z`; empty for an empty path.
    ///
    /// Numbers are separated by spaces, and so are commands. Each number is the
    /// shortest decimal that reads back as the same `Double` (Swift's
    /// round-trip digits), written in plain positional notation: never with an
    /// exponent, and with no ".0" on integers (`1e-7` is written `0.0000001`,
    /// `1e21` as `1000000000000000000000`). Negative zero is written `-0` and
    /// reads back as −0, so `Path(svgPathData: p.svgPathData) == p` holds exactly,
    /// sign of zero included, for every path with finite coordinates. Infinite and
    /// NaN coordinates are written as `inf` and `nan` and do not parse.
    public var svgPathData: String {
        var out = ""
        for element in elements {
            if !out.isEmpty { out += " " }
            switch element {
            case .move(let p):
                out += "M" + svgCoordinates(p)
            case .line(let p):
                out += "L" + svgCoordinates(p)
            case .quad(let p, let c):
                out += "Q" + svgCoordinates(c, p)
            case .cubic(let p, let c1, let c2):
                out += "C" + svgCoordinates(c1, c2, p)
            case .close:
                out += "Z"
            }
        }
        return out
    }
}

/// The coordinates of the points, separated by spaces.
private func svgCoordinates(_ points: Point...) -> String {
    points.map { svgNumber($0.x) + " " + svgNumber($0.y) }.joined(separator: " ")
}

/// `x` as the shortest round-trip decimal, in positional notation.
func svgNumber(_ x: Double) -> String {
    guard x.isFinite else { return x.description }
    let sign = x.sign == .minus ? "-" : ""
    // Fast path for the common case: whole numbers.
    if x == x.rounded(.towardZero), x.magnitude < 1e15 { return sign + String(Int64(x.magnitude)) }
    // Swift's description holds the shortest round-trip digits, perhaps with an
    // exponent: "0.1", "100.0", "1e-07", "1.2345e+16".
    let text = x.magnitude.description
    if !text.contains("e") { return sign + text }     // "12.25": already positional
    let parts = text.split(separator: "e")
    let exponent = parts.count == 2 ? Int(parts[1])! : 0
    let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    let integerDigits = mantissa[0]
    var digits = Substring(integerDigits + (mantissa.count == 2 ? mantissa[1] : ""))
    // The value is 0.<digits> × 10^pointPosition.
    var pointPosition = integerDigits.count + exponent
    while digits.first == "0" {
        digits = digits.dropFirst()
        pointPosition -= 1
    }
    while digits.last == "0" { digits = digits.dropLast() }
    guard !digits.isEmpty else { return sign + "0" }
    if pointPosition <= 0 {
        return sign + "0." + String(repeating: "0", count: -pointPosition) + digits
    }
    if pointPosition >= digits.count {
        return sign + digits + String(repeating: "0", count: pointPosition - digits.count)
    }
    let split = digits.index(digits.startIndex, offsetBy: pointPosition)
    return sign + digits[..<split] + "." + digits[split...]
}
