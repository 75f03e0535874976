import Foundation
import TTGArguments
import TTGBase
import TTGCaptcha
import TTGCommands
import TTGHTTP
import TTGPuzzle

/// Challenges rendered ahead by `puzzle --out-dir DIR --count N --answer FILE`, served once each:
/// every node claims a challenge in the shared store before serving it, so no two clients (and no
/// two nodes) ever get the same one. When every challenge is claimed, the service draws new ones.
package final class CaptchaPool: Sendable {
    let directory: String
    let answers: [PuzzleAnswer]
    /// Names this pool apart from another with the same challenge names: its answers' digest.
    let identity: String
    /// The challenges this process knows are claimed (by it or another node), not asked again.
    private let claimed = ClaimedSet()

    /// The pool in `directory` with the answers in `answersPath`; each answer must name its challenge.
    package init(directory: String, answersPath: String, option: OptionName) throws {
        let bytes = try InputFile.bytes(answersPath, option: option, limit: PuzzleAnswerFile.limit)
        let decoder = JSONDecoder()
        var answers: [PuzzleAnswer] = []
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated()
        where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            let answer: PuzzleAnswer
            do { answer = try decoder.decode(PuzzleAnswer.self, from: Data(line)) } catch {
                throw CLIError(
                    "\(option): line \(index + 1): \(PuzzleAnswerFile.describe(error, expected: "an answer object"))",
                    status: .dataError)
            }
            guard let name = answer.challenge,
                FileManager.default.fileExists(atPath: Self.path(directory, name, "background.png")),
                FileManager.default.fileExists(atPath: Self.path(directory, name, "piece.png"))
            else {
                throw CLIError(
                    "\(option): line \(index + 1) names no challenge with background.png and piece.png in '\(directory)'",
                    status: .noInput)
            }
            answers.append(answer)
        }
        guard !answers.isEmpty else { throw CLIError("\(option): '\(answersPath)' holds no answer", status: .noInput) }
        self.directory = directory
        self.answers = answers
        identity = String(Hex.string(SHA256Digest.of(String(decoding: bytes, as: UTF8.self))).prefix(16))
    }

    private static func path(_ directory: String, _ name: String, _ file: String) -> String {
        ((directory as NSString).appendingPathComponent(name) as NSString).appendingPathComponent(file)
    }

    /// The next challenge no node has served, claimed through `claim`; nil when all are served.
    /// Challenges are tried from a random place on, so nodes seldom contend for one; each is asked
    /// of the store once by this process.
    package func next(claim: (String) throws -> Bool) throws -> (
        answer: PuzzleAnswer, background: [UInt8], piece: [UInt8]
    )? {
        let start = Int.random(in: 0..<answers.count)
        for offset in 0..<answers.count {
            let index = (start + offset) % answers.count
            guard claimed.insert(index) else { continue }
            let answer = answers[index]
            guard let name = answer.challenge, try claim("pool:\(identity):\(name)") else { continue }
            let background = try Data(contentsOf: URL(fileURLWithPath: Self.path(directory, name, "background.png")))
            let piece = try Data(contentsOf: URL(fileURLWithPath: Self.path(directory, name, "piece.png")))
            return (answer, [UInt8](background), [UInt8](piece))
        }
        return nil
    }
}

/// Indices inserted from several threads, each once.
private final class ClaimedSet: @unchecked Sendable {
    private var indices = Set<Int>()
    private let lock = NSLock()
    /// True when `index` was not in the set (and now is).
    func insert(_ index: Int) -> Bool { lock.withLock { indices.insert(index).inserted } }
}
