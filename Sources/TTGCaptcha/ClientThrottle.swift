import Foundation

/// What each client address may ask for, kept in this process's memory: a token bucket of
/// challenges (``admit(_:now:)``), and the proof of work's difficulty, which rises with the
/// address's recent failures and with a bucket running low.
///
/// Each node keeps its own: behind a load balancer spreading one address over N nodes, an address
/// gets up to N times the rate.
public final class ClientThrottle: @unchecked Sendable {
    /// Challenges an address may ask for in a burst.
    public let burst: Double
    /// Challenges a second an address gets back.
    public let refill: Double
    /// Seconds in which an address's failures count half.
    public static let failureHalfLife = 600.0
    /// Extra bits of work at most.
    public static let maximumExtraBits = 10
    /// Addresses kept before the idle ones are forgotten.
    private static let capacity = 100_000

    private struct Client {
        var tokens: Double
        var failures: Double
        var seen: Double
    }

    private var clients: [String: Client] = [:]
    private let lock = NSLock()

    /// A throttle giving each address `burst` challenges at once and `perMinute` a minute after.
    public init(burst: Int, perMinute: Double) {
        self.burst = Double(burst)
        self.refill = perMinute / 60
    }

    /// The client as of `now`: its bucket refilled and its failures decayed.
    private func current(_ address: String, now: Double) -> Client {
        guard var client = clients[address] else { return Client(tokens: burst, failures: 0, seen: now) }
        let elapsed = max(0, now - client.seen)
        client.tokens = min(burst, client.tokens + elapsed * refill)
        client.failures *= pow(0.5, elapsed / Self.failureHalfLife)
        client.seen = now
        return client
    }

    private func store(_ client: Client, for address: String, now: Double) {
        if clients.count >= Self.capacity, clients[address] == nil {
            // Forget the addresses idle longest: those quiet for more than a half-life go first.
            clients = clients.filter { now - $0.value.seen < Self.failureHalfLife }
        }
        clients[address] = client
    }

    /// Takes one challenge from the address's bucket: false when it is empty (answer 429).
    public func admit(_ address: String, now: Double) -> Bool {
        lock.withLock {
            var client = current(address, now: now)
            guard client.tokens >= 1 else {
                store(client, for: address, now: now)
                return false
            }
            client.tokens -= 1
            store(client, for: address, now: now)
            return true
        }
    }

    /// Seconds until the address's bucket holds a challenge again.
    public func retryAfter(_ address: String, now: Double) -> Double {
        lock.withLock {
            let client = current(address, now: now)
            return refill > 0 ? max(0, (1 - client.tokens) / refill) : 60
        }
    }

    /// Counts a failed or locked drop against the address.
    public func recordFailure(_ address: String, now: Double) {
        lock.withLock {
            var client = current(address, now: now)
            client.failures += 1
            store(client, for: address, now: now)
        }
    }

    /// The proof of work's bits for the address: `base`, plus one a recent failure, plus two while
    /// its bucket is less than half full; at most ``maximumExtraBits`` more. 0 stays 0.
    public func workBits(_ address: String, base: Int, now: Double) -> Int {
        guard base > 0 else { return 0 }
        return lock.withLock {
            let client = current(address, now: now)
            let extra = Int(client.failures.rounded(.down)) + (client.tokens < burst / 2 ? 2 : 0)
            return base + min(Self.maximumExtraBits, extra)
        }
    }
}
