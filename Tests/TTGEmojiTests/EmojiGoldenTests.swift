import TTGCairo
import TTGEmoji
import TTGGeometry
import TTGScene
import TTGTestSupport
import Testing

/// One small picture per feature of the family, compared with its reference in
/// `Fixtures/golden/emoji/` (tolerance and record switch: see ImageComparison).
/// Faces are 120 points at scale 1, so the whole set stays small.
@Suite(.slow) struct EmojiGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var face: EmojiFace
        var testDescription: String { name }
    }

    static let size = 120.0

    static func face(_ rate: Double = 4, _ configure: (inout EmojiFace) -> Void = { _ in }) -> EmojiFace {
        var face = EmojiFace(rate: rate, size: size)
        configure(&face)
        return face
    }

    static var presets: [Case] {
        ExpressionPreset.allCases.flatMap { preset in
            [0.0, 2.5, 5].map { rate in
                Case(
                    name: "preset-\(preset.rawValue)-\(EmojiGrid.format(rate))", face: face(rate) { $0.preset = preset }
                )
            }
        }
    }

    static var shapes: [Case] {
        FaceShape.allCases.map { shape in
            Case(name: "face-\(shape.rawValue)", face: face(4) { $0.shape = shape })
        }
    }

    static var eyes: [Case] {
        EyeStyle.allCases.filter { $0 != .automatic }.map { style in
            Case(name: "eyes-\(style.rawValue)", face: face(3.5) { $0.eyes = style })
        }
    }

    static var mouths: [Case] {
        MouthStyle.allCases.filter { $0 != .automatic }.map { style in
            Case(name: "mouth-\(style.rawValue)", face: face(3.5) { $0.mouth = style })
        }
    }

    static let pink = Color(red8: 0xFF, green8: 0x5F, blue8: 0x8F),
        violet = Color(red8: 0x7B, green8: 0x5C, blue8: 0xFF)

    static var fills: [Case] {
        [
            Case(name: "fill-color", face: face(4) { $0.fill = .color(FaceFill.defaultColor) }),
            Case(name: "fill-dynamic", face: face(1) { $0.fill = .standardDynamic }),
            Case(
                name: "fill-gradient",
                face: face(4) {
                    $0.fill = .gradient(UnitGradient(colors: [pink.withAlpha(0.25), violet.withAlpha(0.25)]))
                }),
            Case(
                name: "stroke-gradient",
                face: face(4) {
                    $0.coloring = .gradient(UnitGradient(colors: [pink, violet], start: Point(0, 0), end: Point(1, 1)))
                }),
            Case(
                name: "morph-0",
                face: face(0) {
                    $0.morph = true
                    $0.shape = .roundedSquare
                }),
            Case(
                name: "morph-5",
                face: face(5) {
                    $0.morph = true
                    $0.shape = .roundedSquare
                }),
        ]
    }

    /// A lightning bolt in the 120-point box.
    static let bolt = try! Path(svgPathData: "M66 14 L34 66 H58 L50 106 L86 50 H62 Z")

    static var custom: [Case] {
        [
            Case(name: "custom-replace", face: face(4) { $0.customPath = CustomPath(path: bolt, mode: .replace) }),
            Case(
                name: "custom-replace-fill",
                face: face(4) {
                    $0.customPath = CustomPath(path: bolt, mode: .replace)
                    $0.fill = .color(FaceFill.defaultColor)
                }),
            Case(
                name: "custom-overlay",
                face: face(4) {
                    $0.customPath = CustomPath(
                        path: try! Path(svgPathData: "M30 30 L50 42 M90 30 L70 42"), mode: .overlay)
                }),
            Case(
                name: "custom-face",
                face: face(4) {
                    $0.customPath = CustomPath(
                        path: try! Path(svgPathData: "M60 8 L112 60 L60 112 L8 60 Z"), mode: .face)
                    $0.fill = .color(FaceFill.defaultColor)
                }),
        ]
    }

    /// This project's departures, kept as options: the rich look and the shorter hue path.
    static var departures: [Case] {
        [
            Case(
                name: "look-rich-playful-5",
                face: face(5) {
                    $0.preset = .playful
                    $0.look = .rich
                }),
            Case(
                name: "look-rich-diagnostic-0.5",
                face: face(0.5) {
                    $0.preset = .diagnostic
                    $0.look = .rich
                }),
            Case(
                name: "look-rich-expressive-4.8",
                face: face(4.8) {
                    $0.preset = .expressive
                    $0.look = .rich
                }),
            Case(
                name: "hue-shorter",
                face: face(2.5) {
                    $0.coloring = .dynamic(
                        from: Color(red: 1, green: 0, blue: 0), to: Color(red: 0, green: 0, blue: 1), huePath: .shorter)
                }),
            Case(
                name: "hue-linear",
                face: face(2.5) {
                    $0.coloring = .dynamic(from: Color(red: 1, green: 0, blue: 0), to: Color(red: 0, green: 0, blue: 1))
                }),
            Case(
                name: "fill-range",
                face: face(4) { $0.fill = .dynamic(from: pink.withAlpha(0.2), to: violet.withAlpha(0.3)) }),
        ]
    }

    static var all: [Case] { presets + shapes + eyes + mouths + fills + custom + departures }

    @Test(arguments: all)
    func matchesReference(_ item: Case) throws {
        let actual = try rasterize(item.face.scene(), scale: 1)
        try ImageComparison.assertMatchesGolden(actual, name: "emoji/\(item.name)")
    }
}
