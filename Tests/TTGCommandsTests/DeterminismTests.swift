import Foundation
import TTGArguments
import TTGBase
import TTGSVG
import TTGTestSupport
import Testing

@testable import TTGCommands

/// The same command writes the same bytes, and the captcha files reveal nothing but the picture.
@Suite(.slow) struct DeterminismTests {
    private func run(_ arguments: [String], in dir: URL) throws {
        let result = try BinaryRunner.run(arguments, in: dir)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }

    private func bytes(_ dir: URL, _ name: String) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent(name))
    }

    static let families: [(String, [String])] = [
        (
            "path",
            [
                "path", "render", "--d", "M4 4 H28 V28 H4 Z", "--stroke", "teal", "--line-width", "3",
                "--trim", "0,0", "--trim-to", "0,1", "--cycle", "1", "--canvas", "32x32", "--quiet",
            ]
        ),
        ("emoji", ["emoji", "--rate", "1", "--to", "4", "--start", "0.1", "--size", "48", "--quiet"]),
        (
            "puzzle",
            [
                "puzzle", "--canvas", "96x64", "--size", "24x24", "--blank", "60,20", "--position", "4,20",
                "--animate", "snap", "--quiet",
            ]
        ),
        ("refresh", ["refresh", "--style", "auroraWave", "--size", "32", "--quiet"]),
    ]

    @Test func theSameCommandTwiceGivesIdenticalFilesInEveryFormat() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for (family, command) in Self.families {
            for format in ["png", "svg", "pdf", "gif", "webp"] {
                let frames = format == "gif" || format == "webp" ? ["--frames", "4"] : []
                try run(command + frames + ["-o", "\(family)-a.\(format)"], in: dir)
                try run(command + frames + ["-o", "\(family)-b.\(format)"], in: dir)
                #expect(
                    try bytes(dir, "\(family)-a.\(format)") == bytes(dir, "\(family)-b.\(format)"),
                    "\(family) \(format)")
            }
        }
    }

    @Test func jobsAndShardsGiveIdenticalFilesForEveryFamily() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for (family, command) in Self.families {
            try run(command + ["--frames", "6", "--jobs", "1", "-o", "\(family)-1.gif"], in: dir)
            try run(command + ["--frames", "6", "--jobs", "2", "-o", "\(family)-2.gif"], in: dir)
            #expect(try bytes(dir, "\(family)-1.gif") == bytes(dir, "\(family)-2.gif"), "\(family)")
            try run(command + ["--frames", "6", "--jobs", "1", "-o", "\(family)-one/"], in: dir)
            for k in 0..<2 {
                try run(command + ["--frames", "6", "--shard", "\(k)/2", "-o", "\(family)-shards/"], in: dir)
            }
            for i in 0..<6 {
                let name = String(format: "frame_%04d.png", i)
                #expect(
                    try bytes(dir, "\(family)-one/" + name) == bytes(dir, "\(family)-shards/" + name),
                    "\(family) \(name)")
            }
        }
        // A pool is the same whatever --jobs is.
        try run(
            ["puzzle", "--out-dir", "pool1", "--count", "4", "--seed", "9", "--jobs", "1", "--answer", "a1.jsonl"],
            in: dir)
        try run(
            ["puzzle", "--out-dir", "pool2", "--count", "4", "--seed", "9", "--jobs", "2", "--answer", "a2.jsonl"],
            in: dir)
        #expect(try bytes(dir, "a1.jsonl") == bytes(dir, "a2.jsonl"))
        for file in ["000001/background.png", "000004/piece.png"] {
            #expect(try bytes(dir, "pool1/" + file) == bytes(dir, "pool2/" + file))
        }
    }

    @Test func captchaFilesCarryNoAnswer() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let common = [
            "puzzle", "--canvas", "160x100", "--size", "40x40", "--position", "4,30", "--mask", "--decoys", "0",
        ]
        try run(common + ["--blank", "100,30", "--out-dir", "a", "--answer", "a.json"], in: dir)
        try run(common + ["--blank", "60,50", "--out-dir", "b", "--answer", "b.json"], in: dir)
        for name in ["background.png", "piece.png", "composite.png", "mask.png"] {
            let types = Set(pngChunkTypes([UInt8](try bytes(dir, "a/" + name))))
            #expect(types.isSubset(of: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]), "\(name): \(types)")
        }
        // The piece's size does not depend on the blank.
        #expect(
            pngDimensions(try bytes(dir, "a/piece.png")).map { [$0.width, $0.height] }
                == pngDimensions(try bytes(dir, "b/piece.png")).map { [$0.width, $0.height] })
        // Vector layers would carry the hole's outline as text: refused, nothing written.
        let svg = try BinaryRunner.run(common + ["--blank", "100,30", "--format", "svg", "--out-dir", "sa"], in: dir)
        #expect(svg.status == 64)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("sa").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a/answer.json").path))
    }

    @Test func randomBlanksWithoutASeedDifferBetweenRuns() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for name in ["r1", "r2"] {
            try run(
                ["puzzle", "--blank", "random", "--out-dir", name, "--count", "3", "--answer", name + ".jsonl"], in: dir
            )
        }
        #expect(try bytes(dir, "r1.jsonl") != bytes(dir, "r2.jsonl"))
        for name in ["s1", "s2"] {
            try run(
                [
                    "puzzle", "--blank", "random", "--seed", "5", "--out-dir", name, "--count", "3", "--answer",
                    name + ".jsonl",
                ], in: dir)
        }
        #expect(try bytes(dir, "s1.jsonl") == bytes(dir, "s2.jsonl"))
    }

    @Test func textForHTMLIsEscaped() {
        #expect(escapingXML(#"<b a="1" c='2'>&</b>"#) == "&lt;b a=&quot;1&quot; c=&#39;2&#39;&gt;&amp;&lt;/b&gt;")
    }
}
