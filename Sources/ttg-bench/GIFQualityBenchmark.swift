import Foundation
import TTGCairo
import TTGCodecs
import TTGGIFReader
import TTGRefresh

/// How close the refresh loops' GIFs (as `benchmarkVectorAnimationSizes` wrote them) show
/// their frames: every PNG frame of the loop against the screen that giflib's decoder, composing
/// the GIF's frames by their disposal, shows at that frame's time. The root mean square error
/// per channel (of 255) over the opaque pixels, per loop and for its worst frame; and the same
/// after a Gaussian blur of σ = 1 pixel of the difference, which is what the eye sees of dithering.
func benchmarkGIFQuality(in directory: URL) {
    print("\nGIF quality: the 20 refresh loops against their PNG frames (RMSE per channel of 255, opaque pixels)")
    var (rawRange, blurredRange, worstFrame) = ((Double.infinity, 0.0), (Double.infinity, 0.0), 0.0)
    for style in RefreshStyle.all {
        let name = style.name.rawValue
        let frames = directory.appendingPathComponent("quality-\(name)")
        _ = runTTG(refreshLoop(name) + ["-o", frames.path + "/"])
        let gifPath = directory.appendingPathComponent("\(name).gif")
        guard let gif = try? DecodedGIF(Array(Data(contentsOf: gifPath))),
            let names = try? FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        else {
            row("  \(name)", "cannot read the GIF or the frames")
            continue
        }
        let screens = gif.screens
        var starts = [0]
        for frame in gif.frames { starts.append(starts.last! + frame.delayCentiseconds) }
        var error = GIFError()
        for (i, file) in names.enumerated() {
            guard let png = try? loadPNG(bytes: Array(Data(contentsOf: frames.appendingPathComponent(file)))) else {
                continue
            }
            let time = Int((Double(i) * 100 / 30).rounded())
            let shown = min(starts.lastIndex { $0 <= time } ?? 0, screens.count - 1)
            error.add(png.pixels, shown: screens[shown], width: png.width, height: png.height)
        }
        try? FileManager.default.removeItem(at: frames)
        rawRange = (min(rawRange.0, error.raw), max(rawRange.1, error.raw))
        blurredRange = (min(blurredRange.0, error.blurred), max(blurredRange.1, error.blurred))
        worstFrame = max(worstFrame, error.worstFrame)
        row(
            "  \(name)",
            String(format: "%6.3f   blurred %6.3f   worst frame %5.2f", error.raw, error.blurred, error.worstFrame))
    }
    row(
        "  all 20: per loop",
        String(format: "%.3f–%.3f   blurred %.3f–%.3f", rawRange.0, rawRange.1, blurredRange.0, blurredRange.1))
    row("  worst frame of any loop", String(format: "%6.2f", worstFrame))
}

/// The error sums of one loop's frames.
private struct GIFError {
    var squared = 0.0
    var blurredSquared = 0.0
    var channels = 0
    var worstFrame = 0.0

    var raw: Double { channels == 0 ? 0 : (squared / Double(channels)).squareRoot() }
    var blurred: Double { channels == 0 ? 0 : (blurredSquared / Double(channels)).squareRoot() }

    /// Adds a frame: its rendered straight RGBA against the straight RGBA shown.
    mutating func add(_ rendered: [UInt8], shown: [UInt8], width: Int, height: Int) {
        let count = width * height
        // The difference of each channel where the rendered pixel is opaque in a GIF, 0 elsewhere.
        var difference = [[Double]](repeating: [Double](repeating: 0, count: count), count: 3)
        var (frameSquared, frameChannels) = (0.0, 0)
        for p in 0..<count where rendered[4 * p + 3] >= AnimatedGIFEncoder.opaqueAlphaThreshold {
            for c in 0..<3 {
                let d = Double(shown[4 * p + c]) - Double(rendered[4 * p + c])
                difference[c][p] = d
                frameSquared += d * d
            }
            frameChannels += 3
        }
        guard frameChannels > 0 else { return }
        squared += frameSquared
        channels += frameChannels
        worstFrame = max(worstFrame, (frameSquared / Double(frameChannels)).squareRoot())
        for c in 0..<3 {
            let blurred = Self.blurred(difference[c], width: width, height: height)
            for p in 0..<count where rendered[4 * p + 3] >= AnimatedGIFEncoder.opaqueAlphaThreshold {
                blurredSquared += blurred[p] * blurred[p]
            }
        }
    }

    /// A Gaussian blur of σ = 1 (radius 3, normalized), rows then columns, zero outside.
    private static func blurred(_ values: [Double], width: Int, height: Int) -> [Double] {
        let weights = (-3...3).map { exp(-Double($0 * $0) / 2) }
        let total = weights.reduce(0, +)
        let kernel = weights.map { $0 / total }
        func pass(_ input: [Double], along step: Int, length: Int, lines: Int, lineStep: Int) -> [Double] {
            var output = [Double](repeating: 0, count: input.count)
            for line in 0..<lines {
                for i in 0..<length {
                    var sum = 0.0
                    for k in -3...3 where (0..<length).contains(i + k) {
                        sum += kernel[k + 3] * input[line * lineStep + (i + k) * step]
                    }
                    output[line * lineStep + i * step] = sum
                }
            }
            return output
        }
        let rows = pass(values, along: 1, length: width, lines: height, lineStep: width)
        return pass(rows, along: width, length: height, lines: width, lineStep: 1)
    }
}
