/// The order of a GIF's global color table that lets the most frames use the fewest bits.
///
/// A frame's indices are compressed with as many bits as its highest index needs, so a
/// frame whose colors are all among the first 128 entries saves a bit on every code. The
/// order is chosen from the last entry back: each time, the color that the frames still in
/// the running hold least takes the highest place left, and the frames that use it drop
/// out of the running, their other colors no longer held low on their account. (gifsicle's
/// optimizer orders its tables this way, holding a color by how many frames use it.)
///
/// "Least held" is measured three ways: by the frames that use the color, by the codes
/// those frames take, and by frames then codes. Each gives an order, and the one whose
/// frames come out smallest is kept: every frame's size under an order is known from its
/// codes, counted when it was compressed, and the bits its highest index needs. That order
/// is then ordered again by frames as gifsicle orders a table it is given (equals in hold
/// keep their places in a list sorted anew whenever holds change, the list starting in the
/// given order), as long as that makes the frames smaller.
struct GIFTableOrder {
    /// What the order needs to know of a frame drawn with the palette.
    private struct Frame {
        /// The palette's colors it uses, as 256 bits.
        var colors: SIMD4<UInt64>
        /// It leaves pixels transparent: its transparent entry is the lowest one it does not use.
        var leavesPixels: Bool
        /// Its compressed size in codes.
        var codes: Int
    }

    private var frames: [Frame] = []
    /// Pixels of each color, over all frames.
    private var pixels: [Int]

    /// An order for a palette of `colorCount` colors; the transparent entry after them stays last.
    init(colorCount: Int) {
        pixels = [Int](repeating: 0, count: colorCount)
    }

    /// Counts the colors `frame` uses, and its size: `bits` compressed with the whole
    /// table's codes. A frame with its own color table uses none of the palette's.
    mutating func count(_ frame: IndexedGIFFrame, bits: Int) {
        guard frame.palette == nil else { return }
        var used = SIMD4<UInt64>()
        var leavesPixels = false
        for index in frame.indices {
            if index == frame.transparentIndex {
                leavesPixels = true
            } else if Int(index) < pixels.count {
                used[Int(index) >> 6] |= 1 << UInt64(index & 63)
                pixels[Int(index)] += 1
            }
        }
        let codeSize = GIFLZW.minimumCodeSize(indexCount: pixels.count + 1)
        frames.append(
            Frame(colors: used, leavesPixels: leavesPixels, codes: Self.codes(inBits: bits, codeSize: codeSize)))
    }

    /// Each entry's new index; the entries after the palette's colors keep theirs.
    var newIndices: [UInt8] {
        let orders = [Holding.frames, .codes, .framesThenCodes].map { order(holding: $0) }
        let sizes = orders.map(bytes(under:))
        // The first of the smallest, so that ties keep the order by frames.
        var (best, size) = (orders[sizes.firstIndex(of: sizes.min()!)!], sizes.min()!)
        // Then the order by frames again, ties broken by the best order so far, as gifsicle
        // orders a table it is given, while that makes the frames smaller.
        for _ in 0..<Self.reorderings {
            let again = order(byFramesKeeping: best)
            let againSize = bytes(under: again)
            guard againSize < size else { break }
            (best, size) = (again, againSize)
        }
        return best
    }

    /// How many times at most the best order is ordered again.
    static let reorderings = 4

    /// The order by frames, from the last entry back, the colors still to place kept in a
    /// list sorted by how many running frames hold them, most first, and the last one placed:
    /// among equals, the list keeps their order from before, starting with `initial`'s.
    private func order(byFramesKeeping initial: [UInt8]) -> [UInt8] {
        let colorCount = pixels.count
        let uses = Self.uses
        var holding = [Int](repeating: 0, count: colorCount)
        for frame in frames {
            for color in 0..<colorCount where uses(frame.colors, color) { holding[color] += 1 }
        }
        var list = (0..<colorCount).sorted { initial[$0] < initial[$1] }
        var position = [Int](repeating: 0, count: colorCount)
        var running = [Bool](repeating: true, count: frames.count)
        var newIndex = (0..<256).map { UInt8($0) }
        var changed = true
        for place in stride(from: colorCount - 1, through: 0, by: -1) {
            if changed {
                for (i, color) in list[0...place].enumerated() { position[color] = i }
                list[0...place].sort { (-holding[$0], position[$0]) < (-holding[$1], position[$1]) }
                changed = false
            }
            let chosen = list[place]
            newIndex[chosen] = UInt8(place)
            for (f, frame) in frames.enumerated() where running[f] && uses(frame.colors, chosen) {
                running[f] = false
                changed = true
                for color in 0..<colorCount where uses(frame.colors, color) { holding[color] -= 1 }
            }
        }
        return newIndex
    }

    /// How a color's hold on the low entries is measured.
    private enum Holding {
        case frames, codes, framesThenCodes
    }

    private func order(holding measure: Holding) -> [UInt8] {
        let colorCount = pixels.count
        let uses = Self.uses
        // How many frames still in the running use each color, and how many codes they take.
        var holdingFrames = [Int](repeating: 0, count: colorCount)
        var holdingCodes = [Int](repeating: 0, count: colorCount)
        for frame in frames {
            for color in 0..<colorCount where uses(frame.colors, color) {
                holdingFrames[color] += 1
                holdingCodes[color] += frame.codes
            }
        }
        func hold(_ color: Int) -> (Int, Int) {
            switch measure {
            case .frames: (holdingFrames[color], 0)
            case .codes: (holdingCodes[color], 0)
            case .framesThenCodes: (holdingFrames[color], holdingCodes[color])
            }
        }
        var running = [Bool](repeating: true, count: frames.count)
        var placed = [Bool](repeating: false, count: colorCount)
        var newIndex = (0..<256).map { UInt8($0) }
        for place in stride(from: colorCount - 1, through: 0, by: -1) {
            // The least held color; among equals the one with the fewest pixels, then the highest entry.
            var chosen = -1
            for color in 0..<colorCount where !placed[color] {
                guard chosen >= 0 else {
                    chosen = color
                    continue
                }
                let (a, b) = (hold(color), hold(chosen))
                if (a.0, a.1, pixels[color], -color) < (b.0, b.1, pixels[chosen], -chosen) { chosen = color }
            }
            placed[chosen] = true
            newIndex[chosen] = UInt8(place)
            for (f, frame) in frames.enumerated() where running[f] && uses(frame.colors, chosen) {
                running[f] = false
                for color in 0..<colorCount where uses(frame.colors, color) {
                    holdingFrames[color] -= 1
                    holdingCodes[color] -= frame.codes
                }
            }
        }
        return newIndex
    }

    /// Whether the 256 bits `colors` hold `color`.
    private static func uses(_ colors: SIMD4<UInt64>, _ color: Int) -> Bool {
        colors[color >> 6] >> UInt64(color & 63) & 1 == 1
    }

    /// The bytes of the frames' compressed indices with the table in `order` (each entry's new index).
    private func bytes(under order: [UInt8]) -> Int {
        var total = 0
        for frame in frames {
            var used = [Bool](repeating: false, count: 257)
            var highest = 0
            for color in 0..<pixels.count where Self.uses(frame.colors, color) {
                used[Int(order[color])] = true
                highest = max(highest, Int(order[color]))
            }
            // The transparent entry becomes the lowest one the frame does not use.
            if frame.leavesPixels { highest = max(highest, used.firstIndex(of: false)!) }
            let bits = Self.bits(codes: frame.codes, codeSize: GIFLZW.minimumCodeSize(indexCount: highest + 1))
            total += Self.bytes(bits: bits)
        }
        return total
    }

    /// The bits of a frame's compressed indices when they make `count` codes (strings) from
    /// a start with `codeSize`, as ``GIFLZW`` writes them: a clear code, the codes, the end
    /// code. The first codes are codeSize + 1 bits wide, a bit wider once a code has been
    /// written with the next free one at the next power of two, up to 12 bits; when the
    /// dictionary is full a clear code starts it over.
    static func bits(codes count: Int, codeSize: Int) -> Int {
        let first = (1 << codeSize) + 2
        /// Codes a dictionary takes before a clear code: the last one is written with the
        /// code limit next.
        let generation = GIFLZW.codeLimit - first + 1
        /// The width of a generation's code `i`.
        func width(_ i: Int) -> Int {
            var width = codeSize + 1
            while width < 12 && i > (1 << width) - first { width += 1 }
            return width
        }
        /// The bits of a generation's first `m` codes.
        func opening(_ m: Int) -> Int {
            var (total, start, w) = (0, 0, codeSize + 1)
            while start < m {
                let end = w < 12 ? min(m, (1 << w) - first + 1) : m
                total += max(0, end - start) * w
                start = max(start, end)
                w += 1
            }
            return total
        }
        let (full, rest) = count.quotientAndRemainder(dividingBy: generation)
        // A full dictionary is cleared only when more codes follow.
        let (clears, endCodeWidth) = rest == 0 && full > 0 ? (full - 1, 12) : (full, width(rest))
        return (codeSize + 1) + full * opening(generation) + clears * 12 + opening(rest) + endCodeWidth
    }

    /// The bytes that compressed indices of `bits` take in the file: whole bytes, in
    /// sub-blocks of at most 255 bytes each led by its length (the code size before them and
    /// the empty block after are the same for every order).
    static func bytes(bits: Int) -> Int {
        let data = (bits + 7) / 8
        return data + (data + 254) / 255
    }

    /// How many codes take `bits` from a start with `codeSize` (the fewest that take at least as many).
    static func codes(inBits bits: Int, codeSize: Int) -> Int {
        var (low, high) = (0, bits)
        while low < high {
            let middle = (low + high) / 2
            if Self.bits(codes: middle, codeSize: codeSize) < bits { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
