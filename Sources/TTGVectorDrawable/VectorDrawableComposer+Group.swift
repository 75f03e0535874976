import TTGGeometry
import TTGScene

extension VectorDrawableComposer {
    /// A group: its children inside `<group>`s that place them (``GroupPlacement``), after
    /// a `<clip-path>` for its clip and for a mask that is one opaque outline; a mask that is a
    /// shape painting its one child (a refresh glyph's gradient seen through its stroke) is that
    /// shape painted so. Its opacity multiplies its paints' alphas when they do not overlap;
    /// shadows have no element at all.
    func group(_ group: GroupNode, alpha: Double) throws -> [AndroidXMLElement] {
        var group = group
        guard group.opacity > 0, group.transform.isFinite, group.transform.determinant != 0 else { return [] }
        if let painted = GroupNode.maskPaintingItsChild([group]) {
            group.children = [.shape(painted[0])]
            group.mask = nil
        }
        // Nothing shows through an empty clip.
        if let clip = group.clip, clip.path.isEmpty { return [] }
        var clips: [ClipPath] = group.clip.map { [$0] } ?? []
        if let mask = group.mask {
            guard let outlines = GroupNode.maskOutlines([mask]) else {
                throw VectorDrawableUnsupported(
                    "a mask\(Self.naming(group.name)) that is not one opaque outline (a vector drawable clips, but has no masks)"
                )
            }
            clips += outlines
        }
        if group.shadow != nil {
            try unsupported(
                "a drop shadow\(Self.naming(group.name))", approximation: "left out (a vector drawable has no blur)")
        }
        if group.innerShadow != nil {
            try unsupported(
                "an inner shadow\(Self.naming(group.name))", approximation: "left out (a vector drawable has no blur)")
        }
        if group.opacity < 1, !Self.paintsApart(group.children) {
            try unsupported(
                "a translucent group\(Self.naming(group.name)) whose parts overlap (a vector drawable fades each part alone)",
                approximation: "faded part by part, the overlaps showing")
        }
        var content = clips.map { clip in
            let path = clip.rule == .evenOdd ? clip.path.withAlternatingWinding : clip.path
            return AndroidXMLElement("clip-path", [("android:pathData", Self.pathData(path))])
        }
        content += try nodes(group.children, alpha: alpha * group.opacity)
        let steps = GroupPlacement(group.transform).steps
        guard !steps.isEmpty || !clips.isEmpty || group.name != nil else { return content }
        // Innermost first: the last step holds the content, each step around the one after it.
        var elements = content
        for step in (steps.isEmpty ? [GroupPlacement.Step()] : steps).reversed() {
            elements = [AndroidXMLElement("group", step.attributes, children: elements)]
        }
        if let name = uniqueName(group.name) {
            elements[0].attributes.insert(.init(name: "android:name", value: name), at: 0)
        }
        return elements
    }

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
