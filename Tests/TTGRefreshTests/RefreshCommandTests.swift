import Foundation
import TTGCairo
import TTGCodecs
import TTGGIFReader
import TTGScene
import TTGTestSupport
import Testing

/// `ttg-render styles` and `ttg-render refresh` through the built binary.
@Suite(.slow) struct RefreshCommandTests {
    static let names = [
        "auroraLoop", "pulseCircuit", "zenRipple", "neonCat", "origamiBird", "koiStream", "retroRadar",
        "cyberGrid", "lunarTide", "flameJet", "lotusBloom", "robotSmile", "whaleDive", "auroraWave",
        "vinylSpin", "pixelHeart", "dragonCurve", "rainGarden", "quantumKnot", "rocketOrbit",
    ]

    @Test func stylesListsExactlyTheTwentyNames() throws {
        let result = try BinaryRunner.run(["styles"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.map { String($0.split(separator: " ")[0]) } == Self.names)
        #expect(
            lines[13].contains("Aurora Wave") && lines[13].contains("aurora")
                && lines[13].contains("#148FF0 #05C29E #8F6BEB"))
    }

    @Test func stylesAsJSON() throws {
        let result = try BinaryRunner.run(["styles", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(array.count == 20)
        #expect(array[19]["dash"] as? [Double] == [16, 6, 4, 6])
        #expect(array[0]["motion"] as? [String] == ["gradientRotation(1.8)", "softPulse(1.06, 0.9)"])
    }

    /// `--title` and `--subtitle` give the composite's words for every state or for one
    /// (the SVG draws text as outlines, so the pictures are compared).
    @Test func compositeTextsPerState() throws {
        let base = ["refresh", "--composite", "--style", "koiStream", "--format", "svg", "-o", "-"]
        let plainIdle = try BinaryRunner.run(base + ["--state", "idle"])
        let otherState = try BinaryRunner.run(base + ["--state", "idle", "--title", "refreshing=Fetching"])
        let everywhere = try BinaryRunner.run(base + ["--state", "idle", "--title", "Everywhere"])
        let both = try BinaryRunner.run(
            base + ["--state", "idle", "--title", "Everywhere", "--title", "refreshing=Fetching"])
        #expect(plainIdle.status == 0 && otherState.status == 0, "\(otherState.stderr)")
        #expect(otherState.output == plainIdle.output, "a refreshing title leaves idle alone")
        #expect(everywhere.output != plainIdle.output && both.output == everywhere.output)
        let busy = try BinaryRunner.run(base + ["--title", "refreshing=Everywhere"])
        let busyEverywhere = try BinaryRunner.run(base + ["--title", "Everywhere"])
        #expect(busy.output == busyEverywhere.output)
        let subtitle = try BinaryRunner.run(base + ["--subtitle", "refreshing=Hi"])
        let plain = try BinaryRunner.run(base)
        #expect(subtitle.status == 0 && subtitle.output != plain.output)
        let wrongRole = try BinaryRunner.run(base + ["--role", "footer", "--title", "refreshing=Fetching"])
        #expect(wrongRole.status == 64 && wrongRole.stderr.contains("does not have"))
        let alone = try BinaryRunner.run(["refresh", "--title", "x", "-o", "-"])
        #expect(alone.status == 64 && alone.stderr.contains("--composite"))
    }

    /// Text is its glyphs' outlines in an SVG unless --live-text asks for <text>, which only an
    /// SVG holds; --shadow-scale is a Lottie's.
    @Test func svgTextIsOutlinedUnlessLive() throws {
        let base = ["refresh", "--composite", "--format", "svg", "-o", "-"]
        let outlined = try BinaryRunner.run(base)
        #expect(outlined.status == 0 && !outlined.output.contains("<text") && outlined.output.contains("<path"))
        let live = try BinaryRunner.run(base + ["--live-text"])
        #expect(live.status == 0 && live.output.contains("<text"))
        let png = try BinaryRunner.run(["refresh", "--composite", "--live-text", "-o", "-", "--format", "png"])
        #expect(png.status == 64 && png.stderr.contains("--live-text"), "\(png.stderr)")
        let svg = try BinaryRunner.run(base + ["--shadow-scale", "2"])
        #expect(svg.status == 64 && svg.stderr.contains("--shadow-scale"), "\(svg.stderr)")
    }

    /// `--look rich` draws the earlier design, which differs from the default.
    @Test func richLookDiffersFromTheOriginal() throws {
        let base = ["refresh", "--style", "rocketOrbit", "--format", "svg", "-o", "-"]
        let original = try BinaryRunner.run(base)
        let rich = try BinaryRunner.run(base + ["--look", "rich"])
        #expect(original.status == 0 && rich.status == 0)
        #expect(original.output != rich.output)
        let explicit = try BinaryRunner.run(base + ["--look", "original"])
        #expect(original.output == explicit.output)
    }

    @Test func defaultWritesRefreshPNGOfSeventyPoints() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["refresh"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("refresh.png"))
        #expect(pngDimensions(data)! == (70, 70))
        let footer = try BinaryRunner.run(["refresh", "--role", "footer", "--scale", "2", "-o", "f.png"], in: dir)
        #expect(footer.status == 0)
        #expect(pngDimensions(try Data(contentsOf: dir.appendingPathComponent("f.png")))! == (92, 92))
    }

    @Test func allWritesOneFilePerStyle() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            ["refresh", "--all", "--state", "pulling", "--progress", "0.7", "-o", "glyphs/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("glyphs").path)
            .sorted()
        #expect(files == Self.names.map { $0 + ".png" }.sorted())
    }

    @Test func allWithFramesWritesOneFolderPerStyle() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            ["refresh", "--all", "--role", "footer", "--frames", "2", "--quiet", "-o", "frames/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let koi = try FileManager.default.contentsOfDirectory(
            atPath: dir.appendingPathComponent("frames/koiStream").path)
        #expect(koi.sorted() == ["frame_0000.png", "frame_0001.png"])
    }

    /// A Lottie file is `.json` everywhere, `--all` included (`.lottie` is the dotLottie zip format),
    /// and each one is a Lottie animation.
    @Test func allAsLottieWritesJSONFiles() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["refresh", "--all", "--format", "lottie", "-o", "lottie/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let folder = dir.appendingPathComponent("lottie")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == Self.names.map { $0 + ".json" }.sorted())
        let document =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("koiStream.json"))) as? [String: Any]
        #expect(document?["layers"] is [Any] && document?["fr"] is NSNumber)
    }

    /// The picture a command writes, decoded.
    private func picture(_ arguments: [String]) throws -> RasterImage {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(["refresh"] + arguments + ["-o", "still.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        return try loadPNG(bytes: Array(try Data(contentsOf: dir.appendingPathComponent("still.png"))))
    }

    @Test func busyPictureWithoutATimeIsTheCenteredRestingGlyph() throws {
        // The resting cat is centred to a pixel at 3x; --time 0 shows the top of its bob, 5 points up.
        let still = try picture(["--style", "neonCat", "--scale", "3"])
        let box = try #require(RestingStillTests.inkBox(still))
        #expect(abs(box.minX - (still.width - 1 - box.maxX)) <= 1 && abs(box.minY - (still.height - 1 - box.maxY)) <= 1)
        let moment = try picture(["--style", "neonCat", "--scale", "3", "--time", "0"])
        let moved = try #require(RestingStillTests.inkBox(moment))
        // The cat's box is drawn 58 points wide, so that its motion, reaching 35 · 1.05 + 5 of 35
        // from its center, stays in the picture: 70 · 35 / 41.75 = 58.7, the room rounded up to 6.
        #expect(abs(Double(box.minY - moved.minY) - 15 * 58 / 70) <= 1)
        // Without padding the resting badge fills the picture edge to edge, uncut.
        let tight = try picture(["--style", "rocketOrbit", "--padding", "0", "--scale", "2"])
        #expect(tight.width == 140 && RestingStillTests.inkBox(tight).map { $0 == (0, 0, 139, 139) } == true)
        #expect(tight.pixel(x: 70, y: 1).alpha > 0 && tight.pixel(x: 70, y: 138).alpha > 0)
    }

    @Test func loopGIFOfOneStyle() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        // vinylSpin: one turn in 0.95 s, 19 whole frames at 20 fps.
        let result = try BinaryRunner.run(
            [
                "refresh", "--style", "vinylSpin", "--loop", "--fps", "20", "--quiet",
                "--json", "-o", "vinyl.gif",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 19)
        let info = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("vinyl.gif").path])
        #expect(info.contains("19 images") && info.contains("loop forever"))
    }

    /// A loop excludes its end, which is the next period's start: the last frame is not the
    /// first, and the frame one period later is the first again.
    @Test func aLoopKeepsItsSeam() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            ["refresh", "--style", "auroraLoop", "--loop", "--quiet", "--json", "-o", "loop/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 54)  // 1.8 s at 30 fps
        #expect(manifest["duration"] as? Double == 1.8)
        let next = try BinaryRunner.run(
            [
                "refresh", "--style", "auroraLoop", "--start", "1.8", "--frames", "1", "--quiet",
                "-o", "next/",
            ], in: dir)
        #expect(next.status == 0, "\(next.stderr)")
        func image(_ name: String) throws -> RasterImage {
            try loadPNG(bytes: [UInt8](Data(contentsOf: dir.appendingPathComponent(name))))
        }
        let first = try image("loop/frame_0000.png")
        let last = try image("loop/frame_0053.png")
        #expect(first.pixels != last.pixels)
        #expect(
            ImageComparison.compare(try image("next/frame_0000.png"), first, channelTolerance: 2).passes(
                maxFraction: 0.001))
    }

    /// A loop longer than 10 s is refused with its length and frame count, and an explicit way to take it.
    @Test func aLongLoopIsRefusedWithItsLength() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let tide = try BinaryRunner.run(["refresh", "--style", "lunarTide", "--loop", "-o", "tide.gif"], in: dir)
        #expect(tide.status == 64)
        #expect(tide.stderr.contains("repeats only every 69 s; at 30 fps one loop is 2070 frames"), "\(tide.stderr)")
        #expect(tide.stderr.contains("add --long-loop (or --frames 2070)"))
        #expect(tide.stderr.split(separator: "\n").count == 1)
        // --loop --frames 30 used to play one period at 0.43 fps; now it says so and stops.
        let thirty = try BinaryRunner.run(
            ["refresh", "--style", "lunarTide", "--loop", "--frames", "30", "-o", "tide.gif"], in: dir)
        #expect(thirty.status == 64)
        #expect(thirty.stderr.contains("30 frames make one loop at --fps 0.43478260869565216"), "\(thirty.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // Taken explicitly, at the rate asked: 69 s at 1 fps.
        let long = try BinaryRunner.run(
            [
                "refresh", "--style", "lunarTide", "--loop", "--long-loop", "--fps", "1", "--size", "16",
                "--quiet", "--json", "-o", "tide/",
            ], in: dir)
        #expect(long.status == 0, "\(long.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: long.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 69 && manifest["fps"] as? Double == 1)
    }

    /// neonCat's 0.96 s is 28.8 frames at 24 fps: 25 periods (24 s) to end on a frame. The
    /// refusal offers 25 fps, where one period is 24 frames; the footer's 0.7872 s needs a
    /// rate that fits one period, which the message gives exactly. A GIF, whose delays are
    /// whole centiseconds anyway, takes that rate itself.
    @Test func aLongLoopOffersTheNearestShortOne() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let cat = try BinaryRunner.run(
            ["refresh", "--style", "neonCat", "--loop", "--fps", "24", "-o", "cat/"], in: dir)
        #expect(cat.status == 64)
        #expect(
            cat.stderr.contains("at 24 fps only 25 repeats (24 s) end on a whole frame: 576 frames"), "\(cat.stderr)")
        #expect(cat.stderr.contains("use --fps 25 (24 frames, 0.96 s)"))
        let offered = try BinaryRunner.run(
            [
                "refresh", "--style", "neonCat", "--loop", "--fps", "25", "--size", "24",
                "--quiet", "--json", "-o", "cat.gif",
            ], in: dir)
        #expect(offered.status == 0, "\(offered.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: offered.stdout) as? [String: Any])
        #expect(
            manifest["frames"] as? Int == 24 && manifest["fps"] as? Double == 25
                && manifest["duration"] as? Double == 0.96)

        let footer = try BinaryRunner.run(
            ["refresh", "--style", "neonCat", "--role", "footer", "--loop", "-o", "foot/"], in: dir)
        #expect(footer.status == 64)
        #expect(
            footer.stderr.contains("at 30 fps only 125 repeats (98.4 s) end on a whole frame: 2952 frames"),
            "\(footer.stderr)")
        let rate = try #require(footer.stderr.firstMatch(of: #/use --fps ([0-9.]+) \(24 frames, 0.7872 s\)/#)?.1)
        #expect(abs(try #require(Double(rate)) - 24 / 0.7872) < 1e-9)
        let exact = try BinaryRunner.run(
            [
                "refresh", "--style", "neonCat", "--role", "footer", "--loop", "--fps", String(rate),
                "--size", "24", "--quiet", "--json", "-o", "foot/",
            ], in: dir)
        #expect(exact.status == 0, "\(exact.stderr)")
        let footManifest = try #require(try JSONSerialization.jsonObject(with: exact.stdout) as? [String: Any])
        #expect(footManifest["frames"] as? Int == 24 && footManifest["duration"] as? Double == 0.7872)
        let gif = try BinaryRunner.run(
            [
                "refresh", "--style", "neonCat", "--role", "footer", "--loop", "--size", "24", "--quiet", "--json",
                "-o", "foot.gif",
            ], in: dir)
        #expect(gif.status == 0, "\(gif.stderr)")
        let gifManifest = try #require(try JSONSerialization.jsonObject(with: gif.stdout) as? [String: Any])
        #expect(gifManifest["frames"] as? Int == 24 && gifManifest["duration"] as? Double == 0.7872)
        // The GIF's delays: 24 frames at 24 / 0.7872 fps end on the 79th centisecond (78.72 rounded).
        let frames = try DecodedGIF(Array(Data(contentsOf: dir.appendingPathComponent("foot.gif")))).frames
        #expect(frames.map(\.delayCentiseconds).reduce(0, +) == 79)
    }

    /// --all checks every style before writing: the long loops are refused together, nothing written.
    @Test func allRefusesLongLoopsBeforeWriting() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["refresh", "--all", "--loop", "--format", "gif", "-o", "glyphs/"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains("at 30 fps 7 loops are longer than the 10 s"), "\(result.stderr)")
        #expect(result.stderr.contains("lunarTide (69 s, 2070 frames)"))
        #expect(result.stderr.contains("--long-loop"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func sequenceAndCompositeExportFrames() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            [
                "refresh", "--style", "koiStream", "--sequence", "--composite", "--fps", "10",
                "--quiet", "--json", "-o", "story/",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect((manifest["frames"] as? Int ?? 0) > 30)
        #expect(manifest["width"] as? Int == 375 && manifest["height"] as? Int == 116)
    }

    @Test func galleryPoster() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["refresh", "--gallery", "--time", "0.25", "-o", "poster.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(pngDimensions(try Data(contentsOf: dir.appendingPathComponent("poster.png"))))
        #expect(size.width > 500 && size.height > 400)
    }

    @Test(arguments: [
        (["refresh", "--style", "auroraWav"], "unknown style 'auroraWav'; did you mean 'auroraWave'?"),
        (["refresh", "--state", "refreshin"], "unknown state 'refreshin'; did you mean 'refreshing'?"),
        (["refresh", "--state", "willLoad"], "'willLoad' is not a header state"),
        (["refresh", "--role", "footer", "--state", "refreshing"], "'refreshing' is not a footer state"),
        (["refresh", "--role", "hedaer"], "did you mean 'header'?"),
        (["refresh", "--progress", "1.5"], "--progress: '1.5' is out of range 0…1"),
        (["refresh", "--state", "idle", "--progress", "0.5"], "--progress sets the pull of the pulling state"),
        (["refresh", "--colors", "#12345G"], "--colors"),
        (["refresh", "--speed", "0"], "--speed: '0' is out of range"),
        (["refresh", "--size", "2"], "--size: '2' is out of range 8…1024"),
        (["refresh", "--all", "-o", "one.png"], "--all writes one file per style"),
        (["refresh", "--sequence", "--state", "idle"], "--sequence plays every state"),
    ])
    func badInputIsAUsageErrorWithoutOutput(_ arguments: [String], _ message: String) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(arguments, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func helpShowsDefaultsAndAnExample() throws {
        let result = try BinaryRunner.run(["refresh", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("[default: auroraLoop]") && result.output.contains("ttg-render refresh --style"))
    }
}
