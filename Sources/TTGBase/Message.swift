/// Words for a user that name options as parts of their own, so each front end spells them its
/// way: `--rate` (or `-o`) on the command line, `rate` in a query's error.
///
/// Written as a string literal; an option goes in with ``StringInterpolation/appendInterpolation(option:)``
/// (or an overload a module adds for its own declarations), anything else as its text.
public struct Message: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Words, or an option by its declared long name.
    public enum Part: Sendable, Equatable {
        case words(String)
        case option(String)
    }

    /// The parts in order; neighbouring words are kept as one.
    public private(set) var parts: [Part] = []

    public init(stringLiteral value: String) { append(.words(value)) }

    public init(stringInterpolation: StringInterpolation) { self = stringInterpolation.message }

    public init(_ parts: [Part]) {
        for part in parts { append(part) }
    }

    /// Adds a part, joining words to the words before them.
    public mutating func append(_ part: Part) {
        if case .words(let text) = part, case .words(let before)? = parts.last {
            parts[parts.count - 1] = .words(before + text)
        } else if part != .words("") {
            parts.append(part)
        }
    }

    /// This message, then `other`.
    public static func + (message: Message, other: Message) -> Message {
        var joined = message
        for part in other.parts { joined.append(part) }
        return joined
    }

    /// The text, each option spelled by `option` (given its long name).
    public func spelled(_ option: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case .words(let text): text
            case .option(let name): option(name)
            }
        }.joined()
    }

    /// This message with the option `name` given as `words` wherever it is named: an option whose
    /// value came from somewhere else than the command line (`TTG_CACHE (environment)`).
    public func naming(option name: String, as words: String) -> Message {
        Message(parts.map { $0 == .option(name) ? .words(words) : $0 })
    }

    /// The option a message opens with (`rate: 'abc' is not a number`), which it is about.
    public var leadingOption: String? {
        guard parts.count > 1, case .option(let name) = parts[0], case .words(let text) = parts[1],
            text.hasPrefix(":")
        else { return nil }
        return name
    }

    /// The text with options by their bare names.
    public var description: String { spelled { $0 } }

    /// Builds a ``Message`` from a literal's pieces.
    public struct StringInterpolation: StringInterpolationProtocol {
        var message = Message([])

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { message.append(.words(literal)) }

        /// Any value, as its text.
        public mutating func appendInterpolation(_ value: some Any) { message.append(.words("\(value)")) }

        /// An option, by its declared long name.
        public mutating func appendInterpolation(option name: String) { message.append(.option(name)) }

        /// Another message, its options kept as options.
        public mutating func appendInterpolation(_ inner: Message) {
            for part in inner.parts { message.append(part) }
        }
    }
}

extension Array where Element == Message {
    /// The messages one after another, `separator` between them.
    public func joined(separator: String) -> Message {
        var joined = Message([])
        for (index, message) in enumerated() {
            if index > 0 { joined.append(.words(separator)) }
            joined = joined + message
        }
        return joined
    }
}
