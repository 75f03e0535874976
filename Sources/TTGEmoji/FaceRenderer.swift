import TTGGeometry
import TTGScene

/// Draws one face at one progress: outline, eyebrows, eyes, mouth and accessories,
/// back to front, in the box 0…w.
struct FaceRenderer {
    let face: EmojiFace
    let p: Double
    /// The face size.
    let w: Double
    /// The stroke width in points.
    let lw: Double
    let paint: Paint
    let expression: Expression
    /// Where the marks sit: the shape's layout, or one fitted to a custom face path.
    let featureLayout: FeatureLayout

    init(face: EmojiFace, progress: Double) {
        self.face = face
        p = progress
        w = face.size
        lw = face.geometry.strokeWidth(forSize: face.size)
        paint = face.coloring.paint(progress: progress, size: face.size)
        expression = face.expression(progress: progress)
        featureLayout = Self.featureLayout(face, lineWidth: lw)
    }

    /// The shape's layout, or for a custom face path the circle's fitted inside it (the
    /// circle's radius: half the size less ``margin``).
    private static func featureLayout(_ face: EmojiFace, lineWidth: Double) -> FeatureLayout {
        guard let custom = face.customPath, custom.mode == .face else { return face.shape.featureLayout }
        let w = face.size
        return FeatureLayout.inscribed(
            in: custom.path, size: w, lineWidth: lineWidth, circleRadius: w / 2 - margin(size: w)) ?? .identity
    }

    /// A round-capped stroke in the face's paint, `factor` times the line width; mitered
    /// joins in the original look (the original's line join), round ones in the rich look.
    func stroke(_ factor: Double = 1) -> Stroke {
        Stroke(paint, width: lw * factor, cap: .round, join: face.look == .original ? .miter : .round)
    }

    /// The face's paint with its alpha multiplied by `alpha`.
    func tint(_ alpha: Double) -> Paint {
        face.coloring.paint(progress: p, size: w, alpha: alpha)
    }

    /// The face's outline: the shape in ``faceRect``, or a custom face path.
    var outline: Path? {
        face.customPath?.mode == .face ? face.customPath?.path : face.shape.path(in: faceRect, progress: p)
    }

    func nodes() -> [Node] {
        let fill = face.fill.paint(progress: p, size: w)
        let outline = self.outline
        if let custom = face.customPath, custom.mode == .replace {
            // As in the original, a fill stays the face outline's.
            let under: [Node] = if let outline, let fill { [.shape(outline, fill: fill)] } else { [] }
            return under + [.shape(custom.path, stroke: stroke())]
        }
        switch face.look {
        case .original: return originalNodes(outline: outline, fill: fill)
        case .rich: return richNodes(outline: outline, fill: fill)
        }
    }

    /// The original's drawing: the fill under one path of outline, eyes, eyebrows, mouth
    /// (and an overlay), stroked once with round caps and mitered joins; the accessories
    /// each stroked in proportion to its size. The marks follow the shape's ``FeatureLayout``.
    func originalNodes(outline: Path?, fill: Paint?) -> [Node] {
        let marks = originalMarks()
        var features = Path()
        var solids: [Node] = []
        for mark in marks where !mark.isAccessory {
            for case .shape(let shape) in mark.nodes {
                if shape.fill == nil { features.append(contentsOf: shape.path) } else { solids.append(.shape(shape)) }
            }
        }
        var path = outline ?? Path()
        // Marks drawn smaller than the circle's are stroked lighter (by the square root of
        // their scale), on a path of their own.
        let separate = featureLayout.scale != 1
        if !separate { path.append(contentsOf: features) }
        if let custom = face.customPath, custom.mode == .overlay { path.append(contentsOf: custom.path) }
        var nodes: [Node] = []
        if let outline, let fill { nodes.append(.shape(outline, fill: fill, name: "face-fill")) }
        nodes += solids
        if separate { nodes.append(.shape(features, stroke: featureStroke, name: "features")) }
        let accessories = marks.filter(\.isAccessory).flatMap(\.nodes)
        if !accessories.isEmpty { nodes.append(.group(accessories, name: "accessories")) }
        nodes.append(.shape(path, stroke: stroke(), name: "face"))
        return nodes
    }

    /// The stroke of the original look's eyes, eyebrows and mouth: the face's, lighter by
    /// the square root of the layout's scale where the marks are drawn smaller.
    private var featureStroke: Stroke { stroke(featureLayout.scale.squareRoot()) }

    /// The original look's marks, laid out in the face's box: eyes, eyebrows and mouth in
    /// ``featureStroke``, and each accessory stroked in proportion to its size. A star or
    /// heart eye is filled too: its silhouette is the original's, mitered points and all,
    /// without the pin-hole the original's stroke leaves inside the star.
    /// Eyebrows follow the accessories switch, not the eyes.
    func originalMarks() -> [FaceMark] {
        let marks = OriginalMarks(w: w, p: p, g: face.geometry, accessoryScale: face.accessoryScale)
        let layout = self.layout
        func feature(_ kind: FaceMark.Kind, _ name: String, _ path: Path, solid: Bool = false) -> FaceMark {
            FaceMark(
                kind, name: name,
                nodes: [.shape(path.applying(layout), fill: solid ? paint : nil, stroke: featureStroke)])
        }
        var result = [feature(.mouth, "mouth", marks.mouth(expression.mouth))]
        if face.geometry.showEyes {
            for (style, isLeft) in [(expression.eyes.left, true), (expression.eyes.right, false)] {
                result.append(
                    feature(
                        .eye, isLeft ? "left eye" : "right eye", marks.eye(style, isLeft: isLeft), solid: style.isSolid)
                )
            }
        }
        if let mood = expression.eyebrows {
            for isLeft in [true, false] {
                result.append(
                    feature(.eyebrow, isLeft ? "left eyebrow" : "right eyebrow", marks.eyebrow(mood, isLeft: isLeft))
                        .moving(OriginalMarks.eyebrowAway(isLeft: isLeft)))
            }
        }
        for (index, placement) in (face.accessoryScale > 0 ? expression.placements : []).enumerated() {
            let width = OriginalMarks.accessoryStrokeWidth(
                size: marks.accessorySize(placement) * featureLayout.scale, lineWidth: lw)
            result.append(
                FaceMark(
                    .accessory(placement.kind), name: "\(placement.kind.rawValue) \(index + 1)",
                    nodes: [.shape(marks.accessory(placement).applying(layout), stroke: stroke(width / lw))]
                ).moving(OriginalMarks.away(of: placement, eyes: expression.eyes)))
        }
        return MarkSpacing(
            gap: MarkSpacing.markGap * w * featureLayout.scale, canvas: Rect(x: 0, y: 0, width: w, height: w)
        ).arranged(result)
    }

    /// Every mark of the face in its look, each on its own.
    func marks() -> [FaceMark] {
        switch face.look {
        case .original: originalMarks()
        case .rich: richMarks()
        }
    }

    /// The transform from the original's layout of the marks to the shape's.
    var layout: AffineTransform {
        featureLayout.transform(size: w)
    }

    /// This project's drawing (``FaceLook/rich``): filled marks in layers, kept inside the canvas,
    /// in the shape's ``FeatureLayout``.
    func richNodes(outline: Path?, fill: Paint?) -> [Node] {
        var nodes: [Node] = []
        if let outline { nodes.append(.shape(outline, fill: fill, stroke: stroke(), name: "face")) }
        let marks = richMarks()
        // Each kind of mark is a group named for it, as a designer would layer the drawing.
        let layers: [(name: String, holds: (FaceMark.Kind) -> Bool)] = [
            ("blush", { $0 == .accessory(.blush) }), ("eyebrows", { $0 == .eyebrow }), ("eyes", { $0 == .eye }),
            ("mouth", { $0 == .mouth }),
            ("accessories", { if case .accessory(let kind) = $0 { kind != .blush } else { false } }),
        ]
        for layer in layers {
            let children = marks.filter { layer.holds($0.kind) }.flatMap(\.nodes)
            if !children.isEmpty { nodes.append(.group(children, transform: layout, name: layer.name)) }
        }
        if let custom = face.customPath, custom.mode == .overlay {
            nodes.append(.shape(custom.path, stroke: stroke(), name: "overlay"))
        }
        return nodes
    }

    /// The rich look's marks, in the circle's layout with the shape's as their transform.
    func richMarks() -> [FaceMark] {
        var result: [FaceMark] = []
        func add(_ kind: FaceMark.Kind, _ name: String, _ nodes: [Node], away: Vector? = nil) {
            guard !nodes.isEmpty else { return }
            let mark = FaceMark(kind, name: name, nodes: nodes, transform: layout)
            result.append(away.map(mark.moving) ?? mark)
        }
        let eyes = EyeMarks(renderer: self)
        if face.geometry.showEyes {
            add(.eye, "left eye", eyes.eye(expression.eyes.left, isLeft: true))
            add(.eye, "right eye", eyes.eye(expression.eyes.right, isLeft: false))
        }
        if let mood = expression.eyebrows {
            add(.eyebrow, "left eyebrow", eyes.eyebrow(mood, over: expression.eyes.left, isLeft: true))
            add(.eyebrow, "right eyebrow", eyes.eyebrow(mood, over: expression.eyes.right, isLeft: false))
        }
        add(.mouth, "mouth", MouthMarks(renderer: self).mouth(expression.mouth))
        let accessories = AccessoryMarks(renderer: self)
        for (index, placement) in (face.accessoryScale > 0 ? expression.placements : []).enumerated() {
            add(
                .accessory(placement.kind), "\(placement.kind.rawValue) \(index + 1)", accessories.mark(placement),
                away: placement.away)
        }
        // The canvas in the circle's layout, where the rich marks are drawn.
        let inverse = layout.inverted ?? .identity
        let (a, b) = (inverse.apply(Point(0, 0)), inverse.apply(Point(w, w)))
        let canvas = Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        return MarkSpacing(gap: MarkSpacing.markGap * w, canvas: canvas).arranged(result)
    }

    /// The margin between the face box's edge and the outline's center line: 3 points at
    /// size 220, the original's (2 points and its initial 1-point half stroke). With the
    /// default line width the stroke's outer 4 points fall outside the box, as they fall
    /// outside the original's view; ``EmojiFace/inset`` makes room for them.
    var margin: Double { Self.margin(size: w) }

    static func margin(size w: Double) -> Double { 3 * w / FaceGeometry.referenceSize }

    /// The rectangle the outline fills: the canvas inset by ``margin``; with morph, the
    /// original's: inset by h (0.05 − 0.09 p) at top and bottom (5% at p = 0, −4% at
    /// p = 1), and at each side by 2% of the width below p = 0.35, by −2% (p − 0.35) above.
    var faceRect: Rect {
        let rect = Rect(x: margin, y: margin, width: w - 2 * margin, height: w - 2 * margin)
        guard face.morph else { return rect }
        let dy = rect.height * (0.05 - 0.09 * p)
        let dx = rect.width * (p < 0.35 ? 0.02 : -0.02 * (p - 0.35))
        return rect.insetBy(dx: dx, dy: dy)
    }

    /// The path moved, if needed, so that its bounds grown by `pad` lie inside the canvas.
    func keptInside(_ path: Path, pad: Double) -> Path {
        let b = path.bounds
        var dx = 0.0
        var dy = 0.0
        if b.minX - pad < 0 { dx = pad - b.minX } else if b.maxX + pad > w { dx = w - pad - b.maxX }
        if b.minY - pad < 0 { dy = pad - b.minY } else if b.maxY + pad > w { dy = w - pad - b.maxY }
        return dx == 0 && dy == 0 ? path : path.applying(.translation(x: dx, y: dy))
    }
}
