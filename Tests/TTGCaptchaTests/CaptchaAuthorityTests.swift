import Foundation
import Synchronization
import TTGGeometry
import Testing

@testable import TTGCaptcha

/// The protocol over a store, with the clock in the test's hands: admissions by network, work
/// that follows the issuer's failures, and challenges that only their issuer's network may answer.
@Suite struct CaptchaAuthorityTests {
    static let secret = "correct horse battery staple"
    let issuer = CaptchaFixtures.client
    let stranger = "198.51.100.0/32"
    let now = CaptchaFixtures.issuedAt

    /// An authority asking 12 bits at rest, 21 under pressure, 24 at most.
    static func authority() throws -> CaptchaAuthority {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ttg-authority-\(UUID().uuidString).sqlite3"
        ).path
        var policy = CaptchaPolicy()
        policy.work = WorkScale(restBits: 12, pressureBits: 21, capBits: 24)
        return CaptchaAuthority(policy: policy, store: try SQLiteStore(path: path), secret: secret)
    }

    /// A store that cannot keep the pass token (a full disk): the verify fails, and the challenge
    /// is still answerable, unspent, once the store can write again.
    @Test func aVerdictThatCannotBeStoredLeavesTheChallengeAnswerable() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ttg-authority-\(UUID().uuidString).sqlite3"
        ).path
        let store = FailingTokens(try SQLiteStore(path: path))
        let authority = CaptchaAuthority(policy: CaptchaPolicy(), store: store, secret: Self.secret)
        let challenge = try authority.issue(CaptchaFixtures.answer, client: issuer, workBits: 0, now: now)
        let perfect = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        store.failing.withLock { $0 = true }
        #expect(throws: CaptchaStoreError.self) {
            try authority.verify(challenge.id, perfect, client: self.issuer, now: self.now + 2)
        }
        #expect(try store.challenge(challenge.id)?.state == .open)
        store.failing.withLock { $0 = false }
        let (verdict, token) = try authority.verify(challenge.id, perfect, client: issuer, now: now + 3)
        #expect(verdict == .verified && token != nil)
        #expect(try authority.redeem(try #require(token), now: now + 4).0 == .redeemed)
    }

    @Test func aNetworkIsAdmittedForItsBurstThenToldWhenToComeBack() throws {
        let authority = try Self.authority()
        for index in 0..<10 {
            if case .refused = try authority.admit(issuer, now: now) { Issue.record("refused at \(index) of 10") }
        }
        #expect(try authority.admit(issuer, now: now) == .refused(retryAfter: 3))
        #expect(try authority.admit(stranger, now: now) == .admitted(workBits: 12))
    }

    @Test func theWorkRisesWithTheBucketRunningLow() throws {
        let authority = try Self.authority()
        var bits: [Int] = []
        for _ in 0..<10 {
            guard case .admitted(let workBits) = try authority.admit(issuer, now: now) else { return }
            bits.append(workBits)
        }
        // Two more bits once fewer than 5 of the 10 are left: after the sixth.
        #expect(bits == [12, 12, 12, 12, 12, 14, 14, 14, 14, 14])
    }

    /// A drop from another network fails whatever it hits, and the failure is the issuer's: its
    /// next challenge asks two bits more, the sender's none.
    @Test func aDropFromAnotherNetworkFailsAndChargesTheIssuer() throws {
        let authority = try Self.authority()
        let challenge = try authority.issue(CaptchaFixtures.answer, client: issuer, workBits: 0, now: now)
        let perfect = CaptchaFixtures.attempt(at: CaptchaFixtures.blank)
        let (verdict, token) = try authority.verify(challenge.id, perfect, client: stranger, now: now + 2)
        #expect(verdict == .failed(.foreignNetwork, retriesLeft: 2))
        #expect(token == nil)
        #expect(try authority.admit(issuer, now: now + 2) == .admitted(workBits: 14))
        #expect(try authority.admit(stranger, now: now + 2) == .admitted(workBits: 12))
        // The issuer's own drop still verifies.
        #expect(try authority.verify(challenge.id, perfect, client: issuer, now: now + 2).verdict == .verified)
    }

    /// One failure, the first, costs two bits; a second puts the network at the pressure level.
    @Test func failuresRaiseTheIssuersWork() throws {
        let authority = try Self.authority()
        let challenge = try authority.issue(CaptchaFixtures.answer, client: issuer, workBits: 0, now: now)
        let miss = CaptchaFixtures.attempt(at: Point(100, 40))
        #expect(
            try authority.verify(challenge.id, miss, client: issuer, now: now + 2).verdict
                == .failed(.miss, retriesLeft: 2))
        #expect(try authority.admit(issuer, now: now + 3) == .admitted(workBits: 14))
        // A decoy locks, and counts one more.
        let second = try authority.issue(CaptchaFixtures.answer, client: issuer, workBits: 0, now: now)
        let decoy = CaptchaFixtures.attempt(at: CaptchaFixtures.decoy)
        #expect(try authority.verify(second.id, decoy, client: issuer, now: now + 4).verdict == .locked(.decoy))
        #expect(try authority.admit(issuer, now: now + 5) == .admitted(workBits: 21))
        // Refusals (a locked challenge) count nothing.
        #expect(
            try authority.verify(second.id, decoy, client: issuer, now: now + 6).verdict == .locked(.alreadyLocked))
        #expect(try authority.admit(issuer, now: now + 7) == .admitted(workBits: 21))
        #expect(try authority.admit(stranger, now: now + 7) == .admitted(workBits: 12))
    }

    /// A flood from many networks at once puts the site under pressure: a network that never
    /// failed gets the pressure level too.
    @Test func aFloodRaisesEveryonesWork() throws {
        let authority = try Self.authority()
        // 4 a second over the baseline's floor of 1, for a minute: 240 asks in the minute's rate.
        for index in 0..<300 {
            _ = try authority.admit("203.0.113.\(index % 250)/32", now: now + Double(index) * 0.05)
        }
        #expect(try authority.admit(stranger, now: now + 15) == .admitted(workBits: 21))
        // Ten minutes later the flood has passed.
        #expect(try authority.admit(stranger, now: now + 615) == .admitted(workBits: 12))
    }
}

/// A store whose token insertions fail while `failing` is set, as on a full disk.
final class FailingTokens: CaptchaStore {
    let store: any CaptchaStore
    let failing = Mutex(false)

    init(_ store: any CaptchaStore) { self.store = store }

    func insert(_ challenge: CaptchaChallenge) throws { try store.insert(challenge) }
    func challenge(_ id: String) throws -> CaptchaChallenge? { try store.challenge(id) }
    func insertPictures(_ pictures: CaptchaPictures, challenge: String, until: Double) throws {
        try store.insertPictures(pictures, challenge: challenge, until: until)
    }
    func picture(_ name: CaptchaPictures.Name, challenge: String, now: Double) throws -> [UInt8]? {
        try store.picture(name, challenge: challenge, now: now)
    }
    func update<Result>(_ id: String, _ change: (inout CaptchaChallenge) throws -> Result) throws -> Result? {
        try store.update(id, change)
    }
    func rememberTrack(_ fingerprint: TrackFingerprint, challenge: String, until: Double, now: Double) throws -> Bool {
        try store.rememberTrack(fingerprint, challenge: challenge, until: until, now: now)
    }
    func rememberAnswer(_ shape: AnswerShape, network: String, challenge: String, until: Double, now: Double) throws
        -> Bool
    {
        try store.rememberAnswer(shape, network: network, challenge: challenge, until: until, now: now)
    }
    func insertToken(_ token: PassToken) throws {
        if failing.withLock({ $0 }) { throw CaptchaStoreError("disk I/O error: database or disk is full") }
        try store.insertToken(token)
    }
    func redeemToken(_ id: String, now: Double) throws -> Redemption { try store.redeemToken(id, now: now) }
    func admit(_ network: String, rules: AdmissionRules, now: Double) throws -> Admission {
        try store.admit(network, rules: rules, now: now)
    }
    func recordFailure(_ network: String, rules: AdmissionRules, now: Double) throws -> ClientStanding {
        try store.recordFailure(network, rules: rules, now: now)
    }
    func raiseHashRate(_ rate: Double) throws -> Double { try store.raiseHashRate(rate) }
    func claim(_ key: String) throws -> Bool { try store.claim(key) }
    func sweep(now: Double) throws -> Int { try store.sweep(now: now) }
}
