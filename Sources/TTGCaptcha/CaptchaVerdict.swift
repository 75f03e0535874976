import TTGGeometry
import TTGPuzzle

/// One drop sent to the service: where the piece was let go, the track that took it there (and
/// the input that made it), and the proof of work's nonce.
public struct CaptchaAttempt: Hashable, Sendable {
    /// The piece box's corner, in canvas points.
    public var drop: Point
    public var track: DragTrack
    public var input: CaptchaInput
    public var nonce: String?

    public init(drop: Point, track: DragTrack, input: CaptchaInput = .drag, nonce: String? = nil) {
        self.drop = drop
        self.track = track
        self.input = input
        self.nonce = nonce
    }
}

/// What the service answers a drop.
public enum CaptchaVerdict: Hashable, Sendable {
    /// Not judged, and nothing changes: see ``CaptchaRefusal``.
    case refused(CaptchaRefusal)
    /// Solved: the challenge is spent and a pass token goes back.
    case verified
    /// Missed: `retriesLeft` more drops may be tried.
    case failed(CaptchaReason, retriesLeft: Int)
    /// Locked for good; `reason` is what locked it (or ``CaptchaReason/alreadyLocked``).
    case locked(CaptchaReason)

    /// `verified`, `failed` or `locked`; nil for a refusal.
    public var result: String? {
        switch self {
        case .refused: nil
        case .verified: "verified"
        case .failed: "failed"
        case .locked: "locked"
        }
    }
}

/// Why a drop was not judged at all.
public enum CaptchaRefusal: String, Hashable, Sendable {
    /// No challenge has this id (never issued, or swept after it expired).
    case unknown
    /// The challenge's lifetime is over.
    case expired
    /// The challenge was verified already: each one verifies once.
    case used
    /// The proof of work is missing or does not solve the challenge's puzzle.
    case work
}

/// Why a drop failed or locked its challenge. Kept in the service's log and metrics; the client is
/// told only the result.
public enum CaptchaReason: Hashable, Sendable {
    /// The drop was not on the hole.
    case miss
    /// The drop was on a decoy: the challenge locks at once.
    case decoy
    /// Less time passed between issue and drop than a person needs.
    case tooFast
    /// The drag track breaks one of its rules.
    case track(DragTrackReason)
    /// The keys or the click break one of their rules.
    case input(CaptchaInput, InputReason)
    /// The track lasts longer than the service's own clock allows.
    case trackClock
    /// The track is one accepted on another challenge, replayed.
    case replayedTrack
    /// The drop came from another network than the one the challenge was issued to.
    case foreignNetwork
    /// The challenge was locked before this drop.
    case alreadyLocked

    /// The reason's name in logs and metrics (`track.flatY`).
    public var name: String {
        switch self {
        case .miss: "miss"
        case .decoy: "decoy"
        case .tooFast: "tooFast"
        case .track(let reason): "track." + reason.rawValue
        case .input(let input, let reason): input.rawValue + "." + reason.rawValue
        case .trackClock: "trackClock"
        case .replayedTrack: "replayedTrack"
        case .foreignNetwork: "foreignNetwork"
        case .alreadyLocked: "alreadyLocked"
        }
    }
}

extension CaptchaReason {
    /// Every reason a drop answered with `input` can fail or lock for: the rules of every drop,
    /// and those of its input (a drag's track rules; the key, click or work rules).
    public static func all(for input: CaptchaInput) -> [CaptchaReason] {
        let common: [CaptchaReason] = [
            .miss, .decoy, .tooFast, .trackClock, .replayedTrack, .foreignNetwork, .alreadyLocked,
        ]
        switch input {
        case .drag: return common + DragTrackReason.allCases.map { .track($0) }
        case .keys, .click, .work: return common + InputReason.allCases.map { .input(input, $0) }
        }
    }

    /// Whether a drop for this reason locks its challenge whatever the retries left: it is never
    /// a failure.
    public var locksAtOnce: Bool { self == .decoy || self == .alreadyLocked }
}

extension CaptchaChallenge {
    /// The verdict on `attempt`, sent from network `sender` at `now` (seconds since 1970), and the
    /// challenge updated by it: the service's rules, with no clock or store of their own.
    /// `replayed` says whether the attempt's track is one already accepted on another challenge
    /// (the store knows).
    ///
    /// In order: a spent challenge is refused, a locked one stays locked, an expired one is refused,
    /// a missing or wrong proof of work is refused; then a drop from another network than the
    /// issuer's counts one failure, whatever it hits; a drop on a decoy locks; a drop sooner than
    /// ``CaptchaPolicy/minimumSeconds``, a track that breaks its rules or outlasts the service's
    /// clock, a miss and a replayed track each count one failure, and the last allowed failure locks.
    /// A track is judged by its input's rules: a drag's, or the keys' or the click's. A challenge
    /// without a picture verifies on its proof of work once a person's time has passed.
    public mutating func judge(
        _ attempt: CaptchaAttempt, from sender: String, now: Double, policy: CaptchaPolicy, replayed: Bool
    ) -> CaptchaVerdict {
        switch state {
        case .verified: return .refused(.used)
        case .locked: return .locked(.alreadyLocked)
        case .open: break
        }
        guard now <= expiresAt else { return .refused(.expired) }
        if let work {
            guard let nonce = attempt.nonce, work.isSolved(challenge: id, nonce: nonce) else {
                return .refused(.work)
            }
        }
        if sender != client { return fail(.foreignNetwork, policy) }
        let elapsed = now - issuedAt
        guard let answer else {
            // Proof of work alone: solved above; a person's time is all that is left to judge.
            guard work != nil else { return fail(.input(.work, .malformed), policy) }
            if elapsed < policy.minimumSeconds { return fail(.tooFast, policy) }
            state = .verified
            return .verified
        }
        guard attempt.input != .work else { return fail(.input(.work, .malformed), policy) }
        let verifier = answer.verifier
        if verifier.decoy(at: attempt.drop, among: answer.decoys) != nil {
            state = .locked
            return .locked(.decoy)
        }
        let inputFailure: CaptchaReason? =
            switch attempt.input {
            case .drag: verifier.judge(attempt.track, droppedAt: attempt.drop).reason.map { .track($0) }
            case .keys, .click, .work:
                attempt.input.refusal(attempt.track, from: answer.start, to: attempt.drop).map {
                    .input(attempt.input, $0)
                }
            }
        let failure: CaptchaReason?
        if elapsed < policy.minimumSeconds {
            failure = .tooFast
        } else if let inputFailure {
            failure = inputFailure
        } else if attempt.track.duration / 1000 > elapsed + policy.clockSlack {
            failure = .trackClock
        } else if !verifier.verify(attempt.drop).verified {
            failure = .miss
        } else if replayed {
            failure = .replayedTrack
        } else {
            failure = nil
        }
        guard let failure else {
            state = .verified
            return .verified
        }
        return fail(failure, policy)
    }

    /// Counts one failure for `reason`; the last one the policy allows locks.
    private mutating func fail(_ reason: CaptchaReason, _ policy: CaptchaPolicy) -> CaptchaVerdict {
        failures += 1
        if failures >= policy.maxRetries {
            state = .locked
            return .locked(reason)
        }
        return .failed(reason, retriesLeft: policy.maxRetries - failures)
    }
}
