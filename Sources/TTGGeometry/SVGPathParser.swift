extension Path {
    /// Parses SVG path data (the `d` attribute) in the SVG 1.1 grammar.
    ///
    /// Every command is supported, absolute and relative: M L H V C S Q T A Z.
    /// Arguments may repeat without repeating the letter (after M they are L, after
    /// m they are l); S and T reflect the previous cubic's or quadratic's last
    /// control point, or use the current point when the previous command was not
    /// one; after Z the current point is the subpath's start, and a drawing command
    /// there continues from it without a move. Q and T make `.quad` elements, H and
    /// V `.line`s, and A cubics of at most 45° (its rotation is in degrees).
    ///
    /// Numbers take the forms `-.5e-3`, `1.5.5` (1.5 then .5), `10-5` (10 then
    /// −5) and `+3`. Separators are whitespace (space, tab, CR, LF, FF) and single
    /// commas between arguments; arc flags are the single characters 0 and 1 and
    /// need no separator (`A10 10 0 1150 50`).
    ///
    /// Empty data, or data of only whitespace, is an empty path. Anything else
    /// must start with M or m. On the first error the parser throws an
    /// ``SVGPathError`` instead of returning the path up to the error, as SVG's
    /// error handling would render it: a mistake in hand-written input is better
    /// reported than half drawn.
    public init(svgPathData: String) throws {
        var text = svgPathData
        self = try text.withUTF8 { bytes in
            var parser = SVGPathParser(bytes)
            return try parser.parse()
        }
    }

    /// Parses SVG path data as SVG renderers draw it when it has an error: every command
    /// before the first error, the segment the error falls in left out (SVG 1.1 F.2 and
    /// SVG 2's "render up to and including the last correctly defined segment"), with the
    /// error; nil error when the data is whole, as ``init(svgPathData:)`` reads it.
    public static func parsedUpToError(svgPathData: String) -> (path: Path, error: SVGPathError?) {
        var text = svgPathData
        return text.withUTF8 { bytes in
            var parser = SVGPathParser(bytes)
            return parser.parseUpToError()
        }
    }
}

/// The state of one parse: the input, the position, and the path built so far.
///
/// The parser reads the text's UTF-8 in place (``Path/init(svgPathData:)`` keeps it alive for
/// the parse), not a copy of it.
struct SVGPathParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var path = Path()
    /// The previous command's second cubic control point, when it was C, c, S or s.
    private var previousCubicControl: Point?
    /// The previous command's quadratic control point, when it was Q, q, T or t.
    private var previousQuadControl: Point?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // About one element for every 24 bytes, as a cubic in absolute coordinates with two
        // decimals takes 35 and a line 12: large data grows its array once or not at all.
        path.reserveCapacity(bytes.count / 24)
    }

    /// The path before the first error, and the error; each segment is added whole, once
    /// all its arguments are read, so what is built when one fails is the path before it.
    mutating func parseUpToError() -> (path: Path, error: SVGPathError?) {
        do { return (try parse(), nil) } catch let error as SVGPathError { return (path, error) } catch {
            return (path, nil)
        }
    }

    mutating func parse() throws -> Path {
        skipWhitespace()
        guard let first = peek else { return path }
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw error(.moveTo)
        }
        while peek != nil {
            try parseCommand()
            skipWhitespace()
        }
        return path
    }

    // MARK: - Commands

    /// Parses one command letter and all its argument groups.
    private mutating func parseCommand() throws {
        guard let letter = peek, Self.isCommand(letter) else { throw error(.command) }
        index += 1
        let command = letter | 0x20  // lowercase
        let relative = letter == command
        if command == UInt8(ascii: "z") {
            path.close()
            forgetControlPoints()
            return
        }
        skipWhitespace()
        var isFirstGroup = true
        repeat {
            let groupStart = index
            let elementCount = path.elements.count
            try parseArguments(of: command, relative: relative, isFirstGroup: isFirstGroup)
            // Each number is finite, but relative offsets, reflections and arcs can still
            // overflow: a path never holds an infinite or NaN coordinate.
            for element in elementCount..<path.elements.count where !path.elements[element].isFinite {
                // The path before the error is the path before this segment.
                path = Path(Array(path.elements.prefix(elementCount)))
                throw SVGPathError(offset: groupStart, expected: .finiteCoordinate, found: nil)
            }
            isFirstGroup = false
        } while try hasMoreArguments()
    }

    /// Parses one group of arguments of a (lowercased) command and appends its element.
    private mutating func parseArguments(of command: UInt8, relative: Bool, isFirstGroup: Bool) throws {
        let current = path.currentPoint ?? .zero
        let origin: Point? = relative ? current : nil
        var cubicControl: Point?
        var quadControl: Point?
        switch command {
        case UInt8(ascii: "m"):
            let p = try point(from: origin)
            if isFirstGroup { path.move(to: p) } else { path.line(to: p) }
        case UInt8(ascii: "l"):
            path.line(to: try point(from: origin))
        case UInt8(ascii: "h"):
            let x = try number()
            path.line(to: Point(relative ? current.x + x : x, current.y))
        case UInt8(ascii: "v"):
            let y = try number()
            path.line(to: Point(current.x, relative ? current.y + y : y))
        case UInt8(ascii: "c"):
            let c1 = try point(from: origin)
            let c2 = try nextPoint(from: origin)
            let end = try nextPoint(from: origin)
            path.cubic(to: end, control1: c1, control2: c2)
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflection(of: previousCubicControl, about: current)
            let c2 = try point(from: origin)
            let end = try nextPoint(from: origin)
            path.cubic(to: end, control1: c1, control2: c2)
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = try point(from: origin)
            let end = try nextPoint(from: origin)
            path.quad(to: end, control: c)
            quadControl = c
        case UInt8(ascii: "t"):
            let c = reflection(of: previousQuadControl, about: current)
            path.quad(to: try point(from: origin), control: c)
            quadControl = c
        default:  // "a"
            let rx = try number()
            let ry = try nextNumber()
            let degrees = try nextNumber()
            let largeArc = try nextFlag()
            let sweep = try nextFlag()
            path.addEllipticalArc(
                to: try nextPoint(from: origin), radii: Vector(rx, ry),
                xAxisRotation: degrees * Double.pi / 180,
                largeArc: largeArc, sweep: sweep)
        }
        previousCubicControl = cubicControl
        previousQuadControl = quadControl
    }

    /// A coordinate pair right at the current position; relative to `origin` when
    /// there is one. (Absolute pairs are not offset from zero, which keeps −0.)
    private mutating func point(from origin: Point?) throws -> Point {
        let x = try number()
        let y = try nextNumber()
        guard let origin else { return Point(x, y) }
        return Point(origin.x + x, origin.y + y)
    }

    /// A coordinate pair after a separator; relative to `origin` when there is one.
    private mutating func nextPoint(from origin: Point?) throws -> Point {
        skipSeparator()
        return try point(from: origin)
    }

    /// `control` reflected about `center`, or `center` itself when there is no control.
    private func reflection(of control: Point?, about center: Point) -> Point {
        guard let control else { return center }
        return center + (center - control)
    }

    private mutating func forgetControlPoints() {
        previousCubicControl = nil
        previousQuadControl = nil
    }

    /// After a group of arguments: consumes a separator and tells whether another
    /// group follows. A comma promises one.
    private mutating func hasMoreArguments() throws -> Bool {
        skipWhitespace()
        if peek == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            return true
        }
        return peek.map(Self.startsNumber) ?? false
    }

    // MARK: - Tokens

    /// A number after an optional comma-and-whitespace separator.
    private mutating func nextNumber() throws -> Double {
        skipSeparator()
        return try number()
    }

    /// An arc flag after an optional comma-and-whitespace separator.
    private mutating func nextFlag() throws -> Bool {
        skipSeparator()
        switch peek {
        case UInt8(ascii: "0"):
            index += 1
            return false
        case UInt8(ascii: "1"):
            index += 1
            return true
        default: throw error(.flag)
        }
    }

    /// A number right at the current position, in ``SVGNumberGrammar``.
    private mutating func number() throws -> Double {
        let start = index
        guard let number = SVGNumberGrammar.read(bytes, from: start) else { throw error(.number) }
        index = number.end
        guard let value = number.value else {
            throw SVGPathError(
                offset: start, expected: .finiteNumber,
                found: String(decoding: bytes[start..<number.end], as: UTF8.self))
        }
        return value
    }

    private mutating func skipWhitespace() {
        while let c = peek, Self.isWhitespace(c) { index += 1 }
    }

    /// Skips `wsp* ","? wsp*`.
    private mutating func skipSeparator() {
        skipWhitespace()
        if peek == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the current position, naming the character found there.
    private func error(_ expected: SVGPathError.Expectation) -> SVGPathError {
        let found = String(decoding: bytes[index...], as: UTF8.self).first.map(String.init)
        return SVGPathError(offset: index, expected: expected, found: found)
    }

    // MARK: - Character classes

    /// One of the path commands, `MmLlHhVvCcSsQqTtAaZz` (a switch: no set lookup per command).
    private static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
            UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            true
        default: false
        }
    }

    private static func isWhitespace(_ c: UInt8) -> Bool { SVGNumberGrammar.isWhitespace(c) }

    private static func isDigit(_ c: UInt8) -> Bool { SVGNumberGrammar.isDigit(c) }

    private static func startsNumber(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
    }
}
