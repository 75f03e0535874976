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

    /// Throws the usage error when the given options break the rule.
    public func check(_ given: Set<String>) throws {
        switch self {
        case .exclusive(let names, let reason):
            let present = names.filter(given.contains)
            guard present.count > 1 else { return }
            let list = present.map { "--" + $0 }
            let joined =
                list.count == 2
                ? list.joined(separator: " and ") : list.dropLast().joined(separator: ", ") + " and " + list.last!
            throw CLIError.usage("\(joined) cannot be used together" + (reason.map { ": " + $0 } ?? ""))
        case .conflicts(let name, let others, let reason):
            guard given.contains(name), let other = others.first(where: given.contains) else { return }
            throw CLIError.usage("--\(name) and --\(other) cannot be used together" + (reason.map { ": " + $0 } ?? ""))
        case .requires(let name, let others, let reason):
            guard given.contains(name), !others.contains(where: given.contains) else { return }
            throw CLIError.usage(
                "--\(name) needs " + others.map { "--" + $0 }.joined(separator: " or ")
                    + (reason.map { ": " + $0 } ?? ""))
        }
    }
}
