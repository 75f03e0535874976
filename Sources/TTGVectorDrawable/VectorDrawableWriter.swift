import TTGGeometry
import TTGScene

/// Writes a Scene as an Android VectorDrawable, and an animation as an AnimatedVectorDrawable: one `<vector>` whose size is the canvas in
/// points as dp, each shape a `<path>` with its own geometry as path data, fills and strokes
/// with their colors, alphas, widths, caps, joins and miter limits, even-odd fills as
/// `fillType="evenOdd"`, groups with their transforms (``GroupPlacement``), clips as
/// `<clip-path>`, linear gradients inline (`aapt:attr`), a conic gradient as wedges, text as
/// its glyphs' outlines, dashes and trims as the pieces they draw.
///
/// What a vector drawable cannot show is refused by name (``VectorDrawableUnsupported``) or,
/// as ``fallback`` allows, drawn another way that the document's ``VectorDrawableDocument/approximations``
/// say: never left out silently.
public struct VectorDrawableWriter: Sendable {
    /// Glyph outlines, from the raster backend.
    public var services: VectorDrawableServices
    /// What to do with what a vector drawable cannot show.
    public var fallback: VectorFallback

    public init(services: VectorDrawableServices, fallback: VectorFallback = .refuse) {
        self.services = services
        self.fallback = fallback
    }

    /// The Android namespaces: attributes, and the inline resources aapt2 compiles.
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let aaptNamespace = "http://schemas.android.com/aapt"

    /// A still picture.
    public func document(for scene: Scene) throws -> VectorDrawableDocument {
        let composer = VectorDrawableComposer(services: services, fallback: fallback, timing: nil)
        var root = try composer.vector(for: [scene])
        root.attributes.insert(contentsOf: Self.namespaces, at: 0)
        return VectorDrawableDocument(text: root.document, approximations: composer.approximations)
    }

    /// An AnimatedVectorDrawable of the sampled span: the drawable at its start, inline, and a
    /// `<target>` for each element that moves, its `objectAnimator`s inline, each over the
    /// whole span, repeating forever when `loops` (the span is then one period).
    ///
    /// Where the picture's structure changes (a node appears), each stretch of one structure is
    /// a group of its own, scaled to nothing outside its stretch. Refused by name: a gradient, a
    /// skew or dashes that move, a loop whose shape changes through more than two keyframes, and
    /// what a still vector drawable cannot show.
    public func animatedDocument(for sampling: AnimationSampling, loops: Bool) throws -> VectorDrawableDocument {
        let composer = VectorDrawableComposer(services: services, fallback: fallback, timing: nil)
        var vector = try composer.vector(size: sampling.scenes[0].size)
        for (index, run) in sampling.runs.enumerated() {
            composer.timing = VectorDrawableTiming(sampling: sampling, run: run, loops: loops)
            let content = try composer.content(of: Array(sampling.scenes[run]))
            guard sampling.runs.count > 1 else {
                vector.children += content
                continue
            }
            // Each stretch of one structure is a group shown over its own stretch only.
            var group = AndroidXMLElement("group", children: content)
            composer.showOnly(&group, stretch: index)
            vector.children.append(group)
        }
        var root = AndroidXMLElement("animated-vector", Self.namespaces.map { ($0.name, $0.value) })
        root.children.append(AndroidXMLElement("aapt:attr", [("name", "android:drawable")], children: [vector]))
        for (target, animators) in composer.animators {
            let animation =
                animators.count == 1 ? animators[0] : AndroidXMLElement("set", children: animators)
            root.children.append(
                AndroidXMLElement(
                    "target", [("android:name", target)],
                    children: [AndroidXMLElement("aapt:attr", [("name", "android:animation")], children: [animation])]))
        }
        return VectorDrawableDocument(text: root.document, approximations: composer.approximations)
    }

    /// The namespaces of the root element.
    static let namespaces: [AndroidXMLElement.Attribute] = [
        .init(name: "xmlns:android", value: androidNamespace), .init(name: "xmlns:aapt", value: aaptNamespace),
    ]
}

/// A vector drawable's text, and what it draws another way than the PNG (one line each, for
/// standard error), with ``VectorFallback/approximate``.
public struct VectorDrawableDocument: Hashable, Sendable {
    public var text: String
    public var approximations: [String]
}
