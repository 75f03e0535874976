import Foundation
import TTGBase

/// One JSON line a request, through ``ServiceLog``: when, what, the answer, how long, the
/// cache, and who asked — `client` (the address `--trust-proxy` resolves the request to),
/// `peer` (the socket's), `user_agent` and `request_id` (the one echoed in `X-Request-Id`).
enum AccessLog {
    /// Who sent a request and how it is named: the fields every request line carries.
    struct Origin: Sendable {
        /// The client as the trusted proxies name it; the peer when none is trusted.
        var client: String
        /// The socket's peer address.
        var peer: String
        /// The `User-Agent` field; empty when none was sent.
        var userAgent: String
        /// The request's id (``RequestID``).
        var requestID: String
    }

    static func write(
        method: String, path: String, query: String, status: Int, bytes: Int, seconds: Double, cache: String,
        origin: Origin
    ) {
        let milliseconds = JSON.number((seconds * 1e6).rounded() / 1e3).text
        let parameters = query.isEmpty ? 0 : query.split(separator: "&").count
        let line =
            "{\"time\":\"\(ServiceLog.timestamp())\",\"method\":\(quoted(method)),\"path\":\(quoted(path)),"
            + "\"query\":\(parameters),\"status\":\(status),\"bytes\":\(bytes),\"ms\":\(milliseconds),"
            + "\"cache\":\"\(cache)\",\"client\":\(quoted(origin.client)),\"peer\":\(quoted(origin.peer)),"
            + "\"user_agent\":\(quoted(origin.userAgent)),\"request_id\":\(quoted(origin.requestID))}\n"
        ServiceLog.gather(line)
    }

    /// Writes the lines gathered so far, in order (at shutdown).
    static func flush() { ServiceLog.flush() }

    /// `text` as a JSON string: written as it is when it needs no escape (a path almost always).
    private static func quoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        }
        return plain ? "\"" + text + "\"" : JSON.string(text).text
    }
}
