/// A body sent with `Transfer-Encoding: chunked`, read by RFC 9112 §7.1's grammar and nothing
/// looser:
///
///     chunked-body    = *chunk last-chunk trailer-section CRLF
///     chunk           = chunk-size [ chunk-ext ] CRLF chunk-data CRLF
///     chunk-size      = 1*HEXDIG
///     last-chunk      = 1*("0") [ chunk-ext ] CRLF
///     chunk-ext       = *( ";" chunk-ext-name [ "=" chunk-ext-val ] )   (no BWS; see below)
///     chunk-ext-val   = token / quoted-string
///     trailer-section = *( field-line CRLF )
///
/// A size with a sign, `0x`, or whitespace the rule does not name is refused (400), as is a line
/// ending in a bare LF; a size past the body limit is refused (413) however many digits it has,
/// and no size is ever computed past the limit, so none overflows. Extensions and trailer fields
/// are checked and dropped.
enum ChunkedBody {
    /// The body at the start of `bytes` and the bytes it took: nil while it is incomplete.
    static func decode(_ bytes: ArraySlice<UInt8>, limit: Int) -> Result<
        (body: [UInt8], length: Int), HTTPError
    >? {
        var body: [UInt8] = []
        var cursor = bytes.startIndex
        while true {
            let line: (start: Int, next: Int)
            switch HTTPSyntax.lineEnd(bytes, from: cursor) {
            case .incomplete: return bytes.endIndex - cursor > maximumSizeLine ? .failure(malformed) : nil
            case .bareLF: return .failure(HTTPSyntax.bareLF)
            case .found(let start, let next): line = (start, next)
            }
            guard line.start - cursor <= maximumSizeLine else { return .failure(malformed) }
            let digitsEnd = bytes[cursor..<line.start].firstIndex { $0.digitValue(radix: 16) == nil } ?? line.start
            guard isExtensionList(bytes[digitsEnd..<line.start]) else { return .failure(malformed) }
            let size: Int
            switch HTTPSyntax.hexadecimal(bytes[cursor..<digitsEnd], bound: limit - body.count) {
            case .malformed: return .failure(malformed)
            case .tooLarge: return .failure(tooLarge(limit))
            case .value(let value): size = value
            }
            cursor = line.next
            if size == 0 { break }
            // size ≤ limit, so these sums cannot overflow. What has come of the CR LF after the
            // data is checked at once: a wrong byte is refused, not waited on.
            let available = bytes.endIndex - cursor
            if available > size && bytes[cursor + size] != .cr { return .failure(malformed) }
            if available > size + 1 && bytes[cursor + size + 1] != .lf { return .failure(malformed) }
            guard available >= size + 2 else { return nil }
            body += bytes[cursor..<(cursor + size)]
            cursor += size + 2
        }
        return trailers(bytes, from: cursor, body: body)
    }

    /// The trailer section from `start`, then the blank line that ends the body.
    private static func trailers(_ bytes: ArraySlice<UInt8>, from start: Int, body: [UInt8]) -> Result<
        (body: [UInt8], length: Int), HTTPError
    >? {
        var cursor = start
        while true {
            switch HTTPSyntax.lineEnd(bytes, from: cursor) {
            case .incomplete: return bytes.endIndex - start > maximumTrailers ? .failure(malformed) : nil
            case .bareLF: return .failure(HTTPSyntax.bareLF)
            case .found(let end, let next):
                if end == cursor { return .success((body, next - bytes.startIndex)) }
                guard next - start <= maximumTrailers else { return .failure(malformed) }
                if case .failure(let error) = HTTPRequestHead.field(bytes[cursor..<end]) { return .failure(error) }
                cursor = next
            }
        }
    }

    /// Whether `bytes` is `*( ";" token [ "=" ( token / quoted-string ) ] )`: RFC 9112's chunk-ext
    /// without the BWS it allows around `;` and `=`, which llhttp and h11 both refuse (and a
    /// proxy that refuses it must not see a body where we see one).
    static func isExtensionList(_ bytes: ArraySlice<UInt8>) -> Bool {
        var cursor = bytes.startIndex
        while cursor < bytes.endIndex {
            guard bytes[cursor] == .semicolon, let nameEnd = HTTPSyntax.token(bytes, from: cursor + 1) else {
                return false
            }
            cursor = nameEnd
            guard cursor < bytes.endIndex, bytes[cursor] == .equals else { continue }
            guard
                let valueEnd = HTTPSyntax.token(bytes, from: cursor + 1)
                    ?? HTTPSyntax.quotedString(bytes, from: cursor + 1)
            else { return false }
            cursor = valueEnd
        }
        return true
    }

    /// Bytes a chunk's size line may have, extensions included.
    private static let maximumSizeLine = 1024
    /// Bytes the trailer section may have.
    private static let maximumTrailers = 8192
    private static let malformed = HTTPError(400, "the chunked body is malformed")

    private static func tooLarge(_ limit: Int) -> HTTPError {
        HTTPError(413, "the request body is larger than \(limit) bytes")
    }
}
