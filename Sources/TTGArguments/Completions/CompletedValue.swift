/// What a completion script offers for an option's or a positional's value: declared by the
/// value's kind (``ArgumentValue/completion``), so a new option completes the moment it is declared.
public enum CompletedValue: Equatable, Sendable {
    /// The words a value may be (`circle|squircle|blob`).
    case words([String])
    /// File names (`FILE`).
    case files
    /// Directory names (`DIR`).
    case directories
    /// Path data typed inline, or a file name after `@` (`D`).
    case inlineOrAtFile
    /// Free text (a number, a color, a point): nothing to offer.
    case text
}

extension OptionSpec {
    /// What the value completes to; nil for a flag.
    public var completedValue: CompletedValue? { valueName.map { _ in completion ?? .text } }
}

extension PositionalSpec {
    public var completedValue: CompletedValue { completion }
}
