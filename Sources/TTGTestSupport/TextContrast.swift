import Foundation
import TTGScene

/// Text measured on a decoded picture: in a region of text, the background is the commonest
/// colour, each line of text a band of rows holding other colours, and a line's colour the one
/// most unlike the background, compared by WCAG 2's contrast ratio (written out here from its
/// definition).
public enum TextContrast {
    /// WCAG 2's relative luminance of 8-bit sRGB.
    public static func luminance(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Double {
        func linear(_ value: UInt8) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
    }

    /// WCAG 2's contrast ratio of two relative luminances (1 to 21).
    public static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// The contrast of each line of text in `x`×`y` of `image` against the region's background,
    /// top to bottom.
    public static func lines(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> [Double] {
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
}
