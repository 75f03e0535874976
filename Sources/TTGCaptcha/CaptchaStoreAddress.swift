/// Where captcha state is kept: `sqlite:PATH`, a file on this machine (shared by the processes
/// that open it), or `redis://HOST[:PORT][/DB]`, a Redis server that several machines share.
public enum CaptchaStoreAddress: Sendable, Equatable {
    case sqlite(path: String)
    case redis(host: String, port: Int, database: Int)

    /// Redis's own port, when the address gives none.
    public static let redisPort = 6379

    /// The address `text` spells; nil when it is not one (a `redis://` one with a bad port or
    /// database included).
    public init?(_ text: String) {
        if text.hasPrefix("sqlite:"), text.count > "sqlite:".count {
            self = .sqlite(path: String(text.dropFirst("sqlite:".count)))
            return
        }
        guard text.hasPrefix("redis://") else { return nil }
        let parts = text.dropFirst("redis://".count).split(
            separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let hostPort = parts[0].split(separator: ":", omittingEmptySubsequences: false)
        let database = parts.count > 1 && !parts[1].isEmpty ? Int(parts[1]) : 0
        let port = hostPort.count > 1 ? Int(hostPort[1]) : Self.redisPort
        guard let host = hostPort.first, !host.isEmpty, hostPort.count <= 2, let port, (1...65535).contains(port),
            let database, (0...15).contains(database)
        else { return nil }
        self = .redis(host: String(host), port: port, database: database)
    }

    /// The store at this address, opened (and created when it is a new file).
    public func open() throws -> any CaptchaStore {
        switch self {
        case .sqlite(let path): try SQLiteStore(path: path)
        case .redis(let host, let port, let database): try RedisStore(host: host, port: port, database: database)
        }
    }

    public var text: String {
        switch self {
        case .sqlite(let path): "sqlite:" + path
        case .redis(let host, let port, let database): "redis://\(host):\(port)/\(database)"
        }
    }
}
