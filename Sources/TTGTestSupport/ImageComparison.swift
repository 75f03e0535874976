import Foundation
import TTGCairo
import TTGCodecs
import TTGScene
import Testing

// Comparing rendered pixels with reference images.
//
// Tolerance: a pixel differs when any of its four channels, compared
// premultiplied (color × alpha, so the meaningless color of nearly transparent
// pixels does not count), differs by more than `channelTolerance` = 8 of 255;
// an image fails when more than `maxDifferingFraction` = 0.5% of its pixels
// differ (or its size differs). That absorbs antialiasing and rounding noise
// between library versions, and still catches a moved edge, a wrong color or
// a missing effect.
//
// On failure the actual image and a diff image (differing pixels red, the
// rest a faded copy of the reference) are written to
// `Tests/__failures__/`.
//
// Record switch: with `TTG_RECORD_FIXTURES=1` in the environment, the golden
// test rewrites a reference whose pixels differ from the actual rendering and
// still fails, so that nothing passes silently; look at the new references
// before committing. A reference with the very same pixels is left untouched.

public enum ImageComparison {
    public static let channelTolerance = 8
    public static let maxDifferingFraction = 0.005

    /// The repository root, found from this file's path.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let goldenDirectory = repositoryRoot.appendingPathComponent("Fixtures/golden")
    public static let failureDirectory = repositoryRoot.appendingPathComponent("Tests/__failures__")

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TTG_RECORD_FIXTURES"] == "1" }

    /// The outcome of comparing two images.
    public struct Result {
        public let differingPixels: Int
        public let totalPixels: Int
        public let diff: RasterImage?
        public let sizeMismatch: Bool

        public var differingFraction: Double { totalPixels > 0 ? Double(differingPixels) / Double(totalPixels) : 1 }
        public func passes(maxFraction: Double) -> Bool { !sizeMismatch && differingFraction <= maxFraction }
    }

    /// Compares premultiplied channels pixel by pixel.
    public static func compare(_ actual: RasterImage, _ expected: RasterImage, channelTolerance: Int = channelTolerance)
        -> Result
    {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Result(
                differingPixels: actual.width * actual.height, totalPixels: actual.width * actual.height,
                diff: nil, sizeMismatch: true)
        }
        var differing = 0
        var diff = [UInt8](repeating: 0, count: actual.pixels.count)
        actual.pixels.withUnsafeBufferPointer { a in
            expected.pixels.withUnsafeBufferPointer { e in
                diff.withUnsafeMutableBufferPointer { d in
                    for i in stride(from: 0, to: a.count, by: 4) {
                        let alphaA = Int(a[i + 3])
                        let alphaE = Int(e[i + 3])
                        var isDifferent = abs(alphaA - alphaE) > channelTolerance
                        var sum = 0
                        for c in 0..<3 {
                            let pa = (Int(a[i + c]) * alphaA + 127) / 255
                            let pe = (Int(e[i + c]) * alphaE + 127) / 255
                            if abs(pa - pe) > channelTolerance { isDifferent = true }
                            sum += pe
                        }
                        if isDifferent {
                            differing += 1
                            (d[i], d[i + 1], d[i + 2], d[i + 3]) = (255, 0, 0, 255)
                        } else {
                            // A faded grey copy of the reference, for orientation.
                            let grey = UInt8(255 - (255 - sum / 3) / 4)
                            (d[i], d[i + 1], d[i + 2], d[i + 3]) = (grey, grey, grey, 255)
                        }
                    }
                }
            }
        }
        return Result(
            differingPixels: differing, totalPixels: actual.width * actual.height,
            diff: RasterImage(width: actual.width, height: actual.height, pixels: diff), sizeMismatch: false)
    }

    /// The four channels at byte `i`, color multiplied by alpha (0…255 each).
    public static func premultiplied(_ pixels: [UInt8], at i: Int) -> [Int] {
        let alpha = Int(pixels[i + 3])
        return [
            (Int(pixels[i]) * alpha + 127) / 255, (Int(pixels[i + 1]) * alpha + 127) / 255,
            (Int(pixels[i + 2]) * alpha + 127) / 255, alpha,
        ]
    }

    /// Writes `actual` (and `diff`, when given) into the failures directory; returns the actual's path.
    @discardableResult
    public static func writeFailure(name: String, actual: RasterImage, diff: RasterImage?) throws -> String {
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let flatName = name.replacingOccurrences(of: "/", with: "-")
        let actualURL = failureDirectory.appendingPathComponent("\(flatName).actual.png")
        try Data(encodePNG(actual)).write(to: actualURL)
        if let diff {
            try Data(encodePNG(diff)).write(to: failureDirectory.appendingPathComponent("\(flatName).diff.png"))
        }
        return actualURL.path
    }

    /// Checks `actual` against `Fixtures/golden/<name>.png`, or rewrites the
    /// reference when recording (and fails anyway).
    public static func assertMatchesGolden(
        _ actual: RasterImage, name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let referenceURL = goldenDirectory.appendingPathComponent("\(name).png")
        if isRecording {
            // A reference that already holds these very pixels is kept as it is, so that a
            // recording run rewrites only the pictures that changed.
            if let data = FileManager.default.contents(atPath: referenceURL.path),
                (try? loadPNG(bytes: [UInt8](data))) == actual
            {
                return
            }
            try FileManager.default.createDirectory(
                at: referenceURL.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data(encodePNG(actual, compressionLevel: 9)).write(to: referenceURL)
            Issue.record(
                "recorded \(referenceURL.path); look at it, then run again without TTG_RECORD_FIXTURES",
                sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: referenceURL.path) else {
            let path = try writeFailure(name: name, actual: actual, diff: nil)
            let message =
                "no reference \(referenceURL.path); actual written to \(path); "
                + "record it with TTG_RECORD_FIXTURES=1"
            Issue.record("\(message)", sourceLocation: sourceLocation)
            return
        }
        let expected = try loadPNG(bytes: [UInt8](data))
        let result = compare(actual, expected)
        if !result.passes(maxFraction: maxDifferingFraction) {
            let path = try writeFailure(name: name, actual: actual, diff: result.diff)
            let percent = String(format: "%.2f", result.differingFraction * 100)
            let what =
                result.sizeMismatch
                ? "size \(actual.width)x\(actual.height) instead of \(expected.width)x\(expected.height)"
                : "\(result.differingPixels) of \(result.totalPixels) pixels differ (\(percent)% > \(maxDifferingFraction * 100)%)"
            Issue.record("\(name): \(what); actual and diff in \(path)", sourceLocation: sourceLocation)
        }
    }
}
