/// The proof a verified challenge hands the page, which the site's backend redeems once.
///
/// A token is `ttgpass1.<id>.<challenge>.<expiry>.<signature>`: a random id (the store's key for
/// the single redemption), the challenge it proves, its expiry in whole seconds since 1970, and the
/// HMAC-SHA-256 of everything before it under the service's key. The signature lets a redeemer
/// refuse a forged or altered token before asking the store.
public struct PassToken: Hashable, Sendable {
    public var id: String
    public var challenge: String
    /// Seconds since 1970.
    public var expiresAt: Int

    static let prefix = "ttgpass1"

    public init(id: String, challenge: String, expiresAt: Int) {
        self.id = id
        self.challenge = challenge
        self.expiresAt = expiresAt
    }

    /// The text before the signature.
    private var signedPart: String { "\(Self.prefix).\(id).\(challenge).\(expiresAt)" }

    /// The token as the page receives it, signed with `key`.
    public func text(key: [UInt8]) -> String {
        signedPart + "." + Hex.string(SHA256Digest.hmac(key: key, signedPart))
    }

    /// The token in `text` when its signature is `key`'s; nil for anything else. A token has one
    /// spelling, the one ``text(key:)`` writes: the signature covers the rest, and is read in
    /// lower-case hexadecimal only.
    public init?(text: String, key: [UInt8]) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 5, parts[0] == Self.prefix, let expiry = Int(parts[3]),
            parts[1].count == 32, parts[2].count == 32
        else { return nil }
        self.init(id: parts[1], challenge: parts[2], expiresAt: expiry)
        let expected = SHA256Digest.hmac(key: key, signedPart)
        guard let given = Hex.bytes(parts[4]), SHA256Digest.equal(given, expected) else { return nil }
    }
}
