/// How wide a one-line label is in the sheet's font (DejaVu Sans Book, the default of
/// `TextNode`) as the renderer lays it out, estimated from the font's advance widths so
/// that the model can lay out text without a renderer.
///
/// The estimate adds up the advances of the characters, each its exact width plus one Pango
/// unit (1/1024 point: the renderer places glyphs at unrounded advances in Pango's fixed
/// point, which can round up), and counts any character missing from the table as 1 em,
/// wider than any in it. Kerning, which only tightens these pairs, is left out. So it never
/// falls short of the line drawn.
enum LabelWidth {
    /// The width of `text` on one line at `fontSize` points.
    static func of(_ text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { sum, scalar in
            sum + Double(advances[scalar] ?? unitsPerEm) / Double(unitsPerEm) * fontSize + pangoUnit
        }
    }

    /// The height of one line, in ems: the font's ascent plus descent, (1901 + 483) / 2048.
    static let lineHeight = 2384.0 / 2048.0

    private static let unitsPerEm = 2048

    /// Pango's fixed-point unit, in points.
    private static let pangoUnit = 1.0 / 1024

    /// DejaVu Sans Book's advance widths in font units (2048 an em) for what the labels are
    /// made of: digits, the decimal point, the minus, spaces, the middle dot, small letters.
    private static let advances: [Unicode.Scalar: Int] = {
        var table: [Unicode.Scalar: Int] = [".": 651, "-": 739, " ": 651, "\u{B7}": 651]
        for digit in "0123456789".unicodeScalars { table[digit] = 1303 }
        let letters: [Int] = [
            1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995,  // a…m
            1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075,
        ]  // n…z
        for (scalar, width) in zip("abcdefghijklmnopqrstuvwxyz".unicodeScalars, letters) { table[scalar] = width }
        return table
    }()
}
