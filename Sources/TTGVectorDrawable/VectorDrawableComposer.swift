import TTGBase
import TTGGeometry
import TTGScene

/// Writes the nodes of one picture as the elements of a `<vector>`, back to front, keeping
/// what it draws another way (``approximations``) and the names it has given.
///
/// A group's opacity has no element of its own: it multiplies the `fillAlpha` and
/// `strokeAlpha` of what the group paints (``alpha``), which is exact where those paints do
/// not overlap.
final class VectorDrawableComposer {
    let services: VectorDrawableServices
    let fallback: VectorFallback
    /// What was drawn another way, one line each.
    private(set) var approximations: [String] = []
    /// The `android:name`s given so far: each is unique, so an animator can find it.
    private var names: Set<String> = []

    init(services: VectorDrawableServices, fallback: VectorFallback) {
        self.services = services
        self.fallback = fallback
    }

    /// The `<vector>` of a picture: its canvas in points as dp, and as its viewport.
    func vector(for scene: Scene) throws -> AndroidXMLElement {
        guard scene.size.width > 0, scene.size.height > 0 else {
            throw VectorDrawableUnsupported("an empty canvas")
        }
        let (width, height) = (
            VectorDrawableNumber.format(scene.size.width), VectorDrawableNumber.format(scene.size.height)
        )
        var root = AndroidXMLElement(
            "vector",
            [
                ("xmlns:android", VectorDrawableWriter.androidNamespace),
                ("xmlns:aapt", VectorDrawableWriter.aaptNamespace),
                ("android:width", width + "dp"), ("android:height", height + "dp"),
                ("android:viewportWidth", width), ("android:viewportHeight", height),
            ])
        if let background = scene.background {
            let canvas = Path(rect: Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
            root.children += try shape(
                ShapeNode(path: canvas, fill: Fill(.solid(background)), name: "background"), alpha: 1)
        }
        root.children += try nodes(scene.nodes, alpha: 1)
        return root
    }

    /// The nodes, back to front, each at `alpha` (the product of the opacities of the groups
    /// around it).
    func nodes(_ nodes: [Node], alpha: Double) throws -> [AndroidXMLElement] {
        try nodes.flatMap { try node($0, alpha: alpha) }
    }

    func node(_ node: Node, alpha: Double) throws -> [AndroidXMLElement] {
        switch node {
        case .shape(let shape): return try self.shape(shape, alpha: alpha)
        case .group(let group): return try self.group(group, alpha: alpha)
        case .image:
            throw VectorDrawableUnsupported("a bitmap (an image node)")
        case .text(let text):
            guard !text.string.isEmpty, text.fontSize > 0 else { return [] }
            let outline = ShapeNode(path: try services.textOutline(text), fill: Fill(.solid(text.color)))
            return try shape(outline, alpha: alpha)
        }
    }

    /// Refuses `what`, or with ``VectorFallback/approximate`` and an `approximation`, notes it.
    func unsupported(_ what: String, approximation: String?) throws {
        guard fallback == .approximate, let approximation else {
            throw VectorDrawableUnsupported(what, approximation: approximation)
        }
        approximations.append("\(what): \(approximation)")
    }

    /// `name` made unique among the names given (`stroke`, `stroke_2`, …); nil stays nil.
    func uniqueName(_ name: String?) -> String? {
        guard let name else { return nil }
        var candidate = name
        var counter = 1
        while names.contains(candidate) {
            counter += 1
            candidate = "\(name)_\(counter)"
        }
        names.insert(candidate)
        return candidate
    }
}
