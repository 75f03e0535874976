import Foundation
import TTGBase
import TTGGeometry
import TTGProcessSupport
import Testing

@testable import TTGCaptcha

/// What every store promises, run against each store: two instances on one database stand for two
/// nodes of one site.
@Suite struct CaptchaStoreContractTests {
    /// Two stores on one fresh database, and what stops it (a Redis server of the case's own).
    static func nodes(_ kind: String) throws -> (any CaptchaStore, any CaptchaStore, stop: () -> Void) {
        switch kind {
        case "redis":
            let server = try RedisServerProcess()
            let port = Int(server.port)
            return (
                try RedisStore(host: "127.0.0.1", port: port), try RedisStore(host: "127.0.0.1", port: port),
                server.stop
            )
        default:
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "ttg-captcha-\(UUID().uuidString).sqlite3"
            ).path
            return (try SQLiteStore(path: path), try SQLiteStore(path: path), {})
        }
    }

    static let kinds = ["sqlite", "redis"]
    let now = CaptchaFixtures.issuedAt + 5

    /// A challenge's pictures, kept by one node, are served whole by the other: every byte value.
    @Test(arguments: kinds) func picturesReadBackOnAnotherNode(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let challenge = Hex.random(bytes: 16)
        let pictures = CaptchaPictures(background: (0...255).map { UInt8($0) }, piece: [137, 80, 78, 71, 0, 255])
        let until = Date().timeIntervalSince1970 + 60
        try one.insertPictures(pictures, challenge: challenge, until: until)
        for name in CaptchaPictures.Name.allCases {
            #expect(try two.picture(name, challenge: challenge, now: until - 30) == pictures[name])
        }
        #expect(try two.picture(.piece, challenge: Hex.random(bytes: 16), now: until - 30) == nil)
        if kind == "sqlite" {
            // Past its challenge's expiry a picture is gone (Redis drops it itself, at that time).
            #expect(try two.picture(.piece, challenge: challenge, now: until + 1) == nil)
            try two.sweep(now: until + 1)
            #expect(try one.picture(.piece, challenge: challenge, now: until - 30) == nil)
        }
    }

    @Test(arguments: kinds) func aChallengeReadsBackAndUpdates(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let challenge = CaptchaFixtures.challenge()
        try one.insert(challenge)
        #expect(try two.challenge(challenge.id) == challenge)
        let failures = try two.update(challenge.id) { stored -> Int in
            stored.failures += 1
            return stored.failures
        }
        #expect(failures == 1)
        #expect(try one.challenge(challenge.id)?.failures == 1)
        #expect(try one.update(String(repeating: "0", count: 32)) { _ in true } == nil)
        #expect(throws: (any Error).self) { try two.insert(challenge) }
    }

    /// Misses from many threads on two nodes: each is counted once, and the lock comes at the limit.
    @Test(arguments: kinds) func concurrentMissesLockAtTheLimit(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let challenge = CaptchaFixtures.challenge()
        try one.insert(challenge)
        let policy = CaptchaPolicy()
        let results = ConcurrentResults<CaptchaVerdict?>()
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            let store = index % 2 == 0 ? one : two
            let attempt = CaptchaFixtures.attempt(at: Point(100, 40), seed: UInt64(index))
            let verdict = try? store.update(challenge.id) {
                $0.judge(attempt, from: CaptchaFixtures.client, now: now, policy: policy, replayed: false)
            }
            results.append(verdict ?? nil)
        }
        let verdicts = results.items.compactMap { $0 }
        #expect(verdicts.count == 12)
        #expect(verdicts.filter { if case .failed = $0 { true } else { false } }.count == policy.maxRetries - 1)
        #expect(verdicts.filter { $0 == .locked(.miss) }.count == 1)
        #expect(verdicts.filter { $0 == .locked(.alreadyLocked) }.count == 12 - policy.maxRetries)
        #expect(try one.challenge(challenge.id)?.state == .locked)
    }

    /// Many threads on two nodes redeem one token: once.
    @Test(arguments: kinds) func aTokenRedeemsOnce(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let token = PassToken(id: Hex.random(bytes: 16), challenge: Hex.random(bytes: 16), expiresAt: Int(now) + 60)
        try one.insertToken(token)
        let results = ConcurrentResults<Redemption?>()
        DispatchQueue.concurrentPerform(iterations: 10) { index in
            results.append(try? (index % 2 == 0 ? one : two).redeemToken(token.id, now: now))
        }
        let redemptions = results.items.compactMap { $0 }
        #expect(redemptions.filter { $0 == .redeemed }.count == 1)
        #expect(redemptions.filter { $0 == .alreadyRedeemed }.count == 9)
        #expect(try two.redeemToken(Hex.random(bytes: 16), now: now) == .unknown)
        let late = PassToken(id: Hex.random(bytes: 16), challenge: token.challenge, expiresAt: Int(now) - 1)
        try two.insertToken(late)
        #expect(try one.redeemToken(late.id, now: now) == .expired)
    }

    /// A track accepted on one challenge is refused on another, on the other node, until it is forgotten.
    @Test(arguments: kinds) func aRememberedTrackIsRefusedElsewhere(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let track = try #require(TrackFingerprint(CaptchaFixtures.drag(to: CaptchaFixtures.blank, seed: 3)))
        let a = String(repeating: "a", count: 32)
        let b = String(repeating: "b", count: 32)
        #expect(try one.rememberTrack(track, challenge: a, until: now + 60, now: now))
        #expect(try two.rememberTrack(track, challenge: b, until: now + 60, now: now) == false)
        // The same challenge may see its own track again (a retried request).
        #expect(try two.rememberTrack(track, challenge: a, until: now + 60, now: now))
        // Once remembered tracks expire, the track is new again.
        #expect(try two.rememberTrack(track, challenge: b, until: now + 200, now: now + 61))
    }

    /// One track sent at once to many challenges, by many threads on two nodes: one is accepted,
    /// however the remembering interleaves; a track of another length is not compared at all.
    @Test(arguments: kinds) func oneTrackOnManyChallengesAtOnceIsAcceptedOnce(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let track = try #require(TrackFingerprint(CaptchaFixtures.drag(to: CaptchaFixtures.blank, seed: 4)))
        let results = ConcurrentResults<Bool?>()
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            let challenge = String(format: "%032x", index + 1)
            results.append(
                try? (index % 2 == 0 ? one : two).rememberTrack(track, challenge: challenge, until: now + 60, now: now))
        }
        #expect(results.items.filter { $0 == true }.count == 1)
        #expect(results.items.filter { $0 == false }.count == 11)
        let shorter = TrackFingerprint(features: Array(track.features.dropLast(2)))
        #expect(try one.rememberTrack(shorter, challenge: String(repeating: "e", count: 32), until: now + 60, now: now))
    }

    /// Many threads on two nodes claim one key: once.
    @Test(arguments: kinds) func aKeyIsClaimedOnce(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let results = ConcurrentResults<Bool?>()
        DispatchQueue.concurrentPerform(iterations: 10) { index in
            results.append(try? (index % 2 == 0 ? one : two).claim("pool:abc:000001"))
        }
        #expect(results.items.filter { $0 == true }.count == 1)
        #expect(results.items.filter { $0 == false }.count == 9)
        #expect(try one.claim("pool:abc:000002"))
    }

    @Test(arguments: kinds) func sweepingRemovesWhatExpired(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let challenge = CaptchaFixtures.challenge()
        try one.insert(challenge)
        let token = PassToken(id: Hex.random(bytes: 16), challenge: challenge.id, expiresAt: Int(now) + 10)
        try one.insertToken(token)
        try two.sweep(now: now)
        #expect(try one.challenge(challenge.id) != nil)
        try two.sweep(now: challenge.expiresAt + 1)
        #expect(try one.challenge(challenge.id) == nil)
        #expect(try one.redeemToken(token.id, now: now) == .unknown)
    }

    /// An answer is compared with its network's last ones of its input, on any node: a replay is
    /// refused and not kept, another network's or the same challenge's is not compared, and only
    /// the latest are remembered.
    @Test(arguments: kinds) func answersAreComparedWithTheirNetworksLatest(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        func click(_ press: Double) -> AnswerShape { AnswerShape(input: .click, values: [press, 100]) }
        let (network, other) = ("192.0.2.7/32", "198.51.100.4/32")
        let until = now + 3600
        #expect(try one.rememberAnswer(click(1000), network: network, challenge: "a", until: until, now: now))
        #expect(!(try two.rememberAnswer(click(1004), network: network, challenge: "b", until: until, now: now)))
        #expect(try two.rememberAnswer(click(1004), network: other, challenge: "c", until: until, now: now))
        #expect(try one.rememberAnswer(click(1004), network: network, challenge: "a", until: until, now: now))
        // The same click as keys is another input's.
        let keys = AnswerShape(input: .keys, values: [1000, 100, 100, 100])
        #expect(try one.rememberAnswer(keys, network: network, challenge: "d", until: until, now: now))
        // Eight other clicks later, the first is forgotten; and a remembered one expires.
        for index in 1...8 {
            #expect(
                try one.rememberAnswer(
                    click(1000 + Double(index) * 100), network: network, challenge: "e\(index)", until: until, now: now)
            )
        }
        #expect(try two.rememberAnswer(click(1002), network: network, challenge: "f", until: until, now: now))
        #expect(try one.rememberAnswer(click(1801), network: other, challenge: "g", until: now + 1, now: now))
        #expect(try two.rememberAnswer(click(1802), network: other, challenge: "h", until: until, now: now + 2))
    }

    /// The site's hash rate is the highest any node has given, on every node; 0 only reads it.
    @Test(arguments: kinds) func theHashRateIsTheHighestMeasured(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        #expect(try one.raiseHashRate(0) == 0)
        #expect(try one.raiseHashRate(8_200_000.5) == 8_200_000.5)
        // A node measuring under load reads less; the site keeps the higher rate.
        #expect(try two.raiseHashRate(1_590_000) == 8_200_000.5)
        #expect(try two.raiseHashRate(19_350_000) == 19_350_000)
        #expect(try one.raiseHashRate(0) == 19_350_000)
        let pricing = WorkPricing(rest: 0.3, pressure: 2, cap: 10)
        let (rate, work) = try pricing.price(measured: 400_000, in: one)
        #expect(rate == 19_350_000 && work == WorkScale(rest: 0.3, pressure: 2, cap: 10, hashRate: 19_350_000))
        // The deployer's rate is taken as it is, and kept out of the store.
        let fixed = WorkPricing(rest: 0.3, pressure: 2, cap: 10, fixedRate: 1_000_000)
        #expect(try fixed.price(measured: 0, in: two).hashRate == 1_000_000)
        #expect(try two.raiseHashRate(0) == 19_350_000)
    }

    /// One network asking past its bucket pays the failing network's price and adds nothing to
    /// the site's load: a flood from one /32 never sets everyone's price.
    @Test(arguments: kinds) func aFloodingNetworkRaisesItsOwnPriceOnly(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let rules = AdmissionRules()
        let work = WorkScale(restBits: 20, pressureBits: 26, capBits: 28)
        var last: Admission?
        // 19 requests a second for a minute, alternately on both nodes.
        for index in 0..<(19 * 60) {
            let node = index % 2 == 0 ? one : two
            last = try node.admit("203.0.113.9/32", rules: rules, now: now + Double(index) / 19)
        }
        let flooder = try #require(last)
        #expect(!flooder.load.underPressure(rules), "\(flooder.load)")
        #expect(work.bits(flooder.standing, underPressure: false, rules) == work.capBits)
        // Another network, asking once now, is at rest.
        let other = try one.admit("198.51.100.4/32", rules: rules, now: now + 60)
        #expect(other.admitted && !other.load.underPressure(rules))
        #expect(work.bits(other.standing, underPressure: false, rules) == work.restBits)
        // Many networks at their full rate together do put the site under pressure.
        var crowd: Admission?
        for second in 0..<60 {
            for network in 0..<20 where (second + network) % 3 == 0 {
                crowd = try two.admit("10.0.\(network).1/32", rules: rules, now: now + 120 + Double(second))
            }
        }
        #expect(try #require(crowd).load.underPressure(rules))
    }

    /// Admissions and failures on two nodes, against the reference rules step by step: the stores
    /// keep one standing a network, with the reference's numbers exactly.
    @Test(arguments: kinds) func standingsFollowTheReference(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let rules = AdmissionRules()
        let network = "2001:db8:1:2::/64"
        var reference = ClientStanding.new(rules, now: now)
        var load = SiteLoad.new(now: now)
        let steps: [(Double, Bool)] =
            (0..<12).map { (Double($0) * 0.01, true) } + [(1, false), (2.5, true), (3.7, true), (600, false)]
            + [(601, true), (900, false), (899, true), (4000, true)]
        for (index, (offset, admits)) in steps.enumerated() {
            let node = index % 2 == 0 ? one : two
            if admits {
                let expected = reference.admit(now: now + offset, rules)
                // Only challenges issued count in the site's load.
                if expected { load.ask(now: now + offset, rules) } else { load = load.at(now + offset, rules) }
                let admission = try node.admit(network, rules: rules, now: now + offset)
                #expect(admission == Admission(admitted: expected, standing: reference, load: load), "step \(index)")
            } else {
                reference.fail(now: now + offset, rules)
                #expect(try node.recordFailure(network, rules: rules, now: now + offset) == reference, "step \(index)")
            }
        }
        // Another network has a standing of its own.
        #expect(
            try one.admit("192.0.2.7/32", rules: rules, now: now).standing
                == ClientStanding(
                    tokens: rules.burst - 1, failures: 0, seen: now))
    }

    /// Many threads on two nodes ask for one network's challenges at once: the burst, no more,
    /// as from one node.
    @Test(arguments: kinds) func oneNetworkGetsItsBurstFromAllNodesTogether(kind: String) throws {
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        let rules = AdmissionRules()
        let results = ConcurrentResults<Bool?>()
        DispatchQueue.concurrentPerform(iterations: 30) { index in
            results.append(try? (index % 2 == 0 ? one : two).admit("192.0.2.7/32", rules: rules, now: now).admitted)
        }
        #expect(results.items.filter { $0 == true }.count == Int(rules.burst))
        #expect(results.items.filter { $0 == false }.count == 30 - Int(rules.burst))
    }

    /// A standing is forgotten once it is as good as new: swept from SQLite, expired by Redis itself.
    @Test(arguments: kinds) func aStandingIsForgottenAfterItsMemory(kind: String) throws {
        let rules = AdmissionRules()
        if kind == "redis" {
            let server = try RedisServerProcess()
            defer { server.stop() }
            let store = try RedisStore(host: "127.0.0.1", port: Int(server.port))
            try store.recordFailure("192.0.2.7/32", rules: rules, now: now)
            let connection = try RedisConnection(host: "127.0.0.1", port: Int(server.port), database: 0)
            #expect(
                try connection.run("PEXPIRETIME", "ttg:client:192.0.2.7/32").integer
                    == Int64((now + rules.memory) * 1000))
            return
        }
        let (one, two, stop) = try Self.nodes(kind)
        defer { stop() }
        try one.recordFailure("192.0.2.7/32", rules: rules, now: now)
        try two.sweep(now: now + rules.memory - 1)
        #expect(try two.admit("192.0.2.7/32", rules: rules, now: now).standing.failures == 1)
        try two.sweep(now: now + rules.memory + 1)
        #expect(try one.admit("192.0.2.7/32", rules: rules, now: now).standing.failures == 0)
    }
}
