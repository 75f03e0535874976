import Foundation

/// A VectorDrawable turned into SVG by the rules Android's documentation gives its attributes,
/// for an SVG renderer (resvg) to draw: the tests' own reading of the format, independent of
/// the writer.
///
/// - `<vector>`: `android:width`/`height` in dp are the SVG's size, `viewportWidth`/`Height`
///   its `viewBox`.
/// - `<group>`: its matrix as VectorDrawable defines it: translate by −pivot, scale, rotate
///   (degrees), translate by pivot + translate.
/// - `<clip-path>`: clips the group's children that follow it (nonzero winding); several
///   intersect.
/// - `<path>`: `pathData` is SVG path data; `fillColor`/`strokeColor` are `#RGB`, `#ARGB`,
///   `#RRGGBB` or `#AARRGGBB` (alpha first), their alphas multiplied by `fillAlpha`/`strokeAlpha`;
///   no fill color (or a transparent one) fills nothing; `strokeWidth` defaults to 0 (nothing
///   is stroked); caps, joins, `strokeMiterLimit` (default 4), `fillType`.
/// - A color given as an inline resource (`<aapt:attr name="android:fillColor">`) holding a
///   linear `<gradient>`: its start and end in the path's coordinates, its `<item>`s (or
///   `startColor`/`centerColor`/`endColor`), padded past its ends.
///
/// - `trimPathStart`/`End`/`Offset`: as ``AndroidTrim`` reads them.
///
/// Anything else (radial and sweep gradients, other elements) is refused by name, so a test
/// never passes on something it did not read.
enum VectorDrawableToSVG {
    static func svg(_ xml: String) throws -> String {
        let root = try AndroidVectorXML.parse(xml)
        guard root.name == "vector" else { throw fail("the root is <\(root.name)>, not <vector>") }
        func dp(_ name: String) throws -> Double {
            guard let text = root.android(name), text.hasSuffix("dp"), let value = Double(text.dropLast(2)) else {
                throw fail("android:\(name) is not a size in dp")
            }
            return value
        }
        let (width, height) = (try dp("width"), try dp("height"))
        guard let vw = root.android("viewportWidth").flatMap(Double.init),
            let vh = root.android("viewportHeight").flatMap(Double.init)
        else { throw fail("no viewport") }
        var converter = Converter()
        let body = try converter.children(root.children)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(vw) \(vh)\" preserveAspectRatio=\"none\"><defs>\(converter.definitions)</defs>\(body)</svg>"
    }

    static func fail(_ text: String) -> AndroidVectorXML.Failure { AndroidVectorXML.Failure(description: text) }

    private struct Converter {
        var definitions = ""
        var count = 0

        mutating func id(_ kind: String) -> String {
            count += 1
            return "\(kind)\(count)"
        }

        /// Children in order; a `<clip-path>` clips every sibling after it.
        mutating func children(_ elements: [AndroidVectorXML]) throws -> String {
            var out = ""
            for (index, element) in elements.enumerated() {
                switch element.name {
                case "group": out += try group(element)
                case "path": out += try path(element)
                case "clip-path":
                    let id = id("clip")
                    let d = element.android("pathData") ?? ""
                    definitions += "<clipPath id=\"\(id)\"><path d=\"\(d)\"/></clipPath>"
                    let rest = try children(Array(elements[(index + 1)...]))
                    return out + "<g clip-path=\"url(#\(id))\">\(rest)</g>"
                default: throw fail("<\(element.name)> is not read")
                }
            }
            return out
        }

        mutating func group(_ element: AndroidVectorXML) throws -> String {
            func number(_ name: String, _ fallback: Double) throws -> Double {
                guard let text = element.android(name) else { return fallback }
                guard let value = Double(text) else { throw fail("android:\(name)='\(text)' is not a number") }
                return value
            }
            let (px, py) = (try number("pivotX", 0), try number("pivotY", 0))
            let (sx, sy) = (try number("scaleX", 1), try number("scaleY", 1))
            let rotation = try number("rotation", 0)
            let (tx, ty) = (try number("translateX", 0), try number("translateY", 0))
            // Android: M = T(pivot + translate) · R(rotation) · S(scale) · T(−pivot).
            let transform =
                "translate(\(tx + px) \(ty + py)) rotate(\(rotation)) scale(\(sx) \(sy)) translate(\(-px) \(-py))"
            return "<g transform=\"\(transform)\">\(try children(element.children))</g>"
        }

        mutating func path(_ element: AndroidVectorXML) throws -> String {
            var d = element.android("pathData") ?? ""
            let start = Double(element.android("trimPathStart") ?? "0") ?? 0
            let end = Double(element.android("trimPathEnd") ?? "1") ?? 1
            if start != 0 || end != 1 {
                let offset = Double(element.android("trimPathOffset") ?? "0") ?? 0
                d = try AndroidTrim.trimmed(d, start: start, end: end, offset: offset)
                if d.isEmpty { return "" }
            }
            var attributes = "d=\"\(d)\""
            let fillAlpha = Double(element.android("fillAlpha") ?? "1") ?? 1
            let strokeAlpha = Double(element.android("strokeAlpha") ?? "1") ?? 1
            attributes += try paint(element, "fill", alpha: fillAlpha)
            let width = Double(element.android("strokeWidth") ?? "0") ?? 0
            if width > 0 {
                attributes += try paint(element, "stroke", alpha: strokeAlpha)
                attributes += " stroke-width=\"\(width)\""
                attributes += " stroke-linecap=\"\(element.android("strokeLineCap") ?? "butt")\""
                attributes += " stroke-linejoin=\"\(element.android("strokeLineJoin") ?? "miter")\""
                attributes += " stroke-miterlimit=\"\(element.android("strokeMiterLimit") ?? "4")\""
            } else {
                attributes += " stroke=\"none\""
            }
            switch element.android("fillType") {
            case nil, "nonZero": break
            case "evenOdd": attributes += " fill-rule=\"evenodd\""
            case let other?: throw fail("android:fillType='\(other)'")
            }
            return "<path \(attributes)/>"
        }

        /// `fill` or `stroke`: a color, an inline gradient, or none.
        mutating func paint(_ element: AndroidVectorXML, _ kind: String, alpha: Double) throws -> String {
            let inline = element.children.first {
                $0.name == "aapt:attr" && $0.attributes["name"] == "android:\(kind)Color"
            }
            if let gradient = inline?.children.first(where: { $0.name == "gradient" }) {
                return " \(kind)=\"url(#\(try linearGradient(gradient)))\" \(kind)-opacity=\"\(alpha)\""
            }
            guard let text = element.android("\(kind)Color") else { return " \(kind)=\"none\"" }
            let (rgb, colorAlpha) = try Self.color(text)
            return " \(kind)=\"\(rgb)\" \(kind)-opacity=\"\(colorAlpha * alpha)\""
        }

        mutating func linearGradient(_ gradient: AndroidVectorXML) throws -> String {
            guard (gradient.android("type") ?? "linear") == "linear" else {
                throw fail("a \(gradient.android("type")!) gradient is not read")
            }
            guard (gradient.android("tileMode") ?? "clamp") == "clamp" else {
                throw fail("a tile mode other than clamp")
            }
            let id = id("gradient")
            var stops = ""
            let items = gradient.children.filter { $0.name == "item" }
            var pairs: [(Double, String)] = []
            if items.isEmpty {
                pairs = [("startColor", 0.0), ("centerColor", 0.5), ("endColor", 1.0)].compactMap { name, offset in
                    gradient.android(name).map { (offset, $0) }
                }
            } else {
                for item in items {
                    guard let offset = item.android("offset").flatMap(Double.init), let color = item.android("color")
                    else { throw fail("an <item> without offset or color") }
                    pairs.append((offset, color))
                }
            }
            for (offset, text) in pairs {
                let (rgb, alpha) = try Self.color(text)
                stops += "<stop offset=\"\(offset)\" stop-color=\"\(rgb)\" stop-opacity=\"\(alpha)\"/>"
            }
            func value(_ name: String) -> String { gradient.android(name) ?? "0" }
            definitions +=
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(value("startX"))\" "
                + "y1=\"\(value("startY"))\" x2=\"\(value("endX"))\" y2=\"\(value("endY"))\">\(stops)</linearGradient>"
            return id
        }

        /// `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` as `#RRGGBB` and an alpha 0…1.
        static func color(_ text: String) throws -> (String, Double) {
            guard text.hasPrefix("#") else { throw fail("color '\(text)' is not #…") }
            var digits = Array(text.dropFirst())
            if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
            if digits.count == 6 { digits = ["F", "F"] + digits }
            guard digits.count == 8, let value = UInt32(String(digits), radix: 16) else {
                throw fail("color '\(text)' is not a color")
            }
            return ("#" + String(digits[2...]), Double(value >> 24) / 255)
        }
    }
}
