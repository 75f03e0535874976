import TTGGeometry
import TTGScene

extension VectorDrawableComposer {
    /// A shape: one `<path>` that fills and strokes, or a fill and a stroke apart when the
    /// stroke is drawn from other geometry (its trim and dashes cut out: a vector drawable trims
    /// only a path's first contour, and has no dashes) or either is painted with a conic
    /// gradient (wedges, ``conic(_:painting:stroke:rule:alpha:)``). A trim that moves is each
    /// contour's own `<path>` with `trimPathStart` and `trimPathEnd` (``trimmedContours(_:alpha:)``).
    func shape(_ samples: [ShapeNode], alpha: [Double]) throws -> [AndroidXMLElement] {
        let first = samples[0]
        var out: [AndroidXMLElement] = []
        var fillElement: AndroidXMLElement?
        let name = uniqueName(first.name)
        if let fill = first.fill, !first.path.isEmpty {
            if case .conicGradient(let gradient) = fill.paint {
                try still(samples, "a conic gradient on a shape that moves")
                out += try conic(gradient, painting: first.path, stroke: nil, rule: fill.rule, alpha: alpha)
            } else {
                var element = AndroidXMLElement("path")
                try setPathData(&element, samples.map(\.path))
                try paint(&element, samples.map { $0.fill!.paint }, attribute: "fill", alpha: alpha)
                if fill.rule == .evenOdd { element["android:fillType"] = "evenOdd" }
                fillElement = element
            }
        }
        if let stroke = first.stroke, samples.contains(where: { $0.stroke!.width > 0 }) {
            let strokes = samples.map { $0.stroke! }
            let moves = !isConstant(strokes.map { [$0.trimStart, $0.trimEnd, $0.dashPhase] + $0.dash })
            let geometry = samples.map { sample -> Path in
                let stroke = sample.stroke!
                var path =
                    stroke.isUntrimmed ? sample.path : sample.path.trimmed(from: stroke.trimStart, to: stroke.trimEnd)
                if !stroke.dash.isEmpty { path = path.dashed(stroke.dash, phase: stroke.dashPhase) }
                return path
            }
            if moves {
                guard stroke.dash.isEmpty else {
                    throw VectorDrawableUnsupported(
                        "a dashed stroke whose trim or dashes move (a vector drawable has no dashes)")
                }
                if let fillElement { out.append(fillElement) }
                fillElement = nil
                if case .conicGradient(let gradient) = stroke.paint {
                    // The trimmed contours once a wedge, each clipped to its wedge.
                    guard isConstant(strokes.map(\.paint)) else {
                        throw VectorDrawableUnsupported("a conic gradient that moves on a trimmed stroke")
                    }
                    let reach = stroke.width * max(1, stroke.miterLimit) + 1
                    let area = samples.map(\.path.controlBounds).dropFirst().reduce(first.path.controlBounds) {
                        $0.union($1)
                    }
                    for wedge in Self.wedges(gradient, covering: area.insetBy(dx: -reach, dy: -reach)) {
                        let clip = AndroidXMLElement("clip-path", [("android:pathData", Self.pathData(wedge.triangle))])
                        let contours = try trimmedContours(samples, alpha: alpha, paint: wedge.paint)
                        out.append(AndroidXMLElement("group", children: [clip] + contours))
                    }
                } else {
                    out += try trimmedContours(samples, alpha: alpha)
                }
            } else if geometry[0].isEmpty {
                // Nothing to stroke.
            } else if case .conicGradient(let gradient) = stroke.paint {
                // The stroke once a wedge, clipped to it; its width and path may move, its colors not.
                guard isConstant(strokes.map(\.paint)) else {
                    throw VectorDrawableUnsupported("a conic gradient that moves on a stroke")
                }
                if let fillElement { out.append(fillElement) }
                fillElement = nil
                let reach = (strokes.map(\.width).max() ?? 0) * max(1, stroke.miterLimit) + 1
                let area = geometry.dropFirst().reduce(geometry[0].controlBounds) { $0.union($1.controlBounds) }
                for wedge in Self.wedges(gradient, covering: area.insetBy(dx: -reach, dy: -reach)) {
                    var element = AndroidXMLElement("path")
                    try setPathData(&element, geometry)
                    try paint(&element, [wedge.paint], attribute: "stroke", alpha: alpha)
                    try lineStyle(&element, strokes)
                    let clip = AndroidXMLElement("clip-path", [("android:pathData", Self.pathData(wedge.triangle))])
                    out.append(AndroidXMLElement("group", children: [clip, element]))
                }
            } else if var element = fillElement, geometry == samples.map(\.path) {
                // One element fills and strokes.
                try paint(&element, strokes.map(\.paint), attribute: "stroke", alpha: alpha)
                try lineStyle(&element, strokes)
                fillElement = element
            } else {
                if let fillElement { out.append(fillElement) }
                fillElement = nil
                guard isConstant(geometry.map { $0.elements.map(Self.command) }) else {
                    throw VectorDrawableUnsupported("a trimmed or dashed stroke whose pieces change as it moves")
                }
                var element = AndroidXMLElement("path")
                try setPathData(&element, geometry)
                try paint(&element, strokes.map(\.paint), attribute: "stroke", alpha: alpha)
                try lineStyle(&element, strokes)
                out.append(element)
            }
        }
        if let fillElement { out.append(fillElement) }
        if let name, !out.isEmpty {
            if out.count == 1, out[0].name == "path" {
                if let old = out[0]["android:name"], let index = animators.firstIndex(where: { $0.target == old }) {
                    animators[index].target = name
                }
                out[0]["android:name"] = nil
                out[0].attributes.insert(.init(name: "android:name", value: name), at: 0)
            } else {
                out = [AndroidXMLElement("group", [("android:name", name)], children: out)]
            }
        }
        return out
    }

    /// A stroke whose trim moves, one `<path>` a contour (Android trims a path's first contour
    /// only): the part of the whole path's length the stroke keeps that falls on the contour, as
    /// fractions of the contour's length, `trimPathStart` and `trimPathEnd` (0 and 0 where
    /// none of it shows); painted with `wedge` (a conic gradient's) when given.
    private func trimmedContours(_ samples: [ShapeNode], alpha: [Double], paint wedge: Paint? = nil) throws
        -> [AndroidXMLElement]
    {
        let measures = samples.map { PathMeasure($0.path) }
        let strokes = samples.map { $0.stroke! }
        let subpaths = samples.map(\.path.subpaths)
        return try subpaths[0].indices.compactMap { k -> AndroidXMLElement? in
            guard !subpaths[0][k].segments.isEmpty else { return nil }
            let ranges = zip(strokes, measures).map { stroke, measure -> [Double] in
                let total = measure.totalLength
                let span = measure.subpathRanges[k]
                let length = span.upperBound - span.lowerBound
                guard length > 0 else { return [0, 0] }
                let from = min(max(stroke.trimStart * total, span.lowerBound), span.upperBound) - span.lowerBound
                let to = min(max(stroke.trimEnd * total, span.lowerBound), span.upperBound) - span.lowerBound
                return to > from ? [from / length, to / length] : [0, 0]
            }
            var element = AndroidXMLElement("path")
            try setPathData(&element, subpaths.map { $0[k].path })
            try paint(&element, wedge.map { [$0] } ?? strokes.map(\.paint), attribute: "stroke", alpha: alpha)
            try lineStyle(&element, strokes)
            let length = measures[0].subpathRanges[k].upperBound - measures[0].subpathRanges[k].lowerBound
            let tolerance = length > 0 ? Self.positionTolerance / length : 1
            try set(&element, "trimPathStart", ranges.map { $0[0] }, tolerance: tolerance, fallback: "0")
            try set(&element, "trimPathEnd", ranges.map { $0[1] }, tolerance: tolerance, fallback: "1")
            return element
        }
    }

    /// Refuses `what` when the samples are not all the same shape.
    func still(_ samples: [ShapeNode], _ what: String) throws {
        guard isConstant(samples) else { throw VectorDrawableUnsupported(what) }
    }

    /// `pathData` from one path a sample (the same commands), a morph where it moves.
    func setPathData(_ element: inout AndroidXMLElement, _ paths: [Path]) throws {
        let commands = paths[0].elements
        try set(
            &element, "pathData", paths.map(Self.coordinates), tolerance: Self.positionTolerance, type: .path
        ) { Self.pathData(commands, $0) }
    }

    /// A path element's command letter, for comparing structures.
    static func command(_ element: PathElement) -> String {
        switch element {
        case .move: "M"
        case .line: "L"
        case .quad: "Q"
        case .cubic: "C"
        case .close: "Z"
        }
    }

    /// The numbers of a path, in order.
    static func coordinates(_ path: Path) -> [Double] {
        path.elements.flatMap { element -> [Double] in
            switch element {
            case .move(let p), .line(let p): [p.x, p.y]
            case .quad(let p, let c): [c.x, c.y, p.x, p.y]
            case .cubic(let p, let c1, let c2): [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: []
            }
        }
    }

    /// Width (always: Android's default is 0, a hairline; animated where it moves), cap, join
    /// and miter limit, Android's defaults (butt, miter, 4) left out.
    func lineStyle(_ element: inout AndroidXMLElement, _ strokes: [Stroke]) throws {
        let stroke = strokes[0]
        try set(&element, "strokeWidth", strokes.map(\.width), tolerance: Self.positionTolerance)
        if stroke.cap != .butt { element["android:strokeLineCap"] = stroke.cap.rawValue }
        if stroke.join != .miter { element["android:strokeLineJoin"] = stroke.join.rawValue }
        if stroke.join == .miter, VectorDrawableNumber.format(stroke.miterLimit) != "4" {
            element["android:strokeMiterLimit"] = VectorDrawableNumber.format(stroke.miterLimit)
        }
    }

    /// Path data with the commands of `elements` and the numbers `xs`.
    static func pathData(_ elements: [PathElement], _ xs: [Double]) -> String {
        var numbers = xs[...]
        func take(_ n: Int) -> [Double] {
            defer { numbers = numbers.dropFirst(n) }
            return Array(numbers.prefix(n))
        }
        var path = Path()
        for element in elements {
            switch element {
            case .move:
                let p = take(2)
                path.move(to: Point(p[0], p[1]))
            case .line:
                let p = take(2)
                path.line(to: Point(p[0], p[1]))
            case .quad:
                let p = take(4)
                path.quad(to: Point(p[2], p[3]), control: Point(p[0], p[1]))
            case .cubic:
                let p = take(6)
                path.cubic(to: Point(p[4], p[5]), control1: Point(p[0], p[1]), control2: Point(p[2], p[3]))
            case .close: path.close()
            }
        }
        return pathData(path)
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
