import TTGBase
import TTGScene

/// Where an animation's times go in an AnimatedVectorDrawable: each animated attribute is one
/// `objectAnimator` over the whole span (`android:duration`, whole milliseconds), its keyframes
/// at fractions of the span, repeating forever when the animation loops (its span is then
/// exactly one period).
struct VectorDrawableTiming {
    let sampling: AnimationSampling
    let run: Range<Int>
    /// True when the animation loops: every animator repeats (`repeatCount="infinite"`).
    let loops: Bool

    /// The span in milliseconds, as `android:duration` holds it.
    var duration: Int { max(1, Int(((sampling.end - sampling.start) * 1000).rounded())) }

    /// How far before a change of structure, as a fraction of the span, a stretch's visibility
    /// starts to change: a jump to a float's precision.
    static let jumpLead = 1e-6

    /// A time of the span as a fraction of it.
    func fraction(_ time: Double) -> Double {
        let span = sampling.end - sampling.start
        return span > 0 ? min(1, max(0, (time - sampling.start) / span)) : 0
    }

    /// A fraction as written: the shortest decimal of the float Android reads it into (a jump's
    /// two keyframes are a microsecond apart, which a float still tells apart).
    static func fractionText(_ x: Double) -> String { shortestDecimal(Double("\(Float(x))") ?? x) }
}
