import TTGCairo
import TTGGeometry
import TTGPuzzle
import TTGTestSupport
import Testing

/// docs/puzzle.md's "In a Swift server" example, as written there: a challenge rendered and verified
/// in process through the library products, without the command line.
@Suite(.slow) struct InProcessExampleTests {
    @Test func readmeExampleRendersAndVerifies() throws {
        // -- docs/puzzle.md example starts
        var random = PuzzleRandom(seed: nil)  // the system's secure generator
        var challenge = PuzzleConfiguration(shape: .classic, pieceSize: Size(44, 44))
        challenge.holeColor = PuzzleHoleFill.random(using: &random)  // a light tint of its own
        guard challenge.makeServed(decoys: 3, using: &random) else { fatalError("the holes do not fit") }
        let layers = PuzzleLayers(challenge)
        // Send both to the browser (the piece stored uncompressed: one size for every challenge):
        let background = try renderPNG(layers.servedBackgroundScene, scale: 2)
        let piece = try renderPNG(layers.servedPieceScene(scale: 2), scale: 2, compressionLevel: 0)
        // Keep `challenge` on the server; when the piece is dropped at (x, y):
        let drop = Point(challenge.blank.x + 3, challenge.blank.y - 2)
        let verified = challenge.verifier.verify(drop).verified
        // -- docs/puzzle.md example ends
        #expect(verified)
        #expect(Array(background.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(Array(piece.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(!challenge.verifier.verify(Point(challenge.blank.x + 30, challenge.blank.y)).verified)
    }
}
