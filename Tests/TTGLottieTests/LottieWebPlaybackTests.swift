import Foundation
import TTGTestSupport
import Testing

/// Animations written by the binary as Lottie and played by lottie-web 5.7.5, the reference web
/// player, with each of its renderers (SVG, canvas, HTML) in headless Chromium: at whole and half
/// frames, against our own pictures of the same times, by the bar of ``AnimationComparison``, at
/// 1, 2 and 3 pixels per point; the same documents and moments as ``ThorVGPlaybackTests``
/// (``LottieSubjects``).
///
/// The SVG renderer (what lottie-web plays by default) passes every moment of every document.
/// The canvas and HTML renderers pass every moment but those of the documents listed in
/// ``LottieWebPlayer/Renderer/deviations``, where the player does not draw what the format says
/// (measured in docs/vector-animation.md); those are left out here.
@Suite(.enabled(if: LottieWebPlayer.isAvailable), .slow) struct LottieWebPlaybackTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scales = [1, 2, 3]

    @Test(arguments: LottieWebPlayer.Renderer.allCases)
    func everyAnimationPlaysInLottieWebAsItRendersAtWholeAndHalfFrames(renderer: LottieWebPlayer.Renderer)
        throws
    {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = try LottieSubjects(fps: Self.fps, in: directory).removing { name in
            renderer.deviations.contains { name.hasPrefix($0.prefix) }
        }
        let reports = try set.check(
            scales: Self.scales, fps: Self.fps, count: Self.momentsPerAnimation, player: "lottie-web-\(renderer)"
        ) { try LottieWebPlayer.render($0, renderer: renderer) }
        for report in reports {
            #expect(report.failures.isEmpty, "\(report.summary)\n\(report.failures.joined(separator: "\n"))")
        }
    }
}
