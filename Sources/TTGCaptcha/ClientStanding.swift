import Foundation

/// How much a client network may ask for, and what raises its work: a bucket of challenges that
/// refills at a steady rate, its recent failures, which count half after each half-life, and the
/// site's load. The store keeps one standing a network and one load for the site, shared by every
/// node (``CaptchaStore/admit(_:rules:now:)``).
public struct AdmissionRules: Hashable, Sendable {
    /// Challenges a network may ask for in a burst.
    public var burst = 10.0
    /// Challenges a minute a network gets back.
    public var perMinute = 20.0
    /// Seconds in which a network's failures count half.
    public var failureHalfLife = 600.0
    /// Seconds the site's recent rate of challenges is averaged over.
    public var recentWindow = 60.0
    /// Seconds the site's baseline rate is averaged over.
    public var baselineWindow = 3600.0
    /// How many times its baseline the recent rate must be for the site to be under pressure.
    public var pressureRatio = 4.0
    /// Challenges a second a baseline is counted as at least.
    public var quietRate = 1.0

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
    public static func new(_ rules: AdmissionRules, now: Double) -> Self {
        Self(tokens: rules.burst, failures: 0, seen: now)
    }

    /// The standing at `now`: the bucket refilled and the failures decayed for the time since it
    /// was seen (none for a clock that went back).
    public func at(_ now: Double, _ rules: AdmissionRules) -> Self {
        let elapsed = max(0, now - seen)
        return Self(
            tokens: min(rules.burst, tokens + elapsed * rules.refill),
            failures: failures * pow(0.5, elapsed / rules.failureHalfLife), seen: max(seen, now))
    }

    /// Takes one challenge from the bucket at `now`: false when it holds none, and then the
    /// request counts as a failure, so a network that floods pays the price a failing one does.
    public mutating func admit(now: Double, _ rules: AdmissionRules) -> Bool {
        self = at(now, rules)
        guard tokens >= 1 else {
            failures += 1
            return false
        }
        tokens -= 1
        return true
    }

    /// Counts one failure at `now`.
    public mutating func fail(now: Double, _ rules: AdmissionRules) {
        self = at(now, rules)
        failures += 1
    }

    /// Seconds until the bucket holds a challenge again.
    public func retryAfter(_ rules: AdmissionRules) -> Double {
        max(0, (1 - tokens) / rules.refill)
    }
}
