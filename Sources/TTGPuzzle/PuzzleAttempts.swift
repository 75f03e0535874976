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
/// `maxRetryCount` failures (never locked when it is 0).
public struct PuzzleAttempts: Hashable, Sendable {
    public let maxRetryCount: Int
    public private(set) var failures: Int
    public private(set) var state: PuzzleState

    public init(maxRetryCount: Int = 0, failures: Int = 0) {
        self.maxRetryCount = max(0, maxRetryCount)
        self.failures = max(0, failures)
        self.state = maxRetryCount > 0 && failures >= maxRetryCount ? .locked : .idle
    }

    /// A drag starts, unless the puzzle is already solved or locked.
    public mutating func beginDrag() {
        if state != .verified && state != .locked { state = .dragging }
    }

    /// The piece is dropped and checked; a failure may lock the puzzle.
    public mutating func drop(_ verification: PuzzleVerification) {
        guard state != .verified && state != .locked else { return }
        if verification.verified {
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
