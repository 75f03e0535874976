import CCairo
import TTGScene

extension SceneRenderer {
    /// Draws `children` where the `mask` nodes are opaque.
    ///
    /// Both are rendered offscreen; the children are then painted through
    /// the mask's **alpha** (`cairo_mask`): its colors do not matter, unlike an
    /// SVG luminance mask.
    func drawMasked(_ children: [Node], by mask: [Node]) throws {
        cairo_push_group(cr)
        try draw(children)
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        try draw(mask)
        let alpha = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(alpha) }
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
    }
}
