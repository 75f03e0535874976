import Foundation
import Synchronization
import TTGTestSupport
import Testing

@testable import TTGHTTP

@Suite(.timed) struct RenderGateTests {
    /// Takes the gate's one slot on another thread until the returned semaphore is signalled.
    static func occupy(_ gate: RenderGate) -> DispatchSemaphore {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? gate.run(until: .distantFuture) {
                entered.signal()
                release.wait()
            }
        }
        entered.wait()
        return release
    }

    /// With every slot taken and no room to wait, a request is turned away at once.
    @Test func aFullGateTurnsAwayAtOnce() throws {
        let gate = RenderGate(slots: 1, waitingLimit: 0)
        let release = Self.occupy(gate)
        // Answered long before its deadline: it did not wait (a loaded machine still answers well
        // within half a minute).
        let started = Date()
        #expect(try gate.run(until: started.addingTimeInterval(60)) { 1 } == nil)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(gate.inFlight == 1)
        release.signal()
        #expect(gate.drain(until: Date().addingTimeInterval(5)))
        #expect(try gate.run(until: .distantFuture) { 2 } == 2)
    }

    /// A waiter gets the slot when it frees, or nil at its deadline.
    @Test func aWaiterGetsTheFreedSlotOrGivesUp() throws {
        let gate = RenderGate(slots: 1, waitingLimit: 1)
        let release = Self.occupy(gate)
        #expect(try gate.run(until: Date().addingTimeInterval(0.1)) { 1 } == nil)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { release.signal() }
        #expect(try gate.run(until: Date().addingTimeInterval(5)) { 3 } == 3)
    }

    /// However many ask at once, no more than `slots` jobs run together, and each gets its own result.
    @Test func noMoreThanTheSlotsRunAtOnce() throws {
        let gate = RenderGate(slots: 2, waitingLimit: 16)
        let counts = Mutex((now: 0, most: 0))
        let results = Mutex<[Int]>([])
        // A thread each (not one a core, as concurrentPerform gives), and each job holds its
        // slot until a second runs beside it (at most 2 s): the test sees the gate's limit, not
        // how many threads a loaded machine happened to run.
        let done = DispatchGroup()
        for index in 0..<8 {
            done.enter()
            Thread.detachNewThread {
                let result = try? gate.run(until: .distantFuture) {
                    counts.withLock {
                        $0.now += 1
                        $0.most = max($0.most, $0.now)
                    }
                    let deadline = Date().addingTimeInterval(2)
                    while counts.withLock({ $0.now }) < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
                    Thread.sleep(forTimeInterval: 0.01)
                    counts.withLock { $0.now -= 1 }
                    return index * index
                }
                results.withLock { $0.append(result ?? -1) }
                done.leave()
            }
        }
        done.wait()
        #expect(counts.withLock { $0.most } == 2)
        #expect(results.withLock { $0.sorted() } == (0..<8).map { $0 * $0 })
    }

    /// Work given up at its deadline before it started never runs; an error reaches the caller.
    @Test func abandonedWorkNeverRunsAndErrorsArrive() throws {
        struct Failure: Error {}
        let gate = RenderGate(slots: 1, waitingLimit: 1)
        let release = Self.occupy(gate)
        let ran = Mutex(false)
        #expect(try gate.run(until: Date().addingTimeInterval(0.05)) { ran.withLock { $0 = true } } == nil)
        release.signal()
        #expect(gate.drain(until: Date().addingTimeInterval(5)))
        #expect(throws: Failure.self) { try gate.run(until: .distantFuture) { () throws -> Int in throw Failure() } }
        #expect(ran.withLock { $0 } == false)
    }
}
