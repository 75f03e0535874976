import CWebP
import TTGBase
import TTGGeometry
import TTGScene

/// Writes an animated WebP as its frames come, to a ``ByteStream``: memory holds the frame
/// before and the frame being written, whatever the number of frames.
///
/// Lossless by default; with a quality, lossy (VP8) with an alpha plane. The
/// animation plays `playCount` times (the WebP loop count is the number of
/// plays; 0, the default, forever) on a transparent background. Each frame
/// shows until the next one's timestamp, the last one until the end given to
/// ``finish(endTimestampMilliseconds:)``: a later end holds the last frame.
///
/// What each frame stores: the smallest rectangle (from an even corner, as WebP places
/// frames) where it differs from the frame before, encoded by libwebp. Its pixels replace
/// the canvas there; when every pixel that changes becomes opaque (and the file is
/// lossless), the rectangle is also tried with the pixels that stay left transparent and
/// blended over the canvas, and the smaller is kept. A frame the same as the one before lengthens its delay. The file's
/// size, which WebP states at its start, is written last.
///
/// Transparency: alpha is kept exactly (lossless, and lossy's alpha plane is
/// lossless too). Where alpha is 0 the color cannot be seen, so libwebp is
/// left free to replace it (`exact` off), and such pixels count as unchanged
/// whatever their color; every pixel with some alpha keeps its exact color in
/// lossless mode. The output is the same bytes for the same frames: libwebp
/// makes no random choices and encodes on the calling thread.
///
/// ```swift
/// let (stream, bytes) = ByteStream.inMemory()
/// let webp = try AnimatedWebPEncoder(width: 120, height: 120, output: stream)
/// for (i, image) in images.enumerated() {
///     try webp.append(image, timestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: i, fps: 30))
/// }
/// try webp.finish(endTimestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: images.count, fps: 30))
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
    private let output: ByteStream
    /// Bytes written so far, the RIFF header's 8 included.
    private var written = 0
    /// The frame before, as appended (straight RGBA); nil before the first.
    private var previous: RasterImage?
    /// The last frame's chunk, waiting for its duration (known when the next frame starts).
    private var pending: (frame: WebPFrameChunk, start: Int)?
    private var finished = false
    private var lastTimestamp = 0

    /// Starts an animation of `width` × `height` pixels, written to `output`.
    ///
    /// - Parameters:
    ///   - quality: nil (the default) for lossless; 0…100 for lossy
    ///     with that quality (like `cwebp -q`), smaller files for lower values.
    ///   - playCount: how many times the animation plays in all, stored as the loop count;
    ///     0 (the default) for forever.
    /// - Throws: ``CodecError/webpEncoding(_:)`` for a quality outside 0…100, a play
    ///   count outside 0…65 535, a size outside 1…16 383 pixels, or a libwebp error; what
    ///   `output` throws.
    public init(
        width: Int, height: Int, quality: Double? = nil, playCount: Int = AnimationPlayCount.forever,
        output: ByteStream
    ) throws {
        if let quality, !(0...100).contains(quality) {
            throw CodecError.webpEncoding("the quality must be in 0...100, not \(quality)")
        }
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw CodecError.webpEncoding("a WebP is 1 to \(Self.maximumSide) pixels a side, not \(width)x\(height)")
        }
        self.width = width
        self.height = height
        self.quality = quality
        self.playCount = try AnimationPlayCount.validate(playCount, format: "WebP")
        self.output = output

        guard WebPConfigInit(&config) != 0 else { throw CodecError.webpEncoding("libwebp version mismatch") }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1  // quality and method keep their defaults (75, 4): libwebp's effort
        }
        config.exact = 0
        guard WebPValidateConfig(&config) != 0 else { throw CodecError.webpEncoding("libwebp refused the settings") }

        // The RIFF size (0 for now) is written by finish().
        var header = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        // VP8X: animation and alpha, the canvas size less one.
        header += WebPFrameChunk.chunk(
            "VP8X", [0x12, 0, 0, 0] + WebPFrameChunk.uint24(width - 1) + WebPFrameChunk.uint24(height - 1))
        // ANIM: a transparent background (B, G, R, A), then the loop count.
        header += WebPFrameChunk.chunk("ANIM", [0, 0, 0, 0, UInt8(playCount & 0xFF), UInt8(playCount >> 8)])
        try emit(header)
    }

    /// Refuses frame rates an animated WebP cannot play as asked: not a
    /// positive number, above ``maximumFPS`` or below ``minimumFPS``.
    ///
    /// - Throws: ``CodecError/webpEncoding(_:)`` naming the rate and the limit (``frameRateProblem(_:)``).
    public static func validate(fps: Double) throws {
        if let problem = frameRateProblem(fps) {
            throw CodecError.webpEncoding("\(shortestDecimal(fps)) fps \(problem)")
        }
    }

    /// What is wrong with `fps` for an animated WebP, as a predicate of the rate ("is too fast for an
    /// animated WebP: …"); nil when it plays as asked.
    public static func frameRateProblem(_ fps: Double) -> String? {
        TTGCodecs.frameRateProblem(
            fps, playing: minimumFPS...maximumFPS,
            tooFast: "is too fast for an animated WebP: browsers play frames of 10 ms or less at 100 ms; "
                + "use 90 fps or less",
            tooSlow: "is too slow for an animated WebP: a frame lasts at most 16777.215 s")
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
    /// - Throws: ``CodecError/webpEncoding(_:)`` for a frame of another size, a
    ///   timestamp not after the previous one, an encoder already finished, or
    ///   a libwebp error; what the output throws.
    public func append(_ image: RasterImage, timestampMilliseconds timestamp: Int) throws {
        guard !finished else { throw CodecError.webpEncoding("the WebP is already finished") }
        guard image.width == width, image.height == height else {
            throw CodecError.webpEncoding(
                "frame \(frameCount) is \(image.width)x\(image.height), "
                    + "the animation \(width)x\(height)")
        }
        try checkTimestamp(timestamp, of: "frame \(frameCount)")
        lastTimestamp = timestamp
        frameCount += 1
        let change = previous.map { WebPFrameChange(from: $0, to: image) } ?? .whole(width: width, height: height)
        // A frame the same as the one before shows it longer: the pending chunk keeps its start.
        guard let rect = change.rect else { return }
        // Lossy, the pixels around holes left for blending come out blurred: only lossless blends.
        let frame = try encodedFrame(image, in: rect, blendable: change.becomesOpaque && quality == nil)
        previous = image
        try flushPending(until: timestamp)
        pending = (frame, timestamp)
    }

    /// Ends the animation: the last frame lasts until `endTimestampMilliseconds` (its delay is
    /// the end minus its start, so a later end holds it longer), and the file's size is written
    /// at its start. The encoder cannot be used afterwards.
    ///
    /// - Throws: ``CodecError/webpEncoding(_:)`` when no frame was appended,
    ///   the end is not after the last frame's start, or the encoder is already
    ///   finished; what the output throws.
    public func finish(endTimestampMilliseconds end: Int) throws {
        guard frameCount > 0 else { throw CodecError.webpEncoding("the animation has no frames") }
        guard !finished else { throw CodecError.webpEncoding("the WebP is already finished") }
        try checkTimestamp(end, of: "the end")
        try flushPending(until: end)
        finished = true
        try output.overwrite(4, WebPFrameChunk.uint32(written - 8))
    }

    /// Writes the pending frame, lasting until `end`.
    private func flushPending(until end: Int) throws {
        guard let (frame, start) = pending else { return }
        let duration = end - start
        guard duration < 1 << 24 else {
            throw CodecError.webpEncoding("a frame lasts at most 16777.215 s, not \(Double(duration) / 1000) s")
        }
        try emit(frame.bytes(duration: duration))
        pending = nil
    }

    private func emit(_ bytes: [UInt8]) throws {
        try output.write(bytes)
        written += bytes.count
    }

    /// The part of `image` in `rect` as an ANMF chunk: its pixels replacing the canvas, or,
    /// when `blendable` and smaller, blended over it with the pixels that stay transparent.
    private func encodedFrame(_ image: RasterImage, in rect: PixelRect, blendable: Bool) throws -> WebPFrameChunk {
        let replacing = try encode(image, in: rect, keeping: nil)
        guard blendable, let previous else { return WebPFrameChunk(rect: rect, blends: false, data: replacing) }
        let blending = try encode(image, in: rect, keeping: previous)
        return blending.count < replacing.count
            ? WebPFrameChunk(rect: rect, blends: true, data: blending)
            : WebPFrameChunk(rect: rect, blends: false, data: replacing)
    }

    /// libwebp's image chunks (`VP8L`, or `ALPH` and `VP8 `) for `rect` of `image`; pixels
    /// the same as in `kept` become transparent.
    private func encode(_ image: RasterImage, in rect: PixelRect, keeping kept: RasterImage?) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for y in 0..<rect.height {
            let from = ((rect.y + y) * width + rect.x) * 4
            let to = y * rect.width * 4
            for x in 0..<rect.width {
                let i = from + x * 4
                if let kept, WebPFrameChange.samePixel(image.pixels, kept.pixels, at: i) { continue }
                pixels[to + x * 4..<to + x * 4 + 4] = image.pixels[i..<i + 4]
            }
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw CodecError.webpEncoding("libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(rect.width)
        picture.height = Int32(rect.height)
        guard WebPPictureImportRGBA(&picture, pixels, Int32(rect.width * 4)) != 0 else {
            throw CodecError.webpEncoding("libwebp could not take frame \(frameCount - 1): out of memory")
        }
        var memory = WebPMemoryWriter()
        WebPMemoryWriterInit(&memory)
        defer { WebPMemoryWriterClear(&memory) }
        let encoded = withUnsafeMutablePointer(to: &memory) { writer -> Bool in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writer)
            return WebPEncode(&config, &picture) != 0
        }
        guard encoded, let start = memory.mem else {
            throw CodecError.webpEncoding(
                "libwebp could not encode frame \(frameCount - 1) (error \(picture.error_code.rawValue))")
        }
        return WebPFrameChunk.imageChunks(ofFile: Array(UnsafeBufferPointer(start: start, count: memory.size)))
    }

    /// Requires `timestamp` to come after the previous frame's start (from 0 ms for the first frame).
    private func checkTimestamp(_ timestamp: Int, of what: String) throws {
        let earliest = frameCount == 0 ? 0 : lastTimestamp + 1
        guard timestamp >= earliest, timestamp <= Int(Int32.max) else {
            let rule = frameCount == 0 ? "0 ms or later" : "after the previous frame at \(lastTimestamp) ms"
            throw CodecError.webpEncoding(
                "\(what) is at \(timestamp) ms; it must be \(rule) (at most \(Int32.max) ms)")
        }
    }
}

/// A rectangle of whole pixels.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// Where a frame differs from the one before: the smallest rectangle from an even corner
/// (WebP stores a frame's offset halved) that holds every pixel that changed, and whether all
/// of them become opaque (so that blending them over the canvas gives them exactly).
struct WebPFrameChange {
    /// Nil when nothing changed.
    var rect: PixelRect?
    var becomesOpaque: Bool

    /// The whole canvas, for a first frame (drawn over nothing: blending would change nothing).
    static func whole(width: Int, height: Int) -> WebPFrameChange {
        WebPFrameChange(rect: PixelRect(x: 0, y: 0, width: width, height: height), becomesOpaque: false)
    }

    init(rect: PixelRect?, becomesOpaque: Bool) {
        self.rect = rect
        self.becomesOpaque = becomesOpaque
    }

    init(from old: RasterImage, to new: RasterImage) {
        var (minX, minY, maxX, maxY) = (new.width, new.height, -1, -1)
        var opaque = true
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<new.height {
                    for x in 0..<new.width {
                        let i = (y * new.width + x) * 4
                        if Self.samePixel(b, a, at: i) { continue }
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                        if b[i + 3] != 255 { opaque = false }
                    }
                }
            }
        }
        guard maxX >= 0 else {
            self.init(rect: nil, becomesOpaque: false)
            return
        }
        let x = minX & ~1
        let y = minY & ~1
        self.init(rect: PixelRect(x: x, y: y, width: maxX + 1 - x, height: maxY + 1 - y), becomesOpaque: opaque)
    }

    /// The same RGBA pixel at byte `i` of both, or transparent in both (its color unseen).
    static func samePixel<A: RandomAccessCollection<UInt8>, B: RandomAccessCollection<UInt8>>(
        _ a: A, _ b: B, at i: Int
    ) -> Bool where A.Index == Int, B.Index == Int {
        if a[i + 3] == 0 && b[i + 3] == 0 { return true }
        return a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
    }
}

/// One frame of an animated WebP: its ANMF chunk, written once its duration is known.
struct WebPFrameChunk {
    var rect: PixelRect
    /// Blended over the canvas (alpha-blending) rather than replacing it.
    var blends: Bool
    /// The image chunks: `VP8L`, or `ALPH` and `VP8 `.
    var data: [UInt8]

    /// The ANMF chunk: offset halved, size less one, duration, flags (no disposal), then the image.
    func bytes(duration: Int) -> [UInt8] {
        let header =
            Self.uint24(rect.x / 2) + Self.uint24(rect.y / 2) + Self.uint24(rect.width - 1)
            + Self.uint24(rect.height - 1) + Self.uint24(duration) + [blends ? 0 : 0x02]
        return Self.chunk("ANMF", header + data)
    }

    /// A RIFF chunk: its four-letter name, its size, its payload, a zero if the size is odd.
    static func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
        Array(name.utf8) + uint32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    /// The chunks of a still WebP file that hold its image: all but the RIFF header and `VP8X`.
    static func imageChunks(ofFile file: [UInt8]) -> [UInt8] {
        var chunks: [UInt8] = []
        var offset = 12
        while offset + 8 <= file.count {
            let name = String(decoding: file[offset..<offset + 4], as: UTF8.self)
            let size =
                Int(file[offset + 4]) | Int(file[offset + 5]) << 8 | Int(file[offset + 6]) << 16
                | Int(file[offset + 7]) << 24
            let end = min(file.count, offset + 8 + size + size % 2)
            if name != "VP8X" { chunks += file[offset..<end] }
            offset = end
        }
        return chunks
    }

    static func uint24(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
    }

    static func uint32(_ value: Int) -> [UInt8] { uint24(value) + [UInt8(value >> 24 & 0xFF)] }
}
