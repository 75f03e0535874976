import Foundation
import TTGTestSupport
import Testing

/// Animations written by the binary as Lottie and played by ThorVG, a second independent player
/// beside rlottie (``LottieExportTests``) and one that shows any time: at whole frames and at half
/// frames (what a 60 Hz screen shows of a 30 fps file), against our own pictures of the same
/// times, by the bar of ``AnimationComparison``. Every refresh style's busy loop in both roles,
/// each emoji preset's `--to`, each puzzle animation and the `path` animations, at 2 and 3 pixels
/// per point (``LottieSubjects``).
///
/// Not at 1: there ThorVG's antialiased edges part from Cairo's by more than the bar allows
/// (auroraLoop's gradient strokes in both roles, 1.5–2.2% of the pixels; quantumKnot's footer,
/// 1.5–1.7%), at every moment alike, so a check at 1 would measure edges and not motion. Firefox
/// plays the animated SVG at 1 (``FirefoxPlaybackTests``), and lottie-web the Lottie
/// (``LottieWebPlaybackTests``), from the same keyframes.
@Suite(.enabled(if: ThorVGPlayer.isAvailable), .slow) struct ThorVGPlaybackTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scales = [2, 3]

    @Test func everyAnimationPlaysInThorVGAsItRendersAtWholeAndHalfFrames() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = try LottieSubjects(fps: Self.fps, in: directory)
        let reports = try set.check(
            scales: Self.scales, fps: Self.fps, count: Self.momentsPerAnimation, player: "thorvg"
        ) { try ThorVGPlayer.render($0) }
        for report in reports {
            #expect(report.failures.isEmpty, "\(report.summary)\n\(report.failures.joined(separator: "\n"))")
        }
    }
}
