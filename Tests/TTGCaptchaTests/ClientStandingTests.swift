import Testing

@testable import TTGCaptcha

/// A network's standing against figures worked out by hand from the rules: a bucket of 10 that
/// refills 20 a minute (one every 3 s), failures that halve every 600 s.
@Suite struct ClientStandingTests {
    let rules = AdmissionRules()
    let now = 1_800_000_000.0

    @Test func aBurstThenOneEveryThreeSeconds() {
        var standing = ClientStanding.new(rules, now: now)
        let admitted = (0..<11).map { _ in standing.admit(now: now, rules) }
        #expect(admitted == Array(repeating: true, count: 10) + [false])
        #expect(standing.retryAfter(rules) == 3)
        let early = standing.admit(now: now + 2.9, rules)
        #expect(!early)
        #expect(abs(standing.retryAfter(rules) - 0.1) < 1e-6)  // 1.8e9 s is kept to about 2e-7 s
        let onTime = standing.admit(now: now + 3, rules)
        #expect(onTime)
        // Empty at now + 3: a minute's rest gives back 20, but never more than the burst; 12 s gives 4.
        #expect(standing.at(now + 63, rules).tokens == 10)
        #expect(abs(standing.at(now + 15, rules).tokens - 4) < 1e-6)
    }

    @Test func failuresHalveEveryHalfLife() {
        var standing = ClientStanding.new(rules, now: now)
        standing.fail(now: now, rules)
        standing.fail(now: now, rules)
        #expect(standing.failures == 2)
        #expect(standing.at(now + 600, rules).failures == 1)
        #expect(standing.at(now + 1200, rules).failures == 0.5)
        // A clock that went back changes nothing.
        #expect(standing.at(now - 60, rules) == standing)
    }

    @Test func aStandingIsKeptUntilItIsNewAgain() {
        // 10 / (20/60) = 30 s to refill; 8 half-lives = 4800 s for failures to fall below half a bit.
        #expect(rules.memory == 4800)
        var slow = AdmissionRules()
        slow.perMinute = 0.1
        #expect(slow.memory == 6000)
    }
}
