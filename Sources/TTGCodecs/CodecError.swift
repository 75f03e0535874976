/// Why an image could not be encoded or decoded; the description is a one-line message for users.
public enum CodecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image could not be encoded as PNG.
    case pngEncoding(String)
    /// The bytes are not a readable PNG.
    case pngDecoding(String)
    /// The bytes are not a readable JPEG.
    case jpegDecoding(String)
    /// The image could not be encoded as JPEG.
    case jpegEncoding(String)
    /// The bytes are neither PNG nor JPEG.
    case unknownImageFormat
    /// The image is larger than the limits given to the reader.
    case imageTooLarge(width: Int, height: Int, limit: String)
    /// An animated GIF could not be made: bad settings, a frame that does not
    /// fit, or a libimagequant error.
    case gifEncoding(String)
    /// An animated WebP could not be made: bad settings, a frame that does not
    /// fit, or a libwebp error.
    case webpEncoding(String)
    /// A ZIP archive could not be made: out of memory, or past the format's limits.
    case zipEncoding(String)
    /// A gzip file could not be made: out of memory.
    case gzipEncoding(String)

    public var description: String {
        switch self {
        case .pngEncoding(let why): "cannot encode PNG: \(why)"
        case .pngDecoding(let why): "cannot read PNG: \(why)"
        case .jpegDecoding(let why): "cannot read JPEG: \(why)"
        case .jpegEncoding(let why): "cannot encode JPEG: \(why)"
        case .unknownImageFormat: "not a PNG or JPEG image"
        case .imageTooLarge(let w, let h, let limit): "image too large: \(w)x\(h) pixels (limit \(limit))"
        case .gifEncoding(let why): "cannot encode GIF: \(why)"
        case .webpEncoding(let why): "cannot encode WebP: \(why)"
        case .zipEncoding(let why): "cannot write the ZIP archive: \(why)"
        case .gzipEncoding(let why): "cannot gzip: \(why)"
        }
    }
}
