import CGNUExtensions
import Foundation
import Synchronization

extension HTTPResponse {
    /// The response as sent on the connection: the status line, the handler's headers (a name
    /// that is not a token or a value with a line break is never sent, so an echoed value cannot
    /// add a header), `Date`, `Content-Length` as RFC 9110 §8.6 wants it, `Connection: close`
    /// when the connection ends after it, and the body unless `headOnly`.
    func wire(headOnly: Bool, closing: Bool, date: String) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers where Self.isSendable(name: name, value: value) {
            head += name + ": " + value + "\r\n"
        }
        head += "Date: " + date + "\r\n"
        // A 1xx, 204 or 304 has no content and says no length: a 304's would have to be the
        // length of the 200 it stands for.
        let hasContent = status >= 200 && status != 204 && status != 304
        if hasContent { head += "Content-Length: \(body.count)\r\n" }
        if closing { head += "Connection: close\r\n" }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if hasContent && !headOnly { bytes += body }
        return bytes
    }

    /// Whether a header goes out: a token for a name, no control character but tab in the value,
    /// and none of the fields the server writes itself.
    static func isSendable(name: String, value: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(\.isTokenCharacter)
            && value.utf8.allSatisfy { $0 == .tab || ($0 >= 0x20 && $0 != 0x7F) }
            && !isServerField(name)
    }

    /// Whether `name` is one of the fields the server writes itself, in any case.
    private static func isServerField(_ name: String) -> Bool {
        // Most names differ in length from all four, and are not lowercased at all.
        [4, 10, 14, 17].contains(name.utf8.count) && serverFields.contains(name.lowercased())
    }

    private static let serverFields: Set<String> = ["content-length", "date", "connection", "transfer-encoding"]

    /// The reason phrase of the statuses this service sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 204: "No Content"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 417: "Expectation Failed"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// Now as an HTTP date (RFC 9110 §5.6.7: `Tue, 01 Dec 2026 18:30:13 GMT`): every response
    /// carries one, so the text is made once a second.
    public static func httpDate() -> String {
        let now = time(nil)
        if let text = latestDate.withLock({ $0.seconds == now ? $0.text : nil }) { return text }
        let text = httpDate(now)
        latestDate.withLock { $0 = (now, text) }
        return text
    }

    private static let latestDate = Mutex<(seconds: time_t, text: String)>((0, ""))

    /// `seconds` since 1970 as an HTTP date.
    public static func httpDate(_ seconds: time_t) -> String {
        var time = seconds
        var parts = tm()
        gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// The seconds since 1970 an HTTP date names (IMF-fixdate, the one form senders use now); nil
    /// when it is not one, which a condition then ignores (RFC 9110 §13.1.3).
    public static func seconds(ofHTTPDate text: String) -> time_t? {
        var seconds = time_t()
        return ttg_parse_http_date(text, &seconds) == 1 ? seconds : nil
    }
}
