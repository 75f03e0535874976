import TTGBase

/// What an export wrote: the files, the frames and their rate, the size in pixels and the time it took.
public struct ExportManifest: Sendable {
    /// The files written, in frame order.
    public var files: [String]
    /// Frame files left because they existed whole (``ExportSettings/skipExisting``).
    public var skipped: Int
    /// Frame files that existed but were drawn again: not a whole picture of the export's format
    /// and size (``ExportSettings/skipExisting``).
    public var redone: Int
    /// The frames, for an export of frames or an animated file; nil for one still picture.
    public var plan: FramePlan?
    /// Seconds the last frame shows beyond 1 / fps (``ExportSettings/hold``, animated files only).
    public var hold: Double = 0
    public var pixelSize: (width: Int, height: Int)
    /// Seconds the export took.
    public var wallTime: Double

    public init(
        files: [String], skipped: Int, redone: Int = 0, plan: FramePlan?, hold: Double = 0,
        pixelSize: (width: Int, height: Int), wallTime: Double
    ) {
        self.files = files
        self.skipped = skipped
        self.redone = redone
        self.plan = plan
        self.hold = hold
        self.pixelSize = pixelSize
        self.wallTime = wallTime
    }

    /// Rounded to nanoseconds, so 96 frames at 20 fps last 4.8 s, not 4.800000000000001.
    static func rounded(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }

    /// The manifest as `--json` prints it: files, frames, written, skipped, redone, then (for frames) fps and
    /// duration (playing time, with the hold), width, height and the wall time in milliseconds' precision.
    public var json: JSON {
        var fields: [(String, JSON)] = [
            ("files", .array(files.map(JSON.string))),
            ("frames", .number(Double(plan?.count ?? 1))),
            ("written", .number(Double(files.count))),
            ("skipped", .number(Double(skipped))),
            ("redone", .number(Double(redone))),
        ]
        if let plan {
            fields += [
                ("fps", .number(Self.rounded(plan.fps))), ("duration", .number(Self.rounded(plan.duration + hold))),
            ]
        }
        fields += [
            ("width", .number(Double(pixelSize.width))),
            ("height", .number(Double(pixelSize.height))),
            ("wallTime", .number((wallTime * 1000).rounded() / 1000)),
        ]
        return .object(fields)
    }
}
