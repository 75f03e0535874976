import TTGScene

/// Conversions from option text to typed values; each error names the option and the value.
public enum ValueParser {
    /// A finite decimal number (`3`, `-2.5`, `1e-3`); NaN and infinities are refused.
    public static func number(_ raw: String, option: String, in range: ClosedRange<Double>? = nil) throws -> Double {
        let text = raw.trimmingWhitespace
        guard let v = Double(text) else {
            throw CLIError.badValue(option, raw, "is not a number")
        }
        guard v.isFinite else { throw CLIError.badValue(option, raw, "is not a finite number") }
        if let range, !range.contains(v) {
            throw CLIError.badValue(option, raw, "is out of range \(format(range.lowerBound))…\(format(range.upperBound))")
        }
        return v
    }

    /// A whole number.
    public static func integer(_ raw: String, option: String, in range: ClosedRange<Int>? = nil) throws -> Int {
        guard let v = Int(raw.trimmingWhitespace) else { throw CLIError.badValue(option, raw, "is not a whole number") }
        if let range, !range.contains(v) {
            throw CLIError.badValue(option, raw, "is out of range \(range.lowerBound)…\(range.upperBound)")
        }
        return v
    }

    /// A list of finite numbers separated by commas (`4,2,1`).
    public static func numbers(_ raw: String, option: String, count: ClosedRange<Int>? = nil, form: String) throws -> [Double] {
        let parts = raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let count, !count.contains(parts.count) {
            throw CLIError.badValue(option, raw, "is not of the form \(form)")
        }
        return try parts.map { part in
            guard let v = Double(part.trimmingWhitespace), !part.trimmingWhitespace.isEmpty else {
                throw CLIError.badValue(option, raw, "is not of the form \(form)")
            }
            guard v.isFinite else { throw CLIError.badValue(option, raw, "has a number that is not finite") }
            return v
        }
    }

    /// Two numbers with a separator: `X,Y` or `WxH`.
    public static func pair(_ raw: String, option: String, separator: Character, form: String) throws -> (Double, Double) {
        let parts = raw.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw CLIError.badValue(option, raw, "is not of the form \(form)") }
        let joined = parts.joined(separator: ",")
        let v = try numbers(joined, option: option, count: 2...2, form: form)
        return (v[0], v[1])
    }

    /// One of the raw values of an enumeration, case-sensitive, with a suggestion on a typo.
    public static func choice<T: RawRepresentable & CaseIterable>(_ raw: String, option: String) throws -> T
    where T.RawValue == String {
        if let v = T(rawValue: raw) { return v }
        let names = T.allCases.map(\.rawValue)
        let hint = Suggestion.nearest(to: raw, in: names).map { "; did you mean '\($0)'?" }
            ?? " (choose from \(names.joined(separator: ", ")))"
        throw CLIError.usage("\(option): unknown value '\(CLIError.quoted(raw))'\(hint)")
    }

    /// A number as help and messages show it: `2` rather than `2.0`.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
