import TTGBase

/// A property that may animate: one value (`{"a":0,"k":value}`) or keyframes
/// (`{"a":1,"k":[…]}`), as lottie-ios's `KeyframeGroup` reads either.
enum LottieProperty<Value: LottieAnimatable>: LottieEncodable, Equatable {
    case constant(Value)
    /// Two keyframes or more, in time order.
    case animated([LottieKeyframe<Value>])

    var json: JSON {
        switch self {
        case .constant(let value): .object([("a", .number(0)), ("k", value.json)])
        case .animated(let keyframes): .object([("a", .number(1)), ("k", .array(keyframes.map(\.json)))])
        }
    }
}
