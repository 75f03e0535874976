import CImageQuant
import Foundation
import TTGScene

/// The palette every frame of a GIF shares (its global color table), made by
/// ``GIFColorHistogram/palette()``, and the indexing of frames to it.
///
/// Entries are libimagequant's opaque colors in its order, then the transparent entry:
/// at most 256 in all. ``prepare(_:)`` indexes a frame on any thread: frames are prepared
/// in parallel, then appended to the encoder in order.
public final class GIFPalette: @unchecked Sendable {
    /// The opaque colors; the transparent entry follows them.
    let colors: [IndexedGIFFrame.RGB]
    /// The entry that shows as transparent: after every color.
    var transparentIndex: UInt8 { UInt8(colors.count) }

    /// The root mean square error per channel (of 255), over a frame's opaque pixels, above
    /// which the frame is also quantized on its own, and keeps whichever is closer (it then
    /// carries a local color table). A frame whose colors are new to the animation (a
    /// flash, a color change) gets its own table.
    public static let sharedErrorLimit = 1.5

    /// Remappers not in use: libimagequant's remapping is not thread-safe, so each thread
    /// takes one of its own.
    private var idle: [GIFRemapper] = []
    private let lock = NSLock()

    init(colors: [IndexedGIFFrame.RGB]) {
        self.colors = colors
    }

    /// A frame indexed to this palette (with libimagequant's dithering), or to its own
    /// when that is closer by more than ``sharedErrorLimit``. Thread-safe.
    ///
    /// - Throws: ``RenderError/gifEncoding(_:)`` for a libimagequant error.
    public func prepare(_ image: RasterImage) throws -> PreparedGIFFrame {
        let pixels = OneBitAlphaFrame(image)
        // Only the opaque pixels' rectangle is indexed; the rest is transparent.
        let opaqueBounds = pixels.opaqueBounds
        guard let bounds = opaqueBounds else {
            return PreparedGIFFrame(
                pixels: pixels, opaqueBounds: nil, palette: nil, transparentIndex: transparentIndex,
                indices: [UInt8](repeating: transparentIndex, count: pixels.pixels.count))
        }
        let rgba = pixels.rgba(bounds)
        let remapper = try takeRemapper()
        defer { giveBack(remapper) }
        var (palette, transparent, indices): ([IndexedGIFFrame.RGB]?, UInt8, [UInt8]) = (
            nil, transparentIndex, try remapper.remap(rgba, width: bounds.width, height: bounds.height)
        )
        let sharedError = Self.rootMeanSquareError(rgba, indices, colors)
        if sharedError > Self.sharedErrorLimit {
            let own = try AnimatedGIFEncoder.quantize(rgba: rgba, width: bounds.width, height: bounds.height)
            if Self.rootMeanSquareError(rgba, own.indices, own.palette) < sharedError {
                (palette, transparent, indices) = (own.palette, own.transparentIndex, own.indices)
            }
        }
        var whole = [UInt8](repeating: transparent, count: pixels.pixels.count)
        for y in 0..<bounds.height {
            let row = (bounds.top + y) * pixels.width + bounds.left
            whole[row..<row + bounds.width] = indices[y * bounds.width..<(y + 1) * bounds.width]
        }
        return PreparedGIFFrame(
            pixels: pixels, opaqueBounds: bounds, palette: palette, transparentIndex: transparent, indices: whole)
    }

    private func takeRemapper() throws -> GIFRemapper {
        lock.lock()
        let remapper = idle.popLast()
        lock.unlock()
        return try remapper ?? GIFRemapper(colors: colors)
    }

    private func giveBack(_ remapper: GIFRemapper) {
        lock.lock()
        idle.append(remapper)
        lock.unlock()
    }

    /// The root mean square error per channel between a frame's opaque pixels and the colors
    /// they are indexed to (0 when no pixel is opaque).
    static func rootMeanSquareError(_ rgba: [UInt8], _ indices: [UInt8], _ palette: [IndexedGIFFrame.RGB]) -> Double {
        var sum = 0
        var count = 0
        for p in indices.indices where rgba[4 * p + 3] != 0 && Int(indices[p]) < palette.count {
            let color = palette[Int(indices[p])]
            let (dr, dg, db) = (
                Int(color.red) - Int(rgba[4 * p]), Int(color.green) - Int(rgba[4 * p + 1]),
                Int(color.blue) - Int(rgba[4 * p + 2])
            )
            sum += dr * dr + dg * dg + db * db
            count += 3
        }
        return count == 0 ? 0 : (Double(sum) / Double(count)).squareRoot()
    }
}

/// A rendered frame made ready for ``AnimatedGIFEncoder/append(_:)-(PreparedGIFFrame)``:
/// its pixels as the GIF shows them and its palette indices, which ``GIFPalette/prepare(_:)``
/// computes on any thread.
public struct PreparedGIFFrame: Sendable {
    let pixels: OneBitAlphaFrame
    /// The smallest rectangle holding every opaque pixel; nil when there is none.
    let opaqueBounds: PixelBounds?
    /// The frame's own colors, or nil for the shared palette.
    let palette: [IndexedGIFFrame.RGB]?
    let transparentIndex: UInt8
    /// One index a pixel, rows top to bottom.
    let indices: [UInt8]
}

/// libimagequant set to remap images to a given palette, with dithering; one thread at a time.
final class GIFRemapper {
    private let colors: [IndexedGIFFrame.RGB]
    private let attributes: OpaquePointer
    private let result: OpaquePointer
    /// libimagequant's palette index → ours.
    private var entries: [UInt8] = []
    /// libimagequant's palette as last read (each entry packed in a `UInt32`), to notice if remapping changed it.
    private var liqPalette: [UInt32] = []

    /// A remapper whose palette is exactly `colors` and the transparent entry: every entry is a
    /// fixed color of an otherwise empty histogram.
    init(colors: [IndexedGIFFrame.RGB]) throws {
        omp_set_num_threads(1)
        self.colors = colors
        guard let attributes = liq_attr_create() else { throw RenderError.gifEncoding("libimagequant: out of memory") }
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw RenderError.gifEncoding("libimagequant: out of memory")
        }
        defer { liq_histogram_destroy(histogram) }
        var result: OpaquePointer?
        do {
            try AnimatedGIFEncoder.check(liq_set_max_colors(attributes, Int32(colors.count + 1)), "setting the colors")
            let fixed =
                colors.map { liq_color(r: $0.red, g: $0.green, b: $0.blue, a: 255) } + [
                    liq_color(r: 0, g: 0, b: 0, a: 0)
                ]
            for color in fixed {
                try AnimatedGIFEncoder.check(liq_histogram_add_fixed_color(histogram, color, 0), "fixing the palette")
            }
            // libimagequant quantizes only a histogram that has seen an image: one of the colors themselves.
            let strip = fixed.flatMap { [$0.r, $0.g, $0.b, $0.a] }
            try strip.withUnsafeBytes { bitmap in
                guard let image = liq_image_create_rgba(attributes, bitmap.baseAddress!, Int32(fixed.count), 1, 0)
                else {
                    throw RenderError.gifEncoding("libimagequant refused the palette")
                }
                defer { liq_image_destroy(image) }
                try AnimatedGIFEncoder.check(
                    liq_histogram_add_image(histogram, attributes, image), "fixing the palette")
            }
            try AnimatedGIFEncoder.check(liq_histogram_quantize(histogram, attributes, &result), "making the palette")
            guard let result else { throw RenderError.gifEncoding("libimagequant returned no palette") }
            try AnimatedGIFEncoder.check(
                liq_set_dithering_level(result, AnimatedGIFEncoder.ditheringLevel), "setting the dithering level")
        } catch {
            result.map { liq_result_destroy($0) }
            liq_attr_destroy(attributes)
            throw error
        }
        self.attributes = attributes
        self.result = result!
        updateEntries(Self.read(self.result))
    }

    deinit {
        liq_result_destroy(result)
        liq_attr_destroy(attributes)
    }

    /// The image (RGBA, one-bit alpha) remapped to the palette; transparent pixels get the transparent entry.
    func remap(_ rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        omp_set_num_threads(1)
        var indices = try rgba.withUnsafeBytes { bitmap in
            // libimagequant reads `bitmap` in place: the image must not outlive this closure.
            guard let image = liq_image_create_rgba(attributes, bitmap.baseAddress!, Int32(width), Int32(height), 0)
            else {
                throw RenderError.gifEncoding("libimagequant refused a \(width)x\(height) image")
            }
            defer { liq_image_destroy(image) }
            var indices = [UInt8](repeating: 0, count: width * height)
            try AnimatedGIFEncoder.check(liq_write_remapped_image(result, image, &indices, indices.count), "remapping")
            return indices
        }
        let palette = Self.read(result)
        if palette.map(Self.packed) != liqPalette { updateEntries(palette) }
        let transparent = UInt8(colors.count)
        for p in indices.indices {
            if rgba[4 * p + 3] == 0 {
                indices[p] = transparent
            } else {
                indices[p] = entries[Int(indices[p])]
                // An opaque pixel matched to a see-through entry: not expected with one-bit alpha,
                // but an opaque pixel must stay opaque.
                if indices[p] == transparent {
                    indices[p] = AnimatedGIFEncoder.nearest(
                        red: rgba[4 * p], green: rgba[4 * p + 1], blue: rgba[4 * p + 2], in: colors)
                }
            }
        }
        return indices
    }

    /// Maps libimagequant's entries to ours: each opaque color to the nearest of ``colors``
    /// (itself, unless remapping refined it), each see-through one to the transparent entry.
    private func updateEntries(_ palette: [liq_color]) {
        liqPalette = palette.map(Self.packed)
        entries = palette.map { color in
            color.a >= AnimatedGIFEncoder.opaqueAlphaThreshold && !colors.isEmpty
                ? AnimatedGIFEncoder.nearest(red: color.r, green: color.g, blue: color.b, in: colors)
                : UInt8(colors.count)
        }
    }

    private static func packed(_ color: liq_color) -> UInt32 {
        UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
    }

    static func read(_ result: OpaquePointer) -> [liq_color] {
        guard let palette = liq_get_palette(result) else { return [] }
        let colors = withUnsafeBytes(of: palette.pointee.entries) { Array($0.bindMemory(to: liq_color.self)) }
        return Array(colors.prefix(Int(palette.pointee.count)))
    }
}
