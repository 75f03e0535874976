import TTGBase

/// Exit statuses from BSD's sysexits.h, the contract of every ttg-render command.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    case success = 0
    /// A check that ran and said no (e.g. a point outside a path when asked to fail).
    case failure = 1
    /// EX_USAGE: the command line was wrong (unknown option, bad number, missing value).
    case usage = 64
    /// EX_DATAERR: input data was malformed (path data, image contents).
    case dataError = 65
    /// EX_NOINPUT: an input file does not exist or cannot be read.
    case noInput = 66
    /// EX_CANTCREAT: an output file cannot be created.
    case cannotCreate = 73
    /// EX_IOERR: reading or writing failed part way (disk full, device error).
    case ioError = 74
}

/// An error that ends the command with a one-line message and a sysexits status, or a request
/// with a 4xx: the message's options are parts (``Message``), spelled by the front end that
/// reports it, and the option it is about is named apart (a query error's `parameter`).
public struct CLIError: Error, CustomStringConvertible, Sendable {
    public var message: Message
    /// The declared option the error is about, by its long name; by default the one the message
    /// opens with (`--rate: 'abc' is not a number`).
    public var option: String?
    public var status: ExitStatus
    /// Print the command's usage line under the message (for usage errors).
    public var showsUsage: Bool

    public init(_ message: Message, status: ExitStatus, showsUsage: Bool = false, about option: String? = nil) {
        self.message = message
        self.option = option ?? message.leadingOption
        self.status = status
        self.showsUsage = showsUsage
    }

    /// A usage error: `--rate: 'abc' is not a number`.
    public static func usage(_ message: Message) -> CLIError {
        CLIError(message, status: .usage, showsUsage: true)
    }

    /// A usage error naming the option and the offending value.
    ///
    /// A value longer than ``QuotedText/limit`` characters (100 KB of digits) is quoted up to
    /// there and ends with "…", and control characters are escaped, so the message stays one line.
    public static func badValue(_ option: OptionName, _ value: String, _ problem: Message) -> CLIError {
        usage("\(option): '\(quoted(value))' \(problem)")
    }

    /// A usage error naming a declared option and the offending value.
    public static func badValue(_ option: OptionDeclaration, _ value: String, _ problem: Message) -> CLIError {
        badValue(option.flag, value, problem)
    }

    /// `value` as messages quote it (``QuotedText/quoted(_:)``).
    public static func quoted(_ value: String) -> String { QuotedText.quoted(value) }

    /// The message as the command line spells it: `--name`, or `-o` for an option of `options`
    /// declared with a short name.
    public func commandLineText(options: [OptionSpec] = []) -> String {
        message.spelled { name in
            options.first { $0.name == name }?.shortName.map { "-\($0)" } ?? "--" + name
        }
    }

    /// The message as a query's error spells it: each option by its parameter name.
    public var parameterText: String { message.spelled { $0 } }

    public var description: String { commandLineText() }
}
