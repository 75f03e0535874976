import Foundation
import TTGBase

/// The store several nodes share: a Redis server. Every key begins with a prefix (`ttg:`):
///
/// - `challenge:ID` holds a challenge's record, expiring with it; `challenges` orders the ids by
///   expiry, for ``sweep(now:)``.
/// - `tracks:N` holds the remembered tracks of N features (`ID:features`), scored by when they are
///   forgotten: only tracks of one length can be one replayed, so a track is compared with its own
///   length's only. `tracks:N:version` counts the additions, and `trackLengths` names the sets.
/// - `token:ID` is `0`, or `1` once redeemed; `tokens` orders them by expiry.
/// - `claims` is the set of keys claimed (pool challenges served).
/// - `client:NETWORK` is a hash of a network's standing (`tokens`, `failures`, `seen`), expiring
///   ``AdmissionRules/memory`` after it last changed; `load` the site's (`recent`, `baseline`,
///   `seen`). One Lua script admits (both) or charges (the network's).
/// - `hashrate` is the site's native hash rate, the highest any node has measured.
/// - `answers:INPUT:NETWORK` lists a network's latest accepted answers of one input (newest first,
///   `challenge:expiry:values`), with `…:version` counting the additions; both expire with the
///   newest.
///
/// An update is optimistic: the record read, changed, and written by a Lua script only if it is
/// still what was read (else read and judged again); remembering a track is too, by its set's version (a Lua script adds it only if no track of its
/// length was added since it was compared); an insertion, a redemption, a standing and a sweep are
/// each one Lua script, atomic on the server. Keys also
/// carry Redis's own expiry (an hour past the record's), so a store nobody sweeps still empties.
/// Durability is the server's: run it with `appendonly yes` and `appendfsync always` for the
/// SQLite store's guarantee that an answered verification survives a crash.
public final class RedisStore: CaptchaStore, @unchecked Sendable {
    private let host: String
    private let port: Int
    private let database: Int
    private let prefix: String
    /// Connections not in use.
    private var idle: [RedisConnection] = []
    private let lock = NSLock()

    /// Most optimistic retries of one update before the store gives up.
    static let retries = 100
    /// Seconds keys outlive their record, for a store nobody sweeps.
    static let grace = 3600.0

    /// A store on the Redis server at `host:port`, database `database`, its keys under `prefix`;
    /// connects once to check the server answers.
    public init(host: String, port: Int, database: Int = 0, prefix: String = "ttg:") throws {
        self.host = host
        self.port = port
        self.database = database
        self.prefix = prefix
        try withConnection { try $0.run("PING") }
    }

    /// Runs `body` on a connection of its own: an idle one, or a new one; a connection that failed
    /// is dropped.
    @discardableResult private func withConnection<Result>(_ body: (RedisConnection) throws -> Result) throws -> Result
    {
        let connection =
            try lock.withLock { idle.popLast() } ?? RedisConnection(host: host, port: port, database: database)
        defer {
            if connection.isHealthy { lock.withLock { idle.append(connection) } }
        }
        return try body(connection)
    }

    private func key(_ kind: String, _ id: String) -> String { prefix + kind + ":" + id }
    private var challenges: String { prefix + "challenges" }
    private var trackLengths: String { prefix + "trackLengths" }
    private var tokens: String { prefix + "tokens" }

    /// Milliseconds since 1970 at which a record expiring at `seconds` is dropped by Redis itself.
    private static func dropTime(_ seconds: Double) -> String { String(Int64(((seconds + grace) * 1000).rounded())) }
    private static func number(_ value: Double) -> String { String(value) }

    private static let insertScript = """
        if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PXAT', ARGV[2]) then
          redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
          return 1
        end
        return 0
        """

    public func insert(_ challenge: CaptchaChallenge) throws {
        let inserted = try withConnection {
            try $0.run(
                "EVAL", Self.insertScript, "2", key("challenge", challenge.id), challenges, challenge.record,
                Self.dropTime(challenge.expiresAt), Self.number(challenge.expiresAt), challenge.id)
        }
        guard inserted.integer == 1 else { throw CaptchaStoreError("a challenge \(challenge.id) exists already") }
    }

    /// Each picture under a key of its own, in Base64 (the connection's words are text), dropped
    /// by Redis at the challenge's expiry.
    public func insertPictures(_ pictures: CaptchaPictures, challenge: String, until: Double) throws {
        let drop = String(Int64((until * 1000).rounded()))
        try withConnection { connection in
            for name in CaptchaPictures.Name.allCases {
                try connection.run(
                    "SET", key("picture", challenge + ":" + name.rawValue), Base64.encode(pictures[name]), "PXAT", drop)
            }
        }
    }

    public func picture(_ name: CaptchaPictures.Name, challenge: String, now: Double) throws -> [UInt8]? {
        let text = try withConnection { try $0.run("GET", key("picture", challenge + ":" + name.rawValue)) }.string
        return text.flatMap { Data(base64Encoded: $0) }.map { [UInt8]($0) }
    }

    public func challenge(_ id: String) throws -> CaptchaChallenge? {
        guard let record = try withConnection({ try $0.run("GET", key("challenge", id)) }).string else { return nil }
        return try CaptchaChallenge(record: record)
    }

    /// Sets KEYS[1] to ARGV[2], keeping its expiry, if it still holds ARGV[1].
    private static let compareAndSetScript = """
        if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
        redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
        return 1
        """

    public func update<Result>(_ id: String, _ change: (inout CaptchaChallenge) throws -> Result) throws -> Result? {
        let name = key("challenge", id)
        return try withConnection { connection in
            for _ in 0..<Self.retries {
                guard let record = try connection.run("GET", name).string else { return nil }
                var challenge = try CaptchaChallenge(record: record)
                let before = challenge
                let result = try change(&challenge)
                guard challenge != before else { return result }
                // 0: another node changed the challenge first; judge again on what it wrote.
                let set = try connection.run("EVAL", Self.compareAndSetScript, "1", name, record, challenge.record)
                if set.integer == 1 { return result }
            }
            throw CaptchaStoreError("challenge \(id) is changed too often to update")
        }
    }

    /// Adds a track to its length's set (ARGV[3]) if the set's version is still ARGV[1].
    private static let addTrackScript = """
        if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
        redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
        redis.call('INCR', KEYS[2])
        redis.call('SADD', KEYS[3], KEYS[1])
        return 1
        """

    public func rememberTrack(
        _ fingerprint: TrackFingerprint, challenge: String, until: Double, now: Double
    ) throws -> Bool {
        let set = prefix + "tracks:\(fingerprint.features.count)"
        let version = set + ":version"
        let member = challenge + ":" + Hex.string(fingerprint.bytes)
        return try withConnection { connection in
            for _ in 0..<Self.retries {
                let seen = try connection.run("GET", version).string ?? "0"
                let members = try connection.run("ZRANGEBYSCORE", set, "(" + Self.number(now), "+inf").array ?? []
                for member in members {
                    guard let text = member.string, let colon = text.firstIndex(of: ":"),
                        text[..<colon] != challenge, let bytes = Hex.bytes(String(text[text.index(after: colon)...]))
                    else { continue }
                    if fingerprint.isNearDuplicate(of: TrackFingerprint(bytes: bytes)) { return false }
                }
                let added = try connection.run(
                    "EVAL", Self.addTrackScript, "3", set, version, trackLengths, seen, Self.number(until), member)
                // 0: a track of this length came in since the comparison; compare with it too.
                if added.integer == 1 { return true }
            }
            throw CaptchaStoreError("the remembered tracks are changed too often to add one")
        }
    }

    /// Adds an answer to its network's list (ARGV[3]) if the list's version is still ARGV[1], keeps
    /// its latest ARGV[2] and lets the list expire at ARGV[4] (milliseconds).
    private static let addAnswerScript = """
        if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[1] then return 0 end
        redis.call('LPUSH', KEYS[1], ARGV[3])
        redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
        redis.call('PEXPIREAT', KEYS[1], ARGV[4])
        redis.call('INCR', KEYS[2])
        redis.call('PEXPIREAT', KEYS[2], ARGV[4])
        return 1
        """

    public func rememberAnswer(
        _ shape: AnswerShape, network: String, challenge: String, until: Double, now: Double
    ) throws -> Bool {
        let list = prefix + "answers:\(shape.input.rawValue):\(network)"
        let version = list + ":version"
        // Each entry: challenge, expiry and the shape's values.
        let member = "\(challenge):\(Self.number(until)):" + Hex.string(DoubleBytes.bytes(shape.values))
        return try withConnection { connection in
            for _ in 0..<Self.retries {
                let seen = try connection.run("GET", version).string ?? "0"
                let entries = try connection.run("LRANGE", list, "0", String(shape.remembered - 1)).array ?? []
                for entry in entries {
                    let parts = entry.string?.split(separator: ":") ?? []
                    guard parts.count == 3, parts[0] != challenge, let expiry = Double(parts[1]), expiry > now,
                        let bytes = Hex.bytes(String(parts[2]))
                    else { continue }
                    if shape.isReplay(of: AnswerShape(input: shape.input, values: DoubleBytes.values(bytes))) {
                        return false
                    }
                }
                let added = try connection.run(
                    "EVAL", Self.addAnswerScript, "2", list, version, seen, String(shape.remembered), member,
                    String(Int((until * 1000).rounded(.up))))
                // 0: an answer from this network came in since the comparison; compare with it too.
                if added.integer == 1 { return true }
            }
            throw CaptchaStoreError("the answers of \(network) are changed too often to add one")
        }
    }

    public func insertToken(_ token: PassToken) throws {
        let expiry = Double(token.expiresAt)
        try withConnection {
            try $0.run(
                "EVAL",
                "redis.call('SET', KEYS[1], '0', 'PXAT', ARGV[1]) redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])",
                "2", key("token", token.id), tokens, Self.dropTime(expiry), Self.number(expiry), token.id)
        }
    }

    private static let redeemScript = """
        local state = redis.call('GET', KEYS[1])
        if not state then return 0 end
        if state == '1' then return 2 end
        local expiry = redis.call('ZSCORE', KEYS[2], ARGV[2])
        if expiry and tonumber(ARGV[1]) > tonumber(expiry) then return 3 end
        redis.call('SET', KEYS[1], '1', 'KEEPTTL')
        return 1
        """

    public func redeemToken(_ id: String, now: Double) throws -> Redemption {
        let answer = try withConnection {
            try $0.run("EVAL", Self.redeemScript, "2", key("token", id), tokens, Self.number(now), id)
        }
        switch answer.integer {
        case 1: return .redeemed
        case 2: return .alreadyRedeemed
        case 3: return .expired
        default: return .unknown
        }
    }

    /// ``ClientStanding/admit(now:_:)`` with ``SiteLoad/ask(now:_:)`` on the site's hash when it
    /// admits (ARGV[6] `admit`), or ``ClientStanding/fail(now:_:)`` (`fail`), on the network's hash, with
    /// the same arithmetic; numbers go both ways as `%.17g` text, which a double reads back exactly.
    private static let standingScript = """
        local now, burst, refill = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
        local halfLife, memory = tonumber(ARGV[4]), tonumber(ARGV[5])
        local function text(value) return string.format('%.17g', value) end
        local tokens, failures, seen = burst, 0, now
        local stored = redis.call('HMGET', KEYS[1], 'tokens', 'failures', 'seen')
        if stored[1] then
          tokens, failures, seen = tonumber(stored[1]), tonumber(stored[2]), tonumber(stored[3])
        end
        local elapsed = math.max(0, now - seen)
        tokens = math.min(burst, tokens + elapsed * refill)
        failures = failures * 0.5 ^ (elapsed / halfLife)
        seen = math.max(seen, now)
        local admitted = 0
        local load = {'0', '0', text(now)}
        if ARGV[6] == 'admit' then
          local recentWindow, baselineWindow = tonumber(ARGV[7]), tonumber(ARGV[8])
          local site = redis.call('HMGET', KEYS[2], 'recent', 'baseline', 'seen')
          local recent, baseline, siteSeen = 0, 0, now
          if site[1] then recent, baseline, siteSeen = tonumber(site[1]), tonumber(site[2]), tonumber(site[3]) end
          local siteElapsed = math.max(0, now - siteSeen)
          recent = recent * math.exp(-siteElapsed / recentWindow)
          baseline = baseline * math.exp(-siteElapsed / baselineWindow)
          if tokens >= 1 then
            tokens, admitted = tokens - 1, 1
            recent, baseline = recent + 1 / recentWindow, baseline + 1 / baselineWindow
            load = {text(recent), text(baseline), text(math.max(siteSeen, now))}
            redis.call('HSET', KEYS[2], 'recent', load[1], 'baseline', load[2], 'seen', load[3])
          else
            failures = failures + 1
            load = {text(recent), text(baseline), text(math.max(siteSeen, now))}
          end
        else
          failures = failures + 1
        end
        local standing = {text(tokens), text(failures), text(seen)}
        redis.call('HSET', KEYS[1], 'tokens', standing[1], 'failures', standing[2], 'seen', standing[3])
        redis.call('PEXPIREAT', KEYS[1], math.ceil((seen + memory) * 1000))
        return {admitted, standing[1], standing[2], standing[3], load[1], load[2], load[3]}
        """

    private func changeStanding(
        _ network: String, _ rules: AdmissionRules, now: Double, _ operation: String
    ) throws -> Admission {
        let answer = try withConnection {
            try $0.run(
                "EVAL", Self.standingScript, "2", key("client", network), prefix + "load", Self.number(now),
                Self.number(rules.burst), Self.number(rules.refill), Self.number(rules.failureHalfLife),
                Self.number(rules.memory), operation, Self.number(rules.recentWindow),
                Self.number(rules.baselineWindow))
        }
        let numbers = answer.array?.dropFirst().compactMap { $0.string.flatMap(Double.init) } ?? []
        guard let admitted = answer.array?.first?.integer, numbers.count == 6 else {
            throw CaptchaStoreError("the standing of \(network) came back as \(answer)")
        }
        return Admission(
            admitted: admitted == 1,
            standing: ClientStanding(tokens: numbers[0], failures: numbers[1], seen: numbers[2]),
            load: SiteLoad(recent: numbers[3], baseline: numbers[4], seen: numbers[5]))
    }

    public func admit(_ network: String, rules: AdmissionRules, now: Double) throws -> Admission {
        try changeStanding(network, rules, now: now, "admit")
    }

    @discardableResult public func recordFailure(
        _ network: String, rules: AdmissionRules, now: Double
    ) throws -> ClientStanding {
        try changeStanding(network, rules, now: now, "fail").standing
    }

    private static let raiseScript = """
        local kept = tonumber(redis.call('GET', KEYS[1]) or '0')
        local given = tonumber(ARGV[1])
        if given > kept then
          redis.call('SET', KEYS[1], ARGV[1])
          kept = given
        end
        return string.format('%.17g', kept)
        """

    public func raiseHashRate(_ rate: Double) throws -> Double {
        let answer = try withConnection {
            try $0.run("EVAL", Self.raiseScript, "1", prefix + "hashrate", Self.number(rate))
        }
        guard let kept = answer.string.flatMap(Double.init) else {
            throw CaptchaStoreError("the site's hash rate came back as \(answer)")
        }
        return kept
    }

    public func claim(_ key: String) throws -> Bool {
        try withConnection { try $0.run("SADD", prefix + "claims", key) }.integer == 1
    }

    private static let sweepScript = """
        local removed = 0
        for index, set in ipairs({KEYS[1], KEYS[2]}) do
          local kind = index == 1 and 'challenge:' or 'token:'
          for _, id in ipairs(redis.call('ZRANGEBYSCORE', set, '-inf', '(' .. ARGV[1])) do
            redis.call('DEL', ARGV[2] .. kind .. id)
          end
          removed = removed + redis.call('ZREMRANGEBYSCORE', set, '-inf', '(' .. ARGV[1])
        end
        for _, set in ipairs(redis.call('SMEMBERS', KEYS[3])) do
          removed = removed + redis.call('ZREMRANGEBYSCORE', set, '-inf', '(' .. ARGV[1])
        end
        return removed
        """

    @discardableResult public func sweep(now: Double) throws -> Int {
        let removed = try withConnection {
            try $0.run("EVAL", Self.sweepScript, "3", challenges, tokens, trackLengths, Self.number(now), prefix)
        }
        return Int(removed.integer ?? 0)
    }
}
