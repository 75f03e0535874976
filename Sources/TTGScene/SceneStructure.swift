import TTGGeometry

/// What a scene is made of, without its numbers: the kinds of nodes and how they nest, the
/// commands of each path, the kinds of paints, stops and dashes, line caps and joins, fill
/// rules, effects, texts and images.
///
/// Two scenes with equal structures differ only in numbers (coordinates, colors, widths,
/// opacities, transforms, trims), so a vector animation can move one into the other by
/// interpolating those numbers.
public struct SceneStructure: Hashable, Sendable {
    private var tokens: [Int] = []

    /// The structure of `scene`.
    public init(_ scene: Scene) {
        add(scene.background == nil ? 0 : 1)
        add(scene.nodes)
    }

    private mutating func add(_ value: Int) { tokens.append(value) }

    private mutating func add(_ nodes: [Node]) {
        add(nodes.count)
        for node in nodes { add(node) }
    }

    private mutating func add(_ node: Node) {
        switch node {
        case .shape(let shape):
            add(1)
            add(shape.path)
            if let fill = shape.fill {
                add(fill.rule == .evenOdd ? 2 : 1)
                add(fill.paint)
            } else {
                add(0)
            }
            if let stroke = shape.stroke {
                add(1)
                add(stroke.paint)
                add(stroke.cap.hashValue)
                add(stroke.join.hashValue)
                add(stroke.dash.count)
            } else {
                add(0)
            }
        case .group(let group):
            add(2)
            add(group.children)
            add(group.clip.map { $0.rule == .evenOdd ? 2 : 1 } ?? 0)
            if let clip = group.clip { add(clip.path) }
            if let mask = group.mask {
                add(1)
                add(mask)
            } else {
                add(0)
            }
            add(group.shadow == nil ? 0 : 1)
            add(group.innerShadow == nil ? 0 : 1)
        case .image(let image):
            add(3)
            add(image.image.hashValue)
        case .text(let text):
            add(4)
            add(text.string.hashValue)
            add(text.fontFamily.hashValue)
            add(text.weight.hashValue)
            switch text.placement {
            case .origin: add(0)
            case .box(_, let alignment): add(1 + alignment.hashValue)
            }
        }
    }

    private mutating func add(_ path: Path) {
        add(path.elements.count)
        for element in path.elements {
            switch element {
            case .move: add(1)
            case .line: add(2)
            case .quad: add(3)
            case .cubic: add(4)
            case .close: add(5)
            }
        }
    }

    private mutating func add(_ paint: Paint) {
        switch paint {
        case .solid: add(1)
        case .linearGradient(let gradient):
            add(2)
            add(gradient.stops.count)
        case .conicGradient(let gradient):
            add(3)
            add(gradient.stops.count)
        }
    }
}
