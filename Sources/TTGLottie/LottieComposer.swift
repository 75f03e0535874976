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
    func layers(_ drawings: [LottieDrawing]) -> [LottieLayer] {
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

    /// A layer showing a precomposition of the drawings, the size of the canvas.
    func precomposition(_ drawings: [LottieDrawing]) -> ComposedLayer {
        let id = assets.composition(layers(drawings))
        return ComposedLayer(
            .precomposition(
                id: id, width: LottieNumber.value(canvas.width), height: LottieNumber.value(canvas.height)))
    }

    /// A shape layer of shape drawings (back to front), spanning the canvas (``canvasExtent``).
    private func shapeLayer(_ drawings: [ShapeDrawing]) -> ComposedLayer {
        let name = drawings.count == 1 ? drawings[0].name : nil
        return ComposedLayer(.shapes(shapeGroups(drawings).map(LottieShapeItem.group) + [canvasExtent]), name: name)
    }

    /// A contour that spans the canvas, last in every shape layer, where no paint follows it.
    /// lottie-web's HTML renderer gives each shape layer an SVG the size of its contours'
    /// bounds, not counting stroke widths, and cuts off whatever is drawn outside: without it,
    /// the outer half of a face's ring, or of any stroke at the edge of the drawing, is lost.
    var canvasExtent: LottieShapeItem {
        let corners = [
            Point(0, 0), Point(canvas.width, 0), Point(canvas.width, canvas.height), Point(0, canvas.height),
        ]
        return .path(LottiePath(name: "canvas extent", shape: .constant(.polygon(corners))))
    }

    /// Shape drawings (back to front) as shape groups (front to back): neighbours placed alike
    /// share a group that places them.
    func shapeGroups(_ drawings: [ShapeDrawing]) -> [LottieShapeGroup] {
        var groups: [[ShapeDrawing]] = []
        for drawing in drawings {
            if let last = groups.last?.last, last.transforms == drawing.transforms {
                groups[groups.count - 1].append(drawing)
            } else {
                groups.append([drawing])
            }
        }
        var shapes: [LottieShapeGroup] = []
        for group in groups.reversed() {
            var items: [LottieShapeGroup] = []
            for drawing in group.reversed() {
                if drawing.opacity.allSatisfy({ $0 == 1 }) {
                    items += drawing.items.map { Self.named($0, drawing.name) }
                } else {
                    items.append(
                        LottieShapeGroup(
                            name: drawing.name, items: drawing.items.map(LottieShapeItem.group),
                            transform: transform(opacity: drawing.opacity)))
                }
            }
            items = Self.sharingGeometry(items)
            let placement = group[0].transforms
            if placement.allSatisfy(\.isIdentity) {
                shapes += items
            } else {
                shapes.append(
                    LottieShapeGroup(items: items.map(LottieShapeItem.group), transform: transform(placement)))
            }
        }
        return shapes
    }

    /// A shape group with `name` (joined to the one it has), when given.
    static func named(_ group: LottieShapeGroup, _ name: String?) -> LottieShapeGroup {
        guard let name else { return group }
        var named = group
        named.name = group.name.map { $0 + " + " + name } ?? name
        return named
    }

    /// Neighbouring shape groups (front to back) that paint the same contours in the same
    /// place, one style each (a refresh glyph's stroke over its grey track), as one group
    /// holding the contours once and every style, the front one first (on top).
    static func sharingGeometry(_ groups: [LottieShapeGroup]) -> [LottieShapeGroup] {
        /// A group's contours and paints, when it holds contours and then paints only; nil otherwise.
        func parts(_ group: LottieShapeGroup) -> (paths: [LottieShapeItem], paints: [LottieShapeItem])? {
            let count = group.items.prefix { if case .path = $0 { true } else { false } }.count
            let paints = group.items[count...]
            guard count > 0, paints.allSatisfy(\.isPaint) else { return nil }
            return (Array(group.items[..<count]), Array(paints))
        }
        var result: [LottieShapeGroup] = []
        var current: (group: LottieShapeGroup, paths: [LottieShapeItem])?
        func flush() {
            if let current { result.append(current.group) }
            current = nil
        }
        for group in groups {
            guard let next = parts(group) else {
                flush()
                result.append(group)
                continue
            }
            if var shared = current, shared.paths == next.paths, shared.group.transform == group.transform {
                let names = [shared.group.name, group.name].compactMap { $0 }
                shared.group.name = names.isEmpty ? nil : names.joined(separator: " + ")
                shared.group.items += next.paints
                current = shared
            } else {
                flush()
                current = (group, next.paths)
            }
        }
        flush()
        return result
    }

    // MARK: - Properties

    /// A property from one value per sample: a constant when it holds within `tolerance`, else
    /// keyframes (see ``AnimationSampling/keyframes(_:in:tolerance:)``) with their curves as
    /// easings. `format` makes one value.
    func property<Value: LottieAnimatable>(
        _ samples: [[Double]], tolerance: Double, format: ([Double]) -> Value
    ) -> LottieProperty<Value> {
        guard animated else { return .constant(format(samples[0])) }
        let keyframes = timing.sampling.keyframes(samples, in: run, tolerance: tolerance)
        guard keyframes.count > 1 else { return .constant(format(keyframes[0].value)) }
        return .animated(
            keyframes.enumerated().map { index, keyframe in
                let transition: LottieKeyframe<Value>.Transition
                if keyframe.holds {
                    transition = .hold
                } else if index + 1 < keyframes.count {
                    let e = keyframe.easing
                    transition = .eased(LottieEasing(x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2))
                } else {
                    transition = .last
                }
                return LottieKeyframe(
                    time: LottieNumber.frame(timing.frame(keyframe.time)), value: format(keyframe.value),
                    transition: transition)
            })
    }

    /// A number property.
    func scalar(_ samples: [Double], tolerance: Double, scale: Double = 1) -> LottieProperty<Double> {
        property(samples.map { [$0] }, tolerance: tolerance) { LottieNumber.value($0[0] * scale) }
    }

    /// A vector property (a point, a size).
    func vector(_ samples: [[Double]], tolerance: Double, scale: Double = 1) -> LottieProperty<[Double]> {
        property(samples, tolerance: tolerance) { LottieNumber.values($0.map { $0 * scale }) }
    }

    /// A color (`[r,g,b,1]`) and its opacity in percent, from colors with alpha.
    func color(_ colors: [Color]) -> (color: LottieProperty<[Double]>, opacity: LottieProperty<Double>) {
        let rgb = property(colors.map { [$0.red, $0.green, $0.blue] }, tolerance: SampledSpace.colorTolerance) {
            LottieNumber.values($0 + [1])
        }
        return (rgb, scalar(colors.map(\.alpha), tolerance: SampledSpace.colorTolerance, scale: 100))
    }
}
