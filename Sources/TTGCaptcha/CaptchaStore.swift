/// Where a service keeps its challenges, remembered tracks and pass tokens, shared by every node
/// that serves the same site. Each operation is atomic against every other, on any node: two drops
/// on one challenge are judged one after the other, and a token is redeemed once.
///
/// Records expire with their challenge or token, a network's standing ``AdmissionRules/memory``
/// after it last changed; ``sweep(now:)`` removes what has expired (a store whose keys expire by
/// themselves may do nothing).
public protocol CaptchaStore: Sendable {
    /// Keeps a newly issued challenge.
    func insert(_ challenge: CaptchaChallenge) throws

    /// Keeps challenge `challenge`'s pictures until `until`, for any node to serve.
    func insertPictures(_ pictures: CaptchaPictures, challenge: String, until: Double) throws

    /// Challenge `challenge`'s picture `name` at `now`; nil when there is none (never kept, or expired).
    func picture(_ name: CaptchaPictures.Name, challenge: String, now: Double) throws -> [UInt8]?

    /// The challenge `id`, or nil when there is none.
    func challenge(_ id: String) throws -> CaptchaChallenge?

    /// Reads challenge `id`, lets `change` update it, and writes it back, with no other change to
    /// it in between; nil (and `change` not called) when there is no such challenge.
    func update<Result>(_ id: String, _ change: (inout CaptchaChallenge) throws -> Result) throws -> Result?

    /// Remembers `fingerprint`, accepted on `challenge`, until `until` — unless a near-duplicate
    /// accepted on another challenge is still remembered at `now`: then false, and nothing is kept.
    func rememberTrack(_ fingerprint: TrackFingerprint, challenge: String, until: Double, now: Double) throws -> Bool

    /// Remembers `shape`, accepted on `challenge` from `network`, until `until` — unless it is a
    /// replay of one of the last ``AnswerShape/remembered`` of its input accepted from that network
    /// on other challenges and still remembered at `now`: then false, and nothing is kept.
    func rememberAnswer(_ shape: AnswerShape, network: String, challenge: String, until: Double, now: Double) throws
        -> Bool

    /// Keeps a pass token, not yet redeemed.
    func insertToken(_ token: PassToken) throws

    /// Redeems token `id` once: the first call at `now` before its expiry gets ``Redemption/redeemed``.
    func redeemToken(_ id: String, now: Double) throws -> Redemption

    /// Takes a challenge from `network`'s bucket at `now` when it holds one, and counts it in the
    /// site's load (``ClientStanding/admit(now:_:)``, ``SiteLoad/ask(now:_:)``); a request refused
    /// counts as the network's failure and not in the load. For every node at once; whether it
    /// was admitted, the standing after and the site's load.
    func admit(_ network: String, rules: AdmissionRules, now: Double) throws -> Admission

    /// Counts a failure against `network` at `now` (``ClientStanding/fail(now:_:)``); the standing after.
    @discardableResult func recordFailure(_ network: String, rules: AdmissionRules, now: Double) throws
        -> ClientStanding

    /// The site's native hash rate (``WorkPricing``): raised to `rate` when that is higher than the
    /// rate kept, for every node at once; the rate kept after. A `rate` of 0 only reads it.
    func raiseHashRate(_ rate: Double) throws -> Double

    /// Claims `key` for good: true for the first claim by any node, false ever after. A pool's
    /// challenge is served once.
    func claim(_ key: String) throws -> Bool

    /// Removes challenges, tracks, tokens and standings that expired before `now`; returns how many.
    @discardableResult func sweep(now: Double) throws -> Int
}

extension CaptchaStore {
    /// Checks that the store answers, with the cheapest read every store has (the site's hash
    /// rate): throws the store's error when it does not. For readiness probes.
    public func probe() throws { _ = try raiseHashRate(0) }
}

/// What a store's admission found: whether the network got its challenge, its standing and the
/// site's load after the request was counted.
public struct Admission: Hashable, Sendable {
    public var admitted: Bool
    public var standing: ClientStanding
    public var load: SiteLoad

    public init(admitted: Bool, standing: ClientStanding, load: SiteLoad) {
        self.admitted = admitted
        self.standing = standing
        self.load = load
    }
}

/// What redeeming a pass token found.
public enum Redemption: String, Hashable, Sendable {
    /// The token was valid and is now spent.
    case redeemed
    /// The token was redeemed before.
    case alreadyRedeemed
    /// The token has expired.
    case expired
    /// The store has no such token.
    case unknown
    /// The text is not a token this service signed (forged, altered or cut).
    case invalid
}

/// A store that cannot be used: its file, its server or a query failed.
public struct CaptchaStoreError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
