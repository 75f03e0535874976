import TTGBase
import TTGGeometry
import TTGScene

/// Writes the nodes of a picture, or of the pictures of one run of an animation walked side by
/// side (`[ShapeNode]` holds one shape a sample), as the elements of a `<vector>`, back to
/// front; every number that moves gets an `objectAnimator` (``animators``) on its element,
/// named so that a `<target>` finds it.
///
/// A group's opacity has no element of its own: it multiplies the `fillAlpha` and
/// `strokeAlpha` of what the group paints (`alpha`, one a sample), which is exact where those
/// paints do not overlap.
final class VectorDrawableComposer {
    let services: VectorDrawableServices
    let fallback: VectorFallback
    /// Nil for a still; for an animation, the run being written.
    var timing: VectorDrawableTiming?
    /// What was drawn another way, one line each.
    private(set) var approximations: [String] = []
    /// Each animated element's name and its animators, in the order written.
    var animators: [(target: String, animators: [AndroidXMLElement])] = []
    /// The `android:name`s given so far: each is unique, so an animator can find it.
    private var names: Set<String> = []

    init(services: VectorDrawableServices, fallback: VectorFallback, timing: VectorDrawableTiming?) {
        self.services = services
        self.fallback = fallback
        self.timing = timing
    }

    /// The `<vector>` of a canvas of `size`, empty: the canvas in points as dp, and as its
    /// viewport.
    func vector(size: Size) throws -> AndroidXMLElement {
        guard size.width > 0, size.height > 0 else { throw VectorDrawableUnsupported("an empty canvas") }
        let (width, height) = (VectorDrawableNumber.format(size.width), VectorDrawableNumber.format(size.height))
        return AndroidXMLElement(
            "vector",
            [
                ("android:width", width + "dp"), ("android:height", height + "dp"),
                ("android:viewportWidth", width), ("android:viewportHeight", height),
            ])
    }

    /// The `<vector>` of the pictures (of one structure).
    func vector(for scenes: [Scene]) throws -> AndroidXMLElement {
        var root = try vector(size: scenes[0].size)
        root.children = try content(of: scenes)
        return root
    }

    /// The background and the nodes of the pictures (of one structure).
    func content(of scenes: [Scene]) throws -> [AndroidXMLElement] {
        var out: [AndroidXMLElement] = []
        let size = scenes[0].size
        if scenes[0].background != nil {
            let canvas = Path(rect: Rect(x: 0, y: 0, width: size.width, height: size.height))
            out += try shape(
                scenes.map { ShapeNode(path: canvas, fill: Fill(.solid($0.background ?? .clear)), name: "background") },
                alpha: scenes.map { _ in 1 })
        }
        out += try nodes(scenes.map(\.nodes), alpha: scenes.map { _ in 1 })
        return out
    }

    /// The nodes at each sample, back to front, each at `alpha` (the product of the opacities
    /// of the groups around it, one a sample).
    func nodes(_ samples: [[Node]], alpha: [Double]) throws -> [AndroidXMLElement] {
        try samples[0].indices.flatMap { index in try node(samples.map { $0[index] }, alpha: alpha) }
    }

    func node(_ samples: [Node], alpha: [Double]) throws -> [AndroidXMLElement] {
        switch NodeSamples(samples) {
        case .shapes(let shapes): return try shape(shapes, alpha: alpha)
        case .groups(let groups): return try group(groups, alpha: alpha)
        case .images:
            throw VectorDrawableUnsupported("a bitmap (an image node)")
        case .texts(let texts):
            guard !texts[0].string.isEmpty, texts[0].fontSize > 0 else { return [] }
            let outlines = try texts.map { ShapeNode(path: try services.textOutline($0), fill: Fill(.solid($0.color))) }
            return try shape(outlines, alpha: alpha)
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

    /// Whether every sample is the same.
    func isConstant<T: Equatable>(_ samples: [T]) -> Bool { samples.allSatisfy { $0 == samples[0] } }
}
