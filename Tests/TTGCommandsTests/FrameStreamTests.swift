import Foundation
import TTGProcessSupport
import Testing

/// Frames to standard output (`-o -`) as one stream of whole PNG (or JPEG) files, read by Debian's
/// ffmpeg as a video tool reads them (`-f image2pipe`): the frames asked for, in order, each the
/// picture the binary writes for its moment. ffmpeg comes from `make deps`.
@Suite struct FrameStreamTests {
    static let ffmpeg = "/usr/bin/ffmpeg"
    static let ffprobe = "/usr/bin/ffprobe"

    /// Runs `ttg-render arguments…` with its standard output piped straight into
    /// `ffmpeg -f image2pipe -framerate 30 -i -`, which writes `video` losslessly (FFV1, BGRA:
    /// alpha kept) in `directory`.
    static func pipeIntoFFmpeg(_ arguments: [String], video: String, in directory: URL) throws -> (
        status: Int32, stderr: String, ffmpeg: Int32
    ) {
        let render = Process()
        render.executableURL = BinaryRunner.binary
        render.arguments = arguments
        render.currentDirectoryURL = directory
        let encode = Process()
        encode.executableURL = URL(fileURLWithPath: ffmpeg)
        encode.arguments = [
            "-nostdin", "-v", "error", "-f", "image2pipe", "-framerate", "30", "-i", "-", "-c:v", "ffv1", "-pix_fmt",
            "bgra", video,
        ]
        encode.currentDirectoryURL = directory
        let pipe = Pipe()
        let errors = Pipe()
        render.standardOutput = pipe
        render.standardError = errors
        encode.standardInput = pipe
        try encode.run()
        try render.run()
        // Only the two processes hold the pipe's ends now, so ffmpeg sees its end when ttg-render exits.
        try? pipe.fileHandleForReading.close()
        try? pipe.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        render.waitUntilExit()
        encode.waitUntilExit()
        return (render.terminationStatus, stderr, encode.terminationStatus)
    }

    /// The number of video frames ffprobe decodes from `video`.
    static func frameCount(_ video: URL) throws -> Int? {
        let text = try runTool(
            ffprobe,
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
                "-of", "csv=p=0", video.path,
            ])
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The RGBA pixels ffmpeg decodes from frame `index` of `file` (a video, or a picture for 0).
    static func rgba(_ file: URL, frame index: Int = 0) throws -> Data {
        let result = try BinaryRunner.runProgram(
            ffmpeg,
            [
                "-nostdin", "-v", "error", "-i", file.path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", "-f",
                "rawvideo", "-pix_fmt", "rgba", "-",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The largest difference of one channel between two RGBA pictures of the same size; nil
    /// when their sizes differ or they are empty.
    static func largestDifference(_ a: Data, _ b: Data) -> Int? {
        guard a.count == b.count, !a.isEmpty else { return nil }
        return zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// The face: 30 frames of a rating going from 0 to 5 stars at 30 fps, rendered on two
    /// jobs. The video has the 30 frames asked for, and its frames 0, 10 and 29 are the pictures
    /// the binary writes with `--start` 0, 1/3 and 29/30 s.
    ///
    /// Tolerance: none. FFV1 is lossless, BGRA keeps the alpha the PNGs have, and both sides are
    /// decoded by ffmpeg into the same RGBA, so any difference is a wrong or misplaced frame.
    @Test func ffmpegReadsTheFramesAskedForInOrder() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let face = ["emoji", "--rate", "0", "--to", "5"]
        let run = try Self.pipeIntoFFmpeg(
            face + ["--frames", "30", "--jobs", "2", "-o", "-", "--format", "png"], video: "face.mkv", in: dir)
        #expect(run.status == 0 && run.ffmpeg == 0, "\(run.stderr)")
        let video = dir.appendingPathComponent("face.mkv")
        #expect(try Self.frameCount(video) == 30)
        for index in [0, 10, 29] {
            let still = dir.appendingPathComponent("still-\(index).png")
            let picture = try BinaryRunner.run(face + ["--start", "\(Double(index) / 30)", "-o", still.path])
            #expect(picture.status == 0, "\(picture.stderr)")
            let difference = Self.largestDifference(try Self.rgba(video, frame: index), try Self.rgba(still))
            #expect(difference == 0, "frame \(index) differs from its still by \(String(describing: difference))")
        }
    }

    /// `refresh --loop` to a pipe: one seamless loop of auroraLoop, whose gradient turns in 1.8 s
    /// (docs/spec/refresh-styles.md), is 54 frames at 30 fps; the video's first and last frames
    /// are the frame files the same export writes into a folder.
    @Test func aRefreshLoopStreamsItsFramesOnce() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let loop = ["refresh", "--style", "auroraLoop", "--loop", "--quiet"]
        let run = try Self.pipeIntoFFmpeg(loop + ["-o", "-", "--format", "png"], video: "loop.mkv", in: dir)
        #expect(run.status == 0 && run.ffmpeg == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let video = dir.appendingPathComponent("loop.mkv")
        #expect(try Self.frameCount(video) == 54)
        let files = try BinaryRunner.run(loop + ["-o", "frames/"], in: dir)
        #expect(files.status == 0, "\(files.stderr)")
        for index in [0, 53] {
            let file = dir.appendingPathComponent(String(format: "frames/frame_%04d.png", index))
            #expect(
                Self.largestDifference(try Self.rgba(video, frame: index), try Self.rgba(file)) == 0, "frame \(index)")
        }
    }

    /// `-o -` carries an animation asked for by its own option (`emoji --to`) at its natural
    /// length, as `-o x.gif` does: ffprobe counts as many frames on the stream as in the GIF
    /// the same command writes; a moment asked for (`--start`) is still one picture.
    @Test func anAnimationStreamsAtItsNaturalLength() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let face = ["emoji", "--rate", "0", "--to", "5", "--size", "64"]
        let gif = try BinaryRunner.run(face + ["-o", "face.gif"], in: dir)
        #expect(gif.status == 0, "\(gif.stderr)")
        let frames = try #require(try Self.frameCount(dir.appendingPathComponent("face.gif")))
        #expect(frames > 1)
        let stream = try BinaryRunner.run(face + ["-o", "-", "--format", "png"], in: dir)
        #expect(stream.status == 0 && stream.stderr.isEmpty, "\(stream.stderr)")
        let count = try Self.streamedFrames(Array(stream.stdout), fileExtension: "png")
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "png,\(frames)", "\(count)")
        let still = try BinaryRunner.run(face + ["--start", "0.1", "-o", "-", "--format", "png"], in: dir)
        #expect(still.status == 0, "\(still.stderr)")
        let one = try Self.streamedFrames(Array(still.stdout), fileExtension: "png")
        #expect(one.trimmingCharacters(in: .whitespacesAndNewlines) == "png,1", "\(one)")
    }

    /// A stream of frames with an odd width or height says so once on standard error (a yuv420p
    /// video needs both even), and the documented recipe, which pads to even sizes, encodes it:
    /// ffprobe reads a yuv420p video of the padded size. An even size says nothing.
    @Test func anOddSizedStreamWarnsOnceAndThePaddedRecipeEncodesIt() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let odd = try BinaryRunner.run(
            ["emoji", "--rate", "0", "--to", "5", "--size", "161", "--frames", "4", "-o", "-", "--format", "png"])
        #expect(odd.status == 0)
        let warnings = odd.stderr.split(separator: "\n")
        #expect(
            warnings.count == 1 && warnings[0].contains("167 × 167 pixels, an odd width or height"), "\(odd.stderr)")
        let stream = dir.appendingPathComponent("odd.png-stream")
        try odd.stdout.write(to: stream)
        let video = dir.appendingPathComponent("odd.mp4")
        let encoded = try BinaryRunner.runProgram(
            Self.ffmpeg,
            [
                "-nostdin", "-v", "error", "-f", "image2pipe", "-framerate", "30", "-i", stream.path, "-vf",
                "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "mpeg4", "-pix_fmt", "yuv420p", video.path,
            ])
        #expect(encoded.status == 0, "\(encoded.stderr)")
        let probe = try runTool(
            Self.ffprobe,
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height,pix_fmt", "-of",
                "csv=p=0", video.path,
            ])
        #expect(probe.trimmingCharacters(in: .whitespacesAndNewlines) == "168,168,yuv420p", "\(probe)")
        let even = try BinaryRunner.run(
            ["emoji", "--rate", "0", "--to", "5", "--size", "160", "--frames", "2", "-o", "-", "--format", "png"])
        #expect(even.status == 0 && even.stderr.isEmpty, "\(even.stderr)")
    }

    /// Every command that exports frames streams them: ffprobe counts the frames asked for.
    @Test(arguments: [
        [
            "path", "render", "--d", "M4 4 H28 V28 H4 Z", "--fill", "none", "--stroke", "teal", "--trim", "0,0",
            "--trim-to", "0,1", "--canvas", "32x32",
        ],
        ["path", "follow", "--d", "M-6 -4 L6 0 L-6 4 Z", "--along", "M10 30 L90 30"],
        ["puzzle", "--canvas", "120x80", "--size", "40x40", "--blank", "60,20", "--animate", "snap"],
        ["refresh", "--style", "zenRipple"],
        ["emoji", "--rate", "1", "--transform-to", "rotate(90)"],
    ])
    func everyAnimatingCommandStreamsItsFrames(_ command: [String]) throws {
        let result = try BinaryRunner.run(command + ["--frames", "7", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let count = try Self.streamedFrames(Array(result.stdout), fileExtension: "png")
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "png,7", "\(command[0]): \(count)")
    }

    /// ffprobe's reading of a frame stream: its codec and the frames it counts (`png,7`).
    static func streamedFrames(_ stream: [UInt8], fileExtension: String) throws -> String {
        try runTool(
            Self.ffprobe,
            [
                "-v", "error", "-f", "image2pipe", "-framerate", "30", "-count_frames", "-show_entries",
                "stream=nb_read_frames,codec_name", "-of", "csv=p=0",
            ], on: stream, fileExtension: fileExtension)
    }

    /// `--format jpeg` streams JPEG files, which ffmpeg reads as Motion JPEG.
    @Test func jpegFramesStreamToo() throws {
        let result = try BinaryRunner.run([
            "emoji", "--rate", "0", "--to", "5", "--frames", "12", "-o", "-", "--format", "jpeg",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let count = try Self.streamedFrames(Array(result.stdout), fileExtension: "jpg")
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "mjpeg,12", "\(count)")
    }

    /// Frames are never written to a terminal, and a format whose files cannot follow one
    /// another on a stream is refused by name; nothing is written either way.
    @Test func aTerminalOrAFormatThatCannotStreamIsRefused() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = ["emoji", "--rate", "0", "--to", "5", "--frames", "3", "-o", "-"]
        let terminal = try BinaryRunner.runOnTerminal(frames, in: dir)
        #expect(terminal.status == 64)
        #expect(terminal.transcript.contains("-o: standard output is a terminal"), "\(terminal.transcript)")
        #expect(!terminal.transcript.contains("\u{89}PNG"))
        let pdf = try BinaryRunner.run(frames + ["--format", "pdf"], in: dir)
        #expect(pdf.status == 64 && pdf.stdout.isEmpty)
        #expect(pdf.stderr.contains("--format: 'pdf' cannot carry 3 frames on one stream"), "\(pdf.stderr)")
        #expect(pdf.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
