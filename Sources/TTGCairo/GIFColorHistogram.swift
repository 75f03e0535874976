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

    /// - Throws: ``RenderError/gifEncoding(_:)`` when libimagequant cannot start.
    public init() throws {
        guard let attributes = liq_attr_create() else { throw RenderError.gifEncoding("libimagequant: out of memory") }
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw RenderError.gifEncoding("libimagequant: out of memory")
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

    /// Counts the colors of one frame, as the GIF will show it (alpha thresholded at
    /// ``AnimatedGIFEncoder/opaqueAlphaThreshold``).
    ///
    /// - Throws: ``RenderError/gifEncoding(_:)`` for an empty frame, one of another size than
    ///   the first, or a libimagequant error.
    public func add(_ image: RasterImage) throws {
        guard image.width > 0, image.height > 0 else {
            throw RenderError.gifEncoding("the frame is empty (\(image.width)x\(image.height))")
        }
        if let size, size != (image.width, image.height) {
            throw RenderError.gifEncoding(
                "a frame is \(image.width)x\(image.height), the first \(size.width)x\(size.height)")
        }
        size = (image.width, image.height)
        try add(OneBitAlphaFrame(image))
    }

    func add(_ frame: OneBitAlphaFrame) throws {
        omp_set_num_threads(1)
        try frame.pixels.withUnsafeBytes { bitmap in
            // libimagequant reads `bitmap` while adding: the image must not outlive this closure.
            guard
                let image = liq_image_create_rgba(
                    attributes, bitmap.baseAddress!, Int32(frame.width), Int32(frame.height), 0)
            else {
                throw RenderError.gifEncoding("libimagequant refused a \(frame.width)x\(frame.height) image")
            }
            defer { liq_image_destroy(image) }
            try AnimatedGIFEncoder.check(liq_histogram_add_image(histogram, attributes, image), "counting colors")
        }
    }

    /// The palette for every frame added: at most 255 colors and the transparent entry.
    ///
    /// - Throws: ``RenderError/gifEncoding(_:)`` when no frame was added or libimagequant fails.
    public func palette() throws -> GIFPalette {
        guard size != nil else { throw RenderError.gifEncoding("the animation has no frames") }
        omp_set_num_threads(1)
        var result: OpaquePointer?
        try AnimatedGIFEncoder.check(liq_histogram_quantize(histogram, attributes, &result), "choosing the palette")
        guard let result else { throw RenderError.gifEncoding("libimagequant returned no palette") }
        return try GIFPalette(result: result, attributes: attributes)
    }
}
