import Foundation
import TTGCairo
import TTGScene

/// How an independent player's frame compares with our own rendering of the same moment.
///
/// The bar: at most ``maxFraction`` of the pixels differ by more than ``channelTolerance`` in
/// a premultiplied channel; and, where the picture moves (by more than the renderers differ),
/// the frame is closer to its own time than to the frames one step before and after (a frame shifted in time moves only a few
/// pixels, so the pixel bar alone would not see it).
public enum AnimationComparison {
    public static let channelTolerance = 64
    public static let maxFraction = 0.01

    /// A failure message, or nil when `theirs` passes against `ours`, with `before` and
    /// `after` our frames one step away.
    public static func check(
        _ theirs: RasterImage, ours: RasterImage, before: RasterImage, after: RasterImage, name: String
    ) -> String? {
        let result = ImageComparison.compare(theirs, ours, channelTolerance: channelTolerance)
        guard result.passes(maxFraction: maxFraction) else {
            let path = (try? ImageComparison.writeFailure(name: name, actual: theirs, diff: result.diff)) ?? "?"
            return
                "\(name): \(result.differingPixels) of \(result.totalPixels) pixels (\(percent(result.differingFraction))) "
                + "differ; see \(path)"
        }
        let own = distance(theirs, ours)
        for (neighbour, label) in [(before, "the frame before"), (after, "the frame after")] {
            // Only where the picture moves between the two moments, by more than the two renderers
            // differ at one moment, does the order say anything.
            guard distance(ours, neighbour) > max(0.002, own) else { continue }
            let other = distance(theirs, neighbour)
            if other < own {
                return "\(name): closer to \(label) (\(other)) than to its own time (\(own))"
            }
        }
        return nil
    }

    /// The mean absolute difference of the premultiplied channels, 0…1.
    public static func distance(_ a: RasterImage, _ b: RasterImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        var sum = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let alphaP = Int(p[i + 3])
                    let alphaQ = Int(q[i + 3])
                    for c in 0..<3 {
                        sum += abs((Int(p[i + c]) * alphaP + 127) / 255 - (Int(q[i + c]) * alphaQ + 127) / 255)
                    }
                    sum += abs(alphaP - alphaQ)
                }
            }
        }
        return Double(sum) / Double(a.pixels.count * 255)
    }
}

/// A share as a percentage: two decimals below 10% (0.83%), one from there (11.2%).
func percent(_ fraction: Double) -> String {
    String(format: fraction < 0.1 ? "%.2f%%" : "%.1f%%", fraction * 100)
}
