/// How the composite sets a title or subtitle in its column: at its size when it is estimated to
/// fit one line; otherwise shrunk to fit, but not below a least size; past that wrapped onto more
/// lines, up to a limit; past that cut after the last character that fits, ending with "…" (the
/// renderer cuts, ``TextNode/maxLines``, so nothing leaves the column however long).
///
/// The estimate is the font's average advance: DejaVu Sans (the composite's font) sets about
/// ``boldEm`` em a character in bold and ``regularEm`` in regular. A text shrinks until the
/// estimate fills ``column`` of the width, so text a little wider than the average still fits
/// its line.
struct CompositeText: Hashable, Sendable {
    /// The font size.
    var size: Double
    /// The lines it may take.
    var lines: Int

    static let boldEm = 0.62
    static let regularEm = 0.55
    /// The part of the width a shrunk text's estimate fills.
    static let column = 0.9
    /// A line's height as a multiple of the font size (DejaVu Sans's ascent and descent are 1.164 em).
    static let lineHeight = 1.2

    init(_ text: String, size: Double, minimumSize: Double, emPerCharacter: Double, width: Double, maxLines: Int) {
        let perPoint = Double(text.count) * emPerCharacter
        let room = max(1, width * Self.column)
        self.size = perPoint * size <= room ? size : max(minimumSize, room / perPoint)
        lines = min(maxLines, max(1, Int((perPoint * self.size / max(1, width)).rounded(.up))))
    }

    /// The height of its lines.
    var height: Double { Double(lines) * size * Self.lineHeight }
}
