import Foundation
import TTGPuzzle

/// What the service keeps of one issued challenge, and the client never sees: the answer, the
/// clock, the failures and where the challenge stands.
///
/// Times are seconds since 1970 (the store's clock is the servers'). A record is kept in the store
/// as JSON (``record`` and ``init(record:)``), the same text in SQLite and Redis.
public struct CaptchaChallenge: Hashable, Sendable {
    /// Where a challenge stands.
    public enum State: String, Codable, Hashable, Sendable {
        /// Waiting for a drop.
        case open
        /// Solved once; a pass token was issued and no further drop is judged.
        case verified
        /// Refused for good: a decoy was hit or the failures reached the limit.
        case locked
    }

    /// 128 random bits from the secure generator, as 32 hexadecimal digits.
    public var id: String
    /// Where the hole is and how a drop is judged; nil for a challenge of proof of work alone, with
    /// no picture (for people who cannot see one, where the service offers it).
    public var answer: PuzzleAnswer?
    /// The network the challenge was issued to (`203.0.113.7/32`): the only one whose drops it judges.
    public var client: String
    /// The origin of the page it was issued to (its request's `Origin`, `https://shop.example`); nil
    /// when the request carried none (not a browser's page) or one too long to keep.
    public var origin: String?
    public var issuedAt: Double
    /// After this, no drop is judged.
    public var expiresAt: Double
    public var failures: Int
    public var state: State
    /// The proof of work a drop must carry; nil when none is asked.
    public var work: WorkPuzzle?

    public init(
        id: String, answer: PuzzleAnswer?, client: String, origin: String? = nil, issuedAt: Double,
        expiresAt: Double, failures: Int = 0, state: State = .open, work: WorkPuzzle? = nil
    ) {
        self.id = id
        self.answer = answer
        self.client = client
        self.origin = origin
        self.issuedAt = issuedAt
        self.expiresAt = expiresAt
        self.failures = failures
        self.state = state
        self.work = work
    }
}

extension CaptchaChallenge {
    /// The fields a record holds: the answer as its own JSON line, so the answer file's format is
    /// the one way an answer is written.
    private struct Record: Codable {
        var id: String
        var answer: String?
        var client: String
        var origin: String?
        var issuedAt: Double
        var expiresAt: Double
        var failures: Int
        var state: State
        var work: WorkPuzzle?
    }

    /// The challenge as the store keeps it: one JSON object.
    public var record: String {
        let fields = Record(
            id: id, answer: answer?.jsonLine, client: client, origin: origin, issuedAt: issuedAt,
            expiresAt: expiresAt,
            failures: failures, state: state, work: work)
        return String(decoding: try! StoreJSON.encoder.encode(fields), as: UTF8.self)
    }

    /// A challenge read back from its ``record``.
    public init(record: String) throws {
        let fields = try StoreJSON.decoder.decode(Record.self, from: Data(record.utf8))
        let answer = try fields.answer.map { try StoreJSON.decoder.decode(PuzzleAnswer.self, from: Data($0.utf8)) }
        self.init(
            id: fields.id, answer: answer, client: fields.client, origin: fields.origin, issuedAt: fields.issuedAt,
            expiresAt: fields.expiresAt, failures: fields.failures, state: fields.state, work: fields.work)
    }
}

/// The JSON coders of the store's records, made once (a Foundation coder costs more to make than to use).
enum StoreJSON {
    static let encoder = JSONEncoder()
    static let decoder = JSONDecoder()
}
