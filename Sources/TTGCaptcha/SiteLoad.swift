import Foundation

/// How busy the whole site is: the rate at which challenges are asked for, averaged over the last
/// minute and over the last hour (exponentially: each ask adds 1/window to a rate that decays by
/// e every window). The site is under pressure while the recent rate is several times its own
/// baseline, as a flood of bots makes it; then every challenge asks the pressure level of work.
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

    /// Counts one challenge asked for at `now`.
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
