import Foundation
import TTGCodecs
import TTGScene

/// lottie-web, the reference web player (what LottieFiles and most web pages play, and what
/// lottie-ios and lottie-android follow), in headless Chromium: `Tests/lottie_web_render.py`
/// takes its script from a pinned PyPI wheel in the test virtual environment (``Release``) and
/// shows many moments of many files in one browser, with one of its three renderers.
///
/// Like ThorVG, it shows any time: a frame number may be fractional and counts from the
/// composition's `ip`; a marker is shown at its first frame. The composition is scaled to the
/// requested size (aspect kept, centered) on a transparent page; frames come back as straight
/// RGBA ``RasterImage``s decoded from the browser's screenshots.
public enum LottieWebPlayer {
    /// lottie-web's ways of drawing: SVG elements, a 2D canvas, or HTML elements holding SVG.
    public enum Renderer: String, CaseIterable, Sendable {
        case svg, canvas, html

        /// What this renderer of lottie-web 5.7.5 draws otherwise than the format says, each
        /// found in its source: the documents it touches (names of ``LottieSubjects``, by
        /// prefix) and why. The SVG renderer has none.
        public var deviations: [(prefix: String, reason: String)] {
            let matte = (
                "auroraWave",
                "no track mattes (HBaseElement.setMatte is empty in every version; canvas has them from 5.11): "
                    + "a conic gradient seen through a stroke needs one"
            )
            switch self {
            case .svg: return []
            case .html: return [matte]
            case .canvas:
                let dashes =
                    "a gradient stroke whose dashes move is drawn solid (CVShapeElement.createStyleElement sets "
                    + "only still dashes, renderGradientFill none; also in 5.13.0)"
                return [matte] + ["cyberGrid", "pulseCircuit", "rainGarden", "rocketOrbit"].map { ($0, dashes) }
            }
        }
    }

    /// The releases of lottie-web the wheels carry; each is checked against the `lottie.version`
    /// it reports.
    public enum Release: String, Sendable {
        /// pylottie's: the release every playback test uses.
        case pinned = "5.7.5"
        /// dash-extensions': a release that seeks a marker by name itself (5.9.4 on), for marker files.
        case markerLookup = "5.12.2"
    }

    /// Why lottie-web could not play a document.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/lottie_web_render.py").path

    /// Whether Chromium and the virtual environment's wheel are there.
    public static var isAvailable: Bool { available }

    private static let available: Bool = {
        guard ChromiumPlayer.isAvailable, FileManager.default.isExecutableFile(atPath: LottieJob.python) else {
            return false
        }
        let probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('pylottie') is None)"
        return (try? BinaryRunner.runProgram(LottieJob.python, ["-c", probe]))?.status == 0
    }()

    /// Each job's pictures (its frames, then its markers, which `release` seeks by name itself
    /// and only ``Release/markerLookup`` can), in the jobs' order: one browser for them all.
    public static func render(_ jobs: [LottieJob], renderer: Renderer, release: Release = .pinned) throws
        -> [[RasterImage]]
    {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let request: [String: Any] = [
            "renderer": renderer.rawValue, "release": release.rawValue,
            "jobs": try LottieJob.requests(jobs, in: directory),
        ]
        let result = try BinaryRunner.runProgram(
            LottieJob.python, [script], input: try JSONSerialization.data(withJSONObject: request))
        guard result.status == 0 else {
            throw Failure(description: "lottie_web_render.py exited with \(result.status): \(result.stderr)")
        }
        let bytes = [UInt8](result.stdout)
        var offset = 0
        return try jobs.map { job in
            try (0..<job.count).map { _ in
                guard offset + 8 <= bytes.count else {
                    throw Failure(description: "lottie_web_render.py stopped after \(offset) bytes")
                }
                let length = bytes[offset..<(offset + 8)].reduce(0) { $0 << 8 | Int($1) }
                offset += 8
                guard offset + length <= bytes.count else {
                    throw Failure(description: "lottie_web_render.py cut a screenshot short at \(offset) bytes")
                }
                defer { offset += length }
                let picture = try loadPNG(bytes: Array(bytes[offset..<(offset + length)]))
                guard picture.width == job.width, picture.height == job.height else {
                    throw Failure(
                        description:
                            "lottie-web showed \(picture.width)x\(picture.height), not \(job.width)x\(job.height)"
                    )
                }
                return picture
            }
        }
    }
}
