import Foundation
import TTGArguments
import TTGCairo
import TTGCodecs
import TTGTestSupport
import Testing

@testable import TTGCommands

/// The conventions users bring from rsvg-convert, resvg, ImageMagick and gifski, through the
/// built binary: version, help, usage, output sizes and places, manifests, streams and errors.
@Suite(.slow) struct ConventionTests {
    private func run(_ arguments: [String], in dir: URL? = nil, input: Data? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, in: dir, input: input)
    }

    /// Runs a shell command line with the binary as `$TTG`; returns the status and standard error.
    private func shell(_ command: String, in dir: URL) throws -> (status: Int32, stderr: String) {
        let result = try BinaryRunner.runProgram(
            "/bin/sh", ["-c", command], in: dir, environment: ["TTG": BinaryRunner.binary.path])
        return (result.status, result.stderr)
    }

    @Test func versionAndHelpWords() throws {
        for flag in ["--version", "-V"] {
            let result = try run([flag])
            #expect(result.status == 0)
            #expect(result.output == "ttg-render \(CommandTree.version)\n")
        }
        let help = try run(["help", "emoji"])
        #expect(help.status == 0)
        #expect(help.output == (try run(["emoji", "--help"])).output)
        #expect(try run(["help", "path", "render"]).output == (try run(["path", "render", "--help"])).output)
        let unknown = try run(["help", "emoj"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'emoji'?"))
    }

    @Test func bareCommandsPrintUsageToStandardErrorWithExit64() throws {
        for words in [[], ["path"]] as [[String]] {
            let result = try run(words)
            #expect(result.status == 64, "\(words)")
            #expect(result.stdout.isEmpty, "\(words)")
            #expect(result.stderr.contains("USAGE: ttg-render"), "\(words)")
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try run(["emoji", "--", "--rate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unexpected argument '--rate'"))
    }

    @Test func outputSizeInPixels() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [([String], [Int])] = [
            (["emoji", "--width", "512"], [512, 512]),
            (["emoji", "--width", "300", "--height", "100"], [300, 100]),
            (["puzzle", "--height", "50"], [80, 50]),
            (["refresh", "--style", "auroraWave", "--width", "140"], [140, 140]),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments + ["-o", "-"], in: dir)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(pngDimensions(result.stdout).map { [$0.width, $0.height] } == expected, "\(arguments)")
        }
        let both = try run(["emoji", "--width", "100", "--scale", "2", "-o", "-"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--scale and --width cannot be used together"))
    }

    @Test func stretchedOutputCoversEveryPixel() throws {
        // The background fills the canvas: stretched to 40×10, every pixel is it, opaque.
        let result = try run(["emoji", "--background", "red", "--width", "40", "--height", "10", "-o", "-"])
        #expect(result.status == 0)
        let image = try loadImage(bytes: [UInt8](result.stdout))
        #expect(image.width == 40 && image.height == 10)
        #expect(stride(from: 0, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0 + 3] == 255 })
    }

    @Test func imageFromStandardInput() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/puzzle/photo.jpg")
        // A fixed blank: without one the hole is random.
        let fromFile = try run(["puzzle", "--blank", "176,50", "--image", photo.path, "-o", "-"], in: dir)
        let fromInput = try run(
            ["puzzle", "--blank", "176,50", "--image", "-", "-o", "-"], in: dir, input: try Data(contentsOf: photo))
        #expect(fromFile.status == 0 && fromInput.status == 0, "\(fromInput.stderr)")
        #expect(fromFile.stdout == fromInput.stdout)
    }

    @Test func outputPlaces() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("existing"), withIntermediateDirectories: true)
        #expect(try run(["emoji", "-o", "."], in: dir).status == 0)
        #expect(try run(["emoji", "-o", "existing"], in: dir).status == 0)
        #expect(try run(["emoji", "-o", "100%.png"], in: dir).status == 0)
        let pattern = try run(["emoji", "--to", "3", "--frames", "2", "-o", "f_%%_%02d.png"], in: dir)
        #expect(pattern.status == 0, "\(pattern.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(names.isSuperset(of: ["emoji.png", "100%.png", "f_%_00.png", "f_%_01.png"]), "\(names)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("existing").path) == [
                "emoji.png"
            ])
    }

    @Test func refreshAllWithoutOutputWritesIntoItsOwnDirectory() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["refresh", "--all", "--size", "24", "--json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["refresh"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("refresh").path).count == 20)
        let manifest = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        #expect((manifest?["files"] as? [String])?.count == 20)
    }

    @Test func manifestsForEveryOutputKind() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let kinds: [[String]] = [
            ["emoji", "-o", "still.png"],
            ["emoji", "--to", "4", "--frames", "3", "-o", "anim.gif"],
            ["puzzle", "--out-dir", "layers"],
            ["puzzle", "--out-dir", "pool", "--count", "2", "--answer", "answers.jsonl"],
        ]
        for arguments in kinds {
            let result = try run(arguments + ["--json"], in: dir)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let manifest = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
            let files = try #require(manifest?["files"] as? [String], "\(arguments)")
            #expect(
                !files.isEmpty
                    && files.allSatisfy { FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path) },
                "\(arguments): \(files)")
        }
    }

    @Test func jsonNeverMixesWithBinaryOnStandardOutput() throws {
        let result = try run(["emoji", "-o", "-", "--json"])
        #expect(result.status == 0)
        #expect(pngDimensions(result.stdout) != nil)
        #expect(result.stderr.contains("\"files\":[\"-\"]"))
    }

    @Test func binaryIsNotWrittenToATerminal() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        // `script` gives the command a terminal as standard output; its exit status is the command's.
        let png = try shell("script -qec '\"$TTG\" emoji -o -' /dev/null > out.txt", in: dir)
        #expect(png.status == 64)
        let text = try String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8)
        #expect(text.contains("standard output is a terminal"))
        #expect(!text.contains("PNG"))
        let svg = try shell("script -qec '\"$TTG\" emoji -o - --format svg' /dev/null > svg.txt", in: dir)
        #expect(svg.status == 0)
    }

    @Test func optionsWithoutEffectAreRefused() throws {
        let cases: [([String], String)] = [
            (
                ["emoji", "--fps", "12", "-o", "x.png"],
                "--fps: applies to frames and animated files, not to one PNG picture"
            ),
            (["emoji", "--start", "0.5", "-o", "x.png"], "--start: '0.5' changes nothing: this picture does not move"),
            (
                ["emoji", "--to", "4", "--frames", "2", "--quality", "80", "-o", "frames/"],
                "--quality: applies to JPEG or WebP output, not to PNG frames"
            ),
            (
                ["emoji", "--to", "4", "--frames", "2", "--quality", "80", "-o", "x.gif"],
                "--quality: applies to JPEG or WebP output, not to an animated GIF"
            ),
            (["path", "render", "--d", "M0 0 L9 9", "--cap", "round", "-o", "x.png"], "--cap needs --stroke"),
            // A served challenge is still layers: the animation options would change nothing.
            (
                ["puzzle", "--out-dir", "served", "--fps", "12"],
                "--fps has no effect with --out-dir, which writes still PNG layers"
            ),
            (["puzzle", "--out-dir", "served", "--frames", "3"], "--frames has no effect with --out-dir"),
            (["puzzle", "--out-dir", "served", "--loop"], "--loop has no effect with --out-dir"),
            (
                ["puzzle", "--out-dir", "pool", "--count", "2", "--answer", "a.jsonl", "--hold", "1"],
                "--hold has no effect with --out-dir"
            ),
        ]
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (arguments, message) in cases {
            let result = try run(arguments, in: dir)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(
            try run(["emoji", "--to", "4", "--frames", "2", "--quality", "80", "-o", "x.webp"], in: dir).status == 0)
    }

    @Test func errorsAreInOurOwnWords() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("afile").path, contents: Data())
        let underFile = try run(["emoji", "--to", "3", "--frames", "2", "-o", "afile/sub/"], in: dir)
        #expect(underFile.status == 73)
        #expect(underFile.stderr == "ttg-render emoji: -o: cannot create directory 'afile/sub/': 'afile' is a file\n")
        let proc = try run(["puzzle", "--out-dir", "/proc/newdir"], in: dir)
        #expect(proc.status == 73)
        #expect(proc.stderr.hasPrefix("ttg-render puzzle: --out-dir: cannot create directory '/proc/newdir': "))
        for result in [underFile, proc] {
            #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("The file doesn"))
        }
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try shell("\"$TTG\" emoji --size 3000 -o - | head -c 10 > /dev/null", in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func anInterruptedExportSaysHowToResume() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = [
            "emoji", "--to", "5", "--transition", "100", "--size", "600", "--jobs", "1", "-o", "frames/",
        ]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        try process.run()
        // Wait for the first frame, then interrupt.
        let frames = dir.appendingPathComponent("frames")
        for _ in 0..<200 where ((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).isEmpty {
            usleep(50_000)
        }
        kill(process.processIdentifier, SIGINT)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // It dies of the signal (or exits 128 + SIGINT when the signal reaches a thread that blocks it).
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 130)
        #expect(stderr.contains("--skip-existing"), "\(stderr)")
    }
}
