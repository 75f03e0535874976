import CWebP
import TTGGeometry
import TTGScene

/// Writes an animated WebP with libwebp's animation encoder (WebPAnimEncoder),
/// one frame after another.
///
/// Lossless by default; with a quality, lossy (VP8) with an alpha plane. The
/// animation plays `playCount` times (the WebP loop count is the number of
/// plays; 0, the default, forever) on a transparent background. Each frame
/// shows until the next one's timestamp, the last one until the end given to
/// ``finish(endTimestampMilliseconds:)``: a later end holds the last frame. libwebp compares each
/// frame with the previous canvas and stores only the rectangle that changed,
/// choosing key frames itself.
///
/// Transparency: alpha is kept exactly (lossless, and lossy's alpha plane is
/// lossless too). Where alpha is 0 the color cannot be seen, so libwebp is
/// left free to replace it (`exact` off); every pixel with some alpha keeps
/// its exact color in lossless mode. Measured on 60 frames of 120 × 120
/// moving shapes: lossless files are the same size either way, lossy ones
/// (quality 75) 28% larger with `exact` on.
///
/// Memory: the encoder keeps the previous canvas (and a working copy) and the
/// frames already compressed, never the raw frames, so an export of many
/// frames needs memory for a few frames plus the output, not one frame per
/// frame. The output is the same bytes for the same frames: libwebp makes no
/// random choices and encodes on the calling thread.
///
/// ```swift
/// let webp = try AnimatedWebPEncoder(width: 120, height: 120)
/// for (i, image) in images.enumerated() {
///     try webp.append(image, timestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: i, fps: 30))
/// }
/// let bytes = try webp.finish(endTimestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: images.count, fps: 30))
/// ```
public final class AnimatedWebPEncoder {
    /// The fastest frame rate browsers play as asked: they show a frame of
    /// 10 ms or less for 100 ms, and at most 1000/11 fps every frame lasts at least 11 ms.
    public static let maximumFPS = 1000.0 / 11
    /// The slowest: a frame lasts at most 2²⁴ − 1 ms (about 4.7 hours).
    public static let minimumFPS = 1000.0 / Double(1 << 24 - 1)
    /// The largest canvas side WebP can store.
    public static let maximumSide = 16_383

    public let width: Int
    public let height: Int
    /// The lossy quality 0…100, or nil for lossless.
    public let quality: Double?
    /// How many times the animation plays in all; 0 forever (``AnimationPlayCount``).
    public let playCount: Int
    /// The frames appended so far.
    public private(set) var frameCount = 0

    private var config = WebPConfig()
    /// libwebp's encoder; nil once finished or after a libwebp error.
    private var encoder: OpaquePointer?
    private var lastTimestamp = 0

    /// Starts an animation of `width` × `height` pixels.
    ///
    /// - Parameters:
    ///   - quality: nil (the default) for lossless; 0…100 for lossy
    ///     with that quality (like `cwebp -q`), smaller files for lower values.
    ///   - playCount: how many times the animation plays in all, stored as the loop count;
    ///     0 (the default) for forever.
    /// - Throws: ``RenderError/webpEncoding(_:)`` for a quality outside 0…100, a play
    ///   count outside 0…65 535, a size outside 1…16 383 pixels, or a libwebp error.
    public init(width: Int, height: Int, quality: Double? = nil, playCount: Int = AnimationPlayCount.forever) throws {
        if let quality, !(0...100).contains(quality) {
            throw RenderError.webpEncoding("the quality must be in 0...100, not \(quality)")
        }
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RenderError.webpEncoding("a WebP is 1 to \(Self.maximumSide) pixels a side, not \(width)x\(height)")
        }
        self.width = width
        self.height = height
        self.quality = quality
        self.playCount = try AnimationPlayCount.validate(playCount, format: "WebP")

        guard WebPConfigInit(&config) != 0 else { throw RenderError.webpEncoding("libwebp version mismatch") }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1  // quality and method keep their defaults (75, 4): libwebp's effort
        }
        config.exact = 0
        guard WebPValidateConfig(&config) != 0 else { throw RenderError.webpEncoding("libwebp refused the settings") }

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw RenderError.webpEncoding("libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(playCount)  // plays in all; 0 forever
        options.anim_params.bgcolor = 0  // transparent, as browsers show it anyway
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw RenderError.webpEncoding("libwebp could not start a \(width)x\(height) animation")
        }
        self.encoder = encoder
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Refuses frame rates an animated WebP cannot play as asked: not a
    /// positive number, above ``maximumFPS`` or below ``minimumFPS``.
    ///
    /// - Throws: ``RenderError/webpEncoding(_:)`` with a message that names the rate and the limit.
    public static func validate(fps: Double) throws {
        guard fps.isFinite, fps > 0 else {
            throw RenderError.webpEncoding(
                "the frame rate must be a positive number of frames a second, not \(shortestDecimal(fps))")
        }
        guard fps <= maximumFPS else {
            throw RenderError.webpEncoding(
                "\(shortestDecimal(fps)) fps is too fast for an animated WebP: browsers "
                    + "play frames of 10 ms or less at 100 ms; use 90 fps or less")
        }
        guard fps >= minimumFPS else {
            throw RenderError.webpEncoding(
                "\(shortestDecimal(fps)) fps is too slow for an animated WebP: "
                    + "a frame lasts at most 16777.215 s")
        }
    }

    /// When frame `index` starts, in milliseconds: round(index · 1000 / fps).
    ///
    /// Frame durations are differences of these, so they add up exactly; the
    /// end of an animation of `n` frames is `timestampMilliseconds(frame: n, fps: fps)`.
    public static func timestampMilliseconds(frame index: Int, fps: Double) -> Int {
        frameStartTick(index, fps: fps, ticksPerSecond: 1000)
    }

    /// Adds the next frame, shown from `timestampMilliseconds` until the next one starts.
    ///
    /// - Throws: ``RenderError/webpEncoding(_:)`` for a frame of another size, a
    ///   timestamp not after the previous one, an encoder already finished, or
    ///   a libwebp error (the encoder then stops).
    public func append(_ image: RasterImage, timestampMilliseconds timestamp: Int) throws {
        guard encoder != nil else { throw RenderError.webpEncoding("the WebP is already finished or failed") }
        guard image.width == width, image.height == height else {
            throw RenderError.webpEncoding(
                "frame \(frameCount) is \(image.width)x\(image.height), "
                    + "the animation \(width)x\(height)")
        }
        try checkTimestamp(timestamp, of: "frame \(frameCount)")

        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderError.webpEncoding("libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        guard WebPPictureImportRGBA(&picture, image.pixels, Int32(width * 4)) != 0 else {
            throw RenderError.webpEncoding("libwebp could not take frame \(frameCount): out of memory")
        }
        try encode { WebPAnimEncoderAdd($0, &picture, Int32(timestamp), &config) }
        lastTimestamp = timestamp
        frameCount += 1
    }

    /// Ends the animation: the last frame lasts until `endTimestampMilliseconds` (its delay is
    /// the end minus its start, so a later end holds it longer).
    /// Returns the file's bytes; the encoder cannot be used afterwards.
    ///
    /// - Throws: ``RenderError/webpEncoding(_:)`` when no frame was appended,
    ///   the end is not after the last frame's start, the encoder is already
    ///   finished, or libwebp fails.
    public func finish(endTimestampMilliseconds end: Int) throws -> [UInt8] {
        guard frameCount > 0 else { throw RenderError.webpEncoding("the animation has no frames") }
        guard encoder != nil else { throw RenderError.webpEncoding("the WebP is already finished or failed") }
        try checkTimestamp(end, of: "the end")
        try encode { WebPAnimEncoderAdd($0, nil, Int32(end), nil) }
        var data = WebPData()
        defer { WebPDataClear(&data) }
        try encode { WebPAnimEncoderAssemble($0, &data) }
        let bytes = Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
        return bytes
    }

    /// Requires `timestamp` to come after the previous frame's start (from 0 ms for the first frame).
    private func checkTimestamp(_ timestamp: Int, of what: String) throws {
        let earliest = frameCount == 0 ? 0 : lastTimestamp + 1
        guard timestamp >= earliest, timestamp <= Int(Int32.max) else {
            let rule = frameCount == 0 ? "0 ms or later" : "after the previous frame at \(lastTimestamp) ms"
            throw RenderError.webpEncoding(
                "\(what) is at \(timestamp) ms; it must be \(rule) (at most \(Int32.max) ms)")
        }
    }

    /// Runs a libwebp call that returns 0 on failure; after a failure, frees the encoder so nothing more is written.
    private func encode(_ call: (OpaquePointer) -> Int32) throws {
        guard let encoder else { throw RenderError.webpEncoding("the WebP is already finished or failed") }
        guard call(encoder) == 0 else { return }
        let reason = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? ""
        WebPAnimEncoderDelete(encoder)
        self.encoder = nil
        throw RenderError.webpEncoding("libwebp: \(reason.isEmpty ? "unknown error" : reason)")
    }
}
