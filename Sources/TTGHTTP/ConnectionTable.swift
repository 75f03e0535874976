import Synchronization

/// Every connection open on the server's network threads, by the client network it counts in: the
/// bound on connections from one network, the bound on all of them, and which connection makes
/// room when a bound is reached.
///
/// A network at its bound makes room from its own connections: its longest idle one goes. When the
/// whole table is full, the longest idle connection of the busiest network goes. A connection is
/// idle from the moment it waits for a request (a partial head included, which is how slow heads
/// hold connections) until one is handed to a handler; one being answered never goes. So one
/// network holding a thousand silent sockets only ever evicts its own, and another network's
/// request always finds a place. A trusted proxy's connections carry many clients: they have no
/// bound of their own and are never evicted.
final class ConnectionTable: Sendable {
    /// The bounds.
    struct Limits: Sendable {
        var total: Int
        var perNetwork: Int
    }

    /// One connection: the network thread that owns it, its network (nil: a trusted proxy's), and
    /// since when it has waited for a request (nil while one is answered).
    private struct Entry {
        var loop: Int
        var network: String?
        var idleSince: Double?
    }

    /// A connection the table dropped to make room, which its thread must close.
    struct Eviction: Equatable {
        var loop: Int
        var serial: Int
    }

    /// What became of a new connection.
    enum Admission: Equatable {
        /// It has a place, made by evicting that connection when one is named.
        case admitted(evicting: Eviction?)
        /// Every connection that could make room is being answered (or is a proxy's): close it.
        case refused
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var byNetwork: [String: Set<Int>] = [:]

        mutating func insert(_ serial: Int, _ entry: Entry) {
            entries[serial] = entry
            if let network = entry.network { byNetwork[network, default: []].insert(serial) }
        }

        mutating func remove(_ serial: Int) -> Entry? {
            guard let entry = entries.removeValue(forKey: serial) else { return nil }
            if let network = entry.network {
                byNetwork[network]?.remove(serial)
                if byNetwork[network]?.isEmpty == true { byNetwork[network] = nil }
            }
            return entry
        }

        /// The idle connection among `serials` that has waited longest (the oldest first on a tie).
        func longestIdle(_ serials: Set<Int>) -> Int? {
            serials.compactMap { serial in entries[serial]?.idleSince.map { (serial, $0) } }
                .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
        }
    }

    let limits: Limits
    private let state = Mutex(State())

    init(_ limits: Limits) {
        self.limits = limits
    }

    /// Connections open now.
    var count: Int { state.withLock { $0.entries.count } }

    /// Takes in connection `serial`, owned by thread `loop`, from `network` (nil: a trusted proxy),
    /// idle from `now`.
    func admit(_ serial: Int, loop: Int, network: String?, now: Double) -> Admission {
        state.withLock { state in
            var victim: Int?
            if let network, let own = state.byNetwork[network], own.count >= limits.perNetwork {
                victim = state.longestIdle(own)
            } else if state.entries.count >= limits.total {
                // The busiest networks first; among networks as busy, the longest idle connection.
                let bySize = Dictionary(grouping: state.byNetwork.values, by: \.count)
                for size in bySize.keys.sorted(by: >) where victim == nil {
                    victim = state.longestIdle(bySize[size, default: []].reduce(into: Set<Int>()) { $0.formUnion($1) })
                }
            } else {
                state.insert(serial, Entry(loop: loop, network: network, idleSince: now))
                return .admitted(evicting: nil)
            }
            guard let victim, let entry = state.remove(victim) else { return .refused }
            state.insert(serial, Entry(loop: loop, network: network, idleSince: now))
            return .admitted(evicting: Eviction(loop: entry.loop, serial: victim))
        }
    }

    /// Records that connection `serial` waits for a request since `since`, or is being answered
    /// (nil). False when it is no longer in the table (it was evicted): its thread closes it.
    func update(_ serial: Int, idleSince since: Double?) -> Bool {
        state.withLock { state in
            guard state.entries[serial] != nil else { return false }
            state.entries[serial]?.idleSince = since
            return true
        }
    }

    /// Forgets connection `serial` (closed); nothing when it is not in the table.
    func remove(_ serial: Int) {
        _ = state.withLock { $0.remove(serial) }
    }
}
