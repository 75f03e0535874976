/// The proof a verified challenge hands the page, which the site's backend redeems once.
///
/// A token is `ttgpass1.<id>.<challenge>.<expiry>.<signature>`: a random id (the store's key for
/// the single redemption), the challenge it proves, its expiry in whole seconds since 1970, and the
/// HMAC-SHA-256 of everything before it under the service's key. A token earned by proof of work
/// alone, with no picture, says so before its signature (`….<expiry>.work.<signature>`). The
/// signature lets a redeemer refuse a forged or altered token before asking the store.
public struct PassToken: Hashable, Sendable {
    public var id: String
    public var challenge: String
    /// Seconds since 1970.
    public var expiresAt: Int
    /// How it was earned.
    public var method: Method

    /// How a pass was earned: the puzzle (a drag, keys or a click), or proof of work alone.
    public enum Method: String, Hashable, Sendable {
        case puzzle, work
    }

    static let prefix = "ttgpass1"

    public init(id: String, challenge: String, expiresAt: Int, method: Method = .puzzle) {
        self.id = id
        self.challenge = challenge
        self.expiresAt = expiresAt
        self.method = method
    }

    /// The text before the signature.
    private var signedPart: String {
        "\(Self.prefix).\(id).\(challenge).\(expiresAt)" + (method == .work ? ".work" : "")
    }

    /// The token as the page receives it, signed with `key`.
    public func text(key: [UInt8]) -> String {
        signedPart + "." + Hex.string(SHA256Digest.hmac(key: key, signedPart))
    }

    /// The token in `text` when its signature is `key`'s; nil for anything else. A token has one
    /// spelling, the one ``text(key:)`` writes: the signature covers the rest, and is read in
    /// lower-case hexadecimal only.
    public init?(text: String, key: [UInt8]) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 5 || (parts.count == 6 && parts[4] == Method.work.rawValue), parts[0] == Self.prefix,
            let expiry = Int(parts[3]), parts[1].count == 32, parts[2].count == 32
        else { return nil }
        self.init(id: parts[1], challenge: parts[2], expiresAt: expiry, method: parts.count == 6 ? .work : .puzzle)
        let expected = SHA256Digest.hmac(key: key, signedPart)
        guard let given = Hex.bytes(parts[parts.count - 1]), SHA256Digest.equal(given, expected) else { return nil }
    }
}
