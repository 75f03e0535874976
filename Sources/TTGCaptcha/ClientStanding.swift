import Foundation

/// How much a client network may ask for, and how much work it is asked for: a bucket of
/// challenges that refills at a steady rate, and its recent failures, which count half after each
/// half-life. The store keeps one a network, shared by every node (``CaptchaStore/admit(_:rules:now:)``).
public struct ClientRules: Hashable, Sendable {
    /// Challenges a network may ask for in a burst.
    public var burst = 10.0
    /// Challenges a minute a network gets back.
    public var perMinute = 20.0
    /// Seconds in which a network's failures count half.
    public var failureHalfLife = 600.0
    /// Extra bits of work at most.
    public var maximumExtraBits = 10

    public init() {}

    /// Challenges a second a network gets back.
    public var refill: Double { perMinute / 60 }

    /// Seconds a standing is kept after it last changed: until its bucket is full again and its
    /// failures have halved eight times (under half a bit).
    public var memory: Double { max(burst / refill, failureHalfLife * 8) }
}

/// One client network's standing with the service: the challenges left in its bucket, its recent
/// failures and when it last changed (seconds since 1970).
///
/// The rules here are the reference every store implements (SQLite in Swift, Redis in a Lua
/// script): the store contract suite checks each against these functions.
public struct ClientStanding: Hashable, Sendable {
    public var tokens: Double
    public var failures: Double
    public var seen: Double

    public init(tokens: Double, failures: Double, seen: Double) {
        self.tokens = tokens
        self.failures = failures
        self.seen = seen
    }

    /// A network the service has not heard from, or has forgotten: a full bucket, no failures.
    public static func new(_ rules: ClientRules, now: Double) -> Self {
        Self(tokens: rules.burst, failures: 0, seen: now)
    }

    /// The standing at `now`: the bucket refilled and the failures decayed for the time since it
    /// was seen (none for a clock that went back).
    public func at(_ now: Double, _ rules: ClientRules) -> Self {
        let elapsed = max(0, now - seen)
        return Self(
            tokens: min(rules.burst, tokens + elapsed * rules.refill),
            failures: failures * pow(0.5, elapsed / rules.failureHalfLife), seen: max(seen, now))
    }

    /// Takes one challenge from the bucket at `now`: false, and nothing taken, when it holds none.
    public mutating func admit(now: Double, _ rules: ClientRules) -> Bool {
        self = at(now, rules)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Counts one failure at `now`.
    public mutating func fail(now: Double, _ rules: ClientRules) {
        self = at(now, rules)
        failures += 1
    }

    /// Seconds until the bucket holds a challenge again.
    public func retryAfter(_ rules: ClientRules) -> Double {
        max(0, (1 - tokens) / rules.refill)
    }

    /// The proof of work's bits for the network: `base`, plus one a recent failure (the first
    /// included: a failure counts a bit until it has decayed below half), plus two while its
    /// bucket is less than half full; at most ``ClientRules/maximumExtraBits`` more. 0 stays 0.
    public func workBits(base: Int, _ rules: ClientRules) -> Int {
        guard base > 0 else { return 0 }
        let extra = Int(failures.rounded()) + (tokens < rules.burst / 2 ? 2 : 0)
        return base + min(rules.maximumExtraBits, extra)
    }
}
