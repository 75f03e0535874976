import Foundation
import TTGGeometry
import TTGLottie
import TTGScene
import TTGTestSupport
import Testing

/// Every Lottie and dotLottie file of a representative set, held to the SHA-256 recorded in
/// `Fixtures/golden/vector/lottie-digests.txt` (as `sha256sum` prints it): the writer's bytes do
/// not change unless a golden is recorded again. The set is the command line's (every header
/// loop, every footer story, the composites with text, shadows and conic gradients, every emoji
/// preset, every puzzle animation, the path animations, dotLottie archives) and a few scenes
/// written in process for what no command draws: a conic fill (layer masks, an outline and a
/// hole), a conic stroke and a translucent mask (alpha mattes), a translucent clipped group (one
/// bitmap), gradients with alpha, images, text and shadows, and two animations. Record with
/// `make fixtures` (TTG_RECORD_FIXTURES=1); a recorded run still fails, so look at what changed.
@Suite(.slow) struct LottieDigestGoldenTests {
    static let fixture = ImageComparison.goldenDirectory.appendingPathComponent("vector/lottie-digests.txt")

    /// Each file's name and the arguments that write it (`-o` added: a name ending in `/` is a
    /// directory of one file a style).
    static let commands: [(name: String, arguments: [String])] = [
        ("refresh-header-loop/", ["refresh", "--all", "--loop", "--format", "lottie"]),
        ("refresh-footer-markers/", ["refresh", "--all", "--markers", "--role", "footer", "--format", "lottie"]),
        (
            "refresh-rich-aurora-60fps.json",
            ["refresh", "--style", "auroraWave", "--look", "rich", "--loop", "--fps", "60"]
        ),
        (
            "refresh-composite-rich.json",
            ["refresh", "--composite", "--look", "rich", "--style", "auroraWave", "--loop"]
        ),
        (
            "refresh-composite-footer-markers.json",
            ["refresh", "--composite", "--role", "footer", "--style", "koiStream", "--markers"]
        ),
        (
            "refresh-composite-sequence.json",
            ["refresh", "--composite", "--style", "lotusBloom", "--sequence", "--fps", "20"]
        ),
        ("refresh-pulling.json", ["refresh", "--style", "neonCat", "--state", "pulling", "--progress", "0.3"]),
        (
            "refresh-transform.json",
            [
                "refresh", "--style", "whaleDive", "--loop", "--transform", "skewX(0)", "--transform-to",
                "skewX(20) scale(0.8)", "--autoreverse", "--background", "#112233",
            ]
        ),
        (
            "refresh-hold.json",
            ["refresh", "--style", "retroRadar", "--duration", "1", "--hold", "0.5", "--scale", "2"]
        ),
        ("emoji-classic.json", ["emoji", "--preset", "classic", "--rate", "0", "--to", "5"]),
        ("emoji-minimal.json", ["emoji", "--preset", "minimal", "--rate", "0", "--to", "5"]),
        ("emoji-diagnostic.json", ["emoji", "--preset", "diagnostic", "--rate", "0", "--to", "5"]),
        ("emoji-playful.json", ["emoji", "--preset", "playful", "--rate", "0", "--to", "5"]),
        ("emoji-expressive.json", ["emoji", "--preset", "expressive", "--rate", "0", "--to", "5"]),
        ("emoji-expressive-markers.json", ["emoji", "--preset", "expressive", "--markers"]),
        ("emoji-rich.json", ["emoji", "--look", "rich", "--preset", "expressive", "--rate", "0.5", "--to", "4.5"]),
        ("emoji-gradient.json", ["emoji", "--gradient", "--rate", "0", "--to", "5"]),
        (
            "emoji-fill-gradient.json",
            ["emoji", "--fill-gradient", "#FF000080,#0000FF", "--morph", "--rate", "1", "--to", "4"]
        ),
        ("emoji-fill-dynamic.json", ["emoji", "--fill-dynamic", "--face", "cloud", "--rate", "0", "--to", "5"]),
        ("emoji-grid.json", ["emoji", "--grid"]),
        (
            "emoji-wobble.json",
            [
                "emoji", "--rate", "4", "--exact-size", "--transform", "rotate(-8, 110, 110)", "--transform-to",
                "rotate(8, 110, 110)", "--autoreverse", "--loop",
            ]
        ),
        ("puzzle-snap.json", ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "snap"]),
        (
            "puzzle-snapAndFade.json",
            ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "snapAndFade"]
        ),
        ("puzzle-shake.json", ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "shake"]),
        ("puzzle-reset.json", ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "reset"]),
        (
            "puzzle-shakeAndReset.json",
            ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "shakeAndReset"]
        ),
        (
            "puzzle-picture.json",
            [
                "puzzle", "--blank", "150,60", "--position", "30,80", "--animate", "snapAndFade", "--hole-color",
                "picture", "--shape", "circle",
            ]
        ),
        ("puzzle-still.json", ["puzzle", "--blank", "190,50", "--position", "40,50"]),
        (
            "path-draw-on.json",
            [
                "path", "render", "--d", pin, "--fill", "none", "--stroke", "teal", "--line-width", "3", "--trim",
                "0,0",
                "--trim-to", "0,1", "--timing", "easeInEaseOut", "--fit", "--canvas", "96x96",
            ]
        ),
        (
            "path-marching.json",
            [
                "path", "render", "--d", heart, "--fill", "#FFE0E0", "--stroke", "red", "--line-width", "2", "--dash",
                "4,2,1", "--dash-phase-to", "10", "--cap", "round", "--join", "bevel", "--loop", "--canvas", "64x64",
            ]
        ),
        (
            "path-evenodd.json",
            [
                "path", "render", "--d", "M10 10 h80 v80 h-80 Z M30 30 v40 h40 v-40 Z", "--rule", "evenodd", "--fill",
                "teal", "--stroke", "black", "--line-width", "2", "--canvas", "100x100", "--transform",
                "rotate(0,50,50)", "--transform-to", "rotate(90,50,50)", "--loop",
            ]
        ),
        (
            "path-flip.json",
            [
                "path", "render", "--d", "M20 20 h60 v60 h-60 Z", "--back", "M30 50 h40 M50 30 v40", "--stroke",
                "black", "--line-width", "4", "--canvas", "100x100", "--timing", "linear", "--cycle", "2", "--loop",
                "--transform", "translate(50,50) perspective(300) rotateY(0) translate(-50,-50)", "--transform-to",
                "translate(50,50) perspective(300) rotateY(360) translate(-50,-50)",
            ]
        ),
        (
            "path-follow.json",
            ["path", "follow", "--d", arrow, "--along", route, "--show-path", "--cycle", "4", "--loop", "--fps", "20"]
        ),
        ("dot-koi.lottie", ["refresh", "--style", "koiStream", "--markers"]),
        ("dot-puzzle.lottie", ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "snapAndFade"]),
    ]

    static let pin =
        "M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z M32 22 A10 10 0 1 1 31.99 22 Z"
    static let heart = "M32 56 C12 42 4 30 12 18 C18 10 28 12 32 20 C36 12 46 10 52 18 C60 30 52 42 32 56 Z"
    static let arrow = "M-12 -8 L12 0 L-12 8 L-6 0 Z"
    static let route = "M20 60 C20 20 80 20 100 60 S180 100 180 60 S120 20 100 60 S20 100 20 60 Z"

    /// Scenes no command draws, each written by the writer in process (its images and bitmaps
    /// stand-ins: a two-byte "PNG" and a 2 × 2 bitmap).
    static func scenes() throws -> [(name: String, document: String)] {
        let writer = LottieWriter(
            services: LottieServices(
                encodePNG: { image in [0x89, 0x50, UInt8(image.width % 256)] },
                textOutline: { _ in Path(rect: Rect(x: 0, y: 0, width: 4, height: 6)) },
                shadows: { _, placement, _ in
                    GroupShadows(
                        drop: ImageNode(
                            image: RasterImage(width: 2, height: 2, color: .black),
                            rect: Rect(x: placement.tx, y: placement.ty, width: 50, height: 50)),
                        inner: nil)
                },
                flattened: { _, placement, _ in
                    ImageNode(
                        image: RasterImage(width: 3, height: 3, color: .black),
                        rect: Rect(x: placement.tx, y: placement.ty, width: 60, height: 60))
                }))
        let size = Size(100, 100)
        var ring = Path(rect: Rect(x: 10, y: 10, width: 80, height: 80))
        ring.append(contentsOf: Path(rect: Rect(x: 30, y: 30, width: 40, height: 40)))
        let square = Node.shape(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), fill: .solid(.black))
        let shifted = Node.shape(
            Path(rect: Rect(x: 20, y: 20, width: 40, height: 40)), fill: .solid(Color(rgb: 0xFF0000)))
        let colors = [Color(rgb: 0xFF0000), Color(rgb: 0x00FF00), Color(rgb: 0x0000FF), Color(rgb: 0xFF0000)]
        let conic = Paint.conic(colors, center: Point(50, 50), startAngle: 0.3)
        let stills: [(String, [Node])] = [
            ("conic-fill", [.shape(ring, fill: conic, rule: .evenOdd)]),
            ("conic-stroke", [.shape(ring, stroke: Stroke(conic, width: 6, dash: [8, 4]))]),
            (
                "translucent-mask",
                [.group([square, shifted], mask: [.shape(ring, fill: .solid(Color(rgb: 0x000000).withAlpha(0.5)))])]
            ),
            (
                "translucent-clipped-group",
                [
                    .group(
                        [square, shifted], transform: .translation(x: 10, y: 5), opacity: 0.5,
                        clip: ClipPath(ring, rule: .evenOdd), name: "clipped")
                ]
            ),
            (
                "gradients",
                [
                    .shape(
                        ring,
                        fill: .linear(
                            [Color(rgb: 0xFF0000).withAlpha(0.5), Color(rgb: 0x0000FF)], from: Point(0, 0),
                            to: Point(100, 100)), rule: .evenOdd,
                        stroke: Stroke(.linear(colors, from: Point(0, 0), to: Point(100, 0)), width: 3, cap: .square))
                ]
            ),
            (
                "images-text-shadow",
                [
                    .image(
                        RasterImage(width: 5, height: 4, color: Color(rgb: 0xFF0000)),
                        in: Rect(x: 10, y: 10, width: 50, height: 40)),
                    .image(
                        RasterImage(width: 5, height: 4, color: Color(rgb: 0xFF0000)),
                        in: Rect(x: 40, y: 40, width: 50, height: 40)),
                    .group(
                        [.text("Hi", at: Point(5, 5), color: Color(rgb: 0x336699))],
                        shadow: Shadow(color: .black, radius: 2)),
                ]
            ),
        ]
        var documents = try stills.map { name, nodes in
            (name, try writer.document(for: Scene(size: size, background: Color(rgb: 0xEEEEEE), nodes: nodes)))
        }
        // A translucent pair moving and fading (one bitmap), and a square gained at 0.1234 s.
        let moving = SceneAnimation(
            timeline: Timeline(["t": try PropertyAnimation.basic(from: 0, to: 1, duration: 1)]), size: size,
            render: { values in
                let t = values["t", default: 0]
                return Scene(
                    size: size,
                    nodes: [
                        .group([square, shifted], transform: .translation(x: 30 * t, y: 0), opacity: 1 - t / 2),
                        .group(
                            [square], transform: .rotation(t), opacity: 0.5 + t / 4,
                            shadow: Shadow(color: Color(rgb: 0x0000FF).withAlpha(0.5), radius: 3, offset: Vector(1, 2))),
                    ])
            })
        let frames = (0..<30).map { Double($0) / 30 }
        for (name, animation) in [("moving", moving), ("gaining", TimingAnimations.gainingASquare(at: 0.1234))] {
            let sampling = try AnimationSampling(animation, start: 0, end: 1, frameTimes: frames)
            documents.append((name, try writer.document(for: sampling, frameRate: 30, hold: 1.0 / 30)))
        }
        return documents
    }

    @Test func everyLottieFileKeepsItsDigest() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in Self.commands {
            let output = directory.appendingPathComponent("cli/" + command.name)
            try FileManager.default.createDirectory(
                at: command.name.hasSuffix("/") ? output : output.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            let format = command.name.hasSuffix(".lottie") ? "dotlottie" : "lottie"
            let run = try BinaryRunner.run(
                command.arguments + [
                    "--format", format, "--quiet", "-o", output.path + (command.name.hasSuffix("/") ? "/" : ""),
                ])
            try #require(run.status == 0, "\(command.name): \(run.stderr)")
        }
        let scenes = directory.appendingPathComponent("scene")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for (name, document) in try Self.scenes() {
            try Data(document.utf8).write(to: scenes.appendingPathComponent(name + ".json"))
        }
        var files: [String] = []
        for folder in ["cli", "scene"] {
            let enumerator = FileManager.default.enumerator(atPath: directory.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = directory.appendingPathComponent(folder + "/" + path).path
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(folder + "/" + path)
                }
            }
        }
        files.sort()
        let digests = try BinaryRunner.runProgram("/usr/bin/sha256sum", files, in: directory)
        try #require(digests.status == 0, "\(digests.stderr)")
        let recorded = (try? String(contentsOf: Self.fixture, encoding: .utf8)) ?? ""
        if ImageComparison.isRecording, recorded != digests.output {
            try digests.output.write(to: Self.fixture, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(files.count) digests in \(Self.fixture.lastPathComponent); run again without TTG_RECORD_FIXTURES"
            )
            return
        }
        func entries(_ text: String) -> [(digest: Substring, file: Substring)] {
            text.split(separator: "\n").map { line in
                let parts = line.split(separator: " ", maxSplits: 1)
                return (parts[0], parts.count > 1 ? parts[1].drop { $0 == " " } : "")
            }
        }
        let expected = entries(recorded)
        let actual = entries(digests.output)
        #expect(actual.count > 40)
        for (want, got) in zip(expected, actual) where want.digest != got.digest || want.file != got.file {
            Issue.record(
                want.file == got.file
                    ? "\(got.file) changed: its SHA-256 is \(got.digest), recorded \(want.digest) (and perhaps more after it)"
                    : "\(got.file) is written where \(want.file) was recorded")
            return
        }
        #expect(expected.count == actual.count, "\(actual.count) files written, \(expected.count) recorded")
    }
}
