import TTGGeometry
import TTGScene

/// The time frame of an animated SVG: one run of an ``AnimationSampling`` (scenes of one
/// structure), played once and frozen, or looped forever.
struct SMILTiming {
    let sampling: AnimationSampling
    let run: Range<Int>
    let loops: Bool

    /// The length of the span in seconds: every animation's `dur`.
    var duration: Double { sampling.end - sampling.start }

    /// The attributes every animation element shares.
    var common: [(String, String)] {
        [
            ("dur", SVGNumber.format(duration) + "s"),
            loops ? ("repeatCount", "indefinite") : ("fill", "freeze"),
        ]
    }

    /// `<animate>` (or `element`: `animateTransform`, with `extra` attributes) playing
    /// `keyframes`, each value written by `format`.
    func animation(
        _ element: String = "animate", attribute: String, keyframes: [Keyframe], extra: [(String, String)] = [],
        format: ([Double]) -> String
    ) -> String {
        var frames = keyframes
        // The span's ends: hold the first value before the run, the last after it.
        if frames[0].time > sampling.start {
            frames.insert(Keyframe(time: sampling.start, value: frames[0].value), at: 0)
        }
        if frames[frames.count - 1].time < sampling.end {
            frames.append(Keyframe(time: sampling.end, value: frames[frames.count - 1].value))
        }
        let keyTimes = frames.map { min(1, max(0, ($0.time - sampling.start) / duration)) }
        var e = SVGElement(element, [("attributeName", attribute)] + extra)
        e["values"] = frames.map { format($0.value) }.joined(separator: ";")
        e["keyTimes"] = keyTimes.map(SMILTiming.keyTime).joined(separator: ";")
        let curves = frames.dropLast().map(\.easing)
        if curves.contains(where: { $0 != .linear }) {
            e["calcMode"] = "spline"
            e["keySplines"] = curves.map { SVGNumber.list([$0.x1, $0.y1, $0.x2, $0.y2]) }.joined(separator: ";")
        }
        e.attributes += common
        return e.markup
    }

    /// A key time with more places than coordinates: a frame's time in a long loop.
    static func keyTime(_ t: Double) -> String {
        let rounded = (t * 1e6).rounded() / 1e6
        return shortestDecimal(rounded)
    }

    /// The `display` animation that shows a run only during its own stretch of the span;
    /// nil when the run is the whole span.
    func visibility() -> String? {
        let times = sampling.times
        let shown = times[run.lowerBound]
        let hidden = run.upperBound < times.count ? times[run.upperBound] : nil
        guard shown > sampling.start || hidden != nil else { return nil }
        var values: [String] = []
        var keyTimes: [Double] = []
        if shown > sampling.start {
            values.append("none")
            keyTimes.append(0)
        }
        values.append("inline")
        keyTimes.append((shown - sampling.start) / duration)
        if let hidden {
            values.append("none")
            keyTimes.append((hidden - sampling.start) / duration)
        }
        var e = SVGElement("animate", [("attributeName", "display"), ("calcMode", "discrete")])
        e["values"] = values.joined(separator: ";")
        e["keyTimes"] = keyTimes.map(SMILTiming.keyTime).joined(separator: ";")
        e.attributes += common
        return e.markup
    }
}
