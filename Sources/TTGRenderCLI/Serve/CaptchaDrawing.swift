import Foundation
import TTGArguments
import TTGExport
import TTGPuzzle
import TTGScene

/// How the service draws its captcha challenges: `puzzle --out-dir`'s served policy (a landscape of
/// its own, a piece 0.3 of the shorter side, decoys, a random start row), the piece free to move
/// on both axes, from the secure generator, as the two layers a browser gets.
package struct CaptchaDrawing: Sendable {
    let settings: PuzzleSettings
    let layers: PuzzleLayerOutput

    /// The drawing `puzzle --out-dir … --axes both` makes, with `words` (more `puzzle` options) after.
    package init(_ words: [String] = []) throws {
        let spec = PuzzleCommand.spec
        let arguments = try ArgumentParser.parse(["--out-dir", "captcha", "--axes", "both"] + words, for: spec)
        let output = try OutputSettings(arguments, PuzzleCommand.output)
        settings = try PuzzleSettings(arguments, PuzzleCommand.options, scale: output.scale)
        layers = try PuzzleLayerOutput(arguments, directory: "captcha", output: output)
    }

    /// One challenge: its answer (kept by the service) and its background and piece as PNG.
    package func challenge() throws -> (answer: PuzzleAnswer, background: [UInt8], piece: [UInt8]) {
        var generator = PuzzleRandom(seed: nil)
        let configuration = try settings.configuration(using: &generator)
        let files = Dictionary(
            uniqueKeysWithValues: try layers.files(of: configuration, layers: ["background", "piece"]))
        let answer = PuzzleAnswer(configuration, pieceOrigin: PuzzleLayers(configuration).pieceFrame.boxOrigin)
        return (answer, files["background.png"] ?? [], files["piece.png"] ?? [])
    }
}
