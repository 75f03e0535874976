import CCairo
import TTGGeometry

extension SceneRenderer {
    /// Replaces the context's current path with `path`.
    ///
    /// Quadratic Béziers become cubics exactly: the control points sit two
    /// thirds of the way from each end point to the quadratic's control point.
    func setPath(_ path: Path) {
        cairo_new_path(cr)
        var pen = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                pen = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                pen = p
            case .quad(let p, let c):
                let c1 = pen + (c - pen) * (2.0 / 3)
                let c2 = p + (c - p) * (2.0 / 3)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                pen = p
            case .cubic(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                pen = p
            case .close:
                cairo_close_path(cr)
                var x = 0.0
                var y = 0.0
                cairo_get_current_point(cr, &x, &y)
                pen = Point(x, y)
            }
        }
    }

    /// Sets the fill rule used by the next fill or clip.
    func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
}
