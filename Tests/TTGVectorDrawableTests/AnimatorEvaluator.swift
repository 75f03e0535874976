import Foundation

/// An AnimatedVectorDrawable at one moment, by the rules Android documents for its animators,
/// as the still `<vector>` it shows then: what the tests draw with resvg and compare with our
/// frames. The tests' own reading, sharing nothing with the writer.
///
/// - An `objectAnimator` runs `android:duration` ms from `startOffset` (0), setting nothing
///   before it starts; with `repeatCount="infinite"` it starts over every duration, else it
///   stops at its end value. A `<set>`'s animators run together, later ones written last.
/// - `valueFrom`/`valueTo` move along the animator's `interpolator` (Android's default,
///   accelerate-decelerate, where none is given); `<keyframe>`s at `fraction`s move from each to
///   the next along the interpolator of the later one (linear where none).
/// - `@android:interpolator/linear` is the identity; a `pathInterpolator` with control points is
///   the cubic Bézier from (0, 0) to (1, 1) through them, y read at x.
/// - Numbers move linearly; colors (`colorType`) as `ArgbEvaluator` does from API 26: each color
///   channel in linear light (sRGB to the power 2.2), alpha as it is; `pathType` values number by
///   number between paths of the same commands.
enum AnimatorEvaluator {
    /// The drawable of `avd` at `time` milliseconds, as XML text.
    static func vector(_ avd: String, at time: Double) throws -> String {
        let root = try AndroidVectorXML.parse(avd)
        guard root.name == "animated-vector",
            let vector = root.children.first(where: { $0.attributes["name"] == "android:drawable" })?.children.first
        else { throw VectorDrawableToSVG.fail("not an <animated-vector> with an inline drawable") }
        var values: [String: [String: String]] = [:]
        for target in root.children where target.name == "target" {
            guard let name = target.android("name"),
                let animation = target.children.first(where: { $0.attributes["name"] == "android:animation" })?
                    .children.first
            else { throw VectorDrawableToSVG.fail("a <target> without a name or an inline animation") }
            // Sets nest; their animators run together, in the order written.
            func flattened(_ element: AndroidVectorXML) -> [AndroidVectorXML] {
                element.name == "set" ? element.children.flatMap(flattened) : [element]
            }
            for animator in flattened(animation) {
                for (property, value) in try evaluate(animator, at: time) {
                    values[name, default: [:]][property] = value
                }
            }
        }
        var vectorWithNamespaces = applying(values, to: vector)
        vectorWithNamespaces.attributes["xmlns:android"] = root.attributes["xmlns:android"]
        vectorWithNamespaces.attributes["xmlns:aapt"] = root.attributes["xmlns:aapt"]
        return markup(vectorWithNamespaces)
    }

    private static func applying(_ values: [String: [String: String]], to element: AndroidVectorXML) -> AndroidVectorXML
    {
        var element = element
        if let name = element.android("name"), let moved = values[name] {
            for (property, value) in moved { element.attributes["android:" + property] = value }
        }
        element.children = element.children.map { applying(values, to: $0) }
        return element
    }

    private static func markup(_ element: AndroidVectorXML) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;")
        }
        let attributes = element.attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(escaped($0.value))\"" }
        return "<\(element.name)\(attributes.joined())>" + element.children.map(markup).joined() + "</\(element.name)>"
    }

    /// Each property an animator sets at `time` ms, and its value as written.
    static func evaluate(_ animator: AndroidVectorXML, at time: Double) throws -> [(String, String)] {
        guard animator.name == "objectAnimator", let duration = animator.android("duration").flatMap(Double.init) else {
            throw VectorDrawableToSVG.fail("<\(animator.name)> is not an objectAnimator with a duration")
        }
        let offset = animator.android("startOffset").flatMap(Double.init) ?? 0
        // An animator sets nothing before it starts.
        guard time >= offset else { return [] }
        let local = time - offset
        let fraction: Double
        switch animator.android("repeatCount") {
        case "infinite", "-1": fraction = local.truncatingRemainder(dividingBy: duration) / duration
        case nil, "0": fraction = duration > 0 ? min(1, local / duration) : 1
        case let other?: throw VectorDrawableToSVG.fail("repeatCount '\(other)' is not read")
        }
        if let property = animator.android("propertyName") {
            guard let from = animator.android("valueFrom"), let to = animator.android("valueTo") else {
                throw VectorDrawableToSVG.fail("\(property): no valueFrom/valueTo")
            }
            let eased = try interpolate(animator, fraction, fallback: .accelerateDecelerate)
            let type = animator.android("valueType") ?? "floatType"
            return [(property, try mix(from, to, eased, type: type))]
        }
        return try animator.children.map { holder in
            guard holder.name == "propertyValuesHolder", let property = holder.android("propertyName") else {
                throw VectorDrawableToSVG.fail("<\(holder.name)> is not read")
            }
            let type = holder.android("valueType") ?? "floatType"
            let keyframes = holder.children.filter { $0.name == "keyframe" }
            let fractions = keyframes.map { $0.android("fraction").flatMap(Double.init) ?? 0 }
            guard let first = keyframes.first?.android("value") else { throw VectorDrawableToSVG.fail("no keyframes") }
            if fraction <= fractions[0] { return (property, first) }
            for k in keyframes.indices.dropFirst() where fraction <= fractions[k] {
                let span = fractions[k] - fractions[k - 1]
                let local = span > 0 ? (fraction - fractions[k - 1]) / span : 1
                let eased = try interpolate(keyframes[k], local, fallback: .linear)
                return (
                    property,
                    try mix(keyframes[k - 1].android("value")!, keyframes[k].android("value")!, eased, type: type)
                )
            }
            return (property, keyframes.last!.android("value")!)
        }
    }

    enum DefaultInterpolator { case linear, accelerateDecelerate }

    /// The element's interpolator at `x`.
    static func interpolate(_ element: AndroidVectorXML, _ x: Double, fallback: DefaultInterpolator) throws -> Double {
        if let inline = element.children.first(where: { $0.attributes["name"] == "android:interpolator" })?.children
            .first
        {
            guard inline.name == "pathInterpolator",
                let points = ["controlX1", "controlY1", "controlX2", "controlY2"].map({
                    inline.android($0).flatMap(Double.init)
                })
                    as [Double?]?, points.allSatisfy({ $0 != nil })
            else { throw VectorDrawableToSVG.fail("an interpolator that is not a cubic pathInterpolator") }
            return cubic(x, points.map { $0! })
        }
        switch element.android("interpolator") {
        case "@android:interpolator/linear": return x
        case nil:
            switch fallback {
            case .linear: return x
            case .accelerateDecelerate: return cos((x + 1) * .pi) / 2 + 0.5
            }
        case let other?: throw VectorDrawableToSVG.fail("interpolator '\(other)' is not read")
        }
    }

    /// The cubic Bézier from (0, 0) to (1, 1) through (x1, y1), (x2, y2): y where x is `x`.
    static func cubic(_ x: Double, _ c: [Double]) -> Double {
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, c[0], c[2]) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, c[1], c[3])
    }

    /// The value `fraction` of the way from `from` to `to`.
    static func mix(_ from: String, _ to: String, _ fraction: Double, type: String) throws -> String {
        switch type {
        case "floatType":
            guard let a = Double(from), let b = Double(to) else {
                throw VectorDrawableToSVG.fail("'\(from)' is not a float")
            }
            return String(a + (b - a) * fraction)
        case "colorType":
            let (a, b) = (try argb(from), try argb(to))
            var out: [Double] = [a[0] + (b[0] - a[0]) * fraction]
            for c in 1..<4 {
                let linear = pow(a[c], 2.2) + (pow(b[c], 2.2) - pow(a[c], 2.2)) * fraction
                out.append(pow(linear, 1 / 2.2))
            }
            return "#" + out.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        case "pathType":
            let (a, b) = (numbers(from), numbers(to))
            guard a.count == b.count, letters(from) == letters(to) else {
                throw VectorDrawableToSVG.fail("paths of different commands cannot morph")
            }
            var index = 0
            var out = ""
            var token = ""
            func flush() {
                guard !token.isEmpty else { return }
                out += String(a[index] + (b[index] - a[index]) * fraction)
                index += 1
                token = ""
            }
            for character in from {
                if character.isNumber || character == "." || character == "-" || character == "e" {
                    if character == "-", !token.isEmpty {
                        flush()
                        out += " "
                    }
                    token.append(character)
                } else {
                    flush()
                    out.append(character)
                }
            }
            flush()
            return out
        default: throw VectorDrawableToSVG.fail("valueType '\(type)' is not read")
        }
    }

    /// A `#AARRGGBB` (or `#RRGGBB`) color as alpha, red, green, blue in 0…1.
    static func argb(_ text: String) throws -> [Double] {
        var digits = String(text.dropFirst())
        if digits.count == 6 { digits = "FF" + digits }
        guard text.hasPrefix("#"), digits.count == 8, let value = UInt32(digits, radix: 16) else {
            throw VectorDrawableToSVG.fail("'\(text)' is not a color")
        }
        return [24, 16, 8, 0].map { Double((value >> $0) & 0xFF) / 255 }
    }

    static func numbers(_ path: String) -> [Double] {
        path.split(whereSeparator: { $0.isLetter || $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    static func letters(_ path: String) -> String { String(path.filter(\.isLetter)) }
}
