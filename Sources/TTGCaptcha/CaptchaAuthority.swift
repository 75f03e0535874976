import Synchronization
import TTGBase
import TTGPuzzle

/// The captcha's protocol over a store: issues challenges, judges drops, signs pass tokens and
/// redeems them once. It draws nothing and speaks no HTTP; times are seconds since 1970, given by
/// the caller.
public final class CaptchaAuthority: Sendable {
    public let policy: CaptchaPolicy
    public let store: any CaptchaStore
    /// How fast a client network may ask, and how its failures raise its work.
    public let rules: AdmissionRules
    /// The key pass tokens are signed with, derived from the service's secret.
    private let key: [UInt8]
    /// The proof of work asked now: the policy's, until ``reprice(_:)``.
    private let currentWork: Mutex<WorkScale>

    public init(
        policy: CaptchaPolicy, store: any CaptchaStore, secret: String, rules: AdmissionRules = AdmissionRules()
    ) {
        self.policy = policy
        self.store = store
        self.rules = rules
        key = Self.tokenKey(secret: secret)
        currentWork = Mutex(policy.work)
    }

    /// The proof of work asked now, by standing and load: the policy's, or the last
    /// ``reprice(_:)``'s.
    public var work: WorkScale { currentWork.withLock { $0 } }

    /// Asks `work` from now on: what a service does when the site's hash rate changes
    /// (``WorkPricing``), so every node charges the same.
    public func reprice(_ work: WorkScale) {
        currentWork.withLock { $0 = work }
    }

    /// Whether `client` (a network) may have a challenge now.
    public enum Decision: Hashable, Sendable {
        /// Yes, with this many bits of work.
        case admitted(workBits: Int)
        /// No: its bucket is empty for this many seconds.
        case refused(retryAfter: Double)
    }

    /// Takes a challenge from the network's bucket in the store (shared by every node), counting it
    /// in the site's load, and tells the work it asks (``WorkScale/bits(_:underPressure:_:)``).
    public func admit(_ client: String, now: Double) throws -> Decision {
        let admission = try store.admit(client, rules: rules, now: now)
        guard admission.admitted else { return .refused(retryAfter: admission.standing.retryAfter(rules)) }
        return .admitted(
            workBits: work.bits(admission.standing, underPressure: admission.load.underPressure(rules), rules))
    }

    /// The signing key of a secret: its HMAC of a fixed label, so the secret itself signs nothing.
    public static func tokenKey(secret: String) -> [UInt8] {
        SHA256Digest.hmac(key: Array(secret.utf8), "ttg-render pass token")
    }

    /// Records a new challenge for `answer` (nil: proof of work alone, no picture), issued to
    /// `client` (the network that will answer it) on a page of `origin` (kept for siteverify's
    /// `hostname` when it fits a token), with a fresh 128-bit id and, for `workBits` above 0, a
    /// proof of work of that many bits.
    public func issue(
        _ answer: PuzzleAnswer?, client: String, origin: String? = nil, workBits bits: Int, now: Double
    ) throws -> CaptchaChallenge {
        let kept = origin.flatMap { $0.utf8.count <= PassToken.originLimit ? $0 : nil }
        let challenge = CaptchaChallenge(
            id: Hex.random(bytes: 16), answer: answer, client: client, origin: kept, issuedAt: now,
            expiresAt: now + policy.lifetime,
            work: bits > 0 ? WorkPuzzle(salt: Hex.random(bytes: 16), difficulty: bits) : nil)
        try store.insert(challenge)
        return challenge
    }

    /// The verdict on a drop, and with ``CaptchaVerdict/verified`` the pass token's text.
    ///
    /// `client` is the network the drop came from; a drop from any other network than the one the
    /// challenge was issued to fails. Every failure is charged to the issuer's network, whoever
    /// sent the drop. A drop that would verify has its track checked against the tracks remembered
    /// from other challenges first, and its token kept; the verdict itself is reached inside one
    /// store update, so two drops on one challenge can never both verify. Whatever the store
    /// cannot keep throws before the verdict is written, and the challenge stays answerable.
    public func verify(
        _ id: String, _ attempt: CaptchaAttempt, client: String, now: Double
    ) throws -> (verdict: CaptchaVerdict, token: String?) {
        guard var preview = try store.challenge(id) else { return (.refused(.unknown), nil) }
        var replayed = false
        var token: PassToken?
        if preview.judge(attempt, from: client, now: now, policy: policy, replayed: false) == .verified {
            // A drag's tremor against every network's tracks; any answer's shape against the
            // issuer network's last ones.
            if attempt.input == .drag, let fingerprint = TrackFingerprint(attempt.track) {
                replayed =
                    !(try store.rememberTrack(
                        fingerprint, challenge: id, until: now + policy.trackMemory, now: now))
            }
            if !replayed, let shape = AnswerShape(attempt.track, input: attempt.input) {
                replayed =
                    !(try store.rememberAnswer(
                        shape, network: preview.client, challenge: id, until: now + policy.trackMemory, now: now))
            }
            if !replayed {
                // Kept before the verdict, so a verdict written is never one without its token.
                let earned = PassToken(
                    id: Hex.random(bytes: 16), challenge: id,
                    expiresAt: Int((now + policy.tokenLifetime).rounded(.up)), input: attempt.input,
                    issuedAt: Int(preview.issuedAt.rounded(.down)), origin: preview.origin)
                try store.insertToken(earned)
                token = earned
            }
        }
        guard
            let verdict = try store.update(
                id, { $0.judge(attempt, from: client, now: now, policy: policy, replayed: replayed) })
        else { return (.refused(.unknown), nil) }
        switch verdict {
        case .verified:
            // A token kept for this verdict; the preview saw what the update saw unless the
            // challenge changed in between, and then the update did not verify.
            guard let token else { return (.refused(.used), nil) }
            return (verdict, token.text(key: key))
        case .failed, .locked(.decoy), .locked(.miss), .locked(.tooFast), .locked(.track), .locked(.input),
            .locked(.trackClock), .locked(.replayedTrack), .locked(.foreignNetwork):
            try store.recordFailure(preview.client, rules: rules, now: now)
            return (verdict, nil)
        case .locked(.alreadyLocked), .refused:
            return (verdict, nil)
        }
    }

    /// Redeems a pass token's text once: checks its signature and expiry, then spends it in the store.
    public func redeem(_ text: String, now: Double) throws -> (Redemption, PassToken?) {
        guard let token = PassToken(text: text, key: key) else { return (.invalid, nil) }
        guard now <= Double(token.expiresAt) else { return (.expired, token) }
        return (try store.redeemToken(token.id, now: now), token)
    }
}
