import Foundation
import TTGCairo
import TTGCodecs
import TTGTestSupport
import Testing

/// Frame export through the built binary: names, manifest, shards, jobs, skip, kill, GIF and WebP.
@Suite(.slow) struct FrameExportTests {
    /// A small draw-on animation: a square's outline traced over one second.
    static let drawOn = [
        "path", "render", "--d", "M4 4 H28 V28 H4 Z", "--fill", "none", "--stroke", "teal",
        "--line-width", "3", "--trim", "0,0", "--trim-to", "0,1", "--cycle", "1", "--quiet",
        "--canvas", "32x32",
    ]

    private func export(_ extra: [String], in dir: URL) throws -> BinaryRunner.Result {
        let result = try BinaryRunner.run(Self.drawOn + extra, in: dir)
        #expect(result.status == 0, "\(extra): \(result.stderr)")
        return result
    }

    private func files(_ dir: URL, _ sub: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(sub).path).sorted()
    }

    private func bytes(_ dir: URL, _ name: String) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent(name))
    }

    @Test func directoryGetsPaddedFrameNamesAndAManifest() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try export(["--frames", "12", "--fps", "24", "-o", "frames/", "--json"], in: dir)
        #expect(try files(dir, "frames") == (0..<12).map { String(format: "frame_%04d.png", $0) })
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 12)
        #expect(manifest["fps"] as? Double == 24)
        #expect(manifest["duration"] as? Double == 0.5)
        #expect(manifest["width"] as? Int == 32 && manifest["height"] as? Int == 32)
        #expect((manifest["files"] as? [String])?.first == "frames/frame_0000.png")
        #expect(manifest["wallTime"] is Double)
        // The draw-on starts empty and ends nearly complete: frames differ.
        #expect(try bytes(dir, "frames/frame_0000.png") != bytes(dir, "frames/frame_0011.png"))
    }

    @Test func patternsNameFramesAndPickTheFormat() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        _ = try export(["--duration", "0.1", "--fps", "30", "-o", "out/wave_%03d.svg"], in: dir)
        #expect(try files(dir, "out") == ["wave_000.svg", "wave_001.svg", "wave_002.svg"])
        #expect(String(decoding: try bytes(dir, "out/wave_001.svg"), as: UTF8.self).contains("<svg"))
    }

    @Test func jobsAndShardsGiveIdenticalFiles() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        _ = try export(["--frames", "10", "--jobs", "1", "-o", "one/"], in: dir)
        _ = try export(["--frames", "10", "--jobs", "2", "-o", "two/"], in: dir)
        _ = try export(["--frames", "10", "--shard", "0/3", "-o", "shards/"], in: dir)
        _ = try export(["--frames", "10", "--shard", "1/3", "-o", "shards/"], in: dir)
        #expect(try files(dir, "shards").count == 7)  // indices 0,3,6,9 and 1,4,7
        _ = try export(["--frames", "10", "--shard", "2/3", "-o", "shards/"], in: dir)
        for name in try files(dir, "one") {
            #expect(
                try bytes(dir, "one/" + name) == bytes(dir, "two/" + name), "\(name) differs between --jobs 1 and 2")
            #expect(try bytes(dir, "one/" + name) == bytes(dir, "shards/" + name), "\(name) differs when sharded")
        }
    }

    @Test func skipExistingRendersOnlyTheMissingFrames() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        _ = try export(["--frames", "8", "-o", "f/"], in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("f/frame_0002.png"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("f/frame_0005.png"))
        let result = try export(["--frames", "8", "-o", "f/", "--skip-existing", "--json"], in: dir)
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["files"] as? [String] == ["f/frame_0002.png", "f/frame_0005.png"])
        #expect(manifest["skipped"] as? Int == 6)
        #expect(try files(dir, "f").count == 8)
    }

    /// --skip-existing keeps a frame file only when it is a whole picture of the export's format
    /// and size: a file cut short, an empty one and a whole PNG of another size are drawn again,
    /// as a missing one is. Every file then equals a fresh export's byte for byte and decodes
    /// whole in ffmpeg; the files kept are the very files that were there (their inodes), and
    /// one line on standard error counts what was kept and drawn.
    @Test func skipExistingRedrawsFramesThatAreNotWholeOrOfAnotherSize() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func url(_ name: String) -> URL { dir.appendingPathComponent(name) }
        func inode(_ name: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: url(name).path)[.systemFileNumber] as? Int
        }
        _ = try export(["--frames", "8", "-o", "fresh/"], in: dir)
        _ = try export(["--frames", "8", "-o", "f/"], in: dir)
        _ = try export(["--frames", "8", "--scale", "2", "-o", "big/"], in: dir)
        // Frame 1 cut in half, frame 3 emptied, frame 4 a whole PNG of 64 × 64 pixels, frame 6 gone.
        let one = try bytes(dir, "f/frame_0001.png")
        try one.prefix(one.count / 2).write(to: url("f/frame_0001.png"))
        try Data().write(to: url("f/frame_0003.png"))
        try FileManager.default.removeItem(at: url("f/frame_0004.png"))
        try FileManager.default.copyItem(at: url("big/frame_0004.png"), to: url("f/frame_0004.png"))
        #expect(pngDimensions(try bytes(dir, "f/frame_0004.png")).map { [$0.width, $0.height] } == [64, 64])
        try FileManager.default.removeItem(at: url("f/frame_0006.png"))
        let kept = ["f/frame_0000.png", "f/frame_0002.png", "f/frame_0005.png", "f/frame_0007.png"]
        let keptInodes = try kept.map(inode)

        let loud = Self.drawOn.filter { $0 != "--quiet" }
        let result = try BinaryRunner.run(loud + ["--frames", "8", "-o", "f/", "--skip-existing"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "kept 4 frames of f/, rendered 4 (1 missing, 3 not whole or of another size)\n")
        #expect(try files(dir, "f") == files(dir, "fresh"))
        for name in try files(dir, "fresh") {
            #expect(try bytes(dir, "f/" + name) == bytes(dir, "fresh/" + name), "\(name) differs from a fresh export")
            let decoded = try BinaryRunner.runProgram(
                "/usr/bin/ffmpeg",
                ["-nostdin", "-v", "error", "-i", url("f/" + name).path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
            #expect(decoded.status == 0 && decoded.stderr.isEmpty && decoded.stdout.count == 32 * 32 * 4, "\(name)")
        }
        #expect(try kept.map(inode) == keptInodes, "a whole frame was written again")

        // All whole now: every frame kept. --quiet prints no line; --json counts in its manifest.
        let quiet = try BinaryRunner.run(loud + ["--frames", "8", "-o", "f/", "--skip-existing", "--quiet"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let json = try BinaryRunner.run(loud + ["--frames", "8", "-o", "f/", "--skip-existing", "--json"], in: dir)
        #expect(json.status == 0 && json.stderr.isEmpty, "\(json.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(manifest["skipped"] as? Int == 8 && manifest["redone"] as? Int == 0 && manifest["written"] as? Int == 0)
    }

    /// The same for every other frame format: a JPEG, SVG, PDF or Lottie frame cut short, or whole
    /// at twice the size, is drawn again; the whole ones of the export's size are kept.
    @Test(arguments: ["jpg", "svg", "pdf", "json"])
    func skipExistingChecksEveryFrameFormat(_ ext: String) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func url(_ name: String) -> URL { dir.appendingPathComponent(name) }
        _ = try export(["--frames", "4", "-o", "fresh/f_%d.\(ext)"], in: dir)
        _ = try export(["--frames", "4", "-o", "f/f_%d.\(ext)"], in: dir)
        _ = try export(["--frames", "4", "--scale", "2", "-o", "big/f_%d.\(ext)"], in: dir)
        let one = try bytes(dir, "f/f_1.\(ext)")
        try one.prefix(one.count * 2 / 3).write(to: url("f/f_1.\(ext)"))
        try FileManager.default.removeItem(at: url("f/f_2.\(ext)"))
        try FileManager.default.copyItem(at: url("big/f_2.\(ext)"), to: url("f/f_2.\(ext)"))
        let result = try export(["--frames", "4", "-o", "f/f_%d.\(ext)", "--skip-existing", "--json"], in: dir)
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["skipped"] as? Int == 2 && manifest["redone"] as? Int == 2, "\(manifest)")
        #expect(manifest["files"] as? [String] == ["f/f_1.\(ext)", "f/f_2.\(ext)"])
        for index in 0..<4 {
            #expect(try bytes(dir, "f/f_\(index).\(ext)") == bytes(dir, "fresh/f_\(index).\(ext)"), "frame \(index)")
        }
    }

    @Test func loopExportsExactlyOnePeriod() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        // An autoreversing 0.5 s cycle repeats after 1 s: 30 frames at 30 fps.
        let result = try export(["--autoreverse", "--cycle", "0.5", "--loop", "-o", "loop/", "--json"], in: dir)
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 30)
        // Frame 30 (one period later, at --start 1) is frame 0 again.
        _ = try export(["--autoreverse", "--cycle", "0.5", "--start", "1", "--frames", "1", "-o", "later/"], in: dir)
        #expect(try bytes(dir, "loop/frame_0000.png") == bytes(dir, "later/frame_0000.png"))
    }

    @Test func animatedGIFDecodesWithTheRightFramesSizeAndDelays() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        _ = try export(["--frames", "30", "--fps", "30", "--scale", "2", "-o", "anim.gif"], in: dir)
        let info = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("anim.gif").path])
        #expect(info.contains("logical screen 64x64"))
        #expect(info.contains("loop forever"))
        // Delays of 3, 3 and 4 centiseconds add up to exactly one second; a frame that repeats the
        // one before is not stored again (GIFExportFidelityTests checks which).
        let delays = info.components(separatedBy: "delay ").dropFirst().compactMap { Double($0.prefix { $0 != "s" }) }
        #expect((25...30).contains(delays.count) && info.contains("\(delays.count) images"))
        #expect(abs(delays.reduce(0, +) - 1) < 1e-9)
        #expect(info.contains("transparent"))
    }

    @Test func animatedWebPIsLosslessUnlessAQualityIsGiven() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        _ = try export(["--frames", "6", "--fps", "12", "-o", "anim.webp"], in: dir)
        _ = try export(["--frames", "6", "--fps", "12", "--quality", "70", "-o", "lossy.webp"], in: dir)
        let lossless = try runTool("/usr/bin/webpinfo", [dir.appendingPathComponent("anim.webp").path])
        let lossy = try runTool("/usr/bin/webpinfo", [dir.appendingPathComponent("lossy.webp").path])
        #expect(lossless.components(separatedBy: "Chunk ANMF").count - 1 == 6)
        #expect(lossless.contains("Canvas size 32 x 32"))
        #expect(lossless.range(of: #"Loop count\s*:\s*0\n"#, options: .regularExpression) != nil)
        #expect(lossless.contains("VP8L"))
        #expect(lossy.contains("VP8 ") || lossy.contains("Chunk VP8  "))
    }

    /// --repeat N plays N times in all: a GIF stores N − 1 (browsers play its count plus one),
    /// a WebP N. --hold adds to the last frame's delay.
    @Test func repeatAndHoldSetTheLoopCountAndTheLastDelay() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try export(
            ["--frames", "6", "--fps", "12", "--repeat", "3", "--hold", "1.5", "--json", "-o", "three.gif"], in: dir)
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(manifest["duration"] as? Double == 2)  // 6 frames at 12 fps, then 1.5 s more
        let info = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("three.gif").path])
        #expect(info.contains("loop count 2"), "\(info)")
        let delays = info.matches(of: #/delay (\d+)\.(\d\d)s/#).map { Int($0.1)! * 100 + Int($0.2)! }
        let regular = (0..<6).map { AnimatedGIFEncoder.delayCentiseconds(frame: $0, fps: 12) }
        #expect(delays == regular.dropLast() + [regular[5] + 150])

        _ = try export(["--frames", "6", "--fps", "12", "--repeat", "1", "-o", "once.gif"], in: dir)
        let once = try runTool("/usr/bin/gifsicle", ["--info", dir.appendingPathComponent("once.gif").path])
        #expect(!once.contains("loop"), "one play: no NETSCAPE2.0 extension\n\(once)")

        _ = try export(["--frames", "6", "--fps", "12", "--repeat", "3", "--hold", "1.5", "-o", "three.webp"], in: dir)
        let webp = try runTool("/usr/bin/webpmux", ["-info", dir.appendingPathComponent("three.webp").path])
        #expect(webp.contains("Loop Count : 3"), "\(webp)")
        let durations = webp.matches(of: #/^ *\d+: +\d+ +\d+ +\w+ +\d+ +\d+ +(\d+) /#.anchorsMatchLineEndings()).map {
            Int($0.1)!
        }
        #expect(durations.count == 6)
        #expect(durations.last == 500 - AnimatedWebPEncoder.timestampMilliseconds(frame: 5, fps: 12) + 1500)
        #expect(durations.reduce(0, +) == 2000)
    }

    @Test func repeatAndHoldAreRefusedWithoutAnAnimatedFile() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for (extra, message) in [
            (
                ["--repeat", "2", "--frames", "3", "-o", "f/"],
                "--repeat: applies to an animated .gif, .webp or .svg, not to PNG frames ('f/')"
            ),
            (
                ["--hold", "1", "--frames", "3", "-o", "f_%02d.svg"],
                "--hold: applies to an animated .gif, .webp, .svg, .json, .lottie or .tgs, not to SVG frames ('f_%02d.svg')"
            ),
            (
                ["--repeat", "2", "--hold", "1", "-o", "one.png"],
                "--repeat: applies to an animated .gif, .webp or .svg, not to one PNG picture ('one.png')"
            ),
            // A Lottie's app decides how often it plays; a Lottie has no pixels to lose.
            (
                ["--repeat", "2", "-o", "a.json"],
                "--repeat: applies to an animated .gif, .webp or .svg, not to an animated Lottie"
            ),
            (
                ["--quality", "80", "-o", "a.json"],
                "--quality: applies to JPEG or WebP output, not to an animated Lottie"
            ),
            (["--repeat", "-1", "-o", "a.gif"], "--repeat: '-1' is out of range 0…65535"),
            (["--hold", "601", "-o", "a.gif"], "--hold: '601' is out of range 0…600"),
            (
                ["--hold", "1", "-o", "a.xml"],
                "--hold: applies to an animated .gif, .webp, .svg, .json, .lottie or .tgs, not to an animated VectorDrawable"
            ),
            (["--long-loop", "-o", "a.gif"], "--long-loop needs --loop"),
        ] {
            let r = try BinaryRunner.run(Self.drawOn + extra, in: dir)
            #expect(r.status == 64, "\(extra)")
            #expect(r.stderr.contains(message), "\(extra): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func aKilledExportLeavesOnlyCompleteFrames() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        // Each signal arrives after a random number of finished frames (printed on failure).
        var random = SystemRandomNumberGenerator()
        for sig in [SIGKILL, SIGTERM, SIGINT] {
            let moment = Int.random(in: 5...60, using: &random)
            let out = dir.appendingPathComponent("killed-\(sig)")
            let process = Process()
            process.executableURL = BinaryRunner.binary
            process.arguments = Self.drawOn + ["--frames", "3000", "--scale", "4", "--jobs", "2", "-o", out.path + "/"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until some frames exist, then kill mid-export.
            let deadline = Date().addingTimeInterval(20)
            func finished() -> Int {
                ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter {
                    $0.hasPrefix("frame_")
                }.count
            }
            while Date() < deadline, finished() < moment {
                usleep(20_000)
            }
            kill(process.processIdentifier, sig)
            // A caught signal must still end the process promptly.
            let killDeadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < killDeadline { usleep(20_000) }
            if process.isRunning {
                Issue.record("the export did not exit within 10 s of signal \(sig)")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            let frames = names.filter { $0.hasPrefix("frame_") }
            #expect(frames.count >= moment && frames.count < 3000, "signal \(sig) after \(moment) frames")
            for name in frames {
                let data = try [UInt8](Data(contentsOf: out.appendingPathComponent(name)))
                #expect((try? loadPNG(bytes: data)) != nil, "\(name) is not a complete PNG")
            }
            if sig != SIGKILL {
                // Caught signals also remove the temporaries in flight.
                #expect(
                    names.allSatisfy { !$0.contains(".tmp-") },
                    "temporaries left: \(names.filter { $0.contains(".tmp-") })")
            }
        }
    }

    @Test func exportErrors() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        func status(_ extra: [String]) throws -> (Int32, String) {
            let r = try BinaryRunner.run(Self.drawOn + extra, in: dir)
            return (r.status, r.stderr)
        }
        #expect(try status(["--frames", "3", "-o", "one.png"]).0 == 64)
        // A rate a file cannot play as asked is refused once, in one line, before anything is drawn.
        for (file, problem) in [
            ("fast.gif", "--fps: '60' is too fast for a GIF: frame delays are whole centiseconds"),
            ("fast.webp", "--fps: '120' is too fast for an animated WebP: browsers play frames of 10 ms"),
        ] {
            let fps = file.hasSuffix("gif") ? "60" : "120"
            let (code, message) = try status(["--fps", fps, "--frames", "3", "-o", file])
            #expect(code == 64 && message.contains(problem), "\(message)")
            #expect(!message.contains("cannot encode") && message.components(separatedBy: "too fast").count == 2)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path))
        }
        #expect(try status(["--shard", "3/3", "--frames", "3", "-o", "s/"]).0 == 64)
        #expect(try status(["--shard", "0/2", "--frames", "3", "-o", "s.gif"]).0 == 64)
        #expect(try status(["--frames", "0", "-o", "s/"]).1.contains("--frames"))
        #expect(try status(["--frames", "200000", "-o", "s/"]).0 == 64)
        #expect(try status(["--loop", "--duration", "2", "-o", "s/"]).0 == 64)
        #expect(
            try status(["--timing", "easeInOut", "-o", "s/"]).1.contains(
                "--timing: unknown value 'easeInOut'; did you mean"))
        let still = try BinaryRunner.run(
            ["path", "render", "--d", "M0 0 H10", "--stroke", "red", "--loop", "-o", "s/"], in: dir)
        #expect(still.status == 64 && still.stderr.contains("--loop"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("one.png").path))
    }
}
