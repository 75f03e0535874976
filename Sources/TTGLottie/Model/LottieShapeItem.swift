import TTGBase

/// One item of a shape layer or a shape group: a group, a contour, a paint, a trim, or the
/// transform that ends each group's items. The item writes its type (`ty`) and its name (`nm`),
/// then the fields of its kind, as lottie-ios's `ShapeItem` and its subclasses do.
enum LottieShapeItem: LottieEncodable, Equatable {
    case group(LottieShapeGroup)
    case path(LottiePath)
    case fill(LottieFill)
    case gradientFill(LottieGradientFill)
    case stroke(LottieStroke)
    case gradientStroke(LottieGradientStroke)
    case trim(LottieTrim)
    case transform(LottieTransform)

    /// True for a paint (a fill or a stroke, of a color or a gradient): what draws the contours
    /// before it in its group.
    var isPaint: Bool {
        switch self {
        case .fill, .gradientFill, .stroke, .gradientStroke: true
        case .group, .path, .trim, .transform: false
        }
    }

    var json: JSON {
        let (type, name, fields): (String, String?, [(String, JSON)]) =
            switch self {
            case .group(let group): ("gr", group.name, group.fields)
            case .path(let path): ("sh", path.name, path.fields)
            case .fill(let fill): ("fl", nil, fill.fields)
            case .gradientFill(let fill): ("gf", nil, fill.fields)
            case .stroke(let stroke): ("st", nil, stroke.fields)
            case .gradientStroke(let stroke): ("gs", nil, stroke.fields)
            case .trim(let trim): ("tm", nil, trim.fields)
            case .transform(let transform): ("tr", nil, transform.fields)
            }
        var members: [(String, JSON)] = [("ty", .string(type))]
        if let name { members.append(("nm", .string(name))) }
        return .object(members + fields)
    }
}
