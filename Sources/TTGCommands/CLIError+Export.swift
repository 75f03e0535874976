import TTGArguments
import TTGExport

extension CLIError {
    /// An export's error as the front ends report it: its settings are the options of the same
    /// names, the one it is about named apart, the status from sysexits.
    package init(_ error: ExportError) {
        switch error.kind {
        case .invalidSetting: self = .usage(error.message)
        case .cannotCreate: self.init(error.message, status: .cannotCreate)
        case .overBudget, .ioError: self.init(error.message, status: .ioError)
        }
        option = error.setting?.name ?? option
    }
}

extension OptionDeclaration {
    /// The setting an export error names for this option: errors spell it through this declaration.
    public var setting: ExportSetting { ExportSetting(spec.name) }
}

extension ParsedArguments {
    /// `option`'s setting with its value as typed, when it was given: what set a canvas, for
    /// ``OutputSettings/validate(canvas:setBy:)`` to blame.
    func typedSetting(_ option: OptionDeclaration) -> (setting: ExportSetting, typed: String)? {
        text(of: option).map { (option.setting, $0) }
    }
}

extension CLIError {
    /// `--markers` (named by `markers`) given for an output that has none: only Lottie does.
    static func markersNeedLottie(_ markers: OptionDeclaration, writing target: OutputTarget) -> CLIError {
        .usage(
            """
            \(markers.flag) writes a Lottie animation's markers; \(target.formatName) has none \
            (write -o NAME.json or NAME.lottie, or give --format lottie)
            """)
    }
}
