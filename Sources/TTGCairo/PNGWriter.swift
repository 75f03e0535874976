import CPNGShim
import TTGScene

/// The zlib level ``renderPNG(_:scale:compressionLevel:)`` and ``encodePNG(_:compressionLevel:)``
/// use unless told otherwise.
public let defaultPNGCompressionLevel = 6

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
    var output: UnsafeMutablePointer<UInt8>?
    var outputSize = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = image.pixels.withUnsafeBufferPointer { pixels in
        ttg_png_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4,
                            Int32(compressionLevel), &output, &outputSize, &message, message.count)
    }
    guard status == 0, let output else {
        throw RenderError.pngEncoding(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                                             as: UTF8.self))
    }
    defer { ttg_png_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: outputSize))
}
