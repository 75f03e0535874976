import CCairo
import TTGScene

extension SceneRenderer {
    /// Draws `children` only inside `clip`.
    func drawClipped(_ children: [Node], mask: [Node]?, by clip: ClipPath) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setPath(clip.path)
        setFillRule(clip.rule)
        cairo_clip(cr)
        drawMaybeMasked(children, mask: mask)
    }

    /// Draws `children`, through `mask` when there is one.
    func drawMaybeMasked(_ children: [Node], mask: [Node]?) {
        if let mask {
            drawMasked(children, by: mask)
        } else {
            draw(children)
        }
    }
}
