import Foundation

/// How busy the whole site is: the rate at which challenges are issued, averaged over the last
/// minute and over the last hour (exponentially: each one adds 1/window to a rate that decays by
/// e every window). The site is under pressure while the recent rate is several times its own
/// baseline, as a flood of bots from many networks makes it; then every challenge asks the
/// pressure level of work. Only challenges issued count, never requests refused for the rate: no
/// one network adds more than its own rate (``AdmissionRules/perMinute``), so one network's flood
/// raises its own price, not everyone's.
///
/// The store keeps one for the site, shared by every node and changed with each admission; these
/// functions are the reference every store implements.
public struct SiteLoad: Hashable, Sendable {
    /// Challenges asked a second, over about the last ``AdmissionRules/recentWindow``.
    public var recent: Double
    /// Challenges asked a second, over about the last ``AdmissionRules/baselineWindow``.
    public var baseline: Double
    public var seen: Double

    public init(recent: Double, baseline: Double, seen: Double) {
        self.recent = recent
        self.baseline = baseline
        self.seen = seen
    }

    /// A site nothing has been asked of.
    public static func new(now: Double) -> Self { Self(recent: 0, baseline: 0, seen: now) }

    /// The rates at `now`, decayed for the time since they were seen.
    public func at(_ now: Double, _ rules: AdmissionRules) -> Self {
        let elapsed = max(0, now - seen)
        return Self(
            recent: recent * exp(-elapsed / rules.recentWindow),
            baseline: baseline * exp(-elapsed / rules.baselineWindow), seen: max(seen, now))
    }

    /// Counts one challenge issued at `now`.
    public mutating func ask(now: Double, _ rules: AdmissionRules) {
        self = at(now, rules)
        recent += 1 / rules.recentWindow
        baseline += 1 / rules.baselineWindow
    }

    /// Whether the recent rate is ``AdmissionRules/pressureRatio`` times the baseline or more (a
    /// baseline below ``AdmissionRules/quietRate`` counted as that: a quiet site's first visitors
    /// are no flood).
    public func underPressure(_ rules: AdmissionRules) -> Bool {
        recent >= rules.pressureRatio * max(baseline, rules.quietRate)
    }
}
