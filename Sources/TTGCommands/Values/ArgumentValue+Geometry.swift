import TTGArguments
import TTGBase
import TTGGeometry
import TTGScene

extension ArgumentValue where Value == Point {
    /// A point written `X,Y`.
    package static var point: Self {
        ArgumentValue<[Double]>.numbers("X,Y", count: 2...2).map(
            { v, _, _ in Point(v[0], v[1]) },
            format: { "\(shortestDecimal($0.x)),\(shortestDecimal($0.y))" })
    }
}

extension ArgumentValue where Value == Size {
    /// A size written `WxH` in points, both positive and at most `limit`.
    package static func size(limit: Double = Double(RasterImage.maximumSide)) -> Self {
        ArgumentValue(
            "WxH",
            parse: { text, option in
                let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                let numbers = ArgumentValue<[Double]>.numbers("WxH", count: 2...2)
                guard parts.count == 2 else { throw CLIError.badValue(option, text, "is not of the form WxH") }
                let v = try numbers.parse(parts.joined(separator: ","), option)
                guard v[0] > 0, v[1] > 0 else {
                    throw CLIError.badValue(option, text, "needs a positive width and height")
                }
                guard v[0] <= limit, v[1] <= limit else {
                    throw CLIError.badValue(option, text, "is larger than \(shortestDecimal(limit)) points a side")
                }
                return Size(v[0], v[1])
            }, format: { "\(shortestDecimal($0.width))x\(shortestDecimal($0.height))" })
    }
}

extension ArgumentValue where Value == TTGGeometry.Path {
    /// SVG path data, inline or `@FILE` (`@-` for standard input): a missing file exits 66,
    /// malformed data 65 with the byte offset.
    package static var pathData: Self {
        ArgumentValue(
            "D", completion: .inlineOrAtFile,
            parse: { text, option in
                let data = try InputFile.text(text, option: option)
                do { return try Path(svgPathData: data) } catch {
                    throw CLIError("\(option): \(error)", status: .dataError)
                }
            }, format: \.svgPathData)
    }
}
