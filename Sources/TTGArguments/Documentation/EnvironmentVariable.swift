/// An environment variable a program reads, declared once for the manual page's ENVIRONMENT
/// section.
public struct EnvironmentVariable: Sendable, Equatable {
    /// The variable's name, as the program looks it up (`TMPDIR`).
    public let name: String
    /// What the program does with it, in a sentence or two.
    public let help: String

    public init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
