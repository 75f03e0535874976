/// Where a site's proof-of-work price comes from, the same on every node: the hash rate the
/// deployer set, or else the highest native rate any node of the site has measured, which the
/// store keeps (load on a machine only ever lowers a measurement, so the highest is the truest,
/// and a node started during an attack does not charge less for its whole life).
public struct WorkPricing: Hashable, Sendable {
    /// What the work costs, in seconds: a person's browser at rest (median), a native solver under
    /// pressure (at least, on average), and at most.
    public var rest: Double
    public var pressure: Double
    public var cap: Double
    /// Native hashes a CPU-second the deployer set; nil to take the site's measured rate.
    public var fixedRate: Double?

    public init(rest: Double, pressure: Double, cap: Double, fixedRate: Double? = nil) {
        self.rest = rest
        self.pressure = pressure
        self.cap = cap
        self.fixedRate = fixedRate
    }

    /// The site's hash rate with this node's `measured` one counted (raised in `store` when it is
    /// the highest yet), or the fixed rate; and the work it prices.
    public func price(measured: Double, in store: any CaptchaStore) throws -> (hashRate: Double, work: WorkScale) {
        let rate = try fixedRate ?? store.raiseHashRate(measured)
        return (rate, WorkScale(rest: rest, pressure: pressure, cap: cap, hashRate: rate))
    }
}
