import Foundation

/// A bound on the work running at once, with a bounded line of waiters: past both, a request is
/// turned away at once (the service answers 503 with Retry-After), never queued without end.
public final class RenderGate: @unchecked Sendable {
    /// Renders that run at once.
    public let slots: Int
    /// Requests that may wait for a slot.
    public let waitingLimit: Int
    private var running = 0
    private var waiting = 0
    private let condition = NSCondition()

    public init(slots: Int, waitingLimit: Int) {
        self.slots = slots
        self.waitingLimit = waitingLimit
    }

    /// Renders running now.
    public var inFlight: Int { condition.withLock { running } }

    /// Runs `work` in a slot, waiting for one until `deadline`; nil when no slot came (the line
    /// was full, or the deadline passed).
    public func run<T>(until deadline: Date, _ work: () throws -> T) rethrows -> T? {
        condition.lock()
        if running >= slots {
            guard waiting < waitingLimit else {
                condition.unlock()
                return nil
            }
            waiting += 1
            while running >= slots {
                if !condition.wait(until: deadline) { break }
            }
            waiting -= 1
            guard running < slots else {
                condition.unlock()
                return nil
            }
        }
        running += 1
        condition.unlock()
        defer {
            condition.lock()
            running -= 1
            condition.signal()
            condition.unlock()
        }
        return try work()
    }

    /// Waits until nothing runs or `deadline` passes; true when nothing runs.
    public func drain(until deadline: Date) -> Bool {
        while Date() < deadline {
            if inFlight == 0 { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return inFlight == 0
    }
}
