import CGIF
import TTGGeometry

/// Writes an animated GIF with giflib, one quantized frame after another.
///
/// The work is split for a parallel export: ``quantize(_:)`` turns each
/// rendered frame into an ``IndexedGIFFrame`` on any thread, and one encoder
/// appends them in order. The output is the same bytes whatever the number of
/// threads, and the encoder holds only those bytes, never the frames.
///
/// The file: GIF89a; a logical screen of `width` × `height` with no global
/// color table; a NETSCAPE2.0 extension with the loop count for `playCount`
/// (see ``AnimationPlayCount``: none when the animation plays once); then for
/// every frame a graphic control extension (its delay, its transparent index,
/// disposal "restore to background" so transparent areas are cleared between
/// frames) and a full-size image with its own color table, which keeps each
/// frame's colors better than one table shared by all. Delays come from
/// ``delayCentiseconds(frame:fps:)``, except the last frame's, which
/// ``finish(lastFrameDelayCentiseconds:)`` may set (to hold the last frame):
/// so each frame is written when the next one arrives or the GIF ends, and the
/// encoder holds one quantized frame besides the bytes. Nothing else is written
/// (no comment, no date), so the same frames always give the same file.
///
/// ```swift
/// let gif = try AnimatedGIFEncoder(width: 120, height: 120, fps: 30, playCount: 3)
/// for image in images { try gif.append(AnimatedGIFEncoder.quantize(image)) }
/// let bytes = try gif.finish(lastFrameDelayCentiseconds: 200)   // the last frame shows 2 s
/// ```
public final class AnimatedGIFEncoder {
    /// The fastest frame rate a GIF can play: delays are whole centiseconds,
    /// and browsers play a delay under 2 cs as 10 cs.
    public static let maximumFPS = 50.0
    /// The slowest: a delay is at most 65 535 cs.
    public static let minimumFPS = 100.0 / 65_535

    public let width: Int
    public let height: Int
    public let fps: Double
    /// How many times the animation plays in all; 0 forever (``AnimationPlayCount``).
    public let playCount: Int
    /// The frames appended so far.
    public private(set) var frameCount = 0
    /// The longest delay a frame can have, in centiseconds (16 bits).
    public static let maximumDelayCentiseconds = 65_535

    /// Where giflib's output callback appends; `gif` points back to it through its user data.
    private let output = OutputBuffer()
    /// The open giflib writer; nil once finished or after an error.
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// The last frame appended, written when the next one arrives or in ``finish(lastFrameDelayCentiseconds:)``.
    private var pending: IndexedGIFFrame?

    /// Starts a GIF and writes its header and looping extension.
    ///
    /// - Parameter playCount: how many times the animation plays in all, 0 (the default) for
    ///   forever; written as a NETSCAPE2.0 loop count of `playCount − 1`, or no extension for 1.
    /// - Throws: ``RenderError/gifEncoding(_:)`` for a frame rate refused by
    ///   ``validate(fps:)``, a play count outside 0…65 535, a size outside 1…65 535 pixels,
    ///   or a giflib error.
    public init(width: Int, height: Int, fps: Double, playCount: Int = AnimationPlayCount.forever) throws {
        try Self.validate(fps: fps)
        self.playCount = try AnimationPlayCount.validate(playCount, format: "GIF")
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw RenderError.gifEncoding("a GIF is 1 to 65535 pixels a side, not \(width)x\(height)")
        }
        self.width = width
        self.height = height
        self.fps = fps
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), appendToOutput, &error) else {
            throw RenderError.gifEncoding("giflib could not start: \(Self.message(error))")
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try write { gif in
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), gif)
            try writeLoopCount(gif)
        }
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Refuses frame rates a GIF cannot play: not a positive number, above
    /// ``maximumFPS`` (where some delays would be under 2 cs) or below ``minimumFPS``.
    ///
    /// - Throws: ``RenderError/gifEncoding(_:)`` with a message that names the rate and the limit.
    public static func validate(fps: Double) throws {
        guard fps.isFinite, fps > 0 else {
            throw RenderError.gifEncoding(
                "the frame rate must be a positive number of frames a second, not \(shortestDecimal(fps))")
        }
        guard fps <= maximumFPS else {
            throw RenderError.gifEncoding(
                "\(shortestDecimal(fps)) fps is too fast for a GIF: frame delays are whole "
                    + "centiseconds and browsers play delays under 2 cs at 10 cs; "
                    + "use 50 fps or less")
        }
        guard fps >= minimumFPS else {
            throw RenderError.gifEncoding(
                "\(shortestDecimal(fps)) fps is too slow for a GIF: a frame lasts at most 655.35 s")
        }
    }

    /// How long frame `index` shows, in centiseconds:
    /// round((index + 1) · 100 / fps) − round(index · 100 / fps).
    ///
    /// The delays add up exactly (30 frames at 30 fps: 100 cs), and at most 50 fps every delay is at least 2 cs.
    public static func delayCentiseconds(frame index: Int, fps: Double) -> Int {
        frameStartTick(index + 1, fps: fps, ticksPerSecond: 100) - frameStartTick(index, fps: fps, ticksPerSecond: 100)
    }

    /// Adds the next frame; the one before it is written (its graphic control extension,
    /// image descriptor, local color table and pixels) now that it is not the last.
    ///
    /// - Throws: ``RenderError/gifEncoding(_:)`` for a frame of another size,
    ///   an encoder already finished, or a giflib error (the encoder then stops).
    public func append(_ frame: IndexedGIFFrame) throws {
        guard gif != nil else { throw RenderError.gifEncoding("the GIF is already finished or failed") }
        guard frame.width == width, frame.height == height else {
            throw RenderError.gifEncoding(
                "frame \(frameCount) is \(frame.width)x\(frame.height), "
                    + "the animation \(width)x\(height)")
        }
        if let pending {
            try writeFrame(pending, delay: Self.delayCentiseconds(frame: frameCount - 1, fps: fps))
        }
        pending = frame
        frameCount += 1
    }

    /// Writes one frame with its delay.
    private func writeFrame(_ frame: IndexedGIFFrame, delay: Int) throws {
        try write { gif in
            var control = GraphicsControlBlock(
                DisposalMode: DISPOSE_BACKGROUND, UserInputFlag: false,
                DelayTime: Int32(delay),
                TransparentColor: frame.transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
            var extensionBytes = [UInt8](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), gif)

            let colorMap = try Self.makeColorMap(frame.palette)
            defer { GifFreeMapObject(colorMap) }
            try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, colorMap), gif)

            // EGifPutLine masks the line in place, so it gets a copy of the indices.
            var indices = frame.indices
            try indices.withUnsafeMutableBufferPointer { pixels in
                for row in 0..<height {
                    try check(EGifPutLine(gif, pixels.baseAddress! + row * width, Int32(width)), gif)
                }
            }
        }
    }

    /// Ends the GIF and returns its bytes; the encoder cannot be used afterwards.
    ///
    /// - Parameter lastFrameDelayCentiseconds: how long the last frame shows, 0…65 535 cs;
    ///   nil (the default) for its ``delayCentiseconds(frame:fps:)`` like every other frame.
    ///   A longer delay holds the last frame, e.g. the regular delay plus 200 for 2 s more.
    /// - Throws: ``RenderError/gifEncoding(_:)`` when no frame was appended, the delay
    ///   is out of range, the encoder is already finished, or giflib fails.
    public func finish(lastFrameDelayCentiseconds: Int? = nil) throws -> [UInt8] {
        guard gif != nil else { throw RenderError.gifEncoding("the GIF is already finished or failed") }
        guard let pending else { throw RenderError.gifEncoding("the animation has no frames") }
        let delay = lastFrameDelayCentiseconds ?? Self.delayCentiseconds(frame: frameCount - 1, fps: fps)
        guard (0...Self.maximumDelayCentiseconds).contains(delay) else {
            throw RenderError.gifEncoding(
                "the last frame's delay must be 0 to \(Self.maximumDelayCentiseconds) cs, not \(delay)")
        }
        try writeFrame(pending, delay: delay)
        self.pending = nil
        guard let gif else { throw RenderError.gifEncoding("the GIF is already finished or failed") }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            throw RenderError.gifEncoding("giflib could not end the file: \(Self.message(error))")
        }
        defer { output.bytes = [] }
        return output.bytes
    }

    // MARK: - giflib

    /// Runs giflib calls on the open file; after an error, closes it so nothing more is written.
    private func write(_ body: (UnsafeMutablePointer<GifFileType>) throws -> Void) throws {
        guard let gif else { throw RenderError.gifEncoding("the GIF is already finished or failed") }
        do {
            try body(gif)
        } catch {
            EGifCloseFile(gif, nil)
            self.gif = nil
            throw error
        }
    }

    /// The NETSCAPE2.0 application extension: sub-block 1 with the loop count, little-endian:
    /// 0 ("forever") for a play count of 0, `playCount − 1` otherwise; nothing for one play.
    private func writeLoopCount(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        guard let loops = Self.netscapeLoopCount(playCount: playCount) else { return }
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif)
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), gif)
        try check(EGifPutExtensionBlock(gif, 3, [1, UInt8(loops & 0xFF), UInt8(loops >> 8)] as [UInt8]), gif)
        try check(EGifPutExtensionTrailer(gif), gif)
    }

    /// The NETSCAPE2.0 loop count that plays the animation `playCount` times in browsers
    /// (which play a count c c + 1 times): 0 for forever, `playCount − 1` for two plays or
    /// more, nil (no extension, which plays once) for one play.
    public static func netscapeLoopCount(playCount: Int) -> Int? {
        switch playCount {
        case AnimationPlayCount.forever: return 0
        case 1: return nil
        default: return playCount - 1
        }
    }

    /// A color table for `palette`, padded with black to a power of two (at least 2), as GIF requires.
    private static func makeColorMap(_ palette: [IndexedGIFFrame.RGB]) throws -> UnsafeMutablePointer<ColorMapObject> {
        var size = 2
        while size < palette.count { size *= 2 }
        let colors =
            palette.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
            + Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - palette.count)
        guard let map = GifMakeMapObject(Int32(size), colors) else {
            throw RenderError.gifEncoding("giflib could not make a color table of \(size) colors")
        }
        return map
    }

    private func check(_ status: Int32, _ gif: UnsafeMutablePointer<GifFileType>) throws {
        guard status == GIF_OK else { throw RenderError.gifEncoding("giflib: \(Self.message(gif.pointee.Error))") }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// The bytes giflib has written so far.
private final class OutputBuffer {
    var bytes: [UInt8] = []
}

/// giflib's output callback: appends to the ``OutputBuffer`` in the file's user data.
private func appendToOutput(
    _ gif: UnsafeMutablePointer<GifFileType>?, _ data: UnsafePointer<GifByteType>?,
    _ count: Int32
) -> Int32 {
    guard let gif, let userData = gif.pointee.UserData, let data, count >= 0 else { return 0 }
    let output = Unmanaged<OutputBuffer>.fromOpaque(userData).takeUnretainedValue()
    output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
    return count
}
