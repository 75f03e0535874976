import Foundation

/// One Lottie document for a player in the test virtual environment (ThorVG, lottie-web) to
/// show at some frame numbers (from the composition's `ip`, fractional allowed), or at some
/// markers by name, at `width` × `height` pixels.
public struct LottieJob: Sendable {
    public var json: String
    public var frames: [Double]
    /// Markers to seek by name, shown after `frames`.
    public var markers: [String]
    public var width: Int
    public var height: Int

    public init(json: String, frames: [Double] = [], markers: [String] = [], width: Int, height: Int) {
        self.json = json
        self.frames = frames
        self.markers = markers
        self.width = width
        self.height = height
    }

    /// The pictures the job asks for.
    var count: Int { frames.count + markers.count }

    /// The virtual environment's Python (`make deps`).
    public static let python = ImageComparison.repositoryRoot.appendingPathComponent(".build/test-venv/bin/python").path

    /// The jobs as the player scripts read them, each document written to a file in `directory`.
    static func requests(_ jobs: [LottieJob], in directory: URL) throws -> [[String: Any]] {
        try jobs.enumerated().map { index, job in
            let file = directory.appendingPathComponent("\(index).json")
            try Data(job.json.utf8).write(to: file)
            return [
                "file": file.path, "frames": job.frames, "markers": job.markers, "width": job.width,
                "height": job.height,
            ]
        }
    }
}
