import Foundation
import TTGCairo
import TTGCodecs
import TTGTestSupport
import Testing

/// The geometry effects through the built binary, compared with references in
/// `Fixtures/golden/effects/` (tolerance and record switch: see ImageComparison): a glyph skewed
/// and flipped in perspective, a plane following an infinity-shaped route, an emoji's hit mask.
@Suite(.slow) struct GeometryEffectGoldenTests {
    /// An F with a dot: no symmetry, so every skew and flip shows.
    static let glyph = "M30 20 h42 v12 h-28 v14 h22 v12 h-22 v22 h-14 Z M64 70 a7 7 0 1 0 0.01 0 Z"
    /// The back of the card: a ring and a bar.
    static let back = "M50 26 a24 24 0 1 1 -0.01 0 Z M50 36 a14 14 0 1 0 0.01 0 Z M44 70 h12 v14 h-12 Z"
    static let plane =
        "M14 0 L4 -3 L-2 -12 L-6 -12 L-3 -3 L-10 -3 L-13 -7 L-15 -7 L-13 0 L-15 7 L-13 7 L-10 3 L-3 3 L-6 12 L-2 12 L4 3 Z"
    static let infinity =
        "M110 60 C140 10 200 10 200 60 C200 110 140 110 110 60 C80 10 20 10 20 60 C20 110 80 110 110 60 Z"

    private func render(_ arguments: [String], name: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("\(name).png").path
        let result = try BinaryRunner.run(arguments + ["-o", file])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        try ImageComparison.assertMatchesGolden(image, name: "effects/\(name)")
    }

    static let glyphCases: [(name: String, transform: String)] = [
        ("glyph-skewX-20", "skewX(-20) translate(18,0)"),
        ("glyph-skewX20-skewY10", "translate(50,50) skewX(20) skewY(10) translate(-50,-50)"),
        ("glyph-flip-45", "translate(50,50) perspective(200) rotateY(45) translate(-50,-50)"),
        ("glyph-flip-120", "translate(50,50) perspective(200) rotateY(120) translate(-50,-50)"),
        ("glyph-flip-180", "translate(50,50) perspective(200) rotateY(180) translate(-50,-50)"),
        ("glyph-tilt-rotateX-55", "translate(50,50) perspective(160) rotateX(55) translate(-50,-50)"),
    ]

    @Test(arguments: glyphCases.map(\.name)) func glyphSkewedAndFlipped(name: String) throws {
        let transform = Self.glyphCases.first { $0.name == name }!.transform
        try render(
            [
                "path", "render", "--d", Self.glyph, "--back", Self.back, "--fill", "#3A7BFF", "--stroke", "#12307A",
                "--line-width", "2", "--canvas", "100x100", "--scale", "2", "--background", "white",
                "--transform", transform,
            ], name: name)
    }

    /// The refresh glyph (70 points, its center at 35, 35) as a whole picture.
    static let refreshCases: [(name: String, transform: String)] = [
        ("refresh-skewX-15", "translate(35,35) skewX(-15) translate(-35,-35)"),
        ("refresh-flip-50", "translate(35,35) perspective(140) rotateY(50) translate(-35,-35)"),
        ("refresh-flip-140", "translate(35,35) perspective(140) rotateY(140) translate(-35,-35)"),
        ("refresh-tilt-rotateX-45", "translate(35,35) perspective(140) rotateX(45) translate(-35,-35)"),
    ]

    @Test(arguments: refreshCases.map(\.name)) func refreshGlyphSkewedAndFlipped(name: String) throws {
        let transform = Self.refreshCases.first { $0.name == name }!.transform
        try render(
            [
                "refresh", "--style", "auroraWave", "--scale", "2", "--background", "white", "--transform", transform,
            ], name: name)
    }

    @Test(arguments: [0.0, 0.6, 1.5, 2.4, 3.3]) func planeFollowingAnInfinityRoute(time: Double) throws {
        try render(
            [
                "path", "follow", "--d", Self.plane, "--along", Self.infinity, "--show-path", "--cycle", "4",
                "--fill", "#FF5F8F", "--canvas", "220x120", "--scale", "2", "--background", "white",
                "--start",
                "\(time)",
            ], name: "plane-\(time)")
    }

    @Test func hitMaskOfAnEmojiFace() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let face = directory.appendingPathComponent("face.png").path
        let mask = directory.appendingPathComponent("mask.png").path
        #expect(
            try BinaryRunner.run(["emoji", "--rate", "4.5", "--size", "120", "--scale", "2", "-o", face]).status == 0)
        // The face's inside is transparent: a touch at its center passes through (exit 1).
        let hit = try BinaryRunner.run(["hit", face, "60,60", "--scale", "2", "--mask", mask])
        #expect(hit.status == 1, "\(hit.stderr)")
        let image = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: mask))))
        try ImageComparison.assertMatchesGolden(image, name: "effects/hit-mask-emoji")
    }
}
