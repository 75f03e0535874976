/// When frame `index` starts at `fps` frames a second, in whole ticks
/// (centiseconds for GIF, milliseconds for WebP): round(index · ticksPerSecond / fps),
/// halves rounded up.
///
/// Frame durations are differences of these times, so every duration is
/// within one tick of the exact one and they add up exactly: 30 frames at
/// 30 fps last 100 cs (3, 3, 4, 3, 3, 4, …), never 90 or 120.
func frameStartTick(_ index: Int, fps: Double, ticksPerSecond: Int) -> Int {
    // One correctly rounded division of exact integers, so exact halves stay halves.
    Int((Double(index * ticksPerSecond) / fps).rounded(.toNearestOrAwayFromZero))
}

/// What is wrong with `fps` for a format that plays `rates` as asked, as a predicate of the rate
/// (`tooFast` or `tooSlow`, "is too fast for a GIF: …"); nil when it is one of them.
func frameRateProblem(_ fps: Double, playing rates: ClosedRange<Double>, tooFast: String, tooSlow: String) -> String? {
    guard fps.isFinite, fps > 0 else { return "is not a positive number of frames a second" }
    if fps > rates.upperBound { return tooFast }
    if fps < rates.lowerBound { return tooSlow }
    return nil
}

/// How many times an animated GIF or WebP plays in all, as ``AnimatedGIFEncoder`` and
/// ``AnimatedWebPEncoder`` take it: 0 for forever, otherwise the number of plays
/// (1 plays once and stops on the last frame).
///
/// The formats store it differently: a GIF's NETSCAPE2.0 loop count c plays c + 1 times
/// in browsers (0 forever; without the extension, once), so `n` plays are written as
/// c = n − 1, and one play as no extension at all; a WebP's loop count is the number of
/// plays itself (0 forever).
public enum AnimationPlayCount {
    /// Plays without end: the default.
    public static let forever = 0
    /// The most plays both formats can store (WebP's loop count has 16 bits).
    public static let maximum = 65_535

    /// Refuses a count outside `0...maximum`, naming the `format`.
    static func validate(_ count: Int, format: String) throws -> Int {
        guard (0...maximum).contains(count) else {
            throw format == "GIF"
                ? CodecError.gifEncoding("the play count must be in 0...\(maximum) (0 forever), not \(count)")
                : CodecError.webpEncoding("the play count must be in 0...\(maximum) (0 forever), not \(count)")
        }
        return count
    }
}
