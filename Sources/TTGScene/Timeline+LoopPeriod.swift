extension Timeline {
    /// The longest loop period ``loopPeriod`` looks for, in seconds: one hour.
    public static let loopPeriodCap: Double = 3600

    /// The shortest time after which every property repeats exactly, in
    /// seconds; nil when there is none within ``loopPeriodCap`` (see
    /// ``loop(cap:)`` for how it is found and why it can be missing).
    public var loopPeriod: Double? {
        if case .seconds(let seconds, _) = loop() { return seconds }
        return nil
    }

    /// Whether, and after how long, the timeline repeats exactly.
    ///
    /// How the period is found: each property that changes must repeat forever,
    /// with period (autoreverses ? 2 : 1) · duration / speed seconds; constant
    /// properties are ignored. Each period is turned into an exact fraction (the
    /// first continued-fraction convergent within a relative 10⁻⁹, denominator at
    /// most 10⁶, so 1.8 s is 9/5 and 0.9 s / 1.3 is 9/13). The loop period is the
    /// least common multiple of those fractions, lcm(numerators) / gcd(denominators),
    /// e.g. 0.44 s and 1.6 s loop after 17.6 s; it is given up when it exceeds `cap`.
    ///
    /// From the latest `beginTime` on, `values(at: t + period)` equals
    /// `values(at: t)` for every t (up to floating-point rounding).
    ///
    /// - Returns: ``LoopPeriod/seconds(_:exact:)``, or ``LoopPeriod/still`` when
    ///   nothing changes, ``LoopPeriod/finite(property:)`` when a changing
    ///   property ends, ``LoopPeriod/longerThanCap(cap:)`` when the common period
    ///   exceeds `cap` (or a period has no such fraction).
    public func loop(cap: Double = Timeline.loopPeriodCap) -> LoopPeriod {
        let changing = animations.filter { !$0.value.isConstant }.sorted { $0.key < $1.key }
        guard !changing.isEmpty else { return .still }
        if let ending = changing.first(where: { !$0.value.repeatsForever }) {
            return .finite(property: ending.key)
        }
        let periods = changing.compactMap { $0.value.period.flatMap { Rational(approximating: $0) } }
        guard periods.count == changing.count, var common = periods.first, common.doubleValue <= cap else {
            return .longerThanCap(cap: cap)
        }
        // The common multiple only grows as periods join it: give up as soon as it passes the cap.
        for period in periods.dropFirst() {
            guard let next = Rational.leastCommonMultiple(common, period), next.doubleValue <= cap else {
                return .longerThanCap(cap: cap)
            }
            common = next
        }
        return .seconds(common.doubleValue, exact: common)
    }
}
