import CCairo
import TTGGeometry
import TTGScene

extension SceneRenderer {
    /// Makes `paint` the context's source for the next fill or stroke.
    ///
    /// `area` gives the user-space box that will be painted (the fill or
    /// stroke extents); only conic gradients, built to cover it, call it.
    func setSource(_ paint: Paint, covering area: () -> Rect) {
        switch paint {
        case .solid(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        case .linearGradient(let gradient):
            let pattern = cairo_pattern_create_linear(
                gradient.start.x, gradient.start.y,
                gradient.end.x, gradient.end.y)
            defer { cairo_pattern_destroy(pattern) }
            for stop in gradient.stops.sortedByOffset() {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
        case .conicGradient(let gradient):
            guard let pattern = makeConicGradientPattern(gradient, covering: area()) else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)  // no pattern: paint nothing
                return
            }
            defer { cairo_pattern_destroy(pattern) }
            cairo_set_source(cr, pattern)
        }
    }
}
