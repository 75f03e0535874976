/// A body sent with `Transfer-Encoding: chunked` (RFC 9112 §7.1): hexadecimal sizes, each
/// chunk's bytes, a last chunk of size 0 and optional trailer fields, which are read and
/// dropped.
enum ChunkedBody {
    /// The body at the start of `bytes` and the bytes it took: nil while it is incomplete.
    static func decode(_ bytes: ArraySlice<UInt8>, limit: Int) -> Result<
        (body: [UInt8], length: Int), HTTPRequestError
    >? {
        var body: [UInt8] = []
        var cursor = bytes.startIndex
        while true {
            guard let sizeEnd = bytes[cursor...].firstIndex(of: .lf) else {
                return bytes.endIndex - cursor > 1024 ? .failure(malformed) : nil
            }
            var sizeLine = bytes[cursor..<sizeEnd]
            guard sizeLine.last == .cr else { return .failure(malformed) }
            sizeLine = sizeLine.dropLast()
            // Chunk extensions (`;name=value`) are allowed and mean nothing here.
            let digits = sizeLine.prefix { $0 != UInt8(ascii: ";") }
            guard !digits.isEmpty, digits.count <= 8, let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
            else { return .failure(malformed) }
            cursor = sizeEnd + 1
            if size == 0 { break }
            guard body.count + size <= limit else {
                return .failure(HTTPRequestError(413, "the request body is larger than \(limit) bytes"))
            }
            guard bytes.endIndex - cursor >= size + 2 else { return nil }
            body += bytes[cursor..<(cursor + size)]
            guard bytes[cursor + size] == .cr, bytes[cursor + size + 1] == .lf else { return .failure(malformed) }
            cursor += size + 2
        }
        // Trailer fields, then the blank line.
        while true {
            guard let end = bytes[cursor...].firstIndex(of: .lf) else {
                return bytes.endIndex - cursor > 8192 ? .failure(malformed) : nil
            }
            let line = bytes[cursor..<end]
            cursor = end + 1
            if line.isEmpty || line == [.cr] { return .success((body, cursor - bytes.startIndex)) }
        }
    }

    private static let malformed = HTTPRequestError(400, "the chunked body is malformed")
}
