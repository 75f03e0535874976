/// Why a scene could not be rendered; the description is a one-line message for users.
/// (Encoding and decoding images fail with `TTGCodecs.CodecError`.)
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas or scale cannot make a picture (zero, negative, not finite, too large).
    case invalidCanvas(String)
    /// Cairo reported an error; the text is Cairo's status string.
    case cairo(String)

    public var description: String {
        switch self {
        case .invalidCanvas(let why): "cannot render: \(why)"
        case .cairo(let status): "Cairo error: \(status)"
        }
    }
}
