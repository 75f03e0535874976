import Foundation
import TTGBase

/// The proof a verified challenge hands the page, which the site's backend redeems once.
///
/// A token is `ttgpass3.<id>.<challenge>.<expiry>.<input>.<issued>.<origin>.<signature>`: a random
/// id (the store's key for the single redemption), the challenge it proves, its expiry in whole
/// seconds since 1970, the input that earned it (`drag`, `keys`, `click`, or `work` alone), when
/// the challenge was issued (seconds since 1970), the origin of the page it was issued to in
/// Base64url (empty when the request had none), and the HMAC-SHA-256 of everything before it
/// under the service's key. A token has one spelling: ids and the signature in lower-case
/// hexadecimal, times in digits without a sign or a leading zero, the origin in unpadded
/// Base64url; any other text is refused before its signature is checked.
///
/// The tokens of the version before (`ttgpass2`, without the issue time and the origin) are read
/// too, so a token earned on a node not yet restarted redeems on one that is.
public struct PassToken: Hashable, Sendable {
    public var id: String
    public var challenge: String
    /// Seconds since 1970.
    public var expiresAt: Int
    /// What earned it: a site may ask more of the inputs that carry less of a hand.
    public var input: CaptchaInput
    /// When its challenge was issued, in whole seconds since 1970; nil in a `ttgpass2` token.
    public var issuedAt: Int?
    /// The origin of the page its challenge was issued to; nil when unknown.
    public var origin: String?

    /// How a pass was earned, as siteverify's `method` says it: the puzzle, or proof of work alone.
    public enum Method: String, Hashable, Sendable {
        case puzzle, work
    }

    public var method: Method { input == .work ? .work : .puzzle }

    static let prefix = "ttgpass3"
    static let previousPrefix = "ttgpass2"
    /// Digits of a time at most: seconds until the year 33658.
    static let timeDigits = 12
    /// The longest origin a token carries, in UTF-8 bytes; a challenge asked with a longer one
    /// keeps none.
    public static let originLimit = 255

    public init(
        id: String, challenge: String, expiresAt: Int, input: CaptchaInput = .drag, issuedAt: Int? = nil,
        origin: String? = nil
    ) {
        self.id = id
        self.challenge = challenge
        self.expiresAt = expiresAt
        self.input = input
        self.issuedAt = issuedAt
        self.origin = origin
    }

    /// The text before the signature.
    private var signedPart: String {
        let origin = Self.base64URL(Array((origin ?? "").utf8))
        return
            "\(Self.prefix).\(id).\(challenge).\(expiresAt).\(input.rawValue).\(issuedAt.map(String.init) ?? "").\(origin)"
    }

    /// The token as the page receives it, signed with `key`.
    public func text(key: [UInt8]) -> String {
        signedPart + "." + Hex.string(SHA256Digest.hmac(key: key, signedPart))
    }

    /// The token in `text` when it is spelt as ``text(key:)`` writes one (or as a `ttgpass2` one)
    /// and its signature is `key`'s; nil for anything else.
    public init?(text: String, key: [UInt8]) {
        guard text.utf8.count <= 160 + 2 * Self.originLimit else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let current = parts.count == 8 && parts[0] == Self.prefix
        guard current || (parts.count == 6 && parts[0] == Self.previousPrefix), Self.isHex(parts[1], count: 32),
            Self.isHex(parts[2], count: 32), let expiry = Self.time(parts[3]),
            let input = CaptchaInput(rawValue: String(parts[4])), let signature = parts.last,
            Self.isHex(signature, count: 64)
        else { return nil }
        self.init(id: String(parts[1]), challenge: String(parts[2]), expiresAt: expiry, input: input)
        let signed = parts.dropLast().joined(separator: ".")
        if current {
            guard parts[5].isEmpty || Self.time(parts[5]) != nil, let origin = Self.origin(parts[6]) else { return nil }
            issuedAt = Self.time(parts[5])
            self.origin = origin.isEmpty ? nil : origin
            // One spelling: an empty origin is none.
            guard signedPart == signed else { return nil }
        }
        let expected = SHA256Digest.hmac(key: key, signed)
        guard let given = Hex.bytes(String(signature)), SHA256Digest.equal(given, expected) else { return nil }
    }

    /// Whether `text` is `count` lower-case hexadecimal digits.
    private static func isHex(_ text: Substring, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A time: `0`, or up to ``timeDigits`` digits not beginning with `0`.
    private static func time(_ text: Substring) -> Int? {
        let digits = text.utf8
        guard !digits.isEmpty, digits.count <= timeDigits, digits.allSatisfy({ (48...57).contains($0) }),
            digits.first != UInt8(ascii: "0") || digits.count == 1
        else { return nil }
        return Int(text)
    }

    /// `bytes` in unpadded Base64url (RFC 4648 section 5): no dot, so it is one part of a token.
    private static func base64URL(_ bytes: [UInt8]) -> String {
        String(
            Base64.encode(bytes).compactMap { character -> Character? in
                switch character {
                case "+": "-"
                case "/": "_"
                case "=": nil
                default: character
                }
            })
    }

    /// The origin `text` spells in unpadded Base64url, when that is its one spelling.
    private static func origin(_ text: Substring) -> String? {
        guard text.utf8.count <= (originLimit * 4 + 2) / 3 else { return nil }
        var standard = String(text.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
        guard let data = Data(base64Encoded: standard), let origin = String(bytes: data, encoding: .utf8),
            base64URL(Array(origin.utf8)) == text
        else { return nil }
        return origin
    }
}
