import TTGBase
import TTGGeometry
import TTGScene

/// Writes a Scene, or an animation of Scenes, as a Lottie animation (Bodymovin JSON 5.x) that
/// lottie-ios, lottie-android, lottie-web, rlottie and Skottie play at any size.
///
/// Paths become shape layers with their own geometry; the keyframes come from
/// ``AnimationSampling``: the timeline's own curves as Lottie's `o`/`i` tangents where a number
/// follows a timeline property, and the fewest linear keyframes that keep every frame
/// otherwise. What players disagree on is written so that they agree:
/// - stroke caps, joins and miter limits are always written;
/// - a trim over several contours is computed for each contour;
/// - an even-odd fill also winds its holes opposite;
/// - a group whose opacity composites its whole is a precomposition with a layer opacity;
/// - clips, opaque masks and conic gradient fills are layer masks (every lottie-web renderer
///   draws those, not track mattes); other masks are alpha mattes;
/// - every shape layer spans the canvas (lottie-web's HTML renderer cuts it at its bounds);
/// - text is its glyphs' outlines and shadows are the raster renderer's bitmaps.
public struct LottieWriter: Sendable {
    /// Image encoding, text outlines and shadows, from the raster backend.
    public var services: LottieServices
    /// The Telegram sticker the document is, or nil for a Lottie file: its frame rate is written
    /// as `fr` (the keyframes stay at the sampled rate, so a loop sampled in whole frames near it
    /// plays that many frames at it), and bitmaps are refused (``TelegramSticker/services(drawing:)``).
    public var sticker: TelegramSticker?

    public init(services: LottieServices, sticker: TelegramSticker? = nil) {
        self.services = sticker == nil ? services : TelegramSticker.services(drawing: services)
        self.sticker = sticker
    }

    /// The frame rate of a still picture's one frame.
    public static let stillFrameRate = 30.0

    /// A still picture: one frame.
    public func document(for scene: Scene) throws -> String {
        let sampling = try AnimationSampling(SceneAnimation.still(scene), start: 0, end: 0, frameTimes: [0])
        return try document(for: sampling, frameRate: Self.stillFrameRate, hold: 1 / Self.stillFrameRate)
    }

    /// An animation over the sampled span at `frameRate`; the last picture shows for `hold`
    /// seconds more before the player starts over (0 for a loop, whose end is its start).
    ///
    /// `markers` (times from the span's start) become the file's markers, named, their start and
    /// length in frames.
    public func document(
        for sampling: AnimationSampling, frameRate: Double, hold: Double, markers: [AnimationMarker] = []
    ) throws -> String {
        let size = sampling.scenes[0].size
        let timing = LottieTiming(sampling: sampling, frameRate: frameRate, hold: hold)
        let assets = LottieAssets()
        var layers: [LottieLayer] = []
        if sampling.runs.count == 1 {
            let composer = LottieComposer(
                services: services, timing: timing, run: sampling.runs[0], canvas: size, assets: assets)
            layers = try composer.layers(composer.drawings(of: Array(sampling.scenes[sampling.runs[0]])))
        } else {
            // Each stretch of one structure is a precomposition shown over its own stretch.
            var stretches: [ComposedLayer] = []
            for (index, run) in sampling.runs.enumerated() {
                let composer = LottieComposer(
                    services: services, timing: timing, run: run, canvas: size, assets: assets)
                var layer = try composer.precomposition(composer.drawings(of: Array(sampling.scenes[run])))
                layer.transform = timing.visibility(of: index)
                stretches.append(layer)
            }
            layers = ComposedLayer.numbered(stretches.reversed(), timing: timing)
        }
        var animation = LottieAnimation(
            name: "ttg-render", frameRate: sticker?.frameRate ?? timing.frameRate, inPoint: 0,
            outPoint: LottieNumber.frame(timing.lastFrame),
            width: LottieNumber.value(size.width), height: LottieNumber.value(size.height), assets: assets.list,
            layers: layers, markers: markers.map(timing.marker))
        animation.isTelegramSticker = sticker != nil
        return animation.json.text
    }
}
