import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// The marker files an app drives (`refresh --markers`, `emoji --markers`), played as apps play
/// them: lottie-web 5.12.2 seeks each marker by its name with its own lookup (`goToAndStop(name)`,
/// matching the `cm` as lottie-ios and lottie-android do), ThorVG shows the marker's frame read
/// from the file, and each picture is
/// compared with the still the binary draws for that state and progress, or that rate, by the bar
/// of the other player tests (at most 1% of pixels past 64/255), at 2 pixels per point.
@Suite(.enabled(if: LottieWebPlayer.isAvailable && ThorVGPlayer.isAvailable), .slow) struct MarkerPlaybackTests {
    static let scale = 2
    static let styles = ["koiStream", "auroraLoop", "cyberGrid", "rocketOrbit"]
    static let presets = ["classic", "minimal", "diagnostic", "playful", "expressive"]

    /// A marker file to check: the moments shown by name and by frame, and the still each must match.
    struct Case {
        var name: String
        var json: String
        var markers: [(name: String, still: [String])]
        var frames: [(frame: Double, still: [String])]
    }

    @Test func refreshStoriesPlayEachStateByMarkerAsTheStillsOfThatState() throws {
        try Self.check(try Self.refreshStories())
    }

    @Test func rateFacesShowEachWholeAndHalfStarByMarkerAsTheStillOfThatRate() throws {
        try Self.check(try Self.rateFaces())
    }

    /// The refresh stories of ``styles`` in both roles: each marker, the pull at 0.3 and 0.75,
    /// half the busy period and the end.
    static func refreshStories() throws -> [Case] {
        var cases: [Case] = []
        for style in Self.styles {
            for (role, busy) in [("header", "refreshing"), ("footer", "loading")] {
                // 70 points in both roles, as the other player tests: at the footer's 46, ThorVG's
                // antialiasing of auroraLoop's thick ring alone differs on 1.5% of the pixels.
                let glyph = ["refresh", "--style", style, "--role", role, "--size", "70"]
                let json = try Self.write(glyph + ["--markers"])
                let markers = try Self.markers(json)
                #expect(markers.map(\.name) == ["pulling", busy, "ending"])
                let pulling = try #require(markers.first)
                let ending = try #require(markers.last)
                let halfPeriod = markers[1].duration / 2 / (try Self.frameRate(json))
                // The busy segment is one period: it ends where the ending starts, on a whole frame.
                #expect(markers[1].start + markers[1].duration == ending.start)
                #expect(markers.allSatisfy { $0.start == $0.start.rounded() && $0.duration == $0.duration.rounded() })
                cases.append(
                    Case(
                        name: "\(style)-\(role)", json: json,
                        markers: [
                            ("pulling", glyph + ["--state", "pulling", "--progress", "0"]),
                            (busy, glyph + ["--state", busy, "--time", "0"]),
                            ("ending", glyph + ["--state", "pulling", "--progress", "1"]),
                        ],
                        frames: [
                            // Progress p is at p of the pulling segment.
                            (pulling.duration * 0.3, glyph + ["--state", "pulling", "--progress", "0.3"]),
                            (pulling.duration * 0.75, glyph + ["--state", "pulling", "--progress", "0.75"]),
                            // Halfway through the busy period: the motion at half its period.
                            (
                                markers[1].start + markers[1].duration / 2,
                                glyph + ["--state", busy, "--time", String(halfPeriod)]
                            ),
                            (ending.start + ending.duration, glyph + ["--state", "idle"]),
                        ]))
            }
        }
        return cases
    }

    /// The rate face of every preset: each whole and half star by marker, and rate 1.85.
    static func rateFaces() throws -> [Case] {
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
                    markers: zip(names, rates).map { ($0, face + ["--rate", String($1)]) },
                    frames: [(span * 0.37, face + ["--rate", String(5 * 0.37)])]))
        }
        return cases
    }

    /// A player of marker files: lottie-web with one of its renderers seeks each marker by name;
    /// ThorVG and rlottie show the marker's first frame, read from the file.
    enum Player: CustomStringConvertible {
        case lottieWeb(LottieWebPlayer.Renderer)
        case thorVG, rlottie

        var description: String {
            switch self {
            case .lottieWeb(let renderer): "lottie-web \(renderer)"
            case .thorVG: "ThorVG"
            case .rlottie: "rlottie"
            }
        }
    }

    /// One picture of a case as a player showed it, against its still: nil where it passes, else
    /// the share of pixels past the bar and the picture's file.
    typealias Outcome = (player: String, failure: String?)

    /// Plays every case in `players` and compares each picture with its still: the outcomes of
    /// each case, in the cases' order. rlottie shows whole frames only and skips the others.
    static func outcomes(_ cases: [Case], players: [Player]) throws -> [[Outcome]] {
        var stills: [[RasterImage]] = []
        for item in cases {
            stills.append(try (item.markers.map(\.still) + item.frames.map(\.still)).map(still))
        }
        let sizes = stills.map { ($0[0].width, $0[0].height) }
        var results = [[Outcome]](repeating: [], count: cases.count)
        for player in players {
            let pictures = try Self.pictures(of: cases, sizes: sizes, player: player)
            for (index, item) in cases.enumerated() {
                let labels = item.markers.map { "marker \($0.name)" } + item.frames.map { "frame \($0.frame)" }
                for (label, (picture, expected)) in zip(labels, zip(pictures[index], stills[index])) {
                    guard let picture else { continue }
                    let result = ImageComparison.compare(
                        picture, expected, channelTolerance: AnimationComparison.channelTolerance)
                    guard !result.passes(maxFraction: AnimationComparison.maxFraction) else {
                        results[index].append((player.description, nil))
                        continue
                    }
                    let file = try ImageComparison.writeFailure(
                        name: "markers-\(player)-\(item.name)-\(label)", actual: picture, diff: result.diff)
                    let share = String(format: "%.2f", result.differingFraction * 100)
                    results[index].append(
                        (player.description, "\(player) \(item.name) \(label): \(share)% differ; see \(file)"))
                }
            }
        }
        return results
    }

    /// A player's picture of each case's markers, then its frames (nil for one it cannot show).
    static func pictures(of cases: [Case], sizes: [(Int, Int)], player: Player) throws -> [[RasterImage?]] {
        // Each picture's frame: a marker's first frame as the file gives it, then the frames.
        let frames = try cases.map { item in
            let starts = Dictionary(uniqueKeysWithValues: try markers(item.json).map { ($0.name, $0.start) })
            return item.markers.map { starts[$0.name] ?? -1 } + item.frames.map(\.frame)
        }
        switch player {
        case .lottieWeb(let renderer):
            let web = try LottieWebPlayer.render(
                zip(cases, sizes).map { item, size in
                    LottieJob(
                        json: item.json, frames: item.frames.map(\.frame), markers: item.markers.map(\.name),
                        width: size.0, height: size.1)
                }, renderer: renderer, release: .markerLookup)
            // lottie-web lists frames before markers.
            return zip(cases, web).map { item, pictures in
                Array(pictures.suffix(item.markers.count)) + pictures.prefix(item.frames.count)
            }
        case .thorVG:
            let thorvg = try ThorVGPlayer.render(
                cases.indices.map {
                    LottieJob(json: cases[$0].json, frames: frames[$0], width: sizes[$0].0, height: sizes[$0].1)
                })
            return thorvg.map { $0.map { $0 } }
        case .rlottie:
            return try cases.indices.map { index in
                let whole = frames[index].filter { $0 == $0.rounded() }
                var pictures = try RLottiePlayer.render(
                    cases[index].json, frames: whole.map { Int($0) }, width: sizes[index].0,
                    height: sizes[index].1
                ).makeIterator()
                return frames[index].map { $0 == $0.rounded() ? pictures.next() : nil }
            }
        }
    }

    /// Plays every case in lottie-web's SVG renderer and ThorVG: every picture must match its still.
    static func check(_ cases: [Case]) throws {
        let failures = try outcomes(cases, players: [.lottieWeb(.svg), .thorVG]).joined().compactMap(\.failure)
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

    /// The document's frame rate, `fr`.
    static func frameRate(_ json: String) throws -> Double {
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return root?["fr"] as? Double ?? 30
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
