import TTGBase

/// A relation between options that the parser enforces before a command runs.
///
/// Declared next to the options, so a command never checks by hand that two options
/// exclude each other or that one needs another.
public enum OptionRule: Sendable {
    /// At most one of these may be given.
    case exclusive([String], reason: String?)
    /// The first option needs at least one of the others.
    case requires(String, anyOf: [String], reason: String?)
    /// The first option cannot be given with any of the others (which may go together).
    case conflicts(String, with: [String], reason: String?)

    /// At most one of these options may be given; `reason` says why, in a few words.
    public static func exclusive(_ options: OptionDeclaration..., because reason: String? = nil) -> OptionRule {
        .exclusive(options.map(\.spec.name), reason: reason)
    }

    /// `option` needs at least one of `others`.
    public static func requires(
        _ option: OptionDeclaration, _ others: OptionDeclaration..., because reason: String? = nil
    ) -> OptionRule {
        .requires(option.spec.name, anyOf: others.map(\.spec.name), reason: reason)
    }

    /// `option` cannot be given with any of `others`.
    public static func conflicts(
        _ option: OptionDeclaration, with others: OptionDeclaration..., because reason: String? = nil
    ) -> OptionRule {
        .conflicts(option.spec.name, with: others.map(\.spec.name), reason: reason)
    }

    /// `: REASON` after a rule's message, when it gives one.
    private static func because(_ reason: String?) -> Message { Message(reason.map { [.words(": " + $0)] } ?? []) }

    /// Throws the usage error when the given options break the rule.
    public func check(_ given: Set<String>) throws {
        switch self {
        case .exclusive(let names, let reason):
            let present = names.filter(given.contains)
            guard present.count > 1 else { return }
            var list = Message([])
            for (index, name) in present.enumerated() {
                if index > 0 { list = list + (index == present.count - 1 ? " and " : ", ") }
                list = list + "\(option: name)"
            }
            throw CLIError.usage("\(list) cannot be used together" + Self.because(reason))
        case .conflicts(let name, let others, let reason):
            guard given.contains(name), let other = others.first(where: given.contains) else { return }
            throw CLIError.usage("\(option: name) and \(option: other) cannot be used together" + Self.because(reason))
        case .requires(let name, let others, let reason):
            guard given.contains(name), !others.contains(where: given.contains) else { return }
            var needed = Message([])
            for (index, other) in others.enumerated() {
                needed = needed + (index > 0 ? " or " : "") + "\(option: other)"
            }
            throw CLIError.usage("\(option: name) needs \(needed)" + Self.because(reason))
        }
    }
}
