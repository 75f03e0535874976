import Foundation
import TTGCodecs
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// dotLottie archives (`.lottie`) read back by an independent reader: python-lottie's dotLottie
/// importer loads every animation the manifest lists and Python's zipfile checks each entry's
/// CRC-32 (`Tests/dotlottie_read.py`). Each animation must be, byte for byte, the Lottie file the
/// same export writes alone (which the player tests play), and plays in ThorVG as our still.
@Suite(.enabled(if: ThorVGPlayer.isAvailable)) struct DotLottieTests {
    static let reader = ImageComparison.repositoryRoot.appendingPathComponent("Tests/dotlottie_read.py").path

    /// What the reader saw of one animation.
    struct Read {
        var frameRate: Double
        var outPoint: Double
        var markers: [String]
        var bytes: Data
    }

    @Test(arguments: [["--loop"], ["--markers", "--role", "footer", "--size", "70"]])
    func everyStyleInOneArchiveIsItsOwnExport(options: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("all.lottie").path
        let run = try BinaryRunner.run(["refresh", "--all"] + options + ["-o", path])
        try #require(run.status == 0, "\(run.stderr)")
        let (ids, animations) = try Self.read(path)
        let styles = RefreshStyle.all.map(\.name.rawValue)
        #expect(ids == styles)
        var jobs: [LottieJob] = []
        var stills: [RasterImage] = []
        for style in styles {
            let alone = try BinaryRunner.run(
                ["refresh", "--style", style] + options + ["--format", "lottie", "-o", "-"])
            try #require(alone.status == 0, "\(alone.stderr)")
            let read = try #require(animations[style])
            #expect(read.bytes == alone.stdout, "\(style): not the file --style \(style) writes")
            let root = try #require(try JSONSerialization.jsonObject(with: alone.stdout) as? [String: Any])
            #expect(read.frameRate == root["fr"] as? Double && read.outPoint == root["op"] as? Double)
            if options.contains("--markers") {
                #expect(read.markers == ["pulling", "loading", "ending"])
                // Its first frame: the glyph at rest, as the still of pulling at 0.
                let still = try BinaryRunner.run(
                    ["refresh", "--style", style, "--role", "footer", "--size", "70", "--state", "pulling"]
                        + ["--progress", "0", "--scale", "2", "--format", "png", "-o", "-"])
                let picture = try loadPNG(bytes: [UInt8](still.stdout))
                stills.append(picture)
                jobs.append(
                    LottieJob(
                        json: String(decoding: read.bytes, as: UTF8.self), frames: [0], width: picture.width,
                        height: picture.height))
            }
        }
        guard !jobs.isEmpty else { return }
        let shown = try ThorVGPlayer.render(jobs)
        for (style, (pictures, still)) in zip(styles, zip(shown, stills)) {
            let result = ImageComparison.compare(
                pictures[0], still, channelTolerance: AnimationComparison.channelTolerance)
            #expect(
                result.passes(maxFraction: AnimationComparison.maxFraction), "\(style): \(result.differingFraction)")
        }
    }

    /// On a terminal the bar names each style and its place, as when each is a file of its own.
    @Test func theProgressNamesEachStyleAsItGoesIntoTheArchive() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try BinaryRunner.runOnTerminal(["refresh", "--all", "--loop", "-o", "all.lottie"], in: directory)
        #expect(result.status == 0, "\(result.transcript)")
        for (index, style) in RefreshStyle.all.enumerated() {
            #expect(result.transcript.contains("[\(index + 1)/20] \(style.name.rawValue)"), "\(style.name.rawValue)")
        }
        #expect(result.transcript.contains("wrote 20 styles to all.lottie"))
    }

    @Test func oneAnimationIsAnArchiveOfOneNamedAfterTheFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("rate face.lottie").path
        let run = try BinaryRunner.run(["emoji", "--preset", "playful", "--markers", "-o", path])
        try #require(run.status == 0, "\(run.stderr)")
        let (ids, animations) = try Self.read(path)
        #expect(ids == ["rate_face"])
        let alone = try BinaryRunner.run(["emoji", "--preset", "playful", "--markers", "--format", "lottie", "-o", "-"])
        #expect(animations["rate_face"]?.bytes == alone.stdout)
        #expect(animations["rate_face"]?.markers.first == "rate-0")
    }

    /// The manifest's ids in order, and what the reader saw of each animation.
    static func read(_ path: String) throws -> (ids: [String], animations: [String: Read]) {
        let result = try BinaryRunner.runProgram(LottieJob.python, [reader, path])
        guard result.status == 0 else { throw Failure(description: result.stderr) }
        let all = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let archive = all?[path] as? [String: Any]
        let manifest = archive?["manifest"] as? [String: Any]
        let ids = (manifest?["animations"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        var animations: [String: Read] = [:]
        for (id, value) in archive?["animations"] as? [String: [String: Any]] ?? [:] {
            animations[id] = Read(
                frameRate: value["fr"] as? Double ?? -1, outPoint: value["op"] as? Double ?? -1,
                markers: value["markers"] as? [String] ?? [],
                bytes: Data(base64Encoded: value["bytes"] as? String ?? "") ?? Data())
        }
        return (ids, animations)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
