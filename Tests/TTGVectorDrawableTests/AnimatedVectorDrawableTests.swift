import Foundation
import TTGRefresh
import TTGTestSupport
import Testing

/// AnimatedVectorDrawables as the binary writes them (`--loop -o NAME.xml`, or any animation to
/// `.xml`): aapt2 compiles and links every one, and what an AVD cannot say is refused by name.
@Suite(.slow) struct AnimatedVectorDrawableTests {
    /// The command lines whose animations an AVD holds, by resource name: every refresh loop in
    /// both roles but the four refused (``refusedLoops``), every emoji preset's transition, the puzzle
    /// animations (shadows left out), `path render` drawing on and `path follow`.
    static var written: [(name: String, arguments: [String])] {
        var out: [(name: String, arguments: [String])] = []
        for style in RefreshStyle.all where !refusedLoops.keys.contains(style.name.rawValue) {
            for role in RefreshRole.allCases {
                out.append(
                    (
                        "loop_" + VectorDrawableStill.snake(style.name.rawValue) + "_" + role.rawValue,
                        ["refresh", "--style", style.name.rawValue, "--role", role.rawValue, "--size", "70", "--loop"]
                    ))
            }
        }
        out.append(("emoji_transition", ["emoji", "--rate", "1", "--to", "2"]))
        // Mouths change shape through several keyframes (a sequence of path animators), and the
        // presets but classic draw other marks past thresholds of the rate (a stretch each).
        for item in AnimationCase.emojiCases {
            out.append((item.name.replacingOccurrences(of: "-", with: "_"), item.arguments))
        }
        for animation in ["snap", "snapAndFade", "shake", "reset", "shakeAndReset"] {
            out.append(
                (
                    "puzzle_" + VectorDrawableStill.snake(animation),
                    [
                        "puzzle", "--blank", "190,50", "--position", "40,50", "--animate", animation,
                        "--vector-fallback", "approximate",
                    ]
                ))
        }
        out.append(
            (
                "path_draw_on",
                [
                    "path", "render", "--d",
                    "M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z", "--fill", "none",
                    "--stroke", "teal", "--line-width", "3", "--trim", "0,0", "--trim-to", "0,1", "--timing",
                    "easeInEaseOut", "--fit", "--canvas", "96x96",
                ]
            ))
        out.append(
            (
                "path_follow",
                [
                    "path", "follow", "--d", "M-12 -8 L12 0 L-12 8 L-6 0 Z", "--along",
                    "M20 60 C20 20 80 20 100 60 S180 100 180 60 S120 20 100 60 S20 100 20 60 Z", "--show-path",
                    "--cycle", "2",
                ]
            ))
        return out
    }

    /// The refresh loops an AVD cannot hold, and why: moving dashes (a vector drawable has none).
    static let refusedLoops: [String: String] = [
        "pulseCircuit": "a dashed stroke whose trim or dashes move",
        "rainGarden": "a dashed stroke whose trim or dashes move",
        "cyberGrid": "a dashed stroke whose trim or dashes move",
        "rocketOrbit": "a dashed stroke whose trim or dashes move",
    ]

    @Test func aapt2LinksEveryAnimatedVectorDrawable() throws {
        let res = try BinaryRunner.temporaryDirectory().appendingPathComponent("res")
        defer { try? FileManager.default.removeItem(at: res.deletingLastPathComponent()) }
        let drawable = res.appendingPathComponent("drawable")
        try FileManager.default.createDirectory(at: drawable, withIntermediateDirectories: true)
        for (name, arguments) in Self.written {
            let run = try BinaryRunner.run(arguments + ["--format", "vector-drawable", "-o", "-"])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.output.contains("<animated-vector"), "\(name) is not an AnimatedVectorDrawable")
            try run.stdout.write(to: drawable.appendingPathComponent(name + ".xml"))
        }
        let table = try AndroidResourceLinker.link(res: res)
        for (name, _) in Self.written { #expect(table.contains("drawable/\(name)"), "\(name) is not linked") }
    }

    @Test(arguments: refusedLoops.keys.sorted())
    func whatAnAVDCannotSayIsRefusedByName(_ style: String) throws {
        let run = try BinaryRunner.run([
            "refresh", "--style", style, "--size", "70", "--loop", "--format", "vector-drawable", "-o", "-",
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains(Self.refusedLoops[style]!), "\(run.stderr)")
        #expect(run.output.isEmpty)
    }

    /// A loop repeats forever over exactly one period; an animation that ends plays once.
    @Test func loopsRepeatForeverAndEndingsPlayOnce() throws {
        let loop = try BinaryRunner.run([
            "refresh", "--style", "koiStream", "--size", "70", "--loop", "--format", "vector-drawable", "-o", "-",
        ])
        #expect(loop.output.contains("android:repeatCount=\"infinite\""))
        let ending = try BinaryRunner.run([
            "emoji", "--rate", "1", "--to", "2", "--format", "vector-drawable", "-o", "-",
        ])
        #expect(ending.status == 0, "\(ending.stderr)")
        #expect(!ending.output.contains("repeatCount"))
    }
}
