/// Refuses an image whose header gives a size beyond the reader's limits, before its pixels are
/// allocated: more than `maxDimension` pixels a side or `maxPixels` in all.
///
/// - Throws: ``CodecError/imageTooLarge(width:height:limit:)``.
func checkDecodedSize(width: Int, height: Int, maxDimension: Int, maxPixels: Int) throws {
    guard width <= maxDimension, height <= maxDimension else {
        throw CodecError.imageTooLarge(width: width, height: height, limit: "\(maxDimension) pixels a side")
    }
    guard width * height <= maxPixels else {
        throw CodecError.imageTooLarge(width: width, height: height, limit: "\(maxPixels) pixels")
    }
}

/// A C library's message from the buffer it wrote (NUL-terminated), or `fallback` when it wrote none.
func decoderMessage(_ buffer: [CChar], fallback: String) -> String {
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? fallback : text
}
