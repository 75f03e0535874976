import TTGBase
import TTGGeometry

/// An answer's line in an answer file (JSON lines): written by ``jsonLine`` and read back by
/// `Decodable`, both through ``CodingKeys``, so the two cannot disagree on a field.
///
/// A line holds, in this order: `challenge` (in a pool), `blank`, `size`, `shape`, `tolerance`,
/// `canvas`, `axes`, `start`, then `rotation` when the piece is turned, `pieceOrigin` when a piece
/// image is served, and `decoys` when there are some. Points and sizes are `[x, y]` pairs;
/// numbers are written in their shortest exact form.
extension PuzzleAnswer: Decodable {
    /// The fields of a line, in the order ``jsonLine`` writes them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case challenge, blank, size, shape, tolerance, canvas, axes, start, rotation, pieceOrigin, decoys
    }

    /// The answer as one line of JSON, without the line break.
    public var jsonLine: String {
        func number(_ value: Double) -> String { value.isFinite ? shortestDecimal(value) : "null" }
        func pair(_ x: Double, _ y: Double) -> String { "[\(number(x)),\(number(y))]" }
        var fields: [(CodingKeys, String)] = []
        if let challenge { fields.append((.challenge, quotingJSON(challenge))) }
        fields += [
            (.blank, pair(blank.x, blank.y)), (.size, pair(size.width, size.height)), (.shape, quotingJSON(shape)),
            (.tolerance, number(tolerance)), (.canvas, pair(canvas.width, canvas.height)),
            (.axes, quotingJSON(axes.rawValue)), (.start, pair(start.x, start.y)),
        ]
        if rotation != 0 { fields.append((.rotation, number(rotation))) }
        if let pieceOrigin { fields.append((.pieceOrigin, pair(pieceOrigin.x, pieceOrigin.y))) }
        if !decoys.isEmpty {
            fields.append((.decoys, "[" + decoys.map { pair($0.x, $0.y) }.joined(separator: ",") + "]"))
        }
        return "{" + fields.map { quotingJSON($0.0.stringValue) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// Reads a line, refusing what the verifier cannot use: a pair that is not two finite numbers,
    /// a canvas or size that is not positive, a negative tolerance, an unknown `axes`. `shape`,
    /// `rotation`, `pieceOrigin` and `decoys` may be absent (lines written by hand or by older versions).
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        func invalid(_ key: CodingKeys, _ problem: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: fields, debugDescription: "\(key.stringValue) \(problem)")
        }
        func pair(_ values: [Double], _ key: CodingKeys, positive: Bool = false) throws -> (Double, Double) {
            guard values.count == 2, values.allSatisfy(\.isFinite) else {
                throw invalid(key, "is not a pair of finite numbers")
            }
            guard !positive || values.allSatisfy({ $0 > 0 }) else { throw invalid(key, "is not positive") }
            return (values[0], values[1])
        }
        func pair(_ key: CodingKeys, positive: Bool = false) throws -> (Double, Double) {
            try pair(try fields.decode([Double].self, forKey: key), key, positive: positive)
        }
        challenge = try fields.decodeIfPresent(String.self, forKey: .challenge)
        let blank = try pair(.blank)
        self.blank = Point(blank.0, blank.1)
        let size = try pair(.size, positive: true)
        self.size = Size(size.0, size.1)
        shape = try fields.decodeIfPresent(String.self, forKey: .shape) ?? ""
        tolerance = try fields.decode(Double.self, forKey: .tolerance)
        guard tolerance.isFinite, tolerance >= 0 else { throw invalid(.tolerance, "is not a number ≥ 0") }
        let canvas = try pair(.canvas, positive: true)
        self.canvas = Size(canvas.0, canvas.1)
        let axes = try fields.decode(String.self, forKey: .axes)
        guard let known = PuzzleAxes(rawValue: axes) else {
            throw invalid(.axes, "'\(axes)' is not horizontal, vertical or both")
        }
        self.axes = known
        let start = try pair(.start)
        self.start = Point(start.0, start.1)
        rotation = try fields.decodeIfPresent(Double.self, forKey: .rotation) ?? 0
        guard rotation.isFinite else { throw invalid(.rotation, "is not finite") }
        pieceOrigin = try fields.decodeIfPresent([Double].self, forKey: .pieceOrigin).map {
            let origin = try pair($0, .pieceOrigin)
            return Point(origin.0, origin.1)
        }
        decoys = try (fields.decodeIfPresent([[Double]].self, forKey: .decoys) ?? []).map {
            let decoy = try pair($0, .decoys)
            return Point(decoy.0, decoy.1)
        }
    }

    /// The verifier of this answer's challenge.
    public var verifier: PuzzleVerifier {
        PuzzleVerifier(
            canvasSize: canvas, pieceSize: size, blank: blank, start: start, tolerance: tolerance, axes: axes)
    }
}
