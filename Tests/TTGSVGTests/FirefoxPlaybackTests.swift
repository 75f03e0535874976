import Foundation
import TTGCairo
import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// Animations written by the binary as one animated SVG and played by headless Firefox ESR, a
/// second independent SMIL player beside Chromium (``AnimatedSVGTests``): at whole frames and at
/// half frames (what a 60 Hz screen shows of a 30 fps file), against our own pictures of the same
/// times, by the bar of ``AnimationComparison``. Every refresh style's busy loop in both roles,
/// each emoji preset's `--to`, each puzzle animation and the `path` animations, at 1 and 3 pixels
/// per point (Chromium plays them at 2, and ThorVG the Lottie at 2 and 3). All the moments of a
/// scale go to few browser starts.
@Suite(.enabled(if: FirefoxPlayer.isAvailable), .slow) struct FirefoxPlaybackTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scales = [1, 3]

    @Test func everyAnimationPlaysInFirefoxAsItRendersAtWholeAndHalfFrames() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var documents: [String] = []
        var subjects: [(_ scale: Int) -> PlaybackSubject] = []

        for loop in try PlaybackSubject.refreshLoops() {
            documents.append(try write(loop.name, loop.arguments, in: directory))
            subjects.append(loop.at)
        }
        for item in AnimationCase.commands {
            let svg = try write(item.name, item.arguments, in: directory)
            documents.append(svg)
            let size = try AnimatedSVGTests.canvasSize(of: svg)
            let length = try #require(AnimatedSVGTests.duration(of: svg))
            subjects.append { scale in
                PlaybackSubject(name: item.name, size: size, length: length) { times in
                    try item.frames(at: times, fps: Self.fps, scale: scale, in: directory)
                }
            }
        }

        for scale in Self.scales {
            let subjects = subjects.map { $0(scale) }
            let moments = PlaybackCheck.moments(of: subjects, fps: Self.fps, count: Self.momentsPerAnimation)
            let shots = moments.map { moment in
                let size = subjects[moment.subject].size
                return SMILShot(
                    svg: documents[moment.subject], time: moment.time, width: Int(size.width.rounded(.up)),
                    height: Int(size.height.rounded(.up)))
            }
            let theirs = try FirefoxPlayer.play(shots, scale: scale)
            let report = try PlaybackCheck.compare(
                theirs, at: moments, of: subjects, fps: Self.fps, player: "firefox-\(scale)x")
            #expect(report.failures.isEmpty, "\(report.summary)\n\(report.failures.joined(separator: "\n"))")
        }
    }

    /// The binary's animated SVG for `arguments`.
    func write(_ name: String, _ arguments: [String], in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(name + ".svg")
        let run = try BinaryRunner.run(arguments + ["--fps", String(Self.fps), "-o", file.path])
        try #require(run.status == 0, "\(name): \(run.stderr)")
        return try String(contentsOf: file, encoding: .utf8)
    }
}
