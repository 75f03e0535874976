import Foundation
import Testing

@testable import TTGService

@Suite struct RenderGateTests {
    /// Takes the gate's one slot on another thread until the returned semaphore is signalled.
    static func occupy(_ gate: RenderGate) -> DispatchSemaphore {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = gate.run(until: .distantFuture) {
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
        let started = Date()
        #expect(gate.run(until: Date().addingTimeInterval(5)) { 1 } == nil)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(gate.inFlight == 1)
        release.signal()
        #expect(gate.drain(until: Date().addingTimeInterval(5)))
        #expect(gate.run(until: .distantFuture) { 2 } == 2)
    }

    /// A waiter gets the slot when it frees, or nil at its deadline.
    @Test func aWaiterGetsTheFreedSlotOrGivesUp() throws {
        let gate = RenderGate(slots: 1, waitingLimit: 1)
        let release = Self.occupy(gate)
        #expect(gate.run(until: Date().addingTimeInterval(0.1)) { 1 } == nil)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { release.signal() }
        #expect(gate.run(until: Date().addingTimeInterval(5)) { 3 } == 3)
    }
}
