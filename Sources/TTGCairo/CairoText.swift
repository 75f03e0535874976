import CCairo
import CPango
import TTGScene

extension SceneRenderer {
    /// Draws text with Pango (shaping, fallback fonts, line breaking).
    ///
    /// The font size is absolute, in user-space units (points), independent of
    /// any screen resolution. Hinting is off, both for outlines and metrics,
    /// so the layout is the same at every scale and on vector surfaces, and
    /// antialiasing is grayscale (no subpixel colors).
    func drawText(_ node: TextNode) {
        guard !node.string.isEmpty, node.fontSize > 0 else { return }
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        pango_layout_context_changed(layout)

        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, node.fontFamily)
        pango_font_description_set_absolute_size(font, node.fontSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, node.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, node.string, -1)

        let origin: (x: Double, y: Double)
        switch node.placement {
        case .origin(let p):
            origin = (p.x, p.y)
        case .box(let box, let alignment):
            pango_layout_set_width(layout, Int32((box.width * Double(PANGO_SCALE)).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_alignment(layout, alignment.pangoValue)
            origin = (box.minX, box.minY)
        }
        let c = node.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
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
