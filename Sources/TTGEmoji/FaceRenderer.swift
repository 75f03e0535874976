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

    init(face: EmojiFace, progress: Double) {
        self.face = face
        p = progress
        w = face.size
        lw = face.geometry.strokeWidth(forSize: face.size)
        paint = face.coloring.paint(progress: progress, size: face.size)
        expression = face.expression(progress: progress)
    }

    /// A round-capped stroke in the face's paint, `factor` times the line width.
    func stroke(_ factor: Double = 1) -> Stroke {
        Stroke(paint, width: lw * factor, cap: .round, join: .round)
    }

    /// The face's paint with its alpha multiplied by `alpha`.
    func tint(_ alpha: Double) -> Paint {
        face.coloring.paint(progress: p, size: w, alpha: alpha)
    }

    func nodes() -> [Node] {
        if let custom = face.customPath, custom.mode == .replace {
            return [
                .shape(
                    custom.path, fill: face.fill.paint(progress: p, size: w, stroke: face.coloring),
                    stroke: stroke())
            ]
        }
        var nodes: [Node] = []
        if let outline = face.shape.path(in: faceRect, progress: p) {
            nodes.append(
                .shape(
                    outline, fill: face.fill.paint(progress: p, size: w, stroke: face.coloring),
                    stroke: stroke()))
        }
        let accessories = AccessoryMarks(renderer: self)
        if expression.accessories.contains(.blush) { nodes += accessories.blush() }
        if face.geometry.showEyes {
            if let mood = expression.eyebrows {
                nodes += EyeMarks(renderer: self).eyebrows(mood, over: expression.eyes)
            }
            nodes += EyeMarks(renderer: self).eyes(expression.eyes)
        }
        nodes += MouthMarks(renderer: self).mouth(expression.mouth)
        if expression.accessories.contains(.tear) { nodes += accessories.tear() }
        if expression.accessories.contains(.sweat) { nodes += accessories.sweat() }
        if expression.accessories.contains(.sparkles) {
            nodes += accessories.sparkles()
        } else if expression.accessories.contains(.sparkle) {
            nodes += accessories.sparkle()
        }
        if let custom = face.customPath { nodes.append(.shape(custom.path, stroke: stroke())) }
        return nodes
    }

    /// The margin between the canvas edge and the outline's center line: half a
    /// stroke and one point (at size 220), so the stroke stays inside the canvas.
    var margin: Double { lw / 2 + w / FaceGeometry.referenceSize }

    /// The rectangle the outline fills: the canvas inset by ``margin``; with morph,
    /// 8% shorter (sitting on its bottom) at progress 0 and 8% narrower at progress 1.
    var faceRect: Rect {
        var rect = Rect(x: margin, y: margin, width: w - 2 * margin, height: w - 2 * margin)
        guard face.morph else { return rect }
        let t = p - 0.5
        if t < 0 {
            let height = rect.height * (1 + 0.16 * t)
            rect = Rect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
        } else {
            let width = rect.width * (1 - 0.16 * t)
            rect = Rect(x: rect.midX - width / 2, y: rect.minY, width: width, height: rect.height)
        }
        return rect
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
