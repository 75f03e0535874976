import TTGBase
import TTGHTTP

/// The name a request goes by in the log and in its response's `X-Request-Id`: the one its
/// `X-Request-Id` field brings (set by a proxy or the client, so one request is followed across
/// them), when that is a sane token; else a fresh one of 16 random hex digits.
enum RequestID {
    /// Longest id taken from a request: a UUID or a trace id fits, a log-flooding field does not.
    static let maximumLength = 128

    /// The id of `request`.
    static func of(_ request: HTTPRequest) -> String {
        if let given = request.headers["x-request-id"], isSane(given) { return given }
        return fresh()
    }

    /// Whether `text` may be taken as it is: 1 to ``maximumLength`` characters of visible ASCII
    /// (no space, no control, no comma: a field sent twice arrives joined with ", ").
    static func isSane(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count <= maximumLength
            && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ",") }
    }

    /// 16 random hex digits.
    static func fresh() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
