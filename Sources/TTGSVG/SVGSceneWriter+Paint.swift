import TTGGeometry
import TTGScene

extension SVGSceneWriter {
    /// Sets `fill` or `stroke` from a solid color or a linear gradient (a conic gradient is
    /// drawn by ``conicMesh(_:painting:attribute:covering:in:)`` instead).
    func paint(_ element: inout SVGElement, _ paints: [Paint], attribute: String, in space: SampledSpace) {
        switch paints[0] {
        case .solid:
            let colors = paints.map { if case .solid(let c) = $0 { c } else { Color.clear } }
            paintColor(&element, colors, attribute: attribute)
        case .linearGradient:
            let gradients = paints.map { if case .linearGradient(let g) = $0 { g } else { fatalError("structure") } }
            element[attribute] = "url(#\(linearGradient(gradients, in: space)))"
        case .conicGradient:
            preconditionFailure("a conic gradient is drawn as a mesh of wedges")
        }
    }

    /// Defines a `<linearGradient>` in user space and returns its identifier.
    func linearGradient(_ gradients: [LinearGradient], in space: SampledSpace) -> String {
        let id = identifier("gradient")
        var element = SVGElement("linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse")])
        let tolerance = space.units(SampledSpace.positionTolerance)
        set(&element, "x1", gradients.map(\.start.x), tolerance: tolerance)
        set(&element, "y1", gradients.map(\.start.y), tolerance: tolerance)
        set(&element, "x2", gradients.map(\.end.x), tolerance: tolerance)
        set(&element, "y2", gradients.map(\.end.y), tolerance: tolerance)
        element.children += stops(gradients.map { $0.stops.sortedByOffset() })
        define(element)
        return id
    }

    /// `<stop>` elements, one per stop, each possibly animated.
    func stops(_ samples: [[GradientStop]]) -> [String] {
        samples[0].indices.map { index in
            var stop = SVGElement("stop")
            set(&stop, "offset", samples.map { $0[index].offset }, tolerance: 1e-4)
            paintColor(&stop, samples.map { $0[index].color }, attribute: "stop-color", opacity: "stop-opacity")
            return stop.markup
        }
    }

    // MARK: - Conic gradients

    /// The x, y, width and height attributes of a region.
    static func region(_ r: Rect) -> [(String, String)] {
        [
            ("x", SVGNumber.format(r.minX)), ("y", SVGNumber.format(r.minY)),
            ("width", SVGNumber.format(r.width)), ("height", SVGNumber.format(r.height)),
        ]
    }

    /// A conic gradient painting `element`'s fill or stroke, drawn without `<pattern>` (which
    /// some renderers do not draw): its wedges, clipped to the fill's path, or seen through a
    /// mask that is the stroke painted white. SVG has no conic gradient.
    func conicMesh(
        _ paints: [Paint], painting element: SVGElement, attribute: String, covering areas: [Rect],
        in space: SampledSpace
    ) -> String {
        let id = identifier("conic")
        let mesh = wedges(paints, covering: areas, in: space)
        if attribute == "fill" {
            var path = SVGElement("path", [("d", element["d"] ?? "")])
            if let rule = element["fill-rule"] { path["clip-rule"] = rule }
            path.children = element.children.filter { $0.contains("attributeName=\"d\"") }
            var clip = SVGElement("clipPath", [("id", id)])
            clip.children = [path.markup]
            define(clip)
            return wrap(mesh, ("clip-path", "url(#\(id))"))
        }
        var stroke = element
        stroke["fill"] = "none"
        stroke["stroke"] = "#FFFFFF"
        let area = areas.dropFirst().reduce(areas[0]) { $0.union($1) }.insetBy(dx: -1, dy: -1)
        var mask = SVGElement(
            "mask",
            [("id", id), ("maskUnits", "userSpaceOnUse"), ("mask-type", "alpha"), ("style", "mask-type:alpha")]
                + Self.region(area))
        mask.children = [stroke.markup]
        define(mask)
        return wrap(mesh, ("mask", "url(#\(id))"))
    }

    /// The wedges of a conic gradient covering `areas` (one per sample; see
    /// ``ConicGradient/wedges(radius:cuttingAtStops:)``), in a group placed at the gradient's
    /// center and turned by its start angle.
    func wedges(_ paints: [Paint], covering areas: [Rect], in space: SampledSpace) -> [String] {
        let gradients = paints.map { if case .conicGradient(let g) = $0 { g } else { fatalError("structure") } }
        let radius = ConicGradient.radius(covering: areas, around: gradients.map(\.center))
        let cutting = isConstant(gradients.map(\.stops))
        let samples = gradients.map { $0.wedges(radius: radius, cuttingAtStops: cutting) }
        var wedges: [String] = []
        for (index, wedge) in samples[0].enumerated() {
            let id = identifier("wedge")
            var gradient = SVGElement(
                "linearGradient",
                [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"),
                    ("x1", SVGNumber.format(wedge.gradientStart.x)), ("y1", SVGNumber.format(wedge.gradientStart.y)),
                    ("x2", SVGNumber.format(wedge.gradientEnd.x)), ("y2", SVGNumber.format(wedge.gradientEnd.y)),
                ])
            gradient.children = stops(
                samples.map {
                    [
                        GradientStop(offset: 0, color: $0[index].startColor),
                        GradientStop(offset: 1, color: $0[index].endColor),
                    ]
                })
            define(gradient)
            let (q0, q1) = (wedge.corners[0], wedge.corners[1])
            let d = "M0 0 L\(SVGNumber.list([q0.x, q0.y])) L\(SVGNumber.list([q1.x, q1.y])) Z"
            wedges.append(SVGElement("path", [("d", d), ("fill", "url(#\(id))")]).markup)
        }
        return transformed(wedges, gradients.map(\.placement), in: space)
    }
}
