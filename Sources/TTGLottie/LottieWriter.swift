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

    public init(services: LottieServices) {
        self.services = services
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
    /// `markers` (times from the span's start) become the file's `markers`: `cm` the name, `tm`
    /// and `dr` in frames.
    public func document(
        for sampling: AnimationSampling, frameRate: Double, hold: Double, markers: [AnimationMarker] = []
    ) throws -> String {
        let size = sampling.scenes[0].size
        let timing = LottieTiming(sampling: sampling, frameRate: frameRate, hold: hold)
        let assets = LottieAssets()
        var layers: [LottieJSON] = []
        if sampling.runs.count == 1 {
            let composer = LottieComposer(
                services: services, timing: timing, run: sampling.runs[0], canvas: size, assets: assets)
            layers = try composer.layers(composer.drawings(of: Array(sampling.scenes[sampling.runs[0]])))
        } else {
            // Each stretch of one structure is a precomposition shown over its own stretch.
            var stretches: [LottieLayer] = []
            for (index, run) in sampling.runs.enumerated() {
                let composer = LottieComposer(
                    services: services, timing: timing, run: run, canvas: size, assets: assets)
                var layer = try composer.precomposition(composer.drawings(of: Array(sampling.scenes[run])))
                layer.transform = timing.visibility(of: index)
                stretches.append(layer)
            }
            layers = LottieLayer.numbered(stretches.reversed(), timing: timing)
        }
        let root = LottieJSON.object(
            [
                ("v", .string("5.7.4")), ("fr", .number(timing.frameRate)), ("ip", .number(0)),
                ("op", .frame(timing.lastFrame)),
                ("w", .value(size.width)), ("h", .value(size.height)), ("nm", .string("ttg-render")),
                ("ddd", .number(0)), ("assets", .array(assets.list)), ("layers", .array(layers)),
            ] + (markers.isEmpty ? [] : [("markers", .array(markers.map { timing.json(of: $0) }))]))
        return root.text
    }
}

/// Where an animation's times go in a Lottie file: frames from the span's start.
struct LottieTiming {
    let sampling: AnimationSampling
    /// Frames a second in the file: the rate asked for, or for a loop ``wholeFrameRate(period:near:)``.
    let frameRate: Double
    let hold: Double

    /// The timing of `sampling` at `frameRate`, its last picture shown `hold` seconds more (0: a loop).
    init(sampling: AnimationSampling, frameRate: Double, hold: Double) {
        self.sampling = sampling
        self.hold = hold
        let span = sampling.end - sampling.start
        self.frameRate = hold == 0 && span > 0 ? wholeFrameRate(period: span, near: frameRate).rate : frameRate
    }

    /// A marker as Lottie writes it: its name as the comment (what lottie-ios and
    /// lottie-android match), its start and length in frames.
    func json(of marker: AnimationMarker) -> LottieJSON {
        .object([
            ("tm", .frame(marker.start * frameRate)), ("cm", .string(marker.name)),
            ("dr", .frame(marker.duration * frameRate)),
        ])
    }

    /// The frame at a time of the span.
    func frame(_ time: Double) -> Double { (time - sampling.start) * frameRate }

    /// The file's out point: the span and the hold, in whole frames (the last picture's hold
    /// grows to the next whole frame, so no player's rounding cuts it short).
    var lastFrame: Double { (frame(sampling.end + hold) - 1e-6).rounded(.up) }

    /// The transform that shows run `index` only over its own stretch: an opacity of 100 from
    /// the instant its structure appears (its first sample) until the next run's, 0 otherwise,
    /// as hold keyframes. Players agree on keyframe times to the fraction of a frame, where they
    /// round a layer's in and out points differently (rlottie to whole frames, and it shows a
    /// layer at its out point too).
    func visibility(of index: Int) -> LottieJSON {
        let runs = sampling.runs
        var keyframes: [(frame: Double, opacity: Double)] = []
        if index > 0 {
            keyframes += [(0, 0), (frame(sampling.times[runs[index].lowerBound]), 100)]
        } else {
            keyframes.append((0, 100))
        }
        if index + 1 < runs.count { keyframes.append((frame(sampling.times[runs[index + 1].lowerBound]), 0)) }
        let k = keyframes.map { keyframe in
            LottieJSON.object([
                ("t", .switchFrame(keyframe.frame)), ("s", .array([.number(keyframe.opacity)])),
                ("h", .number(1)),
            ])
        }
        return .object(LottieComposer.identityTransform(opacity: .object([("a", .number(1)), ("k", .array(k))])))
    }
}

/// The assets of a file: embedded images (each distinct PNG once) and precompositions.
final class LottieAssets {
    private(set) var list: [LottieJSON] = []
    private var images: [[UInt8]: String] = [:]

    /// The asset id of an embedded PNG of `width` × `height` pixels.
    func image(png: [UInt8], width: Int, height: Int) -> String {
        if let id = images[png] { return id }
        let id = "image_\(images.count)"
        images[png] = id
        list.append(
            .object([
                ("id", .string(id)), ("w", .number(Double(width))), ("h", .number(Double(height))),
                ("u", .string("")), ("p", .string("data:image/png;base64," + Base64.encode(png))), ("e", .number(1)),
            ]))
        return id
    }

    private var compositions = 0

    /// The asset id of a new precomposition of `layers`.
    func composition(_ layers: [LottieJSON]) -> String {
        let id = "comp_\(compositions)"
        compositions += 1
        list.append(.object([("id", .string(id)), ("layers", .array(layers))]))
        return id
    }
}
