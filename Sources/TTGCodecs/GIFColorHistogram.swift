import CImageQuant
import TTGScene

/// The colors of every frame of an animation, counted so that libimagequant can choose
/// one palette for all of them: the GIF's ``GIFPalette``.
///
/// One palette for the whole animation is what lets a GIF store only what changes: a
/// pixel that keeps its color keeps its palette entry, where a palette per frame would
/// re-dither still areas differently every frame. Add every frame, then call
/// ``palette()``; the same frames in the same order always give the same palette.
public final class GIFColorHistogram {
    private let attributes: OpaquePointer
    private let histogram: OpaquePointer
    private var size: (width: Int, height: Int)?
    /// Whether any frame had an opaque pixel.
    private var hasColors = false

    /// - Throws: ``CodecError/gifEncoding(_:)`` when libimagequant cannot start.
    public init() throws {
        guard let attributes = liq_attr_create() else { throw CodecError.gifEncoding("libimagequant: out of memory") }
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw CodecError.gifEncoding("libimagequant: out of memory")
        }
        self.attributes = attributes
        self.histogram = histogram
        do {
            try AnimatedGIFEncoder.check(liq_set_max_colors(attributes, 256), "setting the color count")
            try AnimatedGIFEncoder.check(
                liq_set_speed(attributes, AnimatedGIFEncoder.quantizerSpeed), "setting the speed")
            // The transparent entry every frame needs to leave pixels as they are.
            try AnimatedGIFEncoder.check(
                liq_histogram_add_fixed_color(histogram, liq_color(r: 0, g: 0, b: 0, a: 0), 0), "adding transparency")
        } catch {
            liq_histogram_destroy(histogram)
            liq_attr_destroy(attributes)
            throw error
        }
    }

    deinit {
        liq_histogram_destroy(histogram)
        liq_attr_destroy(attributes)
    }

    /// The opaque colors of one frame and how many pixels have each, as the GIF will show them
    /// (alpha thresholded at ``AnimatedGIFEncoder/opaqueAlphaThreshold``): what ``add(_:)-(Colors)``
    /// takes. Counted on any thread.
    public struct Colors: Sendable {
        let width: Int
        let height: Int
        let counts: [UInt32: UInt32]

        public init(_ image: RasterImage) {
            (width, height) = (image.width, image.height)
            var counts: [UInt32: UInt32] = [:]
            var (run, length): (UInt32, UInt32) = (0, 0)
            for pixel in OneBitAlphaFrame(image).pixels {
                if pixel == run {
                    length += 1
                    continue
                }
                if run != 0 { counts[run, default: 0] += length }
                (run, length) = (pixel, 1)
            }
            if run != 0 { counts[run, default: 0] += length }
            self.counts = counts
        }
    }

    /// Counts the colors of one frame; see ``add(_:)-(Colors)``.
    public func add(_ image: RasterImage) throws {
        try add(Colors(image))
    }

    /// Adds one frame's colors.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` for an empty frame, one of another size than
    ///   the first, or a libimagequant error.
    public func add(_ colors: Colors) throws {
        guard colors.width > 0, colors.height > 0 else {
            throw CodecError.gifEncoding("the frame is empty (\(colors.width)x\(colors.height))")
        }
        if let size, size != (colors.width, colors.height) {
            throw CodecError.gifEncoding(
                "a frame is \(colors.width)x\(colors.height), the first \(size.width)x\(size.height)")
        }
        size = (colors.width, colors.height)
        // In a fixed order (the dictionary's is not), so that the same frames give the same palette.
        let entries = colors.counts.sorted { $0.key < $1.key }.map { color, count in
            liq_histogram_entry(
                color: liq_color(
                    r: UInt8(truncatingIfNeeded: color), g: UInt8(truncatingIfNeeded: color >> 8),
                    b: UInt8(truncatingIfNeeded: color >> 16), a: 255),
                count: count)
        }
        guard !entries.isEmpty else { return }
        hasColors = true
        try AnimatedGIFEncoder.check(
            liq_histogram_add_colors(histogram, attributes, entries, Int32(entries.count), 0), "counting colors")
    }

    /// The palette for every frame added: at most 255 colors and the transparent entry.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` when no frame was added or libimagequant fails.
    public func palette() throws -> GIFPalette {
        guard size != nil else { throw CodecError.gifEncoding("the animation has no frames") }
        guard hasColors else { return GIFPalette(colors: []) }
        omp_set_num_threads(1)
        var result: OpaquePointer?
        try AnimatedGIFEncoder.check(liq_histogram_quantize(histogram, attributes, &result), "choosing the palette")
        guard let result else { throw CodecError.gifEncoding("libimagequant returned no palette") }
        defer { liq_result_destroy(result) }
        return GIFPalette(
            colors: try AnimatedGIFEncoder.palette(of: result).filter {
                $0.a >= AnimatedGIFEncoder.opaqueAlphaThreshold
            }.map {
                IndexedGIFFrame.RGB(red: $0.r, green: $0.g, blue: $0.b)
            })
    }
}
