import TTGBase

/// Which points a fill covers (`r`). Some players fill with nonzero winding whatever the file
/// says, so the writer also winds an even-odd shape's holes opposite its outline.
enum LottieFillRule: Double, Equatable {
    case nonZero = 1
    case evenOdd = 2

    var json: JSON { .number(rawValue) }
}
