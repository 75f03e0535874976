/// The frame rate nearest `fps` at which one `period` lasts a whole number of frames, at least
/// one: `fps` itself when it already does (1.8 s at 30 fps), else round(period × fps) / period
/// (0.35 s at 30 fps: 11 frames at 31.43 fps). Files without a frame grid of their own (an
/// animated SVG, a Lottie) sample a loop at this rate, and a Lottie plays at it, since players
/// round a composition's length down to whole frames.
///
/// A rate within rounding of a whole number is that whole number (``exactRate(_:)``): 569 frames
/// over 18.966… s is 30, not the 29.999999999999996 that the division gives.
public func wholeFrameRate(period: Double, near fps: Double) -> (rate: Double, frames: Int) {
    let exact = period * fps
    let frames = max(1, exact.rounded())
    let rate = abs(exact - frames) <= 1e-9 * frames ? fps : exactRate(frames / period)
    return (rate, Int(frames))
}

/// `rate` as a file writes it: the whole number it is within rounding of (a billionth of it), or
/// itself. A rate computed as frames over seconds lands a few ulps off a whole number it means;
/// written so, a player that takes only 30 or 60 (a Telegram sticker) refuses it.
public func exactRate(_ rate: Double) -> Double {
    let whole = rate.rounded()
    return abs(rate - whole) <= 1e-9 * max(1, abs(whole)) ? whole : rate
}
