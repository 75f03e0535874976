import Glibc
import TTGGeometry
import TTGScene

extension SVGSceneWriter {
    /// Sets `fill` or `stroke` from a solid color, a linear gradient, or a conic gradient (a
    /// `<pattern>` of wedges covering `areas`, the painted region at each sample).
    func paint(
        _ element: inout SVGElement, _ paints: [Paint], attribute: String, covering areas: [Rect], in space: Space
    ) {
        switch paints[0] {
        case .solid:
            let colors = paints.map { if case .solid(let c) = $0 { c } else { Color.clear } }
            paintColor(&element, colors, attribute: attribute)
        case .linearGradient:
            let gradients = paints.map { if case .linearGradient(let g) = $0 { g } else { fatalError("structure") } }
            element[attribute] = "url(#\(linearGradient(gradients, in: space)))"
        case .conicGradient:
            element[attribute] = "url(#\(conicPattern(paints, covering: areas, in: space)))"
        }
    }

    /// Defines a `<linearGradient>` in user space and returns its identifier.
    func linearGradient(_ gradients: [LinearGradient], in space: Space) -> String {
        let id = identifier("gradient")
        var element = SVGElement("linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse")])
        let tolerance = space.units(Self.positionTolerance)
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

    /// The least number of wedges a conic gradient is drawn with; more where stops fall
    /// between. With 64, neighbouring wedges differ by 1/64 of the turn's colors: for the
    /// 3-color auroraWave ring at most 12 of 255 per channel at the wedge's tip, where the
    /// linear gradient across each wedge is least exact, and none at its rim.
    static let conicWedges = 64

    /// The x, y, width and height attributes of a region.
    static func region(_ r: Rect) -> [(String, String)] {
        [
            ("x", SVGNumber.format(r.minX)), ("y", SVGNumber.format(r.minY)),
            ("width", SVGNumber.format(r.width)), ("height", SVGNumber.format(r.height)),
        ]
    }

    /// Defines a conic gradient as a `<pattern>` (one tile covering every area) of wedges, and
    /// returns its identifier: SVG has no conic gradient, and a pattern paints fills and
    /// strokes alike, with their own antialiased edges.
    func conicPattern(_ paints: [Paint], covering areas: [Rect], in space: Space) -> String {
        let id = identifier("conic")
        let area = areas.dropFirst().reduce(areas[0]) { $0.union($1) }.insetBy(dx: -1, dy: -1)
        var pattern = SVGElement("pattern", [("id", id), ("patternUnits", "userSpaceOnUse")] + Self.region(area))
        // A pattern's content is placed from its tile's corner: put it back where it belongs.
        pattern.children = [
            wrap(
                wedges(paints, covering: areas, in: space),
                ("transform", "translate(\(SVGNumber.list([-area.minX, -area.minY])))"))
        ]
        define(pattern)
        return id
    }

    /// The wedges of a conic gradient covering `areas` (one per sample), in a group placed at
    /// the gradient's center and turned by its start angle.
    ///
    /// Wedge `i` spans the turn from cut `i` to cut `i + 1`, and reaches a little past its end
    /// under the next wedge (the first also a little before its start, under the last), so
    /// that every antialiased edge lies over color and no seam shows, while a hard stop stays
    /// exactly where it is. A linear gradient across the wedge's outer edge carries the colors
    /// at both cuts.
    func wedges(_ paints: [Paint], covering areas: [Rect], in space: Space) -> [String] {
        let gradients = paints.map { if case .conicGradient(let g) = $0 { g } else { fatalError("structure") } }
        let radius =
            zip(gradients, areas).map { gradient, area in
                [
                    Point(area.minX, area.minY), Point(area.maxX, area.minY),
                    Point(area.minX, area.maxY), Point(area.maxX, area.maxY),
                ].map { $0.distance(to: gradient.center) }.max()!
            }.max()! + 2
        var cuts = Set((0...Self.conicWedges).map { Double($0) / Double(Self.conicWedges) })
        if isConstant(gradients.map(\.stops)) {
            for stop in gradients[0].stops where stop.offset > 0 && stop.offset < 1 { cuts.insert(stop.offset) }
        }
        let sorted = cuts.sorted()
        let overlap = 0.5 / Double(Self.conicWedges)
        let inside = 1e-9  // colors just inside each wedge, so a hard stop takes the right side's color
        var wedges: [String] = []
        let cutPairs = Array(zip(sorted, sorted.dropFirst()))
        for (index, (f0, f1)) in cutPairs.enumerated() {
            let p0 = Point(cos(f0 * 2 * .pi) * radius, sin(f0 * 2 * .pi) * radius)
            let p1 = Point(cos(f1 * 2 * .pi) * radius, sin(f1 * 2 * .pi) * radius)
            let from = (index == 0 ? f0 - overlap : f0) * 2 * .pi
            let to = (index == cutPairs.count - 1 ? f1 : f1 + overlap) * 2 * .pi
            let q0 = Point(cos(from) * radius, sin(from) * radius)
            let q1 = Point(cos(to) * radius, sin(to) * radius)
            let id = identifier("wedge")
            var gradient = SVGElement(
                "linearGradient",
                [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"),
                    ("x1", SVGNumber.format(p0.x)), ("y1", SVGNumber.format(p0.y)),
                    ("x2", SVGNumber.format(p1.x)), ("y2", SVGNumber.format(p1.y)),
                ])
            let stopSamples = gradients.map { g in
                [
                    GradientStop(offset: 0, color: g.stops.color(at: f0 + inside)),
                    GradientStop(offset: 1, color: g.stops.color(at: f1 - inside)),
                ]
            }
            gradient.children = stops(stopSamples)
            define(gradient)
            let d = "M0 0 L\(SVGNumber.list([q0.x, q0.y])) L\(SVGNumber.list([q1.x, q1.y])) Z"
            wedges.append(SVGElement("path", [("d", d), ("fill", "url(#\(id))")]).markup)
        }
        let placements = gradients.map {
            AffineTransform.rotation($0.startAngle).concatenating(.translation(x: $0.center.x, y: $0.center.y))
        }
        return transformed(wedges, placements, in: space)
    }
}
