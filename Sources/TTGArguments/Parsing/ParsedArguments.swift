/// The options a user gave one command, in the order given, read back through their declarations.
///
/// `arguments[option]` is the typed value of the last occurrence, or the declared default.
/// Conversion errors name the option and the value.
public struct ParsedArguments: Sendable {
    /// One option occurrence: its long name and its value (nil for a flag).
    public struct Occurrence: Sendable, Equatable {
        public var name: String
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
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
    public func has(_ option: OptionDeclaration) -> Bool { has(option.spec.name) }

    public func has(_ name: String) -> Bool { occurrences.contains { $0.name == name } }

    /// The names of the options given.
    public var givenNames: Set<String> { Set(occurrences.map(\.name)) }

    /// The value of the option: the last occurrence (a later one overrides an earlier one),
    /// or the default when it is absent.
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws {
            guard let occurrence = occurrences.last(where: { $0.name == option.spec.name }) else {
                guard let value = option.defaultValue else { throw CLIError.usage("missing \(option.spec.flag)") }
                return value
            }
            return try value(of: occurrence, option)
        }
    }

    /// Every value given for a repeatable option, in order.
    public func all<Value>(_ option: Option<Value>) throws -> [Value] {
        precondition(option.spec.repeatable, "\(option.spec.flagName) is not declared repeatable")
        return try occurrences.filter { $0.name == option.spec.name }.map { try value(of: $0, option) }
    }

    /// The value of the command's positional argument.
    public subscript<Value>(positional: Positional<Value>) -> Value {
        get throws {
            guard let text = positionals.first else { throw positional.spec.missing }
            return try positional.parse(text, OptionName(positional: positional.spec.name))
        }
    }

    /// True when the flag was given.
    public subscript(flag: Flag) -> Bool { has(flag.spec.name) }

    /// The text given for the option, for messages that quote it.
    public func text(of option: OptionDeclaration) -> String? {
        occurrences.last { $0.name == option.spec.name }?.value
    }

    /// The value of one occurrence of `option`.
    public func value<Value>(of occurrence: Occurrence, _ option: Option<Value>) throws -> Value {
        guard let text = occurrence.value else {
            guard let bare = option.bareValue else { throw CLIError.usage("\(option.spec.flag) needs a value") }
            return bare
        }
        return try option.parse(text, option.spec.flag)
    }
}
