import CJPEGShim
import TTGScene

/// The quality ``encodeJPEG(_:quality:matte:)`` uses unless told otherwise: 90 on libjpeg's
/// 0…100 scale (cjpeg's default is 75, ImageMagick's 92). On flat vector art with hard edges,
/// where JPEG rings most, 90 keeps the ringing under a few levels a channel.
public let defaultJPEGQuality = 90.0

/// Encodes an image as a baseline JFIF JPEG with libjpeg (through the setjmp-safe C wrapper).
///
/// JPEG has no alpha: each pixel is composited over `matte` (white unless told otherwise), so
/// what is transparent comes out as `matte`. The color is sRGB as drawn (JFIF, no ICC profile:
/// viewers read it as sRGB), stored as YCbCr 4:4:4, with no chroma subsampling, so a saturated
/// edge keeps its color; the Huffman tables are optimized and the file is not progressive. The
/// same pixels and quality always give the same bytes.
///
/// - Parameter quality: 0…100, rounded to a whole number; 0 is 1, libjpeg's lowest. Higher
///   values keep more detail in larger files.
/// - Throws: ``CodecError/jpegEncoding(_:)`` for a quality outside 0…100, an empty image, an
///   image larger than JPEG's 65,500 pixels a side, or libjpeg's reason.
public func encodeJPEG(_ image: RasterImage, quality: Double = defaultJPEGQuality, matte: Color = .white) throws
    -> [UInt8]
{
    guard (0...100).contains(quality) else {
        throw CodecError.jpegEncoding("the quality must be in 0...100, not \(quality)")
    }
    guard image.width > 0, image.height > 0 else {
        throw CodecError.jpegEncoding("the image is empty (\(image.width)x\(image.height))")
    }
    guard image.width <= 65_500, image.height <= 65_500 else {
        throw CodecError.jpegEncoding("\(image.width)x\(image.height) pixels is larger than JPEG allows")
    }
    let rgb = flattened(image, onto: matte)
    var error = [CChar](repeating: 0, count: 256)
    var jpeg: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = rgb.withUnsafeBufferPointer {
        ttg_jpeg_encode_rgb(
            $0.baseAddress, UInt32(image.width), UInt32(image.height), Int32(quality.rounded()), &jpeg, &size,
            &error, error.count)
    }
    defer { ttg_jpeg_free(jpeg) }
    guard status == 0, let jpeg else {
        let text = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw CodecError.jpegEncoding(text.isEmpty ? "unknown libjpeg error" : text)
    }
    return Array(UnsafeBufferPointer(start: jpeg, count: size))
}

/// The image's pixels as 8-bit RGB over `matte`: each channel `(c·a + m·(255 − a)) / 255`,
/// rounded, `a` the pixel's alpha and `m` the matte's channel (itself over white when translucent).
private func flattened(_ image: RasterImage, onto matte: Color) -> [UInt8] {
    let m = matte.rgba8
    let matteAlpha = Int(m.alpha)
    // A translucent matte is itself over white.
    let under: [Int] = [m.red, m.green, m.blue].map { channel in
        let weighted: Int = Int(channel) * matteAlpha + 255 * (255 - matteAlpha)
        return (weighted + 127) / 255
    }
    let count = image.width * image.height
    var rgb = [UInt8](repeating: 0, count: count * 3)
    image.pixels.withUnsafeBufferPointer { rgba in
        rgb.withUnsafeMutableBufferPointer { out in
            for i in 0..<count {
                let a = Int(rgba[i * 4 + 3])
                for c in 0..<3 {
                    let weighted: Int = Int(rgba[i * 4 + c]) * a + under[c] * (255 - a)
                    out[i * 3 + c] = UInt8((weighted + 127) / 255)
                }
            }
        }
    }
    return rgb
}
