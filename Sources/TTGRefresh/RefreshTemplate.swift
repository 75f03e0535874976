import TTGScene

/// Per-render overrides of a style (spec: "Template").
public struct RefreshTemplate: Hashable, Sendable {
    /// Replaces the style's colors when given (at least one).
    public var colors: [Color]?
    /// Motion speed: every duration is divided by it, clamped to at least ``slowestSpeed``.
    public var animationSpeed: Double
    /// Multiplies the style's stroke width.
    public var lineWidthScale: Double
    /// The glyph's size in points; nil for the role's default (70 header, 46 footer).
    public var glyphSize: Double?
    /// The height of the full header composite.
    public var headerHeight: Double
    /// The height of the full footer composite.
    public var footerHeight: Double
    /// The width of the footer composite's capsule.
    public var footerContentWidth: Double
    /// Room around a lone glyph's canvas in points, or nil for what its motion needs
    /// (see ``RefreshGlyph/motionMargin``).
    public var padding: Double? = nil
    /// The original control's drawing, or this project's richer one.
    public var look: RefreshLook = .original
    /// The composite's title and subtitle for every state, replacing the state's words when given.
    public var title: String? = nil
    public var subtitle: String? = nil
    /// The composite's title and subtitle for one state, before ``title`` and ``subtitle``
    /// (the original's text providers answer per state).
    public var titles: [RefreshState: String] = [:]
    public var subtitles: [RefreshState: String] = [:]
    /// The text's colour in composites and galleries; nil follows the background (``TextInk``).
    public var textColor: Color? = nil
    /// The background the picture is shown on when it is not its own (an export's `--background`),
    /// which the text's colour follows; nil or translucent: the picture's own.
    public var textBackground: Color? = nil

    public init(
        colors: [Color]? = nil, animationSpeed: Double = 1, lineWidthScale: Double = 1,
        glyphSize: Double? = nil, headerHeight: Double = 116, footerHeight: Double = 78,
        footerContentWidth: Double = 286
    ) {
        self.colors = colors
        self.animationSpeed = animationSpeed
        self.lineWidthScale = lineWidthScale
        self.glyphSize = glyphSize
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.footerContentWidth = footerContentWidth
    }

    /// The speed actually used: at least ``slowestSpeed`` (NaN counts as 1).
    public var effectiveSpeed: Double { animationSpeed.isNaN ? 1 : max(Self.slowestSpeed, animationSpeed) }

    /// The slowest speed the motion plays at: five times its durations.
    public static let slowestSpeed = 0.2
}
