import CJPEGShim
import TTGScene

/// Decodes JPEG bytes with libjpeg (through a setjmp-safe C wrapper, since
/// libjpeg's own error handler would end the process).
///
/// Grey, RGB, YCbCr, CMYK and YCCK JPEGs come out as 8-bit straight RGBA with
/// opaque alpha. The size is read from the header and checked before any
/// pixel is decoded, so an absurd image is refused cheaply.
/// - Parameters:
///   - maxDimension: the largest width or height accepted.
///   - maxPixels: the largest width × height accepted.
/// - Throws: ``CodecError/jpegDecoding(_:)`` with libjpeg's reason for corrupt
///   or truncated data, ``CodecError/imageTooLarge(width:height:limit:)``.
public func loadJPEG(bytes: [UInt8], maxDimension: Int = RasterImage.maximumSide, maxPixels: Int = 100_000_000) throws
    -> RasterImage
{
    guard bytes.starts(with: jpegSignature) else {
        throw CodecError.jpegDecoding("not a JPEG file (the start-of-image marker is missing)")
    }
    let reader = ShimDecoder(
        readSize: ttg_jpeg_read_size, decode: ttg_jpeg_decode_rgba, library: "libjpeg", failure: CodecError.jpegDecoding
    )
    return try reader.image(bytes, maxDimension: maxDimension, maxPixels: maxPixels)
}

/// Decodes a PNG or a JPEG, recognized by its first bytes (not by a file name).
///
/// - Throws: ``CodecError/unknownImageFormat`` for anything else, and the
///   errors of ``loadPNG(bytes:maxDimension:maxPixels:)`` and
///   ``loadJPEG(bytes:maxDimension:maxPixels:)``.
public func loadImage(bytes: [UInt8], maxDimension: Int = RasterImage.maximumSide, maxPixels: Int = 100_000_000) throws
    -> RasterImage
{
    if bytes.starts(with: pngSignature) {
        return try loadPNG(bytes: bytes, maxDimension: maxDimension, maxPixels: maxPixels)
    }
    if bytes.starts(with: jpegSignature) {
        return try loadJPEG(bytes: bytes, maxDimension: maxDimension, maxPixels: maxPixels)
    }
    throw CodecError.unknownImageFormat
}

/// A JPEG starts with the start-of-image marker, then another marker.
private let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]
private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
