/// The entry of a palette nearest to a color (by squared distance in RGB, the first of
/// equals), for one thread at a time: it remembers the colors it was asked for, and
/// searches a few candidates for the others.
///
/// The RGB cube is cut into 16 × 16 × 16 cells. A cell's candidates, found the first time
/// a color falls in it, are the entries (in palette order) no farther from the cell than
/// the least of every entry's farthest distance to it: the nearest entry to any point of
/// the cell is among them, with every entry that ties it, so the answer is exactly the
/// whole palette's. A frame's colors repeat from pixel to pixel and frame to frame, so
/// most are answered from memory.
final class GIFNearestColor {
    /// The palette's channels.
    private let red: UnsafeMutableBufferPointer<Int32>
    private let green: UnsafeMutableBufferPointer<Int32>
    private let blue: UnsafeMutableBufferPointer<Int32>
    /// Cell c's candidates are `candidates[start[c]..<start[c] + count[c]]`; `start[c]` is −1
    /// until they are found.
    private let start: UnsafeMutablePointer<Int32>
    private let count: UnsafeMutablePointer<Int32>
    private let candidates: UnsafeMutablePointer<UInt8>
    /// Where the next cell's candidates go.
    private var used = 0
    /// Colors asked for: `rgb << 8 | entry` at a slot of the color's hash; `empty` where none
    /// is (no entry of an opaque color is 255).
    private let memory: UnsafeMutablePointer<UInt32>

    private static let cellBits = 4
    private static let cellsPerSide = 1 << cellBits
    private static let cellCount = cellsPerSide * cellsPerSide * cellsPerSide
    private static let memoryBits = 14
    private static let empty = UInt32.max

    /// The number of entries.
    let colorCount: Int

    /// A search of `colors`, at most 255 (the transparent entry is not among them).
    init(colors: [IndexedGIFFrame.RGB]) {
        precondition(colors.count <= 255, "GIFNearestColor: \(colors.count) colors")
        colorCount = colors.count
        red = .allocate(capacity: colors.count)
        green = .allocate(capacity: colors.count)
        blue = .allocate(capacity: colors.count)
        for (i, color) in colors.enumerated() {
            (red[i], green[i], blue[i]) = (Int32(color.red), Int32(color.green), Int32(color.blue))
        }
        start = .allocate(capacity: Self.cellCount)
        start.initialize(repeating: -1, count: Self.cellCount)
        count = .allocate(capacity: Self.cellCount)
        count.initialize(repeating: 0, count: Self.cellCount)
        candidates = .allocate(capacity: Self.cellCount * max(colors.count, 1))
        memory = .allocate(capacity: 1 << Self.memoryBits)
        memory.initialize(repeating: Self.empty, count: 1 << Self.memoryBits)
    }

    deinit {
        for buffer in [red, green, blue] { buffer.deallocate() }
        start.deallocate()
        count.deallocate()
        candidates.deallocate()
        memory.deallocate()
    }

    /// The entry nearest to (r, g, b), each 0…255, and its channels; the palette must not be empty.
    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> (index: UInt8, red: Int32, green: Int32, blue: Int32) {
        let rgb = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let slot = Int((rgb &* 0x9E37_79B1) >> UInt32(32 - Self.memoryBits))
        let remembered = memory[slot]
        let index: Int
        if remembered >> 8 == rgb, remembered != Self.empty {
            index = Int(remembered & 0xFF)
        } else {
            index = search(r, g, b)
            memory[slot] = rgb << 8 | UInt32(index)
        }
        return (UInt8(index), red[index], green[index], blue[index])
    }

    /// The nearest entry among the candidates of the color's cell.
    private func search(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
        let cell =
            (Int(r) >> Self.cellBits) << (2 * Self.cellBits) | (Int(g) >> Self.cellBits) << Self.cellBits
            | Int(b) >> Self.cellBits
        if start[cell] < 0 { findCandidates(cell) }
        let first = Int(start[cell])
        var (best, bestDistance) = (0, Int32.max)
        for k in first..<first + Int(count[cell]) {
            let i = Int(candidates[k])
            let (dr, dg, db) = (red[i] - r, green[i] - g, blue[i] - b)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { (best, bestDistance) = (i, distance) }
        }
        return best
    }

    private func findCandidates(_ cell: Int) {
        let width = Int32(256 >> Self.cellBits)
        let side = Self.cellsPerSide
        let low = (Int32(cell / (side * side)) * width, Int32(cell / side % side) * width, Int32(cell % side) * width)
        // A channel's squared distance from v to the span low…low + width − 1: nearest and farthest.
        func span(_ v: Int32, _ low: Int32) -> (near: Int32, far: Int32) {
            let high = low + width - 1
            let near = v < low ? low - v : (v > high ? v - high : 0)
            let far = max(abs(v - low), abs(v - high))
            return (near * near, far * far)
        }
        var leastFar = Int32.max
        for i in 0..<colorCount {
            let (r, g, b) = (span(red[i], low.0), span(green[i], low.1), span(blue[i], low.2))
            leastFar = min(leastFar, r.far + g.far + b.far)
        }
        start[cell] = Int32(used)
        for i in 0..<colorCount {
            let (r, g, b) = (span(red[i], low.0), span(green[i], low.1), span(blue[i], low.2))
            if r.near + g.near + b.near <= leastFar {
                candidates[used] = UInt8(i)
                used += 1
            }
        }
        count[cell] = Int32(used) - start[cell]
    }
}
