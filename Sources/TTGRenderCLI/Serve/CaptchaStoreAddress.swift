import TTGArguments
import TTGCaptcha

/// Where `serve` keeps its captcha state: `sqlite:PATH`, a file on this machine (the embedded
/// default, shared by the processes that open it), or `redis://HOST:PORT/DB`, a Redis server that
/// several machines share.
enum CaptchaStoreAddress: Sendable, Equatable {
    case sqlite(path: String)
    case redis(host: String, port: Int, database: Int)

    /// The store at this address, opened (and created when it is a new file).
    func open() throws -> any CaptchaStore {
        switch self {
        case .sqlite(let path): try SQLiteStore(path: path)
        case .redis(let host, let port, let database): try RedisStore(host: host, port: port, database: database)
        }
    }

    var text: String {
        switch self {
        case .sqlite(let path): "sqlite:" + path
        case .redis(let host, let port, let database): "redis://\(host):\(port)/\(database)"
        }
    }

    /// Redis's own port, when the address gives none.
    static let redisPort = 6379
}

extension ArgumentValue where Value == CaptchaStoreAddress {
    /// `sqlite:PATH` or `redis://HOST[:PORT][/DB]`.
    static var storeAddress: Self {
        ArgumentValue(
            "STORE",
            parse: { text, option in
                if text.hasPrefix("sqlite:"), text.count > "sqlite:".count {
                    return .sqlite(path: String(text.dropFirst("sqlite:".count)))
                }
                if text.hasPrefix("redis://") {
                    let rest = text.dropFirst("redis://".count)
                    let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
                    let hostPort = parts[0].split(separator: ":", omittingEmptySubsequences: false)
                    let database = parts.count > 1 && !parts[1].isEmpty ? Int(parts[1]) : 0
                    let port = hostPort.count > 1 ? Int(hostPort[1]) : CaptchaStoreAddress.redisPort
                    if let host = hostPort.first, !host.isEmpty, hostPort.count <= 2, let port,
                        (1...65535).contains(port),
                        let database, (0...15).contains(database)
                    {
                        return .redis(host: String(host), port: port, database: database)
                    }
                    throw CLIError.badValue(option, text, "is not redis://HOST[:PORT][/DB] (port 1…65535, DB 0…15)")
                }
                throw CLIError.badValue(option, text, "is not a store: give sqlite:PATH or redis://HOST:PORT/DB")
            }, format: \.text)
    }
}
