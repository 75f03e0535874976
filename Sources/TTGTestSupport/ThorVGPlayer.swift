import Foundation
import TTGScene

/// ThorVG (PyPI `thorvg-python`, which bundles the engine, in the virtual environment
/// `make deps` creates) as an independent player of Lottie JSON, beside ``RLottiePlayer``:
/// `Tests/thorvg_lottie_render.py` renders many moments of many files in one process.
///
/// Unlike rlottie, ThorVG shows any time: a frame number may be fractional, and counts from the
/// composition's `ip` (frame n shows time `ip + n`) up to, not including, `op - ip`. The
/// composition is scaled to the requested size (aspect kept, centered) on a transparent
/// background; frames come back as straight RGBA ``RasterImage``s.
public enum ThorVGPlayer {
    /// Why ThorVG could not play a document.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// One document to play at some frame numbers, at `width` × `height` pixels.
    public typealias Job = LottieJob

    static let python = LottieJob.python
    static let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/thorvg_lottie_render.py").path

    /// Whether the virtual environment's Python is there and has thorvg-python.
    public static var isAvailable: Bool { available }

    private static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return (try? BinaryRunner.runProgram(python, ["-c", "import thorvg_python"]))?.status == 0
    }()

    /// Each job's frames, in the jobs' order: one ThorVG process for them all.
    public static func render(_ jobs: [Job]) throws -> [[RasterImage]] {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        precondition(jobs.allSatisfy(\.markers.isEmpty), "ThorVG is asked for frames, not markers")
        let requests = try LottieJob.requests(jobs, in: directory)
        let result = try BinaryRunner.runProgram(
            python, [script], input: try JSONSerialization.data(withJSONObject: requests))
        let expected = jobs.reduce(0) { $0 + $1.frames.count * $1.width * $1.height * 4 }
        guard result.status == 0, result.stdout.count == expected else {
            throw Failure(
                description: "thorvg_lottie_render.py exited with \(result.status) after \(result.stdout.count) of "
                    + "\(expected) bytes: \(result.stderr)")
        }
        let bytes = [UInt8](result.stdout)
        var offset = 0
        return jobs.map { job in
            job.frames.map { _ in
                let count = job.width * job.height * 4
                defer { offset += count }
                return RasterImage(
                    width: job.width, height: job.height, pixels: Array(bytes[offset..<(offset + count)]))
            }
        }
    }
}
