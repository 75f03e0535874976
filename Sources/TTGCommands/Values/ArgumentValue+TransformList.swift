import TTGArguments
import TTGBase
import TTGGeometry
import TTGScene

extension ArgumentValue where Value == TransformList {
    /// A transform list in the SVG/CSS grammar (`translate(10,0) rotate(30, 50, 50) skewX(12)`):
    /// a syntax error names its byte offset, a misspelled function the nearest name.
    package static var transformList: Self {
        ArgumentValue(
            "LIST",
            parse: { text, option in
                do { return try TransformList(parsing: text) } catch let error as TransformListError {
                    let hint = error.unknownFunction.map { Suggestion.didYouMean($0, in: TransformFunction.names) }
                    throw CLIError.usage("\(option): \(error)\(hint ?? "")")
                }
            }, format: \.description)
    }

}
