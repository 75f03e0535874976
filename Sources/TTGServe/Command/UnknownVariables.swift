import TTGBase

/// The `TTG_` variables in `serve`'s environment that it does not read: a misspelt one
/// (`TTG_LISTN`) would otherwise leave its option at the default without a word. What serve reads
/// comes from its declaration (``ServeCommand/environment``: its options' variables, and the
/// credentials' folder); the project's tooling sets a few more (``ToolingVariables``).
enum UnknownVariables {
    /// The prefix of serve's variables.
    static let prefix = "TTG_"

    /// Every `TTG_` variable serve reads.
    static var read: Set<String> { Set(ServeCommand.environment.map(\.name).filter { $0.hasPrefix(prefix) }) }

    /// A warning for each variable of `environment` that starts with `TTG_` and that neither serve
    /// nor the tooling reads, in order of name, suggesting the variable it is nearest to, if one is
    /// near (compared without the prefix, which they all share).
    static func warnings(_ environment: [String: String]) -> [String] {
        let read = read
        let unknown = environment.keys.filter {
            $0.hasPrefix(prefix) && !read.contains($0) && ToolingVariables.names[$0] == nil
        }
        return unknown.sorted().map { name in
            let nearest = Suggestion.nearest(
                to: String(name.dropFirst(prefix.count)), in: read.map { String($0.dropFirst(prefix.count)) })
            let hint = nearest.map { "; did you mean \(prefix)\($0)?" } ?? ""
            return "\(QuotedText.quoted(name)) is not a variable serve reads\(hint)"
        }
    }
}
