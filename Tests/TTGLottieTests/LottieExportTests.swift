import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// Animations written by the binary as Lottie and played by rlottie (an independent player,
/// linked in process) at whole frames, frame by frame against our own PNG rendering of the same
/// moments (``AnimationComparison`` states the bar): every refresh style's busy loop in both
/// roles, each emoji preset's `--to`, each puzzle animation and the `path` animations. Every
/// file also validates against the Lottie 1.0 JSON schema.
///
/// rlottie measures dashes along curves its own way (a 16-unit dash on an r = 40 arc comes out
/// about 15.6 long), so a dash pattern on a curve drifts from where every other renderer puts
/// it. Where dashes lie on curves, the dashes are taken out of both sides here and the rest of
/// the motion is compared; the dashes themselves are compared in Chromium, on the animated SVG
/// written from the same numbers (``AnimatedSVGTests``). `path-marching`, whose only motion is
/// its dashes, is left to Chromium altogether.
///
/// Frames are compared at 3 pixels per point: rlottie and Cairo antialias edges differently,
/// and at 2 the edge pixels alone of the small footer glyphs come near the 1% bar.
@Suite(.slow) struct LottieExportTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scale = 3
    /// The styles whose dash patterns lie on curves.
    static let dashedCurves: Set<RefreshStyle.Name> = [.retroRadar, .rainGarden, .rocketOrbit]

    /// What a file plays: its JSON, its canvas, its length in frames and its frame rate.
    struct Played {
        var json: String
        var size: Size
        var frames: Int
        var frameRate: Double
    }

    /// Every style at 70 points in both roles (`--size 70`): a lone glyph's picture is its size,
    /// and at the footer's 46 the antialiased edges of its small glyph alone come near the bars.
    static let refreshTemplate = RefreshTemplate(glyphSize: 70)

    @Test func everyRefreshStylePlaysInRLottieAsItRenders() throws {
        var failures: [String] = []
        for style in RefreshStyle.all {
            for role in RefreshRole.allCases {
                let state: RefreshState = role == .header ? .refreshing : .loading
                let name = "\(style.name.rawValue)-\(role.rawValue)"
                let undashed = Self.dashedCurves.contains(style.name)
                var played = try write(
                    name,
                    [
                        "refresh", "--style", style.name.rawValue, "--role", role.rawValue, "--state", state.rawValue,
                        "--size", "70", "--loop",
                    ])
                let animation = try RefreshGlyph(style: style, role: role, template: Self.refreshTemplate).animation(
                    state: state, progress: 0, time: 0, in: .alone)
                // One loop at its exact period, a whole number of frames at the rate nearest --fps.
                let period = try #require(animation.loopPeriod)
                #expect(abs(Double(played.frames) / played.frameRate - period) < 1e-9, "\(name)")
                #expect(Double(played.frames) == (period * Self.fps).rounded(), "\(name)")
                if undashed { played.json = try Self.withoutDashes(played.json) }
                failures += try compare(played, name: name) { time in
                    let scene = animation.scene(time)
                    return try rasterize(undashed ? Self.withoutDashes(scene) : scene, scale: Double(Self.scale))
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func commandAnimationsPlayInRLottieAsTheyRender() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var failures: [String] = []
        for item in AnimationCase.commands where item.name != "path-marching" {
            let played = try write(item.name, item.arguments)
            failures += try compare(played, name: item.name) { time in
                let file = directory.appendingPathComponent("\(item.name)-still.png")
                let run = try BinaryRunner.run(
                    item.arguments + ["--start", String(max(0, time)), "--scale", String(Self.scale), "-o", file.path])
                try #require(run.status == 0, "\(item.name): \(run.stderr)")
                return try loadPNG(bytes: [UInt8](Data(contentsOf: file)))
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func theSameAnimationGivesTheSameBytesWhateverTheJobs() throws {
        let arguments = [
            "refresh", "--style", "pulseCircuit", "--state", "refreshing", "--loop", "--format",
            "lottie", "-o", "-",
        ]
        let one = try BinaryRunner.run(arguments + ["--jobs", "1"])
        let two = try BinaryRunner.run(arguments + ["--jobs", "2"])
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout == two.stdout)
        #expect(one.output.hasPrefix("{\"v\":"))
    }

    /// A Lottie document with its strokes' dash patterns (`"d":[{"n":"d",…}]`) taken out, the
    /// text edited in place: rlottie reads each object's `ty` first, so keys keep their order.
    static func withoutDashes(_ json: String) throws -> String {
        var bytes = Array(json.utf8)
        let marker = Array(",\"d\":[{\"n\":".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            // The array's end: its brackets balance (no string in it holds a bracket).
            var depth = 0
            var end = index + 5  // the array's opening bracket
            repeat {
                if bytes[end] == UInt8(ascii: "[") || bytes[end] == UInt8(ascii: "{") { depth += 1 }
                if bytes[end] == UInt8(ascii: "]") || bytes[end] == UInt8(ascii: "}") { depth -= 1 }
                end += 1
            } while depth > 0
            bytes.removeSubrange(index..<end)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A scene with its strokes' dash patterns taken out.
    static func withoutDashes(_ scene: Scene) -> Scene {
        func strip(_ node: Node) -> Node {
            switch node {
            case .shape(var shape):
                shape.stroke?.dash = []
                return .shape(shape)
            case .group(var group):
                group.children = group.children.map(strip)
                group.mask = group.mask?.map(strip)
                return .group(group)
            default: return node
            }
        }
        var scene = scene
        scene.nodes = scene.nodes.map(strip)
        return scene
    }

    /// The binary's Lottie for `arguments`, checked against the schema.
    func write(_ name: String, _ arguments: [String]) throws -> Played {
        let run = try BinaryRunner.run(arguments + ["--fps", String(Self.fps), "--format", "lottie", "-o", "-"])
        try #require(run.status == 0, "\(name): \(run.stderr)")
        let json = run.output
        if LottieSchema.isAvailable {
            let errors = try LottieSchema.errors(in: json)
            #expect(errors.isEmpty, "\(name) breaks the Lottie schema: \(errors.prefix(5).joined(separator: "; "))")
        }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let width = try #require(root["w"] as? Double)
        let height = try #require(root["h"] as? Double)
        let frameRate = try #require(root["fr"] as? Double)
        return Played(
            json: json, size: Size(width, height), frames: try RLottiePlayer.frameCount(json), frameRate: frameRate)
    }

    /// rlottie's frames at whole-frame moments of the file against ours at the same times and a
    /// frame either side: the failures.
    func compare(_ played: Played, name: String, ours: (Double) throws -> RasterImage) throws -> [String] {
        let count = min(Self.momentsPerAnimation, played.frames)
        let frames = (0..<count).map { $0 * played.frames / count }
        let width = Int((played.size.width * Double(Self.scale)).rounded(.up))
        let height = Int((played.size.height * Double(Self.scale)).rounded(.up))
        let theirs = try RLottiePlayer.render(played.json, frames: frames, width: width, height: height)
        let step = 1 / played.frameRate
        return try zip(frames, theirs).compactMap { frame, image in
            let time = Double(frame) / played.frameRate
            return AnimationComparison.check(
                image, ours: try ours(time), before: try ours(time - step), after: try ours(time + step),
                name: "rlottie-\(name)-\(frame)")
        }
    }
}
