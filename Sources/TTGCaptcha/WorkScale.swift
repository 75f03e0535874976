import Foundation

/// How much proof of work a challenge asks, sized by what it costs rather than by a bit count:
/// a person's browser pays little at rest, and a client that keeps failing or floods, or any
/// client while the site is flooded, pays seconds of CPU a challenge.
///
/// The bits come from seconds through hash rates: the best attacker's, a native solver's on one
/// core (``NativeSolver``, the rate a site's nodes share through their store: ``WorkPricing``),
/// and a person's browser's, taken as that rate divided by ``browserSlowdown``.
public struct WorkScale: Hashable, Sendable {
    /// Bits asked of a network in good standing while the site is quiet; 0 asks for no work at all.
    public var restBits: Int
    /// Bits asked of a network that has failed or flooded twice or more recently, and of every
    /// network while the site is under pressure (more, one a further failure).
    public var pressureBits: Int
    /// Bits never exceeded.
    public var capBits: Int

    public init(restBits: Int, pressureBits: Int, capBits: Int) {
        self.restBits = restBits
        self.pressureBits = max(restBits, min(pressureBits, capBits))
        self.capBits = max(restBits, capBits)
    }

    /// How many times slower the widget's solver is in a page than the native solver: its Web
    /// Worker hashes the prefix once and the last block per nonce in JavaScript, as the native
    /// solver does with OpenSSL. Measured on the development machine (headless Chromium against
    /// ``NativeSolver`` on one core); `ttg-bench captcha` prints it again beside this figure.
    public static let browserSlowdown = 10.0

    /// Bits for a median person's browser paying at most `rest` seconds at rest, a native solver
    /// paying at least `pressure` CPU-seconds (on average) under pressure, and at most `cap`
    /// CPU-seconds, at `hashRate` native hashes a CPU-second. A `rest` of 0 asks for no work.
    public init(rest: Double, pressure: Double, cap: Double, hashRate: Double) {
        guard rest > 0, hashRate > 0 else {
            self.init(restBits: 0, pressureBits: 0, capBits: 0)
            return
        }
        // A search's length is geometric with mean 2^bits: its median is ln 2 · 2^bits.
        let browserRate = hashRate / Self.browserSlowdown
        let restBits = max(1, Int(log2(rest * browserRate / log(2)).rounded(.down)))
        let pressureBits = Int(log2(pressure * hashRate).rounded(.up))
        let capBits = min(WorkPuzzle.maximumDifficulty, Int(log2(cap * hashRate).rounded(.down)))
        self.init(restBits: restBits, pressureBits: pressureBits, capBits: capBits)
    }

    /// The bits for a network of `standing` when the site is or is not under pressure: the rest
    /// level, two more after one recent failure or while the network's bucket is under half full,
    /// at least the pressure level after two failures (a request refused for the rate counts as
    /// one) or while the site is under pressure, one more for each failure past two; never past
    /// the cap.
    public func bits(_ standing: ClientStanding, underPressure: Bool, _ rules: AdmissionRules) -> Int {
        guard restBits > 0 else { return 0 }
        let failures = Int(standing.failures.rounded())
        var bits = restBits + (failures >= 1 ? 2 : 0) + (standing.tokens < rules.burst / 2 ? 2 : 0)
        if failures >= 2 || underPressure { bits = max(bits, pressureBits + max(0, failures - 2)) }
        return min(bits, capBits)
    }
}
