/// Where an interaction with the puzzle stands.
public enum PuzzleState: String, CaseIterable, Hashable, Sendable {
    /// Waiting for the user.
    case idle
    /// The piece is being dragged.
    case dragging
    /// The last drop solved the puzzle.
    case verified
    /// The last drop missed; the user may try again.
    case failed
    /// Too many misses: no more attempts are accepted.
    case locked
}

/// The state machine of attempts: drags, drops, and the lock after
/// `maxRetryCount` failures (3 by default; never locked when it is 0).
///
/// A locked challenge stays locked: no later drop verifies it, not even one exactly on
/// the blank. A drop whose drag track is rejected counts as a failure wherever it lands.
public struct PuzzleAttempts: Hashable, Sendable {
    /// Failures before the lock when none is given: three, so six blind drops along the
    /// track cannot sweep every position of a challenge.
    public static let defaultMaxRetryCount = 3

    public let maxRetryCount: Int
    public private(set) var failures: Int
    public private(set) var state: PuzzleState

    public init(maxRetryCount: Int = defaultMaxRetryCount, failures: Int = 0) {
        self.maxRetryCount = max(0, maxRetryCount)
        self.failures = max(0, failures)
        self.state = maxRetryCount > 0 && failures >= maxRetryCount ? .locked : .idle
    }

    /// A drag starts, unless the puzzle is already solved or locked.
    public mutating func beginDrag() {
        if state != .verified && state != .locked { state = .dragging }
    }

    /// The piece is dropped and checked; a failure may lock the puzzle. With
    /// `trackAccepted` false (the drag looked scripted) the drop fails even on the blank.
    public mutating func drop(_ verification: PuzzleVerification, trackAccepted: Bool = true) {
        guard state != .verified && state != .locked else { return }
        if verification.verified && trackAccepted {
            state = .verified
        } else {
            failures += 1
            state = maxRetryCount > 0 && failures >= maxRetryCount ? .locked : .failed
        }
    }

    /// Back to idle after a failure (a locked or solved puzzle stays so).
    public mutating func reset() {
        if state == .failed || state == .dragging { state = .idle }
    }
}
