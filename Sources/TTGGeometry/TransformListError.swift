/// A syntax error in a transform list: what the parser expected, where, and what it found.
///
/// The description reads `transform list: expected ')' at offset 12, found 'x'`. Offsets count
/// UTF-8 bytes from 0, as ``SVGPathError``'s do.
public struct TransformListError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Expectation: Equatable, Sendable, CustomStringConvertible {
        /// A function name; `found` is the unknown name when there was one.
        case function
        case openParenthesis
        case number
        case finiteNumber
        /// A comma or the closing parenthesis after an argument.
        case separatorOrClose
        /// The argument counts a function takes (`1 or 2`), for the function named.
        case argumentCount(function: String, counts: String)
        /// A length greater than zero (perspective's distance).
        case positiveNumber
        /// A rotation axis that is not zero.
        case nonzeroAxis

        public var description: String {
            switch self {
            case .function: "a transform function"
            case .openParenthesis: "'('"
            case .number: "a number"
            case .finiteNumber: "a finite number"
            case .separatorOrClose: "',' or ')'"
            case .argumentCount(let function, let counts): "\(counts) arguments to \(function)"
            case .positiveNumber: "a number greater than 0"
            case .nonzeroAxis: "an axis that is not zero"
            }
        }
    }

    /// Where the problem starts, in UTF-8 bytes from the start of the text.
    public var offset: Int
    public var expected: Expectation
    /// What was there instead (a character, a name, a number, an argument count); nil at the end.
    public var found: String?

    public init(offset: Int, expected: Expectation, found: String?) {
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// The unknown function name, when the error is one.
    public var unknownFunction: String? {
        guard expected == .function, let found, found.first?.isLetter == true else { return nil }
        return found
    }

    public var description: String {
        let what = found.map(SVGPathError.quoted)
        if let unknownFunction { return "transform list: unknown function '\(unknownFunction)' at offset \(offset)" }
        if case .argumentCount = expected {
            return "transform list: expected \(expected) at offset \(offset), found \(found ?? "0")"
        }
        return "transform list: expected \(expected) at offset \(offset), found \(what ?? "end of text")"
    }
}
