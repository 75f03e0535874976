import CPNGShim
import TTGScene

/// The zlib level ``renderPNG(_:scale:compressionLevel:)`` and ``encodePNG(_:compressionLevel:)``
/// use unless told otherwise: 4, chosen by measurement.
///
/// Encoding time (mean of 10, debug build; the work is in libpng and zlib)
/// and size, on an emoji-like picture (a 220 pt face of 14 pt strokes, flat
/// colors) and a photo-like one (320 × 200 pt, a gradient with per-pixel
/// noise, as a puzzle background):
///
/// | picture         | level 1          | level 4          | level 6          | level 9          |
/// | --------------- | ---------------- | ---------------- | ---------------- | ---------------- |
/// | emoji @1x       | 12 764 B 2.0 ms  | 10 720 B 1.4 ms  | 10 573 B 1.8 ms  | 10 070 B 11.1 ms |
/// | emoji @3x       | 46 309 B 9.2 ms  | 34 848 B 11.3 ms | 35 385 B 13.0 ms | 33 406 B 45.4 ms |
/// | photo @1x       | 149 034 B 4.5 ms | 129 623 B 10.2 ms| 129 698 B 19.0 ms| 129 652 B 19.9 ms|
/// | photo @2x       | 677 527 B 20.6 ms| 614 415 B 44.6 ms| 614 386 B 45.7 ms| 614 319 B 47.4 ms|
///
/// Level 4 is the knee: within 1.5% of level 6's size (smaller at @3x), up to
/// twice as fast, while levels 1–3 are 15–30% larger and level 9 saves at most
/// 6% for four to eight times the time. Level 0 (stored) is 15–50 times larger.
public let defaultPNGCompressionLevel = 4

/// Encodes an image as PNG with libpng: 8-bit RGBA, non-interlaced, and only
/// the IHDR, IDAT and IEND chunks (no text, time or color-space chunks, so
/// the same pixels always give the same bytes and nothing leaks).
///
/// - Parameter compressionLevel: zlib's level, 0 (stored, fastest) … 9 (smallest).
/// - Throws: ``RenderError/pngEncoding(_:)`` for a level outside 0…9, an empty
///   image or a libpng error.
public func encodePNG(_ image: RasterImage, compressionLevel: Int = defaultPNGCompressionLevel) throws -> [UInt8] {
    guard (0...9).contains(compressionLevel) else {
        throw RenderError.pngEncoding("compression level \(compressionLevel) is not in 0...9")
    }
    guard image.width > 0, image.height > 0 else {
        throw RenderError.pngEncoding("the image is empty (\(image.width)x\(image.height))")
    }
    return try encodeRows(
        image.pixels, width: image.width, height: image.height, stride: image.width * 4,
        compressionLevel: compressionLevel
    ) {
        ttg_png_encode_rgba($0, $1, $2, $3, $4, $5, $6, $7, $8)
    }
}

/// Encodes a bitmask as a 1-bit greyscale PNG: white where `mask` is true, black elsewhere,
/// `mask` holding `width × height` values row after row from the top. Only the IHDR, IDAT and
/// IEND chunks, as ``encodePNG(_:compressionLevel:)`` writes.
///
/// - Throws: ``RenderError/pngEncoding(_:)`` for an empty mask, a count that is not
///   `width × height`, or a libpng error.
public func encodeBitmaskPNG(
    _ mask: [Bool], width: Int, height: Int, compressionLevel: Int = defaultPNGCompressionLevel
) throws -> [UInt8] {
    guard width > 0, height > 0, mask.count == width * height else {
        throw RenderError.pngEncoding("a \(width)x\(height) mask needs that many values, not \(mask.count)")
    }
    let stride = (width + 7) / 8
    var bits = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
        for x in 0..<width where mask[y * width + x] { bits[y * stride + x / 8] |= 0x80 >> UInt8(x % 8) }
    }
    return try encodeRows(bits, width: width, height: height, stride: stride, compressionLevel: compressionLevel) {
        ttg_png_encode_gray1($0, $1, $2, $3, $4, $5, $6, $7, $8)
    }
}

/// Runs one of the C encoders on packed rows and returns the PNG bytes.
private func encodeRows(
    _ rows: [UInt8], width: Int, height: Int, stride: Int, compressionLevel: Int,
    _ encoder: (
        UnsafePointer<UInt8>?, UInt32, UInt32, Int, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
        UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>, Int
    ) -> Int32
) throws -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>?
    var outputSize = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = rows.withUnsafeBufferPointer { pixels in
        encoder(
            pixels.baseAddress, UInt32(width), UInt32(height), stride, Int32(compressionLevel), &output, &outputSize,
            &message, message.count)
    }
    guard status == 0, let output else {
        throw RenderError.pngEncoding(
            String(
                decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                as: UTF8.self))
    }
    defer { ttg_png_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: outputSize))
}
