import TTGGeometry
import TTGScene

extension ArgumentValue where Value == TransformList {
    /// A transform list in the SVG/CSS grammar (`translate(10,0) rotate(30, 50, 50) skewX(12)`):
    /// a syntax error names its byte offset, a misspelled function the nearest name.
    static var transformList: Self {
        ArgumentValue(
            "LIST",
            parse: { text, option in
                do { return try TransformList(parsing: text) } catch let error as TransformListError {
                    let hint = error.unknownFunction.map { Suggestion.didYouMean($0, in: TransformFunction.names) }
                    throw CLIError.usage("\(option): \(error)\(hint ?? "")")
                }
            }, format: \.description)
    }

    /// A transform list of plane functions only: the whole-picture transform of pictures that
    /// hold text and images, which only an affine map can draw.
    static var planarTransformList: Self {
        transformList.map(
            { list, text, option in
                guard list.affineTransform != nil else {
                    throw CLIError.badValue(
                        option, text,
                        "has perspective; a whole picture takes plane transforms only (path render projects paths)")
                }
                return list
            }, format: \.description)
    }
}
