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
    var error = [CChar](repeating: 0, count: 256)
    var w: UInt32 = 0
    var h: UInt32 = 0
    let read = bytes.withUnsafeBufferPointer {
        ttg_jpeg_read_size($0.baseAddress, $0.count, &w, &h, &error, error.count)
    }
    guard read == 0 else { throw CodecError.jpegDecoding(decoderMessage(error, fallback: "unknown libjpeg error")) }
    let width = Int(w)
    let height = Int(h)
    try checkDecodedSize(width: width, height: height, maxDimension: maxDimension, maxPixels: maxPixels)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let decoded = bytes.withUnsafeBufferPointer { input in
        pixels.withUnsafeMutableBufferPointer { output in
            ttg_jpeg_decode_rgba(input.baseAddress, input.count, output.baseAddress, w, h, &error, error.count)
        }
    }
    guard decoded == 0 else { throw CodecError.jpegDecoding(decoderMessage(error, fallback: "unknown libjpeg error")) }
    return RasterImage(width: width, height: height, pixels: pixels)
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
