import TTGGeometry
import TTGScene

extension SVGSceneWriter {
    /// A shape: one `<path>` with its fill and stroke, or separate elements when the stroke is
    /// drawn from other geometry (trimmed, or one path a contour when the trim moves).
    func shape(_ samples: [ShapeNode], in space: SampledSpace) throws -> [String] {
        let elements = try shapeElements(samples, in: space)
        guard let name = samples[0].name else { return elements }
        // A shape drawn as one element takes its name; drawn as several, they are grouped under it.
        if elements.count == 1, elements[0].hasPrefix("<path ") {
            return ["<path id=\"\(SVGElement.escaped(identifiers.unique(name)))\"" + elements[0].dropFirst(5)]
        }
        var group = SVGElement("g", [("id", identifiers.unique(name))])
        group.children = elements
        return [group.markup]
    }

    private func shapeElements(_ samples: [ShapeNode], in space: SampledSpace) throws -> [String] {
        let tolerance = space.units(SampledSpace.positionTolerance)
        var fillElement: SVGElement?
        var out: [String] = []
        func isConic(_ paint: Paint) -> Bool { if case .conicGradient = paint { true } else { false } }
        if let fill = samples[0].fill {
            let fills = samples.map { $0.fill! }
            // Even-odd with its holes wound opposite, for renderers that ignore `fill-rule`.
            let reversals = fill.rule == .evenOdd ? samples[0].path.alternatingWindingReversals : []
            var path = pathElement(samples.map { $0.path.reversingSubpaths(reversals) }, tolerance: tolerance)
            if fill.rule == .evenOdd { path["fill-rule"] = "evenodd" }
            if isConic(fill.paint) {
                out.append(
                    conicMesh(
                        fills.map(\.paint), painting: path, attribute: "fill",
                        covering: samples.map(\.path.controlBounds),
                        in: space))
            } else {
                paint(&path, fills.map(\.paint), attribute: "fill", in: space)
                fillElement = path
            }
        }
        guard let stroke = samples[0].stroke else {
            if let fillElement { out.append(fillElement.markup) }
            return out
        }
        let strokes = samples.map { $0.stroke! }
        // The stroke's conic paint covers the path and twice the width around it (a square cap or
        // a miter reaching further is covered by the wedges' margin).
        let strokeAreas = samples.map {
            $0.path.controlBounds.insetBy(dx: -$0.stroke!.width * 2, dy: -$0.stroke!.width * 2)
        }
        let movingTrim = animated && !strokes.allSatisfy(\.isUntrimmed)
        var elements: [SVGElement]
        // The mask each element is seen through (a dashed stroke whose trim moves), by index.
        var masks: [Int: String] = [:]
        if movingTrim {
            let contours = contourStrokes(samples, tolerance: tolerance)
            elements = contours.map(\.element)
            for (index, contour) in contours.enumerated() { masks[index] = contour.mask }
        } else {
            let geometry = samples.map { s in
                s.stroke!.isUntrimmed ? s.path : s.path.trimmed(from: s.stroke!.trimStart, to: s.stroke!.trimEnd)
            }
            var element = pathElement(geometry, tolerance: tolerance)
            if !stroke.dash.isEmpty {
                set(&element, "stroke-dasharray", strokes.map(\.dash), tolerance: tolerance) { SVGNumber.list($0) }
                if strokes.contains(where: { $0.dashPhase != 0 }) {
                    set(&element, "stroke-dashoffset", strokes.map(\.dashPhase), tolerance: tolerance)
                }
            }
            elements = [element]
        }
        for index in elements.indices {
            lineStyle(&elements[index], strokes, tolerance: tolerance)
            elements[index]["fill"] = "none"
        }
        // One element for fill and stroke when the stroke is drawn from the same geometry.
        if var combined = fillElement, !isConic(stroke.paint), elements.count == 1, masks.isEmpty,
            elements[0]["d"] == combined["d"],
            !elements[0].children.contains(where: { $0.contains("attributeName=\"d\"") })
        {
            for (key, value) in elements[0].attributes where key != "d" && key != "fill" { combined[key] = value }
            combined.children += elements[0].children
            paint(&combined, strokes.map(\.paint), attribute: "stroke", in: space)
            return out + [combined.markup]
        }
        if let fillElement { out.append(fillElement.markup) }
        for (index, var element) in elements.enumerated() {
            let markup: String
            if isConic(stroke.paint) {
                markup = conicMesh(
                    strokes.map(\.paint), painting: element, attribute: "stroke", covering: strokeAreas, in: space)
            } else {
                paint(&element, strokes.map(\.paint), attribute: "stroke", in: space)
                markup = element.markup
            }
            out.append(masks[index].map { wrap([markup], ("mask", "url(#\($0))")) } ?? markup)
        }
        return out
    }

    /// Width, cap, join and miter limit (SVG's defaults are left out).
    func lineStyle(_ element: inout SVGElement, _ strokes: [Stroke], tolerance: Double) {
        if strokes.contains(where: { $0.width != 1 }) {
            set(&element, "stroke-width", strokes.map(\.width), tolerance: tolerance)
        }
        if strokes[0].cap != .butt { element["stroke-linecap"] = strokes[0].cap.rawValue }
        if strokes[0].join != .miter { element["stroke-linejoin"] = strokes[0].join.rawValue }
        if strokes[0].join == .miter, strokes[0].miterLimit != 4 {
            element["stroke-miterlimit"] = SVGNumber.format(strokes[0].miterLimit)
        }
    }

    /// A `<path>` whose `d` is the paths (one per sample, same commands).
    func pathElement(_ paths: [Path], tolerance: Double) -> SVGElement {
        var element = SVGElement("path")
        let commands = paths[0].elements
        set(&element, "d", paths.map(Self.coordinates), tolerance: tolerance) { Self.pathData(commands, $0) }
        return element
    }

    /// The numbers of a path, in order.
    static func coordinates(_ path: Path) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(path.elements.count * 6)
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): out += [p.x, p.y]
            case .quad(let p, let c): out += [c.x, c.y, p.x, p.y]
            case .cubic(let p, let c1, let c2): out += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: break
            }
        }
        return out
    }

    /// Path data with the commands of `elements` and the numbers `xs`: absolute commands only,
    /// so every keyframe of an animated `d` has the same commands.
    static func pathData(_ elements: [PathElement], _ xs: [Double]) -> String {
        var out = ""
        var i = 0
        func take(_ n: Int) -> String {
            defer { i += n }
            return SVGNumber.list(Array(xs[i..<(i + n)]))
        }
        for element in elements {
            if !out.isEmpty { out += " " }
            switch element {
            case .move: out += "M" + take(2)
            case .line: out += "L" + take(2)
            case .quad: out += "Q" + take(4)
            case .cubic: out += "C" + take(6)
            case .close: out += "Z"
            }
        }
        return out
    }

    /// A stroke whose trim moves: one `<path>` a contour, so the trim animates as numbers. Trim
    /// fractions are of the whole path's length, as the raster renderer trims.
    ///
    /// - Undashed, the contour's visible stretch is its one dash (`stroke-dasharray: visible
    ///   gap`, shifted by `stroke-dashoffset`); a contour with nothing visible puts that dash
    ///   past its end.
    /// - Dashed, the contour keeps its pattern, started where its visible stretch starts (as
    ///   the trimmed path restarts it), and is seen through a mask: the same contour stroked
    ///   white with its visible stretch as one dash, the same width, caps and joins, so the
    ///   dashes end at the trim's ends with the caps the trimmed stroke has.
    func contourStrokes(_ samples: [ShapeNode], tolerance: Double) -> [(element: SVGElement, mask: String?)] {
        let commands = samples[0].path.elements
        let starts = commands.indices.filter { if case .move = commands[$0] { true } else { false } }
        let measures = samples.map { PathMeasure($0.path) }
        let strokes = samples.map { $0.stroke! }
        guard starts.first == 0, measures.allSatisfy({ $0.subpathRanges.count == starts.count }) else {
            return [(pathElement(samples.map(\.path), tolerance: tolerance), nil)]
        }
        let ends = Array(starts.dropFirst()) + [commands.count]
        let isDashed = !strokes[0].dash.isEmpty
        var result: [(element: SVGElement, mask: String?)] = []
        for (k, range) in zip(starts, ends).map({ ($0, $1) }).enumerated() {
            let contours = samples.map { Path(Array($0.path.elements[range.0..<range.1])) }
            // Per sample: the visible stretch as one dash (length, gap, offset), and where it starts.
            let stretches = zip(strokes, measures).map { stroke, measure -> (dash: [Double], start: Double) in
                let total = measure.totalLength
                let span = measure.subpathRanges[k]
                let length = span.upperBound - span.lowerBound
                let from = max(stroke.trimStart * total, span.lowerBound) - span.lowerBound
                let to = min(stroke.trimEnd * total, span.upperBound) - span.lowerBound
                let gap = 2 * (length + stroke.width) + 2
                return to > from ? ([to - from, gap, -from], from) : ([0, gap, -(length + stroke.width + 1)], 0)
            }
            var stretch = pathElement(contours, tolerance: tolerance)
            set(&stretch, "stroke-dasharray", stretches.map { Array($0.dash[0..<2]) }, tolerance: tolerance) {
                SVGNumber.list($0)
            }
            set(&stretch, "stroke-dashoffset", stretches.map { $0.dash[2] }, tolerance: tolerance)
            guard isDashed else {
                result.append((stretch, nil))
                continue
            }
            var pattern = pathElement(contours, tolerance: tolerance)
            set(&pattern, "stroke-dasharray", strokes.map(\.dash), tolerance: tolerance) { SVGNumber.list($0) }
            set(
                &pattern, "stroke-dashoffset", zip(strokes, stretches).map { $0.dashPhase - $1.start },
                tolerance: tolerance)
            lineStyle(&stretch, strokes, tolerance: tolerance)
            stretch["fill"] = "none"
            stretch["stroke"] = "#FFFFFF"
            let id = identifier("trim")
            var mask = SVGElement(
                "mask", [("id", id), ("maskUnits", "userSpaceOnUse")] + Self.region(contourRegion(samples)))
            mask.children = [stretch.markup]
            define(mask)
            result.append((pattern, id))
        }
        return result
    }

    /// The shapes' bounds grown by their strokes' reach, over every sample: a mask region that
    /// holds the whole stroke.
    private func contourRegion(_ samples: [ShapeNode]) -> Rect {
        let areas = samples.map { sample -> Rect in
            let reach = sample.stroke!.width * max(1, sample.stroke!.miterLimit) + 1
            return sample.path.controlBounds.insetBy(dx: -reach, dy: -reach)
        }
        return areas.dropFirst().reduce(areas[0]) { $0.union($1) }
    }
}
