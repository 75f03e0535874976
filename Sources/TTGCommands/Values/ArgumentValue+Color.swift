import TTGArguments
import TTGBase
import TTGScene

extension ArgumentValue where Value == Color {
    /// A CSS color (``Color/init(parsing:)``): a name, `#RGB[A]`, `#RRGGBB[AA]`, `rgb()`, `rgba()`,
    /// `hsl()`, `hsla()`, `transparent` or `none` (transparent too).
    package static var color: Self {
        ArgumentValue(
            "COLOR", control: .color, parse: { text, option in try parseColor(text, option: option) },
            format: \.hexString)
    }
}

extension ArgumentValue where Value == [Color] {
    /// Colors separated by commas (those inside `rgb(…)` and the like separate nothing), at
    /// least `minimum` of them.
    package static func colors(minimum: Int = 1) -> Self {
        ArgumentValue(
            "C1,C2[,...]",
            parse: { text, option in
                let parts = text.splitOutsideParentheses(",").map(\.trimmingWhitespace)
                guard parts.count >= minimum, parts.allSatisfy({ !$0.isEmpty }) else {
                    throw CLIError.badValue(
                        option, text,
                        minimum >= 2 ? "needs at least two colors: C1,C2[,...]" : "is not of the form C1,C2[,...]")
                }
                return try parts.map { try parseColor($0, option: option) }
            }, format: { $0.map(\.hexString).joined(separator: ",") })
    }
}

/// A color option value, with the parser's message (and suggestion) prefixed by the option.
package func parseColor(_ raw: String, option: OptionName) throws -> Color {
    do { return try Color(parsing: raw) } catch {
        throw CLIError.usage("\(option): \(error)")
    }
}
