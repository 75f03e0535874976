/// One HTTP request as a handler sees it: the method, the path as sent (routes match it before
/// any percent-decoding), the query, the header fields, the body and the client's address.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query, escapes kept: `/v1/emoji.png`.
    public var path: String
    /// The query as sent, after `?`, escapes kept; ``parameters()`` decodes it.
    public var query: String
    /// Field values by lowercased name; a field sent several times has its values joined with
    /// ", " (RFC 9110 §5.3).
    public var headers: [String: String]
    /// The whole body (empty for GET).
    public var body: [UInt8]
    /// The peer's numeric address (`127.0.0.1`, `::1`); empty when unknown.
    public var client: String

    public init(
        method: String, path: String, query: String = "", headers: [String: String] = [:], body: [UInt8] = [],
        client: String = ""
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.client = client
    }

    /// The query's parameters in order, `+` read as a space and percent-escapes undone; a
    /// parameter without `=` has an empty value. A malformed escape, bytes that are not UTF-8 or
    /// a control character (`%00`, a newline) is refused, naming the parameter: such a value
    /// would be cut short or read differently by what it is handed to.
    public func parameters() throws(HTTPError) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decoded(parts[0]), !name.isEmpty else {
                throw HTTPError(400, "the query key '\(parts[0].prefix(64))' is not a valid name")
            }
            guard name.unicodeScalars.allSatisfy({ !Self.isControl($0) }) else {
                throw HTTPError(400, "a query key has a control character")
            }
            let value = parts.count == 2 ? Self.decoded(parts[1]) : ""
            guard let value else {
                throw HTTPError(
                    400, "\(name): the value is not percent-encoded UTF-8 (a % needs two hex digits)",
                    parameter: name)
            }
            if let control = value.unicodeScalars.first(where: Self.isControl) {
                let code = String(control.value, radix: 16, uppercase: true)
                throw HTTPError(
                    400,
                    "\(name): the value has the control character U+\(String(repeating: "0", count: 4 - code.count) + code)",
                    parameter: name)
            }
            parameters.append((name, value))
        }
        return parameters
    }

    /// C0 controls, DEL and C1 controls: never part of an option's value.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `+` as a space and `%XX` as its byte, the bytes read as UTF-8; nil when malformed.
    public static func decoded(_ text: Substring) -> String? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(.space)
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}

/// An HTTP response: a status, headers and the whole body. The server adds `Date`,
/// `Content-Length` and `Connection`; to a HEAD request it sends the headers a GET gets, the
/// body's length included, without the body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response (a probe's answer).
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// A JSON response.
    public static func json(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Array(text.utf8))
    }

    /// The value of the first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
