import TTGCairo
import TTGScene
import TTGTestSupport
import Testing

@Suite struct AnimatedWebPTests {
    static func encode(_ images: [RasterImage], fps: Double = 30, quality: Double? = nil) throws -> [UInt8] {
        let webp = try AnimatedWebPEncoder(width: images[0].width, height: images[0].height, quality: quality)
        for (i, image) in images.enumerated() {
            try webp.append(image, timestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: i, fps: fps))
        }
        return try webp.finish(
            endTimestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: images.count, fps: fps))
    }

    static let squares = (0..<30).map(AnimationFrames.movingSquare(frame:))

    /// The chunk names webpinfo lists, e.g. "VP8L", "VP8 ", "ALPH".
    static func chunkNames(_ info: String) -> [String] {
        info.matches(of: #/Chunk (.{4}) at offset/#).map { String($0.1) }
    }

    @Test func webpmuxReadsFramesCanvasLoopAndDurations() throws {
        let bytes = try Self.encode(Self.squares)
        let info = try runTool("/usr/bin/webpmux", ["-info"], on: bytes, fileExtension: "webp")
        #expect(info.contains("Canvas size: 48 x 32"), "\(info)")
        #expect(info.contains("Loop Count : 0"))
        #expect(info.contains("Number of frames: 30"))
        let durations = info.matches(of: #/^ *\d+: +\d+ +\d+ +\w+ +\d+ +\d+ +(\d+) /#.anchorsMatchLineEndings())
            .map { Int($0.1)! }
        #expect(
            durations
                == (0..<30).map {
                    AnimatedWebPEncoder.timestampMilliseconds(frame: $0 + 1, fps: 30)
                        - AnimatedWebPEncoder.timestampMilliseconds(frame: $0, fps: 30)
                })
        #expect(durations.reduce(0, +) == 1000)
        #expect(Array(durations.prefix(3)) == [33, 34, 33])
    }

    @Test func losslessByDefaultLossyWithAQuality() throws {
        let lossless = try runTool("/usr/bin/webpinfo", [], on: Self.encode(Self.squares), fileExtension: "webp")
        #expect(lossless.contains("No error detected."), "\(lossless)")
        #expect(Self.chunkNames(lossless).filter { $0 == "VP8L" }.count == 30)
        #expect(!Self.chunkNames(lossless).contains("VP8 "))

        let lossy = try runTool(
            "/usr/bin/webpinfo", [], on: Self.encode(Self.squares, quality: 75), fileExtension: "webp")
        #expect(lossy.contains("No error detected."), "\(lossy)")
        #expect(Self.chunkNames(lossy).filter { $0 == "VP8 " }.count == 30)
        #expect(Self.chunkNames(lossy).filter { $0 == "ALPH" }.count == 30)
        #expect(!Self.chunkNames(lossy).contains("VP8L"))
    }

    @Test func losslessFramesDecodeToTheSourcePixels() throws {
        let decoded = try DecodedWebP(Self.encode(Self.squares))
        #expect(decoded.width == 48 && decoded.height == 32 && decoded.loopCount == 0)
        #expect(
            decoded.frames.map(\.endMilliseconds)
                == (1...30).map { AnimatedWebPEncoder.timestampMilliseconds(frame: $0, fps: 30) })
        for (frame, source) in zip(decoded.frames, Self.squares) {
            // Alpha exactly everywhere, color exactly wherever it can be seen.
            let visible = (0..<source.pixels.count).filter { source.pixels[$0 | 3] > 0 || $0 % 4 == 3 }
            #expect(visible.allSatisfy { frame.rgba[$0] == source.pixels[$0] })
        }
    }

    @Test func lossyFramesDecodeNearTheSourcePixels() throws {
        let images = (0..<4).map { AnimationFrames.gradient(frame: $0) }
        let decoded = try DecodedWebP(Self.encode(images, quality: 75))
        #expect(decoded.frames.count == 4)
        for (frame, source) in zip(decoded.frames, images) {
            let error = zip(frame.rgba, source.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +)
            #expect(Double(error) / Double(source.pixels.count) < 4, "mean error per channel")
            let center = (32 * 64 + 32) * 4
            #expect(
                zip(frame.rgba[center..<center + 4], source.pixels[center..<center + 4])
                    .allSatisfy { abs(Int($0) - Int($1)) <= 12 })
        }
    }

    /// A WebP's loop count is the number of plays (0 forever), unlike a GIF's.
    @Test func playCountIsTheLoopCount() throws {
        func encoded(playCount: Int) throws -> [UInt8] {
            let webp = try AnimatedWebPEncoder(width: 48, height: 32, playCount: playCount)
            try webp.append(Self.squares[0], timestampMilliseconds: 0)
            try webp.append(Self.squares[1], timestampMilliseconds: 50)
            return try webp.finish(endTimestampMilliseconds: 100)
        }
        #expect(try DecodedWebP(encoded(playCount: 0)).loopCount == 0)
        #expect(try DecodedWebP(encoded(playCount: 1)).loopCount == 1)
        #expect(try DecodedWebP(encoded(playCount: 3)).loopCount == 3)
        #expect(try DecodedWebP(encoded(playCount: 65_535)).loopCount == 65_535)
        let info = try runTool("/usr/bin/webpmux", ["-info"], on: encoded(playCount: 3), fileExtension: "webp")
        #expect(info.contains("Loop Count : 3"), "\(info)")
        for count in [-1, 65_536] {
            #expect(throws: RenderError.self, "\(count)") {
                try AnimatedWebPEncoder(width: 8, height: 8, playCount: count)
            }
        }
    }

    /// The end given to finish is the last frame's end: a later one holds it.
    @Test func theLastFrameCanBeHeld() throws {
        let webp = try AnimatedWebPEncoder(width: 48, height: 32)
        for i in 0..<3 {
            try webp.append(
                Self.squares[i], timestampMilliseconds: AnimatedWebPEncoder.timestampMilliseconds(frame: i, fps: 30))
        }
        let decoded = try DecodedWebP(webp.finish(endTimestampMilliseconds: 100 + 1500))
        #expect(decoded.frames.map(\.endMilliseconds) == [33, 67, 1600])
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        #expect(try Self.encode(Self.squares) == Self.encode(Self.squares))
        let gradients = (0..<4).map { AnimationFrames.gradient(frame: $0) }
        #expect(try Self.encode(gradients, quality: 60) == Self.encode(gradients, quality: 60))
    }

    @Test func timestampsAreRoundedSoTheTotalIsExact() throws {
        #expect((0...4).map { AnimatedWebPEncoder.timestampMilliseconds(frame: $0, fps: 30) } == [0, 33, 67, 100, 133])
        #expect(AnimatedWebPEncoder.timestampMilliseconds(frame: 30, fps: 30) == 1000)
        #expect(AnimatedWebPEncoder.timestampMilliseconds(frame: 1000, fps: 29.97) == 33367)
        #expect(
            throws: RenderError.webpEncoding(
                "91 fps is too fast for an animated WebP: browsers play frames "
                    + "of 10 ms or less at 100 ms; use 90 fps or less")
        ) {
            try AnimatedWebPEncoder.validate(fps: 91)
        }
        for fps in [0, -5, .nan, .infinity] {
            #expect(throws: RenderError.self, "\(fps)") { try AnimatedWebPEncoder.validate(fps: fps) }
        }
        for fps in [90, 60, 30, 0.5] { try AnimatedWebPEncoder.validate(fps: fps) }
    }

    @Test func misuseGetsClearErrors() throws {
        for quality in [-1, 100.5, .nan] {
            #expect(throws: RenderError.self, "\(quality)") {
                try AnimatedWebPEncoder(width: 8, height: 8, quality: quality)
            }
        }
        #expect(throws: RenderError.self) { try AnimatedWebPEncoder(width: 20_000, height: 8) }
        let webp = try AnimatedWebPEncoder(width: 48, height: 32)
        #expect(throws: RenderError.webpEncoding("the animation has no frames")) {
            try webp.finish(endTimestampMilliseconds: 100)
        }
        #expect(throws: RenderError.webpEncoding("frame 0 is 64x64, the animation 48x32")) {
            try webp.append(AnimationFrames.gradient(), timestampMilliseconds: 0)
        }
        try webp.append(Self.squares[0], timestampMilliseconds: 0)
        #expect(
            throws: RenderError.webpEncoding(
                "frame 1 is at 0 ms; it must be after the previous frame at 0 ms "
                    + "(at most 2147483647 ms)")
        ) {
            try webp.append(Self.squares[1], timestampMilliseconds: 0)
        }
        #expect(throws: RenderError.self) { try webp.finish(endTimestampMilliseconds: 0) }
        #expect(try webp.finish(endTimestampMilliseconds: 40).count > 0)
        #expect(throws: RenderError.self) { try webp.finish(endTimestampMilliseconds: 80) }
        #expect(throws: RenderError.self) { try webp.append(Self.squares[1], timestampMilliseconds: 40) }
        #expect("\(RenderError.webpEncoding("x"))" == "cannot encode WebP: x")
    }
}
