import TTGArguments
import TTGExport

extension CLIError {
    /// An export's error as the command line says it: each setting spelled as `options` declare
    /// it (`-o` for the output, `--fps`), the status from sysexits.
    package init(_ error: ExportError, options: [OptionSpec]) {
        let message = error.message { setting in
            guard let spec = options.first(where: { $0.name == setting.name }) else {
                return OptionSpec.spelling == .commandLine ? "--" + setting.name : setting.name
            }
            guard OptionSpec.spelling == .commandLine else { return spec.flagName }
            return spec.shortName.map { "-\($0)" } ?? spec.flagName
        }
        switch error.kind {
        case .invalidSetting: self = .usage(message)
        case .cannotCreate: self.init(message, status: .cannotCreate)
        case .overBudget: self.init(message, status: .ioError)
        case .ioError: self.init(message, status: .ioError)
        }
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
            "\(markers.flag) writes a Lottie animation's markers; \(target.formatName) has none "
                + "(write -o NAME.json or NAME.lottie, or give --format lottie)")
    }
}
