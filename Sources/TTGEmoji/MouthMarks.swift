import TTGGeometry
import TTGScene

/// The rich look's mouth (``FaceLook/rich``).
struct MouthMarks {
    let renderer: FaceRenderer

    private var w: Double { renderer.w }
    private var g: FaceGeometry { renderer.face.geometry }
    /// The y of the mouth corners.
    private var y: Double { w * (1 - g.mouthVerticalPosition) }
    /// Half the mouth width.
    private var half: Double { g.mouthWidth * w / 2 }

    /// The alpha of the tint inside open mouths.
    static let insideAlpha = 0.22

    func mouth(_ style: MouthStyle) -> [Node] {
        switch style {
        case .automatic, .classic: return [stroked(classic(progress: renderer.p))]
        case .smile: return [stroked(OriginalMarks.curvedMouth(size: w, geometry: g, bend: OriginalMarks.smileDepth))]
        case .frown: return [stroked(OriginalMarks.curvedMouth(size: w, geometry: g, bend: -OriginalMarks.frownHeight))]
        case .flat:
            var line = Path()
            line.move(to: Point(w / 2 - 0.7 * half, y))
            line.line(to: Point(w / 2 + 0.7 * half, y))
            return [stroked(line)]
        case .openSmile:
            let left = Point(w / 2 - 0.9 * half, y - 0.02 * w)
            let right = Point(w / 2 + 0.9 * half, y - 0.02 * w)
            var path = Path()
            path.move(to: left)
            path.cubic(
                to: right, control1: Point(left.x + 0.4 * half, y + 0.01 * w),
                control2: Point(right.x - 0.4 * half, y + 0.01 * w))
            path.cubic(to: left, control1: Point(right.x, y + 0.2 * w), control2: Point(left.x, y + 0.2 * w))
            path.close()
            return [.shape(clamped(path), fill: renderer.tint(Self.insideAlpha), stroke: renderer.stroke())]
        case .surprise:
            let rx = 0.07 * w
            let ry = 0.09 * w
            let oval = Path(ovalIn: Rect(x: w / 2 - rx, y: y + 0.03 * w - ry, width: 2 * rx, height: 2 * ry))
            return [.shape(clamped(oval), fill: renderer.tint(Self.insideAlpha), stroke: renderer.stroke())]
        case .smirk:
            var path = Path()
            let start = Point(w / 2 - 0.75 * half, y + 0.03 * w)
            let end = Point(w / 2 + half, y - 0.06 * w)
            path.move(to: start)
            path.cubic(to: end, control1: Point(w / 2, y + 0.06 * w), control2: Point(end.x - 0.2 * half, y + 0.01 * w))
            return [stroked(path)]
        }
    }

    /// The seed construction at progress `p`.
    private func classic(progress p: Double) -> Path {
        ClassicFeatures.mouth(size: w, progress: p, geometry: g)
    }

    private func stroked(_ path: Path) -> Node { .shape(clamped(path), stroke: renderer.stroke()) }

    /// Low on the face (a low mouth position at a full smile) the mouth is moved up
    /// just enough for its stroke to stay inside the canvas.
    private func clamped(_ path: Path) -> Path {
        renderer.keptInside(path, pad: renderer.lw / 2 + w / FaceGeometry.referenceSize)
    }
}
