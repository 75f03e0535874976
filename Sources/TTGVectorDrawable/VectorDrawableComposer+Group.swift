import Glibc
import TTGGeometry
import TTGScene

extension VectorDrawableComposer {
    /// A group: its children inside `<group>`s that place them (``GroupPlacement``), after
    /// a `<clip-path>` for its clip and for a mask that is one opaque outline; a mask that is a
    /// shape painting its one child (a refresh glyph's gradient seen through its stroke) is that
    /// shape painted so. Its opacity multiplies its paints' alphas when they do not overlap;
    /// shadows have no element at all.
    func group(_ samples: [GroupNode], alpha: [Double]) throws -> [AndroidXMLElement] {
        var samples = samples
        let first = samples[0]
        let transforms = samples.map(\.transform)
        guard samples.contains(where: { $0.opacity > 0 }),
            transforms.allSatisfy({ $0.isFinite && $0.determinant != 0 })
        else { return [] }
        if let painted = GroupNode.maskPaintingItsChild(samples) {
            for index in samples.indices {
                samples[index].children = [.shape(painted[index])]
                samples[index].mask = nil
            }
        }
        // Nothing shows through an empty clip.
        if let clip = first.clip, clip.path.isEmpty, isConstant(samples.map(\.clip)) { return [] }
        var clips: [[ClipPath]] = samples.map { $0.clip.map { [$0] } ?? [] }
        if samples[0].mask != nil {
            guard let outlines = GroupNode.maskOutlines(samples.map { $0.mask! }) else {
                throw VectorDrawableUnsupported(
                    "a mask\(Self.naming(first.name)) that is not one opaque outline (a vector drawable clips, but has no masks)"
                )
            }
            for index in clips.indices { clips[index].append(outlines[index]) }
        }
        if first.shadow != nil {
            try unsupported(
                "a drop shadow\(Self.naming(first.name))", approximation: "left out (a vector drawable has no blur)")
        }
        if first.innerShadow != nil {
            try unsupported(
                "an inner shadow\(Self.naming(first.name))", approximation: "left out (a vector drawable has no blur)")
        }
        if samples.contains(where: { $0.opacity < 1 }), !samples.allSatisfy({ Self.paintsApart($0.children) }) {
            try unsupported(
                "a translucent group\(Self.naming(first.name)) whose parts overlap (a vector drawable fades each part alone)",
                approximation: "faded part by part, the overlaps showing")
        }
        var content: [AndroidXMLElement] = []
        for index in clips[0].indices {
            var element = AndroidXMLElement("clip-path")
            let paths = clips.map {
                $0[index].rule == .evenOdd ? $0[index].path.withAlternatingWinding : $0[index].path
            }
            try setPathData(&element, paths)
            content.append(element)
        }
        content += try nodes(samples.map(\.children), alpha: zip(alpha, samples).map { $0 * $1.opacity })
        var elements = try placed(content, transforms)
        guard !elements.isEmpty || first.name != nil else { return content }
        if elements.isEmpty { elements = [AndroidXMLElement("group", children: content)] }
        if let name = uniqueName(first.name) {
            if let old = elements[0]["android:name"] {
                // A group animated before it was named: its animators follow the name.
                if let index = animators.firstIndex(where: { $0.target == old }) { animators[index].target = name }
                elements[0]["android:name"] = nil
            }
            elements[0].attributes.insert(.init(name: "android:name", value: name), at: 0)
        }
        return elements
    }

    /// `content` in the `<group>`s that place it by `transforms` (one a sample), outermost
    /// first; empty when it needs none (the identity, and no clip to hold). A transform that
    /// holds still is ``GroupPlacement``'s groups; one that moves is one group turning and
    /// scaling about its fixed point (the pivot) and moving, each number animated.
    private func placed(_ content: [AndroidXMLElement], _ transforms: [AffineTransform]) throws -> [AndroidXMLElement] {
        let holdsClip = content.first?.name == "clip-path"
        if isConstant(transforms) {
            let steps = GroupPlacement(transforms[0]).steps
            guard !steps.isEmpty || holdsClip else { return [] }
            var elements = content
            for step in (steps.isEmpty ? [GroupPlacement.Step()] : steps).reversed() {
                elements = [AndroidXMLElement("group", step.attributes, children: elements)]
            }
            return elements
        }
        let parts = TransformParts.decompose(transforms)
        guard parts.allSatisfy({ abs($0.skew) < 1e-9 }) else {
            throw VectorDrawableUnsupported(
                "a skewed group that moves (an AnimatedVectorDrawable's groups do not skew)")
        }
        let anchor = parts[0].anchor
        var group = AndroidXMLElement("group")
        let f: (Double) -> String = VectorDrawableNumber.format
        if f(anchor.x) != "0" { group["android:pivotX"] = f(anchor.x) }
        if f(anchor.y) != "0" { group["android:pivotY"] = f(anchor.y) }
        let position = Self.positionTolerance
        try set(&group, "rotation", parts.map { $0.rotation * 180 / .pi }, tolerance: 0.01, fallback: "0")
        try set(&group, "scaleX", parts.map(\.scale.width), tolerance: 1e-4, fallback: "1")
        try set(&group, "scaleY", parts.map(\.scale.height), tolerance: 1e-4, fallback: "1")
        try set(&group, "translateX", parts.map { $0.position.x - anchor.x }, tolerance: position, fallback: "0")
        try set(&group, "translateY", parts.map { $0.position.y - anchor.y }, tolerance: position, fallback: "0")
        group.children = content
        return [group]
    }

    /// How far a written position may be from the true one, in the drawable's units.
    static let positionTolerance = SampledSpace.positionTolerance

    /// ` ('face')` for a named node, for messages.
    static func naming(_ name: String?) -> String { name.map { " ('\($0)')" } ?? "" }

    /// True when no two of the paints of `nodes` can overlap: at most one paint, or each
    /// shape painting once within a box that no other's meets. A group's opacity then fades
    /// each paint as it fades the whole.
    static func paintsApart(_ nodes: [Node]) -> Bool {
        var boxes: [Rect] = []
        func collect(_ nodes: [Node], _ transform: AffineTransform) -> Bool {
            for node in nodes {
                switch node {
                case .shape(let shape):
                    let paints = (shape.fill == nil ? 0 : 1) + (shape.stroke == nil ? 0 : 1)
                    guard paints > 0 else { continue }
                    guard paints == 1 else { return false }
                    guard let box = shape.paintedBounds() else { continue }
                    boxes.append(transform.apply(box))
                case .group(let group):
                    guard group.shadow == nil, group.innerShadow == nil,
                        collect(group.children, group.transform.concatenating(transform))
                    else { return false }
                case .image(let image):
                    boxes.append(transform.apply(image.rect))
                case .text:
                    // Glyphs of one text may overlap (a kerned pair): counted as two paints.
                    return false
                }
            }
            return true
        }
        guard collect(nodes, .identity) else { return countPaints(nodes) <= 1 }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let (a, b) = (boxes[i], boxes[j])
                if a.minX < b.maxX, b.minX < a.maxX, a.minY < b.maxY, b.minY < a.maxY { return false }
            }
        }
        return true
    }

    /// How many times the nodes paint (each fill, stroke, image and text), up to 2.
    private static func countPaints(_ nodes: [Node]) -> Int {
        var count = 0
        var pending = nodes
        while count < 2, let node = pending.popLast() {
            switch node {
            case .shape(let shape): count += (shape.fill == nil ? 0 : 1) + (shape.stroke == nil ? 0 : 1)
            case .group(let group):
                count += (group.shadow == nil ? 0 : 1) + (group.innerShadow == nil ? 0 : 1)
                pending += group.children
            case .image, .text: count += 1
            }
        }
        return count
    }
}
