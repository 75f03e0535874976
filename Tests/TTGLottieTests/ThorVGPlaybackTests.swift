import Foundation
import TTGCairo
import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// Animations written by the binary as Lottie and played by ThorVG, a second independent player
/// beside rlottie (``LottieExportTests``) and one that shows any time: at whole frames and at half
/// frames (what a 60 Hz screen shows of a 30 fps file), against our own pictures of the same
/// times, by the bar of ``AnimationComparison``. Every refresh style's busy loop in both roles,
/// each emoji preset's `--to`, each puzzle animation and the `path` animations, at 2 and 3 pixels
/// per point.
///
/// Not at 1: there ThorVG's antialiased edges part from Cairo's by more than the bar allows
/// (auroraLoop's gradient strokes in both roles, 1.5–2.2% of the pixels; quantumKnot's footer,
/// 1.5–1.7%), at every moment alike, so a check at 1 would measure edges and not motion. Firefox
/// plays the animated SVG at 1 (``FirefoxPlaybackTests``), from the same keyframes.
@Suite(.enabled(if: ThorVGPlayer.isAvailable)) struct ThorVGPlaybackTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scales = [2, 3]

    @Test func everyAnimationPlaysInThorVGAsItRendersAtWholeAndHalfFrames() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var documents: [String] = []
        var subjects: [(_ scale: Int) -> PlaybackSubject] = []

        for loop in try PlaybackSubject.refreshLoops() {
            documents.append(try write(loop.name, loop.arguments))
            subjects.append(loop.at)
        }
        for item in AnimationCase.commands {
            let json = try write(item.name, item.arguments)
            documents.append(json)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let size = Size(try #require(root["w"] as? Double), try #require(root["h"] as? Double))
            let length = try #require(root["op"] as? Double) / (try #require(root["fr"] as? Double))
            subjects.append { scale in
                PlaybackSubject(name: item.name, size: size, length: length) { times in
                    try item.frames(at: times, fps: Self.fps, scale: scale, in: directory)
                }
            }
        }

        let frameRates = try documents.map(Self.frameRate(of:))
        for scale in Self.scales {
            let subjects = subjects.map { $0(scale) }
            let moments = PlaybackCheck.moments(of: subjects, fps: Self.fps, count: Self.momentsPerAnimation)
            let jobs = subjects.indices.map { index in
                let size = subjects[index].size
                return ThorVGPlayer.Job(
                    json: documents[index],
                    frames: moments.filter { $0.subject == index }.map { $0.time * frameRates[index] },
                    width: Int((size.width * Double(scale)).rounded(.up)),
                    height: Int((size.height * Double(scale)).rounded(.up)))
            }
            let theirs = try ThorVGPlayer.render(jobs).flatMap { $0 }
            let report = try PlaybackCheck.compare(
                theirs, at: moments, of: subjects, fps: Self.fps, player: "thorvg-\(scale)x")
            #expect(report.failures.isEmpty, "\(report.summary)\n\(report.failures.joined(separator: "\n"))")
        }
    }

    /// A Lottie document's frame rate: a loop's is the rate nearest --fps that makes its period
    /// whole frames.
    static func frameRate(of json: String) throws -> Double {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(root["fr"] as? Double)
    }

    /// The binary's Lottie for `arguments`.
    func write(_ name: String, _ arguments: [String]) throws -> String {
        let run = try BinaryRunner.run(arguments + ["--fps", String(Self.fps), "--format", "lottie", "-o", "-"])
        try #require(run.status == 0, "\(name): \(run.stderr)")
        return run.output
    }
}
