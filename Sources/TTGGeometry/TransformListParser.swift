/// Parses a transform list in the grammar SVG and CSS share.
///
/// Functions: `matrix(a, b, c, d, e, f)`, `translate(x[, y])`, `scale(x[, y])`,
/// `rotate(a[, cx, cy])`, `skewX(a)`, `skewY(a)`, `perspective(d)`, `rotateX(a)`,
/// `rotateY(a)`, `rotate3d(x, y, z, a)`. Names are case-sensitive. Arguments are numbers
/// in the path data grammar, separated by commas and/or whitespace; an angle takes a unit
/// right after it, `deg`, `rad`, `turn` or `grad`, and is in degrees without one (as SVG's).
/// Functions are separated by whitespace and/or a comma. Empty text, or `none`, is the empty list.
struct TransformListParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func parse() throws -> [TransformFunction] {
        skipWhitespace()
        if Array(bytes[index...]).trimmingTrailingWhitespace == Array("none".utf8) { return [] }
        var functions: [TransformFunction] = []
        while peek != nil {
            functions.append(try function())
            skipWhitespace()
            if peek == UInt8(ascii: ","), !functions.isEmpty {
                index += 1
                skipWhitespace()
                if peek == nil { throw error(.function) }
            }
        }
        return functions
    }

    // MARK: - Functions

    private mutating func function() throws -> TransformFunction {
        let nameStart = index
        guard let first = peek, Self.isLetter(first) else { throw error(.function) }
        while let c = peek, Self.isLetter(c) || SVGNumberGrammar.isDigit(c) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard TransformFunction.names.contains(name) else {
            throw TransformListError(offset: nameStart, expected: .function, found: name)
        }
        skipWhitespace()
        guard peek == UInt8(ascii: "(") else { throw error(.openParenthesis) }
        index += 1
        let angleSlot: Int? =
            switch name {
            case "rotate", "skewX", "skewY", "rotateX", "rotateY": 0
            case "rotate3d": 3
            default: nil
            }
        let arguments = try argumentList(angleSlot: angleSlot)
        let v = arguments.map(\.value)
        func counts(_ allowed: [Int], _ text: String) throws {
            guard allowed.contains(v.count) else {
                throw TransformListError(
                    offset: nameStart, expected: .argumentCount(function: name, counts: text), found: "\(v.count)")
            }
        }
        switch name {
        case "matrix":
            try counts([6], "6")
            return .matrix(AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
        case "translate":
            try counts([1, 2], "1 or 2")
            return .translate(x: v[0], y: v.count == 2 ? v[1] : 0)
        case "scale":
            try counts([1, 2], "1 or 2")
            return .scale(x: v[0], y: v.last!)
        case "rotate":
            try counts([1, 3], "1 or 3")
            return .rotate(degrees: v[0], center: v.count == 3 ? Point(v[1], v[2]) : .zero)
        case "skewX":
            try counts([1], "1")
            return .skewX(degrees: v[0])
        case "skewY":
            try counts([1], "1")
            return .skewY(degrees: v[0])
        case "perspective":
            try counts([1], "1")
            guard v[0] > 0 else {
                throw TransformListError(
                    offset: arguments[0].offset, expected: .positiveNumber, found: arguments[0].text)
            }
            return .perspective(distance: v[0])
        case "rotateX":
            try counts([1], "1")
            return .rotateX(degrees: v[0])
        case "rotateY":
            try counts([1], "1")
            return .rotateY(degrees: v[0])
        default:  // rotate3d
            try counts([4], "4")
            let axis = Vector3(v[0], v[1], v[2])
            guard axis.length > 0, axis.length.isFinite else {
                throw TransformListError(offset: arguments[0].offset, expected: .nonzeroAxis, found: nil)
            }
            return .rotate3d(axis: axis, degrees: v[3])
        }
    }

    /// The arguments up to and including the closing parenthesis; the one at `angleSlot`
    /// may carry a unit and comes back in degrees.
    private mutating func argumentList(angleSlot: Int?) throws -> [(value: Double, offset: Int, text: String)] {
        var arguments: [(value: Double, offset: Int, text: String)] = []
        skipWhitespace()
        if peek == UInt8(ascii: ")") {
            index += 1
            return arguments
        }
        while true {
            let start = index
            var value = try number()
            let numberText = String(decoding: bytes[start..<index], as: UTF8.self)
            if let c = peek, Self.isLetter(c) {
                let unitStart = index
                while let c = peek, Self.isLetter(c) { index += 1 }
                let unit = String(decoding: bytes[unitStart..<index], as: UTF8.self)
                guard arguments.count == angleSlot, let degrees = Self.angleUnits[unit] else {
                    index = unitStart
                    throw TransformListError(offset: unitStart, expected: .separatorOrClose, found: unit)
                }
                value *= degrees
                guard value.isFinite else {
                    throw TransformListError(offset: start, expected: .finiteNumber, found: numberText + unit)
                }
            }
            arguments.append((value, start, numberText))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ")"):
                index += 1
                return arguments
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case let c? where Self.startsNumber(c):
                continue
            default:
                throw error(.separatorOrClose)
            }
        }
    }

    /// Degrees in one of each angle unit.
    private static let angleUnits: [String: Double] = ["deg": 1, "rad": 180 / Double.pi, "turn": 360, "grad": 0.9]

    // MARK: - Tokens

    private mutating func number() throws -> Double {
        let start = index
        guard let number = SVGNumberGrammar.read(bytes, from: start) else { throw error(.number) }
        index = number.end
        guard let value = number.value else {
            throw TransformListError(
                offset: start, expected: .finiteNumber,
                found: String(decoding: bytes[start..<number.end], as: UTF8.self))
        }
        return value
    }

    private mutating func skipWhitespace() {
        while let c = peek, SVGNumberGrammar.isWhitespace(c) { index += 1 }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the current position, naming the character found there.
    private func error(_ expected: TransformListError.Expectation) -> TransformListError {
        let found = String(decoding: bytes[index...], as: UTF8.self).first.map(String.init)
        return TransformListError(offset: index, expected: expected, found: found)
    }

    private static func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    private static func startsNumber(_ c: UInt8) -> Bool {
        SVGNumberGrammar.isDigit(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
    }
}

extension Array where Element == UInt8 {
    fileprivate var trimmingTrailingWhitespace: [UInt8] {
        var end = count
        while end > 0, SVGNumberGrammar.isWhitespace(self[end - 1]) { end -= 1 }
        return Array(self[..<end])
    }
}
