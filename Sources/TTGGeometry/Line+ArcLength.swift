extension Line: ArcLengthMeasurable {
    /// The exact length between two parameters; `accuracy` is not needed.
    public func arcLength(from t0: Double, to t1: Double, accuracy: Double) -> Double {
        t1 > t0 ? length * (t1 - t0) : 0
    }
}
