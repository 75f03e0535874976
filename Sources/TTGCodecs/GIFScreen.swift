/// What a player shows between two frames of the GIF being written: each pixel's color
/// packed like ``OneBitAlphaFrame``'s pixels (R, G, B, 255 in memory order), or 0 where
/// the screen is transparent.
///
/// The encoder uses it to leave as they are the pixels whose color a frame would not
/// change: a pixel whose rendering changed slightly can still index the color already
/// shown, and a transparent pixel costs less than a color that breaks a run.
struct GIFScreen {
    let width: Int
    private(set) var pixels: [UInt32]

    /// A color table as the screen compares it: each entry packed like the screen's pixels,
    /// and the entry of each color but the transparent one, found by a small hash table (made
    /// once for the shared palette).
    struct Colors {
        let packed: [UInt32]
        let transparentIndex: UInt8?
        /// Open addressing, linear probing: packed colors (never 0) and their lowest entry.
        private let keys: [UInt32]
        private let entries: [UInt8]
        private let mask: Int

        init(_ colors: [IndexedGIFFrame.RGB], transparentIndex: UInt8?) {
            packed = colors.map(GIFScreen.packed)
            self.transparentIndex = transparentIndex
            var size = 16
            while size < 4 * colors.count { size *= 2 }
            var keys = [UInt32](repeating: 0, count: size)
            var entries = [UInt8](repeating: 0, count: size)
            for (i, color) in packed.enumerated() where i != transparentIndex.map(Int.init) {
                var slot = Self.slot(color, mask: size - 1)
                while keys[slot] != 0, keys[slot] != color { slot = (slot + 1) & (size - 1) }
                if keys[slot] == 0 { (keys[slot], entries[slot]) = (color, UInt8(i)) }
            }
            (self.keys, self.entries, mask) = (keys, entries, size - 1)
        }

        @inline(__always) private static func slot(_ color: UInt32, mask: Int) -> Int {
            Int((color &* 0x9E37_79B1) >> 16) & mask
        }

        /// The lowest entry other than the transparent one showing `color` (packed, opaque).
        @inline(__always) func entry(of color: UInt32) -> UInt8? {
            var slot = Self.slot(color, mask: mask)
            while true {
                let key = keys[slot]
                if key == color { return entries[slot] }
                if key == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    init(width: Int, height: Int) {
        self.width = width
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// `frame` with the pixels it would not change left as they are where that compresses
    /// better, and its rectangle shrunk to the pixels it must draw or clear (one pixel if
    /// none); and
    /// the bits its indices take compressed with codes for all of `frame.colorCount`.
    ///
    /// A pixel may stay as it is when the frame leaves it (transparent index) or draws the
    /// color already shown there; it is then either transparent or that color, whichever
    /// ``GIFLZW`` finds smaller for the whole frame, and always transparent when no pixel of
    /// the frame must draw that color. Unchanged when the frame has no transparent entry.
    ///
    /// - Parameter clearing: for a frame disposed to background, the pixels (on the canvas)
    ///   that must be clear after it: its rectangle keeps covering them.
    func leavingUnchanged(
        _ frame: IndexedGIFFrame, colors: Colors, clearing: PixelBounds?, lzw: GIFLZW
    ) -> (frame: IndexedGIFFrame, bits: Int) {
        guard let transparent = frame.transparentIndex else {
            return (
                frame, lzw.bits(frame.indices, minimumCodeSize: GIFLZW.minimumCodeSize(indexCount: frame.colorCount))
            )
        }
        precondition(colors.transparentIndex == transparent, "GIFScreen: colors for another transparent entry")
        // What each pixel may be: its index only (it changes the screen), or also the other of
        // transparent and the color shown (it does not).
        var options = [GIFLZW.Options](unsafeUninitializedCapacity: frame.indices.count) { options, count in
            frame.indices.withUnsafeBufferPointer { indices in
                pixels.withUnsafeBufferPointer { pixels in
                    colors.packed.withUnsafeBufferPointer { packed in
                        for y in 0..<frame.height {
                            let screenRow = (frame.top + y) * width + frame.left
                            for x in 0..<frame.width {
                                let i = y * frame.width + x
                                let (index, shown) = (indices[i], pixels[screenRow + x])
                                if index == transparent {
                                    options[i] = GIFLZW.Options(
                                        first: transparent, second: shown == 0 ? nil : colors.entry(of: shown))
                                } else if packed[Int(index)] == shown {
                                    options[i] = GIFLZW.Options(first: transparent, second: index)
                                } else {
                                    options[i] = GIFLZW.Options(first: index)
                                }
                            }
                        }
                    }
                }
            }
            count = frame.indices.count
        }
        // A color the frame would draw only where the screen already shows it is left
        // transparent there: drawn, it would be one more symbol to compress for a few pixels
        // (gifsicle -O3 gives such colors the transparent entry).
        var mustDrawColor = [Bool](repeating: false, count: 256)
        for option in options where option.second == nil { mustDrawColor[Int(option.first)] = true }
        for i in options.indices {
            if let second = options[i].second, !mustDrawColor[Int(second)] {
                options[i] = GIFLZW.Options(first: transparent)
            }
        }
        // The pixels it must draw (their colors differ from the screen's: colors that only
        // quantized to the same entry are the same here), and those it must clear after it.
        let mustDraw = PixelBounds(width: frame.width, height: frame.height) { options[$0].first != transparent }
        let mustClear = clearing.map {
            PixelBounds(
                left: $0.left - frame.left, top: $0.top - frame.top, right: $0.right - frame.left,
                bottom: $0.bottom - frame.top)
        }
        let bounds =
            [mustDraw, mustClear].compactMap { $0 }.reduce(nil as PixelBounds?) { $0?.union($1) ?? $1 }
            ?? PixelBounds(left: 0, top: 0, right: 1, bottom: 1)
        var kept: [GIFLZW.Options] = []
        kept.reserveCapacity(bounds.width * bounds.height)
        for y in bounds.top..<bounds.bottom {
            kept += options[y * frame.width + bounds.left..<y * frame.width + bounds.right]
        }
        let codeSize = GIFLZW.minimumCodeSize(indexCount: frame.colorCount)
        // The smallest of: the greedy choice, preferring to leave pixels or to draw them where
        // the strings reach as far; leaving every pixel it can; drawing every pixel
        // it can in the color shown; and drawing them but for the stretches that span runs of
        // two (or three) colors or more, left instead (one run is as short drawn, and may join
        // a longer one).
        var smallest = lzw.choose(kept, minimumCodeSize: codeSize)
        let drawing = lzw.choose(kept, minimumCodeSize: codeSize, preferringSecond: true)
        if drawing.bits < smallest.bits { smallest = drawing }
        let drawn = kept.map { $0.second ?? $0.first }
        let stretches = [2, 3].map { Self.leavingStretches(kept, drawn: drawn, transparent: transparent, runs: $0) }
        for candidate in [kept.map(\.first), drawn] + stretches {
            let bits = lzw.bits(candidate, minimumCodeSize: codeSize)
            if bits < smallest.bits { smallest = (candidate, bits) }
        }
        // Then the greedy choice once more, taking where the strings reach as far (and
        // in its look-ahead) the smallest's pick: it keeps what the smallest did well and
        // mends strings where it did not (gifsicle -O3 found no smaller GIF of any refresh loop).
        let leaning = kept.enumerated().map { i, option in
            option.second == smallest.indices[i] ? GIFLZW.Options(first: option.second!, second: option.first) : option
        }
        let polished = lzw.choose(leaning, minimumCodeSize: codeSize)
        if polished.bits < smallest.bits { smallest = polished }
        let left = IndexedGIFFrame(
            left: frame.left + bounds.left, top: frame.top + bounds.top, width: bounds.width, height: bounds.height,
            palette: frame.palette, colorCount: frame.colorCount, transparentIndex: transparent,
            indices: smallest.indices)
        return (left, smallest.bits)
    }

    /// `drawn` with every stretch of pixels that may be left transparent left so, where the
    /// stretch spans two runs of one index or more.
    private static func leavingStretches(
        _ options: [GIFLZW.Options], drawn: [UInt8], transparent: UInt8, runs minimum: Int
    ) -> [UInt8] {
        var indices = drawn
        var start = 0
        while start < options.count {
            guard options[start].first == transparent else {
                start += 1
                continue
            }
            var end = start + 1
            var runs = 1
            while end < options.count, options[end].first == transparent {
                if drawn[end] != drawn[end - 1] { runs += 1 }
                end += 1
            }
            if runs >= minimum { for i in start..<end { indices[i] = transparent } }
            start = end
        }
        return indices
    }

    /// Draws the frame's opaque pixels; then, when it is disposed to background, clears its rectangle.
    mutating func show(_ frame: IndexedGIFFrame, colors: Colors, clearing: Bool) {
        let packed = colors.packed
        for y in 0..<frame.height {
            let screenRow = (frame.top + y) * width + frame.left
            for x in 0..<frame.width {
                let index = frame.indices[y * frame.width + x]
                if clearing {
                    pixels[screenRow + x] = 0
                } else if index != frame.transparentIndex {
                    pixels[screenRow + x] = packed[Int(index)]
                }
            }
        }
    }

    fileprivate static func packed(_ color: IndexedGIFFrame.RGB) -> UInt32 {
        [color.red, color.green, color.blue, 255].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
    }
}
