import TTGBase

/// The proof a verified challenge hands the page, which the site's backend redeems once.
///
/// A token is `ttgpass2.<id>.<challenge>.<expiry>.<input>.<signature>`: a random id (the store's
/// key for the single redemption), the challenge it proves, its expiry in whole seconds since
/// 1970, the input that earned it (`drag`, `keys`, `click`, or `work` alone), and the
/// HMAC-SHA-256 of everything before it under the service's key. A token has one spelling: ids
/// and the signature in lower-case hexadecimal, the expiry in digits without a sign or a leading
/// zero; any other text is refused before its signature is checked.
public struct PassToken: Hashable, Sendable {
    public var id: String
    public var challenge: String
    /// Seconds since 1970.
    public var expiresAt: Int
    /// What earned it: a site may ask more of the inputs that carry less of a hand.
    public var input: CaptchaInput

    /// How a pass was earned, as siteverify's `method` says it: the puzzle, or proof of work alone.
    public enum Method: String, Hashable, Sendable {
        case puzzle, work
    }

    public var method: Method { input == .work ? .work : .puzzle }

    static let prefix = "ttgpass2"
    /// Digits of an expiry at most: seconds until the year 33658.
    static let expiryDigits = 12

    public init(id: String, challenge: String, expiresAt: Int, input: CaptchaInput = .drag) {
        self.id = id
        self.challenge = challenge
        self.expiresAt = expiresAt
        self.input = input
    }

    /// The text before the signature.
    private var signedPart: String { "\(Self.prefix).\(id).\(challenge).\(expiresAt).\(input.rawValue)" }

    /// The token as the page receives it, signed with `key`.
    public func text(key: [UInt8]) -> String {
        signedPart + "." + Hex.string(SHA256Digest.hmac(key: key, signedPart))
    }

    /// The token in `text` when it is spelt as ``text(key:)`` writes one and its signature is
    /// `key`'s; nil for anything else.
    public init?(text: String, key: [UInt8]) {
        guard text.utf8.count <= 200 else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == Self.prefix, Self.isHex(parts[1], count: 32),
            Self.isHex(parts[2], count: 32), let expiry = Self.expiry(parts[3]),
            let input = CaptchaInput(rawValue: String(parts[4])), Self.isHex(parts[5], count: 64)
        else { return nil }
        self.init(id: String(parts[1]), challenge: String(parts[2]), expiresAt: expiry, input: input)
        let expected = SHA256Digest.hmac(key: key, signedPart)
        guard let given = Hex.bytes(String(parts[5])), SHA256Digest.equal(given, expected) else { return nil }
    }

    /// Whether `text` is `count` lower-case hexadecimal digits.
    private static func isHex(_ text: Substring, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// An expiry: `0`, or up to ``expiryDigits`` digits not beginning with `0`.
    private static func expiry(_ text: Substring) -> Int? {
        let digits = text.utf8
        guard !digits.isEmpty, digits.count <= expiryDigits, digits.allSatisfy({ (48...57).contains($0) }),
            digits.first != UInt8(ascii: "0") || digits.count == 1
        else { return nil }
        return Int(text)
    }
}
