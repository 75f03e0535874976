import TTGScene

/// A C shim's two-step reader (`ttg_png_*`, `ttg_jpeg_*`, whose setjmp stays in C): the size from
/// the header, checked against the limits before any pixel is allocated, then the pixels as 8-bit
/// straight RGBA. Each step writes its reason into a buffer when it fails.
struct ShimDecoder {
    typealias ReadSize = (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
        UnsafeMutablePointer<CChar>?, Int
    ) -> Int32
    typealias Decode = (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, UInt32, UInt32, UnsafeMutablePointer<CChar>?, Int
    ) -> Int32

    var readSize: ReadSize
    var decode: Decode
    /// The library's name, for a failure it gave no reason for.
    var library: String
    /// The error for a failure with the library's reason.
    var failure: (String) -> CodecError

    /// The image in `bytes`, at most `maxDimension` pixels a side and `maxPixels` in all.
    ///
    /// - Throws: ``failure`` with the library's reason for corrupt or truncated data,
    ///   ``CodecError/imageTooLarge(width:height:limit:)``.
    func image(_ bytes: [UInt8], maxDimension: Int, maxPixels: Int) throws -> RasterImage {
        var error = [CChar](repeating: 0, count: 256)
        var w: UInt32 = 0
        var h: UInt32 = 0
        let read = bytes.withUnsafeBufferPointer { readSize($0.baseAddress, $0.count, &w, &h, &error, error.count) }
        guard read == 0 else { throw failure(message(error)) }
        let (width, height) = (Int(w), Int(h))
        guard width <= maxDimension, height <= maxDimension else {
            throw CodecError.imageTooLarge(width: width, height: height, limit: "\(maxDimension) pixels a side")
        }
        guard width * height <= maxPixels else {
            throw CodecError.imageTooLarge(width: width, height: height, limit: "\(maxPixels) pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let decoded = bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                decode(input.baseAddress, input.count, output.baseAddress, w, h, &error, error.count)
            }
        }
        guard decoded == 0 else { throw failure(message(error)) }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The library's message from the buffer it wrote (NUL-terminated).
    private func message(_ buffer: [CChar]) -> String {
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "unknown \(library) error" : text
    }
}
