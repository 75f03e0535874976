import Foundation
import TTGGeometry
import TTGPuzzle
import TTGTestSupport

@testable import TTGCaptcha

/// A challenge with its numbers written out: the hole at (150, 40), decoys at (60, 120) and
/// (230, 110), a 60-point piece starting at (20, 70) on a 320×200 canvas, tolerance 8.
enum CaptchaFixtures {
    static let answerLine =
        #"{"blank":[150,40],"size":[60,60],"shape":"classic","tolerance":8,"canvas":[320,200],"axes":"both","#
        + #""start":[20,70],"decoys":[[60,120],[230,110]]}"#
    static var answer: PuzzleAnswer { try! JSONDecoder().decode(PuzzleAnswer.self, from: Data(answerLine.utf8)) }
    static let start = Point(20, 70)
    static let blank = Point(150, 40)
    static let decoy = Point(230, 110)
    static let issuedAt = 1_800_000_000.0
    /// The network the fixture challenge was issued to.
    static let client = "192.0.2.7/32"

    static func challenge(id: String = String(repeating: "c", count: 32), work: WorkPuzzle? = nil) -> CaptchaChallenge {
        CaptchaChallenge(
            id: id, answer: answer, client: client, issuedAt: issuedAt, expiresAt: issuedAt + 120, work: work)
    }

    /// A human-like drag from the start to `target` lasting `duration` milliseconds, from `seed`.
    static func drag(to target: Point, seed: UInt64, duration: Double = 1200) -> DragTrack {
        var random = SyntheticDrags.Random(seed: seed)
        return SyntheticDrags.human(to: target, &random, duration: duration, from: start)
    }

    /// A drop at `target` with a human-like drag, `seconds` after the challenge was issued.
    static func attempt(at target: Point, seed: UInt64 = 1, nonce: String? = nil) -> CaptchaAttempt {
        CaptchaAttempt(drop: target, track: drag(to: target, seed: seed), nonce: nonce)
    }
}
