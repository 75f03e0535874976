/// A request's line and header fields as they arrived, checked against RFC 9112's grammar and the
/// server's limits; what the framing of its body is.
///
/// The parser is strict where leniency has a price: a request a proxy in front could read
/// differently (two `Host` or `Content-Length` fields, `Content-Length` beside
/// `Transfer-Encoding`, whitespace before a colon, a folded line) is refused and its connection
/// closed, so no second request can be smuggled after it.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    /// The path as sent, percent-escapes kept: routes match it before any decoding.
    var path: String
    /// The query as sent, after `?`, escapes kept; empty when there is none.
    var query: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    /// The header fields in order, names lowercased.
    var fields: [(name: String, value: String)]
    /// How the body is framed.
    var body: BodyFraming
    /// Bytes of the line and fields, blank line included: where the body starts.
    var length: Int

    enum BodyFraming: Sendable, Equatable {
        case none
        case length(Int)
        case chunked
    }

    static func == (a: Self, b: Self) -> Bool {
        a.method == b.method && a.path == b.path && a.query == b.query && a.minorVersion == b.minorVersion
            && a.fields.elementsEqual(b.fields, by: { $0 == $1 }) && a.body == b.body && a.length == b.length
    }

    /// The values of one field, in order.
    func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// Whether the client asked to close the connection after this request (HTTP/1.0 keeps it
    /// only when asked to).
    var closesConnection: Bool {
        let options = values("connection").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return minorVersion == 0 ? !options.contains("keep-alive") : options.contains("close")
    }

    /// Whether the client waits for `100 Continue` before sending its body.
    var expectsContinue: Bool { values("expect").contains { $0.lowercased() == "100-continue" } }
}

/// The bounds on what one request may send, each answered with its own status.
public struct HTTPRequestLimits: Sendable {
    /// Bytes of the request target (path and query); past them 414.
    public var target = 16 << 10
    /// Bytes of all header fields together; past them 431.
    public var fieldBytes = 32 << 10
    /// Header fields; past them 431.
    public var fields = 100
    /// Bytes of the body; a larger one is answered 413 before it is read.
    public var body = 64 << 10

    public init() {}
}

extension HTTPRequestHead {
    /// The head at the start of `bytes`: nil while it is incomplete (and still within the limits),
    /// else the head or why it is refused.
    static func parse(_ bytes: ArraySlice<UInt8>, limits: HTTPRequestLimits) -> Result<
        HTTPRequestHead, HTTPError
    >? {
        var cursor = bytes.startIndex
        // A recipient ignores empty lines (CR LF) before the request line (RFC 9112 §2.2).
        while bytes.endIndex - cursor >= 2, bytes[cursor] == .cr, bytes[cursor + 1] == .lf { cursor += 2 }
        let lineStart = cursor
        let lineEnd: (start: Int, next: Int)
        switch HTTPSyntax.lineEnd(bytes, from: cursor) {
        case .found(let start, let next): lineEnd = (start, next)
        case .bareLF: return .failure(HTTPSyntax.bareLF)
        case .incomplete:
            // A method that cannot become one is refused before the line ends (a lone CR may still
            // be an empty line's start).
            let method = String(decoding: bytes[lineStart...].prefix(while: { $0 != .space }), as: UTF8.self)
            let whole = lineStart + method.utf8.count < bytes.endIndex
            let possible =
                whole ? Self.methods.contains(method) : method == "\r" || Self.methods.contains { $0.hasPrefix(method) }
            if !possible {
                return .failure(HTTPError(400, "the request line is not METHOD TARGET HTTP/1.1"))
            }
            // The method and two spaces besides the target, and the version.
            if bytes.endIndex - lineStart > limits.target + 64 {
                return .failure(HTTPError(414, "the request target is longer than \(limits.target) bytes"))
            }
            return nil
        }
        let requestLine: (method: String, target: ArraySlice<UInt8>, minor: Int)
        switch Self.requestLine(bytes[lineStart..<lineEnd.start], limits: limits) {
        case .success(let line): requestLine = line
        case .failure(let error): return .failure(error)
        }
        cursor = lineEnd.next
        var fields: [(name: String, value: String)] = []
        let fieldsStart = cursor
        while true {
            let end: (start: Int, next: Int)
            switch HTTPSyntax.lineEnd(bytes, from: cursor) {
            case .found(let start, let next): end = (start, next)
            case .bareLF: return .failure(HTTPSyntax.bareLF)
            case .incomplete:
                if bytes.endIndex - fieldsStart > limits.fieldBytes {
                    return .failure(
                        HTTPError(431, "the header fields are longer than \(limits.fieldBytes) bytes"))
                }
                return nil
            }
            if end.start == cursor {
                cursor = end.next
                break
            }
            if end.next - fieldsStart > limits.fieldBytes {
                return .failure(HTTPError(431, "the header fields are longer than \(limits.fieldBytes) bytes"))
            }
            if fields.count == limits.fields {
                return .failure(HTTPError(431, "the request has more than \(limits.fields) header fields"))
            }
            switch Self.field(bytes[cursor..<end.start]) {
            case .success(let field): fields.append(field)
            case .failure(let error): return .failure(error)
            }
            cursor = end.next
        }
        let (path, query): (String, String)
        switch Self.pathAndQuery(requestLine.target, method: requestLine.method) {
        case .success(let parts): (path, query) = parts
        case .failure(let error): return .failure(error)
        }
        var head = HTTPRequestHead(
            method: requestLine.method, path: path, query: query, minorVersion: requestLine.minor, fields: fields,
            body: .none, length: cursor - bytes.startIndex)
        if let error = head.checkHost() { return .failure(error) }
        switch head.framing(limits: limits) {
        case .success(let framing): head.body = framing
        case .failure(let error): return .failure(error)
        }
        return .success(head)
    }

    /// The methods RFC 9110 §9 and RFC 5789 define; any other is answered 501 (RFC 9110 §9.1)
    /// before its head is read further, as llhttp refuses what is not in its table.
    static let methods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]

    private static func requestLine(_ line: ArraySlice<UInt8>, limits: HTTPRequestLimits)
        -> Result<(method: String, target: ArraySlice<UInt8>, minor: Int), HTTPError>
    {
        let parts = line.split(separator: .space, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isTokenCharacter) else {
            return .failure(HTTPError(400, "the request line is not METHOD TARGET HTTP/1.1"))
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard Self.methods.contains(method) else {
            return .failure(HTTPError(501, "the method \(method) is not implemented"))
        }
        let target = parts[1]
        if target.count > limits.target {
            return .failure(HTTPError(414, "the request target is longer than \(limits.target) bytes"))
        }
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .failure(HTTPError(400, "the request target is empty or has a character URLs do not"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        switch version {
        case "HTTP/1.1": return .success((method, target, 1))
        case "HTTP/1.0": return .success((method, target, 0))
        default:
            let isVersion =
                version.count == 8 && version.hasPrefix("HTTP/")
                && version.utf8.dropFirst(5).enumerated().allSatisfy { index, byte in
                    index == 1 ? byte == UInt8(ascii: ".") : (48...57).contains(byte)
                }
            return .failure(
                isVersion
                    ? HTTPError(505, "\(version) is not served; this server speaks HTTP/1.1")
                    : HTTPError(400, "the request line is not METHOD TARGET HTTP/1.1"))
        }
    }

    /// `name: value` (RFC 9112 §5's field-line), the name a token with no space before the colon,
    /// the value without surrounding whitespace and with no control character but tab; a header
    /// field and a chunked body's trailer field alike.
    static func field(_ line: ArraySlice<UInt8>) -> Result<(name: String, value: String), HTTPError> {
        if line.first == .space || line.first == .tab {
            return .failure(HTTPError(400, "a header field is folded onto a second line (obsolete in HTTP/1.1)"))
        }
        guard let colon = line.firstIndex(of: .colon), colon > line.startIndex,
            line[..<colon].allSatisfy(\.isTokenCharacter)
        else {
            return .failure(HTTPError(400, "a header line is not NAME: VALUE (no space before the colon)"))
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == .space || first == .tab { value = value.dropFirst() }
        while let last = value.last, last == .space || last == .tab { value = value.dropLast() }
        guard value.allSatisfy(\.isFieldContent) else {
            return .failure(HTTPError(400, "a header field's value has a control character"))
        }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        return .success((name, String(decoding: value, as: UTF8.self)))
    }

    /// The path and query of an origin-form target (`/v1/emoji.png?rate=4`), an absolute-form
    /// one (`http://host/v1/emoji.png?rate=4`, as sent to proxies: its authority is ignored) or
    /// `*` (OPTIONS only).
    private static func pathAndQuery(_ target: ArraySlice<UInt8>, method: String) -> Result<
        (String, String), HTTPError
    > {
        var text = String(decoding: target, as: UTF8.self)
        if text == "*" {
            return method == "OPTIONS"
                ? .success(("*", "")) : .failure(HTTPError(400, "the target * is for OPTIONS only"))
        }
        if !text.hasPrefix("/") {
            let lowered = text.lowercased()
            guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else {
                return .failure(HTTPError(400, "the request target is neither a path nor an http URL"))
            }
            let rest = text.dropFirst(scheme.count)
            guard let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
                text = "/"
                return .success(("/", ""))
            }
            guard !rest[..<authorityEnd].isEmpty else {
                return .failure(HTTPError(400, "the request target's URL has no host"))
            }
            text = rest[authorityEnd] == "/" ? String(rest[authorityEnd...]) : "/" + rest[authorityEnd...]
        }
        // A fragment is never sent; one that is, is dropped.
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        guard let mark = text.firstIndex(of: "?") else { return .success((text, "")) }
        return .success((String(text[..<mark]), String(text[text.index(after: mark)...])))
    }

    /// RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host field; none has two, and its
    /// value is a host and optional port.
    private func checkHost() -> HTTPError? {
        let hosts = values("host")
        if hosts.count > 1 { return HTTPError(400, "the request has \(hosts.count) Host fields; send one") }
        guard let host = hosts.first else {
            return minorVersion == 1 ? HTTPError(400, "an HTTP/1.1 request needs a Host field") : nil
        }
        let allowed = host.utf8.allSatisfy {
            $0.isTokenCharacter || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
        }
        return allowed ? nil : HTTPError(400, "the Host field '\(host)' is not a host and port")
    }

    /// RFC 9112 §6: the body is chunked, of a declared length, or absent.
    private func framing(limits: HTTPRequestLimits) -> Result<BodyFraming, HTTPError> {
        let codings = values("transfer-encoding")
        let lengths = values("content-length")
        if !codings.isEmpty {
            if !lengths.isEmpty {
                return .failure(HTTPError(400, "the request has both Content-Length and Transfer-Encoding"))
            }
            let list = codings.flatMap { $0.split(separator: ",") }.map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            guard list == ["chunked"] else {
                return .failure(
                    HTTPError(
                        501, "the transfer coding '\(codings.joined(separator: ", "))' is not supported; send chunked"))
            }
            guard minorVersion == 1 else {
                return .failure(HTTPError(400, "an HTTP/1.0 request cannot be chunked"))
            }
            return .success(.chunked)
        }
        guard let declared = lengths.first else { return .success(.none) }
        guard lengths.count == 1 else {
            return .failure(HTTPError(400, "the request has \(lengths.count) Content-Length fields; send one"))
        }
        // `1*DIGIT`, leading zeros allowed, never read past the limit.
        let length: Int
        switch HTTPSyntax.decimal(Array(declared.utf8)[...], bound: limits.body) {
        case .value(let value): length = value
        case .tooLarge: return .failure(HTTPError(413, "the request body is larger than \(limits.body) bytes"))
        case .malformed:
            return .failure(HTTPError(400, "Content-Length '\(declared)' is not a number of bytes"))
        }
        return .success(length == 0 ? .none : .length(length))
    }
}
