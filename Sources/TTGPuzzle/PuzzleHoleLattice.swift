import TTGGeometry

/// Where a served challenge's holes go: a pattern of holes moved by one uniform random shift
/// that wraps around the blank's allowed area, the real hole then picked among them.
///
/// The allowed area is the grid of whole points a random blank may take
/// (``PuzzleConfiguration/randomBlank(using:)``), `width × height` corners from `origin`. The
/// pattern puts as many holes as fit on one row, spread along it with at least one hole's
/// width (and ``PuzzleConfiguration/holeGap``) between them around the row seen as a circle,
/// and the rest on further rows likewise spread down the area's height. Adding one uniform
/// shift to every hole, modulo the area, keeps them apart (two corners apart around the
/// circle are at least as far apart on the line), and makes **every** hole, the real one
/// among them, uniform over the whole area: no edge bias, and no hole's place tells it apart.
/// With every hole on the answer's row, the piece's colours row by row (its height in the
/// picture) say nothing of which hole is its own.
struct PuzzleHoleLattice {
    /// The first allowed corner.
    var origin: Point
    /// How many whole-point corners each axis allows (1: the axis is fixed).
    var width: Int
    var height: Int
    /// The holes' offsets from the shift, before wrapping.
    var offsets: [(x: Int, y: Int)]

    /// The lattice of `count` holes of `configuration`, with its pattern's spare room
    /// (beyond the holes' spacing) spread at random; nil when they do not fit this way.
    init?<G: RandomNumberGenerator>(
        _ configuration: PuzzleConfiguration, count: Int, reach: Rect, using generator: inout G
    ) {
        guard count > 0 else { return nil }
        let axes = configuration.blankAxes(reach: reach)
        (origin, width, height) = (Point(axes.x.low, axes.y.low), axes.x.count, axes.y.count)
        // Corners this far apart on an axis keep the holes' bounds (and the gap) apart.
        let step = (
            x: Int((reach.width + PuzzleConfiguration.holeGap).rounded(.up)),
            y: Int((reach.height + PuzzleConfiguration.holeGap).rounded(.up))
        )
        let perRow = min(count, max(1, width / step.x))
        let rows = (count + perRow - 1) / perRow
        guard rows == 1 || height / rows >= step.y else { return nil }
        let columns = Self.spread(count: perRow, step: step.x, length: width, using: &generator)
        let lines = Self.spread(count: rows, step: step.y, length: height, using: &generator)
        offsets = (0..<count).map { (columns[$0 % perRow], lines[$0 / perRow]) }
    }

    /// `count` offsets on a circle of `length` whole points, at least `step` apart all the way
    /// round, starting at 0; the room left over goes to the gaps at random.
    static func spread<G: RandomNumberGenerator>(
        count: Int, step: Int, length: Int, using generator: inout G
    ) -> [Int] {
        guard count > 1 else { return [0] }
        let spare = length - count * step
        // Cutting the spare room at count − 1 sorted uniform points gives each gap its share.
        let cuts = (0..<(count - 1)).map { _ in uniformInteger(in: 0...spare, using: &generator) }.sorted()
        var offsets = [0]
        var previousCut = 0
        for cut in cuts {
            offsets.append(offsets[offsets.count - 1] + step + cut - previousCut)
            previousCut = cut
        }
        return offsets
    }

    /// The holes with the pattern moved by `shift` (whole points, wrapped into the area).
    func holes(shift: (x: Int, y: Int)) -> [Point] {
        offsets.map {
            Point(
                origin.x + Double(($0.x + shift.x) % width), origin.y + Double(($0.y + shift.y) % height))
        }
    }

    /// The holes moved by a uniform shift.
    func randomHoles<G: RandomNumberGenerator>(using generator: inout G) -> [Point] {
        holes(
            shift: (
                uniformInteger(in: 0...(width - 1), using: &generator),
                uniformInteger(in: 0...(height - 1), using: &generator)
            ))
    }

    /// The holes moved so that hole `index` lands on `blank`; nil when `blank` is not one of
    /// the area's corners.
    func holes(placing index: Int, at blank: Point) -> [Point]? {
        let dx = blank.x - origin.x
        let dy = blank.y - origin.y
        guard dx == dx.rounded(), dy == dy.rounded(), (0..<Double(width)).contains(dx),
            (0..<Double(height)).contains(dy)
        else { return nil }
        let offset = offsets[index]
        let shift = (
            x: ((Int(dx) - offset.x) % width + width) % width, y: ((Int(dy) - offset.y) % height + height) % height
        )
        return holes(shift: shift)
    }
}
