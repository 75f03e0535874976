import CImageQuant

/// The palette every frame of a GIF shares (its global color table), made by
/// ``GIFColorHistogram/palette()``, and the remapping of frames to it.
///
/// Entries are libimagequant's opaque colors in its order, then the transparent entry:
/// at most 256 in all. A frame whose colors the shared palette shows worse than
/// ``sharedErrorLimit`` is also quantized on its own, and keeps whichever of the two
/// is closer (it then carries a local color table).
public final class GIFPalette {
    /// The opaque colors; the transparent entry follows them.
    let colors: [IndexedGIFFrame.RGB]
    /// The entry that shows as transparent: after every color.
    var transparentIndex: UInt8 { UInt8(colors.count) }

    /// The root mean square error per channel (of 255), over a frame's opaque pixels, above
    /// which the frame is also quantized on its own. Across the 20 refresh loops the shared
    /// palette stays under it; a frame whose colors are new to the animation (a flash, a
    /// color change) gets its own table.
    public static let sharedErrorLimit = 1.5

    private let attributes: OpaquePointer
    private let result: OpaquePointer
    /// libimagequant's palette index → ours.
    private var entries: [UInt8] = []
    /// libimagequant's palette as last read (each entry packed in a `UInt32`), to notice if remapping changed it.
    private var liqPalette: [UInt32] = []

    init(result: OpaquePointer, attributes: OpaquePointer) throws {
        guard let attributes = liq_attr_copy(attributes) else {
            liq_result_destroy(result)
            throw RenderError.gifEncoding("libimagequant: out of memory")
        }
        self.attributes = attributes
        self.result = result
        let palette = Self.read(result)
        colors = palette.filter { $0.a >= AnimatedGIFEncoder.opaqueAlphaThreshold }.map {
            IndexedGIFFrame.RGB(red: $0.r, green: $0.g, blue: $0.b)
        }
        do {
            try AnimatedGIFEncoder.check(
                liq_set_dithering_level(result, AnimatedGIFEncoder.ditheringLevel), "setting the dithering level")
        } catch {
            liq_result_destroy(result)
            liq_attr_destroy(attributes)
            throw error
        }
        updateEntries(palette)
    }

    deinit {
        liq_result_destroy(result)
        liq_attr_destroy(attributes)
    }

    /// The indexed pixels of a cut (RGBA, transparent pixels 0) and the table they index:
    /// nil for this palette, or the cut's own colors when they are closer.
    func index(_ cut: [UInt8], width: Int, height: Int) throws -> (
        palette: [IndexedGIFFrame.RGB]?, transparentIndex: UInt8?, indices: [UInt8]
    ) {
        let shared = try remap(cut, width: width, height: height)
        let sharedError = Self.rootMeanSquareError(cut, shared, colors)
        guard sharedError > Self.sharedErrorLimit else { return (nil, transparentIndex, shared) }
        let own = try AnimatedGIFEncoder.quantize(rgba: cut, width: width, height: height)
        guard Self.rootMeanSquareError(cut, own.indices, own.palette) < sharedError else {
            return (nil, transparentIndex, shared)
        }
        return (own.palette, own.transparentIndex, own.indices)
    }

    /// The cut remapped to this palette with libimagequant's dithering; transparent pixels get ``transparentIndex``.
    private func remap(_ cut: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        omp_set_num_threads(1)
        var indices = try cut.withUnsafeBytes { bitmap in
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
        for p in indices.indices {
            if cut[4 * p + 3] == 0 {
                indices[p] = transparentIndex
            } else {
                indices[p] = entries[Int(indices[p])]
                // An opaque pixel matched to a see-through entry: not expected with one-bit alpha,
                // but an opaque pixel must stay opaque.
                if indices[p] == transparentIndex {
                    indices[p] = AnimatedGIFEncoder.nearest(
                        red: cut[4 * p], green: cut[4 * p + 1], blue: cut[4 * p + 2], in: colors)
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
            color.a >= AnimatedGIFEncoder.opaqueAlphaThreshold
                ? AnimatedGIFEncoder.nearest(red: color.r, green: color.g, blue: color.b, in: colors)
                : transparentIndex
        }
    }

    private static func packed(_ color: liq_color) -> UInt32 {
        UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
    }

    private static func read(_ result: OpaquePointer) -> [liq_color] {
        guard let palette = liq_get_palette(result) else { return [] }
        let colors = withUnsafeBytes(of: palette.pointee.entries) { Array($0.bindMemory(to: liq_color.self)) }
        return Array(colors.prefix(Int(palette.pointee.count)))
    }

    /// The root mean square error per channel between a cut's opaque pixels and the colors
    /// they are indexed to (0 when no pixel is opaque).
    static func rootMeanSquareError(_ cut: [UInt8], _ indices: [UInt8], _ palette: [IndexedGIFFrame.RGB]) -> Double {
        var sum = 0
        var count = 0
        for p in indices.indices where cut[4 * p + 3] != 0 && Int(indices[p]) < palette.count {
            let color = palette[Int(indices[p])]
            let (dr, dg, db) = (
                Int(color.red) - Int(cut[4 * p]), Int(color.green) - Int(cut[4 * p + 1]),
                Int(color.blue) - Int(cut[4 * p + 2])
            )
            sum += dr * dr + dg * dg + db * db
            count += 3
        }
        return count == 0 ? 0 : (Double(sum) / Double(count)).squareRoot()
    }
}
