import Glibc
import Synchronization

/// The last few results a thread computed, found again by an equal key.
///
/// A captcha challenge draws the same landscape and the same dented holes into
/// several layers, one after another on one thread; remembering the last
/// results saves doing that work again. Entries are kept per thread, because
/// the Cairo surfaces they hold are not shared between threads, and the most
/// recently used come first. A value is only ever a function of its key, so a
/// hit gives the same pixels as computing it again.
final class PerThreadMemo<Key: Equatable, Value>: @unchecked Sendable {
    private let capacity: Int
    /// Entries by thread; a process has few drawing threads, and the table is
    /// emptied if it ever holds more than `threadLimit`.
    private let entries = Mutex(Table())
    private let threadLimit = 64

    /// The entries of every thread. Each thread reads and writes only its own entries, so a
    /// value never crosses threads, which is why the table may be held by a mutex.
    private struct Table: @unchecked Sendable {
        var byThread: [UInt: [(key: Key, value: Value)]] = [:]
    }

    /// A memo of `capacity` entries per thread.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key` this thread remembers, or `make()`'s, remembered.
    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let found = cached(key) { return found }
        let value = try make()
        remember(key, value)
        return value
    }

    /// The value for `key` this thread remembers (now its most recent), or nil.
    func cached(_ key: Key) -> Value? {
        let thread = UInt(pthread_self())
        let kept = entries.withLock { $0.byThread[thread] } ?? []
        guard let index = kept.firstIndex(where: { $0.key == key }) else { return nil }
        let found = kept[index]
        if index > 0 { remember(found.key, found.value, on: thread, replacing: index) }
        return found.value
    }

    /// Makes `value` the first entry of this thread for `key`.
    func remember(_ key: Key, _ value: Value) {
        remember(key, value, on: UInt(pthread_self()), replacing: nil)
    }

    private func remember(_ key: Key, _ value: Value, on thread: UInt, replacing index: Int?) {
        entries.withLock { table in
            if table.byThread.count >= threadLimit, table.byThread[thread] == nil { table.byThread.removeAll() }
            var kept = table.byThread[thread] ?? []
            if let index { kept.remove(at: index) } else { kept.removeAll { $0.key == key } }
            table.byThread[thread] = [(key, value)] + kept.prefix(capacity - 1)
        }
    }
}
