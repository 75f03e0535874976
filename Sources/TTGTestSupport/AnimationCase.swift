import TTGGeometry

/// A command whose animation the vector animation tests play (animated SVG in Chromium,
/// Lottie in rlottie): the binary writes it from `arguments` (the output and frame rate
/// added), and its pictures are stills from the same arguments at `--start t`.
public struct AnimationCase: Sendable {
    public var name: String
    public var arguments: [String]

    public static let emojiCases = ["classic", "minimal", "diagnostic", "playful", "expressive"].map {
        AnimationCase(name: "emoji-\($0)", arguments: ["emoji", "--preset", $0, "--rate", "0.5", "--to", "4.5"])
    }
    public static let puzzleCases = ["snap", "snapAndFade", "shake", "reset", "shakeAndReset"].map {
        AnimationCase(
            name: "puzzle-\($0)",
            arguments: ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", $0])
    }
    public static let pathCases = [
        AnimationCase(
            name: "path-draw-on",
            arguments: [
                "path", "render", "--d",
                "M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z",
                "--fill", "none", "--stroke", "teal", "--line-width", "3", "--trim", "0,0", "--trim-to", "0,1",
                "--timing", "easeInEaseOut", "--fit", "--canvas", "96x96",
            ]),
        AnimationCase(
            name: "path-marching",
            arguments: [
                "path", "render", "--d", "M10 40 C10 10 70 10 70 40 S130 70 130 40", "--fill", "none", "--stroke",
                "#E0457B", "--line-width", "4", "--dash", "9,5", "--dash-phase-to", "28", "--fit", "--canvas", "120x60",
            ]),
        AnimationCase(
            name: "path-follow",
            arguments: [
                "path", "follow", "--d", "M-12 -8 L12 0 L-12 8 L-6 0 Z", "--along",
                "M20 60 C20 20 80 20 100 60 S180 100 180 60 S120 20 100 60 S20 100 20 60 Z", "--show-path",
                "--cycle", "2",
            ]),
    ]

    /// Every emoji preset's `--to`, every puzzle animation and the `path` animations.
    public static let commands = emojiCases + puzzleCases + pathCases

    /// `count` whole frame times at `fps` spread over a length, the start included.
    public static func moments(over length: Double, fps: Double, count: Int) -> [Double] {
        let frames = Int((length * fps).rounded())
        return (0..<count).map { Double($0 * frames / count) / fps }
    }
}
