import Foundation
import TTGTestSupport
import Testing

/// End-to-end runs of the built `ttg-render puzzle`.
@Suite(.slow) struct PuzzleCommandTests {
    static let fixtures = ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/puzzle")

    func file(_ dir: URL, _ name: String) -> Data? {
        FileManager.default.contents(atPath: dir.appendingPathComponent(name).path)
    }

    @Test func defaultCommandWritesPuzzlePNG() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(["puzzle"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(file(dir, "puzzle.png"))
        #expect(pngDimensions(png)! == (320, 200))
        #expect(Set(pngChunkTypes([UInt8](png))) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func outDirWritesTheLayersAndTheAnswer() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        var sizes: [String: (Int, Int)] = [:]
        for blank in ["120,10", "205,87"] {
            let out = dir.appendingPathComponent(blank)
            let result = try BinaryRunner.run(
                [
                    "puzzle", "--out-dir", out.path, "--mask", "--blank", blank,
                    "--answer", out.path + ".json", "--image", Self.fixtures.appendingPathComponent("photo.jpg").path,
                ], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == ["background.png", "composite.png", "mask.png", "piece.png"])
            for name in names {
                let png = try #require(file(out, name))
                #expect(
                    Set(pngChunkTypes([UInt8](png))).isSubset(of: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]),
                    "\(name) has only image chunks")
                sizes["\(blank) \(name)"] = pngDimensions(png)!
            }
            let answer = try String(contentsOfFile: out.path + ".json", encoding: .utf8)
            #expect(
                answer.hasPrefix(
                    "{\"blank\":[\(blank)],\"size\":[44,44],\"shape\":\"classic\",\"tolerance\":8,\"canvas\":[320,200]"
                ))
        }
        #expect(sizes["120,10 piece.png"]! == sizes["205,87 piece.png"]!)
        #expect(sizes["120,10 background.png"]! == (320, 200))
    }

    /// A vector layer would carry the hole's outline as text: served layers are PNG only.
    @Test(arguments: ["svg", "pdf"])
    func vectorLayersAreRefused(format: String) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            ["puzzle", "--out-dir", "layers", "--format", format, "--blank", "150,40"], in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("PNG layers only"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("layers").path))
    }

    /// A snap-and-fade's Lottie embeds the piece's shadow once, at --shadow-scale pixels per point
    /// (3 unless told), and fades it with its layer's opacity: as many bitmaps as a snap, whose
    /// shadow does not fade.
    @Test func aFadingShadowIsOneBitmapFaded() throws {
        func lottie(_ animation: String, _ extra: [String] = []) throws -> [String: Any] {
            let run = try BinaryRunner.run(
                [
                    "puzzle", "--blank", "190,50", "--position", "40,50", "--animate", animation, "--format", "lottie",
                    "-o", "-",
                ]
                    + extra)
            try #require(run.status == 0, "\(run.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        }
        func images(_ document: [String: Any]) -> [[String: Any]] {
            ((document["assets"] as? [[String: Any]]) ?? []).filter { $0["p"] != nil }
        }
        func widest(_ document: [String: Any]) -> [String: Any]? {
            images(document).max { ($0["w"] as? Double ?? 0) < ($1["w"] as? Double ?? 0) }
        }
        let fade = try lottie("snapAndFade")
        #expect(images(fade).count == images(try lottie("snap")).count)
        // The shadow: the widest bitmap, 3 pixels a point against 1 with --shadow-scale 1.
        let shadow = try #require(widest(fade))
        let single = try #require(widest(try lottie("snapAndFade", ["--shadow-scale", "1"])))
        let (w3, w1) = (try #require(shadow["w"] as? Double), try #require(single["w"] as? Double))
        // Cropped to the pixels it paints: each edge of the 1× bitmap is a pixel, 3 at 3×.
        #expect(abs(w3 - 3 * w1) <= 6, "\(w3) pixels at 3 against \(w1) at 1")
        // Its layer fades: an animated opacity.
        func layers(_ list: Any?) -> [[String: Any]] { (list as? [[String: Any]]) ?? [] }
        let all = layers(fade["layers"]) + ((fade["assets"] as? [[String: Any]]) ?? []).flatMap { layers($0["layers"]) }
        let layer = try #require(all.first { $0["refId"] as? String == shadow["id"] as? String })
        let opacity = try #require((layer["ks"] as? [String: Any])?["o"] as? [String: Any])
        #expect(opacity["a"] as? Double == 1)
    }

    @Test func poolsAreReproducibleWithASeed() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for (name, jobs) in [("a", "1"), ("b", "2")] {
            let result = try BinaryRunner.run(
                [
                    "puzzle", "--out-dir", name, "--count", "20", "--seed", "99",
                    "--jobs", jobs, "--answer", "\(name).jsonl",
                ], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try String(contentsOfFile: dir.appendingPathComponent("a.jsonl").path, encoding: .utf8)
        let b = try String(contentsOfFile: dir.appendingPathComponent("b.jsonl").path, encoding: .utf8)
        #expect(a == b)
        let lines = a.split(separator: "\n")
        #expect(lines.count == 20)
        #expect(lines.first!.hasPrefix("{\"challenge\":\"000001\""))
        #expect(lines.last!.hasPrefix("{\"challenge\":\"000020\""))
        #expect(Set(lines.map { $0.split(separator: "]").first! }).count > 10, "blanks differ")
        for index in [1, 7, 20] {
            let folder = String(format: "%06d", index)
            for layer in ["background.png", "piece.png", "composite.png"] {
                #expect(
                    file(dir.appendingPathComponent("a/\(folder)"), layer)
                        == file(dir.appendingPathComponent("b/\(folder)"), layer))
            }
        }
        // The answers are not inside the pool.
        let inside = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("a").path)
        #expect(!inside.contains { $0.hasSuffix(".json") || $0.hasSuffix(".jsonl") })
        // Without a seed, two pools differ.
        _ = try BinaryRunner.run(["puzzle", "--out-dir", "c", "--count", "20", "--answer", "c.jsonl"], in: dir)
        _ = try BinaryRunner.run(["puzzle", "--out-dir", "d", "--count", "20", "--answer", "d.jsonl"], in: dir)
        #expect(file(dir, "c.jsonl") != file(dir, "d.jsonl"))
    }

    @Test func verifyExitCodes() throws {
        let ok = try BinaryRunner.run(["puzzle", "verify", "--blank", "176,50", "--position", "184,42"])
        #expect(ok.status == 0)
        #expect(
            ok.output
                == "{\"verified\":true,\"position\":[184,42],\"blank\":[176,50],\"xOffset\":8,\"yOffset\":-8,\"xPercentage\":0.8363636363636363,\"yPercentage\":0.42,\"state\":\"verified\",\"failures\":0}\n"
        )
        let miss = try BinaryRunner.run(["puzzle", "verify", "--blank", "176,50", "--position", "184.5,50"])
        #expect(miss.status == 1 && miss.output.contains("\"verified\":false"))
        let axis = try BinaryRunner.run([
            "puzzle", "verify", "--blank", "176,50", "--position", "176,0",
            "--axes", "horizontal", "--start", "10,50",
        ])
        #expect(axis.status == 0 && axis.output.contains("\"position\":[176,50]"))
        let locked = try BinaryRunner.run([
            "puzzle", "verify", "--blank", "176,50", "--position", "0,0",
            "--failures", "2", "--max-retries", "3",
        ])
        #expect(locked.status == 1 && locked.output.contains("\"state\":\"locked\""))
        let usage = try BinaryRunner.run(["puzzle", "verify", "--blank", "176,50"])
        #expect(usage.status == 64)
    }

    @Test func animationExports() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            [
                "puzzle", "--canvas", "160x100", "--size", "50x50", "--blank", "90,25",
                "--animate", "snapAndFade", "--fps", "10", "-o", "frames/", "--quiet", "--json",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        // snapAndFade lasts 0.3 s (the shadow fades during the snap) and ends: 3 frames before its end
        // at 10 fps, then the end itself.
        #expect(result.output.contains("\"frames\":4"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path)
        #expect(frames.count == 4)
    }

    @Test(arguments: [
        (["--image", "missing.jpg"], Int32(66), "missing.jpg"),
        (["--image", "TRUNCATED"], 65, "truncated.jpg"),
        (["--image", "OVERSIZED"], 65, "oversized.jpg"),
        (["--image", "NOTIMAGE"], 65, "not-an-image.png"),
        (["--size", "400x100"], 64, "--size"),
        (["--blank", "300,10"], 64, "--blank"),
        (["--blank", "-1,10"], 64, "--blank"),
        (["--axes", "horizontal", "--blank", "176,50"], 64, "start's y 20"),
        (["--axes", "vertical", "--blank", "176,50"], 64, "start's x 20"),
        (["--path", "M0 0 L10 10 Q"], 65, "offset"),
        (["--count", "0", "--out-dir", "x"], 64, "--count"),
        (["--count", "3"], 64, "--count"),
        (["--count", "3", "--out-dir", "x"], 64, "--count needs --answer"),
        (["--count", "3", "--out-dir", "x", "--answer", "nodir/a.jsonl"], 73, "nodir/a.jsonl"),
        (["--out-dir", "x", "--answer", "nodir/a.json"], 73, "nodir/a.json"),
        (["--answer", "nodir/a.json"], 73, "nodir/a.json"),
        (["--out-dir", "x", "--decoys", "8", "--size", "100x100"], 64, "--decoys 8"),
        (["--images", "missing-dir"], 66, "missing-dir"),
        (["--shape", "clasic"], 64, "did you mean 'classic'"),
        (["--blank-alpha", "2"], 64, "--blank-alpha"),
        (["--piece-shadow", "black,4"], 64, "--piece-shadow"),
        (["--mask"], 64, "--mask"),
    ])
    func errorsNameTheOptionAndLeaveNoFile(arguments: [String], status: Int32, mention: String) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("not-an-image.png"))
        let substituted = arguments.map {
            switch $0 {
            case "TRUNCATED": Self.fixtures.appendingPathComponent("truncated.jpg").path
            case "OVERSIZED": Self.fixtures.appendingPathComponent("oversized.jpg").path
            case "NOTIMAGE": "not-an-image.png"
            default: $0
            }
        }
        let result = try BinaryRunner.run(["puzzle"] + substituted, in: dir)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(file(dir, "puzzle.png") == nil)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
    }
}
