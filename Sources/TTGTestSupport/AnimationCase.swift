import Foundation
import TTGCodecs
import TTGGeometry
import TTGScene

/// A command whose animation the vector animation tests play (animated SVG in Chromium and
/// Firefox, Lottie in rlottie and ThorVG): the binary writes it from `arguments` (the output and
/// frame rate added), and its pictures are stills from the same arguments at `--start t`.
public struct AnimationCase: Sendable {
    public var name: String
    public var arguments: [String]

    public static let emojiCases = ["classic", "minimal", "diagnostic", "playful", "expressive"].map {
        AnimationCase(name: "emoji-\($0)", arguments: ["emoji", "--preset", $0, "--rate", "0.5", "--to", "4.5"])
    }
    public static let puzzleCases = ["snap", "snapAndFade", "shake", "reset", "shakeAndReset"].map {
        AnimationCase(
            name: "puzzle-\($0)",
            arguments: ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", $0])
    }
    public static let pathCases = [
        AnimationCase(
            name: "path-draw-on",
            arguments: [
                "path", "render", "--d",
                "M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z",
                "--fill", "none", "--stroke", "teal", "--line-width", "3", "--trim", "0,0", "--trim-to", "0,1",
                "--timing", "easeInEaseOut", "--fit", "--canvas", "96x96",
            ]),
        AnimationCase(
            name: "path-marching",
            arguments: [
                "path", "render", "--d", "M10 40 C10 10 70 10 70 40 S130 70 130 40", "--fill", "none", "--stroke",
                "#E0457B", "--line-width", "4", "--dash", "9,5", "--dash-phase-to", "28", "--fit", "--canvas", "120x60",
            ]),
        AnimationCase(
            name: "path-follow",
            arguments: [
                "path", "follow", "--d", "M-12 -8 L12 0 L-12 8 L-6 0 Z", "--along",
                "M20 60 C20 20 80 20 100 60 S180 100 180 60 S120 20 100 60 S20 100 20 60 Z", "--show-path",
                "--cycle", "2",
            ]),
    ]

    /// Every emoji preset's `--to`, every puzzle animation and the `path` animations.
    public static let commands = emojiCases + puzzleCases + pathCases

    /// Our own pictures of the command at `times` (a time before 0 is its start), at `scale`
    /// pixels per point: the binary's frames at `--fps fps`, written into `directory`, one frame
    /// sequence for the times on each offset from the frame grid (`--start offset --frames N`;
    /// frame `i` of a sequence is the still at `--start offset + i / fps`).
    public func frames(at times: [Double], fps: Double, scale: Int, in directory: URL) throws -> [RasterImage] {
        // Each time as a whole frame number on the grid that starts at its offset (in frames).
        let grid = times.map { time -> (offset: Double, index: Int) in
            let frame = max(0, time) * fps
            let index = Int((frame + 1e-6).rounded(.down))
            return (((frame - Double(index)) * 1e6).rounded() / 1e6, index)
        }
        var sequences: [Double: [Int: RasterImage]] = [:]
        for offset in Set(grid.map(\.offset)) {
            let indices = Set(grid.filter { $0.offset == offset }.map(\.index))
            let folder = directory.appendingPathComponent("\(name)-\(scale)x-\(offset)")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let run = try BinaryRunner.run(
                arguments + [
                    "--fps", String(fps), "--start", String(offset / fps), "--frames", String(indices.max()! + 1),
                    "--scale", String(scale), "--quiet", "-o", folder.path + "/frame_%04d.png",
                ])
            guard run.status == 0 else { throw Failure(description: "\(name): \(run.stderr)") }
            for index in indices {
                let file = folder.appendingPathComponent(String(format: "frame_%04d.png", index))
                sequences[offset, default: [:]][index] = try loadPNG(bytes: [UInt8](Data(contentsOf: file)))
            }
        }
        return grid.map { sequences[$0.offset]![$0.index]! }
    }

    /// Why the binary could not draw a case's pictures.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `count` whole frame times at `fps` spread over a length, the start included.
    public static func moments(over length: Double, fps: Double, count: Int) -> [Double] {
        let frames = Int((length * fps).rounded())
        return (0..<count).map { Double($0 * frames / count) / fps }
    }
}
