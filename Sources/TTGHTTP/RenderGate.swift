import Foundation

/// A bound on the work running at once, with a bounded line of waiters: past both, a request is
/// turned away at once (the service answers 503 with Retry-After), never queued without end.
///
/// The work runs on the gate's own threads, one a slot, which take the next job in line as soon
/// as they finish one: a slot never waits for a sleeping thread to wake up, and the caller
/// waits for its result apart from the slots.
public final class RenderGate: @unchecked Sendable {
    /// Renders that run at once.
    public let slots: Int
    /// Requests that may wait for a slot.
    public let waitingLimit: Int
    private let condition = NSCondition()
    /// Jobs in line, oldest first.
    private var line: [Job] = []
    private var running = 0
    /// The slots' threads alive, and how many of them wait for a job.
    private var threads = 0
    private var idle = 0
    /// Seconds a slot's thread waits for work before it ends (a new job starts a new one).
    private static let idleLifetime = 2.0

    public init(slots: Int, waitingLimit: Int) {
        self.slots = max(1, slots)
        self.waitingLimit = waitingLimit
    }

    /// A piece of work in line, and what became of it.
    private final class Job: @unchecked Sendable {
        enum State { case waiting, running, finished, abandoned }
        var state = State.waiting
        let work: () -> Void
        let finished = DispatchSemaphore(value: 0)

        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Renders running now.
    public var inFlight: Int { condition.withLock { running } }

    /// Runs `work` in a slot, waiting for one until `deadline`; nil when no slot came (the line
    /// was full, or the deadline passed). Once started, the work runs to its end.
    public func run<T>(until deadline: Date, _ work: @escaping () throws -> T) throws -> T? {
        var outcome: Result<T, any Error>?
        let job = Job { outcome = Result { try work() } }
        condition.lock()
        // Jobs in line past the slots free now wait; at most `waitingLimit` of them.
        guard line.count - max(0, slots - running) < waitingLimit else {
            condition.unlock()
            return nil
        }
        line.append(job)
        if idle > 0 {
            condition.signal()
        } else if threads < slots {
            threads += 1
            let thread = Thread { [self] in serve() }
            thread.name = "ttg-render slot"
            thread.start()
        }
        condition.unlock()
        if job.finished.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut {
            let gaveUp = condition.withLock {
                guard job.state == .waiting else { return false }
                job.state = .abandoned
                line.removeAll { $0 === job }
                return true
            }
            if gaveUp { return nil }
            job.finished.wait()
        }
        return try outcome?.get()
    }

    /// A slot's thread: runs the jobs in line one after the other, and ends after a while without any.
    private func serve() {
        condition.lock()
        while true {
            while line.isEmpty {
                idle += 1
                let woken = condition.wait(until: Date().addingTimeInterval(Self.idleLifetime))
                idle -= 1
                if !woken && line.isEmpty {
                    threads -= 1
                    condition.unlock()
                    return
                }
            }
            let job = line.removeFirst()
            job.state = .running
            running += 1
            condition.unlock()
            job.work()
            condition.lock()
            running -= 1
            job.state = .finished
            job.finished.signal()
        }
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
