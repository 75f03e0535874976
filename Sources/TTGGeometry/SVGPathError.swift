/// A syntax error in SVG path data: what the parser expected, where, and what it found.
///
/// The description reads `path data: expected a number at offset 7, found 'x'`
/// (or `found end of data`). Offsets count UTF-8 bytes from 0. The parser stops at
/// the first byte that is not ASCII, so everything before an offset is ASCII and the
/// offset is also the number of characters before it as an editor counts them —
/// not Swift's `String.count`, which takes CR LF as one character.
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
        /// Arguments whose point stays finite: a relative offset, a reflected control
        /// point or an arc that overflows to infinity is refused where its arguments start.
        case finiteCoordinate

        public var description: String {
            switch self {
            case .moveTo: "a moveto command (M or m)"
            case .command: "a command letter"
            case .number: "a number"
            case .finiteNumber: "a finite number"
            case .flag: "an arc flag (0 or 1)"
            case .finiteCoordinate: "coordinates that stay finite (these overflow)"
            }
        }
    }

    /// Where the problem starts, in UTF-8 bytes from the start of the data (≤ `data.utf8.count`).
    public var offset: Int
    public var expected: Expectation
    /// What was there instead: one character, or a whole number that overflows;
    /// nil at the end of the data.
    public var found: String?

    public init(offset: Int, expected: Expectation, found: String?) {
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// The longest `found` text quoted in the description; a longer one (a number of
    /// 100,000 digits) is cut there and ends with "…", so the message stays one short line.
    public static let quotedLimit = 32

    /// `found` quoted for a message: escaped, cut at ``quotedLimit`` characters.
    static func quoted(_ found: String) -> String {
        let scalars = found.unicodeScalars
        let shown = scalars.prefix(quotedLimit).map { $0.escaped(asASCII: false) }.joined()
        return "'\(shown)\(scalars.count > quotedLimit ? "…" : "")'"
    }

    public var description: String {
        let what = found.map(Self.quoted)
        if expected == .finiteCoordinate { return "path data: expected \(expected) at offset \(offset)" }
        return "path data: expected \(expected) at offset \(offset), found \(what ?? "end of data")"
    }
}
