extension Color {
    /// The CSS Color 4 functions a color may be written with.
    enum CSSFunction: String, CaseIterable {
        case rgb, rgba, hsl, hsla

        /// True for `hsl()`/`hsla()`.
        var isHSL: Bool { self == .hsl || self == .hsla }
    }

    /// One component of a color function: a number, a percentage, an angle in degrees, or
    /// missing (the keyword `none`, which counts as 0).
    enum CSSComponent: Equatable {
        case number(Double)
        case percentage(Double)
        case degrees(Double)
        case missing
    }

    /// Parses `name(arguments)` as CSS Color 4 reads it, `original` being the text as typed.
    ///
    /// Two syntaxes, as in CSS:
    /// - legacy, with commas: `rgb(255, 0, 0)`, `rgba(100%, 0%, 0%, 0.5)`, `hsl(120, 100%, 50%, 50%)`;
    ///   an rgb color's three channels are all numbers or all percentages, an hsl color's
    ///   saturation and lightness percentages, and `none` is not allowed;
    /// - modern, with spaces: `rgb(255 0 0 / 50%)`, `hsl(120deg 100% 50%)`, where any channel may be a
    ///   number, a percentage or `none` (0), and saturation and lightness may be bare numbers (50 is 50%).
    ///
    /// `rgba` and `hsla` are the same functions. The alpha is a number 0…1 or a percentage.
    /// Values outside their range are clamped as CSS clamps them: channels to 0…255 (0%…100%),
    /// saturation and lightness to 0%…100%, alpha to 0…1; a hue wraps around the circle.
    /// A hue is a number of degrees or an angle in `deg`, `rad`, `grad` or `turn`.
    static func parseFunction(_ function: CSSFunction, arguments: Substring, original: String) throws -> Color {
        func malformed(_ reason: String) -> ColorParseError { .malformed(original, reason: reason) }
        let name = "\(function.rawValue)()"
        let legacy = arguments.contains(",")
        var texts: [Substring]
        var alphaText: Substring?
        if legacy {
            guard !arguments.contains("/") else { throw malformed("\(name) separates with commas or spaces, not both") }
            texts = arguments.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmedSpaces }
            guard !texts.contains(where: \.isEmpty) else { throw malformed("\(name) has an empty component") }
            guard (3...4).contains(texts.count) else {
                throw malformed("\(name) takes 3 components and an optional alpha, not \(texts.count) values")
            }
            guard texts.allSatisfy({ !$0.contains(where: \.isWhitespace) }) else {
                throw malformed("\(name) with commas takes one value between commas")
            }
            if texts.count == 4 { alphaText = texts.removeLast() }
        } else {
            let halves = arguments.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { throw malformed("\(name) has more than one '/'") }
            texts = halves[0].split(whereSeparator: \.isWhitespace)
            guard texts.count == 3 else {
                throw malformed("\(name) takes 3 components and an optional '/ alpha', not \(texts.count)")
            }
            if halves.count == 2 {
                let alpha = halves[1].split(whereSeparator: \.isWhitespace)
                guard alpha.count == 1 else { throw malformed("\(name) takes one alpha after '/'") }
                alphaText = alpha[0]
            }
        }
        var components: [CSSComponent] = []
        for (index, text) in texts.enumerated() {
            guard let component = CSSComponent(text, angle: function.isHSL && index == 0) else {
                throw malformed("'\(text)' is not a number\(function.isHSL && index == 0 ? " or an angle" : "")")
            }
            components.append(component)
        }
        let alphaComponent = try alphaText.map { text in
            guard let component = CSSComponent(text, angle: false) else {
                throw malformed("alpha '\(text)' is not a number or a percentage")
            }
            return component
        }
        if legacy, (components + [alphaComponent].compactMap { $0 }).contains(.missing) {
            throw malformed("'none' needs the syntax with spaces")
        }
        let alpha: Double =
            switch alphaComponent {
            case nil: 1
            case .number(let a): a
            case .percentage(let p): p / 100
            case .missing: 0
            case .degrees: preconditionFailure("an alpha is never read as an angle")
            }
        if function.isHSL {
            let hue: Double
            switch components[0] {
            case .number(let degrees), .degrees(let degrees): hue = degrees
            case .missing: hue = 0
            case .percentage: throw malformed("the hue '\(texts[0])' is an angle or a number, not a percentage")
            }
            var percents: [Double] = []
            for (component, text) in zip(components.dropFirst(), texts.dropFirst()) {
                switch component {
                case .percentage(let p): percents.append(p)
                case .number(let n) where !legacy: percents.append(n)
                case .missing: percents.append(0)
                default: throw malformed("'\(text)' is not a percentage")
                }
            }
            return Color(cssHue: hue, saturation: percents[0] / 100, lightness: percents[1] / 100, alpha: alpha)
        }
        if legacy {
            let percentages = components.filter { if case .percentage = $0 { true } else { false } }.count
            guard percentages == 0 || percentages == 3 else {
                throw malformed("\(name) with commas takes three numbers or three percentages, not both")
            }
        }
        var channels: [Double] = []
        for component in components {
            switch component {
            case .number(let n): channels.append(n / 255)
            case .percentage(let p): channels.append(p / 100)
            case .missing: channels.append(0)
            case .degrees: preconditionFailure("only a hue is read as an angle")
            }
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A color from CSS's hue (degrees, any value: it wraps), saturation and lightness (each
    /// clamped to 0…1), by CSS Color 4's `hslToRgb`: each channel is
    /// `l − a · max(−1, min(k − 3, 9 − k, 1))` with `a = s · min(l, 1 − l)` and
    /// `k = (n + h / 30) mod 12` for n = 0 (red), 8 (green), 4 (blue).
    public init(cssHue hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
        if h < 0 { h += 360 }
        let s = Color.clamp(saturation)
        let l = Color.clamp(lightness)
        let a = s * Swift.min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}

extension Color.CSSComponent {
    /// The degrees in one of each CSS angle unit; `grad` before `rad`, which ends it too.
    static let angleUnits: [(unit: String, degrees: Double)] = [
        ("grad", 0.9), ("turn", 360), ("deg", 1), ("rad", 180 / Double.pi),
    ]

    /// Reads a lowercase component: `none`, a CSS number (`+1.5e2`, `.5`), a percentage (`50%`)
    /// or, when `angle`, an angle (`90deg`, `1.5rad`, `100grad`, `0.25turn`); nil for anything
    /// else, a number that is not finite included.
    init?(_ text: Substring, angle: Bool) {
        if text == "none" {
            self = .missing
            return
        }
        if text.hasSuffix("%") {
            guard let p = Self.number(text.dropLast()) else { return nil }
            self = .percentage(p)
            return
        }
        if angle, let (unit, degrees) = Self.angleUnits.first(where: { text.hasSuffix($0.unit) }) {
            guard let value = Self.number(text.dropLast(unit.count)) else { return nil }
            self = .degrees(value * degrees)
            return
        }
        guard let n = Self.number(text) else { return nil }
        self = .number(n)
    }

    /// A CSS `<number>`: `sign? (digits ("." digits?)? | "." digits) (e sign? digits)?`, finite.
    static func number(_ text: Substring) -> Double? {
        var rest = text[...]
        if let first = rest.first, first == "+" || first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(whole.count)
        var fraction: Substring = ""
        if rest.first == "." {
            fraction = rest.dropFirst().prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if rest.first == "e" {
            var exponent = rest.dropFirst()
            if let sign = exponent.first, sign == "+" || sign == "-" { exponent = exponent.dropFirst() }
            let digits = exponent.prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty else { return nil }
            rest = exponent.dropFirst(digits.count)
        }
        guard rest.isEmpty, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension Substring {
    /// The text without leading and trailing whitespace.
    var trimmedSpaces: Substring {
        var s = self
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return s
    }
}
