import Testing

@testable import TTGCodecs

/// What a frame drawn over the screen leaves as it is.
@Suite struct GIFScreenTests {
    typealias RGB = IndexedGIFFrame.RGB

    /// Six colors, then the transparent entry (6).
    static let palette = [
        RGB(red: 250, green: 250, blue: 250), RGB(red: 20, green: 140, blue: 240), RGB(red: 90, green: 160, blue: 240),
        RGB(red: 200, green: 30, blue: 40), RGB(red: 30, green: 30, blue: 30), RGB(red: 240, green: 200, blue: 20),
        AnimatedGIFEncoder.transparentColor,
    ]
    static let transparent: UInt8 = 6
    static let (width, height) = (16, 12)

    /// A picture of `palette`'s colors, `transparent` where clear: blocks of a few
    /// pixels in a row, like drawn shapes, so that strings repeat.
    static func picture(_ generator: inout GIFDitherTests.Xorshift) -> [UInt8] {
        var indices: [UInt8] = []
        while indices.count < width * height {
            let index = UInt8.random(in: 0...transparent, using: &generator)
            indices += repeatElement(index, count: Int.random(in: 1...5, using: &generator))
        }
        return Array(indices.prefix(width * height))
    }

    /// `before` with some stretches repainted: what the next frame shows, `transparent`
    /// where it shows nothing.
    static func changed(_ before: [UInt8], _ generator: inout GIFDitherTests.Xorshift) -> [UInt8] {
        var after = before
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            let start = Int.random(in: 0..<after.count, using: &generator)
            let end = min(after.count, start + Int.random(in: 1...20, using: &generator))
            let index = UInt8.random(in: 0...transparent, using: &generator)
            for p in start..<end { after[p] = index }
        }
        return after
    }

    /// On random frames over random screens, the frame left shows exactly the next picture,
    /// and names only the colors it must draw somewhere (where the screen shows another):
    /// a color it would draw only over itself is always left transparent, one symbol fewer
    /// to compress.
    @Test func aFrameNamesOnlyTheColorsItMustDraw() {
        let colors = GIFScreen.Colors(Self.palette, transparentIndex: Self.transparent)
        let lzw = GIFLZW()
        var generator = GIFDitherTests.Xorshift(seed: 0x5EED_F00D)
        for trial in 0..<300 {
            let first = Self.picture(&generator)
            let next = Self.changed(first, &generator)
            // The screen after the first picture; the next one can only draw over it, so
            // pixels it turns clear are left as the screen shows them.
            var screen = GIFScreen(width: Self.width, height: Self.height)
            screen.show(
                IndexedGIFFrame(
                    left: 0, top: 0, width: Self.width, height: Self.height, palette: nil, colorCount: 7,
                    transparentIndex: Self.transparent, indices: first),
                colors: colors, clearing: false)
            let shown = screen.pixels
            let wanted = zip(first, next).map { before, now in now == Self.transparent ? before : now }
            let frame = IndexedGIFFrame(
                left: 0, top: 0, width: Self.width, height: Self.height, palette: nil, colorCount: 7,
                transparentIndex: Self.transparent, indices: next)
            let (left, _) = screen.leavingUnchanged(frame, colors: colors, clearing: nil, lzw: lzw)
            screen.show(left, colors: colors, clearing: false)
            let expected = wanted.map { $0 == Self.transparent ? 0 : colors.packed[Int($0)] }
            #expect(screen.pixels == expected, "trial \(trial): the screen after the frame")
            // The colors some pixel must draw: it shows that color now and the screen another.
            let mustDraw = Set(
                wanted.indices.filter { wanted[$0] != Self.transparent && colors.packed[Int(wanted[$0])] != shown[$0] }
                    .map { wanted[$0] })
            let named = Set(left.indices).subtracting([Self.transparent])
            #expect(
                named.isSubset(of: mustDraw), "trial \(trial): names \(named.sorted()), must draw \(mustDraw.sorted())")
        }
    }
}
