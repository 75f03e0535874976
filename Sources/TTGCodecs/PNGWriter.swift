import TTGScene

/// The compression level ``renderPNG(_:scale:compressionLevel:)`` and
/// ``encodePNG(_:compressionLevel:)`` use unless told otherwise: 6, chosen by
/// measurement (`make bench` prints the sizes and `make profile` the cost).
///
/// On the bench frames (a 440 × 440 draw-on, refresh glyphs, an emoji at @2x,
/// a grainy 320 × 200 landscape) libdeflate's levels 5–7 are within 1% of one
/// another in size and 3–8% smaller than levels 1–4; from level 8 on the time
/// grows two to twenty times for 1–2% less.
public let defaultPNGCompressionLevel = 6

/// Encodes an image as PNG: non-interlaced, 8 bits a sample, and only the
/// IHDR, PLTE and tRNS (for a palette), IDAT and IEND chunks (no text, time
/// or color-space chunks, so the same pixels always give the same bytes and
/// nothing leaks).
///
/// The pixels decode exactly as given. From level 1 on the smallest lossless
/// layout is chosen (``PNGScanlines``): a palette when there are at most 256
/// colors, RGB when every pixel is opaque, RGBA otherwise; an image that
/// compresses to more than half a byte a pixel with filter None is also tried
/// with per-row filters (``PNGScanlines/adaptivelyFiltered()``). Level 0 always
/// writes RGBA in stored deflate blocks, so the file's size depends only on
/// the image's size (the puzzle's piece relies on this). The scanlines are
/// compressed by libdeflate and the chunks written here.
///
/// - Parameter compressionLevel: 0 (stored, fastest) … 9 (smallest).
/// - Throws: ``CodecError/pngEncoding(_:)`` for a level outside 0…9, an empty
///   image or an image too large for PNG.
public func encodePNG(_ image: RasterImage, compressionLevel: Int = defaultPNGCompressionLevel) throws -> [UInt8] {
    guard (0...9).contains(compressionLevel) else {
        throw CodecError.pngEncoding("compression level \(compressionLevel) is not in 0...9")
    }
    guard image.width > 0, image.height > 0 else {
        throw CodecError.pngEncoding("the image is empty (\(image.width)x\(image.height))")
    }
    guard let width = UInt32(exactly: image.width), let height = UInt32(exactly: image.height),
        width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF
    else {
        throw CodecError.pngEncoding("\(image.width)x\(image.height) pixels is larger than PNG allows")
    }
    var scanlines = compressionLevel == 0 ? PNGScanlines(rgbaOf: image) : PNGScanlines(smallestFor: image)
    var data = try zlibCompress(scanlines.bytes, level: compressionLevel)
    // Flat art compresses far below this with filter None; what does not is smooth or
    // photographic, where the per-row filters often win: both are tried, the smaller kept.
    if compressionLevel > 0, scanlines.colorType != .palette, data.count > image.width * image.height / 2 {
        let filtered = scanlines.adaptivelyFiltered()
        let smaller = try zlibCompress(filtered.bytes, level: compressionLevel)
        if smaller.count < data.count { (scanlines, data) = (filtered, smaller) }
    }

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png.reserveCapacity(data.count + 8 + 25 + 12 + 768 + 12 + 256 + 12 + 12 + 12)
    // Width, height, bit depth 8, color type, compression 0, filter method 0, no interlace.
    let header = bigEndian(width) + bigEndian(height) + [8, scanlines.colorType.rawValue, 0, 0, 0]
    png.appendChunk("IHDR", header)
    if scanlines.colorType == .palette {
        png.appendChunk("PLTE", scanlines.palette.flatMap { [$0.red, $0.green, $0.blue] })
        // Translucent entries come first; the opaque rest needs no tRNS entry.
        let translucent = scanlines.palette.prefix { $0.alpha < 255 }.map(\.alpha)
        if !translucent.isEmpty { png.appendChunk("tRNS", translucent) }
    }
    png.appendChunk("IDAT", data)
    png.appendChunk("IEND", [])
    return png
}

/// Encodes a bitmask as a 1-bit greyscale PNG: white where `mask` is true, black elsewhere,
/// `mask` holding `width × height` values row after row from the top. Only the IHDR, IDAT and
/// IEND chunks, as ``encodePNG(_:compressionLevel:)`` writes.
///
/// - Throws: ``CodecError/pngEncoding(_:)`` for an empty mask, a count that is not
///   `width × height`, or a compression error.
public func encodeBitmaskPNG(
    _ mask: [Bool], width: Int, height: Int, compressionLevel: Int = defaultPNGCompressionLevel
) throws -> [UInt8] {
    guard width > 0, height > 0, mask.count == width * height,
        let width32 = UInt32(exactly: width), let height32 = UInt32(exactly: height)
    else {
        throw CodecError.pngEncoding("a \(width)x\(height) mask needs that many values, not \(mask.count)")
    }
    // Each row: filter type None, then the bits, the leftmost pixel in the high bit.
    let stride = (width + 7) / 8 + 1
    var rows = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
        for x in 0..<width where mask[y * width + x] { rows[y * stride + 1 + x / 8] |= 0x80 >> UInt8(x % 8) }
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    // Width, height, bit depth 1, greyscale, compression 0, filter method 0, no interlace.
    png.appendChunk("IHDR", bigEndian(width32) + bigEndian(height32) + [1, 0, 0, 0, 0])
    png.appendChunk("IDAT", try zlibCompress(rows, level: compressionLevel))
    png.appendChunk("IEND", [])
    return png
}

/// The four bytes of `value`, most significant first (PNG's byte order).
private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}

extension [UInt8] {
    /// Appends a PNG chunk: the body's length, the type, the body, and the
    /// CRC-32 of type and body.
    fileprivate mutating func appendChunk(_ type: String, _ body: [UInt8]) {
        append(contentsOf: bigEndian(UInt32(body.count)))
        let start = count
        append(contentsOf: type.utf8)
        append(contentsOf: body)
        let crc = withUnsafeBytes { crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        append(contentsOf: bigEndian(crc))
    }
}
