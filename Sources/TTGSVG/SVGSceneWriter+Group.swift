import Glibc
import TTGBase
import TTGGeometry
import TTGScene

extension SVGSceneWriter {
    /// A group, from the inside out: the children, clipped, masked, transformed, with their
    /// shadows (a filter in the parent's space, where shadows are measured), at the group's
    /// opacity (`<g opacity>` composites the whole, as the raster renderer does).
    func group(_ samples: [GroupNode], in space: SampledSpace) throws -> [String] {
        let transforms = samples.map(\.transform)
        let inner = space.inner(transforms)
        var content = try nodes(samples.map(\.children), in: inner)
        if samples[0].mask != nil {
            let id = identifier("mask")
            var element = SVGElement(
                "mask",
                [("id", id), ("maskUnits", "userSpaceOnUse"), ("mask-type", "alpha"), ("style", "mask-type:alpha")]
                    + Self.region(inner.region(of: canvas)))
            // White content at its own alpha: read by alpha or by luminance, the same mask.
            element.children = try nodes(samples.map { $0.mask!.map(\.whitened) }, in: inner)
            define(element)
            content = [wrap(content, ("mask", "url(#\(id))"))]
        }
        if let clip = samples[0].clip {
            let id = identifier("clip")
            var element = SVGElement("clipPath", [("id", id)])
            // Even-odd with its holes wound opposite, for renderers that ignore `clip-rule`.
            let reversals = clip.rule == .evenOdd ? clip.path.alternatingWindingReversals : []
            var path = pathElement(
                samples.map { $0.clip!.path.reversingSubpaths(reversals) },
                tolerance: inner.units(SampledSpace.positionTolerance))
            if clip.rule == .evenOdd { path["clip-rule"] = "evenodd" }
            element.children = [path.markup]
            define(element)
            content = [wrap(content, ("clip-path", "url(#\(id))"))]
        }
        content = transformed(content, transforms, in: space)
        if samples[0].shadow != nil || samples[0].innerShadow != nil {
            content = [wrap(content, ("filter", "url(#\(shadowFilter(samples, in: space)))"))]
        }
        if samples.contains(where: { $0.opacity < 1 }) {
            var group = SVGElement("g")
            set(&group, "opacity", samples.map(\.opacity), tolerance: SampledSpace.colorTolerance)
            group.children += content
            content = [group.markup]
        }
        if let name = samples[0].name {
            if content.count == 1, content[0].hasPrefix("<g ") || content[0].hasPrefix("<g>") {
                // The outermost group takes the name.
                let rest = content[0].dropFirst(2)
                content = ["<g id=\"\(SVGElement.escaped(identifiers.unique(name)))\"" + rest]
            } else {
                var group = SVGElement("g", [("id", identifiers.unique(name))])
                group.children = content
                content = [group.markup]
            }
        }
        return content
    }

    /// A `<g>` with one attribute around `content`.
    func wrap(_ content: [String], _ attribute: (String, String)) -> String {
        var group = SVGElement("g", [attribute])
        group.children = content
        return group.markup
    }

    /// Defines the filter that draws a group's drop shadow below it and its inner shadow on
    /// top: the alpha blurred (a Gaussian of standard deviation radius / 2), offset and tinted;
    /// the inner one is the outside's alpha so treated, seen through the group's own alpha.
    /// Filters compute in sRGB, as the raster renderer blends.
    func shadowFilter(_ samples: [GroupNode], in space: SampledSpace) -> String {
        let id = identifier("shadow")
        let shadows = samples.compactMap(\.shadow) + samples.compactMap(\.innerShadow)
        let reach = shadows.map { 1.5 * $0.radius + $0.offset.length }.max() ?? 0
        var filter = SVGElement(
            "filter",
            [("id", id), ("filterUnits", "userSpaceOnUse"), ("color-interpolation-filters", "sRGB")]
                + Self.region(space.region(of: canvas, margin: reach)))
        let tolerance = space.units(SampledSpace.positionTolerance)
        var merged: [String] = []
        func cast(_ shadows: [Shadow], from source: String, name: String) {
            var blur = SVGElement("feGaussianBlur", [("in", source)])
            set(&blur, "stdDeviation", shadows.map { $0.radius / 2 }, tolerance: tolerance)
            var offset = SVGElement("feOffset", [("result", name + "Blur")])
            set(&offset, "dx", shadows.map(\.offset.dx), tolerance: tolerance)
            set(&offset, "dy", shadows.map(\.offset.dy), tolerance: tolerance)
            var flood = SVGElement("feFlood")
            paintColor(&flood, shadows.map(\.color), attribute: "flood-color", opacity: "flood-opacity")
            filter.children += [
                blur.markup, offset.markup, flood.markup,
                SVGElement("feComposite", [("in2", name + "Blur"), ("operator", "in"), ("result", name)]).markup,
            ]
        }
        if samples[0].shadow != nil {
            cast(samples.map { $0.shadow! }, from: "SourceAlpha", name: "drop")
            merged.append("drop")
        }
        merged.append("SourceGraphic")
        if samples[0].innerShadow != nil {
            var outside = SVGElement("feComponentTransfer", [("in", "SourceAlpha"), ("result", "outside")])
            outside.children = [SVGElement("feFuncA", [("type", "table"), ("tableValues", "1 0")]).markup]
            filter.children.append(outside.markup)
            cast(samples.map { $0.innerShadow! }, from: "outside", name: "cast")
            filter.children.append(
                SVGElement(
                    "feComposite", [("in", "cast"), ("in2", "SourceAlpha"), ("operator", "in"), ("result", "inner")]
                )
                .markup)
            merged.append("inner")
        }
        var merge = SVGElement("feMerge")
        merge.children = merged.map { SVGElement("feMergeNode", [("in", $0)]).markup }
        filter.children.append(merge.markup)
        define(filter)
        return id
    }

    /// An image, embedded as a PNG data URL and stretched into its rectangle.
    func image(_ samples: [ImageNode], in space: SampledSpace) throws -> [String] {
        let png = try services.encodePNG(samples[0].image)
        var element = SVGElement("image", [("preserveAspectRatio", "none")])
        let tolerance = space.units(SampledSpace.positionTolerance)
        set(&element, "x", samples.map(\.rect.minX), tolerance: tolerance)
        set(&element, "y", samples.map(\.rect.minY), tolerance: tolerance)
        set(&element, "width", samples.map(\.rect.width), tolerance: tolerance)
        set(&element, "height", samples.map(\.rect.height), tolerance: tolerance)
        element["xlink:href"] = "data:image/png;base64," + Base64.encode(png)
        return [element.markup]
    }

    /// A text: one `<text>` in the raster renderer's font, a `<tspan>` a line where its layout
    /// puts the line's baseline.
    func text(_ samples: [TextNode], in space: SampledSpace) throws -> [String] {
        let first = samples[0]
        guard !first.string.isEmpty, first.fontSize > 0 else { return [] }
        let layouts = try samples.map { try services.layoutText($0) }
        var element = SVGElement(
            "text", [("font-family", first.fontFamily), ("xml:space", "preserve")])
        set(&element, "font-size", samples.map(\.fontSize), tolerance: space.units(SampledSpace.positionTolerance))
        if first.weight == .bold { element["font-weight"] = "bold" }
        paintColor(&element, samples.map(\.color), attribute: "fill")
        let tolerance = space.units(SampledSpace.positionTolerance)
        for (index, line) in layouts[0].enumerated() {
            var span = SVGElement("tspan")
            let lines = layouts.map { index < $0.count ? $0[index] : line }
            // Every character where the layout puts it, when the layout says (else the line's start).
            let xs = lines.map {
                $0.characterX.count == line.characterX.count && !line.characterX.isEmpty
                    ? $0.characterX : [$0.baselineOrigin.x]
            }
            set(&span, "x", xs, tolerance: tolerance) { SVGNumber.list($0) }
            set(&span, "y", lines.map(\.baselineOrigin.y), tolerance: tolerance)
            span.children.append(SVGElement.escaped(line.string))
            element.children.append(span.markup)
        }
        return [element.markup]
    }
}
