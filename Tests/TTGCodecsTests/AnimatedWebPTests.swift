import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGScene
import TTGTestSupport
import Testing

@Suite(.slow) struct AnimatedWebPTests {
    static func encode(_ images: [RasterImage], fps: Double = 30, quality: Double? = nil) throws -> [UInt8] {
        let webp = try InMemoryWebP(width: images[0].width, height: images[0].height, quality: quality)
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
            let webp = try InMemoryWebP(width: 48, height: 32, playCount: playCount)
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
            #expect(throws: CodecError.self, "\(count)") {
                try InMemoryWebP(width: 8, height: 8, playCount: count)
            }
        }
    }

    /// The end given to finish is the last frame's end: a later one holds it.
    @Test func theLastFrameCanBeHeld() throws {
        let webp = try InMemoryWebP(width: 48, height: 32)
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
            throws: CodecError.webpEncoding(
                "91 fps is too fast for an animated WebP: browsers play frames "
                    + "of 10 ms or less at 100 ms; use 90 fps or less")
        ) {
            try AnimatedWebPEncoder.validate(fps: 91)
        }
        for fps in [0, -5, .nan, .infinity] {
            #expect(throws: CodecError.self, "\(fps)") { try AnimatedWebPEncoder.validate(fps: fps) }
        }
        for fps in [90, 60, 30, 0.5] { try AnimatedWebPEncoder.validate(fps: fps) }
    }

    @Test func misuseGetsClearErrors() throws {
        for quality in [-1, 100.5, .nan] {
            #expect(throws: CodecError.self, "\(quality)") {
                try InMemoryWebP(width: 8, height: 8, quality: quality)
            }
        }
        #expect(throws: CodecError.self) { try InMemoryWebP(width: 20_000, height: 8) }
        let webp = try InMemoryWebP(width: 48, height: 32)
        #expect(throws: CodecError.webpEncoding("the animation has no frames")) {
            try webp.finish(endTimestampMilliseconds: 100)
        }
        #expect(throws: CodecError.webpEncoding("frame 0 is 64x64, the animation 48x32")) {
            try webp.append(AnimationFrames.gradient(), timestampMilliseconds: 0)
        }
        try webp.append(Self.squares[0], timestampMilliseconds: 0)
        #expect(
            throws: CodecError.webpEncoding(
                "frame 1 is at 0 ms; it must be after the previous frame at 0 ms "
                    + "(at most 2147483647 ms)")
        ) {
            try webp.append(Self.squares[1], timestampMilliseconds: 0)
        }
        #expect(throws: CodecError.self) { try webp.finish(endTimestampMilliseconds: 0) }
        #expect(try webp.finish(endTimestampMilliseconds: 40).count > 0)
        #expect(throws: CodecError.self) { try webp.finish(endTimestampMilliseconds: 80) }
        #expect(throws: CodecError.self) { try webp.append(Self.squares[1], timestampMilliseconds: 40) }
        #expect("\(CodecError.webpEncoding("x"))" == "cannot encode WebP: x")
    }

    /// Only what changes is stored: a frame the same as the one before lengthens its delay, a
    /// frame that changes a small area stores that area (from an even corner), and a pixel that
    /// turns transparent is cleared (the frame replaces the canvas there).
    @Test func framesStoreOnlyWhatChanges() throws {
        /// 10 × 10 squares with their left edges at `xs`, on a transparent 64 × 48 canvas.
        func squares(at xs: [Int], opacity: UInt8 = 255) -> RasterImage {
            var pixels = [UInt8](repeating: 0, count: 64 * 48 * 4)
            for x in xs {
                for row in 10..<20 {
                    for column in x..<x + 10 {
                        let i = (row * 64 + column) * 4
                        pixels[i..<i + 4] = [200, 40, 90, opacity]
                    }
                }
            }
            return RasterImage(width: 64, height: 48, pixels: pixels)
        }
        let images = [
            squares(at: [5]), squares(at: [5]), squares(at: [9]), squares(at: [9, 41]),
            squares(at: [9, 41], opacity: 100),
        ]
        let bytes = try Self.encode(images, fps: 10)
        let info = try runTool("/usr/bin/webpmux", ["-info"], on: bytes, fileExtension: "webp")
        // webpmux: No.: width height alpha x_offset y_offset duration dispose blend image_size compression
        let rows = info.matches(
            of: #/^ *\d+: +(\d+) +(\d+) +\w+ +(\d+) +(\d+) +(\d+) +\w+ +(\w+) /#
                .anchorsMatchLineEndings()
        ).map { [$0.1, $0.2, $0.3, $0.4, $0.5, $0.6].map(String.init) }
        #expect(rows.count == 4, "\(info)")
        // The first frame is whole, and lasts two frames.
        #expect(rows.first == ["64", "48", "0", "0", "200", "no"], "\(info)")
        // The square moves 4 px: columns 5 to 18 change, stored from column 4; the uncovered
        // pixels turn transparent, so the frame replaces the canvas.
        #expect(rows.dropFirst().first == ["15", "10", "4", "10", "100", "no"], "\(info)")
        // A second square appears: only opaque pixels change, blended over the canvas if smaller.
        #expect(rows.dropFirst(2).first?.prefix(4) == ["11", "10", "40", "10"], "\(info)")
        // Both turn translucent: replaced, not blended.
        #expect(rows.dropFirst(3).first?[5] == "no", "\(info)")
        let decoded = try DecodedWebP(bytes)
        #expect(decoded.frames.map(\.endMilliseconds) == [200, 300, 400, 500])
        for (index, (frame, source)) in zip(decoded.frames, [images[0], images[2], images[3], images[4]]).enumerated() {
            let visible = (0..<source.pixels.count).filter { source.pixels[$0 | 3] > 0 || $0 % 4 == 3 }
            let wrong = visible.filter { frame.rgba[$0] != source.pixels[$0] }
            #expect(
                wrong.isEmpty,
                "frame \(index): \(wrong.prefix(4).map { ($0 / 4 % 64, $0 / 4 / 64, frame.rgba[$0], source.pixels[$0]) })"
            )
        }
    }

    /// Drawn frames, with antialiased and translucent edges, a stroke drawing itself on and a
    /// shape turning and fading, some frames repeated: the lossless file decodes (by libwebp's
    /// own animation decoder) to every frame's visible pixels exactly.
    @Test func drawnFramesDecodeExactly() throws {
        let ring = Path(circleCenter: Point(40, 30), radius: 22)
        let images = try (0..<24).map { i -> RasterImage in
            let t = Double(min(i, 20)) / 20  // the last frames repeat the 20th
            let stroke = Stroke(.solid(Color(rgb: 0x1461F2)), width: 5, cap: .round, trimEnd: t)
            let square = Node.group(
                [.shape(Path(rect: Rect(x: -9, y: -9, width: 18, height: 18)), fill: .solid(Color(rgb: 0xF2A014)))],
                transform: AffineTransform.rotation(t * .pi / 2).concatenating(.translation(x: 60, y: 30)),
                opacity: 1 - t * 0.7)
            let scene = Scene(size: Size(width: 80, height: 60), nodes: [.shape(ring, stroke: stroke), square])
            return try rasterize(scene, scale: 1.5)
        }
        let decoded = try DecodedWebP(Self.encode(images))
        // The repeated frames are one, shown as long as the four.
        #expect(decoded.frames.count == 21)
        #expect(decoded.frames.last?.endMilliseconds == AnimatedWebPEncoder.timestampMilliseconds(frame: 24, fps: 30))
        for (index, (frame, source)) in zip(decoded.frames, images).enumerated() {
            let wrong = (0..<source.pixels.count).filter { i in
                (source.pixels[i | 3] > 0 || i % 4 == 3) && frame.rgba[i] != source.pixels[i]
            }
            #expect(wrong.isEmpty, "frame \(index): \(wrong.count) bytes differ")
        }
    }

    /// The file is handed on as it is made: once the header and a frame are out, the
    /// encoder holds at most the frame waiting for its duration; the size at the start is
    /// written last, and the whole checks out.
    @Test func theFileIsWrittenAsFramesCome() throws {
        var writes: [Int] = []
        var overwritten: [Int] = []
        let memory = ByteStream.inMemory()
        let stream = ByteStream(
            write: { bytes in
                writes.append(bytes.count)
                try memory.stream.write(bytes)
            },
            overwrite: { offset, bytes in
                overwritten.append(offset)
                try memory.stream.overwrite(offset, bytes)
            })
        let webp = try AnimatedWebPEncoder(width: 48, height: 32, output: stream)
        #expect(writes.count == 1, "the header")
        for i in 0..<10 {
            try webp.append(Self.squares[i], timestampMilliseconds: i * 40)
            #expect(writes.count == 1 + i, "frame \(i - 1) was written when frame \(i) came")
        }
        try webp.finish(endTimestampMilliseconds: 400)
        #expect(writes.count == 11)
        #expect(overwritten == [4])
        let info = try runTool("/usr/bin/webpinfo", [], on: memory.bytes(), fileExtension: "webp")
        #expect(info.contains("No error detected."), "\(info)")
        #expect(try DecodedWebP(memory.bytes()).frames.count == 10)
    }
}

/// An animated WebP written into memory: ``AnimatedWebPEncoder`` with a stream that keeps the bytes.
final class InMemoryWebP {
    let encoder: AnimatedWebPEncoder
    private let bytes: () -> [UInt8]

    init(width: Int, height: Int, quality: Double? = nil, playCount: Int = 0) throws {
        let memory = ByteStream.inMemory()
        encoder = try AnimatedWebPEncoder(
            width: width, height: height, quality: quality, playCount: playCount, output: memory.stream)
        bytes = memory.bytes
    }

    func append(_ image: RasterImage, timestampMilliseconds: Int) throws {
        try encoder.append(image, timestampMilliseconds: timestampMilliseconds)
    }

    /// Finishes the file and returns it.
    func finish(endTimestampMilliseconds: Int) throws -> [UInt8] {
        try encoder.finish(endTimestampMilliseconds: endTimestampMilliseconds)
        return bytes()
    }
}
