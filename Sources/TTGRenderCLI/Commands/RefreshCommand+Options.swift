import TTGScene
import TTGRefresh

/// What a `refresh` command line asks for, read and checked once.
struct RefreshRequest {
    /// The styles to draw: one, or all 20 with `--all`.
    var styles: [RefreshStyle]
    var role: RefreshRole
    var state: RefreshState
    var progress: Double
    /// The moment of the busy motion shown (and the offset animations start from).
    var time: Double
    var template: RefreshTemplate

    static let defaultStyle = "auroraWave"

    static var options: [OptionSpec] {
        [
            OptionSpec("style", value: "NAME", help: "One of the 20 styles (see 'ttg-render styles').", default: defaultStyle),
            .flag("all", help: "Every style: with -o DIR/, one file (or one frame folder) per style."),
            OptionSpec("role", value: "header|footer", help: "Pull-to-refresh header or load-more footer (compact path, stroke × 0.82).", default: "header"),
            OptionSpec("state", value: "STATE", help: "header: idle, pulling, willRefresh, refreshing, ending; footer: idle, pulling, willLoad, loading, noMoreData, hidden.",
                       default: "refreshing (header), loading (footer); pulling with --progress"),
            OptionSpec("progress", value: "P", help: "Pull progress 0…1 for the pulling state.", default: "0.5"),
            OptionSpec("time", value: "SECONDS", help: "The moment of the refreshing/loading motion shown; animations start there.", default: "0"),
            OptionSpec("colors", value: "C1,C2[,...]", help: "Gradient colors replacing the style's (#RGB, #RRGGBB or CSS names)."),
            OptionSpec("speed", value: "S", help: "Animation speed: durations are divided by it (at least 0.2 counts).", default: "1"),
            OptionSpec("line-width-scale", value: "K", help: "Multiplies the style's stroke width (0.1…5).", default: "1"),
            OptionSpec("size", value: "N", help: "Glyph size in points (8…1024); the drawing scales with it.", default: "70 (header), 46 (footer)"),
            OptionSpec("padding", value: "P", help: "Room around a lone glyph in points (0…512).",
                       default: "what the style's motion needs, so no frame is clipped (0 if it neither scales nor moves)"),
            .flag("sequence", help: "Animate the whole story: pull 0 → 1, release, whole cycles of refreshing, ending."),
            .flag("composite", help: "The full header (116 high) or footer (78 high, a 286-wide capsule) with a title and subtitle."),
            OptionSpec("header-height", value: "N", help: "Height of the --composite header (40…1000).", default: "116"),
            OptionSpec("footer-height", value: "N", help: "Height of the --composite footer (30…1000).", default: "78"),
            OptionSpec("footer-width", value: "N", help: "Width of the --composite footer's capsule (60…375).", default: "286"),
            .flag("gallery", help: "All 20 styles in a labeled grid, at --progress or --time."),
        ]
    }

    init(_ arguments: ParsedArguments) throws {
        role = try arguments.choice("role", default: .header)
        if arguments.has("all") {
            if arguments.has("style") { throw CLIError.usage("--all draws every style: drop --style") }
            styles = RefreshStyle.all
        } else {
            styles = [try Self.style(arguments.string("style") ?? Self.defaultStyle)]
        }
        progress = try arguments.number("progress", default: 0.5, in: 0...1)
        time = try arguments.number("time", default: 0, in: -86_400...86_400)
        if let raw = arguments.string("state") {
            state = try Self.state(raw, role: role)
        } else {
            state = arguments.has("progress") ? .pulling : role.busyState
        }
        if arguments.has("progress"), state != .pulling {
            throw CLIError.usage("--progress sets the pull of the pulling state, not of '\(state.rawValue)'")
        }
        if arguments.has("time"), !state.isBusy {
            throw CLIError.usage("--time picks a moment of the \(role.busyState.rawValue) motion, not of '\(state.rawValue)'")
        }
        if arguments.has("sequence"), arguments.has("state") || arguments.has("time") || arguments.has("progress") {
            throw CLIError.usage("--sequence plays every state in turn: drop --state, --progress and --time (--start picks a moment)")
        }
        template = RefreshTemplate()
        if let raw = arguments.string("colors") {
            let parts = raw.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
            guard parts.allSatisfy({ !$0.isEmpty }) else { throw CLIError.badValue("--colors", raw, "is not of the form C1,C2[,...]") }
            template.colors = try parts.map { try parseColor($0, option: "--colors") }
        }
        template.animationSpeed = try arguments.number("speed", default: 1)
        guard template.animationSpeed > 0, template.animationSpeed <= 100 else {
            throw CLIError.badValue("--speed", arguments.string("speed")!, "is out of range (0, 100]")
        }
        template.lineWidthScale = try arguments.number("line-width-scale", default: 1, in: 0.1...5)
        template.glyphSize = try arguments.number("size", in: 8...1024)
        template.padding = try arguments.number("padding", in: 0...512)
        template.headerHeight = try arguments.number("header-height", default: 116, in: 40...1000)
        template.footerHeight = try arguments.number("footer-height", default: 78, in: 30...1000)
        template.footerContentWidth = try arguments.number("footer-width", default: 286, in: 60...375)
        let size = template.glyphSize ?? role.defaultGlyphSize
        let height = role == .header ? template.headerHeight : template.footerHeight
        if arguments.has("composite"), size > height {
            throw CLIError.badValue("--size", ValueParser.format(size),
                                    "does not fit the \(role.rawValue) composite, \(ValueParser.format(height)) high")
        }
    }

    /// A style by name, with a suggestion for a typo.
    static func style(_ raw: String) throws -> RefreshStyle {
        if let style = RefreshStyle.named(raw) { return style }
        let hint = Suggestion.didYouMean(raw, in: RefreshStyle.names)
        throw CLIError.usage("--style: unknown style '\(raw)'" + (hint.isEmpty ? " (see 'ttg-render styles')" : hint))
    }

    /// A state by name: unknown names get a suggestion, a state of the other role is a usage error.
    static func state(_ raw: String, role: RefreshRole) throws -> RefreshState {
        guard let state = RefreshState(rawValue: raw) else {
            let hint = Suggestion.didYouMean(raw, in: role.states.map(\.rawValue))
            let fallback = hint.isEmpty ? Suggestion.didYouMean(raw, in: RefreshState.allCases.map(\.rawValue)) : hint
            throw CLIError.usage("--state: unknown state '\(raw)'" + (fallback.isEmpty ? " (\(role.rawValue) states: \(role.states.map(\.rawValue).joined(separator: ", ")))" : fallback))
        }
        guard role.states.contains(state) else {
            throw CLIError.usage("--state: '\(raw)' is not a \(role.rawValue) state; \(role.rawValue) states are \(role.states.map(\.rawValue).joined(separator: ", "))")
        }
        return state
    }

    /// The glyph of a style with this request's role and template.
    func glyph(_ style: RefreshStyle) -> RefreshGlyph {
        RefreshGlyph(style: style, role: role, template: template)
    }
}
