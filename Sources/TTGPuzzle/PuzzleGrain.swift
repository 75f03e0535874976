import TTGGeometry
import TTGScene

/// A faint per-pixel grain laid over a served piece, so none of its pixels is an exact
/// copy of the picture around the hole (an exact search of the background finds no
/// match). The piece file is stored uncompressed, so the grain costs it nothing in size.
///
/// Each pixel is a random color at an opacity of 4…10 of 255 (1.6…3.9%): at most
/// 10 levels a channel, unseen by a person, and as strong on dark colors as on light
/// ones (a channel moves by (grain − color) × opacity, and the grain spans 0…255). The grain comes from a seed, so a seeded
/// pool stays reproducible.
public enum PuzzleGrain {
    /// The lowest and highest opacity of a grain pixel, of 255.
    public static let opacity = 4...10

    /// The grain as `width` × `height` pixels.
    public static func image(width: Int, height: Int, seed: UInt64) -> RasterImage {
        var random = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 0, count: max(0, width * height * 4))
        let span = UInt64(opacity.upperBound - opacity.lowerBound + 1)
        var i = 0
        while i < pixels.count {
            let r = random.next()
            pixels[i] = UInt8(truncatingIfNeeded: r)
            pixels[i + 1] = UInt8(truncatingIfNeeded: r >> 8)
            pixels[i + 2] = UInt8(truncatingIfNeeded: r >> 16)
            pixels[i + 3] = UInt8(opacity.lowerBound + Int((r >> 24) % span))
            i += 4
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
