import Foundation
import TTGGeometry
import TTGPuzzle
import Testing

/// An answer file's line: read by `Decodable`, written by `jsonLine`, and the two agree.
struct PuzzleAnswerLineTests {
    /// Lines as the answer-file documentation gives them, fields in order; each is read and written
    /// back to the same text.
    static let lines = [
        #"{"blank":[176,50],"size":[60,60],"shape":"classic","tolerance":8,"canvas":[320,200],"axes":"both","start":[20,50]}"#,
        #"{"challenge":"000042","blank":[101.5,12],"size":[44,40.25],"shape":"heart","tolerance":0,"canvas":[300,150],"axes":"horizontal","start":[0,12],"rotation":-12.5,"pieceOrigin":[3,4],"decoys":[[10,20],[200.5,90]]}"#,
    ]

    @Test(arguments: lines) func aLineReadsAndWritesBackTheSameText(_ line: String) throws {
        let answer = try JSONDecoder().decode(PuzzleAnswer.self, from: Data(line.utf8))
        #expect(answer.jsonLine == line)
    }

    @Test func aLineHoldsWhatTheVerifierNeeds() throws {
        let answer = try JSONDecoder().decode(PuzzleAnswer.self, from: Data(Self.lines[1].utf8))
        #expect(answer.challenge == "000042" && answer.shape == "heart" && answer.rotation == -12.5)
        #expect(answer.blank == Point(101.5, 12) && answer.size == Size(44, 40.25) && answer.axes == .horizontal)
        #expect(answer.decoys == [Point(10, 20), Point(200.5, 90)] && answer.pieceOrigin == Point(3, 4))
        // Within the tolerance of 0 only the blank itself verifies, and only along x.
        #expect(answer.verifier.verify(Point(101.5, 12)).verified)
        #expect(!answer.verifier.verify(Point(102, 12)).verified)
    }

    @Test func anOlderLineWithoutTheOptionalFieldsIsRead() throws {
        let line = #"{"blank":[10,10],"size":[5,5],"tolerance":2,"canvas":[50,50],"axes":"both","start":[0,10]}"#
        let answer = try JSONDecoder().decode(PuzzleAnswer.self, from: Data(line.utf8))
        #expect(answer.decoys.isEmpty && answer.pieceOrigin == nil && answer.rotation == 0 && answer.challenge == nil)
    }

    @Test(arguments: [
        (#""canvas":[0,200]"#, "canvas is not positive"),
        (#""canvas":[320]"#, "canvas is not a pair of finite numbers"),
        (#""axes":"diagonal""#, "'diagonal' is not horizontal, vertical or both"),
        (#""tolerance":-1"#, "tolerance is not a number ≥ 0"),
    ])
    func aLineTheVerifierCannotUseIsRefused(_ field: String, _ problem: String) throws {
        let key = field.split(separator: ":")[0]
        let fields = Self.lines[0].dropFirst().dropLast().split(separator: ",\"").map {
            $0.hasPrefix("\"") ? String($0) : "\"" + $0
        }
        let line = "{" + fields.map { $0.hasPrefix(key) ? field : $0 }.joined(separator: ",") + "}"
        #expect(line.contains(field))
        do {
            _ = try JSONDecoder().decode(PuzzleAnswer.self, from: Data(line.utf8))
            Issue.record("\(line) was read")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasSuffix(problem), "\(context.debugDescription)")
        }
    }
}
