import Foundation

/// A request's preconditions (RFC 9110 §13) against the validators of the representation it
/// asks for, in the order §13.2.2 evaluates them: `If-Match`, else `If-Unmodified-Since`; then
/// `If-None-Match`, else `If-Modified-Since`.
public struct HTTPConditions: Sendable {
    /// The representation's entity tag, quoted: `"3f…"` (strong) or `W/"3f…"`.
    public var etag: String
    /// When it last changed, in seconds since 1970; nil when unknown.
    public var lastModified: time_t?

    public init(etag: String, lastModified: time_t?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    public enum Outcome: Sendable, Equatable {
        /// Answer as usual.
        case proceed
        /// 304: the client's copy is current (GET and HEAD).
        case notModified
        /// 412: a precondition failed.
        case preconditionFailed
    }

    /// What `request` calls for.
    public func evaluate(_ request: HTTPRequest) -> Outcome {
        let readOnly = request.method == "GET" || request.method == "HEAD"
        if let field = request.headers["if-match"] {
            // Strong comparison: a weak tag never matches.
            guard field.trimmingCharacters(in: .whitespaces) == "*" || Self.tags(field).contains(etag),
                !etag.hasPrefix("W/")
            else { return .preconditionFailed }
        } else if let field = request.headers["if-unmodified-since"],
            let date = HTTPResponse.seconds(ofHTTPDate: field),
            let lastModified, lastModified > date
        {
            return .preconditionFailed
        }
        if let field = request.headers["if-none-match"] {
            // Weak comparison: W/"x" matches "x".
            let matches =
                field.trimmingCharacters(in: .whitespaces) == "*"
                || Self.tags(field).contains { Self.opaque($0) == Self.opaque(etag) }
            if matches { return readOnly ? .notModified : .preconditionFailed }
        } else if readOnly, let field = request.headers["if-modified-since"],
            let date = HTTPResponse.seconds(ofHTTPDate: field), let lastModified, lastModified <= date
        {
            return .notModified
        }
        return .proceed
    }

    /// The entity tags of a comma-separated list, each as sent (`"a"`, `W/"b"`); commas inside a
    /// tag's quotes do not separate.
    static func tags(_ field: String) -> [String] {
        var tags: [String] = []
        var current = ""
        var quoted = false
        for character in field {
            if character == "\"" { quoted.toggle() }
            if character == "," && !quoted {
                tags.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        tags.append(current.trimmingCharacters(in: .whitespaces))
        return tags.filter { !$0.isEmpty }
    }

    /// A tag without its weakness marker.
    private static func opaque(_ tag: String) -> Substring { tag.hasPrefix("W/") ? tag.dropFirst(2) : tag[...] }
}
