/// A path trimmed as Android's VectorDrawable trims it (`trimPathStart`, `trimPathEnd`,
/// `trimPathOffset`): its **first contour** measured (its closing line included), the part from
/// `length × ((start + offset) mod 1)` to `length × ((end + offset) mod 1)`, wrapping past the
/// contour's end when the first is the larger; the other contours are dropped. The tests' own
/// reading: curves are followed as 64 chords each, as polylines.
enum AndroidTrim {
    /// The trimmed path data (absolute `M`/`L` polylines); empty when nothing is kept.
    static func trimmed(_ pathData: String, start: Double, end: Double, offset: Double) throws -> String {
        let points = try firstContour(pathData)
        var lengths = [0.0]
        for (a, b) in zip(points, points.dropFirst()) {
            lengths.append(lengths.last! + ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot())
        }
        let total = lengths.last!
        func wrap(_ x: Double) -> Double { x.truncatingRemainder(dividingBy: 1) }
        let from = total * wrap(start + offset)
        let to = total * wrap(end + offset)
        let pieces: [(Double, Double)] = from > to ? [(from, total)] + (to > 0 ? [(0, to)] : []) : [(from, to)]
        var out = ""
        for (a, b) in pieces where b > a {
            var polyline: [(Double, Double)] = []
            func point(at distance: Double) -> (Double, Double) {
                let k = max(1, lengths.firstIndex { $0 >= distance } ?? lengths.count - 1)
                let span = lengths[k] - lengths[k - 1]
                let t = span > 0 ? (distance - lengths[k - 1]) / span : 0
                return (
                    points[k - 1].0 + (points[k].0 - points[k - 1].0) * t,
                    points[k - 1].1 + (points[k].1 - points[k - 1].1) * t
                )
            }
            polyline.append(point(at: a))
            for (index, length) in lengths.enumerated() where length > a && length < b {
                polyline.append(points[index])
            }
            polyline.append(point(at: b))
            out += "M" + polyline.map { "\($0.0) \($0.1)" }.joined(separator: " L") + " "
        }
        return out
    }

    /// The first contour's points, curves as chords, its closing line included.
    static func firstContour(_ pathData: String) throws -> [(Double, Double)] {
        var tokens: [String] = []
        var token = ""
        for character in pathData {
            if character.isLetter {
                if !token.isEmpty { tokens.append(token) }
                tokens.append(String(character))
                token = ""
            } else if character == " " || character == "," {
                if !token.isEmpty { tokens.append(token) }
                token = ""
            } else {
                token.append(character)
            }
        }
        if !token.isEmpty { tokens.append(token) }
        var index = 0
        func number() throws -> Double {
            guard index < tokens.count, let value = Double(tokens[index]) else {
                throw VectorDrawableToSVG.fail("path data '\(pathData)' is not read")
            }
            index += 1
            return value
        }
        var points: [(Double, Double)] = []
        while index < tokens.count {
            let command = tokens[index]
            index += 1
            switch command {
            case "M":
                if !points.isEmpty { return points }
                points.append((try number(), try number()))
            case "L": points.append((try number(), try number()))
            case "Q", "C":
                let p0 = points.last!
                var controls: [(Double, Double)] = []
                for _ in 0..<(command == "Q" ? 2 : 3) { controls.append((try number(), try number())) }
                let all = [p0] + controls
                for step in 1...64 {
                    let t = Double(step) / 64
                    // de Casteljau.
                    var level = all
                    while level.count > 1 {
                        level = zip(level, level.dropFirst()).map {
                            ($0.0 + ($1.0 - $0.0) * t, $0.1 + ($1.1 - $0.1) * t)
                        }
                    }
                    points.append(level[0])
                }
            case "Z", "z":
                points.append(points[0])
                return points
            default: throw VectorDrawableToSVG.fail("path command '\(command)' is not read")
            }
        }
        return points
    }
}
