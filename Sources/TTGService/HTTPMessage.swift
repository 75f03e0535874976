/// One HTTP request as a handler sees it: the method, the path and the query as libmicrohttpd
/// decoded them (percent-escapes undone), the headers, the body and the client's address.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query: `/v1/emoji.png`.
    public var path: String
    /// The query's parameters in order; a parameter without `=` has an empty value.
    public var query: [(name: String, value: String)]
    /// Header values by lowercased name.
    public var headers: [String: String]
    /// The whole body (empty for GET).
    public var body: [UInt8]
    /// The peer's numeric address (`127.0.0.1`, `::1`); empty when unknown.
    public var client: String

    public init(
        method: String, path: String, query: [(name: String, value: String)], headers: [String: String],
        body: [UInt8] = [], client: String = ""
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.client = client
    }
}

/// An HTTP response: a status, headers and the whole body.
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
}
