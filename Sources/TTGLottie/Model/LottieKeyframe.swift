import TTGBase

/// One keyframe of an animated property: at `time` the property is `value`, and from there it
/// holds, moves along a curve to the next keyframe, or (the last) stays.
struct LottieKeyframe<Value: LottieAnimatable>: LottieEncodable, Equatable {
    /// How a keyframe goes on to the next.
    enum Transition: Equatable {
        /// Its value stays until the next keyframe (`h: 1`): a jump, or a switch of structure.
        case hold
        /// Its value moves to the next keyframe's along the curve.
        case eased(LottieEasing)
        /// Nothing follows: the last keyframe of a property that does not end on a hold.
        case last
    }

    /// In frames from the file's start, rounded (``LottieNumber/frame(_:)`` or, for a switch of
    /// structure, ``LottieNumber/switchFrame(_:)``).
    var time: Double
    var value: Value
    var transition: Transition

    var json: JSON {
        var fields: [(String, JSON)] = [("t", .number(time)), ("s", value.keyframeJSON)]
        switch transition {
        case .hold: fields.append(("h", .number(1)))
        case .eased(let easing): fields += [("o", easing.outTangent), ("i", easing.inTangent)]
        case .last: break
        }
        return .object(fields)
    }
}
