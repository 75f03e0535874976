import TTGGeometry
import TTGScene

/// The piece's animations, each a declarative ``Timeline`` of the properties
/// `x` and `y` (the piece's corner), `shake` (a horizontal offset) and `fade`
/// (0 → 1: the piece fades out while the hole fills in).
public enum PuzzleAnimation: String, CaseIterable, Hashable, Sendable {
    /// The piece glides from its position to the blank (0.3 s, easeInEaseOut).
    case snap
    /// ``snap``, then the piece fades into the picture (0.3 s) and the picture is whole.
    case snapAndFade
    /// A failure: the piece shakes horizontally, less and less, and settles (0.5 s).
    case shake
    /// The piece glides back to its start (0.3 s, easeInEaseOut).
    case reset

    /// How long a glide lasts.
    public static let glideDuration = 0.3
    /// How long the fade after a snap lasts.
    public static let fadeDuration = 0.3
    /// How long a shake lasts.
    public static let shakeDuration = 0.5
    /// The shake's offsets in points, evenly spaced in time.
    public static let shakeOffsets: [Double] = [0, -10, 10, -8, 8, -5, 5, -2, 0]

    /// The timeline for `configuration`: from the piece's position.
    public func timeline(for configuration: PuzzleConfiguration) throws -> Timeline {
        let from = configuration.piecePosition
        var timeline = Timeline()
        func glide(to target: Point) throws {
            timeline["x"] = try .basic(from: from.x, to: target.x, duration: Self.glideDuration, timing: .easeInEaseOut)
            timeline["y"] = try .basic(from: from.y, to: target.y, duration: Self.glideDuration, timing: .easeInEaseOut)
        }
        switch self {
        case .snap:
            try glide(to: configuration.blank)
        case .snapAndFade:
            try glide(to: configuration.blank)
            timeline["fade"] = try .basic(
                from: 0, to: 1, duration: Self.fadeDuration, timing: .easeOut,
                beginTime: Self.glideDuration)
        case .shake:
            timeline["shake"] = try PropertyAnimation(
                keyframes: Keyframes(values: Self.shakeOffsets),
                duration: Self.shakeDuration, timing: .easeOut)
        case .reset:
            try glide(to: configuration.start)
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
            return layers.composite(pieceAt: position, fade: values["fade", default: 0])
        }
    }
}
