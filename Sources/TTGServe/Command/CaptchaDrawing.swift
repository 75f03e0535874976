import TTGArguments
import TTGCommands
import TTGPuzzle

/// How the service draws its captcha challenges, in memory: `puzzle --out-dir`'s served policy (a
/// landscape of its own, the served piece size, decoys, a random start row), the piece free to
/// move on both axes, from the secure generator, as the two layers a browser gets at 1×.
package struct CaptchaDrawing: Sendable {
    /// The policy every challenge is drawn by.
    package let serving = PuzzleServing(PuzzleConfiguration(axes: .both), served: true)
    private let layers = PuzzleLayerOutput(inMemoryAt: 1)

    package init() {}

    /// One challenge: its answer (kept by the service) and its background and piece as PNG.
    package func challenge() throws -> (answer: PuzzleAnswer, background: [UInt8], piece: [UInt8]) {
        var generator = PuzzleRandom(seed: nil)
        guard let configuration = serving.challenge(using: &generator) else {
            // The served policy's holes always fit its canvas; a change that broke that is a defect.
            throw CLIError("the captcha's holes do not fit apart on its canvas", status: .ioError)
        }
        let files = Dictionary(
            uniqueKeysWithValues: try layers.files(of: configuration, layers: ["background", "piece"]))
        let answer = PuzzleAnswer(configuration, pieceOrigin: PuzzleLayers(configuration).pieceFrame.boxOrigin)
        return (answer, files["background.png"] ?? [], files["piece.png"] ?? [])
    }
}
