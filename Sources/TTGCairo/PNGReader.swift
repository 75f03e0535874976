import CPNG
import TTGScene

/// Decodes PNG bytes with libpng's simplified API (which handles libpng's
/// errors itself, so no setjmp is needed here).
///
/// Any PNG (palette, grey, 16-bit, with or without alpha, interlaced) comes
/// out as 8-bit straight RGBA. The size is checked from the header before the
/// pixels are decoded, so an absurd image is refused cheaply.
/// - Parameters:
///   - maxDimension: the largest width or height accepted.
///   - maxPixels: the largest width × height accepted.
/// - Throws: ``RenderError/pngDecoding(_:)`` with libpng's reason for corrupt
///   or truncated data, ``RenderError/imageTooLarge(width:height:limit:)``.
public func loadPNG(bytes: [UInt8], maxDimension: Int = 16384, maxPixels: Int = 100_000_000) throws -> RasterImage {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.starts(with: signature) else {
        throw RenderError.pngDecoding("not a PNG file (the signature is missing)")
    }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard began != 0 else { throw RenderError.pngDecoding(message(of: image)) }

    let width = Int(image.width), height = Int(image.height)
    guard width <= maxDimension, height <= maxDimension else {
        throw RenderError.imageTooLarge(width: width, height: height, limit: "\(maxDimension) pixels a side")
    }
    guard width * height <= maxPixels else {
        throw RenderError.imageTooLarge(width: width, height: height, limit: "\(maxPixels) pixels")
    }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)   // PNG_FORMAT_RGBA
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes {
        png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
    }
    guard finished != 0 else { throw RenderError.pngDecoding(message(of: image)) }
    return RasterImage(width: width, height: height, pixels: pixels)
}

/// libpng's error message stored in the image record.
private func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
        let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        return text.isEmpty ? "unknown libpng error" : text
    }
}
