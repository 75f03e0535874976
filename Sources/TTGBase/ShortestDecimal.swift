/// `x` as the shortest decimal that reads back as `x`, in positional notation: `2`, `0.1`,
/// `-12.25`, `0.0000001` (never `2.0` or `1e-07`).
///
/// The one number format of the project: path data, JSON, help, messages and labels.
public func shortestDecimal(_ x: Double) -> String {
    guard x.isFinite else { return x.description }
    let sign = x.sign == .minus ? "-" : ""
    // Fast path for the common case: whole numbers.
    if x == x.rounded(.towardZero), x.magnitude < 1e15 { return sign + String(Int64(x.magnitude)) }
    // Swift's description holds the shortest round-trip digits, perhaps with an
    // exponent: "0.1", "100.0", "1e-07", "1.2345e+16".
    let text = x.magnitude.description
    if !text.contains("e") { return sign + text }  // "12.25": already positional
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
