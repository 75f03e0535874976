import Foundation

/// The embedded store: one SQLite file in WAL mode with full synchronization, so a verification or
/// a redemption that was answered survives the process being killed (and the machine losing power).
/// Several processes may share the file; each operation is one `BEGIN IMMEDIATE` transaction.
///
/// Each operation takes a connection of its own from a pool, so operations wait for each other
/// only in SQLite's own locks: no lock of this process is held while SQLite waits for another
/// writer or for the disk.
public final class SQLiteStore: CaptchaStore, @unchecked Sendable {
    private let path: String
    /// Connections not in use.
    private var idle: [SQLiteConnection] = []
    /// Guards `idle` only.
    private let lock = NSLock()

    /// Opens or creates the store at `path`, with its tables. Its folder must exist: a service
    /// does not make folders where a deployer keeps state.
    public init(path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CaptchaStoreError(
                "the folder \(folder) does not exist: create it, writable by the service's user (mkdir -p), or run "
                    + "the service under systemd with StateDirectory=")
        }
        self.path = path
        let connection = try Self.open(path)
        try connection.run("PRAGMA journal_mode=WAL")
        for statement in Self.schema { try connection.run(statement) }
        idle.append(connection)
    }

    /// A new connection to the file, every write synchronized to the disk before it returns.
    private static func open(_ path: String) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try connection.run("PRAGMA synchronous=FULL")
        return connection
    }

    private static let schema = [
        "CREATE TABLE IF NOT EXISTS challenges (id TEXT PRIMARY KEY, expires REAL NOT NULL, record TEXT NOT NULL)",
        "CREATE INDEX IF NOT EXISTS challenges_expiry ON challenges (expires)",
        """
        CREATE TABLE IF NOT EXISTS pictures (challenge TEXT NOT NULL, name TEXT NOT NULL, expires REAL NOT NULL,
          png BLOB NOT NULL, PRIMARY KEY (challenge, name))
        """,
        "CREATE INDEX IF NOT EXISTS pictures_expiry ON pictures (expires)",
        "CREATE TABLE IF NOT EXISTS tracks (challenge TEXT NOT NULL, expires REAL NOT NULL, features BLOB NOT NULL)",
        "CREATE INDEX IF NOT EXISTS tracks_expiry ON tracks (expires)",
        // Only tracks of one length can be one replayed: they are found by it, not scanned.
        "CREATE INDEX IF NOT EXISTS tracks_length ON tracks (length(features), expires)",
        "CREATE TABLE IF NOT EXISTS tokens (id TEXT PRIMARY KEY, expires REAL NOT NULL, redeemed INTEGER NOT NULL)",
        "CREATE INDEX IF NOT EXISTS tokens_expiry ON tokens (expires)",
        "CREATE TABLE IF NOT EXISTS claims (key TEXT PRIMARY KEY)",
        """
        CREATE TABLE IF NOT EXISTS standings (network TEXT PRIMARY KEY, tokens REAL NOT NULL,
          failures REAL NOT NULL, seen REAL NOT NULL, expires REAL NOT NULL)
        """,
        "CREATE INDEX IF NOT EXISTS standings_expiry ON standings (expires)",
        "CREATE TABLE IF NOT EXISTS load (site INTEGER PRIMARY KEY, recent REAL, baseline REAL, seen REAL)",
        "CREATE TABLE IF NOT EXISTS price (site INTEGER PRIMARY KEY, hash_rate REAL NOT NULL)",
        """
        CREATE TABLE IF NOT EXISTS answers (network TEXT NOT NULL, input TEXT NOT NULL, challenge TEXT NOT NULL,
          seen REAL NOT NULL, expires REAL NOT NULL, shape BLOB NOT NULL)
        """,
        "CREATE INDEX IF NOT EXISTS answers_network ON answers (network, input, seen)",
        "CREATE INDEX IF NOT EXISTS answers_expiry ON answers (expires)",
    ]

    /// Runs `body` on a connection of its own: an idle one, or a new one.
    @discardableResult private func withConnection<Result>(_ body: (SQLiteConnection) throws -> Result) throws -> Result
    {
        let connection = try lock.withLock { idle.popLast() } ?? Self.open(path)
        defer { lock.withLock { idle.append(connection) } }
        return try body(connection)
    }

    public func insert(_ challenge: CaptchaChallenge) throws {
        try withConnection { connection in
            try connection.run(
                "INSERT INTO challenges (id, expires, record) VALUES (?, ?, ?)",
                [.text(challenge.id), .real(challenge.expiresAt), .text(challenge.record)])
        }
    }

    public func insertPictures(_ pictures: CaptchaPictures, challenge: String, until: Double) throws {
        try withConnection { connection in
            try connection.transaction {
                for name in CaptchaPictures.Name.allCases {
                    try connection.run(
                        "INSERT INTO pictures (challenge, name, expires, png) VALUES (?, ?, ?, ?)",
                        [.text(challenge), .text(name.rawValue), .real(until), .blob(pictures[name])])
                }
            }
        }
    }

    public func picture(_ name: CaptchaPictures.Name, challenge: String, now: Double) throws -> [UInt8]? {
        try withConnection { connection in
            try connection.run(
                "SELECT png FROM pictures WHERE challenge = ? AND name = ? AND expires >= ?",
                [.text(challenge), .text(name.rawValue), .real(now)]
            ).first?.first?.blob
        }
    }

    public func challenge(_ id: String) throws -> CaptchaChallenge? {
        try withConnection { connection in try read(id, connection) }
    }

    private func read(_ id: String, _ connection: SQLiteConnection) throws -> CaptchaChallenge? {
        guard
            let record = try connection.run("SELECT record FROM challenges WHERE id = ?", [.text(id)]).first?.first?
                .text
        else { return nil }
        return try CaptchaChallenge(record: record)
    }

    public func update<Result>(_ id: String, _ change: (inout CaptchaChallenge) throws -> Result) throws -> Result? {
        try withConnection { connection in
            try connection.transaction {
                guard var challenge = try read(id, connection) else { return nil }
                let before = challenge
                let result = try change(&challenge)
                if challenge != before {
                    try connection.run(
                        "UPDATE challenges SET record = ?, expires = ? WHERE id = ?",
                        [.text(challenge.record), .real(challenge.expiresAt), .text(id)])
                }
                return result
            }
        }
    }

    public func rememberTrack(
        _ fingerprint: TrackFingerprint, challenge: String, until: Double, now: Double
    ) throws -> Bool {
        try withConnection { connection in
            try connection.transaction {
                let rows = try connection.run(
                    "SELECT features FROM tracks WHERE length(features) = ? AND expires > ? AND challenge != ?",
                    [.integer(Int64(fingerprint.bytes.count)), .real(now), .text(challenge)])
                for row in rows {
                    guard let bytes = row.first?.blob else { continue }
                    if fingerprint.isNearDuplicate(of: TrackFingerprint(bytes: bytes)) { return false }
                }
                try connection.run(
                    "INSERT INTO tracks (challenge, expires, features) VALUES (?, ?, ?)",
                    [.text(challenge), .real(until), .blob(fingerprint.bytes)])
                return true
            }
        }
    }

    public func rememberAnswer(
        _ shape: AnswerShape, network: String, challenge: String, until: Double, now: Double
    ) throws -> Bool {
        try withConnection { connection in
            try connection.transaction {
                let rows = try connection.run(
                    "SELECT shape FROM answers WHERE network = ? AND input = ? AND expires > ? AND challenge != ? "
                        + "ORDER BY seen DESC LIMIT ?",
                    [
                        .text(network), .text(shape.input.rawValue), .real(now), .text(challenge),
                        .integer(Int64(shape.remembered)),
                    ])
                for row in rows {
                    guard let bytes = row.first?.blob else { continue }
                    let remembered = AnswerShape(input: shape.input, values: DoubleBytes.values(bytes))
                    if shape.isReplay(of: remembered) { return false }
                }
                try connection.run(
                    "INSERT INTO answers (network, input, challenge, seen, expires, shape) VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        .text(network), .text(shape.input.rawValue), .text(challenge), .real(now), .real(until),
                        .blob(DoubleBytes.bytes(shape.values)),
                    ])
                try connection.run(
                    "DELETE FROM answers WHERE network = ? AND input = ? AND rowid NOT IN (SELECT rowid FROM answers "
                        + "WHERE network = ? AND input = ? ORDER BY seen DESC LIMIT ?)",
                    [
                        .text(network), .text(shape.input.rawValue), .text(network), .text(shape.input.rawValue),
                        .integer(Int64(shape.remembered)),
                    ])
                return true
            }
        }
    }

    public func insertToken(_ token: PassToken) throws {
        try withConnection { connection in
            try connection.run(
                "INSERT INTO tokens (id, expires, redeemed) VALUES (?, ?, 0)",
                [.text(token.id), .real(Double(token.expiresAt))])
        }
    }

    public func redeemToken(_ id: String, now: Double) throws -> Redemption {
        try withConnection { connection in
            try connection.transaction {
                guard
                    let row = try connection.run("SELECT expires, redeemed FROM tokens WHERE id = ?", [.text(id)])
                        .first,
                    let expires = row[0].real, let redeemed = row[1].integer
                else { return .unknown }
                if redeemed != 0 { return .alreadyRedeemed }
                if now > expires { return .expired }
                try connection.run("UPDATE tokens SET redeemed = 1 WHERE id = ?", [.text(id)])
                return .redeemed
            }
        }
    }

    public func admit(_ network: String, rules: AdmissionRules, now: Double) throws -> Admission {
        try changeStanding(network, rules, now: now) { standing, connection in
            let row = try connection.run("SELECT recent, baseline, seen FROM load WHERE site = 0").first
            var load =
                if let row, let recent = row[0].real, let baseline = row[1].real, let seen = row[2].real {
                    SiteLoad(recent: recent, baseline: baseline, seen: seen)
                } else {
                    SiteLoad.new(now: now)
                }
            let admitted = standing.admit(now: now, rules)
            if admitted {
                load.ask(now: now, rules)
                try connection.run(
                    "INSERT OR REPLACE INTO load (site, recent, baseline, seen) VALUES (0, ?, ?, ?)",
                    [.real(load.recent), .real(load.baseline), .real(load.seen)])
            } else {
                load = load.at(now, rules)
            }
            return Admission(admitted: admitted, standing: standing, load: load)
        }.0
    }

    public func raiseHashRate(_ rate: Double) throws -> Double {
        try withConnection { connection in
            try connection.run(
                "INSERT INTO price (site, hash_rate) VALUES (0, ?) "
                    + "ON CONFLICT (site) DO UPDATE SET hash_rate = max(hash_rate, excluded.hash_rate)",
                [.real(rate)])
            return try connection.run("SELECT hash_rate FROM price WHERE site = 0").first?[0].real ?? rate
        }
    }

    @discardableResult public func recordFailure(
        _ network: String, rules: AdmissionRules, now: Double
    ) throws -> ClientStanding {
        try changeStanding(network, rules, now: now) { standing, _ in standing.fail(now: now, rules) }.standing
    }

    /// Reads `network`'s standing (a new one when there is none), lets `change` update it (and
    /// run more on the connection) and writes it back, in one transaction.
    private func changeStanding<Result>(
        _ network: String, _ rules: AdmissionRules, now: Double,
        _ change: (inout ClientStanding, SQLiteConnection) throws -> Result
    ) throws -> (Result, standing: ClientStanding) {
        try withConnection { connection in
            try connection.transaction {
                let row = try connection.run(
                    "SELECT tokens, failures, seen FROM standings WHERE network = ?", [.text(network)]
                ).first
                var standing =
                    if let row, let tokens = row[0].real, let failures = row[1].real, let seen = row[2].real {
                        ClientStanding(tokens: tokens, failures: failures, seen: seen)
                    } else {
                        ClientStanding.new(rules, now: now)
                    }
                let result = try change(&standing, connection)
                try connection.run(
                    "INSERT OR REPLACE INTO standings (network, tokens, failures, seen, expires) VALUES (?, ?, ?, ?, ?)",
                    [
                        .text(network), .real(standing.tokens), .real(standing.failures), .real(standing.seen),
                        .real(standing.seen + rules.memory),
                    ])
                return (result, standing)
            }
        }
    }

    public func claim(_ key: String) throws -> Bool {
        try withConnection { connection in
            try connection.run("INSERT OR IGNORE INTO claims (key) VALUES (?)", [.text(key)])
            return connection.changes == 1
        }
    }

    @discardableResult public func sweep(now: Double) throws -> Int {
        try withConnection { connection in
            try connection.transaction {
                var removed = 0
                for table in ["challenges", "pictures", "tracks", "answers", "tokens", "standings"] {
                    try connection.run("DELETE FROM \(table) WHERE expires < ?", [.real(now)])
                    removed += connection.changes
                }
                return removed
            }
        }
    }
}

extension TrackFingerprint {
    /// The features as the stores keep them.
    public var bytes: [UInt8] { DoubleBytes.bytes(features) }

    /// Features read back from ``bytes``.
    public init(bytes: [UInt8]) { self.init(features: DoubleBytes.values(bytes)) }
}
