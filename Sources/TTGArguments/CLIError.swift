import TTGBase
import TTGScene

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

/// An error that ends the command with a one-line message and a sysexits status.
public struct CLIError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var status: ExitStatus
    /// Print the command's usage line under the message (for usage errors).
    public var showsUsage: Bool

    public init(_ message: String, status: ExitStatus, showsUsage: Bool = false) {
        self.message = message
        self.status = status
        self.showsUsage = showsUsage
    }

    /// A usage error about one option and its value: `--rate: 'abc' is not a number`.
    public static func usage(_ message: String) -> CLIError {
        CLIError(message, status: .usage, showsUsage: true)
    }

    /// A usage error naming the option and the offending value.
    ///
    /// A value longer than ``QuotedText/limit`` characters (100 KB of digits) is quoted up to
    /// there and ends with "…", and control characters are escaped, so the message stays one line.
    public static func badValue(_ option: String, _ value: String, _ problem: String) -> CLIError {
        usage("\(option): '\(quoted(value))' \(problem)")
    }

    /// A usage error naming a declared option and the offending value.
    public static func badValue(_ option: OptionDeclaration, _ value: String, _ problem: String) -> CLIError {
        badValue(option.flag, value, problem)
    }

    /// `value` as messages quote it (``QuotedText/quoted(_:)``).
    public static func quoted(_ value: String) -> String { QuotedText.quoted(value) }

    public var description: String { message }
}
