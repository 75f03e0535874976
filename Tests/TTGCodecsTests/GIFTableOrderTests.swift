import Testing

@testable import TTGCodecs

/// The global table's order: what decides which frames get codes a bit shorter.
@Suite struct GIFTableOrderTests {
    /// A frame of the shared palette (nine colors, the transparent entry 9) naming `colors`.
    private func frame(_ colors: [UInt8]) -> IndexedGIFFrame {
        IndexedGIFFrame(
            left: 0, top: 0, width: colors.count, height: 1, palette: nil, colorCount: 10, transparentIndex: 9,
            indices: colors)
    }

    /// The order of three frames using colors 0…6: one adds color 7 and takes `bits.seven`,
    /// two add color 8 and take `bits.eight` each.
    private func newIndices(bits: (seven: Int, eight: Int)) -> [UInt8] {
        var order = GIFTableOrder(colorCount: 9)
        let shared: [UInt8] = Array(0...6)
        order.count(frame(shared + [7]), bits: bits.seven)
        order.count(frame(shared + [8]), bits: bits.eight)
        order.count(frame(shared + [8]), bits: bits.eight)
        return order.newIndices
    }

    /// Colors 0…6 are in every frame; one large frame adds color 7, two small ones color 8.
    /// Only one of 7 and 8 fits among the entries below 8 (3-bit codes). Counting frames,
    /// color 7 is the rarer and would go up; but the large frame's codes outnumber the
    /// small ones', so it is 8 that goes up: the three frames come out smallest that way.
    @Test func theFramesWithTheMostCodesKeepTheShortCodes() {
        let newIndex = newIndices(bits: (12_000, 60))
        #expect(newIndex[7] < 8)
        #expect(newIndex[8] == 8)
        #expect(Set(newIndex[0..<9]) == Set(0..<9))
    }

    /// With the frames' sizes equal, counting frames decides: the color one frame uses goes up.
    @Test func amongEqualFramesTheRarerColorGoesUp() {
        let newIndex = newIndices(bits: (600, 600))
        #expect(newIndex[7] == 8)
        #expect(newIndex[8] < 8)
    }

    /// A frame's bits from its count of codes are what the compressor writes: indices in
    /// which no two neighbors repeat a pair (a de Bruijn sequence) make one code each, past
    /// two clear codes at 7 and 8 bits. And the count comes back from the bits.
    @Test func bitsFromCodesAreTheCompressorsBits() {
        let lzw = GIFLZW()
        let sequence = Self.deBruijn(symbols: 100)  // 10,000 distinct pairs
        for codeSize in [7, 8] {
            for count in [0, 1, 2, 125, 126, 127, 128, 129, 1_000, 3_837, 3_838, 3_839, 3_840, 7_677, 7_678, 9_999] {
                let indices = Array(sequence.prefix(count)).map(UInt8.init)
                let bits = lzw.bits(indices, minimumCodeSize: codeSize)
                #expect(GIFTableOrder.bits(codes: count, codeSize: codeSize) == bits, "\(count) codes at \(codeSize)")
                #expect(GIFTableOrder.codes(inBits: bits, codeSize: codeSize) == count)
            }
        }
    }

    /// A frame's bytes in the file from its bits are what the compressor writes: the data in
    /// sub-blocks of at most 255 bytes, each led by its length, between the code size and the
    /// empty block: every length up to 600 codes, which crosses two sub-block boundaries.
    @Test func bytesFromBitsAreTheCompressorsBytes() {
        let lzw = GIFLZW()
        let sequence = Self.deBruijn(symbols: 100)
        for count in 0...600 {
            let indices = Array(sequence.prefix(count)).map(UInt8.init)
            let bits = lzw.bits(indices, minimumCodeSize: 7)
            let written = lzw.compress(indices, minimumCodeSize: 7)
            #expect(GIFTableOrder.bytes(bits: bits) == written.count - 2, "\(count) codes: \(bits) bits")
        }
    }

    /// Against an order made in the test the plain way (by frames, ties to the fewest pixels
    /// then the highest entry: the first of the orders compared), on random frames: the
    /// chosen order is a permutation of the colors, the entries after them kept, and its
    /// frames take no more bytes.
    @Test func theChosenOrderIsAPermutationAndNoLargerThanTheOrderByFrames() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for colorCount in [9, 20, 130, 200] {
            for _ in 0..<10 {
                let transparent = UInt8(colorCount)
                let codeSize = GIFLZW.minimumCodeSize(indexCount: colorCount + 1)
                var order = GIFTableOrder(colorCount: colorCount)
                var frames: [(colors: Set<Int>, leaves: Bool, codes: Int)] = []
                var pixels = [Int](repeating: 0, count: colorCount)
                for _ in 0..<(5 + random(25)) {
                    // Low colors are common, high ones rare, so that the frames differ in what they hold.
                    let colors = Set((0..<(1 + random(colorCount))).map { _ in random(1 + random(colorCount)) })
                    var indices: [UInt8] = []
                    for color in colors.sorted() {
                        let count = 1 + random(4)
                        indices += repeatElement(UInt8(color), count: count)
                        pixels[color] += count
                    }
                    let leaves = random(2) == 0
                    if leaves { indices.append(transparent) }
                    let codes = 50 + random(5_000)
                    order.count(
                        IndexedGIFFrame(
                            left: 0, top: 0, width: indices.count, height: 1, palette: nil,
                            colorCount: colorCount + 1, transparentIndex: transparent, indices: indices),
                        bits: GIFTableOrder.bits(codes: codes, codeSize: codeSize))
                    frames.append((colors, leaves, codes))
                }
                func bytes(_ newIndex: [UInt8]) -> Int {
                    frames.reduce(0) { total, frame in
                        let used = Set(frame.colors.map { Int(newIndex[$0]) })
                        var highest = used.max() ?? 0
                        if frame.leaves { highest = max(highest, (0...256).first { !used.contains($0) }!) }
                        let bits = GIFTableOrder.bits(
                            codes: frame.codes, codeSize: GIFLZW.minimumCodeSize(indexCount: highest + 1))
                        return total + GIFTableOrder.bytes(bits: bits)
                    }
                }
                var byFrames = (0..<256).map { UInt8($0) }
                var (placed, running) = (Set<Int>(), [Bool](repeating: true, count: frames.count))
                for place in stride(from: colorCount - 1, through: 0, by: -1) {
                    func hold(_ color: Int) -> Int {
                        frames.indices.filter { running[$0] && frames[$0].colors.contains(color) }.count
                    }
                    let chosen = (0..<colorCount).filter { !placed.contains($0) }.min {
                        (hold($0), pixels[$0], -$0) < (hold($1), pixels[$1], -$1)
                    }!
                    placed.insert(chosen)
                    byFrames[chosen] = UInt8(place)
                    for f in frames.indices where frames[f].colors.contains(chosen) { running[f] = false }
                }
                let chosen = order.newIndices
                #expect(Set(chosen.prefix(colorCount)) == Set((0..<colorCount).map(UInt8.init)))
                #expect(chosen[colorCount...] == byFrames[colorCount...])
                #expect(bytes(chosen) <= bytes(byFrames), "\(colorCount) colors, \(frames.count) frames")
            }
        }
    }

    /// A cyclic sequence over `symbols` in which every ordered pair appears once (the
    /// classic construction from Lyndon words), unrolled so that the pairs stay distinct.
    private static func deBruijn(symbols k: Int) -> [Int] {
        var a = [Int](repeating: 0, count: 3)
        var sequence: [Int] = []
        func extend(_ t: Int, _ p: Int) {
            if t > 2 {
                if 2 % p == 0 { sequence += a[1...p] }
                return
            }
            a[t] = a[t - p]
            extend(t + 1, p)
            for j in a[t - p] + 1..<k where a[t - p] + 1 < k {
                a[t] = j
                extend(t + 1, t)
            }
        }
        extend(1, 1)
        return sequence + [sequence[0]]
    }
}
