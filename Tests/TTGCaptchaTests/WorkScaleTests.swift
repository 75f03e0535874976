import Testing

@testable import TTGCaptcha

/// The proof of work's size from seconds, and the site's load, against figures worked out by hand.
@Suite struct WorkScaleTests {
    let rules = AdmissionRules()
    let now = 1_800_000_000.0

    /// At 1.6 M native hashes a second a browser (10× slower) does 160,000: a median of 0.3 s is
    /// 0.3 × 160,000 / ln 2 = 69,249 hashes on average, 2^16.1, so 16 bits (median 0.28 s); 2 native
    /// seconds are 3.2 M hashes, 2^21.6, so 22 bits; a cap of 10 s is 16 M, 2^23.9, so 23.
    @Test func secondsBecomeBits() {
        let scale = WorkScale(rest: 0.3, pressure: 2, cap: 10, hashRate: 1_600_000)
        #expect(scale == WorkScale(restBits: 16, pressureBits: 22, capBits: 23))
        #expect(WorkScale(rest: 0, pressure: 2, cap: 10, hashRate: 1_600_000).restBits == 0)
        // A cap below the pressure level holds it down; neither goes under the rest level.
        #expect(WorkScale(rest: 0.3, pressure: 2, cap: 1, hashRate: 1_600_000).pressureBits == 20)
        #expect(
            WorkScale(restBits: 15, pressureBits: 10, capBits: 12)
                == WorkScale(restBits: 15, pressureBits: 15, capBits: 15))
    }

    @Test func bitsFollowTheStandingAndTheLoad() {
        let scale = WorkScale(restBits: 15, pressureBits: 22, capBits: 24)
        var standing = ClientStanding.new(rules, now: now)
        #expect(scale.bits(standing, underPressure: false, rules) == 15)
        #expect(scale.bits(standing, underPressure: true, rules) == 22)
        standing.fail(now: now, rules)
        #expect(scale.bits(standing, underPressure: false, rules) == 17)
        // Until the failure has decayed below half: one half-life.
        #expect(scale.bits(standing.at(now + 599, rules), underPressure: false, rules) == 17)
        #expect(scale.bits(standing.at(now + 601, rules), underPressure: false, rules) == 15)
        standing.fail(now: now, rules)
        #expect(scale.bits(standing, underPressure: false, rules) == 22)
        standing.fail(now: now, rules)
        #expect(scale.bits(standing, underPressure: false, rules) == 23)
        for _ in 0..<10 { standing.fail(now: now, rules) }
        #expect(scale.bits(standing, underPressure: false, rules) == 24)
        // Two more while the bucket is under half full (4 of 10 after 6).
        var busy = ClientStanding.new(rules, now: now)
        for _ in 0..<6 { _ = busy.admit(now: now, rules) }
        #expect(scale.bits(busy, underPressure: false, rules) == 17)
        #expect(WorkScale(restBits: 0, pressureBits: 0, capBits: 0).bits(standing, underPressure: true, rules) == 0)
    }

    /// Each ask adds 1/60 to the recent rate and 1/3600 to the baseline; both decay by e a window.
    @Test func theSiteIsUnderPressureAtFourTimesItsBaseline() {
        var load = SiteLoad.new(now: now)
        for _ in 0..<239 { load.ask(now: now, rules) }
        #expect(abs(load.recent - 239.0 / 60) < 1e-9)
        #expect(!load.underPressure(rules))
        // 240 sum to 4 less a rounding (240 × 1/60 in doubles); 241 are over it.
        load.ask(now: now, rules)
        load.ask(now: now, rules)
        #expect(load.underPressure(rules))
        #expect(abs(load.at(now + 60, rules).recent - 241.0 / 60 / 2.718281828459045) < 1e-9)
        #expect(!load.at(now + 60, rules).underPressure(rules))
        // A busy site's own baseline of 10 a second takes 40 a second to be a flood.
        let busy = SiteLoad(recent: 30, baseline: 10, seen: now)
        #expect(!busy.underPressure(rules))
        #expect(SiteLoad(recent: 40, baseline: 10, seen: now).underPressure(rules))
    }
}
