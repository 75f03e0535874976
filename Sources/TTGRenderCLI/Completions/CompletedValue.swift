/// What a completion script offers for an option's or a positional's value, read from the
/// placeholder help shows, so a new option completes the moment it is declared.
enum CompletedValue: Equatable {
    /// The words of a placeholder that lists them (`circle|squircle|blob`).
    case words([String])
    /// File names (`FILE`).
    case files
    /// Directory names (`DIR`).
    case directories
    /// Path data typed inline, or a file name after `@` (`D`).
    case inlineOrAtFile
    /// Free text (a number, a color, a point): nothing to offer.
    case text

    init(placeholder: String) {
        switch placeholder {
        case "FILE": self = .files
        case "DIR": self = .directories
        case "D": self = .inlineOrAtFile
        default:
            // Choices are raw values: lowercase words. `X,Y|random` is a form or a word, not a list.
            let alternatives = placeholder.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            self = alternatives.count > 1 && alternatives.allSatisfy(Self.isWord) ? .words(alternatives) : .text
        }
    }

    /// A lowercase letter followed by letters, digits and hyphens (`roundedSquare`, `point-at`).
    static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        }
    }
}

extension OptionSpec {
    /// What the value completes to; nil for a flag.
    var completedValue: CompletedValue? { valueName.map(CompletedValue.init(placeholder:)) }
}

extension PositionalSpec {
    var completedValue: CompletedValue { CompletedValue(placeholder: valueName) }
}
