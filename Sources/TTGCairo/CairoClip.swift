import CCairo
import TTGScene

extension SceneRenderer {
    /// Draws `children` only inside `clip`.
    func drawClipped(_ children: [Node], mask: [Node]?, by clip: ClipPath) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setPath(clip.path)
        setFillRule(clip.rule)
        cairo_clip(cr)
        try drawMaybeMasked(children, mask: mask)
    }

    /// Draws `children`, through `mask` when there is one.
    func drawMaybeMasked(_ children: [Node], mask: [Node]?) throws {
        if let mask {
            try drawMasked(children, by: mask)
        } else {
            try draw(children)
        }
    }
}
