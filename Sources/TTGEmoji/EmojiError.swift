/// Why a rate scale or a face configuration cannot be built.
public enum EmojiError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `maximum` is not greater than `minimum`.
    case emptyRange(minimum: Double, maximum: Double)
    /// The step is negative.
    case negativeStep(Double)
    /// A number that must be finite is not (the field's name and the value).
    case notFinite(field: String, value: Double)

    public var description: String {
        switch self {
        case .emptyRange(let lo, let hi): "the maximum \(hi) is not greater than the minimum \(lo)"
        case .negativeStep(let s): "the step \(s) is negative"
        case .notFinite(let field, let v): "\(field) \(v) is not a finite number"
        }
    }
}
