import Foundation
import TTGTestSupport
import Testing

/// Every export option, for every kind of output, is either applied or refused: never accepted
/// and ignored. Which outputs each one changes is stated here from the formats themselves, not
/// read from the program's table, and where an option is accepted its effect is looked for in the
/// files.
@Suite(.slow) struct OptionScopeTests {
    /// A short face animation, small and quick to draw.
    static let command = ["emoji", "--rate", "1", "--to", "4", "--transition", "0.2", "--size", "24"]

    /// The kinds of output, as `-o` (and frame options) ask for them. One picture of the animation
    /// is a moment of it, asked for with `--start` (without, `--to` is refused: it would change nothing).
    static let outputs: [(name: String, arguments: [String])] = [
        ("picture", ["--start", "0.05", "-o", "out.png"]), ("frames", ["--frames", "3", "-o", "out/"]),
        ("gif", ["-o", "out.gif"]), ("webp", ["-o", "out.webp"]), ("svg", ["-o", "out.svg"]),
        ("lottie", ["-o", "out.json"]), ("jpeg", ["--start", "0.05", "-o", "out.jpg"]),
        ("jpeg frames", ["--frames", "3", "-o", "out/f_%d.jpeg"]),
        ("png stream", ["--frames", "3", "-o", "-"]),
        ("jpeg stream", ["--frames", "3", "-o", "-", "--format", "jpeg"]),
        // Picture sets: one picture at several densities.
        ("xcode set", ["--start", "0.05", "-o", "Faces.xcassets/"]),
        ("android", ["--start", "0.05", "--android-res", "-o", "res/"]),
    ]

    /// `arguments` with `option` in place of a value the output already gives for it.
    static func combined(_ option: [String], _ output: [String]) -> [String] {
        guard let index = output.firstIndex(of: option[0]) else { return option + output }
        return option + output[..<index] + output[(index + 2)...]
    }

    /// Each option with a value other than its default, the outputs it changes, and whether its
    /// effect shows in the files (`--jobs` changes how, not what; `--skip-existing` needs files there).
    static let options: [(arguments: [String], outputs: Set<String>, visible: Bool)] = [
        (
            ["--fps", "12"], ["frames", "gif", "webp", "svg", "lottie", "jpeg frames", "png stream", "jpeg stream"],
            true
        ),
        // Scripts pass --jobs to every command: one picture is drawn by one thread.
        (
            ["--jobs", "1"],
            [
                "picture", "jpeg", "frames", "gif", "webp", "svg", "lottie", "jpeg frames", "png stream", "jpeg stream",
                "xcode set", "android",
            ],
            false
        ),
        // The face moves, so a later start shows (and, for frames, exports) another moment.
        (
            ["--start", "0.1"],
            [
                "picture", "jpeg", "frames", "gif", "webp", "svg", "lottie", "jpeg frames", "png stream", "jpeg stream",
                "xcode set", "android",
            ],
            true
        ),
        // A stream has no files to share between machines or to find there already.
        (["--shard", "0/2"], ["frames", "jpeg frames"], true),
        (["--skip-existing"], ["frames", "jpeg frames"], false),
        // Only a JPEG and a WebP are lossy; a JPEG holds one picture, so frames but no animation.
        (["--quality", "80"], ["webp", "jpeg", "jpeg frames", "jpeg stream"], true),
        // A Lottie's app decides how often it plays.
        (["--repeat", "2"], ["gif", "webp", "svg"], true),
        (["--hold", "1"], ["gif", "webp", "svg", "lottie"], true),
        // The face has no text to write live.
        (["--live-text"], ["svg"], false),
        // Nor a shadow to embed.
        (["--shadow-scale", "2"], ["lottie"], false),
        // Only a picture set has a dark appearance.
        (["--dark-background", "black"], ["xcode set", "android"], true),
    ]

    /// The files a run wrote, by name, with their bytes.
    private func written(_ arguments: [String]) throws -> (status: Int32, stderr: String, files: [String: Data]) {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(Self.command + arguments + ["--quiet"], in: dir)
        // What went to standard output (a stream of frames) counts as the file `-`.
        var files: [String: Data] = result.stdout.isEmpty ? [:] : ["-": result.stdout]
        let enumerator = FileManager.default.enumerator(atPath: dir.path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = dir.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return (result.status, result.stderr, files)
    }

    /// The animation written as one picture with no moment asked for would be its first moment,
    /// as if `--to` were not given: refused by name, with what to write instead.
    @Test func anAnimationIsNotOnePictureUnlessAMomentIsAsked() throws {
        for output in ["out.png", "out.jpg"] {
            let run = try written(["-o", output])
            #expect(run.status == 64 && run.files.isEmpty)
            #expect(run.stderr.contains("--to: makes an animation") && run.stderr.contains("--start"), "\(run.stderr)")
        }
    }

    @Test func everyExportOptionIsAppliedOrRefusedForEveryOutput() throws {
        for output in Self.outputs {
            let plain = try written(output.arguments)
            #expect(plain.status == 0 && !plain.files.isEmpty, "\(output.name): \(plain.stderr)")
            for option in Self.options {
                let run = try written(Self.combined(option.arguments, output.arguments))
                let label = "\(option.arguments[0]) for \(output.name)"
                if option.outputs.contains(output.name) {
                    #expect(run.status == 0, "\(label) is refused: \(run.stderr)")
                    if option.visible { #expect(run.files != plain.files, "\(label) changes nothing") }
                } else {
                    #expect(run.status == 64, "\(label) is accepted")
                    #expect(run.stderr.contains(option.arguments[0] + ":"), "\(label): \(run.stderr)")
                    #expect(run.files.isEmpty, "\(label) wrote \(run.files.keys.sorted())")
                }
            }
        }
    }
}
