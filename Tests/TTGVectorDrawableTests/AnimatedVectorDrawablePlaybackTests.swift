import Foundation
import TTGGeometry
import TTGScene
import TTGTestSupport
import Testing

/// Every refresh loop an AVD holds, and the `path` animations, their animators evaluated by Android's rules
/// (``AnimatorEvaluator``) at whole and half frames, the drawable of each moment drawn by resvg
/// (``VectorDrawableToSVG``), against our own pictures of the same times under the players' bar
/// (``AnimationComparison``: ``PlaybackCheck``). No Android device plays them here.
@Suite(.slow) struct AnimatedVectorDrawablePlaybackTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scale = 2

    @Test func everyRefreshLoopPlaysAsItRendersAtWholeAndHalfFrames() throws {
        let loops = try PlaybackSubject.refreshLoops().filter { loop in
            !AnimatedVectorDrawableTests.refusedLoops.keys.contains(String(loop.name.prefix { $0 != "-" }))
        }
        var documents: [String] = []
        for loop in loops {
            let run = try BinaryRunner.run(loop.arguments + ["--format", "vector-drawable", "-o", "-"])
            guard run.status == 0 else { throw VectorDrawableToSVG.fail("\(loop.name): \(run.stderr)") }
            documents.append(run.output)
        }
        try Self.check(documents, as: loops.map { $0.at(Self.scale) })
    }

    /// The puzzle animations without shadows and with an opaque blank: what an AVD draws exactly
    /// (a shadow is a blur, and a translucent blank fades a picture whose parts overlap).
    static var plainPuzzles: [AnimationCase] {
        AnimationCase.puzzleCases.map { item in
            var plain = item
            plain.arguments += ["--no-shadows", "--blank-alpha", "1"]
            return plain
        }
    }

    /// `path render` drawing on (a trim with its curve), `path follow` (a group turning and
    /// moving along a path) and every emoji preset's transition (mouths a sequence of path
    /// morphs, colors moving, marks that appear past thresholds a stretch each), our pictures
    /// the binary's frames; and the puzzle animations, plain (``plainPuzzles``).
    @Test func thePathEmojiAndPuzzleAnimationsPlayAsTheyRender() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases =
            AnimationCase.pathCases.filter { $0.name != "path-marching" } + AnimationCase.emojiCases + Self.plainPuzzles
        var documents: [String] = []
        var subjects: [PlaybackSubject] = []
        for item in cases {
            let run = try BinaryRunner.run(item.arguments + ["--format", "vector-drawable", "-o", "-"])
            guard run.status == 0 else { throw VectorDrawableToSVG.fail("\(item.name): \(run.stderr)") }
            documents.append(run.output)
            let root = try AndroidVectorXML.parse(run.output)
            let vector = root.children.first { $0.attributes["name"] == "android:drawable" }!.children[0]
            func dp(_ name: String) -> Double { Double(vector.android(name)!.dropLast(2))! }
            let duration = run.output.components(separatedBy: "android:duration=\"").dropFirst()
                .compactMap { Double($0.prefix { $0 != "\"" }) }.max()!
            subjects.append(
                PlaybackSubject(name: item.name, size: Size(dp("width"), dp("height")), length: duration / 1000) {
                    times in
                    try item.frames(at: times, fps: Self.fps, scale: Self.scale, in: directory)
                })
        }
        try Self.check(documents, as: subjects)
    }

    /// Each AVD of `documents`, evaluated by Android's rules at moments of its subject and drawn
    /// by resvg, against the subject's own pictures under the players' bar.
    static func check(_ documents: [String], as subjects: [PlaybackSubject]) throws {
        let moments = PlaybackCheck.moments(of: subjects, fps: fps, count: momentsPerAnimation)
        let theirs = try moments.map { moment -> RasterImage in
            let vector = try AnimatorEvaluator.vector(documents[moment.subject], at: moment.time * 1000)
            return try SVGRasterizer.resvg.rasterize(try VectorDrawableToSVG.svg(vector), zoom: Double(scale))
        }
        let report = try PlaybackCheck.compare(theirs, at: moments, of: subjects, fps: fps, player: "avd")
        #expect(report.failures.isEmpty, "\(report.summary)\n\(report.failures.joined(separator: "\n"))")
    }
}
