@_spi(Reflection) import Swift

/// Something a command declares on its command line: an ``Option`` or a ``Flag``.
///
/// A class, so that ``OptionGroup/specs`` finds a group's options with a cast to a class,
/// which follows superclasses, not with a cast to a protocol (see ``OptionGroup/specs``).
public class OptionDeclaration: @unchecked Sendable {
    /// The name, value, help and default as the parser and help see them.
    public private(set) var spec: OptionSpec

    public init(spec: OptionSpec) {
        self.spec = spec
    }

    /// The option, for the command line alone: it decides how the command line runs (where
    /// output goes, how many jobs, what is printed), so no request to the service may give it.
    /// Called where the option is declared, before anything reads it.
    public func commandLineOnly() -> Self {
        spec.declaredCommandLineOnly = true
        return self
    }

    /// The option as messages name it (`--name` in text of its own, a part of a ``Message``):
    /// every message names an option through its declaration.
    public var flag: OptionName { OptionName(spec.name) }
}

/// An option that takes a value, declared once with its name, help, type and default.
///
/// The default is the model's own (`EmojiFace().rate`), so help shows what applies;
/// ``ParsedArguments`` returns the typed value, or the default when the option is absent.
/// An option without a default reads as an optional (`Option<Double?>`).
public final class Option<Value: Sendable>: OptionDeclaration, @unchecked Sendable {
    public let parse: @Sendable (_ text: String, _ option: OptionName) throws -> Value
    /// What an absent option reads as; nil for a required option (the parser reports it missing).
    public let defaultValue: Value?
    /// What the option reads as when given without a value (`--fill` alone), if it may be.
    public let bareValue: Value?

    /// An option with a default value, shown in help as the user would type it.
    public init(
        _ name: String, short: Character? = nil, help: String, default value: Value, _ kind: ArgumentValue<Value>,
        repeatable: Bool = false
    ) where Value: Equatable {
        let text = kind.format(value)
        let spec = OptionSpec(
            name, short: short, value: kind.placeholder, help: help, valueNote: kind.note, completion: kind.completion,
            control: kind.control,
            default: text,
            defaultIsValue: true, defaultRoundTrips: { (try? kind.parse(text, OptionName(name))) == value },
            repeatable: repeatable)
        parse = kind.parse
        defaultValue = value
        bareValue = nil
        super.init(spec: spec)
    }

    /// An option whose default is not a value of its own (`the number of cores`, `the style's`):
    /// `shown` describes it in help.
    public init(
        _ name: String, short: Character? = nil, help: String, default value: Value, shown: String,
        _ kind: ArgumentValue<Value>
    ) {
        let spec = OptionSpec(
            name, short: short, value: kind.placeholder, help: help, valueNote: kind.note, completion: kind.completion,
            control: kind.control,
            default: shown)
        parse = kind.parse
        defaultValue = value
        bareValue = nil
        super.init(spec: spec)
    }

    /// A required option: the command cannot run without it.
    public init(required name: String, short: Character? = nil, help: String, _ kind: ArgumentValue<Value>) {
        let spec = OptionSpec(
            name, short: short, value: kind.placeholder, help: help, valueNote: kind.note, completion: kind.completion,
            control: kind.control,
            required: true)
        parse = kind.parse
        defaultValue = nil
        bareValue = nil
        super.init(spec: spec)
    }

    /// An optional option without a default: absent reads as nil. `shown` describes what
    /// happens then, when help should say it.
    public init<Wrapped>(
        _ name: String, short: Character? = nil, help: String, shown: String? = nil, _ kind: ArgumentValue<Wrapped>,
        repeatable: Bool = false
    ) where Value == Wrapped? {
        let spec = OptionSpec(
            name, short: short, value: kind.placeholder, help: help, valueNote: kind.note, completion: kind.completion,
            control: kind.control,
            default: shown,
            repeatable: repeatable)
        parse = { text, option in try kind.parse(text, option) }
        defaultValue = .some(nil)
        bareValue = nil
        super.init(spec: spec)
    }

    /// An option that may also stand alone (`--fill`, `--fill COLOR`, `--fill=COLOR`): alone
    /// it reads as `bare`, absent as `value`.
    public init(
        _ name: String, help: String, default value: Value, bare: Value, _ kind: ArgumentValue<Value>
    ) where Value: Equatable {
        let text = kind.format(value)
        let spec = OptionSpec(
            name, value: kind.placeholder, help: help, valueNote: kind.note, completion: kind.completion,
            control: kind.control, default: text,
            defaultIsValue: true,
            defaultRoundTrips: { (try? kind.parse(text, OptionName(name))) == value }, optionalValue: true)
        parse = kind.parse
        defaultValue = value
        bareValue = bare
        super.init(spec: spec)
    }
}

/// An option without a value: present or not.
public final class Flag: OptionDeclaration, @unchecked Sendable {
    public init(_ name: String, short: Character? = nil, help: String) {
        super.init(spec: OptionSpec(name, short: short, help: help))
    }
}

/// A command's one positional argument (`completions bash`), required, declared with its type as
/// an ``Option`` is; ``ParsedArguments`` returns the typed value.
public struct Positional<Value: Sendable>: Sendable {
    public let spec: PositionalSpec
    public let parse: @Sendable (_ text: String, _ name: OptionName) throws -> Value

    public init(_ name: String, help: String, _ kind: ArgumentValue<Value>, words: ClosedRange<Int> = 1...1) {
        spec = PositionalSpec(name, value: kind.placeholder, help: help, words: words, completion: kind.completion)
        parse = kind.parse
    }
}

/// A set of options declared together as stored properties (`let rate = Option(…)`);
/// its ``specs`` lists them in declaration order.
///
/// Options are found by reflection, as swift-argument-parser finds its property wrappers,
/// so declaring an option is the only step: it cannot be missing from help or the parser.
public protocol OptionGroup: Sendable {}

extension OptionGroup {
    public var specs: [OptionSpec] {
        // The stored properties are walked by type layout (`_forEachField`), not by `Mirror`:
        // a Mirror looks up protocol conformances of the group and of every property's type,
        // the first time for each by scanning every conformance in the program, and that made
        // up a fifth of a still picture's start-up.
        var specs: [OptionSpec] = []
        withUnsafeBytes(of: self) { group in
            _ = _forEachField(of: Self.self, options: []) { _, offset, type, kind in
                func declaration<Field>(_: Field.Type) -> OptionDeclaration? {
                    group.load(fromByteOffset: offset, as: Field.self) as? OptionDeclaration
                }
                // An option, or an option a command may leave out (nil).
                if kind == .class || kind == .optional, let option = _openExistential(type, do: declaration) {
                    specs.append(option.spec)
                }
                return true
            }
        }
        return specs
    }
}
