import TTGGeometry
import TTGScene

extension LottieComposer {
    /// A shape: its fill, then its stroke. Each is a shape group of one `sh` a contour and its
    /// paint, or, for a conic gradient, a layer of wedges seen through the painted shape.
    func shape(_ samples: [ShapeNode], in space: SampledSpace) throws -> [LottieDrawing] {
        let tolerance = space.units(SampledSpace.positionTolerance)
        let name = samples[0].name
        var out: [LottieDrawing] = []
        func place(_ items: [LottieJSON], paintsOnce: Bool) -> LottieDrawing {
            .shapes(
                ShapeDrawing(
                    items: items, transforms: space.transforms, opacity: space.transforms.map { _ in 1 }, name: name,
                    paintsOnce: paintsOnce))
        }
        let contours = LottieContour.contours(of: samples.map(\.path))
        guard !contours.isEmpty else { return [] }
        var fillItems: [LottieJSON]?
        if let fill = samples[0].fill {
            let fills = samples.map { $0.fill! }
            // Holes wound opposite their outlines, for players that fill with nonzero whatever `r` says.
            let reversals = fill.rule == .evenOdd ? samples[0].path.alternatingWindingReversals : []
            let winding =
                reversals.contains(true)
                ? LottieContour.contours(of: samples.map { $0.path.reversingSubpaths(reversals) }) : contours
            let paths = winding.map { path($0, tolerance: tolerance) }
            if case .conicGradient = fill.paint {
                let matte = samples.map { ShapeNode(path: $0.path, fill: Fill(.solid(.black), rule: fill.rule)) }
                out.append(try conic(fills.map(\.paint), seenThrough: matte, in: space))
            } else {
                fillItems = paths + [fillItem(fills, tolerance: tolerance)]
            }
        }
        guard let stroke = samples[0].stroke, samples.contains(where: { $0.stroke!.width > 0 }) else {
            if let fillItems { out.insert(place([shapeGroup(fillItems)], paintsOnce: true), at: 0) }
            return out
        }
        let strokes = samples.map { $0.stroke! }
        if case .conicGradient = stroke.paint {
            if let fillItems { out.insert(place([shapeGroup(fillItems)], paintsOnce: true), at: 0) }
            var matte = samples
            for index in matte.indices {
                matte[index].fill = nil
                matte[index].stroke!.paint = .solid(.black)
            }
            out.append(try conic(strokes.map(\.paint), seenThrough: matte, in: space))
            return out
        }
        let strokeItem = self.strokeItem(strokes, tolerance: tolerance)
        let trimmed = !strokes.allSatisfy(\.isUntrimmed)
        var strokeGroups: [LottieJSON]
        if !trimmed {
            let paths = contours.map { path($0, tolerance: tolerance) }
            // One group when fill and stroke draw the same contours: the stroke listed first, on top.
            if let fills = fillItems, Array(fills.dropLast()) == paths {
                return [place([shapeGroup(paths + [strokeItem, fills[fills.count - 1]])], paintsOnce: false)]
            }
            strokeGroups = [shapeGroup(paths + [strokeItem])]
        } else {
            strokeGroups = trimmedContours(samples, contours, stroke: strokeItem, tolerance: tolerance)
        }
        var drawings: [LottieDrawing] = []
        if let fillItems { drawings.append(place([shapeGroup(fillItems)], paintsOnce: true)) }
        drawings.append(place(strokeGroups.reversed(), paintsOnce: strokeGroups.count == 1))
        return out + drawings
    }

    /// A contour as an `sh` item, its numbers animated where they move.
    func path(_ contour: LottieContour, tolerance: Double) -> LottieJSON {
        .object([("ty", .string("sh")), ("ks", property(contour.samples, tolerance: tolerance, format: contour.value))])
    }

    /// A fill item: `fl` for a color, `gf` for a linear gradient.
    private func fillItem(_ fills: [Fill], tolerance: Double) -> LottieJSON {
        let rule: LottieJSON = .number(fills[0].rule == .evenOdd ? 2 : 1)
        switch fills[0].paint {
        case .linearGradient:
            return .object([("ty", .string("gf"))] + gradient(fills.map(\.paint), tolerance: tolerance) + [("r", rule)])
        default:
            let (color, opacity) = color(fills.map { if case .solid(let c) = $0.paint { c } else { .clear } })
            return .object([("ty", .string("fl")), ("c", color), ("o", opacity), ("r", rule)])
        }
    }

    /// A stroke item, `st` or `gs`, with its width, caps, joins, miter limit (always written:
    /// players' defaults differ) and dashes.
    private func strokeItem(_ strokes: [Stroke], tolerance: Double) -> LottieJSON {
        let first = strokes[0]
        var members: [(String, LottieJSON)]
        switch first.paint {
        case .linearGradient:
            members = [("ty", .string("gs"))] + gradient(strokes.map(\.paint), tolerance: tolerance)
        default:
            let (color, opacity) = color(strokes.map { if case .solid(let c) = $0.paint { c } else { .clear } })
            members = [("ty", .string("st")), ("c", color), ("o", opacity)]
        }
        let cap: Double =
            switch first.cap {
            case .butt: 1
            case .round: 2
            case .square: 3
            }
        let join: Double =
            switch first.join {
            case .miter: 1
            case .round: 2
            case .bevel: 3
            }
        members += [
            ("w", scalar(strokes.map(\.width), tolerance: tolerance)), ("lc", .number(cap)), ("lj", .number(join)),
            ("ml", .value(first.miterLimit)),
        ]
        if !first.dash.isEmpty {
            // An odd count repeats twice, as the raster renderer and SVG do; the offset goes last.
            let lengths = strokes.map { $0.dash.count.isMultiple(of: 2) ? $0.dash : $0.dash + $0.dash }
            var dashes: [LottieJSON] = lengths[0].indices.map { index in
                .object([
                    ("n", .string(index.isMultiple(of: 2) ? "d" : "g")),
                    ("nm", .string(index.isMultiple(of: 2) ? "dash" : "gap")),
                    ("v", scalar(lengths.map { $0[index] }, tolerance: tolerance)),
                ])
            }
            dashes.append(
                .object([
                    ("n", .string("o")), ("nm", .string("offset")),
                    ("v", scalar(strokes.map(\.dashPhase), tolerance: tolerance)),
                ]))
            members.append(("d", .array(dashes)))
        }
        return .object(members)
    }

    /// A trimmed stroke as one group a contour, each with its own trim: the part of the whole
    /// path's length the stroke keeps that falls on the contour, in percent of the contour's
    /// length (players do not agree on trimming several contours, and some trim each apart).
    private func trimmedContours(
        _ samples: [ShapeNode], _ contours: [LottieContour], stroke: LottieJSON, tolerance: Double
    ) -> [LottieJSON] {
        let measures = samples.map { PathMeasure($0.path) }
        return contours.map { contour in
            let subpath = contour.subpath
            let ranges = zip(samples, measures).map { sample, measure -> [Double] in
                let stroke = sample.stroke!
                let total = measure.totalLength
                let span = measure.subpathRanges[subpath]
                let length = span.upperBound - span.lowerBound
                guard length > 0 else { return [0, 0] }
                let from = min(max(stroke.trimStart * total, span.lowerBound), span.upperBound) - span.lowerBound
                let to = min(max(stroke.trimEnd * total, span.lowerBound), span.upperBound) - span.lowerBound
                return to > from ? [from / length, to / length] : [0, 0]
            }
            let length = measures[0].subpathRanges[subpath].upperBound - measures[0].subpathRanges[subpath].lowerBound
            let fraction = length > 0 ? tolerance / length : 1
            let trim = LottieJSON.object([
                ("ty", .string("tm")), ("s", scalar(ranges.map { $0[0] }, tolerance: fraction, scale: 100)),
                ("e", scalar(ranges.map { $0[1] }, tolerance: fraction, scale: 100)),
                ("o", .constant(.number(0))), ("m", .number(1)),
            ])
            return shapeGroup([path(contour, tolerance: tolerance), trim, stroke])
        }
    }
}
