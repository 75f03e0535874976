import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry
import TTGRefresh
import TTGScene

/// What a `refresh` command line asks for, read and checked once.
struct RefreshRequest {
    /// The styles to draw: one, or all 20 with `--all`.
    var styles: [RefreshStyle]
    var role: RefreshRole
    var state: RefreshState
    var progress: Double
    /// The moment of the busy motion shown (and the offset animations start from); nil for
    /// the resting pose.
    var time: Double?
    var template: RefreshTemplate

    init(_ arguments: ParsedArguments, _ options: RefreshOptions) throws {
        role = try arguments[options.role]
        styles =
            arguments[options.all]
            ? RefreshStyle.all : [try Self.style(try arguments[options.style], option: options.style)]
        progress = try arguments[options.progress]
        time = try arguments[options.time]
        if let raw = try arguments[options.state] {
            state = try Self.state(raw, role: role, option: options.state)
        } else {
            state = arguments.has(options.progress) ? .pulling : role.busyState
        }
        if arguments.has(options.progress), state != .pulling {
            throw CLIError.usage(
                "\(options.progress.flag) sets the pull of the pulling state, not of '\(state.rawValue)'")
        }
        if time != nil, !state.isBusy {
            throw CLIError.usage(
                "\(options.time.flag) picks a moment of the \(role.busyState.rawValue) motion, not of '\(state.rawValue)'"
            )
        }
        template = RefreshTemplate()
        template.colors = try arguments[options.colors]
        template.animationSpeed = try arguments[options.speed]
        template.lineWidthScale = try arguments[options.lineWidthScale]
        template.glyphSize = try arguments[options.size]
        template.padding = try arguments[options.padding]
        template.headerHeight = try arguments[options.headerHeight]
        template.footerHeight = try arguments[options.footerHeight]
        template.footerContentWidth = try arguments[options.footerWidth]
        template.look = try arguments[options.look]
        template.textColor = try arguments[options.textColor]
        template.textBackground = try arguments[RefreshCommand.output.background]
        for (option, all, perState) in [
            (options.title, \RefreshTemplate.title, \RefreshTemplate.titles),
            (options.subtitle, \RefreshTemplate.subtitle, \RefreshTemplate.subtitles),
        ] {
            for text in try arguments.all(option).compactMap({ $0 }) {
                guard let state = text.state else {
                    template[keyPath: all] = text.text
                    continue
                }
                guard role.states.contains(state) else {
                    throw CLIError.badValue(
                        option, "\(state.rawValue)=\(text.text)",
                        "names a state the \(role.rawValue) does not have")
                }
                template[keyPath: perState][state] = text.text
            }
        }
        let size = template.glyphSize ?? role.defaultGlyphSize
        if let padding = template.padding, 2 * padding >= size {
            throw CLIError.badValue(
                options.padding, shortestDecimal(padding),
                "leaves no room for the glyph in a \(shortestDecimal(size))-point picture (\(options.size.flag)); it must be less than half of it"
            )
        }
        let height = role == .header ? template.headerHeight : template.footerHeight
        if arguments[options.composite], size > height {
            throw CLIError.badValue(
                options.size, arguments.text(of: options.size) ?? shortestDecimal(size),
                "does not fit the \(role.rawValue) composite, \(shortestDecimal(height)) high")
        }
    }

    /// A style by name, with a suggestion for a typo.
    static func style(_ raw: String, option: OptionDeclaration) throws -> RefreshStyle {
        if let style = RefreshStyle.named(raw) { return style }
        let hint = Suggestion.didYouMean(raw, in: RefreshStyle.names)
        throw CLIError.usage(
            """
            \(option.flag): unknown style '\(raw)'\
            \(hint.isEmpty ? "; 'ttg-render styles' lists the \(RefreshStyle.names.count)" : hint)
            """)
    }

    /// A state by name: unknown names get a suggestion, a state of the other role is a usage error.
    static func state(_ raw: String, role: RefreshRole, option: OptionDeclaration) throws -> RefreshState {
        guard let state = RefreshState(rawValue: raw) else {
            let hint = Suggestion.didYouMean(raw, in: role.states.map(\.rawValue))
            let fallback = hint.isEmpty ? Suggestion.didYouMean(raw, in: RefreshState.allCases.map(\.rawValue)) : hint
            let states = role.states.map(\.rawValue).joined(separator: ", ")
            let suggestion = fallback.isEmpty ? " (\(role.rawValue) states: \(states))" : fallback
            throw CLIError.usage("\(option.flag): unknown state '\(raw)'\(suggestion)")
        }
        guard role.states.contains(state) else {
            throw CLIError.usage(
                "\(option.flag): '\(raw)' is not a \(role.rawValue) state; \(role.rawValue) states are \(role.states.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return state
    }

    /// What `draw` makes of this request, and for a picture set with a dark background
    /// (`--dark-background`) what it makes of it for that one: text picking its ink by the
    /// background it is shown on, in the control's dark look (``RefreshGlyph/darkLook(on:)``).
    /// The second is nil when there is no dark picture to draw.
    func onBothBackgrounds(
        _ settings: OutputSettings, _ draw: (RefreshRequest) throws -> SceneAnimation
    ) throws -> (SceneAnimation, dark: SceneAnimation?) {
        let animation = try draw(self)
        guard settings.target.pictureSet != nil, let background = settings.darkBackground else {
            return (animation, nil)
        }
        var dark = self
        dark.template.textBackground = background
        return (animation, RefreshGlyph.darkLook(on: background).animation(try draw(dark)))
    }

    /// The glyph of a style with this request's role and template.
    func glyph(_ style: RefreshStyle) -> RefreshGlyph {
        RefreshGlyph(style: style, role: role, template: template)
    }
}

/// `ttg-render refresh`'s options, each declared once with the model's default (``RefreshTemplate``).
struct RefreshOptions: OptionGroup {
    private static let template = RefreshTemplate()

    let style = Option(
        "style", help: "One of the 20 styles (see 'ttg-render styles').", default: RefreshStyle.standard.name.rawValue,
        .styleName)
    let all = Flag(
        "all", help: "Every style: one file (or one frame folder) per style, into -o DIR/ (default refresh/)."
    ).commandLineOnly()
    let role = Option(
        "role", help: "Pull-to-refresh header or load-more footer (compact path, stroke × 0.82).",
        default: RefreshRole.header, .choice)
    let state = Option(
        "state",
        help:
            "header: idle, pulling, willRefresh, refreshing, ending; footer: idle, pulling, willLoad, loading, noMoreData, hidden.",
        shown: "refreshing (header), loading (footer); pulling with --progress", .text("STATE"))
    let progress = Option(
        "progress", help: "Pull progress for the pulling state.", default: 0.5, .number("P", in: 0...1))
    let time = Option(
        "time", help: "The moment of the refreshing/loading motion shown, in seconds; animations start there.",
        shown: "the resting pose", .number("SECONDS", in: -86_400...86_400))
    let colors = Option(
        "colors", help: "Gradient colors replacing the style's (CSS colors, as --background says).", .colors())
    let speed = Option(
        "speed", help: "Animation speed: durations are divided by it.",
        default: Self.template.animationSpeed, .number("S", in: RefreshTemplate.slowestSpeed...100))
    let lineWidthScale = Option(
        "line-width-scale", help: "Multiplies the style's stroke width.", default: Self.template.lineWidthScale,
        .number("K", in: 0.1...5))
    let size = Option(
        "size",
        help:
            "The picture's side in points, for every style: the glyph and all its motion fit inside. With --composite or --gallery, the glyph's box (its motion may leave it).",
        shown: "70 (header), 46 (footer)", .number(in: 8...1024))
    let padding = Option(
        "padding", help: "Room between a lone glyph's box and the picture's edge, in points, inside --size.",
        shown: "what the style's motion needs, so no frame is clipped (0 if it neither scales nor moves)",
        .number("P", in: 0...512))
    let sequence = Flag(
        "sequence", help: "Animate the whole story: pull 0 → 1, release, whole cycles of refreshing, ending.")
    let markers = Flag(
        "markers",
        help:
            "Lottie for an app to drive: pulling (progress p at p of its frames), one seamless busy period and the ending, each a named marker."
    )
    let composite = Flag(
        "composite",
        help:
            "The full header (116 high) or footer (78 high, a 286 × 56 capsule) with a title and subtitle.")
    let headerHeight = Option(
        "header-height", help: "Height of the --composite header.", default: Self.template.headerHeight,
        .number(in: 40...1000))
    let footerHeight = Option(
        "footer-height", help: "Height of the --composite footer.", default: Self.template.footerHeight,
        .number(in: 30...1000))
    let footerWidth = Option(
        "footer-width", help: "Width of the --composite footer's capsule.", default: Self.template.footerContentWidth,
        .number(in: 60...375))
    let gallery = Flag("gallery", help: "All 20 styles in a labeled grid, at --progress or --time.")
    let look = Option(
        "look",
        help:
            "original: the original control's paths, layers and composite; rich: this project's fuller drawings, colors turning inside a still path, a white capsule and the styles' own words.",
        default: Self.template.look, .choice)
    let title = Option(
        "title",
        help:
            "The --composite title: TEXT for every state, or STATE=TEXT for one (repeat for more; a state's wins).",
        shown: "the original's for the state (refreshing: '<Style> refreshing')", .stateText, repeatable: true)
    let subtitle = Option(
        "subtitle", help: "The --composite subtitle, as --title.",
        shown: "the original's for the state (refreshing: 'Looping path animation is running.')", .stateText,
        repeatable: true)
    let textColor = Option(
        "text-color",
        help: "The --composite or --gallery text's color (CSS, as --background says); the subtitle is it faded, as far "
            + "as a 4.5:1 contrast allows.",
        shown: "the design's, or on a --background where it would not read, the ink that reads best", .color)

    var rules: [OptionRule] {
        [
            .conflicts(all, with: style, gallery, because: "\(all.flag) draws every style"),
            .conflicts(
                gallery, with: style, sequence, composite, because: "\(gallery.flag) shows one moment of every glyph"),
            .conflicts(
                sequence, with: state, time, progress,
                because: "\(sequence.flag) plays every state in turn (\(ExportOptions().start.flag) picks a moment)"),
            .conflicts(
                markers, with: state, time, progress, sequence, gallery,
                because: "\(markers.flag) holds every state of the story, each a marker"),
            .requires(headerHeight, composite), .requires(footerHeight, composite), .requires(footerWidth, composite),
            .requires(title, composite), .requires(subtitle, composite),
            .requires(textColor, composite, gallery, because: "only composites and galleries have text"),
        ]
    }
}

/// A composite text for every state (`TEXT`) or for one (`STATE=TEXT`).
struct StateText: Hashable, Sendable {
    var state: RefreshState?
    var text: String
}

extension ArgumentValue where Value == StateText {
    /// `TEXT`, or `STATE=TEXT` when what precedes the first `=` is a state's name.
    static var stateText: Self {
        ArgumentValue(
            "[STATE=]TEXT",
            parse: { text, _ in
                if let equals = text.firstIndex(of: "="), let state = RefreshState(rawValue: String(text[..<equals])) {
                    return StateText(state: state, text: String(text[text.index(after: equals)...]))
                }
                return StateText(state: nil, text: text)
            },
            format: { value in value.state.map { "\($0.rawValue)=\(value.text)" } ?? value.text })
    }
}

extension ArgumentValue where Value == String {
    /// A refresh style's name: completed and offered as the 20 names; checked, with a suggestion,
    /// where the style is looked up (``RefreshRequest/style(_:option:)``).
    static var styleName: Self {
        ArgumentValue("NAME", completion: .words(RefreshStyle.names), parse: { text, _ in text }, format: { $0 })
    }
}
