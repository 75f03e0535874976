import Foundation
import TTGGeometry
import TTGPuzzle

/// `puzzle verify --track FILE`: `[[t_ms, x, y], …]`; anything else exits 65 naming the file.
enum DragTrackFile {
    static let limit = 10 << 20

    static func read(_ path: String, option: String = "--track") throws -> DragTrack {
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

/// `puzzle verify --answers FILE --id N`: one line of the answer file `puzzle --answer` writes.
struct PuzzleAnswerFile {
    /// One line: the fields the verifier needs, and the optional ones.
    struct Line: Decodable {
        var challenge: String?
        var blank: [Double]
        var size: [Double]
        var tolerance: Double
        var canvas: [Double]
        var axes: String
        var start: [Double]
        /// Holes that are not the answer, as [x, y] positions; absent in older files.
        var decoys: [[Double]]?
    }

    /// Only the name, to find a challenge without reading every line whole.
    private struct Name: Decodable {
        var challenge: String?
    }

    var line: Line
    var verifier: PuzzleVerifier
    var decoys: [Point]?

    static let limit = 256 << 20

    /// The line whose `challenge` is `id`, or else the `id`-th line (1-based).
    init(_ path: String, id: String, option: String = "--answers") throws {
        let bytes = try InputFile.bytes(path, option: option, limit: Self.limit)
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
        func bad(_ problem: String) -> CLIError {
            CLIError("\(option): '\(name)' line \(index + 1): \(problem)", status: .dataError)
        }
        do { line = try decoder.decode(Line.self, from: Data(lines[index])) } catch {
            throw bad(Self.describe(error, expected: "an answer object"))
        }
        func pair(_ values: [Double], _ field: String, positive: Bool = false) throws -> (Double, Double) {
            guard values.count == 2, values.allSatisfy(\.isFinite) else {
                throw bad("\(field) is not a pair of finite numbers")
            }
            guard !positive || values.allSatisfy({ $0 > 0 }) else { throw bad("\(field) is not positive") }
            return (values[0], values[1])
        }
        guard let axes = PuzzleAxes(rawValue: line.axes) else {
            throw bad("axes '\(CLIError.quoted(line.axes))' is not horizontal, vertical or both")
        }
        guard line.tolerance.isFinite, line.tolerance >= 0 else { throw bad("tolerance is not a number ≥ 0") }
        let canvas = try pair(line.canvas, "canvas", positive: true)
        let size = try pair(line.size, "size", positive: true)
        let blank = try pair(line.blank, "blank")
        let start = try pair(line.start, "start")
        verifier = PuzzleVerifier(
            canvasSize: Size(canvas.0, canvas.1), pieceSize: Size(size.0, size.1), blank: Point(blank.0, blank.1),
            start: Point(start.0, start.1), tolerance: line.tolerance, axes: axes)
        decoys = try line.decoys?.enumerated().map { i, values in
            let p = try pair(values, "decoys[\(i)]")
            return Point(p.0, p.1)
        }
    }

    /// A decoding error in a few words, with where it happened (`at [3][1]`, `at blank`).
    static func describe(_ error: Error, expected: String) -> String {
        func place(_ path: [CodingKey]) -> String {
            guard !path.isEmpty else { return "" }
            let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return " at " + (text.hasPrefix(".") ? String(text.dropFirst()) : text)
        }
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            return "is not JSON (expected \(expected))"
        case DecodingError.dataCorrupted(let context):
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
