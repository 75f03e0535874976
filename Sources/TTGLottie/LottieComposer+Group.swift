import TTGGeometry
import TTGScene

extension LottieComposer {
    /// A group. Its transform goes on the shapes and layers inside it. Its opacity goes on its
    /// one shape group when it paints once; a translucent group that paints more than once and
    /// only moves is one bitmap at that opacity (``flattened(_:in:)``); otherwise (and with a
    /// clip, a mask or shadows) it is a layer of its own: the content a precomposition seen
    /// through the mask and the clip, between its shadows' bitmaps, at the group's opacity.
    func group(_ samples: [GroupNode], in space: SampledSpace) throws -> [LottieDrawing] {
        let inner = space.inner(samples.map(\.transform))
        if let painted = GroupNode.maskPaintingItsChild(samples) {
            var plain = samples
            for index in plain.indices {
                plain[index].children = [.shape(painted[index])]
                plain[index].mask = nil
            }
            return try group(plain, in: space)
        }
        var content = try drawings(samples.map(\.children), in: inner)
        let opacity = samples.map(\.opacity)
        let effects =
            samples[0].mask != nil || samples[0].clip != nil || samples[0].shadow != nil
            || samples[0].innerShadow != nil
        let name = samples[0].name
        if !effects {
            if opacity.allSatisfy({ $0 == 1 }) {
                if content.count == 1, case .shapes(var shapes) = content[0], shapes.name == nil {
                    shapes.name = name
                    return [.shapes(shapes)]
                }
                return nested(content, in: inner, name: name).map { [.shapes($0)] } ?? content
            }
            if content.count == 1, case .shapes(var shapes) = content[0], shapes.paintsOnce {
                shapes.opacity = zip(shapes.opacity, opacity).map { $0 * $1 }
                if shapes.name == nil { shapes.name = name }
                return [.shapes(shapes)]
            }
        }
        if !opacity.allSatisfy({ $0 == 1 }), Self.paints(samples[0]) > 1,
            let flat = try flattened(samples, in: space)
        {
            return flat
        }
        if samples[0].mask != nil {
            if let outlines = GroupNode.maskOutlines(samples.map { $0.mask! }) {
                content = [.layer(masked(content, by: outlines, in: inner))]
            } else {
                content = [.layer(matted(content, by: try drawings(samples.map { $0.mask! }, in: inner)))]
            }
        }
        if samples[0].clip != nil {
            content = [.layer(masked(content, by: samples.map { $0.clip! }, in: inner))]
        }
        if samples[0].shadow != nil || samples[0].innerShadow != nil {
            let (drop, innerShadow) = try shadows(samples, in: space)
            content = drop + content + innerShadow
        }
        var layer = precomposition(content)
        if !opacity.allSatisfy({ $0 == 1 }) { layer.transform = transform(opacity: opacity) }
        layer.name = name
        return [.layer(layer)]
    }

    /// A translucent group whose parts overlap or may, as one bitmap of it drawn whole, faded by
    /// its layer's opacity: what its opacity means (the group composited, then faded), where
    /// lottie-web's canvas renderer (every version) and lottie-android (unless told to apply
    /// opacity to layers) fade each part alone and show the overlaps. Only for a group that
    /// moves at most (the same content and turn at every sample); nil otherwise.
    private func flattened(_ samples: [GroupNode], in space: SampledSpace) throws -> [LottieDrawing]? {
        let placements = zip(samples, space.transforms).map { $0.transform.concatenating($1) }
        let first = placements[0]
        func content(_ group: GroupNode) -> GroupNode {
            var still = group
            (still.opacity, still.transform) = (1, .identity)
            return still
        }
        guard samples.allSatisfy({ content($0) == content(samples[0]) }),
            placements.allSatisfy({ $0.a == first.a && $0.b == first.b && $0.c == first.c && $0.d == first.d }),
            let node = try services.flattened(samples[0], space.transforms[0], canvas)
        else { return nil }
        let moves = placements.map { AffineTransform.translation(x: $0.tx - first.tx, y: $0.ty - first.ty) }
        return try image(
            [ImageNode](repeating: node, count: samples.count), in: SampledSpace(transforms: moves),
            opacity: samples.map(\.opacity))
    }

    /// How many times a group paints (each fill, stroke, image and text, and its shadows), up
    /// to 2: once, its opacity can go on what it paints.
    static func paints(_ group: GroupNode) -> Int {
        var count = (group.shadow == nil ? 0 : 1) + (group.innerShadow == nil ? 0 : 1)
        var pending = group.children
        while count < 2, let node = pending.popLast() {
            switch node {
            case .shape(let shape): count += (shape.fill == nil ? 0 : 1) + (shape.stroke == nil ? 0 : 1)
            case .group(let inner):
                count += (inner.shadow == nil ? 0 : 1) + (inner.innerShadow == nil ? 0 : 1)
                pending += inner.children
            default: count += 1
            }
        }
        return count
    }

    /// A group's children, all shapes, as one drawing placed by the group (`space` is its
    /// children's): each child in a group placed relative to it, so that what the group's
    /// transform does is written once, with the timeline's curves, and the file has the
    /// scene's nesting. Nil when a child is a layer or the group's transform collapses.
    private func nested(_ content: [LottieDrawing], in space: SampledSpace, name: String?) -> ShapeDrawing? {
        let inverses = space.transforms.compactMap(\.inverted)
        guard inverses.count == space.transforms.count else { return nil }
        var children: [ShapeDrawing] = []
        for drawing in content {
            guard case .shapes(var shapes) = drawing else { return nil }
            shapes.transforms = zip(shapes.transforms, inverses).map { Self.snapped($0.concatenating($1)) }
            children.append(shapes)
        }
        return ShapeDrawing(
            items: shapeGroups(children), transforms: space.transforms, opacity: space.transforms.map { _ in 1 },
            name: name, paintsOnce: children.count == 1 && children[0].paintsOnce)
    }

    /// The drawings seen through an outline (one a sample, in `space`): a precomposition whose
    /// layer has the outline's contours as its masks, written in the canvas's space (the
    /// layer's), outermost first, each adding its inside or, for a hole, taking it away
    /// (``TTGGeometry/Path/paintingOrder(rule:)``), and wound so that the contours together
    /// fill with nonzero winding what the outline covers.
    ///
    /// Masks, not an alpha matte: every player draws them, where lottie-web's HTML renderer
    /// (any version) and its canvas renderer (before 5.11) draw no track matte at all.
    func masked(_ drawings: [LottieDrawing], by outlines: [ClipPath], in space: SampledSpace) -> ComposedLayer {
        let first = outlines[0]
        let order = first.path.paintingOrder(rule: first.rule)
        let reversals = first.rule == .evenOdd ? first.path.alternatingWindingReversals : []
        let paths = zip(outlines, space.transforms).map { $0.path.reversingSubpaths(reversals).applying($1) }
        let contours = Dictionary(
            LottieContour.contours(of: paths).map { ($0.subpath, $0) }, uniquingKeysWith: { first, _ in first })
        let masks: [LottieMask] = order.compactMap { step in
            guard let contour = contours[step.subpath] else { return nil }
            return LottieMask(
                mode: step.adds ? .add : .subtract,
                path: property(contour.samples, tolerance: SampledSpace.positionTolerance, format: contour.bezier),
                name: step.adds ? "outline" : "hole")
        }
        var layer = precomposition(drawings)
        layer.masks = masks
        return layer
    }

    /// A transform with what rounding left of the identity (or of whole numbers) taken out.
    static func snapped(_ t: AffineTransform) -> AffineTransform {
        func snap(_ x: Double) -> Double { abs(x - x.rounded()) < 1e-9 ? x.rounded() : x }
        return AffineTransform(a: snap(t.a), b: snap(t.b), c: snap(t.c), d: snap(t.d), tx: snap(t.tx), ty: snap(t.ty))
    }

    /// An image: an image layer of its pixels (embedded once however often used), placed on
    /// its rectangle, at `opacity` (one a sample) when given.
    func image(_ samples: [ImageNode], in space: SampledSpace, opacity: [Double]? = nil) throws -> [LottieDrawing] {
        let image = samples[0].image
        guard image.width > 0, image.height > 0 else { return [] }
        let id = assets.image(png: try services.encodePNG(image), width: image.width, height: image.height)
        let placements = zip(samples, space.transforms).map { sample, canvas in
            AffineTransform.scale(
                x: sample.rect.width / Double(image.width), y: sample.rect.height / Double(image.height)
            )
            .concatenating(.translation(x: sample.rect.minX, y: sample.rect.minY)).concatenating(canvas)
        }
        return [.layer(ComposedLayer(.image(id: id), transform: transform(placements, opacity: opacity)))]
    }

    /// A group's shadows as image layers, the drop shadow's and the inner shadow's: one bitmap
    /// moved and faded along when the group only moves and its shadows only fade (the same
    /// content and turn at every sample, the same shadows but for their colors' alpha), drawn
    /// where the shadow is most opaque; else one bitmap a sample, each shown until the next
    /// sample.
    private func shadows(_ samples: [GroupNode], in space: SampledSpace) throws -> (
        drop: [LottieDrawing], inner: [LottieDrawing]
    ) {
        let placements = zip(samples, space.transforms).map { $0.transform.concatenating($1) }
        func opaque(_ shadow: Shadow?) -> Shadow? {
            shadow.map { Shadow(color: $0.color.withAlpha(1), radius: $0.radius, offset: $0.offset) }
        }
        let alphas = samples.map { ($0.shadow?.color.alpha ?? 0, $0.innerShadow?.color.alpha ?? 0) }
        // The sample whose shadows are most opaque: the bitmaps' 8 bits of alpha are faded, never raised.
        let reference = alphas.indices.max { alphas[$0].0 + alphas[$0].1 < alphas[$1].0 + alphas[$1].1 } ?? 0
        let first = placements[reference]
        let rigid =
            samples.allSatisfy {
                $0.children == samples[0].children && $0.mask == samples[0].mask && $0.clip == samples[0].clip
                    && opaque($0.shadow) == opaque(samples[0].shadow)
                    && opaque($0.innerShadow) == opaque(samples[0].innerShadow)
            }
            && placements.allSatisfy { $0.a == first.a && $0.b == first.b && $0.c == first.c && $0.d == first.d }
            && alphas.allSatisfy { $0.0 <= alphas[reference].0 && $0.1 <= alphas[reference].1 }
        if rigid {
            let shadows = try services.shadows(samples[reference], space.transforms[reference], canvas)
            let moves = placements.map { AffineTransform.translation(x: $0.tx - first.tx, y: $0.ty - first.ty) }
            func layer(_ node: ImageNode?, _ alpha: (Double, Double) -> Double) throws -> [LottieDrawing] {
                guard let node else { return [] }
                let most = alpha(alphas[reference].0, alphas[reference].1)
                let fades = alphas.map { most > 0 ? alpha($0.0, $0.1) / most : 0 }
                return try image(
                    [ImageNode](repeating: node, count: samples.count), in: SampledSpace(transforms: moves),
                    opacity: fades.allSatisfy { $0 == 1 } ? nil : fades)
            }
            return (try layer(shadows.drop) { drop, _ in drop }, try layer(shadows.inner) { _, inner in inner })
        }
        var drop: [LottieDrawing] = []
        var inner: [LottieDrawing] = []
        for index in samples.indices {
            let shadows = try services.shadows(samples[index], space.transforms[index], canvas)
            // Shown from the first whole frame at or after its time until the next sample's.
            let times = timing.sampling.times
            let start = index == 0 ? 0 : timing.frame(times[run.lowerBound + index]).rounded(.up)
            let end =
                index + 1 < samples.count
                ? timing.frame(times[run.lowerBound + index + 1]).rounded(.up) : timing.lastFrame
            guard end > start else { continue }
            func layer(_ node: ImageNode?) throws -> [LottieDrawing] {
                guard let node else { return [] }
                let still = LottieComposer(
                    services: services, timing: timing, run: run.lowerBound..<(run.lowerBound + 1), canvas: canvas,
                    assets: assets)
                return try still.image([node], in: SampledSpace(samples: 1)).map {
                    guard case .layer(var layer) = $0 else { return $0 }
                    layer.window = (start, end)
                    return .layer(layer)
                }
            }
            drop += try layer(shadows.drop)
            inner += try layer(shadows.inner)
        }
        return (drop, inner)
    }
}
