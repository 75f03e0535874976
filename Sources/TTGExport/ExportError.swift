import TTGBase
import TTGScene

/// Why an export was refused or failed, in words for users.
///
/// The error names the setting it is about by ``ExportSetting``, and its words name settings as
/// parts of a ``Message``: the front end spells them, the command line `--fps` or `-o`, the
/// service its query key. The message is `[subject: ][setting: ]['value' ]problem`.
public struct ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for the exit status (sysexits) or the HTTP status.
    public enum Kind: Sendable, Equatable {
        /// A setting (or a combination) that cannot be exported: the caller's to fix.
        case invalidSetting
        /// The output cannot be created (a missing folder, no permission).
        case cannotCreate
        /// Rendering, encoding or writing failed part way.
        case ioError
        /// The export ran past its ``ExportSettings/deadline`` and stopped.
        case overBudget
    }

    public var kind: Kind
    /// The setting the message is about, if one is.
    public var setting: ExportSetting?
    /// The value given for it, quoted in the message.
    public var value: String?
    /// The problem: a predicate for the value (`is too fast for a GIF: …`) or a sentence.
    public var problem: Message
    /// Which of several exports run together it is about (a refresh style's name), if any.
    public var subject: String?

    public init(
        _ kind: Kind, _ setting: ExportSetting? = nil, value: String? = nil, _ problem: Message, subject: String? = nil
    ) {
        self.kind = kind
        self.setting = setting
        self.value = value
        self.problem = problem
        self.subject = subject
    }

    /// A failure that no one setting causes: `cannot render frame 3: …`.
    public init(_ kind: Kind, _ problem: Message) { self.init(kind, nil, problem) }

    /// A setting whose value cannot be exported: `--fps: '120' is too fast …`.
    public static func invalid(_ setting: ExportSetting, _ value: String, _ problem: Message) -> ExportError {
        ExportError(.invalidSetting, setting, value: value, problem)
    }

    /// A setting that cannot be exported as given: `--loop: this animation does not repeat …`.
    public static func invalid(_ setting: ExportSetting, _ problem: Message) -> ExportError {
        ExportError(.invalidSetting, setting, problem)
    }

    /// A request that cannot be exported, whatever setting changes it.
    public static func invalid(_ problem: Message) -> ExportError { ExportError(.invalidSetting, nil, problem) }

    /// The whole message, its settings as parts for the front end to spell.
    public var message: Message {
        var text = Message(subject.map { [.words($0 + ": ")] } ?? [])
        if let setting { text = text + "\(setting): " }
        if let value { text = text + Message([.words("'" + Self.quoted(value) + "' ")]) }
        return text + problem
    }

    /// The message with each setting by its name (`fps: '120' is too fast …`).
    public var description: String { message.description }

    /// `value` as messages quote it (``QuotedText/quoted(_:)``).
    public static func quoted(_ value: String) -> String { QuotedText.quoted(value) }
}

/// A setting an export reads, by the name every front end gives it: the command line's long
/// option name and the service's query key.
public struct ExportSetting: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }

    public static let output = ExportSetting("output")
    public static let format = ExportSetting("format")
    public static let fps = ExportSetting("fps")
    public static let start = ExportSetting("start")
    public static let frames = ExportSetting("frames")
    public static let duration = ExportSetting("duration")
    public static let loop = ExportSetting("loop")
    public static let longLoop = ExportSetting("long-loop")
    public static let hold = ExportSetting("hold")
    public static let scale = ExportSetting("scale")
    public static let width = ExportSetting("width")
    public static let height = ExportSetting("height")
    public static let transform = ExportSetting("transform")
    public static let transformTo = ExportSetting("transform-to")
}

extension Message.StringInterpolation {
    /// A setting, as a part each front end spells as it names the option that sets it.
    public mutating func appendInterpolation(_ setting: ExportSetting) { appendInterpolation(option: setting.name) }
}
