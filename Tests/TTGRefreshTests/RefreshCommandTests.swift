import Foundation
import Testing
import TTGCairo
import TTGScene
import TTGTestSupport

/// `ttg-render styles` and `ttg-render refresh` through the built binary.
@Suite struct RefreshCommandTests {
    static let names = ["auroraLoop", "pulseCircuit", "zenRipple", "neonCat", "origamiBird", "koiStream", "retroRadar",
                        "cyberGrid", "lunarTide", "flameJet", "lotusBloom", "robotSmile", "whaleDive", "auroraWave",
                        "vinylSpin", "pixelHeart", "dragonCurve", "rainGarden", "quantumKnot", "rocketOrbit"]

    @Test func stylesListsExactlyTheTwentyNames() throws {
        let result = try BinaryRunner.run(["styles"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.map { String($0.split(separator: " ")[0]) } == Self.names)
        #expect(lines[13].contains("Aurora Wave") && lines[13].contains("aurora") && lines[13].contains("#148FF0 #05C29E #8F6BEB"))
    }

    @Test func stylesAsJSON() throws {
        let result = try BinaryRunner.run(["styles", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(array.count == 20)
        #expect(array[19]["dash"] as? [Double] == [16, 6, 4, 6])
        #expect(array[0]["motion"] as? [String] == ["gradientRotation(1.8)", "softPulse(1.06, 0.9)"])
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
        let result = try BinaryRunner.run(["refresh", "--all", "--state", "pulling", "--progress", "0.7", "-o", "glyphs/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("glyphs").path).sorted()
        #expect(files == Self.names.map { $0 + ".png" }.sorted())
    }

    @Test func allWithFramesWritesOneFolderPerStyle() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["refresh", "--all", "--role", "footer", "--frames", "2", "--quiet", "-o", "frames/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let koi = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames/koiStream").path)
        #expect(koi.sorted() == ["frame_0000.png", "frame_0001.png"])
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
        #expect(abs(box.minY - moved.minY - 15) <= 1)
        // Without padding the resting badge fills the picture edge to edge, uncut.
        let tight = try picture(["--style", "rocketOrbit", "--padding", "0", "--scale", "2"])
        #expect(tight.width == 140 && RestingStillTests.inkBox(tight).map { $0 == (0, 0, 139, 139) } == true)
        #expect(tight.pixel(x: 70, y: 1).alpha > 0 && tight.pixel(x: 70, y: 138).alpha > 0)
    }

    @Test func loopGIFOfOneStyle() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        // vinylSpin: one turn in 0.95 s, 19 whole frames at 20 fps.
        let result = try BinaryRunner.run(["refresh", "--style", "vinylSpin", "--loop", "--fps", "20", "--quiet",
                                           "--json", "-o", "vinyl.gif"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 19)
        let info = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("vinyl.gif").path])
        #expect(info.contains("19 images") && info.contains("loop forever"))
    }

    @Test func sequenceAndCompositeExportFrames() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["refresh", "--style", "koiStream", "--sequence", "--composite", "--fps", "10",
                                           "--quiet", "--json", "-o", "story/"], in: dir)
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
        #expect(result.output.contains("[default: auroraWave]") && result.output.contains("ttg-render refresh --style"))
    }
}
