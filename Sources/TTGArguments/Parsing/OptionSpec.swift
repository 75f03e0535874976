/// The declaration of one command-line option as the parser and help see it: name, value, help,
/// default. Built by ``Option`` and ``Flag``, which also know the option's type.
public struct OptionSpec: Sendable {
    /// The long name without dashes: `rate` for `--rate`.
    public var name: String
    /// A one-letter alias without the dash (`o` for `-o`), if any.
    public var shortName: Character?
    /// The name of the value shown in help (`X,Y`, `COLOR`); nil for a flag.
    public var valueName: String?
    /// What the option does, one sentence.
    public var help: String
    /// The accepted values, when help should state them (`0…1`, `clamped to 0.2…0.7`).
    public var valueNote: String?
    /// The default shown in help as `[default: …]`, if any.
    public var defaultText: String?
    /// True when ``defaultText`` is a value the option accepts (not a description such as
    /// "the number of cores"); ``defaultRoundTrips`` then checks it.
    public var defaultIsValue: Bool
    /// Parses ``defaultText`` as the user would give it and compares with the default the
    /// command uses: help cannot show another default than the one that applies.
    public var defaultRoundTrips: (@Sendable () -> Bool)?
    /// For an option whose value is optional (`--fill [COLOR]`): it may stand alone.
    public var valueIsOptional: Bool
    /// True when every occurrence counts (in order); otherwise a later one overrides an earlier one.
    public var repeatable: Bool
    /// True when the command cannot run without it; the parser reports it missing.
    public var isRequired: Bool
    /// What a completion script offers for the value, as its kind declares (nil: free text).
    public var completion: CompletedValue?
    /// What edits the value on the service's playground page, as its kind declares.
    public var control: FormControl
    /// True when the option was declared for the command line alone (``OptionDeclaration/commandLineOnly()``):
    /// it decides how the command line runs (`--jobs`, `--quiet`), not what is drawn.
    public var declaredCommandLineOnly = false

    public init(
        _ name: String, short: Character? = nil, value: String? = nil, help: String, valueNote: String? = nil,
        completion: CompletedValue? = nil, control: FormControl = .text,
        default defaultText: String? = nil, defaultIsValue: Bool = false,
        defaultRoundTrips: (@Sendable () -> Bool)? = nil, optionalValue: Bool = false,
        repeatable: Bool = false, required: Bool = false
    ) {
        self.name = name
        self.shortName = short
        self.valueName = value
        self.help = help
        self.valueNote = valueNote
        self.control = control
        self.defaultText = defaultText
        self.defaultIsValue = defaultIsValue
        self.defaultRoundTrips = defaultRoundTrips
        self.valueIsOptional = optionalValue
        self.repeatable = repeatable
        self.isRequired = required
        self.completion = completion
    }

    public var takesValue: Bool { valueName != nil }

    /// True when only the command line may give the option, never a request to the service:
    /// its value names one of the machine's files or folders (its kind completes to them, and
    /// `-` reads standard input), or it was declared for the command line alone. The service
    /// refuses such an option by this property, so a new file option is refused the moment it
    /// is declared.
    public var isCommandLineOnly: Bool {
        declaredCommandLineOnly || completion == .files || completion == .directories
    }
    /// `--name` as the user types it, for help and usage.
    public var flagName: String { "--" + name }

    /// The option as messages name it: a part of a ``Message`` that each front end spells.
    public var flag: OptionName { OptionName(name) }
}

/// The declaration of a command's one positional argument (`completions bash`): the name
/// messages give it, the value help shows, what it is. Built by ``Positional``.
public struct PositionalSpec: Sendable {
    /// The name in messages (`shell: unknown value …`).
    public var name: String
    /// The value shown in usage and help (`bash|zsh|fish`).
    public var valueName: String
    /// What the argument is, one sentence.
    public var help: String
    /// How many words the command takes (`hit IMAGE X,Y [X,Y ...]` takes two or more).
    public var words: ClosedRange<Int>
    /// What a completion script offers for it, as its kind declares.
    public var completion: CompletedValue

    public init(
        _ name: String, value: String, help: String, words: ClosedRange<Int> = 1...1,
        completion: CompletedValue = .text
    ) {
        self.name = name
        self.valueName = value
        self.help = help
        self.words = words
        self.completion = completion
    }

    /// The usage error when the command line has no such word.
    public var missing: CLIError { .usage("missing \(name) (\(valueName))") }
}

/// A command's description: what help shows and how the command runs.
public struct CommandSpec: Sendable {
    /// The word that selects the command (`path`, `info`).
    public var name: String
    /// One line: what the command does.
    public var abstract: String
    /// A longer explanation shown under the abstract in help.
    public var discussion: String
    /// Example command lines, shown in help; each runs as written (a test runs them).
    public var examples: [String]
    public var options: [OptionSpec]
    /// The words the command takes that are not options, when it takes some (as many as its
    /// `words` says); other commands refuse any such word.
    public var positional: PositionalSpec?
    /// Which options exclude or need others; the parser enforces them.
    public var rules: [OptionRule]
    /// Subcommands, when this command groups others: each known by name, its declaration
    /// built only when asked for, so running one command builds its own declarations alone.
    var entries: [Subcommand]
    /// Decides what the command does from its parsed arguments, without doing it.
    public var plan: (@Sendable (ParsedArguments) throws -> any CommandAction)?
    /// The environment variables the command reads, for the manual page's ENVIRONMENT section.
    public var environment: [EnvironmentVariable]

    public init(
        name: String, abstract: String, discussion: String = "",
        examples: [String] = [], options: [OptionSpec] = [], positional: PositionalSpec? = nil,
        rules: [OptionRule] = [],
        subcommands: [any CommandDeclaration.Type] = [],
        environment: [EnvironmentVariable] = [],
        plan: (@Sendable (ParsedArguments) throws -> any CommandAction)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        self.options = options
        self.positional = positional
        self.rules = rules
        self.entries = subcommands.map(Subcommand.init)
        self.environment = environment
        self.plan = plan
    }
}

extension CommandSpec {
    /// The names of the subcommands, in declaration order, without building them.
    public var subcommandNames: [String] { entries.map(\.name) }

    /// Every subcommand, built: for what shows the whole tree (help, the manual, completions).
    public var subcommands: [CommandSpec] { entries.map { $0.build() } }

    /// The subcommand called `name`, if there is one; only it is built.
    public func subcommand(named name: String) -> CommandSpec? {
        entries.first { $0.name == name }?.build()
    }

    /// The command `words` select under this one (`["path", "render"]`), if they name one.
    public func subcommand(at words: [String]) -> CommandSpec? {
        var command = self
        for word in words {
            guard let next = command.subcommand(named: word) else { return nil }
            command = next
        }
        return command
    }

    /// The usage line after the program name, made from the declarations: the words that select
    /// the command, then `SUBCOMMAND` for a command that only groups others, the required
    /// options, `[options]` for the rest with the output (`[-o FILE]`) shown, and the positional
    /// words: `path follow --d D --along ROUTE [options] [-o FILE]`.
    public func usage(words: [String]) -> String {
        var parts = words
        if plan == nil, !subcommands.isEmpty { parts.append("SUBCOMMAND") }
        let required = options.filter(\.isRequired)
        parts += required.map { [$0.flagName, $0.valueName].compactMap { $0 }.joined(separator: " ") }
        let shown = options.filter { !$0.isRequired && $0.shortName == "o" }
        if options.count > required.count + shown.count { parts.append("[options]") }
        parts += shown.map { spec in "[-o \(spec.valueName ?? "")]" }
        if let positional {
            parts.append(positional.words.lowerBound == 0 ? "[\(positional.valueName)]" : positional.valueName)
        }
        return parts.joined(separator: " ")
    }
}

/// A command the program declares: its name, known without building anything, and its
/// declaration, built when a command line selects it (on any thread: the service plans
/// requests on several, hence a sendable metatype).
public protocol CommandDeclaration: SendableMetatype {
    /// The word that selects the command; the declaration's ``CommandSpec/name``.
    static var name: String { get }
    static var spec: CommandSpec { get }
}

/// A subcommand by name, with what builds its declaration.
struct Subcommand: Sendable {
    let name: String
    let build: @Sendable () -> CommandSpec

    init(name: String, build: @escaping @Sendable () -> CommandSpec) {
        self.name = name
        self.build = build
    }

    init(_ command: any CommandDeclaration.Type) {
        self.init(name: command.name, build: { command.spec })
    }

    /// A subcommand already built.
    init(_ spec: CommandSpec) {
        name = spec.name
        build = { spec }
    }
}

/// What a command decided to do from its arguments, before doing any of it: parsing and checking
/// make it, and running it is one call, so a front end can stop before the work.
public protocol CommandAction: Sendable {
    /// Does the work; returns the exit status.
    func execute() throws -> ExitStatus
}

extension CommandSpec {
    /// This command with `name` added as its last subcommand, declared by `build` when selected:
    /// for a front end's own commands (`completions`, `man`) that describe the finished tree.
    public func adding(_ name: String, _ build: @escaping @Sendable () -> CommandSpec) -> CommandSpec {
        var tree = self
        tree.entries.append(Subcommand(name: name, build: build))
        return tree
    }

    /// The tree with a `help` command whose words are the tree's commands (`help path render`),
    /// for completion scripts: a program answers `help WORDS` itself, outside its command tree.
    public func addingHelpCommand() -> CommandSpec {
        func names(_ command: CommandSpec) -> Subcommand {
            var outline = CommandSpec(name: command.name, abstract: command.abstract)
            outline.entries = command.subcommands.map(names)
            return Subcommand(outline)
        }
        var help = CommandSpec(name: "help", abstract: "Show the help of a command.")
        help.entries = subcommands.map(names)
        var tree = self
        tree.entries.append(Subcommand(help))
        return tree
    }
}
