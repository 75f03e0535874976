/// Whether, and after how long, a ``Timeline`` repeats exactly: the answer of
/// ``Timeline/loop(cap:)``.
public enum LoopPeriod: Hashable, Sendable {
    /// Every changing property repeats forever, and all of them together repeat
    /// exactly after this many seconds, the shortest such time; `exact` is the
    /// same time as a fraction.
    case seconds(Double, exact: Rational)
    /// Nothing changes over time: the timeline is empty or every property is
    /// constant, so any duration loops.
    case still
    /// This property changes and plays a finite number of times, then holds
    /// still, so the timeline never repeats (the first such property by name).
    case finite(property: String)
    /// Every changing property repeats forever, but they only repeat together
    /// after more than the cap, or a period is not close to any fraction with a
    /// denominator up to 10⁶.
    case longerThanCap(cap: Double)
}
