import Foundation
import TTGCairo
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// `ttg-render emoji` through the built binary.
@Suite(.slow) struct EmojiCommandTests {
    @Test func defaultCommandWritesA220PointPNGInTheCurrentDirectory() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(["emoji"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("emoji.png"))
        let size = try #require(pngDimensions(data))
        // The 220-point face box and room for the outline's stroke: half the 14-point line
        // width beyond the original's 3-point margin, 4 points on each side.
        let inset = 14.0 / 2 - 3
        #expect(size.width == Int(220 + 2 * inset) && size.height == Int(220 + 2 * inset))
        // Transparent corners, a stroke in the middle color on the outline's top.
        let image = try loadPNG(bytes: [UInt8](data))
        #expect(image.pixels[3] == 0)
    }

    /// One rule for every outline: at --size 160 the stroke (14 · 160 / 220 wide) reaches
    /// half its width past the outline, which sits 3 · 160 / 220 inside the box: 2.91 points,
    /// rounded up to 3 on each side, 166 × 166 whatever the --face; with --exact-size the
    /// picture is 160 × 160. Read from the PNG's header.
    @Test func everyFaceGivesOnePictureSize() throws {
        let half: Double = 14.0 * 160 / 220 / 2
        let room: Double = (half - 3.0 * 160 / 220).rounded(.up)
        #expect(room == 3)
        let faces = ["circle", "roundedSquare", "squircle", "blob", "capsule", "shield", "cloud", "none"]
        let cases: [(extra: [String], side: Int)] = [([], Int(160 + 2 * room)), (["--exact-size"], 160)]
        for (extra, side) in cases {
            for face in faces {
                let arguments: [String] = ["emoji", "--rate", "4", "--size", "160", "--face", face, "-o", "-"] + extra
                let result = try BinaryRunner.run(arguments)
                #expect(result.status == 0, "\(result.stderr)")
                let size = try #require(pngDimensions(result.stdout))
                #expect(size.width == side && size.height == side, "\(face) \(extra): \(size)")
            }
        }
    }

    @Test func sizeAndScaleSetThePixels() throws {
        let result = try BinaryRunner.run(["emoji", "--size", "64", "--padding", "0", "--scale", "3", "-o", "-"])
        #expect(result.status == 0)
        let size = try #require(pngDimensions(result.stdout))
        #expect(size.width == 192 && size.height == 192)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")))
    func svgRendersLikeThePNG() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let common = ["--rate", "4.7", "--preset", "playful", "--face", "squircle", "--fill"]
        #expect(try BinaryRunner.run(["emoji", "-o", "face.png"] + common, in: dir).status == 0)
        #expect(try BinaryRunner.run(["emoji", "-o", "face.svg"] + common, in: dir).status == 0)
        _ = try runTool(
            "/usr/bin/rsvg-convert",
            [
                "--format", "png", "--output", dir.appendingPathComponent("rsvg.png").path,
                dir.appendingPathComponent("face.svg").path,
            ])
        let ours = try loadPNG(bytes: [UInt8](Data(contentsOf: dir.appendingPathComponent("face.png"))))
        let theirs = try loadPNG(bytes: [UInt8](Data(contentsOf: dir.appendingPathComponent("rsvg.png"))))
        // Two rasterizers antialias edges differently: 24 of 255 per channel, 0.5% of the pixels.
        let comparison = ImageComparison.compare(theirs, ours, channelTolerance: 24)
        #expect(comparison.passes(maxFraction: 0.005), "\(comparison.differingPixels) pixels differ")
    }

    @Test func animationWritesTheRequestedFrames() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(
            [
                "emoji", "--rate", "0", "--to", "5", "--frames", "5", "--fps", "4",
                "--size", "64", "--quiet", "-o", "frames/face_%02d.png",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path)
            .sorted()
        #expect(files == ["face_00.png", "face_01.png", "face_02.png", "face_03.png", "face_04.png"])
        // The first frame is the face at rate 0, the last (t = 1 s) at rate 5.
        let first = try Data(contentsOf: dir.appendingPathComponent("frames/face_00.png"))
        let last = try Data(contentsOf: dir.appendingPathComponent("frames/face_04.png"))
        #expect(first == (try BinaryRunner.run(["emoji", "--rate", "0", "--size", "64", "-o", "-"]).stdout))
        #expect(last == (try BinaryRunner.run(["emoji", "--rate", "5", "--size", "64", "-o", "-"]).stdout))
    }

    /// An animation that ends includes its end at its natural length: --rate 1 --to 5 over 1 s
    /// at 30 fps is 31 frames, the last at t = 1, which is the face at rate 5.
    @Test func theNaturalLengthEndsOnTheTargetRate() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(
            ["emoji", "--rate", "1", "--to", "5", "--transition", "1", "--quiet", "--json", "-o", "rate/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 31)
        #expect(manifest["duration"] as? Double == 1.033333333)  // 31 frames of 1/30 s
        func frame(_ index: Int) throws -> RasterImage {
            try loadPNG(
                bytes: [UInt8](
                    Data(contentsOf: dir.appendingPathComponent(String(format: "rate/frame_%04d.png", index)))))
        }
        let five = try loadPNG(bytes: [UInt8](try BinaryRunner.run(["emoji", "--rate", "5", "-o", "-"]).stdout))
        let one = try loadPNG(bytes: [UInt8](try BinaryRunner.run(["emoji", "--rate", "1", "-o", "-"]).stdout))
        let last = try frame(30)
        #expect(last.width == five.width && last.height == five.height)
        #expect(last.pixels == five.pixels, "the last frame is not the face at rate 5")
        #expect(try frame(29).pixels != five.pixels)
        #expect(try frame(0).pixels == one.pixels)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("rate/frame_0031.png").path))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gifsicle")))
    func aGIFAtTheNaturalLengthHasTheEndFrame() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(
            ["emoji", "--rate", "1", "--to", "5", "--transition", "1", "--size", "48", "--quiet", "-o", "rate.gif"],
            in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let info = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("rate.gif").path])
        #expect(info.contains("31 images"), "\(info)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gifsicle")))
    func animationAsAGIFLastsTheTransition() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(
            [
                "emoji", "--rate", "1", "--to", "4", "--fps", "10", "--size", "48", "--padding", "0",
                "--quiet", "--duration", "1", "-o", "mood.gif",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let info = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("mood.gif").path])
        #expect(info.contains("logical screen 48x48"))
        // Ten frames of 10 cs: one second in all, however many of them repeat the one before
        // (a GIF stores a repeated frame as a longer delay).
        let delays = info.matches(of: #/delay (\d+)\.(\d\d)s/#).map { Int($0.1)! * 100 + Int($0.2)! }
        #expect(delays.reduce(0, +) == 100, "\(info)")
        #expect((1...10).contains(delays.count) && info.contains("\(delays.count) images"))
    }

    @Test func gridIsSixRatesAcrossAndFivePresetsDown() throws {
        let result = try BinaryRunner.run(["emoji", "--grid", "--size", "50", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(pngDimensions(result.stdout))
        // Cells of 50 + 7 gap across; 50 + label (2.2 × 7 pt) + 7 down; a 7-point margin.
        #expect(size.width == 6 * 57 + 7)
        #expect(size.height == Int((5 * (50 + 15.4 + 7) + 7).rounded(.up)))
    }

    @Test(arguments: [
        (["--rate", "abc"], "--rate: 'abc' is not a number"),
        (["--max", "0"], "--max: '0' is not greater than --min 0"),
        (["--min", "3", "--max", "2"], "--max: '2' is not greater than --min 3"),
        (["--step", "-0.5"], "--step: '-0.5' is negative"),
        (["--eyes", "hart"], "--eyes: unknown value 'hart'; did you mean 'heart'?"),
        (["--mouth", "opensmile"], "--mouth: unknown value 'opensmile'; did you mean 'openSmile'?"),
        (["--face", "squirkle"], "--face: unknown value 'squirkle'; did you mean 'squircle'?"),
        (["--preset", "playfull"], "--preset: unknown value 'playfull'; did you mean 'playful'?"),
        (["--line-width", "thick"], "--line-width: 'thick' is not a number"),
    ])
    func usageErrorsNameTheOptionAndLeaveNoFile(arguments: [String], message: String) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(["emoji"] + arguments, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("ttg-render emoji: \(message)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func badCustomPathIsADataError() throws {
        let result = try BinaryRunner.run(["emoji", "--custom-path", "M10 10 L", "-o", "-"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("--custom-path"))
    }

    @Test func customPathFromAFile() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "M40 40 L180 180".write(to: dir.appendingPathComponent("d.txt"), atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(
            ["emoji", "--custom-path", "@d.txt", "--custom-mode", "overlay", "-o", "x.svg"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("x.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
    }

    /// The model clamps its proportions; the command line says so instead of drawing another
    /// number than the one typed. The ends of each range are accepted.
    @Test func outOfRangeGeometryIsRefusedWithItsRange() throws {
        let outside = try BinaryRunner.run(["emoji", "--mouth-width", "5", "-o", "-"])
        #expect(outside.status == 64)
        #expect(outside.stderr.contains("--mouth-width: '5' is out of range 0.2…0.7"), "\(outside.stderr)")
        let limits = try BinaryRunner.run(["emoji", "--mouth-width", "0.7", "--eye-y", "0.6", "-o", "-"])
        #expect(limits.status == 0, "\(limits.stderr)")
    }
}
