import Foundation

/// Rendered bodies by normalized request, the least recently used dropped first once their
/// bytes pass the limit. Safe to use from every connection's thread.
public final class ResponseCache: @unchecked Sendable {
    /// A cached response: its body and the headers that describe it.
    public struct Entry: Sendable {
        public var body: [UInt8]
        public var contentType: String
        /// The response's strong validator, kept so a hit need not compute it again.
        public var etag: String

        public init(body: [UInt8], contentType: String, etag: String = "") {
            self.body = body
            self.contentType = contentType
            self.etag = etag
        }
    }

    /// The most bytes of bodies kept.
    public let byteLimit: Int
    private var entries: [String: (entry: Entry, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var bytes = 0
    private let lock = NSLock()

    public init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// The bytes of the bodies kept now.
    public var storedBytes: Int { lock.withLock { bytes } }

    /// The entry for `key`, marked as just used.
    public func entry(_ key: String) -> Entry? {
        lock.withLock {
            guard let found = entries[key] else { return nil }
            clock += 1
            entries[key]?.lastUse = clock
            return found.entry
        }
    }

    /// Keeps `entry` under `key` (a body larger than the whole limit is not kept), then drops the
    /// least recently used entries until the bodies fit the limit.
    public func store(_ entry: Entry, for key: String) {
        guard entry.body.count <= byteLimit else { return }
        lock.withLock {
            clock += 1
            if let old = entries[key] { bytes -= old.entry.body.count }
            entries[key] = (entry, clock)
            bytes += entry.body.count
            while bytes > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                bytes -= oldest.value.entry.body.count
                entries[oldest.key] = nil
            }
        }
    }
}
