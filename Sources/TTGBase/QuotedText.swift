/// How messages quote a value the user gave, in every front end: whole up to a limit, then cut
/// with "…", control characters escaped, so an error stays one line.
public enum QuotedText {
    /// The longest value quoted whole in a message.
    public static let limit = 64

    /// `value` as messages quote it: at most ``limit`` characters (then "…"), control
    /// characters escaped, so a message stays one line.
    public static func quoted(_ value: String) -> String {
        let scalars = value.unicodeScalars
        let shown = scalars.prefix(limit).map {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        }
        return shown.joined() + (scalars.count > limit ? "…" : "")
    }
}
