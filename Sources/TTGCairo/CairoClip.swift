import CCairo
import TTGScene

extension SceneRenderer {
    /// Draws `children` only inside `clip`.
    ///
    /// Normally a Cairo clip. On SVG surfaces an even-odd clip is drawn
    /// differently: Cairo 1.16's SVG writer puts `clip-rule="evenodd"` on the
    /// element that uses the `<clipPath>` instead of on the path inside it, so
    /// librsvg and browsers (which follow the SVG spec) clip with nonzero. There
    /// the children are drawn offscreen and the clip path is *filled* with
    /// them, even-odd: `fill-rule` is written where it belongs.
    func drawClipped(_ children: [Node], mask: [Node]?, by clip: ClipPath) {
        if clip.rule == .evenOdd && options.fillsEvenOddClips {
            cairo_push_group(cr)
            drawMaybeMasked(children, mask: mask)
            let content = cairo_pop_group(cr)
            defer { cairo_pattern_destroy(content) }
            cairo_set_source(cr, content)
            setPath(clip.path)
            setFillRule(.evenOdd)
            cairo_fill(cr)
            return
        }
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
