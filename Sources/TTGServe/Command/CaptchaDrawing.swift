import TTGArguments
import TTGCommands
import TTGPuzzle

/// How the service draws its captcha challenges, in memory: `puzzle --out-dir`'s served policy (a
/// landscape of its own, the served piece size, decoys, a random start row), the piece free to
/// move on both axes, from the secure generator, as the two layers a browser gets, at the page's
/// device pixel ratio.
package struct CaptchaDrawing: Sendable {
    /// The policy every challenge is drawn by.
    package let serving = PuzzleServing(PuzzleConfiguration(axes: .both), served: true)
    /// The pixel densities a page may ask for: 1×, 2× and 3× screens.
    package static let scales = 1...3

    package init() {}

    /// One challenge: its answer (kept by the service, in points whatever the scale) and its
    /// background and piece as PNG at `scale` pixels a point.
    package func challenge(scale: Int = 1) throws -> (answer: PuzzleAnswer, background: [UInt8], piece: [UInt8]) {
        let layers = PuzzleLayerOutput(inMemoryAt: Double(scale))
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
