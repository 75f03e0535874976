import TTGBase
import TTGGeometry
import TTGScene

/// A Telegram animated sticker (`.tgs`), as Telegram defines one: a Lottie document, gzipped, of
/// a 512 × 512 canvas, at exactly 30 or 60 frames a second, at most 3 s (180 frames at 60 fps) and
/// 64 KiB, with nothing that Telegram's player (rlottie) does not draw: no bitmaps, expressions,
/// 3D layers, text layers or effects. python-lottie's validator (`lottie/exporters/tgs_validator.py`)
/// checks these.
///
/// The writer makes the document (``LottieWriter/sticker``): the picture fitted into the square
/// (``fitted(_:)``), `"tgs": 1` written as Telegram's own exporter does, and every drawing that
/// would need a bitmap refused by name (``services(drawing:)``). The export gzips it and holds it
/// to the limits.
public struct TelegramSticker: Hashable, Sendable {
    /// Frames a second: 30 or 60 (``frameRates``).
    public var frameRate: Double

    /// The sticker at `frameRate`, which must be one of ``frameRates``.
    public init(frameRate: Double) {
        precondition(Self.frameRates.contains(frameRate), "a sticker plays at 30 or 60 fps")
        self.frameRate = frameRate
    }

    /// The side of the square canvas, in the file's units.
    public static let side = 512.0
    /// The frame rates Telegram plays, in order; the first one a sticker is written at unless told.
    public static let frameRates = [60.0, 30.0]
    /// The longest sticker, in seconds.
    public static let longestDuration = 3.0
    /// The largest sticker file, in bytes (64 KiB, after gzip).
    public static let maximumBytes = 64 * 1024

    /// The most frames a sticker has at its rate (180 at 60 fps).
    public var maximumFrames: Int { Int(Self.longestDuration * frameRate) }

    /// `scene` fitted into the sticker's square: scaled until its longer side is ``side``, and
    /// centered (the shorter side's margins are transparent), so a sticker shows the whole picture at
    /// the size Telegram shows every sticker.
    public static func fitted(_ scene: Scene) -> Scene {
        let scale = side / max(scene.size.width, scene.size.height)
        let offset = (x: (side - scene.size.width * scale) / 2, y: (side - scene.size.height * scale) / 2)
        var fitted = scene
        fitted.nodes = [
            .group(
                GroupNode(
                    children: scene.nodes,
                    transform: AffineTransform.scale(x: scale, y: scale).concatenating(
                        .translation(x: offset.x, y: offset.y))))
        ]
        fitted.size = Size(side, side)
        return fitted
    }

    /// What a sticker cannot hold that the picture needs: a bitmap, which Telegram refuses.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// What needed the bitmap, as a noun phrase: "a shadow", "an image".
        public var needing: String

        /// A predicate of the sticker: "holds no bitmaps, and this picture has a shadow …".
        public var description: String { "holds no bitmaps, and this picture has \(needing)" }
    }

    /// `services` without bitmaps: an image or a shadow (which the Lottie writer embeds as the
    /// raster renderer's bitmaps) is refused by name; a translucent group over overlapping parts,
    /// which the writer would flatten into a bitmap, is written as a precomposition faded whole,
    /// which rlottie composites as one. Text stays outlines.
    public static func services(drawing services: LottieServices) -> LottieServices {
        LottieServices(
            encodePNG: { _ in throw Refusal(needing: "an image") },
            textOutline: services.textOutline,
            shadows: { _, _, _ in throw Refusal(needing: "a shadow (a bitmap in Lottie)") },
            flattened: { _, _, _ in nil })
    }
}
