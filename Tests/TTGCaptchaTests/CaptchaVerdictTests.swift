import TTGGeometry
import TTGPuzzle
import Testing

@testable import TTGCaptcha

/// The service's rules, judged with no clock and no store: the numbers of ``CaptchaFixtures``.
@Suite struct CaptchaVerdictTests {
    let policy = CaptchaPolicy()
    let later = CaptchaFixtures.issuedAt + 5

    @Test func aHumanDragToTheHoleVerifiesOnce() {
        var challenge = CaptchaFixtures.challenge()
        let attempt = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        #expect(
            challenge.judge(attempt, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .verified)
        #expect(challenge.state == .verified)
        #expect(
            challenge.judge(attempt, from: CaptchaFixtures.client, now: later + 1, policy: policy, replayed: false)
                == .refused(.used))
    }

    @Test func theFirstDecoyHitLocks() {
        var challenge = CaptchaFixtures.challenge()
        // Within the tolerance of the decoy at (230, 110).
        let verdict = challenge.judge(
            CaptchaFixtures.attempt(at: Point(236, 104)), from: CaptchaFixtures.client, now: later, policy: policy,
            replayed: false)
        #expect(verdict == .locked(.decoy))
        // Locked stays locked, even for a perfect drop.
        let perfect = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        #expect(
            challenge.judge(perfect, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .locked(.alreadyLocked))
    }

    @Test func missesLockAtTheLimit() {
        var challenge = CaptchaFixtures.challenge()
        let miss = CaptchaFixtures.attempt(at: Point(100, 40))
        #expect(
            challenge.judge(miss, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .failed(.miss, retriesLeft: 2))
        #expect(
            challenge.judge(miss, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .failed(.miss, retriesLeft: 1))
        #expect(
            challenge.judge(miss, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .locked(.miss))
        #expect(challenge.failures == 3)
    }

    @Test func anExpiredChallengeIsRefusedAndUnchanged() {
        var challenge = CaptchaFixtures.challenge()
        let verdict = challenge.judge(
            CaptchaFixtures.attempt(at: CaptchaFixtures.blank), from: CaptchaFixtures.client,
            now: CaptchaFixtures.issuedAt + 120.001, policy: policy,
            replayed: false)
        #expect(verdict == .refused(.expired))
        #expect(challenge == CaptchaFixtures.challenge())
    }

    @Test func aDropSoonerThanAPersonFails() {
        var challenge = CaptchaFixtures.challenge()
        let attempt = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        let verdict = challenge.judge(
            attempt, from: CaptchaFixtures.client, now: CaptchaFixtures.issuedAt + 0.9, policy: policy, replayed: false)
        #expect(verdict == .failed(.tooFast, retriesLeft: 2))
    }

    @Test func aTrackLongerThanTheServersClockFails() {
        var challenge = CaptchaFixtures.challenge()
        // 1.2 s of drag, 1.1 s after issue: the client's clock ran 0.1 s ahead of the service's
        // allowance only when the slack is smaller than that.
        var strict = policy
        strict.clockSlack = 0.05
        let attempt = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        #expect(
            challenge.judge(
                attempt, from: CaptchaFixtures.client, now: CaptchaFixtures.issuedAt + 1.1, policy: strict,
                replayed: false)
                == .failed(.trackClock, retriesLeft: 2))
        #expect(
            challenge.judge(
                attempt, from: CaptchaFixtures.client, now: CaptchaFixtures.issuedAt + 1.3, policy: strict,
                replayed: false) == .verified)
    }

    @Test func aScriptedTrackFailsEvenOnTheHole() {
        var challenge = CaptchaFixtures.challenge()
        let samples = (0...30).map {
            DragTrack.Sample(time: Double($0) * 40, x: 20 + 130 * Double($0) / 30, y: 70 - 30 * Double($0) / 30)
        }
        let attempt = CaptchaAttempt(drop: CaptchaFixtures.blank, track: DragTrack(samples))
        guard
            case .failed(.track, retriesLeft: 2) = challenge.judge(
                attempt, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
        else {
            Issue.record("a straight, evenly timed track was not refused")
            return
        }
    }

    @Test func aReplayedTrackFails() {
        var challenge = CaptchaFixtures.challenge()
        let attempt = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        #expect(
            challenge.judge(attempt, from: CaptchaFixtures.client, now: later, policy: policy, replayed: true)
                == .failed(.replayedTrack, retriesLeft: 2))
    }

    @Test func workIsCheckedBeforeAnythingCounts() {
        let work = WorkPuzzle(salt: "00112233445566778899aabbccddeeff", difficulty: 8)
        var challenge = CaptchaFixtures.challenge(work: work)
        let unsolved = CaptchaFixtures.attempt(at: Point(100, 40))
        #expect(
            challenge.judge(unsolved, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .refused(.work))
        #expect(challenge.failures == 0)
        let nonce = work.solve(challenge: challenge.id)
        let solved = CaptchaFixtures.attempt(at: CaptchaFixtures.blank, nonce: nonce)
        #expect(
            challenge.judge(solved, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .verified)
    }

    @Test func aRecordReadsBackAsTheSameChallenge() throws {
        var challenge = CaptchaFixtures.challenge(work: WorkPuzzle(salt: "ab", difficulty: 12))
        challenge.failures = 2
        challenge.state = .locked
        #expect(try CaptchaChallenge(record: challenge.record) == challenge)
    }
}
