import Foundation
import TTGTestSupport
import Testing

/// What a Telegram sticker cannot hold, refused before anything is written: one line naming the
/// option (or the output) and what would fit, exit status 64, and no file left behind.
@Suite struct TelegramStickerRefusalTests {
    static let cases: [(arguments: [String], message: String)] = [
        (
            ["refresh", "--style", "koiStream", "--loop", "--fps", "24"],
            "--fps: '24' is not a Telegram sticker's rate: it plays at 60 or 30 fps; give --fps 60 or 30"
        ),
        (
            ["refresh", "--style", "pulseCircuit", "--loop"],
            "--loop: the loop is 17.6 s, longer than a Telegram sticker's 3 s (180 frames at 60 fps); give --duration 3 or less"
        ),
        (
            ["refresh", "--style", "pulseCircuit", "--duration", "4", "--fps", "30"],
            "is a Telegram sticker, and this animation plays 4 s (120 frames), longer than a Telegram sticker's 3 s (90 frames at 30 fps); give --duration 3 or less"
        ),
        (["emoji", "--rate", "3"], "is a Telegram animated sticker, and this picture does not move"),
        (["refresh", "--style", "koiStream", "--loop", "--scale", "2"], "--scale: '2' changes nothing"),
        (["refresh", "--style", "koiStream", "--markers"], "--markers"),
        (
            ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "snap"],
            "is a Telegram sticker, which holds no bitmaps, and this picture has a shadow"
        ),
    ]

    @Test func whatDoesNotFitIsRefusedByNameAndLeavesNoFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (arguments, message) in Self.cases {
            let path = directory.appendingPathComponent("sticker.tgs").path
            let run = try BinaryRunner.run(arguments + ["-o", path])
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path), "\(arguments): a refused sticker left a file")
        }
    }

    /// A sticker past 64 KiB gzipped is refused with its size: a path of 20,000 random segments
    /// drawing itself on.
    @Test func aStickerPast64KiBIsRefusedWithItsSize() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var state: UInt64 = 1
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % 1000
        }
        let data = "M0 0 " + (0..<20_000).map { _ in "L\(next()) \(next())" }.joined(separator: " ")
        let file = directory.appendingPathComponent("path.txt")
        try data.write(to: file, atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("big.tgs").path
        let run = try BinaryRunner.run(
            ["path", "render", "--d", "@" + file.path, "--fill", "none", "--stroke", "black", "--trim", "0,0"]
                + ["--trim-to", "0,1", "-o", path])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("is a Telegram sticker of at most 64 KiB, and this one is "), "\(run.stderr)")
        #expect(run.stderr.contains(" KiB gzipped; give a shorter --duration"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// `--all` names the style whose loop does not fit, and writes none.
    @Test func everyStyleNamesTheOneThatDoesNotFit() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try BinaryRunner.run(["refresh", "--all", "--loop", "--format", "tgs", "-o", directory.path + "/"])
        #expect(run.status == 64 && run.stderr.contains("pulseCircuit: --loop: the loop is 17.6 s"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// `--json` says what the sticker plays: a 1.44 s loop is 86 frames at 60 fps (1.4333 s), on 512 × 512.
    @Test func theManifestSaysWhatTheStickerPlays() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("koi.tgs").path
        let run = try BinaryRunner.run(["refresh", "--style", "koiStream", "--loop", "--json", "-o", path])
        try #require(run.status == 0, "\(run.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(manifest["fps"] as? Double == 60 && manifest["frames"] as? Int == 86)
        #expect(manifest["width"] as? Int == 512 && manifest["height"] as? Int == 512)
    }

    /// A cut of a long animation fits: its first 3 s, at 30 fps, gzipped (RFC 1952: 1F 8B, deflate,
    /// no modification time), the same bytes each time.
    @Test func aCutOfALongAnimationIsWrittenTheSameEachTime() throws {
        let arguments = [
            "refresh", "--style", "pulseCircuit", "--duration", "3", "--fps", "30", "--format", "tgs", "-o", "-",
        ]
        let first = try BinaryRunner.run(arguments)
        try #require(first.status == 0, "\(first.stderr)")
        let bytes = [UInt8](first.stdout)
        #expect(bytes.starts(with: [0x1F, 0x8B, 8]) && bytes[4..<8].allSatisfy { $0 == 0 })
        #expect(try BinaryRunner.run(arguments).stdout == first.stdout)
    }
}
