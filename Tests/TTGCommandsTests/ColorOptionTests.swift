import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// Every option that takes a color takes CSS colors, `none` and `transparent` end to end: where a
/// transparent paint was, the decoded PNG's alpha is 0 (and with an opaque color it is not, so the
/// check can fail). Colors inside lists and shadows may be functions with their own commas.
@Suite struct ColorOptionTests {
    /// The PNG `arguments` write, decoded.
    static func picture(_ arguments: [String]) throws -> RasterImage {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(arguments + ["-o", "out.png"], in: dir)
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return try loadPNG(bytes: [UInt8](try Data(contentsOf: dir.appendingPathComponent("out.png"))))
    }

    /// The largest alpha in the picture.
    static func maximumAlpha(_ image: RasterImage) -> UInt8 {
        stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }.max() ?? 0
    }

    /// Options whose paint is everything drawn: with a transparent color the picture is empty.
    static let wholePicture: [(command: [String], option: String, visible: String)] = [
        (["emoji", "--size", "60"], "--color", "red"),
        (["emoji", "--size", "60", "--dynamic-color", "false"], "--color-from", "red"),
        (["emoji", "--size", "60", "--rate", "5"], "--color-to", "red"),
        (["emoji", "--size", "60"], "--gradient", "red,blue"),
        (["path", "render", "--d", "M10 10 h30 v30 h-30 Z", "--canvas", "50x50"], "--fill", "red"),
        (
            [
                "path", "render", "--d", "M10 10 h30 v30 h-30 Z", "--canvas", "50x50", "--fill", "none", "--line-width",
                "4",
            ],
            "--stroke", "red"
        ),
        (["path", "follow", "--d", "M-6 -4 L6 0 L-6 4 Z", "--along", "M10 30 L90 30"], "--fill", "red"),
    ]

    @Test func transparentPaintDrawsNothing() throws {
        for (command, option, visible) in Self.wholePicture {
            #expect(Self.maximumAlpha(try Self.picture(command + [option, visible])) == 255, "\(option) \(visible)")
            for color in ["none", "transparent", "rgba(255, 0, 0, 0)", "hsl(0 100% 50% / 0%)"] {
                // A gradient takes two colors or more.
                let hidden = option == "--gradient" ? "\(color),\(color)" : color
                let alpha = Self.maximumAlpha(try Self.picture(command + [option, hidden]))
                #expect(alpha == 0, "\(command) \(option) \(hidden): alpha up to \(alpha)")
            }
        }
    }

    /// The face's fill options: the center of the face (between the eyes and the mouth) is
    /// filled with an opaque color and empty with a transparent one.
    @Test func faceFillsTakeTransparentColors() throws {
        let face = ["emoji", "--size", "100", "--rate", "3"]
        func center(_ extra: [String]) throws -> UInt8 { try Self.picture(face + extra).pixel(x: 54, y: 54).alpha }
        let cases: [(visible: [String], hidden: [String])] = [
            (["--fill", "red"], ["--fill", "transparent"]),
            (
                ["--fill-dynamic", "--fill-from", "red", "--fill-to", "blue"],
                ["--fill-dynamic", "--fill-from", "none", "--fill-to", "rgb(0 0 0 / 0)"]
            ),
            (["--fill-gradient", "red,blue"], ["--fill-gradient", "none,transparent"]),
        ]
        for (visible, hidden) in cases {
            #expect(try center(visible) == 255, "\(visible)")
            #expect(try center(hidden) == 0, "\(hidden)")
        }
    }

    /// `--background none` takes away a picture's own background (a composite refresh glyph has one).
    @Test func backgroundNoneIsTransparent() throws {
        let glyph = ["refresh", "--style", "auroraWave", "--composite"]
        #expect(try Self.picture(glyph).pixel(x: 1, y: 1).alpha == 255)
        for none in ["none", "transparent", "NONE", "rgba(0,0,0,0)"] {
            #expect(try Self.picture(glyph + ["--background", none]).pixel(x: 1, y: 1).alpha == 0, "\(none)")
        }
        let red = try Self.picture(["emoji", "--size", "40", "--background", "rgb(100% 0% 0%)"]).pixel(x: 0, y: 0)
        #expect(red.red == 255 && red.green == 0 && red.alpha == 255)
    }

    /// The route with `--show-path` in a transparent color draws nothing.
    @Test func routeColorNone() throws {
        let follow = ["path", "follow", "--d", "M-6 -4 L6 0 L-6 4 Z", "--along", "M10 30 L90 30", "--start", "0"]
        let plain = try Self.picture(follow)
        #expect(try Self.picture(follow + ["--show-path", "--route-color", "none"]) == plain)
        #expect(try Self.picture(follow + ["--show-path", "--route-color", "hsl(120, 100%, 25%)"]) != plain)
    }

    /// The puzzle: a transparent canvas color under the hole, shadows in colors with commas of
    /// their own, and a hole color that must be opaque.
    @Test func puzzleColors() throws {
        let puzzle = ["puzzle", "--shape", "square", "--blank", "180,60", "--position", "20,20", "--no-shadows"]
        // The square hole's middle: the picture at --blank-alpha over the canvas color.
        func hole(_ extra: [String]) throws -> UInt8 { try Self.picture(puzzle + extra).pixel(x: 200, y: 80).alpha }
        #expect(try hole(["--canvas-color", "red"]) == 255)
        #expect(try hole(["--canvas-color", "none"]) < 255)
        #expect(try hole(["--canvas-color", "transparent"]) < 255)
        let shadowed = ["puzzle", "--seed", "3"]
        let none = try Self.picture(shadowed + ["--piece-shadow", "none"])
        #expect(try Self.picture(shadowed + ["--piece-shadow", "rgba(0, 0, 0, 0),4,1"]) == none)
        #expect(try Self.picture(shadowed + ["--piece-shadow", "hsl(0, 0%, 0%),4,0.8,1,2"]) != none)
        #expect(
            try Self.picture(shadowed + ["--piece-shadow", "rgb(0,0,0),4,0.8,1,2"])
                == Self.picture(shadowed + ["--piece-shadow", "black,4,0.8,1,2"]))
    }

    @Test func refreshColorListsTakeFunctions() throws {
        let glyph = ["refresh", "--style", "auroraWave"]
        #expect(
            try Self.picture(glyph + ["--colors", "rgb(255, 0, 0),hsl(240, 100%, 50%)"])
                == Self.picture(glyph + ["--colors", "red,blue"]))
    }

    /// Bad colors: one line naming the option and the value as typed, with the accepted forms.
    @Test func badColorsAreRefusedByName() throws {
        let forms = ColorParseError.acceptedForms
        let cases: [([String], String)] = [
            (
                ["emoji", "--background", "rgb(1,2)"],
                "--background: invalid color 'rgb(1,2)': rgb() takes 3 components and an optional alpha, not 2 values; expected \(forms)"
            ),
            (["emoji", "--color", "hsl(1 2 3"], "--color: invalid color 'hsl(1 2 3': hsl( is not closed by ')'"),
            (["refresh", "--colors", "red,rgb(1 2 x)"], "--colors: invalid color 'rgb(1 2 x)': 'x' is not a number"),
            (["emoji", "--fill=nope"], "--fill: unknown color 'nope'; did you mean 'none'?"),
            (
                ["puzzle", "--seed", "1", "--hole-color", "none"],
                "--hole-color: 'none' is transparent; the hole's flat color is opaque"
            ),
            (
                ["puzzle", "--seed", "1", "--hole-color", "#FF000080"],
                "--hole-color: '#FF000080' is translucent; the hole's flat color is opaque"
            ),
        ]
        for (arguments, message) in cases {
            let dir = try BinaryRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let result = try BinaryRunner.run(arguments + ["-o", "out.png"], in: dir)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        }
        #expect(try Self.picture(["puzzle", "--seed", "1", "--hole-color", "rgb(200 200 200)"]).width > 0)
    }
}
