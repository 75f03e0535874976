import TTGBase

/// Why a request is not answered as asked, as the client is told: a 4xx or 5xx status, what is
/// wrong, and the query parameter or body field it is about. The one error of the HTTP layer
/// and of the application on it, from a malformed request line to a bad option value, rendered in
/// one place (``response``). A refusal while a request is read closes the connection, since what
/// follows the bad part cannot be trusted.
public struct HTTPError: Error, Sendable, Equatable {
    public var status: Int
    public var message: String
    /// The query parameter or body field the message is about, when there is one.
    public var parameter: String?
    /// Seconds to wait before asking again, for a 503 (`Retry-After`).
    public var retryAfter: Int?

    public init(_ status: Int, _ message: String, parameter: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.message = message
        self.parameter = parameter
        self.retryAfter = retryAfter
    }

    /// `{"error": …, "parameter": …}`, kept by no cache.
    public var response: HTTPResponse {
        var fields: [(String, JSON)] = [("error", .string(message))]
        if let parameter { fields.append(("parameter", .string(parameter))) }
        var response = HTTPResponse.json(status, JSON.object(fields).text + "\n")
        response.headers.append(("Cache-Control", "no-store"))
        if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
        return response
    }
}
