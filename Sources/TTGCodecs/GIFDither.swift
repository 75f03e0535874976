/// Indexes a frame's opaque pixels to a palette: each the nearest entry, with Floyd–Steinberg
/// error diffusion where the picture is smooth.
///
/// Rows are visited in alternate directions (serpentine). A pixel takes the entry nearest to
/// its color plus the error passed on to it. Where it and its four neighbors are opaque and
/// differ by at most ``smoothness`` in every channel, as in a gradient that would show
/// bands, it passes its own error on: 7/16 to the next pixel in the row, 3/16, 5/16 and 1/16
/// to the three below. Elsewhere (edges, anti-aliasing, detail) it passes nothing on, so a
/// frame's errors stay where they are: noise would not show there, but it would cost bytes
/// and spread the change of one part of a frame into the rest. Nor is an error of at most
/// ``unseenError`` in every channel passed on: the source was rounded as finely, and passed
/// on it only adds noise to a gradient that a dense palette already follows.
///
/// On the 20 refresh loops this shows the frames as close as libimagequant's dithered
/// remapping to the same palette did, by the root mean square error per channel and after a
/// one-pixel blur (docs/benchmarks.md, "The GIF writer": `make bench` measures both), in slightly smaller files.
enum GIFDither {
    /// The most two neighbors may differ in a channel (of 255) for error to pass between them.
    static let smoothness: Int32 = 4
    /// The largest error of every channel (of 255) that is kept, not passed on.
    static let unseenError: Int32 = 1

    /// The indices of `rgba`'s pixels (straight RGBA, alpha 0 or 255), rows top to bottom;
    /// transparent pixels (and every pixel, when the palette is empty) take `transparent`.
    static func indices(
        _ rgba: [UInt8], width: Int, height: Int, nearest: GIFNearestColor, transparent: UInt8
    ) -> [UInt8] {
        guard nearest.colorCount > 0 else { return [UInt8](repeating: transparent, count: width * height) }
        // The error reaching each pixel of this row and the next, ×16, three channels,
        // with a column on each side so that the edges need no test.
        let stride = 3 * (width + 2)
        var errors = [Int32](repeating: 0, count: 2 * stride)
        return [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
            rgba.withUnsafeBufferPointer { rgba in
                errors.withUnsafeMutableBufferPointer { errors in
                    /// Whether pixel q is opaque and within `smoothness` of (r, g, b).
                    @inline(__always) func near(_ q: Int, _ r: Int32, _ g: Int32, _ b: Int32) -> Bool {
                        rgba[4 * q + 3] != 0 && abs(Int32(rgba[4 * q]) - r) <= smoothness
                            && abs(Int32(rgba[4 * q + 1]) - g) <= smoothness
                            && abs(Int32(rgba[4 * q + 2]) - b) <= smoothness
                    }
                    for y in 0..<height {
                        let forward = y % 2 == 0
                        let (here, below) = forward ? (0, stride) : (stride, 0)
                        for e in below..<below + stride { errors[e] = 0 }
                        let step = forward ? 1 : -1
                        var x = forward ? 0 : width - 1
                        for _ in 0..<width {
                            defer { x += step }
                            let p = y * width + x
                            guard rgba[4 * p + 3] != 0 else {
                                out[p] = transparent
                                continue
                            }
                            let source = (Int32(rgba[4 * p]), Int32(rgba[4 * p + 1]), Int32(rgba[4 * p + 2]))
                            let e = 3 * (x + 1)
                            let r = min(max(source.0 + (errors[here + e] + 8) >> 4, 0), 255)
                            let g = min(max(source.1 + (errors[here + e + 1] + 8) >> 4, 0), 255)
                            let b = min(max(source.2 + (errors[here + e + 2] + 8) >> 4, 0), 255)
                            let chosen = nearest.nearest(r, g, b)
                            out[p] = chosen.index
                            let error = (r - chosen.red, g - chosen.green, b - chosen.blue)
                            guard max(abs(error.0), abs(error.1), abs(error.2)) > unseenError,
                                x > 0, x < width - 1, y > 0, y < height - 1,
                                near(p - 1, source.0, source.1, source.2), near(p + 1, source.0, source.1, source.2),
                                near(p - width, source.0, source.1, source.2),
                                near(p + width, source.0, source.1, source.2)
                            else { continue }
                            let (next, previous) = (e + 3 * step, e - 3 * step)
                            @inline(__always) func pass(_ c: Int, _ error: Int32) {
                                errors[here + next + c] += 7 * error
                                errors[below + previous + c] += 3 * error
                                errors[below + e + c] += 5 * error
                                errors[below + next + c] += error
                            }
                            pass(0, error.0)
                            pass(1, error.1)
                            pass(2, error.2)
                        }
                    }
                }
            }
            initialized = width * height
        }
    }
}
