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
    private let entries = Mutex<[UInt: [(key: Key, value: Value)]]>([:])
    private let threadLimit = 64

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
        let kept = entries.withLock { $0[thread] } ?? []
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
            if table.count >= threadLimit, table[thread] == nil { table.removeAll() }
            var kept = table[thread] ?? []
            if let index { kept.remove(at: index) } else { kept.removeAll { $0.key == key } }
            table[thread] = [(key, value)] + kept.prefix(capacity - 1)
        }
    }
}
