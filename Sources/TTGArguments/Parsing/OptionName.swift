import TTGBase

/// A declared option by its long name (`rate`), as messages name it: `--rate` in text of its own
/// (help, usage), a part of a ``Message`` that each front end spells its way.
public struct OptionName: Sendable, Hashable, CustomStringConvertible {
    /// The long name without dashes.
    public let name: String
    /// True for a command's positional word (`shell`), which messages name as it is, no option.
    public let isPositional: Bool

    public init(_ name: String) { (self.name, isPositional) = (name, false) }

    /// A positional word's name (`shell: unknown value …`).
    public init(positional name: String) { (self.name, isPositional) = (name, true) }

    /// `--rate`, or a positional's bare name.
    public var description: String { isPositional ? name : "--" + name }
}

extension Message.StringInterpolation {
    /// An option, as a part the front end spells.
    public mutating func appendInterpolation(_ option: OptionName) {
        if option.isPositional { appendLiteral(option.name) } else { appendInterpolation(option: option.name) }
    }

    /// A declared option, as a part the front end spells.
    public mutating func appendInterpolation(_ option: OptionDeclaration) {
        appendInterpolation(option: option.spec.name)
    }

    /// An option's declaration, as a part the front end spells.
    public mutating func appendInterpolation(_ spec: OptionSpec) { appendInterpolation(option: spec.name) }
}
