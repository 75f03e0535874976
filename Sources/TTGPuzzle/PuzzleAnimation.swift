import TTGGeometry
import TTGScene

/// The piece's animations, TTGPuzzleVerify's success and failure feedback,
/// each a declarative ``Timeline`` of the properties `x` and `y` (the piece's
/// corner), `shake` (a horizontal offset added to `x`) and `shadowFade`
/// (0 → 1: the piece's drop shadow fades out).
public enum PuzzleAnimation: String, CaseIterable, Hashable, Sendable {
    /// The piece glides from its position to the blank (0.3 s, easeInEaseOut).
    case snap
    /// ``snap``, while the piece's drop shadow fades out in the same 0.3 s; the piece stays.
    case snapAndFade
    /// A failure: the piece jolts horizontally through −10, 8, −6, 4 and 0 points (0.28 s, easeInEaseOut).
    case shake
    /// The piece glides back to its start (0.3 s, easeInEaseOut).
    case reset
    /// ``shake``, and 0.12 s in, the glide of ``reset`` from where the piece is (0.42 s in all).
    case shakeAndReset

    /// How long a glide (snap or reset) lasts: TTGPuzzleVerify's animation duration.
    public static let glideDuration = 0.3
    /// How long a shake lasts.
    public static let shakeDuration = 0.28
    /// The shake's horizontal offsets in points, evenly spaced in time; the first holds from the start.
    public static let shakeOffsets: [Double] = [-10, 8, -6, 4, 0]
    /// How long after the shake starts the reset of ``shakeAndReset`` begins.
    public static let resetDelay = 0.12

    /// The timeline for `configuration`: from the piece's position.
    public func timeline(for configuration: PuzzleConfiguration) throws -> Timeline {
        let from = configuration.piecePosition
        var timeline = Timeline()
        func glide(to target: Point, after delay: Double = 0) throws {
            for (name, a, b) in [("x", from.x, target.x), ("y", from.y, target.y)] {
                timeline[name] = try .basic(
                    from: a, to: b, duration: Self.glideDuration, timing: .easeInEaseOut, beginTime: delay)
            }
        }
        func shake() throws {
            timeline["shake"] = try PropertyAnimation(
                keyframes: Keyframes(values: Self.shakeOffsets), duration: Self.shakeDuration, timing: .easeInEaseOut)
        }
        switch self {
        case .snap:
            try glide(to: configuration.blank)
        case .snapAndFade:
            try glide(to: configuration.blank)
            timeline["shadowFade"] = try .basic(from: 0, to: 1, duration: Self.glideDuration, timing: .easeInEaseOut)
        case .shake:
            try shake()
        case .reset:
            try glide(to: configuration.start)
        case .shakeAndReset:
            try shake()
            try glide(to: configuration.start, after: Self.resetDelay)
        }
        return timeline
    }

    /// The animation as the export engine renders it: the composite at every time.
    public func sceneAnimation(for configuration: PuzzleConfiguration) throws -> SceneAnimation {
        let timeline = try timeline(for: configuration)
        let layers = PuzzleLayers(configuration)
        let from = configuration.piecePosition
        return SceneAnimation(timeline: timeline, size: configuration.canvasSize) { values in
            let position = Point(
                values["x", default: from.x] + values["shake", default: 0], values["y", default: from.y])
            return layers.composite(pieceAt: position, shadowFade: values["shadowFade", default: 0])
        }
    }
}
