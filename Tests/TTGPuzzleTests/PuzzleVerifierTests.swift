import TTGGeometry
import TTGPuzzle
import Testing

/// Verification at the tolerance's edges, per axis mode, and the attempt states.
@Suite struct PuzzleVerifierTests {
    func verifier(_ axes: PuzzleAxes, tolerance: Double = 8) -> PuzzleVerifier {
        PuzzleVerifier(
            canvasSize: Size(320, 200), pieceSize: Size(100, 100), blank: Point(150, 60),
            start: Point(10, 40), tolerance: tolerance, axes: axes)
    }

    @Test func toleranceEdgesOnBothAxes() {
        let v = verifier(.both)
        #expect(v.verify(Point(158, 68)).verified)  // exactly 8 away on both axes
        #expect(v.verify(Point(142, 52)).verified)
        #expect(!v.verify(Point(158.001, 60)).verified)
        #expect(!v.verify(Point(150, 51.999)).verified)
        let r = v.verify(Point(155, 57))
        #expect(r.xOffset == 5 && r.yOffset == -3 && r.position == Point(155, 57) && r.blank == Point(150, 60))
    }

    @Test func horizontalKeepsTheStartsY() {
        let v = verifier(.horizontal)
        let r = v.verify(Point(150, 60))
        #expect(r.position == Point(150, 40))  // y stays at the start's 40
        #expect(!r.verified && r.yOffset == -20)
        // With the start at the blank's height, any y verifies.
        var level = v
        level.start = Point(10, 60)
        #expect(level.verify(Point(157, 0)).verified)
        #expect(!level.verify(Point(158.5, 60)).verified)
    }

    @Test func verticalKeepsTheStartsX() {
        var v = verifier(.vertical)
        v.start = Point(150, 0)
        #expect(v.verify(Point(0, 52)).verified)  // x stays 150; y exactly 8 away
        #expect(!v.verify(Point(150, 51)).verified)
        #expect(v.verify(Point(300, 68)).position == Point(150, 68))
    }

    @Test func positionsAreClampedAndMeasuredAlongTheTrack() {
        let v = verifier(.both)
        let r = v.verify(Point(-30, 500))
        #expect(r.position == Point(0, 100))
        #expect(r.xPercentage == 0 && r.yPercentage == 1)
        #expect(v.verify(Point(110, 50)).xPercentage == 0.5)
        #expect(v.verify(Point(110, 50)).yPercentage == 0.5)
    }

    @Test func zeroToleranceNeedsTheExactSpot() {
        let v = verifier(.both, tolerance: 0)
        #expect(v.verify(Point(150, 60)).verified)
        #expect(!v.verify(Point(150.5, 60)).verified)
    }

    @Test func attemptsLockAfterMaxRetries() {
        let miss = verifier(.both).verify(Point(0, 0))
        let hit = verifier(.both).verify(Point(150, 60))
        var attempts = PuzzleAttempts(maxRetryCount: 2)
        #expect(attempts.state == .idle)
        attempts.beginDrag()
        #expect(attempts.state == .dragging)
        attempts.drop(miss)
        #expect(attempts.state == .failed && attempts.failures == 1)
        attempts.reset()
        #expect(attempts.state == .idle)
        attempts.beginDrag()
        attempts.drop(miss)
        #expect(attempts.state == .locked)
        attempts.beginDrag()
        attempts.drop(hit)
        #expect(attempts.state == .locked)  // a locked puzzle stays locked

        var unlimited = PuzzleAttempts(maxRetryCount: 0)
        for _ in 0..<10 {
            unlimited.beginDrag()
            unlimited.drop(miss)
        }
        #expect(unlimited.state == .failed)
        unlimited.beginDrag()
        unlimited.drop(hit)
        #expect(unlimited.state == .verified)
    }

    @Test func attemptsLockAfterThreeByDefault() {
        let miss = verifier(.both).verify(Point(0, 0))
        let hit = verifier(.both).verify(Point(150, 60))
        var attempts = PuzzleAttempts()
        #expect(attempts.maxRetryCount == 3 && PuzzleAttempts.defaultMaxRetryCount == 3)
        for expected in [PuzzleState.failed, .failed, .locked] {
            attempts.beginDrag()
            attempts.drop(miss)
            #expect(attempts.state == expected)
            attempts.reset()
        }
        #expect(attempts.failures == 3)
        // Locked for good: an exact drop, later drags and resets change nothing.
        for _ in 0..<5 {
            attempts.beginDrag()
            #expect(attempts.state == .locked)
            attempts.drop(hit)
            attempts.reset()
            #expect(attempts.state == .locked && attempts.failures == 3)
        }
        // A server's count at the limit starts locked.
        var resumed = PuzzleAttempts(failures: 3)
        #expect(resumed.state == .locked)
        resumed.drop(hit)
        #expect(resumed.state == .locked)
    }

    @Test func rejectedTrackFailsEvenOnTheBlank() {
        let hit = verifier(.both).verify(Point(150, 60))
        var attempts = PuzzleAttempts()
        attempts.beginDrag()
        attempts.drop(hit, trackAccepted: false)
        #expect(attempts.state == .failed && attempts.failures == 1)
        attempts.reset()
        attempts.beginDrag()
        attempts.drop(hit)
        #expect(attempts.state == .verified)
    }

    @Test func decoysCatchDropsOffTheBlank() {
        let v = verifier(.both)
        let decoys = [Point(40, 20), Point(215, 100)]
        #expect(v.decoy(at: Point(48, 12), among: decoys) == Point(40, 20))  // exactly the tolerance away
        #expect(v.decoy(at: Point(48.5, 20), among: decoys) == nil)
        #expect(v.decoy(at: Point(300, 95), among: decoys) == Point(215, 100))  // clamped to (220, 95) first
        #expect(v.decoy(at: Point(150, 60), among: [Point(150, 60)]) == nil)  // on the blank, not a decoy
        #expect(v.decoy(at: Point(40, 20), among: []) == nil)
    }
}
