import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// Animations written by the binary as one animated SVG and played by headless Chromium at
/// frame times, frame by frame against our own PNG rendering of the same moments
/// (``AnimationComparison`` states the bar): every refresh style's busy loop in both roles,
/// each emoji preset's `--to`, each puzzle animation, `path render`'s trim and dash
/// animations and `path follow`. All the moments go to few browser starts.
@Suite(.enabled(if: ChromiumPlayer.isAvailable), .slow) struct AnimatedSVGTests {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let scale = 2

    @Test func theSameAnimationGivesTheSameBytesWhateverTheJobs() throws {
        let arguments = [
            "refresh", "--style", "pulseCircuit", "--state", "refreshing", "--loop", "--format", "svg",
            "-o", "-",
        ]
        let one = try BinaryRunner.run(arguments + ["--jobs", "1"])
        let two = try BinaryRunner.run(arguments + ["--jobs", "2"])
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout == two.stdout)
        #expect(one.output.hasPrefix("<svg ") && one.output.contains("<animate"))
    }

    /// Every style at 70 points in both roles (`--size 70`): a lone glyph's picture is its size,
    /// and at the footer's 46 the antialiased edges of its small glyph alone come near the bars.
    static let refreshTemplate = RefreshTemplate(glyphSize: 70)

    @Test func animationsPlayInChromiumAsTheyRender() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var shots: [SMILShot] = []
        // Our three pictures of each moment: at its time, a frame before and a frame after.
        var expected: [(name: String, frames: () throws -> [RasterImage])] = []
        let step = 1 / Self.fps
        let scale = Double(Self.scale)

        for style in RefreshStyle.all {
            for role in RefreshRole.allCases {
                let state: RefreshState = role == .header ? .refreshing : .loading
                let name = "\(style.name.rawValue)-\(role.rawValue)"
                let svg = try write(
                    name,
                    [
                        "refresh", "--style", style.name.rawValue, "--role", role.rawValue, "--state", state.rawValue,
                        "--size", "70", "--loop",
                    ], in: directory)
                let animation = try RefreshGlyph(style: style, role: role, template: Self.refreshTemplate).animation(
                    state: state, progress: 0, time: 0, in: .alone)
                let period = try #require(animation.loopPeriod)
                for time in Self.moments(over: period) {
                    shots.append(Self.shot(svg, time: time, size: animation.size))
                    expected.append(
                        (
                            "\(name)-\(time)",
                            {
                                try [time, time - step, time + step].map {
                                    try rasterize(animation.scene($0), scale: scale)
                                }
                            }
                        ))
                }
            }
        }
        for item in AnimationCase.commands {
            let svg = try write(item.name, item.arguments, in: directory)
            let size = try Self.canvasSize(of: svg)
            let length = try #require(Self.duration(of: svg))
            for time in Self.moments(over: length) {
                shots.append(Self.shot(svg, time: time, size: size))
                expected.append(
                    (
                        "\(item.name)-\(time)",
                        {
                            try [time, time - step, time + step].map { t in
                                let file = directory.appendingPathComponent("\(item.name)-still.png")
                                let run = try BinaryRunner.run(
                                    item.arguments + [
                                        "--start", String(max(0, t)), "--scale", String(scale), "-o", file.path,
                                    ])
                                try #require(run.status == 0, "\(item.name): \(run.stderr)")
                                return try loadPNG(bytes: [UInt8](Data(contentsOf: file)))
                            }
                        }
                    ))
            }
        }

        let played = try ChromiumPlayer.play(shots, scale: Self.scale)
        for (frame, moment) in zip(played, expected) {
            let ours = try moment.frames()
            if let failure = AnimationComparison.check(
                frame, ours: ours[0], before: ours[1], after: ours[2], name: "chromium-\(moment.name)")
            {
                Issue.record("\(failure)")
            }
        }
    }

    /// The binary's animated SVG for `arguments`.
    func write(_ name: String, _ arguments: [String], in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(name + ".svg")
        let run = try BinaryRunner.run(arguments + ["--fps", String(Self.fps), "-o", file.path])
        try #require(run.status == 0, "\(name): \(run.stderr)")
        return try String(contentsOf: file, encoding: .utf8)
    }

    static func moments(over length: Double) -> [Double] {
        AnimationCase.moments(over: length, fps: fps, count: momentsPerAnimation)
    }

    static func shot(_ svg: String, time: Double, size: Size) -> SMILShot {
        SMILShot(
            svg: svg, time: time, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
    }

    /// The `width` and `height` of the root element.
    static func canvasSize(of svg: String) throws -> Size {
        func number(_ attribute: String) throws -> Double {
            let start = try #require(svg.range(of: " \(attribute)=\""))
            let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
            return try #require(Double(svg[start.upperBound..<end]))
        }
        return Size(try number("width"), try number("height"))
    }

    /// The `dur` of the first animation, in seconds.
    static func duration(of svg: String) -> Double? {
        guard let start = svg.range(of: " dur=\""), let end = svg[start.upperBound...].firstIndex(of: "s") else {
            return nil
        }
        return Double(svg[start.upperBound..<end])
    }
}
