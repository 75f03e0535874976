import TTGScene

/// One of the 20 refresh styles: what the glyph draws, in which colors, and how it moves.
///
/// The table of all of them is ``RefreshStyle/all`` (RefreshStyle+Catalog.swift); the
/// paths are in `Paths/`, one function per style, grouped by family.
public struct RefreshStyle: Hashable, Sendable {
    /// The styles' names, as the command line spells them.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case auroraLoop, pulseCircuit, zenRipple, neonCat, origamiBird, koiStream, retroRadar, cyberGrid
        case lunarTide, flameJet, lotusBloom, robotSmile, whaleDive, auroraWave, vinylSpin, pixelHeart
        case dragonCurve, rainGarden, quantumKnot, rocketOrbit
    }

    public let name: Name
    /// Human-readable title ("Aurora Loop").
    public let title: String
    public let family: StyleFamily
    /// The gradient colors, first to last (the first is repeated at the end when drawn).
    public let colors: [Color]
    /// Stroke width in points at the role's default size, header role, line width scale 1.
    public let width: Double
    /// Dash lengths in points, alternately on and off; empty for a solid stroke.
    public let dash: [Double]
    public let accent: StyleAccent
    /// The primitives that play together while refreshing or loading.
    public let motion: [MotionPrimitive]
    /// What the path depicts (the spec's words).
    public let depicts: String

    /// The conic-gradient style with its own badge and layout inset (auroraWave).
    public var isAurora: Bool { family == .aurora }

    /// The style called `name`, if there is one (case-sensitive).
    public static func named(_ name: String) -> RefreshStyle? {
        Name(rawValue: name).map { style($0) }
    }

    /// The style of a name.
    public static func style(_ name: Name) -> RefreshStyle {
        all.first { $0.name == name }!
    }

    /// Every style's name, in table order.
    public static var names: [String] { Name.allCases.map(\.rawValue) }
}

extension Color {
    /// A color from `0xRRGGBB`, for the style table.
    init(rgb: UInt32) {
        self.init(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }
}
