import TTGCairo
import TTGCodecs
import TTGGIFReader
import TTGScene
import TTGTestSupport
import Testing

@Suite(.slow) struct AnimatedGIFTests {
    static func encode(
        _ images: [RasterImage], fps: Double = 30, playCount: Int = 0,
        lastFrameDelay: Int? = nil
    ) throws -> [UInt8] {
        try AnimatedGIFEncoder.encode(
            images, fps: fps, playCount: playCount, lastFrameDelayCentiseconds: lastFrameDelay)
    }

    /// An encoder for `images`' palette whose output goes to `bytes`.
    static func encoder(
        for images: [RasterImage], width: Int = 48, height: Int = 32, into bytes: OutputBytes = OutputBytes()
    ) throws -> AnimatedGIFEncoder {
        let histogram = try GIFColorHistogram()
        for image in images { try histogram.add(image) }
        return try AnimatedGIFEncoder(
            width: width, height: height, fps: 30, palette: try histogram.palette()
        ) { bytes.value += $0 }
    }

    final class OutputBytes {
        var value: [UInt8] = []
    }

    static let squares = (0..<30).map(AnimationFrames.movingSquare(frame:))

    @Test func gifsicleReadsFramesScreenLoopAndDelays() throws {
        let info = try runTool("/usr/bin/gifsicle", ["--info"], on: Self.encode(Self.squares), fileExtension: "gif")
        #expect(info.contains(" 30 images\n"), "\(info)")
        #expect(info.contains("logical screen 48x32"))
        #expect(info.contains("loop forever"))
        let delays = info.matches(of: #/delay (\d+)\.(\d\d)s/#).map { Int($0.1)! * 100 + Int($0.2)! }
        #expect(delays == (0..<30).map { AnimatedGIFEncoder.delayCentiseconds(frame: $0, fps: 30) })
        #expect(delays.reduce(0, +) == 100)
        // The square leaves pixels transparent every frame: each frame clears the screen for the next.
        #expect(info.matches(of: #/disposal background/#).count == 30)
        #expect(info.matches(of: #/transparent \d+/#).count == 30)
        #expect(info.contains("global color table [2]"), "red and the transparent entry")
        #expect(!info.contains("local color table"))
        // Each frame is the square's rectangle (with its kept alpha-200 column), not the whole screen.
        #expect(info.matches(of: #/image #\d+ 13x12 at \d+,10/#).count == 30, "\(info)")
        #expect(!info.contains("comment"))
    }

    @Test func delaysAreRoundedCumulativelySoTheTotalIsExact() {
        func delays(_ count: Int, _ fps: Double) -> [Int] {
            (0..<count).map { AnimatedGIFEncoder.delayCentiseconds(frame: $0, fps: fps) }
        }
        #expect(delays(6, 30) == [3, 4, 3, 3, 4, 3])
        #expect(delays(30, 30).reduce(0, +) == 100)
        #expect(delays(4, 40) == [3, 2, 3, 2])
        #expect(delays(50, 50) == Array(repeating: 2, count: 50))
        #expect(delays(7, 7).reduce(0, +) == 100)
        #expect(delays(1000, 29.97).reduce(0, +) == 3337)  // round(1000 · 100 / 29.97) = round(3336.67)
        #expect(delays(300, 45).allSatisfy { $0 >= 2 })
    }

    @Test func frameRatesAGIFCannotPlayAreRefused() throws {
        #expect(
            throws: CodecError.gifEncoding(
                "51 fps is too fast for a GIF: frame delays are whole centiseconds "
                    + "and browsers play delays under 2 cs at 10 cs; use 50 fps or less")
        ) {
            try AnimatedGIFEncoder.validate(fps: 51)
        }
        #expect(throws: CodecError.self) { try AnimatedGIFEncoder.encode(Self.squares, fps: 60) }
        for fps in [0, -1, .nan, .infinity, 0.001] {
            #expect(throws: CodecError.self, "\(fps)") { try AnimatedGIFEncoder.validate(fps: fps) }
        }
        for fps in [50, 30, 12.5, 1, 0.01] { try AnimatedGIFEncoder.validate(fps: fps) }
    }

    @Test func transparencyFollowsTheAlphaThreshold() throws {
        let decoded = try DecodedGIF(Self.encode(Self.squares))
        #expect(decoded.frames.count == 30)
        for (i, screen) in decoded.screens.enumerated() {
            let source = Self.squares[i]
            #expect(decoded.frames[i].disposal == 2)
            for p in 0..<source.width * source.height {
                let sourceAlpha = source.pixels[4 * p + 3]
                #expect((screen[4 * p + 3] == 0) == (sourceAlpha < 128), "frame \(i) pixel \(p)")
            }
            let left = AnimationFrames.squareLeft(frame: i)
            for x in [left, left + 6, left + 12] {  // opaque, opaque, the alpha-200 edge
                let p = (16 * source.width + x) * 4
                #expect(Array(screen[p..<p + 4]) == [230, 20, 30, 255], "frame \(i) x \(x)")
            }
        }
    }

    /// Over an opaque background only the square's old and new places change: each frame is
    /// that rectangle, drawn over the one before ("leave in place"); what the player shows is
    /// every frame exactly.
    @Test func onlyWhatChangesIsStored() throws {
        let images = (0..<12).map(AnimationFrames.squareOverBackground(frame:))
        let decoded = try DecodedGIF(Self.encode(images))
        #expect(decoded.frames.count == 12)
        // Nothing is ever cleared: the first frame, drawn whole, covers what the last shows.
        #expect(decoded.frames.allSatisfy { $0.disposal == 1 })
        let first = decoded.frames[0]
        #expect((first.left, first.top, first.width, first.height) == (0, 0, 48, 32))
        for i in 1..<12 {
            let frame = decoded.frames[i]
            // The square (12 opaque columns, then two soft ones that blend into the background) moves 2 px.
            let (before, now) = (AnimationFrames.squareLeft(frame: i - 1), AnimationFrames.squareLeft(frame: i))
            #expect(frame.left == min(before, now) && frame.top == 10 && frame.height == 12, "frame \(i)")
            #expect(frame.left + frame.width == max(before, now) + 14, "frame \(i)")
        }
        // Played twice without clearing the screen in between, as some players do.
        for (i, screen) in decoded.screens(playing: 2).enumerated() {
            let same = screen == images[i % 12].pixels
            #expect(same, "frame \(i)")
        }
    }

    /// The last frame clears what the first leaves transparent, and only that: the
    /// animation starts again right in a player that does not clear the screen.
    @Test func theLastFrameLeavesTheScreenReadyForTheFirst() throws {
        // An opaque 12 × 12 square moving 2 px a frame over a transparent screen.
        let images = (0..<6).map { frame -> RasterImage in
            var pixels = [UInt8](repeating: 0, count: 48 * 32 * 4)
            for y in 10..<22 {
                for x in 2 + 2 * frame..<14 + 2 * frame {
                    pixels.replaceSubrange((y * 48 + x) * 4..<(y * 48 + x) * 4 + 4, with: [230, 20, 30, 255])
                }
            }
            return RasterImage(width: 48, height: 32, pixels: pixels)
        }
        let decoded = try DecodedGIF(Self.encode(images))
        let last = try #require(decoded.frames.last)
        #expect(last.disposal == 2)
        // The last square reaches column 24; the first covers columns 2..<14.
        #expect(last.top == 10 && last.height == 12 && last.left + last.width == 24 && last.left >= 12)
        // Compared as Bools: a failure names the frame without printing two screens.
        for (i, screen) in decoded.screens(playing: 3).enumerated() {
            let same = screen == images[i % 6].pixels
            #expect(same, "frame \(i)")
        }
    }

    /// Noise of 200 colors over 300 × 300 pixels fills the 4096-code dictionary many times:
    /// giflib's decoder reads every pixel back exactly.
    @Test func longNoiseDecodesExactly() throws {
        var state: UInt32 = 12_345
        var pixels: [UInt8] = []
        for _ in 0..<300 * 300 {
            state = state &* 1_664_525 &+ 1_013_904_223
            let value = Int(state >> 24) % 200
            pixels += [UInt8(value), UInt8(255 - value), UInt8(value / 2), 255]
        }
        let image = RasterImage(width: 300, height: 300, pixels: pixels)
        let decoded = try DecodedGIF(Self.encode([image]))
        #expect(decoded.screens == [pixels])
    }

    /// A frame identical to the one before is not stored again: the earlier frame shows longer.
    @Test func aFrameThatRepeatsOnlyLengthensTheDelay() throws {
        let images = [0, 0, 0, 1, 2, 2].map(AnimationFrames.movingSquare(frame:))
        let decoded = try DecodedGIF(Self.encode(images))
        let delays = (0..<6).map { AnimatedGIFEncoder.delayCentiseconds(frame: $0, fps: 30) }
        #expect(
            decoded.frames.map(\.delayCentiseconds) == [delays[0...2].reduce(0, +), delays[3], delays[4] + delays[5]])
        let held = try DecodedGIF(Self.encode(images, lastFrameDelay: 500))
        #expect(held.frames.map(\.delayCentiseconds) == [delays[0...2].reduce(0, +), delays[3], delays[4] + 500])
    }

    /// Frames whose colors the shared palette cannot hold well get their own tables.
    @Test func framesFarFromTheSharedPaletteGetTheirOwn() throws {
        let images = [AnimationFrames.gradient(), AnimationFrames.gradient(channels: [2, 1, 0])]
        let decoded = try DecodedGIF(Self.encode(images))
        #expect(decoded.frames.contains { $0.hasLocalColorTable }, "\(decoded.frames.map(\.hasLocalColorTable))")
        for (i, screen) in decoded.screens.enumerated() {
            let squared = zip(screen, images[i].pixels).map { (Int($0) - Int($1)) * (Int($0) - Int($1)) }
            let rootMeanSquare = (Double(squared.reduce(0, +)) / Double(64 * 64 * 3)).squareRoot()
            // 4096 colors in 256 entries: about 16 levels a step, 16 / √12 ≈ 4.6 root mean square.
            #expect(rootMeanSquare < 5, "frame \(i): \(rootMeanSquare)")
        }
    }

    @Test func theTransparentEntryComesAfterTheColors() throws {
        let square = try DecodedGIF(Self.encode([AnimationFrames.movingSquare(frame: 3)]))
        #expect(square.frames[0].transparentIndex == 1)
        #expect(square.frames[0].indices.allSatisfy { $0 == 0 }, "the square's rectangle is all red")
        #expect(Array(square.frames[0].rgba.prefix(4)) == [230, 20, 30, 255])

        let empty = try DecodedGIF(Self.encode([RasterImage(width: 5, height: 4, color: .clear)]))
        #expect(empty.frames.count == 1 && empty.frames[0].transparentIndex == 0)
        #expect(empty.screens == [Array(repeating: 0, count: 5 * 4 * 4)])
    }

    @Test func aGradientOfManyColorsStaysClose() throws {
        let image = AnimationFrames.gradient()
        let decoded = try DecodedGIF(Self.encode([image]))
        let frame = try #require(decoded.frames.first)
        #expect(frame.colorTableSize == 256)
        let error = zip(frame.rgba, image.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +)
        let meanError = Double(error) / Double(image.width * image.height * 3)
        #expect(meanError < 5, "mean error \(meanError) per channel")
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        let images = (0..<8).map { AnimationFrames.gradient(frame: $0) }
        #expect(try Self.encode(images) == Self.encode(images))
    }

    /// The global color table comes first in the file and its order needs every frame: the
    /// frames wait in a temporary file, and the bytes go out when the GIF is finished.
    @Test func theFileIsHandedWhenItIsFinished() throws {
        let output = Self.OutputBytes()
        let gif = try Self.encoder(for: Self.squares, into: output)
        for image in Self.squares.prefix(10) { try gif.append(image) }
        #expect(output.value.isEmpty)
        try gif.finish()
        #expect(Array(output.value.prefix(6)) == Array("GIF89a".utf8) && output.value.last == 0x3B)
        #expect(output.value == (try Self.encode(Array(Self.squares.prefix(10)))))
    }

    /// A frame disposed to background clears its whole rectangle, so that rectangle only
    /// needs the pixels the next frame turns transparent: here a dot that goes, not the
    /// square beside it that stays. What the player shows is every frame exactly.
    @Test func aFrameClearsOnlyWhatTheNextTurnsTransparent() throws {
        func frame(dot: Bool) -> RasterImage {
            var pixels = [UInt8](repeating: 0, count: 48 * 32 * 4)
            func paint(_ x: Int, _ y: Int, _ color: [UInt8]) {
                pixels.replaceSubrange((y * 48 + x) * 4..<(y * 48 + x) * 4 + 4, with: color + [255])
            }
            for y in 4..<28 { for x in 4..<28 { paint(x, y, [20, 120, 220]) } }
            if dot { for y in 12..<14 { for x in 40..<42 { paint(x, y, [230, 20, 30]) } } }
            return RasterImage(width: 48, height: 32, pixels: pixels)
        }
        let images = [frame(dot: false), frame(dot: true), frame(dot: false), frame(dot: true)]
        let decoded = try DecodedGIF(Self.encode(images))
        #expect(decoded.frames.count == 4)
        // The square, drawn first, stays; the dot is drawn, then cleared with just its place.
        let (square, dot) = (decoded.frames[0], decoded.frames[1])
        #expect((square.left, square.top, square.width, square.height, square.disposal) == (4, 4, 24, 24, 1))
        #expect((dot.left, dot.top, dot.width, dot.height, dot.disposal) == (40, 12, 2, 2, 2))
        let next = decoded.frames[2]
        #expect(next.width * next.height == 1, "the square stays on the screen: \(next.width)x\(next.height)")
        for (i, screen) in decoded.screens.enumerated() {
            #expect(screen == images[i].pixels, "frame \(i)")
        }
    }

    /// 100 frames use 40 colors and one frame 160 others: with the colors most frames use
    /// first in the table, those 100 frames name entries below 64 only (6-bit codes).
    @Test func theColorsMostFramesUseComeFirst() throws {
        func image(colors: Range<Int>, shift: Int) -> RasterImage {
            var pixels: [UInt8] = []
            for p in 0..<48 * 32 {
                let color = colors.lowerBound + (p / 7 + shift) % colors.count
                pixels += [UInt8(color), UInt8(255 - color), UInt8(color * 7 % 256), 255]
            }
            return RasterImage(width: 48, height: 32, pixels: pixels)
        }
        let rare = image(colors: 40..<200, shift: 0)
        let common = (0..<100).map { image(colors: 0..<40, shift: $0) }
        let images = [rare] + common
        let decoded = try DecodedGIF(Self.encode(images))
        #expect(decoded.frames.count == images.count)
        for frame in decoded.frames.dropFirst() where !frame.hasLocalColorTable {
            #expect(Int(frame.indices.max() ?? 0) < 64)
        }
        for (i, screen) in decoded.screens.enumerated() {
            #expect(screen == images[i].pixels, "frame \(i)")
        }
    }

    /// Browsers play a NETSCAPE2.0 loop count c c + 1 times (no extension: once), so N plays are written as N − 1.
    @Test func playCountIsTheLoopCountPlusOne() throws {
        let frames = Array(Self.squares.prefix(3))
        #expect(try DecodedGIF(Self.encode(frames)).loopCount == 0)
        #expect(try DecodedGIF(Self.encode(frames, playCount: 1)).loopCount == nil)
        #expect(try DecodedGIF(Self.encode(frames, playCount: 2)).loopCount == 1)
        #expect(try DecodedGIF(Self.encode(frames, playCount: 65_535)).loopCount == 65_534)
        let twice = try runTool(
            "/usr/bin/gifsicle", ["--info"], on: Self.encode(frames, playCount: 3), fileExtension: "gif")
        #expect(twice.contains("loop count 2"), "\(twice)")
        let once = try runTool(
            "/usr/bin/gifsicle", ["--info"], on: Self.encode(frames, playCount: 1), fileExtension: "gif")
        #expect(!once.contains("loop"), "\(once)")
        #expect(AnimatedGIFEncoder.netscapeLoopCount(playCount: 0) == 0)
        #expect(AnimatedGIFEncoder.netscapeLoopCount(playCount: 1) == nil)
        #expect(AnimatedGIFEncoder.netscapeLoopCount(playCount: 4) == 3)
        for count in [-1, 65_536] {
            #expect(throws: CodecError.self, "\(count)") {
                try AnimatedGIFEncoder.encode(frames, fps: 30, playCount: count)
            }
        }
    }

    @Test func theLastFrameCanBeHeld() throws {
        let regular = (0..<6).map { AnimatedGIFEncoder.delayCentiseconds(frame: $0, fps: 30) }
        let held = try DecodedGIF(Self.encode(Array(Self.squares.prefix(6)), lastFrameDelay: regular[5] + 150))
        #expect(held.frames.map(\.delayCentiseconds) == regular.dropLast() + [regular[5] + 150])
        // The frames themselves do not change, only the last delay.
        let plain = try DecodedGIF(Self.encode(Array(Self.squares.prefix(6))))
        #expect(plain.frames.map(\.delayCentiseconds) == regular)
        #expect(held.frames.map(\.indices) == plain.frames.map(\.indices))
        let one = try DecodedGIF(Self.encode([Self.squares[0]], lastFrameDelay: 65_535))
        #expect(one.frames.map(\.delayCentiseconds) == [65_535])
        let gif = try Self.encoder(for: [Self.squares[0]])
        try gif.append(Self.squares[0])
        #expect(throws: CodecError.gifEncoding("the last frame's delay must be 0 to 65535 cs, not 65536")) {
            try gif.finish(lastFrameDelayCentiseconds: 65_536)
        }
    }

    @Test func misuseGetsClearErrors() throws {
        let gif = try Self.encoder(for: Self.squares)
        #expect(throws: CodecError.gifEncoding("the animation has no frames")) { try gif.finish() }
        #expect(throws: CodecError.gifEncoding("frame 0 is 64x64, the animation 48x32")) {
            try gif.append(AnimationFrames.gradient())
        }
        try gif.append(Self.squares[0])
        try gif.finish()
        #expect(throws: CodecError.self) { try gif.finish() }
        #expect(throws: CodecError.self) { try gif.append(Self.squares[1]) }
        #expect(throws: CodecError.self) { try Self.encoder(for: Self.squares, width: 0, height: 10) }
        let histogram = try GIFColorHistogram()
        #expect(throws: CodecError.gifEncoding("the animation has no frames")) { try histogram.palette() }
        try histogram.add(Self.squares[0])
        #expect(throws: CodecError.gifEncoding("a frame is 64x64, the first 48x32")) {
            try histogram.add(AnimationFrames.gradient())
        }
        #expect(throws: CodecError.gifEncoding("the animation has no frames")) {
            try AnimatedGIFEncoder.encode([], fps: 30)
        }
        #expect("\(CodecError.gifEncoding("x"))" == "cannot encode GIF: x")
    }
}
