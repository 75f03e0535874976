/// One node at every sample of an animation, sorted by kind: what a vector writer walks, the
/// nodes of a run all having one structure (``SceneStructure``).
public enum NodeSamples {
    case shapes([ShapeNode])
    case groups([GroupNode])
    case images([ImageNode])
    case texts([TextNode])

    /// The samples of one node, of the first sample's kind; every sample must be of that kind.
    public init(_ samples: [Node]) {
        switch samples[0] {
        case .shape: self = .shapes(samples.map { if case .shape(let s) = $0 { s } else { fatalError("structure") } })
        case .group: self = .groups(samples.map { if case .group(let g) = $0 { g } else { fatalError("structure") } })
        case .image: self = .images(samples.map { if case .image(let i) = $0 { i } else { fatalError("structure") } })
        case .text: self = .texts(samples.map { if case .text(let t) = $0 { t } else { fatalError("structure") } })
        }
    }
}
