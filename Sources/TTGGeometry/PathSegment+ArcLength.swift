extension PathSegment: ArcLengthMeasurable {
    /// The length between two parameters: exact for lines, within `accuracy × length`
    /// for curves.
    public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        switch self {
        case .line(let c): c.arcLength(from: t0, to: t1, accuracy: accuracy)
        case .quad(let c): c.arcLength(from: t0, to: t1, accuracy: accuracy)
        case .cubic(let c): c.arcLength(from: t0, to: t1, accuracy: accuracy)
        }
    }
}
