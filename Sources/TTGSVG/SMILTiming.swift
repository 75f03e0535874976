import TTGBase
import TTGGeometry
import TTGScene

/// The time frame of an animated SVG: one run of an ``AnimationSampling`` (scenes of one
/// structure), played as `playback` says.
struct SMILTiming {
    let sampling: AnimationSampling
    let run: Range<Int>
    let playback: SVGPlayback

    /// The length of one play in seconds, the last picture's hold included: every animation's `dur`.
    var duration: Double { sampling.end - sampling.start + playback.hold }

    /// The attributes every animation element shares: the length, how often it plays, and
    /// the last picture kept when it stops.
    var common: [(String, String)] {
        [
            ("dur", SMILTiming.keyTime(duration) + "s"),
            ("repeatCount", playback.playCount.map(String.init) ?? "indefinite"),
            ("fill", "freeze"),
        ]
    }

    /// `<animate>` (or `element`: `animateTransform`, with `extra` attributes) playing
    /// `keyframes`, each value written by `format`.
    func animation(
        _ element: String = "animate", attribute: String, keyframes: [Keyframe], extra: [(String, String)] = [],
        format: ([Double]) -> String
    ) -> String {
        // SMIL has no hold: a held value (a jump's, a microsecond long) gives way to the next at
        // once, two values at one key time, so the time of the next keyframe shows only its value.
        var frames: [Keyframe] = []
        for (index, keyframe) in keyframes.enumerated() {
            frames.append(keyframe)
            if keyframe.holds, index + 1 < keyframes.count {
                frames.append(Keyframe(time: keyframe.time, value: keyframes[index + 1].value))
            }
        }
        // The span's ends: hold the first value before the run, the last after it.
        if frames[0].time > sampling.start {
            frames.insert(Keyframe(time: sampling.start, value: frames[0].value), at: 0)
        }
        let last = sampling.end + playback.hold
        if frames[frames.count - 1].time < last {
            frames.append(Keyframe(time: last, value: frames[frames.count - 1].value))
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

    /// A key time (or a duration) to a billionth: a start-over a tenth of a millisecond long
    /// stays apart from its neighbours even in an hour-long loop.
    static func keyTime(_ t: Double) -> String {
        let rounded = (t * 1e9).rounded() / 1e9
        return shortestDecimal(rounded)
    }

    /// The `display` animation that shows a run only during its own stretch of the span;
    /// nil when the run is the whole span. A run takes over from the one before at the instant
    /// the structure changes (its first sample), as the raster frames do.
    func visibility() -> String? {
        let times = sampling.times
        let shown = run.lowerBound > 0 ? times[run.lowerBound] : nil
        let hidden = run.upperBound < times.count ? times[run.upperBound] : nil
        guard shown != nil || hidden != nil else { return nil }
        var values: [String] = []
        var keyTimes: [Double] = []
        if let shown {
            values += ["none", "inline"]
            keyTimes += [0, (shown - sampling.start) / duration]
        } else {
            values.append("inline")
            keyTimes.append(0)
        }
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
