import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// Text that stays legible on the background it is shown on, measured on the decoded pictures:
/// in a region of text, the background is the commonest colour, each line of text a band of rows
/// holding other colours, and a line's colour the one most unlike the background. WCAG 2's
/// contrast ratio (written out here from its definition) of each line against the background is
/// at least 4.5:1.
@Suite struct TextContrastTests {
    /// WCAG 2's relative luminance of 8-bit sRGB.
    static func luminance(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Double {
        func linear(_ value: UInt8) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
    }

    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// The contrast of each line of text in `x`×`y` of `image` against the region's background,
    /// top to bottom.
    static func lineContrasts(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> [Double] {
        var counts: [UInt32: Int] = [:]
        func key(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> UInt32 {
            UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
        }
        for row in y { for column in x { counts[key(image.pixel(x: column, y: row)), default: 0] += 1 } }
        let background = counts.max { $0.value < $1.value }!.key
        let backgroundLuminance = luminance(
            (UInt8(background >> 16), UInt8(background >> 8 & 0xFF), UInt8(background & 0xFF), 255))
        var lines: [Double] = []
        var inLine = false
        for row in y {
            let best = x.map { image.pixel(x: $0, y: row) }.filter { key($0) != background }
                .map { contrast(luminance($0), backgroundLuminance) }.max()
            // A row with a pixel well off the background belongs to a line of text.
            if let best, best > 1.3 {
                if inLine { lines[lines.count - 1] = max(lines[lines.count - 1], best) } else { lines.append(best) }
                inLine = true
            } else {
                inLine = false
            }
        }
        return lines
    }

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
        let lines = Self.lineContrasts(image, x: x, y: 10..<(image.height - 10))
        #expect(lines.count == 2, "\(options): \(lines)")
        for contrast in lines { #expect(contrast >= 4.5, "\(options): \(lines)") }
    }

    /// The gallery's heading and caption on black, as on its own background.
    @Test(arguments: [["--background", "black"], ["--background", "#2C2C2E"], []])
    func galleryHeadingReadsOnItsBackground(_ options: [String]) throws {
        let image = try Self.picture(["--gallery"] + options)
        let heading = Self.lineContrasts(image, x: 10..<(image.width / 2), y: 2..<30)
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
        let lines = Self.lineContrasts(image, x: 220..<720, y: 10..<(image.height - 10))
        #expect(lines.count == 2 && lines.allSatisfy { $0 >= 4.5 }, "\(lines)")
        let refused = try BinaryRunner.run(["refresh", "--text-color", "red", "-o", "x.png"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--text-color"))
    }
}
