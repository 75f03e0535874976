/// The order of a GIF's global color table that lets the most frames use the fewest bits.
///
/// A frame's indices are compressed with as many bits as its highest index needs, so a
/// frame whose colors are all among the first 128 entries saves a bit on every code. The
/// order is chosen from the last entry back: each time, the color the fewest frames still
/// in the running use (then the fewest pixels) takes the highest place left, and the frames
/// that use it drop out of the running, their other colors no longer held low on their
/// account. (gifsicle's optimizer orders its tables this way.)
struct GIFTableOrder {
    /// The colors each frame drawn with the palette uses, as 256 bits.
    private var frameColors: [SIMD4<UInt64>] = []
    /// Pixels of each color, over all frames.
    private var pixels: [Int]

    /// An order for a palette of `colorCount` colors; the transparent entry after them stays last.
    init(colorCount: Int) {
        pixels = [Int](repeating: 0, count: colorCount)
    }

    /// Counts the colors `frame` uses; a frame with its own color table uses none of the palette's.
    mutating func count(_ frame: IndexedGIFFrame) {
        guard frame.palette == nil else { return }
        var used = SIMD4<UInt64>()
        for index in frame.indices where index != frame.transparentIndex && Int(index) < pixels.count {
            used[Int(index) >> 6] |= 1 << UInt64(index & 63)
            pixels[Int(index)] += 1
        }
        frameColors.append(used)
    }

    /// Each entry's new index; the entries after the palette's colors keep theirs.
    var newIndices: [UInt8] {
        let colorCount = pixels.count
        func uses(_ colors: SIMD4<UInt64>, _ color: Int) -> Bool { colors[color >> 6] >> UInt64(color & 63) & 1 == 1 }
        // How many frames still in the running use each color.
        var holding = [Int](repeating: 0, count: colorCount)
        for colors in frameColors {
            for color in 0..<colorCount where uses(colors, color) { holding[color] += 1 }
        }
        var running = [Bool](repeating: true, count: frameColors.count)
        var placed = [Bool](repeating: false, count: colorCount)
        var newIndex = (0..<256).map { UInt8($0) }
        for place in stride(from: colorCount - 1, through: 0, by: -1) {
            // The least held color; among equals the one with the fewest pixels, then the highest entry.
            var chosen = -1
            for color in 0..<colorCount where !placed[color] {
                if chosen < 0 || (holding[color], pixels[color], -color) < (holding[chosen], pixels[chosen], -chosen) {
                    chosen = color
                }
            }
            placed[chosen] = true
            newIndex[chosen] = UInt8(place)
            for (frame, colors) in frameColors.enumerated() where running[frame] && uses(colors, chosen) {
                running[frame] = false
                for color in 0..<colorCount where uses(colors, color) { holding[color] -= 1 }
            }
        }
        return newIndex
    }
}
