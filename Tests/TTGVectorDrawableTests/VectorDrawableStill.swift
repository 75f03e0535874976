import TTGRefresh

/// A command line that draws a still, written as a vector drawable and as a PNG: what the
/// tests link with aapt2 and draw with resvg. `limit` is its own share of differing pixels
/// where the bar's default does not hold, with the reason in ``VectorDrawableExportTests``.
struct VectorDrawableStill: CustomStringConvertible, Sendable {
    /// Its resource name (`refresh_aurora_wave`).
    var name: String
    var arguments: [String]
    var limit: Double?

    var description: String { name }

    /// Every refresh style at rest in both looks, each emoji preset at three rates, the
    /// `path render` cases (a trim, dashes, an even-odd fill), a puzzle without shadows and with
    /// an opaque blank (a translucent one fades a picture whose parts overlap: refused), and
    /// the composite pictures.
    static let all: [VectorDrawableStill] = refresh + emoji + path + puzzle + composites

    static let refresh: [VectorDrawableStill] = RefreshStyle.all.flatMap { style in
        let name = style.name.rawValue
        let resource = "refresh_" + snake(name)
        // A conic gradient is 64 wedges, and resvg dashes a curve a little unlike Cairo (the
        // cross-renderer bar's conic and dash cases, 2%); vinylSpin's and lotusBloom's thin
        // rings, see VectorDrawableExportTests.
        let limit: Double? =
            style.isAurora || !style.dash.isEmpty ? 0.02 : (["vinylSpin", "lotusBloom"].contains(name) ? 0.012 : nil)
        return [
            VectorDrawableStill(
                name: resource, arguments: ["refresh", "--style", name, "--size", "70"], limit: limit),
            VectorDrawableStill(
                name: resource + "_rich", arguments: ["refresh", "--style", name, "--size", "70", "--look", "rich"],
                limit: limit),
        ]
    }

    static let emoji: [VectorDrawableStill] = ["classic", "minimal", "diagnostic", "playful", "expressive"].flatMap {
        preset in
        ["0", "2.5", "5"].map { rate in
            VectorDrawableStill(
                name: "emoji_\(preset)_\(rate.replacingOccurrences(of: ".", with: "_"))",
                arguments: ["emoji", "--preset", preset, "--rate", rate], limit: nil)
        }
    }

    static let path: [VectorDrawableStill] = [
        VectorDrawableStill(
            name: "path_trim",
            arguments: [
                "path", "render", "--d",
                "M32 8 C18 8 8 20 8 34 C8 58 32 70 32 82 C32 70 56 58 56 34 C56 20 46 8 32 8 Z",
                "--fill", "none", "--stroke", "teal", "--line-width", "3", "--trim", "0.1,0.7", "--fit", "--canvas",
                "96x96",
            ], limit: nil),
        VectorDrawableStill(
            name: "path_dashes",
            arguments: [
                "path", "render", "--d", "M10 40 C10 10 70 10 70 40 S130 70 130 40", "--fill", "none", "--stroke",
                "#E0457B", "--line-width", "4", "--dash", "9,5", "--fit", "--canvas", "120x60",
            ], limit: 0.02),
        VectorDrawableStill(
            name: "path_even_odd",
            arguments: [
                "path", "render", "--d", "M10 10 H90 V90 H10 Z M30 30 H70 V70 H30 Z", "--fill", "#3366CC80",
                "--rule", "evenodd", "--stroke", "black", "--line-width", "2", "--canvas", "100x100",
            ], limit: nil),
    ]

    static let puzzle: [VectorDrawableStill] = [
        VectorDrawableStill(
            name: "puzzle_plain",
            arguments: [
                "puzzle", "--blank", "190,50", "--position", "40,50", "--no-shadows", "--blank-alpha", "1",
            ],
            limit: nil)
    ]

    /// The pictures of several: the emoji grid and the refresh gallery (`path follow` moves: its
    /// drawable is an AnimatedVectorDrawable, ``AnimatedVectorDrawableTests``).
    static let composites: [VectorDrawableStill] = [
        // Its labels are text, glyph outlines filled as paths (the cross-renderer bar's text
        // case, 4%): 1.0%, the same pixels as the command's own SVG.
        VectorDrawableStill(name: "emoji_grid", arguments: ["emoji", "--grid", "--size", "40"], limit: 0.04),
        VectorDrawableStill(name: "refresh_gallery", arguments: ["refresh", "--gallery"], limit: 0.02),
    ]

    /// `auroraWave` → `aurora_wave`.
    static func snake(_ name: String) -> String {
        name.reduce(into: "") { out, c in out += c.isUppercase ? "_" + c.lowercased() : String(c) }
    }
}
