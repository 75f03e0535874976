/// The rules a service holds its challenges to: how long they live, how many misses they allow,
/// how fast a person can be, how long a pass token and a remembered track last, and the proof of
/// work asked.
public struct CaptchaPolicy: Hashable, Sendable {
    /// Seconds a challenge may be answered after it is issued.
    public var lifetime = 120.0
    /// Misses that lock a challenge (a decoy hit locks it at once).
    public var maxRetries = 3
    /// Seconds from issue to verify below which no person could have looked and dragged.
    public var minimumSeconds = 1.0
    /// Seconds a track may last beyond the time the service measured (clocks and the network).
    public var clockSlack = 0.25
    /// Seconds a pass token may be redeemed after it is issued.
    public var tokenLifetime = 120.0
    /// Seconds an accepted track is remembered, so that it is refused on any other challenge.
    public var trackMemory = 3600.0
    /// The proof of work asked, by a network's standing and the site's load; the service sizes it
    /// from seconds (``WorkScale/init(rest:pressure:cap:hashRate:)``).
    public var work = WorkScale(restBits: 12, pressureBits: 21, capBits: 24)

    public init() {}
}
