import CCairo
import CPango
import TTGGeometry
import TTGScene

extension SceneRenderer {
    /// Draws text with Pango (shaping, fallback fonts, line breaking), laid out by
    /// ``pangoLayout(_:on:)``.
    func drawText(_ node: TextNode) throws {
        guard !node.string.isEmpty, node.fontSize > 0 else { return }
        guard let layout = pangoLayout(node, on: cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let origin = node.placement.layoutOrigin
        let c = node.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
    }
}

/// The Pango layout of a text node on a context (the caller releases it with `g_object_unref`).
///
/// The font size is absolute, in user-space units (points), independent of
/// any screen resolution. Hinting is off, both for outlines and metrics,
/// so the layout is the same at every scale and on vector surfaces, and
/// antialiasing is grayscale (no subpixel colors). Glyphs sit at the font's
/// own advances, not rounded to whole points (Pango's default rounds them), as
/// Core Text places them and as an SVG viewer does from the same font.
/// A box placement wraps lines at the box's width, between words or, for a
/// word longer than the line, inside it, and keeps to the node's `maxLines`.
func pangoLayout(_ node: TextNode, on cr: OpaquePointer) -> OpaquePointer? {
    guard let layout = pango_cairo_create_layout(cr) else { return nil }
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
    pango_layout_context_changed(layout)

    let font = pango_font_description_new()
    defer { pango_font_description_free(font) }
    pango_font_description_set_family(font, node.fontFamily)
    pango_font_description_set_absolute_size(font, node.fontSize * Double(PANGO_SCALE))
    pango_font_description_set_weight(font, node.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_layout_set_font_description(layout, font)
    pango_layout_set_text(layout, node.string, -1)

    if case .box(let box, let alignment) = node.placement {
        pango_layout_set_width(layout, Int32((box.width * Double(PANGO_SCALE)).rounded()))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, alignment.pangoValue)
        if let limit = node.maxLines { cut(layout, node.string, toLines: max(1, limit)) }
    }
    return layout
}

/// Sets the layout's text to the longest start of `text` that, followed by "…", wraps into at
/// most `limit` lines, when the whole text needs more (a binary search over the characters, as
/// the lines a start needs grow with it). The layout's text is then what every renderer shows.
private func cut(_ layout: OpaquePointer, _ text: String, toLines limit: Int) {
    guard Int(pango_layout_get_line_count(layout)) > limit else { return }
    let characters = Array(text)
    func shorten(to count: Int) -> Bool {
        var start = String(characters[..<count])
        while start.last?.isWhitespace == true { start.removeLast() }
        pango_layout_set_text(layout, start + "…", -1)
        return Int(pango_layout_get_line_count(layout)) <= limit
    }
    // `fits` keeps to the limit with "…"; `over` does not (the whole text does not).
    var (fits, over) = (0, characters.count)
    while over - fits > 1 {
        let middle = (fits + over) / 2
        if shorten(to: middle) { fits = middle } else { over = middle }
    }
    _ = shorten(to: fits)
}

/// Where a text node's lines are when drawn, as Pango lays them out.
public struct TextMeasurement: Hashable, Sendable {
    /// The number of lines, wrapped ones included.
    public let lineCount: Int
    /// The logical extents of the lines in the scene's coordinates: the advance widths of
    /// the characters across, the font's ascent and descent for each line down (for a box,
    /// where the alignment puts them in it).
    public let logicalBounds: Rect
    /// The extents of the glyphs' ink in the scene's coordinates.
    public let inkBounds: Rect
}

/// Measures a text node as ``rasterize(_:scale:)`` and the other renderers lay it out:
/// the same font, size, hinting and line breaking.
///
/// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot give a context to lay out on.
public func measureText(_ node: TextNode) throws -> TextMeasurement {
    let origin = node.placement.layoutOrigin
    guard !node.string.isEmpty, node.fontSize > 0 else {
        let empty = Rect(x: origin.x, y: origin.y, width: 0, height: 0)
        return TextMeasurement(lineCount: 0, logicalBounds: empty, inkBounds: empty)
    }
    return try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1).draw { cr in
        guard let layout = pangoLayout(node, on: cr) else { throw RenderError.cairo("cannot make a text layout") }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        func rect(_ r: PangoRectangle) -> Rect {
            let unit = Double(PANGO_SCALE)
            return Rect(
                x: origin.x + Double(r.x) / unit, y: origin.y + Double(r.y) / unit,
                width: Double(r.width) / unit, height: Double(r.height) / unit)
        }
        return TextMeasurement(
            lineCount: Int(pango_layout_get_line_count(layout)),
            logicalBounds: rect(logical), inkBounds: rect(ink))
    }
}

extension TextPlacement {
    /// The top-left corner of the layout: the origin, or the box's.
    var layoutOrigin: Point {
        switch self {
        case .origin(let p): return p
        case .box(let box, _): return box.origin
        }
    }
}

extension TextAlignment {
    var pangoValue: PangoAlignment {
        switch self {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}

/// A text node's lines as ``rasterize(_:scale:)`` lays them out: each line's characters and
/// where its baseline starts, in the scene's coordinates (what `<text>` needs to match the PNG).
///
/// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot give a context to lay out on.
public func layoutTextLines(_ node: TextNode) throws -> [TextLine] {
    guard !node.string.isEmpty, node.fontSize > 0 else { return [] }
    let origin = node.placement.layoutOrigin
    return try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1).draw { cr in
        guard let layout = pangoLayout(node, on: cr) else { throw RenderError.cairo("cannot make a text layout") }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        // The layout's own text: the node's, or its start and "…" when cut to its lines.
        let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
        let unit = Double(PANGO_SCALE)
        var lines: [TextLine] = []
        var byteRanges: [Range<Int>] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
            if let line = pango_layout_iter_get_line_readonly(iterator) {
                let start = Int(line.pointee.start_index)
                let end = min(bytes.count, start + Int(line.pointee.length))
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                lines.append(
                    TextLine(text, baselineOrigin: Point(origin.x + Double(logical.x) / unit, origin.y + baseline)))
                byteRanges.append(start..<end)
            }
        } while pango_layout_iter_next_line(iterator) != 0
        // Each character's position, from a second walk over the characters.
        guard let characters = pango_layout_get_iter(layout) else { return lines }
        defer { pango_layout_iter_free(characters) }
        repeat {
            let index = Int(pango_layout_iter_get_index(characters))
            guard let line = byteRanges.firstIndex(where: { $0.contains(index) }) else { continue }
            var extents = PangoRectangle()
            pango_layout_iter_get_char_extents(characters, &extents)
            lines[line].characterX.append(origin.x + Double(extents.x) / unit)
        } while pango_layout_iter_next_char(characters) != 0
        return lines
    }
}
