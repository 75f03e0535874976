import TTGScene

extension EmojiFace {
    /// The face following the rate, for an app to drive: the rate from the scale's minimum to its
    /// maximum, linear, one second a star, so that an app shows rate r at progress
    /// (r − min) / (max − min). A marker at each whole and half star (``rateMarkerName(_:)``)
    /// names the moment of that rate; the rate is a whole frame there at ``rateFrameRate(near:)``.
    public func rateAnimation(fps: Double) throws -> SceneAnimation {
        let (minimum, maximum) = (scale.minimum, scale.maximum)
        var timeline = Timeline()
        timeline["rate"] = try .basic(from: minimum, to: maximum, duration: maximum - minimum, timing: .linear)
        let face = self
        var animation = SceneAnimation(timeline: timeline, size: canvasSize) { values in
            face.scene(rate: values["rate", default: minimum])
        }
        let halves = Int(((maximum - minimum) * 2 + 1e-9).rounded(.down))
        animation.markers = (0...halves).map { index in
            let rate = minimum + Double(index) / 2
            return AnimationMarker(name: Self.rateMarkerName(rate), start: rate - minimum)
        }
        animation.frameRate = Self.rateFrameRate(near: fps)
        return animation
    }

    /// A rate's marker: `rate-4.5`, `rate-0`, `rate--1` (a plain word, as players need).
    public static func rateMarkerName(_ rate: Double) -> String {
        let halves = (rate * 2).rounded()
        let text = halves.truncatingRemainder(dividingBy: 2) == 0 ? String(Int(halves / 2)) : String(halves / 2)
        return "rate-" + text
    }

    /// The even whole rate nearest `fps` (at least 2): half a second, a half star, is whole frames.
    public static func rateFrameRate(near fps: Double) -> Double { max(2, (fps / 2).rounded() * 2) }
}
