import TTGGeometry
import TTGScene

extension VectorDrawableComposer {
    /// A shape: one `<path>` that fills and strokes, or a fill and a stroke apart when the
    /// stroke is drawn from other geometry (its trim and dashes cut out: a vector drawable trims
    /// only a path's first contour, and has no dashes) or either is painted with a conic
    /// gradient (wedges, ``conic(_:painting:stroke:rule:alpha:)``).
    func shape(_ shape: ShapeNode, alpha: Double) throws -> [AndroidXMLElement] {
        var out: [AndroidXMLElement] = []
        var fillElement: AndroidXMLElement?
        let name = uniqueName(shape.name)
        if let fill = shape.fill, !shape.path.isEmpty {
            if case .conicGradient(let gradient) = fill.paint {
                out += conic(gradient, painting: shape.path, stroke: nil, rule: fill.rule, alpha: alpha)
            } else {
                var element = AndroidXMLElement("path", [("android:pathData", Self.pathData(shape.path))])
                paint(&element, fill.paint, attribute: "fill", alpha: alpha)
                if fill.rule == .evenOdd { element["android:fillType"] = "evenOdd" }
                fillElement = element
            }
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            var geometry =
                stroke.isUntrimmed ? shape.path : shape.path.trimmed(from: stroke.trimStart, to: stroke.trimEnd)
            if !stroke.dash.isEmpty { geometry = geometry.dashed(stroke.dash, phase: stroke.dashPhase) }
            if geometry.isEmpty {
                // Nothing to stroke.
            } else if case .conicGradient(let gradient) = stroke.paint {
                if let fillElement { out.append(fillElement) }
                fillElement = nil
                out += conic(gradient, painting: geometry, stroke: stroke, rule: .nonzero, alpha: alpha)
            } else if var element = fillElement, geometry == shape.path {
                // One element fills and strokes.
                paint(&element, stroke.paint, attribute: "stroke", alpha: alpha)
                lineStyle(&element, stroke)
                fillElement = element
            } else {
                if let fillElement { out.append(fillElement) }
                fillElement = nil
                var element = AndroidXMLElement("path", [("android:pathData", Self.pathData(geometry))])
                paint(&element, stroke.paint, attribute: "stroke", alpha: alpha)
                lineStyle(&element, stroke)
                out.append(element)
            }
        }
        if let fillElement { out.append(fillElement) }
        if let name, !out.isEmpty {
            if out.count == 1, out[0].name == "path" {
                out[0].attributes.insert(.init(name: "android:name", value: name), at: 0)
            } else {
                out = [AndroidXMLElement("group", [("android:name", name)], children: out)]
            }
        }
        return out
    }

    /// Width (always: Android's default is 0, a hairline), cap, join and miter limit, Android's
    /// defaults (butt, miter, 4) left out.
    func lineStyle(_ element: inout AndroidXMLElement, _ stroke: Stroke) {
        element["android:strokeWidth"] = VectorDrawableNumber.format(stroke.width)
        if stroke.cap != .butt { element["android:strokeLineCap"] = stroke.cap.rawValue }
        if stroke.join != .miter { element["android:strokeLineJoin"] = stroke.join.rawValue }
        if stroke.join == .miter, VectorDrawableNumber.format(stroke.miterLimit) != "4" {
            element["android:strokeMiterLimit"] = VectorDrawableNumber.format(stroke.miterLimit)
        }
    }

    /// Path data in SVG syntax with absolute commands, as Android's path parser reads it.
    static func pathData(_ path: Path) -> String {
        var out = ""
        func add(_ command: String, _ points: Point...) {
            if !out.isEmpty { out += " " }
            out +=
                command
                + points.map { VectorDrawableNumber.format($0.x) + " " + VectorDrawableNumber.format($0.y) }
                .joined(separator: " ")
        }
        for element in path.elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quad(let p, let c): add("Q", c, p)
            case .cubic(let p, let c1, let c2): add("C", c1, c2, p)
            case .close: add("Z")
            }
        }
        return out
    }
}
