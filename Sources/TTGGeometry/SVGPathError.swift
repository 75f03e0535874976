/// A syntax error in SVG path data: what the parser expected, where, and what it found.
///
/// The description reads `path data: expected a number at offset 7, found 'x'`
/// (or `found end of data`). Offsets count characters from 0; the parser stops
/// at the first character that is not ASCII, so they are also UTF-8 offsets.
public struct SVGPathError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What the parser was looking for.
    public enum Expectation: Equatable, Sendable, CustomStringConvertible {
        /// The first command, which must be M or m.
        case moveTo
        /// A command letter: one of MLHVCSQTAZ, either case.
        case command
        case number
        /// A number that does not overflow to infinity.
        case finiteNumber
        /// An arc flag, the single character 0 or 1.
        case flag

        public var description: String {
            switch self {
            case .moveTo: "a moveto command (M or m)"
            case .command: "a command letter"
            case .number: "a number"
            case .finiteNumber: "a finite number"
            case .flag: "an arc flag (0 or 1)"
            }
        }
    }

    /// Where the problem starts, in characters from the start of the data.
    public var offset: Int
    public var expected: Expectation
    /// What was there instead: one character, or a whole number that overflows;
    /// nil at the end of the data.
    public var found: String?

    public init(offset: Int, expected: Expectation, found: String?) {
        self.offset = offset; self.expected = expected; self.found = found
    }

    public var description: String {
        let what = found.map { "'\($0.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())'" }
        return "path data: expected \(expected) at offset \(offset), found \(what ?? "end of data")"
    }
}
