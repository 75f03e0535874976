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
    /// Eyebrows follow the accessories switch, not the eyes.
    func originalNodes(outline: Path?, fill: Paint?) -> [Node] {
        let marks = OriginalMarks(w: w, p: p, g: face.geometry, accessoryScale: face.accessoryScale)
        var features = marks.mouth(expression.mouth)
        if face.geometry.showEyes {
            features.append(contentsOf: marks.eye(expression.eyes.left, isLeft: true))
            features.append(contentsOf: marks.eye(expression.eyes.right, isLeft: false))
        }
        if let mood = expression.eyebrows {
            features.append(contentsOf: marks.eyebrow(mood, isLeft: true))
            features.append(contentsOf: marks.eyebrow(mood, isLeft: false))
        }
        var path = outline ?? Path()
        // Marks drawn smaller than the circle's are stroked lighter (by the square root of
        // their scale), on a path of their own.
        let scale = featureLayout.scale
        let separate = scale != 1
        if !separate { path.append(contentsOf: features.applying(layout)) }
        if let custom = face.customPath, custom.mode == .overlay { path.append(contentsOf: custom.path) }
        var nodes: [Node] = []
        if let outline, let fill { nodes.append(.shape(outline, fill: fill, name: "face-fill")) }
        if separate {
            nodes.append(.shape(features.applying(layout), stroke: stroke(scale.squareRoot()), name: "features"))
        }
        if face.accessoryScale > 0, !expression.placements.isEmpty {
            let accessories = expression.placements.map { placement -> Node in
                let width = OriginalMarks.accessoryStrokeWidth(
                    size: marks.accessorySize(placement) * scale, lineWidth: lw)
                return .shape(marks.accessory(placement).applying(layout), stroke: stroke(width / lw))
            }
            nodes.append(.group(accessories, name: "accessories"))
        }
        nodes.append(.shape(path, stroke: stroke(), name: "face"))
        return nodes
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
        let accessories = AccessoryMarks(renderer: self)
        let shown = face.accessoryScale > 0 ? expression.placements : []
        // Each kind of mark is a group named for it, as a designer would layer the drawing.
        func add(_ name: String, _ marks: [Node]) {
            if !marks.isEmpty { nodes.append(.group(marks, transform: layout, name: name)) }
        }
        add("blush", shown.filter { $0.kind == .blush }.flatMap(accessories.blush))
        if let mood = expression.eyebrows {
            add("eyebrows", EyeMarks(renderer: self).eyebrows(mood, over: expression.eyes))
        }
        if face.geometry.showEyes { add("eyes", EyeMarks(renderer: self).eyes(expression.eyes)) }
        add("mouth", MouthMarks(renderer: self).mouth(expression.mouth))
        add("accessories", shown.filter { $0.kind != .blush }.flatMap(accessories.mark))
        if let custom = face.customPath, custom.mode == .overlay {
            nodes.append(.shape(custom.path, stroke: stroke(), name: "overlay"))
        }
        return nodes
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
