/// The documentation's option tables, written from the declarations so that they cannot drift
/// from the program: one Markdown table a command, between `<!-- options: NAME -->` and
/// `<!-- end options -->` (`make fixtures` rewrites them; a test compares them).
public enum OptionTable {
    /// A Markdown table: option, value, default, what it does (with the accepted values).
    public static func markdown(_ options: [OptionSpec]) -> String {
        var lines = ["| option | value | default | what it does |", "|---|---|---|---|"]
        for option in options {
            let name = (option.shortName.map { "`-\($0)`, " } ?? "") + "`\(option.flagName)`"
            let value = option.valueName.map { "`\(cell($0))`" + (option.valueIsOptional ? " (optional)" : "") } ?? ""
            let fallback = option.defaultText.map { option.defaultIsValue ? "`\(cell($0))`" : cell($0) } ?? ""
            lines.append("| \(name) | \(value) | \(fallback) | \(cell(HelpFormatter.describe(option))) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` inside a table cell: pipes escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// The marker lines around the table named `name`.
    public static func markers(_ name: String) -> (start: String, end: String) {
        ("<!-- options: \(name) -->", "<!-- end options -->")
    }

    /// `page` with every marked table replaced by the one the declarations give.
    public static func rewrite(_ page: String, _ sections: [(name: String, options: [OptionSpec])]) -> String {
        var text = page
        for (name, options) in sections {
            let (start, end) = markers(name)
            guard let open = text.range(of: start + "\n"),
                let close = text.range(of: end, range: open.upperBound..<text.endIndex)
            else { continue }
            text.replaceSubrange(open.upperBound..<close.lowerBound, with: markdown(options))
        }
        return text
    }
}
