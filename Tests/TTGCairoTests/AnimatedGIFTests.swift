import Dispatch
import TTGCairo
import TTGScene
import TTGTestSupport
import Testing

@Suite struct AnimatedGIFTests {
    static func encode(
        _ images: [RasterImage], fps: Double = 30, playCount: Int = 0,
        lastFrameDelay: Int? = nil
    ) throws -> [UInt8] {
        let gif = try AnimatedGIFEncoder(
            width: images[0].width, height: images[0].height, fps: fps, playCount: playCount)
        for image in images { try gif.append(AnimatedGIFEncoder.quantize(image)) }
        return try gif.finish(lastFrameDelayCentiseconds: lastFrameDelay)
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
        #expect(info.matches(of: #/disposal background/#).count == 30)
        #expect(info.matches(of: #/transparent \d+/#).count == 30)
        #expect(info.matches(of: #/local color table \[2\]/#).count == 30, "red and the transparent entry")
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
            throws: RenderError.gifEncoding(
                "51 fps is too fast for a GIF: frame delays are whole centiseconds "
                    + "and browsers play delays under 2 cs at 10 cs; use 50 fps or less")
        ) {
            try AnimatedGIFEncoder.validate(fps: 51)
        }
        #expect(throws: RenderError.self) { try AnimatedGIFEncoder(width: 10, height: 10, fps: 60) }
        for fps in [0, -1, .nan, .infinity, 0.001] {
            #expect(throws: RenderError.self, "\(fps)") { try AnimatedGIFEncoder.validate(fps: fps) }
        }
        for fps in [50, 30, 12.5, 1, 0.01] { try AnimatedGIFEncoder.validate(fps: fps) }
    }

    @Test func transparencyFollowsTheAlphaThreshold() throws {
        let decoded = try DecodedGIF(Self.encode(Self.squares))
        #expect(decoded.frames.count == 30)
        for (i, frame) in decoded.frames.enumerated() {
            let source = Self.squares[i]
            let transparent = try #require(frame.transparentIndex)
            #expect(frame.disposal == 2)
            for p in 0..<source.width * source.height {
                let sourceAlpha = source.pixels[4 * p + 3]
                #expect((frame.indices[p] == transparent) == (sourceAlpha < 128), "frame \(i) pixel \(p)")
            }
            let left = AnimationFrames.squareLeft(frame: i)
            for x in [left, left + 6, left + 12] {  // opaque, opaque, the alpha-200 edge
                let p = (16 * source.width + x) * 4
                #expect(Array(frame.rgba[p..<p + 4]) == [230, 20, 30, 255], "frame \(i) x \(x)")
            }
        }
    }

    @Test func quantizedFramesKeepTheTransparentIndexLast() throws {
        let square = try AnimatedGIFEncoder.quantize(AnimationFrames.movingSquare(frame: 3))
        #expect(square.transparentIndex == UInt8(square.palette.count - 1))
        #expect(square.palette.first == IndexedGIFFrame.RGB(red: 230, green: 20, blue: 30))

        let gradient = try AnimatedGIFEncoder.quantize(AnimationFrames.gradient())
        #expect(gradient.transparentIndex == nil)
        #expect(gradient.palette.count == 256)

        let empty = try AnimatedGIFEncoder.quantize(RasterImage(width: 5, height: 4, color: .clear))
        #expect(empty.palette.count == 1 && empty.transparentIndex == 0)
        #expect(empty.indices == Array(repeating: 0, count: 20))
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

    @Test func theSameFramesGiveTheSameBytesWhateverTheThreads() throws {
        let images = (0..<8).map { AnimationFrames.gradient(frame: $0) }
        let serial = try Self.encode(images)
        #expect(try Self.encode(images) == serial)

        let frames = ParallelResults<IndexedGIFFrame>(count: images.count)
        DispatchQueue.concurrentPerform(iterations: images.count) { i in
            frames.set(i, try? AnimatedGIFEncoder.quantize(images[i]))
        }
        let gif = try AnimatedGIFEncoder(width: 64, height: 64, fps: 30)
        for frame in frames.values { try gif.append(try #require(frame)) }
        #expect(try gif.finish() == serial)
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
            #expect(throws: RenderError.self, "\(count)") {
                try AnimatedGIFEncoder(width: 8, height: 8, fps: 30, playCount: count)
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
        let gif = try AnimatedGIFEncoder(width: 48, height: 32, fps: 30)
        try gif.append(AnimatedGIFEncoder.quantize(Self.squares[0]))
        #expect(throws: RenderError.gifEncoding("the last frame's delay must be 0 to 65535 cs, not 65536")) {
            try gif.finish(lastFrameDelayCentiseconds: 65_536)
        }
    }

    @Test func misuseGetsClearErrors() throws {
        let gif = try AnimatedGIFEncoder(width: 48, height: 32, fps: 30)
        #expect(throws: RenderError.gifEncoding("the animation has no frames")) { try gif.finish() }
        #expect(throws: RenderError.gifEncoding("frame 0 is 64x64, the animation 48x32")) {
            try gif.append(AnimatedGIFEncoder.quantize(AnimationFrames.gradient()))
        }
        try gif.append(AnimatedGIFEncoder.quantize(Self.squares[0]))
        _ = try gif.finish()
        #expect(throws: RenderError.self) { try gif.finish() }
        #expect(throws: RenderError.self) { try gif.append(AnimatedGIFEncoder.quantize(Self.squares[1])) }
        #expect(throws: RenderError.self) { try AnimatedGIFEncoder(width: 0, height: 10, fps: 30) }
        #expect("\(RenderError.gifEncoding("x"))" == "cannot encode GIF: x")
    }
}
