import Foundation
import TTGTestSupport
import Testing

/// The binary's VectorDrawable outputs as a user meets them: `--android-res` folders, what is
/// refused and how, and `--vector-fallback approximate`.
@Suite struct VectorDrawableOutputTests {
    /// `--android-res --format vector-drawable` writes one `drawable/NAME.xml` for every density
    /// and, with `--dark-background`, `drawable-night/NAME.xml`; the folder links with aapt2.
    @Test func androidResourcesHoldOneDrawableForEveryDensity() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let res = directory.appendingPathComponent("res")
        let run = try BinaryRunner.run([
            "refresh", "--style", "auroraWave", "--size", "40", "--android-res", "--format", "vector-drawable",
            "--dark-background", "#121212", "-o", res.path + "/",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: res.path).sorted()
        #expect(files == ["drawable", "drawable-night", "drawable-night/refresh.xml", "drawable/refresh.xml"])
        let table = try AndroidResourceLinker.link(res: res)
        #expect(table.contains("drawable/refresh"))
    }

    /// An animation into a res folder is one AnimatedVectorDrawable, `drawable/NAME.xml`, and at
    /// night another; the folder links.
    @Test func androidResourcesHoldAnAnimationAsOneAnimatedVectorDrawable() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let res = directory.appendingPathComponent("res")
        let run = try BinaryRunner.run([
            "refresh", "--style", "koiStream", "--loop", "--android-res", "--format", "vector-drawable",
            "--dark-background", "#121212", "--android-name", "koi_stream", "-o", res.path + "/",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        for folder in ["drawable", "drawable-night"] {
            let text = try String(contentsOf: res.appendingPathComponent(folder + "/koi_stream.xml"), encoding: .utf8)
            #expect(text.contains("<animated-vector"), "\(folder)")
            #expect(text.contains("android:repeatCount=\"infinite\""), "\(folder)")
        }
        try AndroidResourceLinker.link(res: res)
    }

    /// `--fps` samples the AnimatedVectorDrawable of a res folder as it does the one file: the
    /// drawable is byte for byte what `-o NAME.xml --fps 60` writes, not the 30 fps one.
    @Test func theFrameRateSamplesTheResFoldersAnimation() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loop = ["refresh", "--style", "koiStream", "--loop", "--format", "vector-drawable"]
        let run = try BinaryRunner.run(
            loop + ["--fps", "60", "--android-res", "--android-name", "koi_stream", "-o", directory.path + "/res/"])
        #expect(run.status == 0, "\(run.stderr)")
        let drawable = try Data(contentsOf: directory.appendingPathComponent("res/drawable/koi_stream.xml"))
        let at60 = try BinaryRunner.run(loop + ["--fps", "60", "-o", "-"])
        let at30 = try BinaryRunner.run(loop + ["-o", "-"])
        #expect(drawable == at60.stdout && drawable != at30.stdout)
    }

    /// `refresh --all` writes each style's drawable into one res folder, which links.
    @Test func everyStyleIntoOneResFolder() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let res = directory.appendingPathComponent("res")
        let run = try BinaryRunner.run([
            "refresh", "--all", "--size", "24", "--android-res", "--format", "vector-drawable", "--quiet", "-o",
            res.path + "/",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent("drawable").path)
        #expect(files.count == 20)
        #expect(files.contains("aurora_wave.xml"))
        try AndroidResourceLinker.link(res: res)
    }

    /// `--skip-existing` keeps a whole drawable of the export's size and draws a cut one again.
    @Test func skipExistingKeepsWholeDrawables() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pattern = directory.path + "/f_%02d.xml"
        let arguments = ["emoji", "--rate", "0", "--to", "5", "--frames", "3", "--quiet", "-o", pattern]
        #expect(try BinaryRunner.run(arguments).status == 0)
        let cut = directory.appendingPathComponent("f_01.xml")
        let whole = try Data(contentsOf: cut)
        try whole.prefix(whole.count / 2).write(to: cut)
        let again = try BinaryRunner.run(arguments + ["--skip-existing", "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.output.contains("\"skipped\":2"), "\(again.output)")
        #expect(try Data(contentsOf: cut) == whole)
    }

    /// A bitmap has no vector drawable form: refused by name, exit 64, no file.
    @Test func aBitmapIsRefused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let photo = directory.appendingPathComponent("photo.png")
        #expect(try BinaryRunner.run(["emoji", "--size", "40", "-o", photo.path]).status == 0)
        let out = directory.appendingPathComponent("p.xml")
        let run = try BinaryRunner.run([
            "puzzle", "--image", photo.path, "--blank", "190,50", "--position", "40,50", "-o", out.path,
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is a VectorDrawable, which cannot show a bitmap"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A shadow is refused by default, naming `--vector-fallback`; with `approximate` it is left
    /// out and standard error says so.
    @Test func aShadowIsRefusedOrLeftOutSayingSo() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("p.xml")
        let arguments = ["puzzle", "--blank", "190,50", "--position", "40,50", "-o", out.path]
        let refused = try BinaryRunner.run(arguments)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--vector-fallback: 'refuse' refuses"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let approximated = try BinaryRunner.run(arguments + ["--vector-fallback", "approximate"])
        if approximated.status == 0 {
            #expect(approximated.stderr.contains("warning:"), "\(approximated.stderr)")
            #expect(FileManager.default.fileExists(atPath: out.path))
        } else {
            // What is left is a bitmap (the puzzle's picture), refused either way.
            #expect(approximated.stderr.contains("cannot show a bitmap"), "\(approximated.stderr)")
        }
    }

    /// A pulled refresh glyph fades as a whole over its overlapping badge, track and stroke:
    /// refused by name, and drawn with each part faded alone under `approximate`.
    @Test func aTranslucentGroupWhosePartsOverlapIsRefused() throws {
        let arguments = [
            "refresh", "--style", "koiStream", "--state", "pulling", "--progress", "0.6", "--format", "vector-drawable",
            "-o", "-",
        ]
        let refused = try BinaryRunner.run(arguments)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("a translucent group ('glyph') whose parts overlap"), "\(refused.stderr)")
        let approximated = try BinaryRunner.run(arguments + ["--vector-fallback", "approximate"])
        #expect(approximated.status == 0, "\(approximated.stderr)")
        #expect(approximated.stderr.contains("warning:"), "\(approximated.stderr)")
        #expect(approximated.output.contains("android:fillAlpha=\"0.752\""), "the glyph's opacity on its parts")
    }

    /// `--vector-fallback` changes only a vector drawable.
    @Test func theFallbackIsRefusedForOtherFormats() throws {
        let run = try BinaryRunner.run(["emoji", "--vector-fallback", "approximate", "-o", "-", "--format", "svg"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--vector-fallback"), "\(run.stderr)")
    }

    /// An unknown fallback is refused with a suggestion.
    @Test func anUnknownFallbackIsRefused() throws {
        let run = try BinaryRunner.run([
            "emoji", "--vector-fallback", "aproximate", "-o", "-", "--format", "vector-drawable",
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean 'approximate'"), "\(run.stderr)")
    }
}
