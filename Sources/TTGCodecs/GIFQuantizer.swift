import CImageQuant
import TTGScene

extension AnimatedGIFEncoder {
    /// Pixels with at least this alpha are opaque in a GIF; the others are transparent.
    ///
    /// GIF transparency is one bit a pixel, so alpha is thresholded at one half:
    /// an anti-aliased edge keeps the pixels that are at least half covered,
    /// drawn opaque in their own (straight, non-premultiplied) color, and drops
    /// the rest. Edges over transparency are therefore hard; a scene with an
    /// opaque background keeps its smooth edges.
    public static let opaqueAlphaThreshold: UInt8 = 128

    /// libimagequant's speed, 1 (slowest, best) … 10 (fastest); 4 is pngquant's
    /// default, set explicitly because the speed changes the palette.
    static let quantizerSpeed: Int32 = 4

    /// Floyd–Steinberg dithering strength of a frame quantized on its own, 0 (none) … 1
    /// (full). Full dithering keeps gradients free of bands; libimagequant only dithers
    /// where it reduces visible error, so flat areas stay flat.
    static let ditheringLevel: Float = 1

    /// A frame reduced to its own palette with libimagequant: a local color table, for when
    /// the animation's shared ``GIFPalette`` shows it worse.
    ///
    /// `rgba` has one-bit alpha already (see ``OneBitAlphaFrame``). The palette has up to 255
    /// colors and ends with the transparent entry, which every transparent pixel uses and no
    /// opaque pixel does (the encoder also uses it to leave pixels as they are).
    static func quantize(rgba pixels: [UInt8], width: Int, height: Int) throws -> (
        palette: [IndexedGIFFrame.RGB], transparentIndex: UInt8, indices: [UInt8]
    ) {
        let pixelCount = width * height
        guard stride(from: 3, to: pixels.count, by: 4).contains(where: { pixels[$0] != 0 }) else {
            return ([transparentColor], 0, [UInt8](repeating: 0, count: pixelCount))
        }
        let (liqPalette, liqIndices) = try quantizeWithImageQuant(pixels, width: width, height: height, maxColors: 255)

        // Keep libimagequant's opaque colors in order; the transparent entry goes last.
        var opaqueColors: [IndexedGIFFrame.RGB] = []
        var newIndex = [UInt8?](repeating: nil, count: liqPalette.count)
        for (i, color) in liqPalette.enumerated() where color.a >= opaqueAlphaThreshold {
            newIndex[i] = UInt8(opaqueColors.count)
            opaqueColors.append(IndexedGIFFrame.RGB(red: color.r, green: color.g, blue: color.b))
        }
        guard !opaqueColors.isEmpty else {
            throw CodecError.gifEncoding("libimagequant made no opaque color for an image with opaque pixels")
        }
        let transparentIndex = UInt8(opaqueColors.count)
        let palette = opaqueColors + [transparentColor]

        var indices = [UInt8](repeating: 0, count: pixelCount)
        for p in 0..<pixelCount {
            if pixels[4 * p + 3] == 0 {
                indices[p] = transparentIndex
            } else if let index = newIndex[Int(liqIndices[p])] {
                indices[p] = index
            } else {
                // An opaque pixel matched to a see-through entry: with alpha only
                // 0 or 255 in the input this does not happen, but the rule must hold.
                indices[p] = nearest(
                    red: pixels[4 * p], green: pixels[4 * p + 1], blue: pixels[4 * p + 2],
                    in: opaqueColors)
            }
        }
        return (palette, transparentIndex, indices)
    }

    /// The color written for the transparent entry; never shown.
    static let transparentColor = IndexedGIFFrame.RGB(red: 0, green: 0, blue: 0)

    /// libimagequant's palette (straight RGBA) and the remapped, dithered indices.
    private static func quantizeWithImageQuant(
        _ pixels: [UInt8], width: Int, height: Int,
        maxColors: Int32
    ) throws -> ([liq_color], [UInt8]) {
        omp_set_num_threads(1)
        guard let attributes = liq_attr_create() else { throw CodecError.gifEncoding("libimagequant: out of memory") }
        defer { liq_attr_destroy(attributes) }
        try check(liq_set_max_colors(attributes, maxColors), "setting the color count")
        try check(liq_set_speed(attributes, quantizerSpeed), "setting the speed")
        return try pixels.withUnsafeBytes { bitmap in
            // libimagequant reads `bitmap` in place: the image must not outlive this closure.
            guard let image = liq_image_create_rgba(attributes, bitmap.baseAddress!, Int32(width), Int32(height), 0)
            else {
                throw CodecError.gifEncoding("libimagequant refused a \(width)x\(height) image")
            }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            try check(liq_image_quantize(image, attributes, &result), "quantizing")
            guard let result else { throw CodecError.gifEncoding("libimagequant returned no palette") }
            defer { liq_result_destroy(result) }
            try check(liq_set_dithering_level(result, ditheringLevel), "setting the dithering level")
            var indices = [UInt8](repeating: 0, count: width * height)
            try check(liq_write_remapped_image(result, image, &indices, indices.count), "remapping")
            // Remapping refines the palette, so it is read afterwards.
            return (try palette(of: result), indices)
        }
    }

    /// The palette of a libimagequant result, straight RGBA.
    static func palette(of result: OpaquePointer) throws -> [liq_color] {
        guard let palette = liq_get_palette(result) else {
            throw CodecError.gifEncoding("libimagequant returned no palette")
        }
        let colors = withUnsafeBytes(of: palette.pointee.entries) { Array($0.bindMemory(to: liq_color.self)) }
        return Array(colors.prefix(Int(palette.pointee.count)))
    }

    /// The index of the color closest to (red, green, blue), by squared distance; the first of equals.
    static func nearest(red: UInt8, green: UInt8, blue: UInt8, in colors: [IndexedGIFFrame.RGB]) -> UInt8 {
        func distance(_ c: IndexedGIFFrame.RGB) -> Int {
            let (dr, dg, db) = (Int(c.red) - Int(red), Int(c.green) - Int(green), Int(c.blue) - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        var best = 0
        for i in colors.indices where distance(colors[i]) < distance(colors[best]) { best = i }
        return UInt8(best)
    }

    static func check(_ status: liq_error, _ step: String) throws {
        guard status != LIQ_OK else { return }
        let reason =
            switch status {
            case LIQ_QUALITY_TOO_LOW: "quality too low"
            case LIQ_VALUE_OUT_OF_RANGE: "value out of range"
            case LIQ_OUT_OF_MEMORY: "out of memory"
            case LIQ_ABORTED: "aborted"
            case LIQ_BITMAP_NOT_AVAILABLE: "bitmap not available"
            case LIQ_BUFFER_TOO_SMALL: "buffer too small"
            case LIQ_INVALID_POINTER: "invalid pointer"
            case LIQ_UNSUPPORTED: "unsupported"
            default: "error \(status.rawValue)"
            }
        throw CodecError.gifEncoding("libimagequant failed \(step): \(reason)")
    }
}
