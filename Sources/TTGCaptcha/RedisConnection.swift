import CHiredis
import Foundation

/// One connection to a Redis server, used by one thread at a time (``RedisStore`` lends them out):
/// commands are sent as argument vectors, so no value is ever parsed as part of a command.
final class RedisConnection {
    private let context: UnsafeMutablePointer<redisContext>
    let address: String

    /// A reply as Redis sent it.
    enum Reply: Equatable {
        case string(String)
        case integer(Int64)
        case array([Reply])
        case status(String)
        case null
    }

    /// Connects to `host:port` and selects `database`, waiting at most `timeout` seconds for each step.
    init(host: String, port: Int, database: Int, timeout: Double = 5) throws {
        address = "\(host):\(port)/\(database)"
        let seconds = Int(timeout)
        let wait = timeval(tv_sec: seconds, tv_usec: Int(((timeout - Double(seconds)) * 1e6).rounded()))
        guard let context = redisConnectWithTimeout(host, Int32(port), wait) else {
            throw CaptchaStoreError("cannot reach Redis at \(address): out of memory")
        }
        if context.pointee.err != 0 {
            let message = Self.message(context)
            redisFree(context)
            throw CaptchaStoreError("cannot reach Redis at \(address): \(message)")
        }
        // Set only now: a throwing initializer with every property set runs deinit, which frees it.
        self.context = context
        redisSetTimeout(context, wait)
        if database != 0 { _ = try run("SELECT", String(database)) }
    }

    deinit { redisFree(context) }

    /// False once the connection has failed: it is then dropped, not reused.
    var isHealthy: Bool { context.pointee.err == 0 }

    /// Runs one command; an error reply throws.
    @discardableResult
    func run(_ words: String...) throws -> Reply { try run(words) }

    @discardableResult
    func run(_ words: [String]) throws -> Reply {
        let arguments = words.map { Array($0.utf8) }
        let raw: UnsafeMutableRawPointer? = arguments.withUnsafeBufferPointers { pointers, lengths in
            redisCommandArgv(context, Int32(arguments.count), pointers, lengths)
        }
        guard let raw else {
            throw CaptchaStoreError("Redis at \(address): \(Self.message(context))")
        }
        defer { freeReplyObject(raw) }
        return try Self.reply(raw.assumingMemoryBound(to: redisReply.self), address: address)
    }

    private static func reply(_ pointer: UnsafeMutablePointer<redisReply>, address: String) throws -> Reply {
        let reply = pointer.pointee
        func text() -> String {
            guard let bytes = reply.str else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: bytes, count: reply.len), as: UTF8.self)
        }
        switch reply.type {
        case REDIS_REPLY_STRING: return .string(text())
        case REDIS_REPLY_STATUS: return .status(text())
        case REDIS_REPLY_INTEGER: return .integer(reply.integer)
        case REDIS_REPLY_NIL: return .null
        case REDIS_REPLY_ERROR: throw CaptchaStoreError("Redis at \(address): \(text())")
        case REDIS_REPLY_ARRAY:
            return .array(try (0..<reply.elements).map { try Self.reply(reply.element[$0]!, address: address) })
        default: return .null
        }
    }

    private static func message(_ context: UnsafeMutablePointer<redisContext>) -> String {
        withUnsafeBytes(of: context.pointee.errstr) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

extension Array where Element == [UInt8] {
    /// Calls `body` with C pointers to each element's bytes and their lengths, valid during the call.
    fileprivate func withUnsafeBufferPointers<Result>(
        _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>, UnsafePointer<Int>) -> Result
    ) -> Result {
        let copies = map { bytes -> UnsafeMutablePointer<CChar> in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: Swift.max(bytes.count, 1))
            if !bytes.isEmpty {
                bytes.withUnsafeBufferPointer { source in
                    source.withMemoryRebound(to: CChar.self) { copy.initialize(from: $0.baseAddress!, count: $0.count) }
                }
            }
            return copy
        }
        defer { for copy in copies { copy.deallocate() } }
        var pointers = copies.map { UnsafePointer<CChar>?($0) }
        let lengths = map(\.count)
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!, lengths) }
    }
}

extension RedisConnection.Reply {
    var string: String? { if case .string(let text) = self { text } else { nil } }
    var integer: Int64? { if case .integer(let number) = self { number } else { nil } }
    var array: [RedisConnection.Reply]? { if case .array(let items) = self { items } else { nil } }
}
