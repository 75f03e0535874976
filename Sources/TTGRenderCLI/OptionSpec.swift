/// The declaration of one command-line option: its name, what it takes, its help.
///
/// Commands declare their options once; parsing, validation of names,
/// "did you mean" and `--help` are all generated from these declarations.
public struct OptionSpec: Sendable {
    /// The long name without dashes: `rate` for `--rate`.
    public var name: String
    /// A one-letter alias without the dash (`o` for `-o`), if any.
    public var shortName: Character?
    /// The name of the value shown in help (`X,Y`, `COLOR`); nil for a flag.
    public var valueName: String?
    /// What the option does, one sentence.
    public var help: String
    /// The default shown in help as `[default: …]`, if any.
    public var defaultValue: String?
    /// For a flag whose value is optional (`--fill [COLOR]`): the flag may stand alone.
    public var valueIsOptional: Bool
    /// True when the option may be given several times (all values are kept in order).
    public var repeatable: Bool

    public init(_ name: String, short: Character? = nil, value: String? = nil, help: String,
                default defaultValue: String? = nil, optionalValue: Bool = false, repeatable: Bool = false) {
        self.name = name
        self.shortName = short
        self.valueName = value
        self.help = help
        self.defaultValue = defaultValue
        self.valueIsOptional = optionalValue
        self.repeatable = repeatable
    }

    /// A flag: an option that takes no value.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name, help: help)
    }

    public var takesValue: Bool { valueName != nil }
    /// `--name` as the user types it.
    public var flagName: String { "--" + name }
}

/// A command's description: what help shows and how the command runs.
public struct CommandSpec: Sendable {
    /// The word that selects the command (`path`, `info`).
    public var name: String
    /// One line: what the command does.
    public var abstract: String
    /// The usage line after the program name, e.g. `path info --d D`.
    public var usage: String
    /// A longer explanation shown under the abstract in help.
    public var discussion: String
    /// Example command lines, shown in help.
    public var examples: [String]
    public var options: [OptionSpec]
    /// Subcommands, when this command only groups others.
    public var subcommands: [CommandSpec]
    /// Runs the command with its parsed arguments; returns the exit status.
    public var run: (@Sendable (ParsedArguments) throws -> ExitStatus)?

    public init(name: String, abstract: String, usage: String, discussion: String = "",
                examples: [String] = [], options: [OptionSpec] = [], subcommands: [CommandSpec] = [],
                run: (@Sendable (ParsedArguments) throws -> ExitStatus)? = nil) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.examples = examples
        self.options = options
        self.subcommands = subcommands
        self.run = run
    }
}
