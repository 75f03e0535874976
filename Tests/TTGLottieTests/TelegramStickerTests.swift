import Foundation
import TTGCairo
import TTGCodecs
import TTGLottie
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// Telegram stickers (`.tgs`) as Telegram's tools take them: every sticker the binary writes from
/// every refresh style's `--loop`, every emoji transition, puzzle and path motion, at 60 and 30
/// fps, is checked by python-lottie's Telegram validator (`Tests/tgs_validate.py`: no error and no
/// warning; its notes, masks and mattes "not officially supported", are counted), is at most 64
/// KiB on disk, and, gunzipped by Python, plays in rlottie (Telegram's own player) at four whole
/// frames as our frames of the same moments, fitted into 512 × 512, by the bar of the other player
/// tests (``AnimationComparison``). What does not fit (a loop longer than 3 s, a bitmap) is refused
/// in one line naming why, and no file is left.
@Suite(.slow) struct TelegramStickerTests {
    static let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/tgs_validate.py").path
    static let side = Int(TelegramSticker.side)
    static let momentsPerSticker = 4
    /// Stickers whose dashes lie on curves, which rlottie measures its own way (a pattern drifts
    /// from where every other renderer puts it; ``LottieExportTests`` takes them out of its rlottie
    /// comparison, Chromium checks them in the animated SVG): validated, not compared.
    static let dashesOnCurves: Set<String> = ["rainGarden", "retroRadar", "rocketOrbit", "path-marching"]

    /// What the validator said of one sticker.
    struct Checked {
        var bytes: Int
        var issues: [(severity: String, message: String)]
        var lottie: String
    }

    /// A sticker written, with our pictures of it: `ours(frames)` draws our frames at these
    /// sticker frame numbers (and one before and after each), 512 × 512.
    struct Written {
        var name: String
        var path: String
        var ours: ([Int]) throws -> [RasterImage]
    }

    @Test(arguments: [60, 30]) func everyStickerPassesTelegramsValidatorAndPlaysInRLottieAsOurFrames(fps: Int) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var written: [Written] = []
        var refused: [String] = []
        for style in RefreshStyle.all {
            let name = style.name.rawValue
            let path = directory.appendingPathComponent("\(name).tgs").path
            let run = try BinaryRunner.run(["refresh", "--style", name, "--loop", "--fps", String(fps), "-o", path])
            let animation = try RefreshGlyph(style: style).animation(
                state: .refreshing, progress: 0, time: 0, in: .alone)
            let period = try #require(animation.loopPeriod)
            guard period <= TelegramSticker.longestDuration else {
                #expect(run.status == 64, "\(name): \(run.stderr)")
                #expect(
                    run.stderr.contains(
                        "--loop: the loop is \(shortestDecimalText(period)) s, longer than a Telegram sticker's 3 s"),
                    "\(name): \(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 1)
                #expect(!FileManager.default.fileExists(atPath: path), "\(name): a refused sticker left a file")
                refused.append(name)
                continue
            }
            try #require(run.status == 0, "\(name): \(run.stderr)")
            // One period in the nearest whole number of frames at the sticker's rate.
            let frames = max(1, (period * Double(fps)).rounded())
            written.append(
                Written(name: name, path: path) { numbers in
                    // A frame number before the start or past the end is the loop's frame there.
                    try numbers.map {
                        let number = (Double($0) + frames).truncatingRemainder(dividingBy: frames)
                        return try rasterize(TelegramSticker.fitted(animation.scene(number * period / frames)))
                    }
                })
        }
        for item in AnimationCase.commands {
            let path = directory.appendingPathComponent("\(item.name).tgs").path
            let run = try BinaryRunner.run(item.arguments + ["--fps", String(fps), "-o", path])
            guard run.status == 0 else {
                #expect(run.status == 64 && run.stderr.contains("Telegram sticker"), "\(item.name): \(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 1)
                #expect(!FileManager.default.fileExists(atPath: path), "\(item.name): a refused sticker left a file")
                refused.append(item.name)
                continue
            }
            written.append(
                Written(name: item.name, path: path) { numbers in
                    try Self.frames(of: item, at: numbers, fps: fps, in: directory)
                })
        }
        let checked = try Self.validate(written.map(\.path))
        var worst = (fraction: 0.0, moment: "")
        var notes: [String: Int] = [:]
        var sizes: [Int] = []
        for sticker in written {
            let result = try #require(checked[sticker.path], "\(sticker.name): not validated")
            for issue in result.issues {
                if issue.severity == "Note" {
                    notes[issue.message.split(separator: ": ").last.map(String.init) ?? issue.message, default: 0] += 1
                } else {
                    Issue.record("\(sticker.name) at \(fps) fps: \(issue.message)")
                }
            }
            let bytes = try FileManager.default.attributesOfItem(atPath: sticker.path)[.size] as? Int ?? 0
            #expect(bytes == result.bytes && bytes <= TelegramSticker.maximumBytes, "\(sticker.name): \(bytes) bytes")
            sizes.append(bytes)
            let count = try RLottiePlayer.frameCount(result.lottie)
            #expect(try RLottiePlayer.frameRate(result.lottie) == Double(fps))
            guard !Self.dashesOnCurves.contains(sticker.name) else { continue }
            let numbers = (0..<Self.momentsPerSticker).map { $0 * count / Self.momentsPerSticker }
            let theirs = try RLottiePlayer.render(result.lottie, frames: numbers, width: Self.side, height: Self.side)
            let ours = try sticker.ours(numbers.flatMap { [$0, $0 - 1, $0 + 1] })
            for (index, number) in numbers.enumerated() {
                let name = "tgs-\(fps)-\(sticker.name)-\(number)"
                let fraction = ImageComparison.compare(
                    theirs[index], ours[3 * index], channelTolerance: AnimationComparison.channelTolerance
                ).differingFraction
                if fraction > worst.fraction { worst = (fraction, name) }
                let failure = AnimationComparison.check(
                    theirs[index], ours: ours[3 * index], before: ours[3 * index + 1], after: ours[3 * index + 2],
                    name: name)
                if let failure { Issue.record(Comment(rawValue: failure)) }
            }
        }
        print(
            "tgs at \(fps) fps: \(written.count) stickers (\(written.map(\.name).joined(separator: ", "))), "
                + "\(String(format: "%.1f", Double(sizes.min() ?? 0) / 1024))–"
                + "\(String(format: "%.1f", Double(sizes.max() ?? 0) / 1024)) KiB; validator notes \(notes); "
                + "refused \(refused.count): \(refused.joined(separator: "; ")); most pixels past the bar "
                + "\(String(format: "%.2f%%", worst.fraction * 100)) (\(worst.moment))")
    }

    /// The validator's findings for each of `paths`.
    static func validate(_ paths: [String]) throws -> [String: Checked] {
        guard !paths.isEmpty else { return [:] }
        let result = try BinaryRunner.runProgram(LottieJob.python, [script] + paths)
        guard result.status == 0 else { throw Failure(description: result.stderr) }
        let all = try JSONSerialization.jsonObject(with: result.stdout) as? [String: [String: Any]] ?? [:]
        return all.mapValues { value in
            Checked(
                bytes: value["bytes"] as? Int ?? -1,
                issues: (value["issues"] as? [[String: String]] ?? []).map {
                    ($0["severity"] ?? "", $0["message"] ?? "")
                },
                lottie: value["lottie"] as? String ?? "")
        }
    }

    /// Our frames `numbers` (at `fps`, from the start; one before the start is the start) of a
    /// command, drawn by the binary with the longer side 512 pixels and centered on a 512 × 512
    /// canvas as the sticker fits it.
    static func frames(of item: AnimationCase, at numbers: [Int], fps: Int, in directory: URL) throws -> [RasterImage] {
        let folder = directory.appendingPathComponent("\(item.name)-\(fps)-frames")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lottie = try BinaryRunner.run(item.arguments + ["--format", "lottie", "-o", "-"])
        let root = try JSONSerialization.jsonObject(with: lottie.stdout) as? [String: Any] ?? [:]
        let width = (root["w"] as? NSNumber)?.doubleValue ?? 1
        let height = (root["h"] as? NSNumber)?.doubleValue ?? 1
        let side = width >= height ? "--width" : "--height"
        let run = try BinaryRunner.run(
            item.arguments + [
                "--fps", String(fps), "--frames", String(numbers.max()! + 1), side, String(Self.side), "--quiet",
                "-o", folder.path + "/frame_%04d.png",
            ])
        guard run.status == 0 else { throw Failure(description: "\(item.name): \(run.stderr)") }
        let scale = TelegramSticker.side / max(width, height)
        let offset = (
            x: Int(((TelegramSticker.side - width * scale) / 2).rounded()),
            y: Int(((TelegramSticker.side - height * scale) / 2).rounded())
        )
        return try numbers.map { number in
            let file = folder.appendingPathComponent(String(format: "frame_%04d.png", max(0, number)))
            let picture = try loadPNG(bytes: [UInt8](Data(contentsOf: file)))
            return Self.centered(picture, at: offset)
        }
    }

    /// `picture` on a transparent 512 × 512 canvas, its top left corner at `offset`.
    static func centered(_ picture: RasterImage, at offset: (x: Int, y: Int)) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<picture.height where (0..<side).contains(y + offset.y) {
            for x in 0..<picture.width where (0..<side).contains(x + offset.x) {
                let from = (y * picture.width + x) * 4
                let to = ((y + offset.y) * side + x + offset.x) * 4
                pixels[to..<to + 4] = picture.pixels[from..<from + 4]
            }
        }
        return RasterImage(width: side, height: side, pixels: pixels)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}

/// `x` as the binary's messages write a number: its shortest decimal.
private func shortestDecimalText(_ x: Double) -> String { "\(x)".hasSuffix(".0") ? "\(Int(x))" : "\(x)" }
