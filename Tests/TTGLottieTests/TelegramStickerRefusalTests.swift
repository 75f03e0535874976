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
