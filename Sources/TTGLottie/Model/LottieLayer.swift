import TTGBase

/// One layer of a composition: what it shows (a precomposition, an image, or shape items), where
/// (its transform), through what (its masks, or the layer above it as its alpha matte), and when
/// (its in and out points, in frames).
///
/// What lottie-ios's `Codable` model decodes without a default is always written: its type, in
/// and out points and start time, a precomposition's id and size.
struct LottieLayer: LottieEncodable {
    /// What a layer draws, by its type (`ty`).
    enum Content {
        /// A precomposition's layers (`ty: 0`), `width` × `height` points of them.
        case precomposition(id: String, width: Double, height: Double)
        /// An embedded image (`ty: 2`), at its pixel size: the transform scales it.
        case image(id: String)
        /// Shape items (`ty: 4`), front to back.
        case shapes([LottieShapeItem])

        /// The id of the asset it shows, if it shows one.
        var assetID: String? {
            switch self {
            case .precomposition(let id, _, _), .image(let id): id
            case .shapes: nil
            }
        }
    }

    /// The part a layer plays in a track matte.
    enum MatteRole {
        /// The matte (`td: 1`): not drawn itself, its alpha shows the layer just below it.
        case matte
        /// Seen through the alpha of the layer just above it (`tt: 1`).
        case alphaMatted
    }

    /// Its number in the composition, from 1 (`ind`).
    var index: Int
    var name: String
    var content: Content
    var transform: LottieTransform
    /// Nil where the layer has no masks.
    var masks: [LottieMask]?
    var matteRole: MatteRole?
    /// The frames it shows over, rounded as ``LottieNumber/frame(_:)``.
    var inPoint: Double
    var outPoint: Double

    var json: JSON {
        let type: Double =
            switch content {
            case .precomposition: 0
            case .image: 2
            case .shapes: 4
            }
        var fields: [(String, JSON)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(type)), ("nm", .string(name)),
            ("sr", .number(1)),
        ]
        if let id = content.assetID { fields.append(("refId", .string(id))) }
        fields.append(("ks", transform.json))
        switch content {
        case .precomposition(_, let width, let height): fields += [("w", .number(width)), ("h", .number(height))]
        case .shapes(let items): fields.append(("shapes", .array(items.map(\.json))))
        case .image: break
        }
        if let masks { fields += [("hasMask", .bool(true)), ("masksProperties", .array(masks.map(\.json)))] }
        switch matteRole {
        case .matte: fields.append(("td", .number(1)))
        case .alphaMatted: fields.append(("tt", .number(1)))
        case nil: break
        }
        fields += [
            ("ao", .number(0)), ("ip", .number(inPoint)), ("op", .number(outPoint)), ("st", .number(0)),
            ("bm", .number(0)),
        ]
        return .object(fields)
    }
}
