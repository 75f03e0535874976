/// The options a user gave one command, in the order given, with typed accessors.
///
/// Every accessor that converts a value throws a usage error naming the option
/// and the value, so commands read options in one line each.
public struct ParsedArguments: Sendable {
    /// One option occurrence: its long name and its value (nil for a flag).
    public struct Occurrence: Sendable, Equatable {
        public var name: String
        public var value: String?
    }

    /// Every option occurrence, in command-line order.
    public var occurrences: [Occurrence]
    /// Arguments that are not options, in order.
    public var positionals: [String]

    public init(occurrences: [Occurrence] = [], positionals: [String] = []) {
        self.occurrences = occurrences
        self.positionals = positionals
    }

    /// True when the option was given at least once.
    public func has(_ name: String) -> Bool { occurrences.contains { $0.name == name } }

    /// The value of the last occurrence of the option (a later one overrides an earlier one).
    public func string(_ name: String) -> String? {
        occurrences.last { $0.name == name }?.value
    }

    /// The value of a required option.
    public func required(_ name: String) throws -> String {
        guard let v = string(name) else { throw CLIError.usage("missing --\(name)") }
        return v
    }

    /// A finite number, optionally required to lie in a closed range.
    public func number(_ name: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let raw = string(name) else { return nil }
        return try ValueParser.number(raw, option: "--" + name, in: range)
    }

    /// A finite number with a default.
    public func number(_ name: String, default value: Double, in range: ClosedRange<Double>? = nil) throws -> Double {
        try number(name, in: range) ?? value
    }

    /// A point written `X,Y`.
    public func point(_ name: String) throws -> (Double, Double)? {
        guard let raw = string(name) else { return nil }
        return try ValueParser.pair(raw, option: "--" + name, separator: ",", form: "X,Y")
    }

    /// One of a fixed set of choices, with a "did you mean" on a typo.
    public func choice<T: RawRepresentable & CaseIterable>(_ name: String, default value: T) throws -> T
    where T.RawValue == String {
        guard let raw = string(name) else { return value }
        return try ValueParser.choice(raw, option: "--" + name)
    }
}
