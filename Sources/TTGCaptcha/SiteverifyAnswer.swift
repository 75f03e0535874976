import Foundation
import TTGBase

/// What `POST /v1/siteverify` answers and `puzzle redeem` prints, one JSON object for both.
public enum SiteverifyAnswer {
    /// `siteverify`'s answer (and `puzzle redeem`'s line): success with reCAPTCHA's
    /// `challenge_ts` (when the challenge was issued) and `hostname` (the host of the page it was
    /// issued to, empty when the request had no `Origin`), the whole `origin`, the challenge and
    /// how it was passed (`method`: `puzzle`, or `work` alone; `input`: `drag`, `keys`, `click` or `work`,
    /// so a site may ask more of the inputs that carry less of a hand), or the reason as
    /// reCAPTCHA's error codes spell theirs.
    public static func body(_ redemption: Redemption, _ token: PassToken?) -> JSON {
        guard redemption == .redeemed, let token else {
            let code: String
            switch redemption {
            case .alreadyRedeemed: code = "already-redeemed"
            case .expired: code = "expired"
            case .invalid: code = "invalid-input-response"
            case .unknown, .redeemed: code = "unknown-token"
            }
            return .object([("success", .bool(false)), ("error-codes", .array([.string(code)]))])
        }
        var fields: [(String, JSON)] = [("success", .bool(true))]
        if let issued = token.issuedAt { fields.append(("challenge_ts", .string(timestamp(issued)))) }
        fields.append(("hostname", .string(token.origin.map(hostname) ?? "")))
        if let origin = token.origin { fields.append(("origin", .string(origin))) }
        fields += [
            ("challenge", .string(token.challenge)), ("method", .string(token.method.rawValue)),
            ("input", .string(token.input.rawValue)),
        ]
        return .object(fields)
    }

    /// The host of an origin (`https://shop.example:8443` → `shop.example`), as reCAPTCHA's
    /// `hostname` gives it; an IPv6 address keeps its brackets.
    static func hostname(_ origin: String) -> String {
        var rest = origin[...]
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") { return String(rest[...close]) }
        return String(rest.prefix { $0 != ":" && $0 != "/" })
    }

    /// Seconds since 1970 as ISO 8601 in UTC, to the second (`2026-12-05T09:30:00Z`), as reCAPTCHA's
    /// `challenge_ts` is written.
    static func timestamp(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
