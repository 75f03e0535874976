import TTGBase

/// How an option's text becomes a typed value, and how a value is written back for help.
///
/// Each conversion error names the option and the value, so a command never checks a value
/// by hand. The shared kinds are below; a command adds its own with ``init(_:note:parse:format:)``.
public struct ArgumentValue<Value: Sendable>: Sendable {
    /// The placeholder help shows (`N`, `X,Y`, `COLOR`).
    public var placeholder: String
    /// What help says about accepted values (`0…1`), if anything.
    public var note: String?
    /// What a completion script offers for it.
    public var completion: CompletedValue
    /// What edits it on the service's playground page.
    public var control: FormControl
    /// Converts the text given for `option` (`--name`).
    public var parse: @Sendable (_ text: String, _ option: OptionName) throws -> Value
    /// The value as it would be typed (help's `[default: …]`).
    public var format: @Sendable (Value) -> String

    public init(
        _ placeholder: String, note: String? = nil, completion: CompletedValue = .text, control: FormControl? = nil,
        parse: @escaping @Sendable (_ text: String, _ option: OptionName) throws -> Value,
        format: @escaping @Sendable (Value) -> String
    ) {
        self.placeholder = placeholder
        self.note = note
        self.completion = completion
        if let control {
            self.control = control
        } else if case .words(let words) = completion {
            self.control = .choice(words)
        } else {
            self.control = .text
        }
        self.parse = parse
        self.format = format
    }

    /// The same text, turned into another type (a value checked further, a model type).
    public func map<T>(
        placeholder: String? = nil, note: String? = nil,
        _ transform: @escaping @Sendable (Value, _ text: String, _ option: OptionName) throws -> T,
        format: @escaping @Sendable (T) -> String = { "\($0)" }
    ) -> ArgumentValue<T> {
        let parse = self.parse
        return ArgumentValue<T>(
            placeholder ?? self.placeholder, note: note ?? self.note, completion: completion, control: control,
            parse: { text, option in try transform(try parse(text, option), text, option) },
            format: format)
    }
}

extension ArgumentValue where Value == Double {
    /// A finite decimal number (`3`, `-2.5`, `1e-3`) inside `range` when one is given;
    /// NaN and infinities are refused.
    public static func number(_ placeholder: String = "N", in range: NumberRange? = nil) -> Self {
        ArgumentValue(
            placeholder, note: range?.description, control: range.map(FormControl.number),
            parse: { text, option in
                guard let value = Double(text.trimmingWhitespace) else {
                    throw CLIError.badValue(option, text, "is not a number")
                }
                guard value.isFinite else { throw CLIError.badValue(option, text, "is not a finite number") }
                if let range, !range.contains(value) {
                    throw CLIError.badValue(option, text, "is out of range \(range)")
                }
                return value
            }, format: { shortestDecimal($0) })
    }

    /// A number with a closed range.
    public static func number(_ placeholder: String = "N", in range: ClosedRange<Double>) -> Self {
        number(placeholder, in: NumberRange(range))
    }
}

extension ArgumentValue where Value == Int {
    /// A whole number inside `range`.
    public static func integer(_ placeholder: String = "N", in range: ClosedRange<Int>) -> Self {
        ArgumentValue(
            placeholder, note: "\(range.lowerBound)…\(range.upperBound)", control: .integer(range),
            parse: { text, option in
                guard let value = Int(text.trimmingWhitespace) else {
                    throw CLIError.badValue(option, text, "is not a whole number")
                }
                guard range.contains(value) else {
                    throw CLIError.badValue(option, text, "is out of range \(range.lowerBound)…\(range.upperBound)")
                }
                return value
            }, format: { String($0) })
    }
}

extension ArgumentValue where Value == [Double] {
    /// Finite numbers separated by commas (`4,2,1`), as many as `count` allows.
    public static func numbers(_ form: String, count: ClosedRange<Int> = 1...Int.max) -> Self {
        ArgumentValue(
            form,
            parse: { text, option in
                let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                    String($0).trimmingWhitespace
                }
                guard count.contains(parts.count) else {
                    throw CLIError.badValue(option, text, "is not of the form \(form)")
                }
                return try parts.map { part in
                    guard let value = Double(part), !part.isEmpty else {
                        throw CLIError.badValue(option, text, "is not of the form \(form)")
                    }
                    guard value.isFinite else {
                        throw CLIError.badValue(option, text, "has a number that is not finite")
                    }
                    return value
                }
            }, format: { $0.map(shortestDecimal).joined(separator: ",") })
    }
}

extension ArgumentValue where Value == Bool {
    /// `true` or `false`.
    public static var boolean: Self {
        ArgumentValue(
            "true|false", completion: .words(["true", "false"]),
            parse: { text, option in
                switch text {
                case "true": return true
                case "false": return false
                default: throw CLIError.badValue(option, text, "is not true or false")
                }
            }, format: { $0 ? "true" : "false" })
    }
}

extension ArgumentValue where Value == String {
    /// Any text.
    public static func text(_ placeholder: String) -> Self {
        ArgumentValue(placeholder, parse: { text, _ in text }, format: { $0 })
    }

    /// A file name (or a pattern of them); completes to files.
    public static var file: Self {
        ArgumentValue("FILE", completion: .files, parse: { text, _ in text }, format: { $0 })
    }

    /// A directory name; completes to directories.
    public static var directory: Self {
        ArgumentValue("DIR", completion: .directories, parse: { text, _ in text }, format: { $0 })
    }
}

extension ArgumentValue where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the raw values of an enumeration, case-sensitive, with a suggestion on a typo.
    public static var choice: Self { choice(among: Array(Value.allCases)) }

    /// One of `cases`, by raw value.
    public static func choice(among cases: [Value]) -> Self {
        let names = cases.map(\.rawValue)
        return ArgumentValue(
            names.joined(separator: "|"), completion: .words(names),
            parse: { text, option in
                if let value = Value(rawValue: text), names.contains(text) { return value }
                let hint =
                    Suggestion.nearest(to: text, in: names).map { "; did you mean '\($0)'?" }
                    ?? " (choose from \(names.joined(separator: ", ")))"
                throw CLIError.usage("\(option): unknown value '\(CLIError.quoted(text))'\(hint)")
            }, format: \.rawValue)
    }
}

extension String {
    /// The parts between `separator`s that are not inside parentheses, empty parts kept:
    /// `"rgb(1,2,3),red"` is `["rgb(1,2,3)", "red"]`.
    public func splitOutsideParentheses(_ separator: Character) -> [String] {
        var parts: [String] = []
        var part = ""
        var depth = 0
        for c in self {
            if c == separator, depth == 0 {
                parts.append(part)
                part = ""
                continue
            }
            if c == "(" { depth += 1 }
            if c == ")" { depth = max(0, depth - 1) }
            part.append(c)
        }
        return parts + [part]
    }

    public var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
