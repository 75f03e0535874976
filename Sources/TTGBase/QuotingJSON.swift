/// `s` as a JSON string literal, in quotes: `"` and `\` escaped, control characters as `\n`,
/// `\r`, `\t` or `\u00XX`, everything else as it is.
///
/// The one JSON string format of the project: reports, manifests and Lottie files.
public func quotingJSON(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
