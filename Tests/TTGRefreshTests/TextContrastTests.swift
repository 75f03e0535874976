import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// Text that stays legible on the background it is shown on, measured on the decoded pictures
/// (``TextContrast``): each line of text at least 4.5:1 against its background.
@Suite struct TextContrastTests {
    static func picture(_ arguments: [String]) throws -> RasterImage {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(["refresh"] + arguments + ["-o", "text.png"], in: dir)
        try #require(result.status == 0, "\(result.stderr)")
        return try loadPNG(bytes: Array(try Data(contentsOf: dir.appendingPathComponent("text.png"))))
    }

    /// The header's title and subtitle on dark, brand and light backgrounds, in both looks, and in
    /// the footer's capsule: two lines of text, each at 4.5:1 or more.
    @Test(arguments: [
        ["--background", "#1C1C1E"], ["--background", "black"], ["--background", "#0A84FF"],
        ["--background", "#8E8E93"], ["--background", "white"], ["--background", "#1C1C1E", "--look", "rich"],
        ["--background", "#1C1C1E", "--role", "footer"], ["--background", "#FFD60A", "--role", "footer"],
    ])
    func compositeTextReadsOnItsBackground(_ options: [String]) throws {
        let image = try Self.picture(["--composite", "--style", "neonCat", "--scale", "2"] + options)
        // The text column: right of the glyph, inside the strip (and the footer's capsule).
        let footer = options.contains("footer")
        let x = (footer ? 240 : 220)..<(footer ? 640 : 720)
        let lines = TextContrast.lines(image, x: x, y: 10..<(image.height - 10))
        #expect(lines.count == 2, "\(options): \(lines)")
        for contrast in lines { #expect(contrast >= 4.5, "\(options): \(lines)") }
    }

    /// The gallery's heading and caption on black, as on its own background.
    @Test(arguments: [["--background", "black"], ["--background", "#2C2C2E"], []])
    func galleryHeadingReadsOnItsBackground(_ options: [String]) throws {
        let image = try Self.picture(["--gallery"] + options)
        let heading = TextContrast.lines(image, x: 10..<(image.width / 2), y: 2..<30)
        #expect(heading.count == 1 && heading[0] >= 4.5, "\(options): \(heading)")
    }

    /// `--text-color` sets the title's colour; the subtitle fades from it only as far as 4.5:1
    /// allows; it is refused where there is no text.
    @Test func theTextColorIsTheUsersChoice() throws {
        let image = try Self.picture([
            "--composite", "--style", "neonCat", "--background", "#1C1C1E", "--text-color", "#FFD60A", "--scale", "2",
        ])
        var yellow = 0
        for row in 0..<image.height {
            for column in 220..<720 {
                let p = image.pixel(x: column, y: row)
                if p.red == 0xFF, p.green == 0xD6, p.blue == 0x0A { yellow += 1 }
            }
        }
        #expect(yellow > 200)
        let lines = TextContrast.lines(image, x: 220..<720, y: 10..<(image.height - 10))
        #expect(lines.count == 2 && lines.allSatisfy { $0 >= 4.5 }, "\(lines)")
        let refused = try BinaryRunner.run(["refresh", "--text-color", "red", "-o", "x.png"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--text-color"))
    }
}
