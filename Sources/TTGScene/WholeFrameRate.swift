/// The frame rate nearest `fps` at which one `period` lasts a whole number of frames, at least
/// one: `fps` itself when it already does (1.8 s at 30 fps), else round(period × fps) / period
/// (0.35 s at 30 fps: 11 frames at 31.43 fps). Files without a frame grid of their own (an
/// animated SVG, a Lottie) sample a loop at this rate, and a Lottie plays at it, since players
/// round a composition's length down to whole frames.
public func wholeFrameRate(period: Double, near fps: Double) -> (rate: Double, frames: Int) {
    let exact = period * fps
    let frames = max(1, exact.rounded())
    let rate = abs(exact - frames) <= 1e-9 * frames ? fps : frames / period
    return (rate, Int(frames))
}
