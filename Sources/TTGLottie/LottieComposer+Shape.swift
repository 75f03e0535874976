import TTGGeometry
import TTGScene

extension LottieComposer {
    /// A shape: its fill, then its stroke. Each is a shape group of one path a contour and its
    /// paint, or, for a conic gradient, a layer of wedges seen through the painted shape.
    func shape(_ samples: [ShapeNode], in space: SampledSpace) throws -> [LottieDrawing] {
        let tolerance = space.units(SampledSpace.positionTolerance)
        let name = samples[0].name
        var out: [LottieDrawing] = []
        func place(_ items: [LottieShapeGroup], paintsOnce: Bool) -> LottieDrawing {
            .shapes(
                ShapeDrawing(
                    items: items, transforms: space.transforms, opacity: space.transforms.map { _ in 1 }, name: name,
                    paintsOnce: paintsOnce))
        }
        let contours = LottieContour.contours(of: samples.map(\.path))
        guard !contours.isEmpty else { return [] }
        var fillItems: [LottieShapeItem]?
        if let fill = samples[0].fill {
            let fills = samples.map { $0.fill! }
            // Holes wound opposite their outlines, for players that fill with nonzero whatever `r` says.
            let reversals = fill.rule == .evenOdd ? samples[0].path.alternatingWindingReversals : []
            let winding =
                reversals.contains(true)
                ? LottieContour.contours(of: samples.map { $0.path.reversingSubpaths(reversals) }) : contours
            let paths = winding.map { LottieShapeItem.path(path($0, tolerance: tolerance)) }
            if case .conicGradient = fill.paint {
                let matte = samples.map { ShapeNode(path: $0.path, fill: Fill(.solid(.black), rule: fill.rule)) }
                out.append(try conic(fills.map(\.paint), seenThrough: matte, in: space))
            } else {
                fillItems = paths + [fillItem(fills, tolerance: tolerance)]
            }
        }
        guard let stroke = samples[0].stroke, samples.contains(where: { $0.stroke!.width > 0 }) else {
            if let fillItems { out.insert(place([LottieShapeGroup(items: fillItems)], paintsOnce: true), at: 0) }
            return out
        }
        let strokes = samples.map { $0.stroke! }
        if case .conicGradient = stroke.paint {
            if let fillItems { out.insert(place([LottieShapeGroup(items: fillItems)], paintsOnce: true), at: 0) }
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
        var strokeGroups: [LottieShapeGroup]
        if !trimmed {
            let paths = contours.map { LottieShapeItem.path(path($0, tolerance: tolerance)) }
            // One group when fill and stroke draw the same contours: the stroke listed first, on top.
            if let fills = fillItems, Array(fills.dropLast()) == paths {
                return [
                    place([LottieShapeGroup(items: paths + [strokeItem, fills[fills.count - 1]])], paintsOnce: false)
                ]
            }
            strokeGroups = [LottieShapeGroup(items: paths + [strokeItem])]
        } else {
            strokeGroups = trimmedContours(samples, contours, stroke: strokeItem, tolerance: tolerance)
        }
        var drawings: [LottieDrawing] = []
        if let fillItems { drawings.append(place([LottieShapeGroup(items: fillItems)], paintsOnce: true)) }
        drawings.append(place(strokeGroups.reversed(), paintsOnce: strokeGroups.count == 1))
        return out + drawings
    }

    /// A contour as a path item, its numbers animated where they move.
    func path(_ contour: LottieContour, tolerance: Double) -> LottiePath {
        LottiePath(shape: property(contour.samples, tolerance: tolerance, format: contour.bezier))
    }

    /// A fill item: of a color, or of a linear gradient.
    private func fillItem(_ fills: [Fill], tolerance: Double) -> LottieShapeItem {
        let rule: LottieFillRule = fills[0].rule == .evenOdd ? .evenOdd : .nonZero
        switch fills[0].paint {
        case .linearGradient:
            return .gradientFill(
                LottieGradientFill(gradient: gradient(fills.map(\.paint), tolerance: tolerance), rule: rule))
        default:
            let (color, opacity) = color(fills.map { if case .solid(let c) = $0.paint { c } else { .clear } })
            return .fill(LottieFill(color: color, opacity: opacity, rule: rule))
        }
    }

    /// A stroke item, of a color or of a linear gradient, with its width, caps, joins, miter
    /// limit and dashes.
    private func strokeItem(_ strokes: [Stroke], tolerance: Double) -> LottieShapeItem {
        let first = strokes[0]
        let cap: LottieStrokeStyle.Cap =
            switch first.cap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: LottieStrokeStyle.Join =
            switch first.join {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        var dashes: [LottieDash] = []
        if !first.dash.isEmpty {
            // An odd count repeats twice, as the raster renderer and SVG do; the offset goes last.
            let lengths = strokes.map { $0.dash.count.isMultiple(of: 2) ? $0.dash : $0.dash + $0.dash }
            dashes = lengths[0].indices.map { index in
                LottieDash(
                    kind: index.isMultiple(of: 2) ? .dash : .gap,
                    length: scalar(lengths.map { $0[index] }, tolerance: tolerance))
            }
            dashes.append(LottieDash(kind: .offset, length: scalar(strokes.map(\.dashPhase), tolerance: tolerance)))
        }
        let style = LottieStrokeStyle(
            width: scalar(strokes.map(\.width), tolerance: tolerance), cap: cap, join: join,
            miterLimit: LottieNumber.value(first.miterLimit), dashes: dashes)
        switch first.paint {
        case .linearGradient:
            return .gradientStroke(
                LottieGradientStroke(gradient: gradient(strokes.map(\.paint), tolerance: tolerance), style: style))
        default:
            let (color, opacity) = color(strokes.map { if case .solid(let c) = $0.paint { c } else { .clear } })
            return .stroke(LottieStroke(color: color, opacity: opacity, style: style))
        }
    }

    /// A trimmed stroke as one group a contour, each with its own trim: the part of the whole
    /// path's length the stroke keeps that falls on the contour, in percent of the contour's
    /// length (players do not agree on trimming several contours, and some trim each apart).
    private func trimmedContours(
        _ samples: [ShapeNode], _ contours: [LottieContour], stroke: LottieShapeItem, tolerance: Double
    ) -> [LottieShapeGroup] {
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
            let trim = LottieTrim(
                start: scalar(ranges.map { $0[0] }, tolerance: fraction, scale: 100),
                end: scalar(ranges.map { $0[1] }, tolerance: fraction, scale: 100))
            return LottieShapeGroup(items: [.path(path(contour, tolerance: tolerance)), .trim(trim), stroke])
        }
    }
}
