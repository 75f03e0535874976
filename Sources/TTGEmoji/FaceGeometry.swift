/// The proportions of a face, relative to its size `w` (y grows downward).
///
/// Each field is clamped to the spec's range when set, so any value gives a
/// drawable face; NaN falls back to the default.
public struct FaceGeometry: Hashable, Sendable {
    /// The stroke width of face, eyes and mouth, in points at size 220 (scaled with the size).
    public var lineWidth: Double { didSet { lineWidth = Self.lineWidthRange.clamp(lineWidth, default: 14) } }
    /// Mouth width / w.
    public var mouthWidth: Double { didSet { mouthWidth = Self.mouthWidthRange.clamp(mouthWidth, default: 0.6) } }
    /// Distance of the mouth's two inner control points / mouth width.
    public var lipWidth: Double { didSet { lipWidth = Self.lipWidthRange.clamp(lipWidth, default: 0.7) } }
    /// The mouth corners sit at y = w (1 − this).
    public var mouthVerticalPosition: Double {
        didSet { mouthVerticalPosition = Self.mouthVerticalRange.clamp(mouthVerticalPosition, default: 0.35) }
    }
    /// Eye width / w.
    public var eyeWidth: Double { didSet { eyeWidth = Self.eyeWidthRange.clamp(eyeWidth, default: 0.2) } }
    /// The eye corners sit at y = w (1 − this).
    public var eyeVerticalPosition: Double {
        didSet { eyeVerticalPosition = Self.eyeVerticalRange.clamp(eyeVerticalPosition, default: 0.6) }
    }
    public var showEyes: Bool

    /// The size at which ``lineWidth`` is given in points.
    public static let referenceSize = 220.0
    /// The original's clamp.
    public static let lineWidthRange = 0.5...20.0
    public static let mouthWidthRange = 0.2...0.7
    public static let lipWidthRange = 0.2...0.9
    public static let mouthVerticalRange = 0.1...0.5
    public static let eyeWidthRange = 0.1...0.3
    public static let eyeVerticalRange = 0.6...0.8

    public init(
        lineWidth: Double = 14, mouthWidth: Double = 0.6, lipWidth: Double = 0.7,
        mouthVerticalPosition: Double = 0.35, eyeWidth: Double = 0.2,
        eyeVerticalPosition: Double = 0.6, showEyes: Bool = true
    ) {
        self.lineWidth = Self.lineWidthRange.clamp(lineWidth, default: 14)
        self.mouthWidth = Self.mouthWidthRange.clamp(mouthWidth, default: 0.6)
        self.lipWidth = Self.lipWidthRange.clamp(lipWidth, default: 0.7)
        self.mouthVerticalPosition = Self.mouthVerticalRange.clamp(mouthVerticalPosition, default: 0.35)
        self.eyeWidth = Self.eyeWidthRange.clamp(eyeWidth, default: 0.2)
        self.eyeVerticalPosition = Self.eyeVerticalRange.clamp(eyeVerticalPosition, default: 0.6)
        self.showEyes = showEyes
    }

    /// The stroke width in points for a face of size `w`.
    public func strokeWidth(forSize w: Double) -> Double { lineWidth * w / Self.referenceSize }
}

extension ClosedRange where Bound == Double {
    /// The value clamped into the range; NaN gives `default`.
    func clamp(_ value: Double, default fallback: Double) -> Double {
        value.isNaN ? fallback : Swift.min(upperBound, Swift.max(lowerBound, value))
    }
}
