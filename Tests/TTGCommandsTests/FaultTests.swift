import Foundation
import TTGTestSupport
import Testing

/// Outputs that cannot be written: a full device, a directory nobody may write into, a missing
/// or impossible directory. A clear one-line error, exit 73 or 74, and nothing partial left.
@Suite(.slow) struct FaultTests {
    static let picture = ["path", "render", "--d", "M0 0 h4 v4 Z", "--canvas", "4x4"]
    static let frames = picture + ["--stroke", "red", "--trim", "0,0", "--trim-to", "0,1", "--frames", "3", "--quiet"]

    private func entries(_ dir: URL, _ sub: String = "") -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(sub).path)) ?? []
    }

    /// `/dev/full` is written directly (exit 74), and stays the device it was.
    @Test func aFullDeviceIsAnIOErrorAndIsNotReplaced() throws {
        for extra in [
            ["-o", "/dev/full"], ["--format", "svg", "-o", "/dev/full"],
            [
                "-o", "/dev/full", "--format", "gif", "--frames", "2", "--stroke", "red", "--trim", "0,0", "--trim-to",
                "0,1",
            ],
        ] {
            let result = try BinaryRunner.run(Self.picture + extra)
            #expect(result.status == 74, "\(extra): \(result.stderr)")
            #expect(result.stderr.contains("/dev/full") && result.stderr.split(separator: "\n").count == 1)
        }
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    /// A GIF's frames wait in a temporary file in `$TMPDIR`: where there is none, the export
    /// fails with a one-line I/O error naming that folder, and leaves no GIF; with one, the
    /// temporary file is gone when the export is done.
    @Test func aGIFNeedsItsTemporaryFolder() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let gif = dir.appendingPathComponent("loop.gif").path
        let missing = dir.appendingPathComponent("no-such-folder").path
        let failed = try BinaryRunner.runProgram(
            BinaryRunner.binary.path, Self.frames + ["--format", "gif", "-o", gif], environment: ["TMPDIR": missing])
        #expect(failed.status == 74, "\(failed.stderr)")
        #expect(failed.stderr.contains(missing) && failed.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: gif))
        let spool = dir.appendingPathComponent("spool")
        try FileManager.default.createDirectory(at: spool, withIntermediateDirectories: true)
        let made = try BinaryRunner.runProgram(
            BinaryRunner.binary.path, Self.frames + ["--format", "gif", "-o", gif], environment: ["TMPDIR": spool.path])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: gif))
        #expect(entries(spool).isEmpty)
    }

    /// A directory nobody may create files in. Root ignores permission bits, so as root the
    /// test uses /proc (where no one can create a file) instead of a chmod 0555 directory.
    @Test func aReadOnlyDirectoryIsCannotCreate() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let target: String
        if geteuid() == 0 {
            target = "/proc/ttg-render-test.png"
        } else {
            let locked = dir.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            chmod(locked.path, 0o555)
            target = locked.appendingPathComponent("x.png").path
        }
        let result = try BinaryRunner.run(Self.picture + ["-o", target], in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("cannot create") && result.stderr.contains(target))
        #expect(!FileManager.default.fileExists(atPath: target))
        if geteuid() != 0 { #expect(entries(dir, "locked") == []) }
        // Frames into it fail the same way.
        let frames = try BinaryRunner.run(
            Self.frames + ["-o", (target as NSString).deletingLastPathComponent + "/f/"], in: dir)
        #expect(frames.status == 73, "\(frames.stderr)")
    }

    /// A picture's directory must exist (exit 73); frame directories and --out-dir are created.
    /// Help says so. A path through a regular file cannot be created at all.
    @Test func missingDirectories() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let picture = try BinaryRunner.run(Self.picture + ["-o", "no/such/x.png"], in: dir)
        #expect(picture.status == 73 && picture.stderr.contains("no/such/x.png"))
        #expect(entries(dir) == [])
        let frames = try BinaryRunner.run(Self.frames + ["-o", "new/deep/frames/"], in: dir)
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(entries(dir, "new/deep/frames").count == 3)
        let layers = try BinaryRunner.run(
            ["puzzle", "--canvas", "64x48", "--size", "16x16", "--decoys", "0", "--out-dir", "pool/a/b"], in: dir)
        #expect(layers.status == 0, "\(layers.stderr)")
        #expect(entries(dir, "pool/a/b").sorted() == ["background.png", "composite.png", "piece.png"])
        try Data("file".utf8).write(to: dir.appendingPathComponent("plain"))
        let through = try BinaryRunner.run(Self.frames + ["-o", "plain/frames/"], in: dir)
        #expect(through.status == 73 && through.stderr.contains("cannot create directory"), "\(through.stderr)")
        let help = try BinaryRunner.run(["path", "render", "--help"]).output
        #expect(help.contains("must exist (exit 73"))
        #expect(help.contains("frame directories are created"))
    }
}
