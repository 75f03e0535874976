import TTGGeometry
import TTGScene

/// Writes the scenes of one run (one structure, different numbers) as Lottie layers. Nodes are
/// walked side by side (`[ShapeNode]` holds one shape per sample time) in the canvas's space:
/// every composition is the canvas, and what a group's transform does is written on the shape
/// groups and layers inside it.
final class LottieComposer {
    let services: LottieServices
    let timing: LottieTiming
    let run: Range<Int>
    let canvas: Size
    let assets: LottieAssets

    init(services: LottieServices, timing: LottieTiming, run: Range<Int>, canvas: Size, assets: LottieAssets) {
        self.services = services
        self.timing = timing
        self.run = run
        self.canvas = canvas
        self.assets = assets
    }

    /// True when the run has more than one sample, so numbers may move.
    var animated: Bool { run.count > 1 }

    /// The background and the nodes of the scenes, back to front.
    func drawings(of scenes: [Scene]) throws -> [LottieDrawing] {
        let space = SampledSpace(samples: scenes.count)
        var out: [LottieDrawing] = []
        if scenes[0].background != nil {
            let rect = Path(rect: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            let backgrounds = scenes.map { ShapeNode(path: rect, fill: Fill(.solid($0.background ?? .clear))) }
            out += try shape(backgrounds, in: space)
        }
        out += try drawings(scenes.map(\.nodes), in: space)
        return out
    }

    /// The nodes at each sample, back to front.
    func drawings(_ samples: [[Node]], in space: SampledSpace) throws -> [LottieDrawing] {
        try samples[0].indices.flatMap { index in try node(samples.map { $0[index] }, in: space) }
    }

    func node(_ samples: [Node], in space: SampledSpace) throws -> [LottieDrawing] {
        switch NodeSamples(samples) {
        case .shapes(let shapes): return try shape(shapes, in: space)
        case .groups(let groups): return try group(groups, in: space)
        case .images(let images): return try image(images, in: space)
        case .texts(let texts):
            guard !texts[0].string.isEmpty, texts[0].fontSize > 0 else { return [] }
            let outlines = try texts.map {
                ShapeNode(path: try services.textOutline($0), fill: Fill(.solid($0.color)))
            }
            return try shape(outlines, in: space)
        }
    }

    // MARK: - Layers

    /// The drawings as the layers of a composition, front to back, numbered: neighbouring shape
    /// items share a shape layer.
    func layers(_ drawings: [LottieDrawing]) -> [LottieJSON] {
        ComposedLayer.numbered(stack(drawings).reversed(), timing: timing)
    }

    /// The drawings as layers, back to front.
    private func stack(_ drawings: [LottieDrawing]) -> [ComposedLayer] {
        var layers: [ComposedLayer] = []
        var pending: [ShapeDrawing] = []
        func flush() {
            guard !pending.isEmpty else { return }
            layers.append(shapeLayer(pending))
            pending = []
        }
        for drawing in drawings {
            switch drawing {
            case .shapes(let shapes): pending.append(shapes)
            case .layer(let layer):
                flush()
                layers.append(layer)
            }
        }
        flush()
        return layers
    }

    /// One layer drawing all of `drawings`: their own when there is one, else a shape layer or
    /// a precomposition.
    func layer(of drawings: [LottieDrawing]) -> ComposedLayer {
        let layers = stack(drawings)
        if layers.count == 1 { return layers[0] }
        return precomposition(drawings)
    }

    /// The drawings seen through the alpha of `matte`: a precomposition (rlottie applies a
    /// matte to a shape layer only where the layer covers the whole canvas) under a matte layer.
    func matted(_ drawings: [LottieDrawing], by matte: [LottieDrawing]) -> ComposedLayer {
        var layer = precomposition(drawings)
        layer.matte = self.layer(of: matte)
        return layer
    }

    /// A layer showing a precomposition of the drawings.
    func precomposition(_ drawings: [LottieDrawing]) -> ComposedLayer {
        let id = assets.composition(layers(drawings))
        return ComposedLayer([
            ("ty", .number(0)), ("refId", .string(id)), ("ks", ComposedLayer.identityTransform),
            ("w", .value(canvas.width)), ("h", .value(canvas.height)),
        ])
    }

    /// A shape layer of shape drawings (back to front), spanning the canvas (``canvasExtent``).
    private func shapeLayer(_ drawings: [ShapeDrawing]) -> ComposedLayer {
        let name = drawings.count == 1 ? drawings[0].name : nil
        return ComposedLayer(
            [
                ("ty", .number(4)), ("ks", ComposedLayer.identityTransform),
                ("shapes", .array(shapeItems(drawings) + [canvasExtent])),
            ],
            name: name)
    }

    /// A contour that spans the canvas, last in every shape layer, where no paint follows it.
    /// lottie-web's HTML renderer gives each shape layer an SVG the size of its contours'
    /// bounds, not counting stroke widths, and cuts off whatever is drawn outside: without it,
    /// the outer half of a face's ring, or of any stroke at the edge of the drawing, is lost.
    var canvasExtent: LottieJSON {
        let corners = [[0, 0], [canvas.width, 0], [canvas.width, canvas.height], [0, canvas.height]]
        let rectangle = LottieJSON.object([
            ("c", .bool(true)), ("v", .array(corners.map { .values($0) })),
            ("i", .array(Array(repeating: .values([0, 0]), count: 4))),
            ("o", .array(Array(repeating: .values([0, 0]), count: 4))),
        ])
        return .object([("ty", .string("sh")), ("nm", .string("canvas extent")), ("ks", .constant(rectangle))])
    }

    /// Shape drawings (back to front) as shape items (front to back): neighbours placed alike
    /// share a group that places them.
    func shapeItems(_ drawings: [ShapeDrawing]) -> [LottieJSON] {
        var groups: [[ShapeDrawing]] = []
        for drawing in drawings {
            if let last = groups.last?.last, last.transforms == drawing.transforms {
                groups[groups.count - 1].append(drawing)
            } else {
                groups.append([drawing])
            }
        }
        var shapes: [LottieJSON] = []
        for group in groups.reversed() {
            var items: [LottieJSON] = []
            for drawing in group.reversed() {
                if drawing.opacity.allSatisfy({ $0 == 1 }) {
                    items += drawing.items.map { Self.named($0, drawing.name) }
                } else {
                    items.append(
                        shapeGroup(
                            drawing.items, transform: transformMembers(opacity: drawing.opacity), name: drawing.name))
                }
            }
            items = Self.sharingGeometry(items)
            let placement = group[0].transforms
            if placement.allSatisfy(\.isIdentity) {
                shapes += items
            } else {
                shapes.append(shapeGroup(items, transform: transformMembers(placement)))
            }
        }
        return shapes
    }

    /// A shape group with `name` (joined to the one it has), when given.
    static func named(_ group: LottieJSON, _ name: String?) -> LottieJSON {
        guard let name, case .object(var members) = group else { return group }
        if let index = members.firstIndex(where: { $0.0 == "nm" }), case .string(let own) = members[index].1 {
            members[index].1 = .string(own + " + " + name)
        } else {
            members.insert(("nm", .string(name)), at: 1)
        }
        return .object(members)
    }

    /// Neighbouring shape groups (front to back) that paint the same contours in the same
    /// place, one style each (a refresh glyph's stroke over its grey track), as one group
    /// holding the contours once and every style, the front one first (on top).
    static func sharingGeometry(_ items: [LottieJSON]) -> [LottieJSON] {
        /// A group's name, contours, styles and transform; nil for any other group.
        func parts(_ item: LottieJSON) -> (name: String?, shapes: [LottieJSON], styles: [LottieJSON], tr: LottieJSON)? {
            guard case .object(let members) = item, item["ty"] == .string("gr"), case .array(let list)? = item["it"],
                members.allSatisfy({ ["ty", "nm", "it"].contains($0.0) })
            else { return nil }
            var name: String?
            if case .string(let own)? = item["nm"] { name = own }
            let types = list.map { item -> String in if case .string(let t)? = item["ty"] { t } else { "" } }
            guard let last = list.last, types.last == "tr" else { return nil }
            let shapes = zip(list, types).filter { $0.1 == "sh" }.map(\.0)
            let styles = zip(list, types).filter { ["st", "fl", "gs", "gf"].contains($0.1) }.map(\.0)
            guard !shapes.isEmpty, shapes.count + styles.count + 1 == list.count,
                types.prefix(shapes.count).allSatisfy({ $0 == "sh" })
            else { return nil }
            return (name, shapes, styles, last)
        }
        var result: [LottieJSON] = []
        var current: (name: String?, shapes: [LottieJSON], styles: [LottieJSON], tr: LottieJSON)?
        func flush() {
            guard let group = current else { return }
            var members: [(String, LottieJSON)] = [("ty", .string("gr"))]
            if let name = group.name { members.append(("nm", .string(name))) }
            members.append(("it", .array(group.shapes + group.styles + [group.tr])))
            result.append(.object(members))
            current = nil
        }
        for item in items {
            guard let next = parts(item) else {
                flush()
                result.append(item)
                continue
            }
            if let group = current, group.shapes == next.shapes, group.tr == next.tr {
                let names = [group.name, next.name].compactMap { $0 }
                current = (
                    names.isEmpty ? nil : names.joined(separator: " + "), group.shapes, group.styles + next.styles,
                    group.tr
                )
            } else {
                flush()
                current = next
            }
        }
        flush()
        return result
    }

    /// A shape group (`gr`) of items, with its transform last.
    func shapeGroup(
        _ items: [LottieJSON], transform: [(String, LottieJSON)] = LottieComposer.identityTransform(),
        name: String? = nil
    ) -> LottieJSON {
        let tr = LottieJSON.object([("ty", .string("tr"))] + transform)
        var members: [(String, LottieJSON)] = [("ty", .string("gr"))]
        if let name { members.append(("nm", .string(name))) }
        members += [("it", .array(items + [tr]))]
        return .object(members)
    }

    // MARK: - Properties

    /// A property from one value per sample: `{"a":0,"k":…}` when it holds within `tolerance`,
    /// else keyframes (see ``AnimationSampling/keyframes(_:in:tolerance:)``) with their curves
    /// as `o`/`i` tangents. `format` writes one value.
    func property(_ samples: [[Double]], tolerance: Double, format: ([Double]) -> LottieJSON) -> LottieJSON {
        guard animated else { return .constant(format(samples[0])) }
        let keyframes = timing.sampling.keyframes(samples, in: run, tolerance: tolerance)
        guard keyframes.count > 1 else { return .constant(format(keyframes[0].value)) }
        var frames: [LottieJSON] = []
        for (index, keyframe) in keyframes.enumerated() {
            var value = format(keyframe.value)
            if case .array = value {} else { value = .array([value]) }
            var members: [(String, LottieJSON)] = [("t", .frame(timing.frame(keyframe.time))), ("s", value)]
            if keyframe.holds {
                members.append(("h", .number(1)))
            } else if index + 1 < keyframes.count {
                let e = keyframe.easing
                members += [
                    ("o", .object([("x", .values([e.x1])), ("y", .values([e.y1]))])),
                    ("i", .object([("x", .values([e.x2])), ("y", .values([e.y2]))])),
                ]
            }
            frames.append(.object(members))
        }
        return .object([("a", .number(1)), ("k", .array(frames))])
    }

    /// A number property.
    func scalar(_ samples: [Double], tolerance: Double, scale: Double = 1) -> LottieJSON {
        property(samples.map { [$0] }, tolerance: tolerance) { .value($0[0] * scale) }
    }

    /// A vector property (a point, a size).
    func vector(_ samples: [[Double]], tolerance: Double, scale: Double = 1) -> LottieJSON {
        property(samples, tolerance: tolerance) { .values($0.map { $0 * scale }) }
    }

    /// A color (`[r,g,b,1]`) and its opacity in percent, from colors with alpha.
    func color(_ colors: [Color]) -> (color: LottieJSON, opacity: LottieJSON) {
        let rgb = property(colors.map { [$0.red, $0.green, $0.blue] }, tolerance: SampledSpace.colorTolerance) {
            .values($0 + [1])
        }
        return (rgb, scalar(colors.map(\.alpha), tolerance: SampledSpace.colorTolerance, scale: 100))
    }
}
