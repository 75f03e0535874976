import TTGGeometry
import TTGScene

extension VectorDrawableComposer {
    /// Sets `fillColor` or `strokeColor` (`attribute` is `fill` or `stroke`) from a solid color
    /// (`#AARRGGBB`, animated where it changes) or a linear gradient (an inline `<gradient>`,
    /// which must hold still), and its alpha from `alpha` (one a sample).
    func paint(_ element: inout AndroidXMLElement, _ paints: [Paint], attribute: String, alpha: [Double]) throws {
        switch paints[0] {
        case .solid:
            let colors = paints.map { if case .solid(let c) = $0 { c } else { Color.clear } }
            try set(
                &element, attribute + "Color", colors.map { [$0.red, $0.green, $0.blue, $0.alpha] },
                tolerance: SampledSpace.colorTolerance, type: .color
            ) { VectorDrawableNumber.color(Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3])) }
        case .linearGradient(let gradient) where gradient.stops.count < 2:
            // A gradient needs two items: one stop paints its color everywhere, none nothing.
            element["android:\(attribute)Color"] = VectorDrawableNumber.color(gradient.stops.first?.color ?? .clear)
        case .linearGradient(let gradient):
            guard isConstant(paints) else {
                throw VectorDrawableUnsupported(
                    "a gradient that moves (an AnimatedVectorDrawable animates no gradient)")
            }
            element.children.append(
                AndroidXMLElement(
                    "aapt:attr", [("name", "android:\(attribute)Color")], children: [Self.gradient(gradient)]))
        case .conicGradient:
            preconditionFailure("a conic gradient is drawn as wedges")
        }
        try set(&element, attribute + "Alpha", alpha, tolerance: SampledSpace.colorTolerance, fallback: "1")
    }

    /// A linear `<gradient>` with its ends and an `<item>` a stop (padding past its ends, as
    /// `clamp` does).
    static func gradient(_ gradient: LinearGradient) -> AndroidXMLElement {
        let f: (Double) -> String = VectorDrawableNumber.format
        return AndroidXMLElement(
            "gradient",
            [
                ("android:type", "linear"), ("android:startX", f(gradient.start.x)),
                ("android:startY", f(gradient.start.y)), ("android:endX", f(gradient.end.x)),
                ("android:endY", f(gradient.end.y)), ("android:tileMode", "clamp"),
            ],
            children: gradient.stops.sortedByOffset().map { stop in
                AndroidXMLElement(
                    "item",
                    [
                        ("android:offset", f(min(1, max(0, stop.offset)))),
                        ("android:color", VectorDrawableNumber.color(stop.color)),
                    ])
            })
    }

    /// A conic gradient painting a path, as wedges (``wedges(_:covering:)``), each a triangle
    /// painted by a linear gradient across it, as the SVG and Lottie writers draw it. A fill: the
    /// wedges filled, in a group clipped to the path. A stroke (vector drawables have no masks):
    /// the stroke drawn once a wedge, with the wedge's gradient, clipped to the wedge.
    func conic(
        _ gradient: ConicGradient, painting path: Path, stroke: Stroke?, rule: FillRule, alpha: [Double]
    ) throws -> [AndroidXMLElement] {
        let reach = stroke.map { $0.width * max(1, $0.miterLimit) + 1 } ?? 0
        let wedges = Self.wedges(gradient, covering: path.controlBounds.insetBy(dx: -reach, dy: -reach))
        guard let stroke else {
            let outline = rule == .evenOdd ? path.withAlternatingWinding : path
            var children = [AndroidXMLElement("clip-path", [("android:pathData", Self.pathData(outline))])]
            for wedge in wedges {
                var element = AndroidXMLElement("path", [("android:pathData", Self.pathData(wedge.triangle))])
                try paint(&element, [wedge.paint], attribute: "fill", alpha: alpha)
                children.append(element)
            }
            return [AndroidXMLElement("group", children: children)]
        }
        return try wedges.map { wedge in
            var element = AndroidXMLElement("path", [("android:pathData", Self.pathData(path))])
            try paint(&element, [wedge.paint], attribute: "stroke", alpha: alpha)
            try lineStyle(&element, [stroke])
            return AndroidXMLElement(
                "group",
                children: [
                    AndroidXMLElement("clip-path", [("android:pathData", Self.pathData(wedge.triangle))]), element,
                ])
        }
    }

    /// The wedges of a conic gradient covering `area` (see
    /// ``ConicGradient/wedges(radius:cuttingAtStops:)``), each a triangle from the center in the
    /// shape's space and the linear gradient across it.
    static func wedges(_ gradient: ConicGradient, covering area: Rect) -> [(triangle: Path, paint: Paint)] {
        let radius = ConicGradient.radius(covering: [area], around: [gradient.center])
        let placement = gradient.placement
        return gradient.wedges(radius: radius, cuttingAtStops: true).map { wedge in
            var triangle = Path()
            triangle.move(to: placement.apply(Point(0, 0)))
            for corner in wedge.corners { triangle.line(to: placement.apply(corner)) }
            triangle.close()
            let paint = Paint.linearGradient(
                LinearGradient(
                    stops: [
                        GradientStop(offset: 0, color: wedge.startColor),
                        GradientStop(offset: 1, color: wedge.endColor),
                    ],
                    start: placement.apply(wedge.gradientStart), end: placement.apply(wedge.gradientEnd)))
            return (triangle, paint)
        }
    }
}
