import CDeflate

/// A gzip file (RFC 1952) of one member, as a Telegram sticker (`.tgs`) is its Lottie gzipped.
///
/// The same bytes give the same file: libdeflate writes no name and a modification time of 0
/// ("none"), so an export is reproducible.
public enum Gzip {
    /// `bytes` gzipped at libdeflate's `level` (0 stored … 12 smallest; 12 by default: a sticker's
    /// limit is on its compressed size).
    /// - Throws: ``CodecError/gzipEncoding(_:)`` when memory runs out.
    public static func bytes(_ bytes: [UInt8], level: Int = 12) throws -> [UInt8] {
        try compress(
            bytes, level: level, bound: libdeflate_gzip_compress_bound, with: libdeflate_gzip_compress,
            failure: CodecError.gzipEncoding)
    }
}
