import TTGBase

extension Path {
    /// The path as SVG path data with absolute commands M, L, Q, C and Z,
    /// e.g. `M0 0 L10 10 C1 2 3 4 5 6 Z`; empty for an empty path.
    ///
    /// Numbers are separated by spaces, and so are commands. Each number is the
    /// shortest decimal that reads back as the same `Double` (Swift's
    /// round-trip digits), written in plain positional notation: never with an
    /// exponent, and with no ".0" on integers (`1e-7` is written `0.0000001`,
    /// `1e21` as `1000000000000000000000`). Negative zero is written `-0` and
    /// reads back as −0, so `Path(svgPathData: p.svgPathData) == p` holds exactly,
    /// sign of zero included, for every path with finite coordinates. Infinite and
    /// NaN coordinates are written as `inf` and `nan` and do not parse.
    public var svgPathData: String {
        var out = ""
        for element in elements {
            if !out.isEmpty { out += " " }
            switch element {
            case .move(let p):
                out += "M" + svgCoordinates(p)
            case .line(let p):
                out += "L" + svgCoordinates(p)
            case .quad(let p, let c):
                out += "Q" + svgCoordinates(c, p)
            case .cubic(let p, let c1, let c2):
                out += "C" + svgCoordinates(c1, c2, p)
            case .close:
                out += "Z"
            }
        }
        return out
    }
}

/// The coordinates of the points, separated by spaces.
private func svgCoordinates(_ points: Point...) -> String {
    points.map { shortestDecimal($0.x) + " " + shortestDecimal($0.y) }.joined(separator: " ")
}
