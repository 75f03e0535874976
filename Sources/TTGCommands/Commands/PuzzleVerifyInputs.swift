import Foundation
import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry
import TTGPuzzle

/// `puzzle verify --track FILE`: `[[t_ms, x, y], …]`; anything else exits 65 naming the file.
enum DragTrackFile {
    static let limit = 10 << 20

    static func read(_ path: String, option: OptionName = PuzzleVerifyCommand.track.flag) throws -> DragTrack {
        let bytes = try InputFile.bytes(path, option: option, limit: limit)
        let name = InputFile.displayName(path)
        func bad(_ problem: String) -> CLIError {
            CLIError("\(option): '\(name)': \(problem)", status: .dataError)
        }
        let points: [[Double]]
        do { points = try JSONDecoder().decode([[Double]].self, from: Data(bytes)) } catch {
            throw bad(PuzzleAnswerFile.describe(error, expected: "a JSON array of [t_ms, x, y] points"))
        }
        var samples: [DragTrack.Sample] = []
        for (i, point) in points.enumerated() {
            guard point.count == 3 else {
                throw bad("point \(i + 1) has \(point.count) numbers, not 3 ([t_ms, x, y])")
            }
            guard point.allSatisfy(\.isFinite) else { throw bad("point \(i + 1) is not finite") }
            if let previous = samples.last, point[0] < previous.time {
                throw bad("point \(i + 1)'s time \(JSON.format(point[0])) is before the previous point's")
            }
            samples.append(.init(time: point[0], x: point[1], y: point[2]))
        }
        return DragTrack(samples)
    }
}

/// `puzzle verify --answers FILE --id N`: one line of the answer file `puzzle --answer` writes
/// (``PuzzleAnswer/jsonLine``).
package enum PuzzleAnswerFile {
    /// Only the name, to find a challenge without reading every line whole.
    private struct Name: Decodable {
        var challenge: String?
    }

    package static let limit = 256 << 20

    /// The answer on the line whose `challenge` is `id`, or else on the `id`-th line (1-based).
    static func answer(in path: String, id: String, option: OptionName = PuzzleVerifyCommand.answers.flag) throws
        -> PuzzleAnswer
    {
        let bytes = try InputFile.bytes(path, option: option, limit: limit)
        let name = InputFile.displayName(path)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        var found: Int?
        for (i, text) in lines.enumerated() where !text.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            if let entry = try? decoder.decode(Name.self, from: Data(text)), entry.challenge == id {
                found = i
                break
            }
        }
        if found == nil, let number = Int(id), number >= 1, number <= lines.count,
            !lines[number - 1].allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 })
        {
            found = number - 1
        }
        guard let index = found else {
            throw CLIError(
                "\(option): '\(name)' has no challenge '\(CLIError.quoted(id))' (nor a line \(CLIError.quoted(id)))",
                status: .dataError)
        }
        do { return try decoder.decode(PuzzleAnswer.self, from: Data(lines[index])) } catch {
            throw CLIError(
                "\(option): '\(name)' line \(index + 1): \(describe(error, expected: "an answer object"))",
                status: .dataError)
        }
    }

    /// A decoding error in a few words, with where it happened (`at [3][1]`, `at blank`).
    package static func describe(_ error: Error, expected: String) -> String {
        func place(_ path: [CodingKey]) -> String {
            guard !path.isEmpty else { return "" }
            let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return " at " + (text.hasPrefix(".") ? String(text.dropFirst()) : text)
        }
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            return "is not JSON (expected \(expected))"
        case DecodingError.dataCorrupted(let context):
            // The answer line's own refusals name their field ("canvas is not positive"); a
            // decoder's wording stays out of the message.
            if let field = context.codingPath.last?.stringValue, context.debugDescription.hasPrefix(field + " ") {
                return CLIError.quoted(context.debugDescription)
            }
            return "bad value\(place(context.codingPath))"
        case DecodingError.typeMismatch(_, let context):
            return context.codingPath.isEmpty
                ? "wrong type (expected \(expected))" : "wrong type\(place(context.codingPath))"
        case DecodingError.valueNotFound(_, let context):
            return "missing value\(place(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context):
            return "missing field '\(key.stringValue)'\(place(context.codingPath))"
        default:
            return "cannot be read (expected \(expected))"
        }
    }
}
