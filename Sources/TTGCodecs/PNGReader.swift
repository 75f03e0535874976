import CPNGShim
import TTGScene

/// Decodes PNG bytes with libpng's classic reader (through a setjmp-safe C
/// wrapper).
///
/// Any PNG (palette, grey, 16-bit, with or without alpha or tRNS, interlaced)
/// comes out as 8-bit straight RGBA with the stored samples unchanged: no
/// gamma or color-space conversion, grey below 8 bits scaled exactly, 16-bit
/// samples rounded to nearest (v · 255 / 65535, that is round(v / 257)). The
/// size is checked from the header before the pixels are decoded, so an absurd
/// image is refused cheaply.
///
/// libpng's simplified API is not used: it takes a 16-bit PNG without a gAMA
/// chunk to be linear light and converts it to sRGB when asked for 8 bits (and
/// converts 8-bit files whose gAMA is not sRGB's), which washed 16-bit
/// backgrounds out.
/// - Parameters:
///   - maxDimension: the largest width or height accepted.
///   - maxPixels: the largest width × height accepted.
/// - Throws: ``CodecError/pngDecoding(_:)`` with libpng's reason for corrupt
///   or truncated data, ``CodecError/imageTooLarge(width:height:limit:)``.
public func loadPNG(bytes: [UInt8], maxDimension: Int = RasterImage.maximumSide, maxPixels: Int = 100_000_000) throws
    -> RasterImage
{
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.starts(with: signature) else {
        throw CodecError.pngDecoding("not a PNG file (the signature is missing)")
    }
    let reader = ShimDecoder(
        readSize: ttg_png_read_size, decode: ttg_png_decode_rgba, library: "libpng", failure: CodecError.pngDecoding)
    return try reader.image(bytes, maxDimension: maxDimension, maxPixels: maxPixels)
}
