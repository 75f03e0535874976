import TTGScene

/// The flat color of a served challenge's holes, drawn per challenge: a light greyish tint of
/// any hue, so that no fixed color finds the holes, while every hole still reads as a hole.
///
/// A flat light fill, not the picture darkened: a hole that showed the picture under it would
/// show the piece's own pixels in the real hole, which a correlation of the piece against the
/// background finds at once. Every hole of one challenge has the same fill, the real one and
/// the decoys alike.
public enum PuzzleHoleFill {
    /// The tint's hue, a fraction of the color circle: any.
    public static let hueRange = 0.0...1.0
    /// Saturation (HSB): greyish, so the fill never passes for part of a landscape's sky or sea.
    public static let saturationRange = 0.04...0.2
    /// Brightness (HSB): light, around the fixed fill it replaces (``PuzzleConfiguration/servedHoleColor``, 0.84).
    public static let brightnessRange = 0.74...0.9

    /// A fill drawn from `generator`.
    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> Color {
        func draw(_ range: ClosedRange<Double>) -> Double {
            let unit = Double(generator.next() >> 11) / Double(1 << 53)
            return range.lowerBound + (range.upperBound - range.lowerBound) * unit
        }
        let hue = draw(hueRange)
        let saturation = draw(saturationRange)
        return Color(hue: hue, saturation: saturation, brightness: draw(brightnessRange))
    }
}
