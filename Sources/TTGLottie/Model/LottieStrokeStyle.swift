import TTGBase

/// What a stroke of a color and a gradient stroke share: the width, caps, joins, miter limit and
/// dashes. Caps, joins and the miter limit are always written, since players' defaults differ.
struct LottieStrokeStyle: Equatable {
    enum Cap: Double, Equatable {
        case butt = 1
        case round = 2
        case square = 3
    }

    enum Join: Double, Equatable {
        case miter = 1
        case round = 2
        case bevel = 3
    }

    var width: LottieProperty<Double>
    var cap: Cap
    var join: Join
    /// Rounded as ``LottieNumber/value(_:)``.
    var miterLimit: Double
    /// Dashes and gaps in turn, then the offset; none for a solid line.
    var dashes: [LottieDash]

    /// The fields a stroke ends with.
    var fields: [(String, JSON)] {
        var fields: [(String, JSON)] = [
            ("w", width.json), ("lc", .number(cap.rawValue)), ("lj", .number(join.rawValue)),
            ("ml", .number(miterLimit)),
        ]
        if !dashes.isEmpty { fields.append(("d", .array(dashes.map(\.json)))) }
        return fields
    }
}
