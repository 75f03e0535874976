import TTGGeometry
import TTGScene

/// Writes the scenes of one run (one structure, different numbers) as SVG elements, each
/// number static or animated. Nodes are walked side by side: `[ShapeNode]` holds one
/// shape per sample time.
final class SVGSceneWriter {
    let services: SVGServices
    /// Text as `<text>` rather than glyph outlines.
    let liveText: Bool
    /// Nil for a still.
    let timing: SMILTiming?
    /// True when the run has more than one sample, so numbers may move.
    let animated: Bool
    /// The canvas, in the root's coordinates.
    let canvas: Rect
    /// Elements for `<defs>`: gradients, clips, masks, filters.
    private(set) var definitions: [String] = []
    let identifiers: SVGIdentifiers

    init(
        services: SVGServices, liveText: Bool, timing: SMILTiming?, animated: Bool, canvas: Rect,
        identifiers: SVGIdentifiers
    ) {
        self.services = services
        self.liveText = liveText
        self.timing = timing
        self.animated = animated
        self.canvas = canvas
        self.identifiers = identifiers
    }

    /// A fresh identifier for a definition.
    func identifier(_ kind: String) -> String { identifiers.next(kind) }

    func define(_ element: SVGElement) { definitions.append(element.markup) }

    /// The background and the nodes of the scenes.
    func content(of scenes: [Scene]) throws -> [String] {
        var out: [String] = []
        if scenes[0].background != nil {
            var rect = SVGElement("rect", [("width", "100%"), ("height", "100%")])
            paintColor(&rect, scenes.map { $0.background ?? .clear }, attribute: "fill")
            out.append(rect.markup)
        }
        let space = SampledSpace(samples: scenes.count)
        out += try nodes(scenes.map(\.nodes), in: space)
        return out
    }

    /// The nodes at each sample, back to front.
    func nodes(_ samples: [[Node]], in space: SampledSpace) throws -> [String] {
        try samples[0].indices.flatMap { index in try node(samples.map { $0[index] }, in: space) }
    }

    func node(_ samples: [Node], in space: SampledSpace) throws -> [String] {
        switch NodeSamples(samples) {
        case .shapes(let shapes): return try shape(shapes, in: space)
        case .groups(let groups): return try group(groups, in: space)
        case .images(let images): return try image(images, in: space)
        case .texts(let texts):
            if liveText { return try text(texts, in: space) }
            guard !texts[0].string.isEmpty, texts[0].fontSize > 0 else { return [] }
            let outlines = try texts.map { ShapeNode(path: try services.textOutline($0), fill: Fill(.solid($0.color))) }
            return try shape(outlines, in: space)
        }
    }

    // MARK: - Attributes

    /// Sets `attribute` from one value per sample: its value at the first sample, and an
    /// `<animate>` child when it moves by more than `tolerance`.
    func set(
        _ element: inout SVGElement, _ attribute: String, _ samples: [[Double]], tolerance: Double,
        format: @escaping ([Double]) -> String
    ) {
        element[attribute] = format(samples[0])
        guard animated, let timing else { return }
        let keyframes = timing.sampling.keyframes(samples, in: timing.run, tolerance: tolerance)
        guard keyframes.count > 1 else { return }
        element.children.append(timing.animation(attribute: attribute, keyframes: keyframes, format: format))
    }

    /// Sets a number attribute.
    func set(_ element: inout SVGElement, _ attribute: String, _ samples: [Double], tolerance: Double) {
        set(&element, attribute, samples.map { [$0] }, tolerance: tolerance) { SVGNumber.format($0[0]) }
    }

    /// Sets a color attribute (`fill`, `stroke`, `stop-color`, `flood-color`) and, where the
    /// color is not opaque, the matching opacity attribute.
    func paintColor(_ element: inout SVGElement, _ colors: [Color], attribute: String, opacity: String? = nil) {
        set(&element, attribute, colors.map { [$0.red, $0.green, $0.blue] }, tolerance: SampledSpace.colorTolerance) {
            SVGNumber.hex(Color(red: $0[0], green: $0[1], blue: $0[2]))
        }
        let opacityName = opacity ?? attribute + "-opacity"
        if colors.contains(where: { $0.alpha < 1 }) {
            set(&element, opacityName, colors.map(\.alpha), tolerance: SampledSpace.colorTolerance)
        }
    }

    /// Whether every sample is the same.
    func isConstant<T: Equatable>(_ samples: [T]) -> Bool { samples.allSatisfy { $0 == samples[0] } }
}
