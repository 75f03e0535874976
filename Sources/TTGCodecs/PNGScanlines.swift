import TTGScene

/// An image laid out as PNG scanlines ready for compression: the color type
/// and palette chosen for it, and every row as a filter-type byte followed by
/// the row's samples.
///
/// Rows use filter type 0 (None). Measured with libdeflate on the bench
/// frames (flat vector art, antialiased edges, and a grainy landscape), None
/// gave the smallest file on those pictures, 3–30% smaller than Sub, Up,
/// Average, Paeth or the per-row minimum-sum heuristic, and costs nothing to
/// compute: long runs of one color compress better as runs than as deltas.
/// Smooth gradients are the exception; ``adaptivelyFiltered()`` is for them.
struct PNGScanlines {
    /// PNG color types (PNG specification, 11.2.2) this writer uses.
    enum ColorType: UInt8 {
        case rgb = 2
        case palette = 3
        case rgba = 6
    }

    let colorType: ColorType
    /// For `.palette`: the entries as straight RGBA (index order), at most 256.
    let palette: [RGBA8]
    /// `height` rows, each a filter-type byte and the row's samples.
    let bytes: [UInt8]
    /// The image's height.
    let rowCount: Int

    /// One straight RGBA pixel.
    struct RGBA8: Equatable {
        var red, green, blue, alpha: UInt8
    }

    /// The smallest lossless layout: a palette when the image has at most 256
    /// colors (counting alpha), else RGB when every pixel is opaque, else RGBA.
    init(smallestFor image: RasterImage) {
        if let indexed = Self.indexed(image) {
            self = indexed
        } else {
            self.init(truecolor: image, keepingAlpha: !image.isOpaque)
        }
    }

    /// 8-bit RGBA, whatever the pixels: the size of the scanlines depends only
    /// on the image's size.
    init(rgbaOf image: RasterImage) {
        self.init(truecolor: image, keepingAlpha: true)
    }

    private init(colorType: ColorType, palette: [RGBA8], bytes: [UInt8], rowCount: Int) {
        self.colorType = colorType
        self.palette = palette
        self.bytes = bytes
        self.rowCount = rowCount
    }

    private init(truecolor image: RasterImage, keepingAlpha: Bool) {
        let width = image.width
        let channels = keepingAlpha ? 4 : 3
        let rowBytes = 1 + width * channels
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * image.height) { out, count in
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    let row = y * width * 4
                    var o = y * rowBytes
                    out[o] = 0  // filter type None
                    o += 1
                    if keepingAlpha {
                        (out.baseAddress! + o).update(from: pixels.baseAddress! + row, count: width * 4)
                    } else if width > 0 {
                        // Each pixel's four bytes are copied as one word, three bytes apart: the next
                        // pixel's red overwrites this one's alpha. The last pixel has no next one.
                        let source = UnsafeRawPointer(pixels.baseAddress! + row)
                        let target = UnsafeMutableRawPointer(out.baseAddress! + o)
                        for x in 0..<width - 1 {
                            target.storeBytes(
                                of: source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self),
                                toByteOffset: x &* 3, as: UInt32.self)
                        }
                        let last = width - 1
                        for channel in 0..<3 { out[o + 3 * last + channel] = pixels[row + 4 * last + channel] }
                    }
                }
            }
            count = rowBytes * image.height
        }
        self.init(colorType: keepingAlpha ? .rgba : .rgb, palette: [], bytes: bytes, rowCount: image.height)
    }

    /// The same rows, each with the filter (None, Sub, Up, Average or Paeth)
    /// whose output has the smallest sum of absolute values taken as signed
    /// bytes (the PNG specification's suggested heuristic, 12.8): small
    /// differences are what smooth gradients compress to.
    func adaptivelyFiltered() -> PNGScanlines {
        let bpp = colorType == .rgba ? 4 : colorType == .rgb ? 3 : 1
        let rowBytes = bytes.count / max(1, rowCount)
        let length = rowBytes - 1
        let output = [UInt8](unsafeUninitializedCapacity: bytes.count) { out, count in
            // The five candidates of one row, side by side.
            var candidates = [UInt8](repeating: 0, count: 5 * length)
            bytes.withUnsafeBufferPointer { input in
                candidates.withUnsafeMutableBufferPointer { candidate in
                    for y in 0..<rowCount {
                        let row = y * rowBytes + 1
                        var sums = (0, 0, 0, 0, 0)
                        for i in 0..<length {
                            let x = Int(input[row + i])
                            let a = i >= bpp ? Int(input[row + i - bpp]) : 0
                            let b = y > 0 ? Int(input[row - rowBytes + i]) : 0
                            let c = i >= bpp && y > 0 ? Int(input[row - rowBytes + i - bpp]) : 0
                            let p = a + b - c
                            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                            let paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                            let values = (x, x - a, x - b, x - (a + b) / 2, x - paeth)
                            func keep(_ k: Int, _ v: Int) -> Int {
                                let byte = UInt8(truncatingIfNeeded: v)
                                candidate[k * length + i] = byte
                                return abs(Int(Int8(bitPattern: byte)))
                            }
                            sums.0 += keep(0, values.0)
                            sums.1 += keep(1, values.1)
                            sums.2 += keep(2, values.2)
                            sums.3 += keep(3, values.3)
                            sums.4 += keep(4, values.4)
                        }
                        let totals = [sums.0, sums.1, sums.2, sums.3, sums.4]
                        let best = totals.indices.min { totals[$0] < totals[$1] }!
                        out[row - 1] = UInt8(best)
                        (out.baseAddress! + row).update(from: candidate.baseAddress! + best * length, count: length)
                    }
                }
            }
            count = bytes.count
        }
        return PNGScanlines(colorType: colorType, palette: palette, bytes: output, rowCount: rowCount)
    }

    /// The image as palette indices, or nil when it has more than 256 colors.
    ///
    /// Colors are numbered in order of first appearance (row by row), those
    /// with alpha below 255 first so that the tRNS chunk is as short as it can
    /// be. A pixel equal to the one before it (most pixels of flat art) skips
    /// the lookup.
    private static func indexed(_ image: RasterImage) -> PNGScanlines? {
        let width = image.width
        let height = image.height
        let slotCount = 1024  // a power of two, four times the most colors kept
        var keys = [UInt32](repeating: 0, count: slotCount)
        var slots = [Int16](repeating: -1, count: slotCount)
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        var bytes = [UInt8](repeating: 0, count: (width + 1) * height)
        let fits = image.pixels.withUnsafeBytes { pixels in
            keys.withUnsafeMutableBufferPointer { keys in
                slots.withUnsafeMutableBufferPointer { slots in
                    bytes.withUnsafeMutableBufferPointer { out in
                        var previous: UInt32 = 0
                        var previousIndex: UInt8 = 0
                        var known = false
                        var p = 0
                        var o = 0
                        for _ in 0..<height {
                            o += 1  // filter type None, already 0
                            for _ in 0..<width {
                                let word = pixels.loadUnaligned(fromByteOffset: p, as: UInt32.self)
                                p += 4
                                if word != previous || !known {
                                    var slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 22)
                                    while true {
                                        let index = slots[slot]
                                        if index < 0 {
                                            guard colors.count < 256 else { return false }
                                            slots[slot] = Int16(colors.count)
                                            keys[slot] = word
                                            previousIndex = UInt8(colors.count)
                                            colors.append(word)
                                            break
                                        }
                                        if keys[slot] == word {
                                            previousIndex = UInt8(truncatingIfNeeded: index)
                                            break
                                        }
                                        slot = (slot + 1) & (slotCount - 1)
                                    }
                                    previous = word
                                    known = true
                                }
                                out[o] = previousIndex
                                o += 1
                            }
                        }
                        return true
                    }
                }
            }
        }
        guard fits else { return nil }
        // The words were read in memory order: bytes R, G, B, A whatever the machine's endianness.
        var palette = colors.map { word in
            withUnsafeBytes(of: word) { RGBA8(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) }
        }
        let order =
            palette.indices.filter { palette[$0].alpha < 255 } + palette.indices.filter { palette[$0].alpha == 255 }
        if order != Array(palette.indices) {
            var newIndex = [UInt8](repeating: 0, count: 256)
            for (new, old) in order.enumerated() { newIndex[old] = UInt8(new) }
            palette = order.map { palette[$0] }
            bytes.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    for i in (y * (width + 1) + 1)..<((y + 1) * (width + 1)) { out[i] = newIndex[Int(out[i])] }
                }
            }
        }
        return PNGScanlines(colorType: .palette, palette: palette, bytes: bytes, rowCount: height)
    }
}
