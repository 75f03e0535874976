import TTGBase
import TTGGeometry
import TTGScene

/// Writes an animated GIF, storing of each frame only what changed.
///
/// Frames are appended in order, as rendered pixels; the encoder keeps the frame before
/// and the one waiting to be written, and the frames made so far in a temporary file
/// (``GIFFrameSpool``), so its memory does not grow with the number of frames. The file's
/// bytes go to `output` when it finishes: its global color table, first in the file, is
/// ordered by how many frames use each color (``GIFTableOrder``), which the last frame settles.
///
/// The file: GIF89a; a logical screen of `width` × `height` with the shared
/// ``GIFPalette`` as its global color table; a NETSCAPE2.0 extension with the loop count
/// for `playCount` (see ``AnimationPlayCount``: none when the animation plays once); then
/// for every frame a graphic control extension (its delay, the transparent index, its
/// disposal) and the smallest rectangle that changes the screen:
/// - Over the frame before (disposal "leave in place"), a frame writes the rectangle of
///   pixels that differ from it, with the pixels that do not differ transparent, so the
///   screen keeps them.
/// - When a frame turns an opaque pixel transparent, which drawing over the screen cannot
///   do, the frame before it is disposed "to background" (browsers clear its rectangle to
///   transparent) and its rectangle also covers those pixels; the frame then draws over
///   what is left, the picture before with that rectangle cleared.
/// - A frame identical to the one before only lengthens that frame's delay.
/// - The first frame is drawn as on a clear screen. When the animation plays again it
///   follows the last, which clears what the first leaves transparent (disposal "to
///   background", its rectangle covering those pixels), so that even a player that does
///   not clear the screen between plays shows the first frame right.
///
/// Pixels are indexed to the shared palette by ``GIFDither``; a frame that
/// the palette shows worse than ``GIFPalette/sharedErrorLimit`` may carry its own color
/// table. Delays come from ``delayCentiseconds(frame:fps:)``, except the last frame's,
/// which ``finish(lastFrameDelayCentiseconds:)`` may set (to hold the last frame). Nothing
/// else is written (no comment, no date), so the same frames always give the same file.
///
/// ```swift
/// let histogram = try GIFColorHistogram()
/// for image in images { try histogram.add(image) }
/// let gif = try AnimatedGIFEncoder(
///     width: 120, height: 120, fps: 30, playCount: 3, palette: try histogram.palette()) { bytes in
///     file.write(bytes)
/// }
/// for image in images { try gif.append(image) }
/// try gif.finish(lastFrameDelayCentiseconds: 200)   // the last frame shows 2 s
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

    private let palette: GIFPalette
    /// The shared palette and the transparent entry after it, as the screen compares them.
    private let sharedColors: GIFScreen.Colors
    /// Where the file's bytes go, when it finishes: header and table, then frame by frame.
    private let output: ([UInt8]) throws -> Void
    /// False once finished or after an error.
    private var isOpen = true
    /// The frame waiting to be written: its disposal depends on the frame after it.
    private var pending: PendingFrame?
    /// What a player shows after the frames written so far.
    private var screen: GIFScreen
    /// The first frame's picture, which the last must leave the screen ready for.
    private var firstPixels: OneBitAlphaFrame?
    /// The compressor (made once: its dictionary is large).
    private let lzw = GIFLZW()
    /// The frames made, until the table's order is known.
    private let spool: GIFFrameSpool
    /// How many frames use each color of the palette.
    private var tableOrder: GIFTableOrder

    /// A frame appended but not yet written.
    private struct PendingFrame {
        var frame: PreparedGIFFrame
        var pixels: OneBitAlphaFrame { frame.pixels }
        /// The frame shown before it, when it is drawn over that; nil when it is drawn on a clear screen.
        var drawnOver: OneBitAlphaFrame?
        /// The delays of the frames it stands for, except the last one's.
        var earlierDelay: Int
        /// The delay of the last frame it stands for.
        var lastDelay: Int
    }

    /// Starts a GIF; its header, global color table and looping extension are written when it finishes.
    ///
    /// - Parameters:
    ///   - playCount: how many times the animation plays in all, 0 (the default) for forever;
    ///     written as a NETSCAPE2.0 loop count of `playCount − 1`, or no extension for 1.
    ///   - palette: the colors of all the frames that will be appended (``GIFColorHistogram``).
    ///   - output: receives the file's bytes in order; what it throws stops the encoder.
    /// - Throws: ``CodecError/gifEncoding(_:)`` for a frame rate refused by
    ///   ``validate(fps:)``, a play count outside 0…65 535, a size outside 1…65 535 pixels,
    ///   no temporary file for the frames.
    public init(
        width: Int, height: Int, fps: Double, playCount: Int = AnimationPlayCount.forever, palette: GIFPalette,
        output: @escaping ([UInt8]) throws -> Void
    ) throws {
        try Self.validate(fps: fps)
        self.playCount = try AnimationPlayCount.validate(playCount, format: "GIF")
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw CodecError.gifEncoding("a GIF is 1 to 65535 pixels a side, not \(width)x\(height)")
        }
        self.width = width
        self.height = height
        self.fps = fps
        self.palette = palette
        sharedColors = GIFScreen.Colors(
            palette.colors + [Self.transparentColor], transparentIndex: palette.transparentIndex)
        self.output = output
        screen = GIFScreen(width: width, height: height)
        spool = try GIFFrameSpool()
        tableOrder = GIFTableOrder(colorCount: palette.colors.count)
    }

    /// The header, the logical screen with its global color table in `newIndex`'s order (7:
    /// 8-bit color resolution), the background (never shown) being the transparent entry,
    /// and the loop count.
    private func header(_ newIndex: [UInt8]) -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        var colors = palette.colors + [Self.transparentColor]
        for (old, color) in zip(colors.indices, colors) { colors[Int(newIndex[old])] = color }
        let table = Self.colorTable(colors)
        bytes += Self.littleEndian(width) + Self.littleEndian(height)
        bytes += [0x80 | 0x70 | table.sizeBits, newIndex[Int(palette.transparentIndex)], 0] + table.bytes
        if let loops = Self.netscapeLoopCount(playCount: playCount) {
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + Self.littleEndian(loops) + [0]
        }
        return bytes
    }

    /// An animation's frames as a GIF in memory: the palette from all of them, then each frame.
    ///
    /// - Parameter lastFrameDelayCentiseconds: see ``finish(lastFrameDelayCentiseconds:)``.
    public static func encode(
        _ images: [RasterImage], fps: Double, playCount: Int = AnimationPlayCount.forever,
        lastFrameDelayCentiseconds: Int? = nil
    ) throws -> [UInt8] {
        guard let first = images.first else { throw CodecError.gifEncoding("the animation has no frames") }
        let histogram = try GIFColorHistogram()
        for image in images { try histogram.add(image) }
        var bytes: [UInt8] = []
        let gif = try AnimatedGIFEncoder(
            width: first.width, height: first.height, fps: fps, playCount: playCount,
            palette: try histogram.palette()
        ) { bytes += $0 }
        for image in images { try gif.append(image) }
        try gif.finish(lastFrameDelayCentiseconds: lastFrameDelayCentiseconds)
        return bytes
    }

    /// Refuses frame rates a GIF cannot play: not a positive number, above
    /// ``maximumFPS`` (where some delays would be under 2 cs) or below ``minimumFPS``.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` naming the rate and the limit (``frameRateProblem(_:)``).
    public static func validate(fps: Double) throws {
        if let problem = frameRateProblem(fps) {
            throw CodecError.gifEncoding("\(shortestDecimal(fps)) fps \(problem)")
        }
    }

    /// What is wrong with `fps` for a GIF, as a predicate of the rate ("is too fast for a GIF: …"); nil when it plays as asked.
    public static func frameRateProblem(_ fps: Double) -> String? {
        TTGCodecs.frameRateProblem(
            fps, playing: minimumFPS...maximumFPS,
            tooFast: "is too fast for a GIF: frame delays are whole centiseconds and browsers play delays under 2 cs "
                + "at 10 cs; use 50 fps or less",
            tooSlow: "is too slow for a GIF: a frame lasts at most 655.35 s")
    }

    /// How long frame `index` shows, in centiseconds:
    /// round((index + 1) · 100 / fps) − round(index · 100 / fps).
    ///
    /// The delays add up exactly (30 frames at 30 fps: 100 cs), and at most 50 fps every delay is at least 2 cs.
    public static func delayCentiseconds(frame index: Int, fps: Double) -> Int {
        frameStartTick(index + 1, fps: fps, ticksPerSecond: 100) - frameStartTick(index, fps: fps, ticksPerSecond: 100)
    }

    /// Adds the next frame. The one before it is written now that its disposal is known:
    /// whether this frame can be drawn over it.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` for a frame of another size, an encoder
    ///   already finished, or a libimagequant error (the encoder then stops); what `output` throws.
    public func append(_ image: RasterImage) throws {
        guard image.width == width, image.height == height else {
            throw CodecError.gifEncoding(
                "frame \(frameCount) is \(image.width)x\(image.height), the animation \(width)x\(height)")
        }
        try append(palette.prepare(image))
    }

    /// Adds the next frame, prepared (on any thread) by the palette given to the encoder;
    /// see ``append(_:)-(RasterImage)``.
    public func append(_ prepared: PreparedGIFFrame) throws {
        guard isOpen else { throw CodecError.gifEncoding("the GIF is already finished or failed") }
        let pixels = prepared.pixels
        guard pixels.width == width, pixels.height == height else {
            throw CodecError.gifEncoding(
                "frame \(frameCount) is \(pixels.width)x\(pixels.height), the animation \(width)x\(height)")
        }
        let delay = Self.delayCentiseconds(frame: frameCount, fps: fps)
        frameCount += 1
        guard var pending else {
            self.pending = PendingFrame(frame: prepared, drawnOver: nil, earlierDelay: 0, lastDelay: delay)
            firstPixels = pixels
            return
        }
        if pixels == pending.pixels, pending.earlierDelay + pending.lastDelay + delay <= Self.maximumDelayCentiseconds {
            pending.earlierDelay += pending.lastDelay
            pending.lastDelay = delay
            self.pending = pending
            return
        }
        // The pixels this frame turns transparent: the frame before must clear them.
        let blanked = pending.pixels.blankedBounds(in: pixels)
        let written = try writeFrame(pending, delay: pending.earlierDelay + pending.lastDelay, clearing: blanked)
        // Drawn over what the frame before leaves: its picture, less the rectangle it clears.
        let shown = blanked == nil ? pending.pixels : pending.pixels.clearing(written)
        self.pending = PendingFrame(frame: prepared, drawnOver: shown, earlierDelay: 0, lastDelay: delay)
    }

    /// Ends the GIF: writes the file, its last frame and the trailer. The encoder cannot be used afterwards.
    ///
    /// - Parameter lastFrameDelayCentiseconds: how long the last frame shows, 0…65 535 cs;
    ///   nil (the default) for its ``delayCentiseconds(frame:fps:)`` like every other frame.
    ///   A longer delay holds the last frame, e.g. the regular delay plus 200 for 2 s more.
    /// - Throws: ``CodecError/gifEncoding(_:)`` when no frame was appended, the delay
    ///   is out of range, the encoder is already finished, or the frames' temporary file
    ///   cannot be read; what `output` throws.
    public func finish(lastFrameDelayCentiseconds: Int? = nil) throws {
        guard isOpen else { throw CodecError.gifEncoding("the GIF is already finished or failed") }
        guard let pending else { throw CodecError.gifEncoding("the animation has no frames") }
        let lastDelay = lastFrameDelayCentiseconds ?? pending.lastDelay
        guard (0...Self.maximumDelayCentiseconds).contains(lastDelay) else {
            throw CodecError.gifEncoding(
                "the last frame's delay must be 0 to \(Self.maximumDelayCentiseconds) cs, not \(lastDelay)")
        }
        // The first frame, drawn as on a clear screen, can follow the last when the animation
        // plays again, even in a player that does not clear the screen: the last frame clears
        // what the first does not cover, the pixels it shows that are transparent in the first.
        let first = firstPixels ?? pending.pixels
        let blanked = pending.pixels.blankedBounds(in: first)
        if pending.earlierDelay + lastDelay <= Self.maximumDelayCentiseconds {
            try writeFrame(pending, delay: pending.earlierDelay + lastDelay, clearing: blanked)
        } else {
            // Too long for one delay: the frame, then the same picture again.
            try writeFrame(pending, delay: pending.earlierDelay, clearing: nil)
            try writeFrame(
                PendingFrame(frame: pending.frame, drawnOver: pending.pixels, earlierDelay: 0, lastDelay: 0),
                delay: lastDelay, clearing: blanked)
        }
        self.pending = nil
        // Whatever happens now, nothing more can be appended.
        isOpen = false
        let newIndex = tableOrder.newIndices
        try hand(header(newIndex))
        try spool.readEntries { entry in
            let frame = (entry.frame.palette == nil ? entry.frame.renumbered(newIndex) : entry.frame).compacted()
            try hand(Self.bytes(of: frame, delay: entry.delay, clearing: entry.clearing, lzw: lzw))
        }
        try hand([0x3B])
    }

    /// The pixels of `frame` that change the screen, indexed: a rectangle and its indices.
    ///
    /// - Parameter clearing: for a frame disposed to background, what its rectangle must
    ///   also cover: the pixels it shows that must be clear after it.
    private func indexed(_ frame: PendingFrame, clearing: PixelBounds?) -> IndexedGIFFrame {
        let pixels = frame.pixels
        let opaqueBounds = frame.frame.opaqueBounds
        var bounds = frame.drawnOver.map { pixels.changedBounds(from: $0) } ?? opaqueBounds
        if let clearing { bounds = bounds.map { $0.union(clearing) } ?? clearing }
        // A frame that changes nothing still has a rectangle: one pixel left as it is.
        let rectangle = bounds ?? PixelBounds(left: 0, top: 0, right: 1, bottom: 1)
        // Pixels the screen already shows (unchanged since the frame drawn over) are left as they
        // are; on a clear screen, so are the transparent ones.
        let prepared = frame.frame
        let transparent = prepared.transparentIndex
        let indices = [UInt8](unsafeUninitializedCapacity: rectangle.width * rectangle.height) { indices, count in
            pixels.pixels.withUnsafeBufferPointer { now in
                prepared.indices.withUnsafeBufferPointer { source in
                    func copy(keeping kept: (Int) -> Bool) {
                        for y in rectangle.top..<rectangle.bottom {
                            for p in y * width + rectangle.left..<y * width + rectangle.right {
                                indices[count] = kept(p) ? transparent : source[p]
                                count += 1
                            }
                        }
                    }
                    if let before = frame.drawnOver {
                        before.pixels.withUnsafeBufferPointer { before in copy { before[$0] == now[$0] } }
                    } else {
                        copy { now[$0] == 0 }
                    }
                }
            }
        }
        return IndexedGIFFrame(
            left: rectangle.left, top: rectangle.top, width: rectangle.width, height: rectangle.height,
            palette: prepared.palette, colorCount: prepared.palette?.count ?? palette.colors.count + 1,
            transparentIndex: prepared.transparentIndex, indices: indices)
    }

    /// Makes one frame with its delay and disposal, and keeps it until the file is written.
    /// Returns its rectangle.
    ///
    /// - Parameter clearing: for a frame disposed to background, the pixels that must be
    ///   clear after it; nil for a frame left in place.
    @discardableResult
    private func writeFrame(_ pending: PendingFrame, delay: Int, clearing: PixelBounds?) throws -> PixelBounds {
        let clears = clearing != nil
        var frame = indexed(pending, clearing: clearing)
        let colors =
            frame.palette.map { GIFScreen.Colors($0, transparentIndex: frame.transparentIndex) } ?? sharedColors
        let (left, bits) = screen.leavingUnchanged(frame, colors: colors, clearing: clearing, lzw: lzw)
        frame = left
        screen.show(frame, colors: colors, clearing: clears)
        tableOrder.count(frame, bits: bits)
        do {
            try spool.append(GIFFrameSpool.Entry(frame: frame, delay: delay, clearing: clears))
        } catch {
            isOpen = false
            throw error
        }
        return PixelBounds(
            left: frame.left, top: frame.top, right: frame.left + frame.width, bottom: frame.top + frame.height)
    }

    /// A frame's bytes: its graphic control extension, image descriptor, local color table if
    /// any, and compressed indices.
    private static func bytes(of frame: IndexedGIFFrame, delay: Int, clearing: Bool, lzw: GIFLZW) -> [UInt8] {
        // The graphic control extension: disposal 2 (to background) or 1 (leave in place),
        // the delay, and the transparent index when there is one.
        let disposal: UInt8 = clearing ? 2 : 1
        var bytes: [UInt8] = [0x21, 0xF9, 4, disposal << 2 | (frame.transparentIndex == nil ? 0 : 1)]
        bytes += Self.littleEndian(delay) + [frame.transparentIndex ?? 0, 0]
        bytes += [0x2C] + Self.littleEndian(frame.left) + Self.littleEndian(frame.top)
        bytes += Self.littleEndian(frame.width) + Self.littleEndian(frame.height)
        let minimumCodeSize: Int
        if let own = frame.palette {
            let table = Self.colorTable(own)
            bytes += [0x80 | table.sizeBits] + table.bytes
            minimumCodeSize = max(Int(table.sizeBits) + 1, 2)
        } else {
            bytes.append(0)
            minimumCodeSize = GIFLZW.minimumCodeSize(indexCount: Int(frame.indices.max() ?? 0) + 1)
        }
        return bytes + lzw.compress(frame.indices, minimumCodeSize: minimumCodeSize)
    }

    /// Hands bytes to `output`; after an error, the encoder stops.
    private func hand(_ bytes: [UInt8]) throws {
        do {
            try output(bytes)
        } catch {
            isOpen = false
            throw error
        }
    }

    /// A 16-bit number, low byte first.
    private static func littleEndian(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }

    /// A color table padded with black to a power of two (at least 2), and its size field
    /// (the table has 2^(sizeBits + 1) entries).
    private static func colorTable(_ colors: [IndexedGIFFrame.RGB]) -> (bytes: [UInt8], sizeBits: UInt8) {
        var sizeBits: UInt8 = 0
        while 2 << sizeBits < colors.count { sizeBits += 1 }
        var bytes = colors.flatMap { [$0.red, $0.green, $0.blue] }
        bytes += repeatElement(0, count: (2 << sizeBits) * 3 - bytes.count)
        return (bytes, sizeBits)
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
}
