import TTGArguments
import TTGPuzzle
import Testing

@testable import TTGCommands
@testable import TTGServe

/// The service draws its challenges in memory by the policy `puzzle --out-dir DIR --axes both`
/// writes a pool with, so a pool and the drawn challenges that follow it look alike.
@Suite struct CaptchaDrawingTests {
    @Test func theServedPolicyIsThePoolCommandsOwn() throws {
        let arguments = try ArgumentParser.parse(["--out-dir", "pool", "--axes", "both"], for: PuzzleCommand.spec)
        let pool = try PuzzleSettings(arguments, PuzzleCommand.options, scale: 1).serving
        let drawing = CaptchaDrawing().serving
        #expect(drawing.base == pool.base)
        #expect(drawing.decoys == pool.decoys)
        #expect(drawing.served && pool.served)
        #expect(drawing.variesHoleColor == pool.variesHoleColor)
        #expect(drawing.fixedBlank == nil && pool.fixedBlank == nil && pool.photos == nil)
    }

    @Test func aChallengeIsTheCanvasAtOneXAndItsPiece() throws {
        let challenge = try CaptchaDrawing().challenge()
        /// A PNG's width and height, from its IHDR chunk.
        func size(_ png: [UInt8]) -> (Int, Int) {
            let word = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }
        #expect(Array(challenge.background.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let (width, height) = size(challenge.background)
        #expect(Double(width) == challenge.answer.canvas.width && Double(height) == challenge.answer.canvas.height)
        let (pieceWidth, pieceHeight) = size(challenge.piece)
        #expect(pieceWidth < width && pieceHeight < height && pieceWidth > 0)
    }
}
