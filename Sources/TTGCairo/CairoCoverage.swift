import CCairo
import TTGGeometry

extension SceneRenderer {
    /// Fills or strokes with a gradient on an image surface in one composite,
    /// through the shape's coverage.
    ///
    /// Cairo composites a gradient fill row by row, one pixman call for each
    /// row whose spans differ, and pixman's general path, the only one a
    /// gradient takes, clears a 24 KiB buffer on every call: a captcha
    /// landscape's ridges made 180 such calls, a tenth of a challenge.
    /// Here `trace` draws the shape's coverage on an alpha surface (a solid
    /// fill, which has fast paths), and the gradient is painted through it
    /// once. Pixman computes each pixel the same way in both: the gradient's
    /// color times the coverage, over what is there.
    ///
    /// Returns false, having drawn nothing, where this does not apply (a
    /// vector or recording surface, whose gradients must stay vector) or the
    /// shape covers no pixel of the canvas.
    ///
    /// - Parameters:
    ///   - path: the shape's path, in user space.
    ///   - extents: the shape's box in user space (`cairo_fill_extents` or
    ///     `cairo_stroke_extents` of the current path), asked for only here.
    ///   - draw: `cairo_fill` or `cairo_stroke`.
    ///   - trace: sets the path and its fill rule or line style on the alpha
    ///     surface's renderer.
    func paintThroughCoverage(
        of path: Path, extents: () -> Rect, draw: (OpaquePointer?) -> Void, trace: (SceneRenderer) -> Void
    ) -> Bool {
        guard cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE,
            !isRectilinear(path)
        else { return false }
        var clip = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        cairo_clip_extents(cr, &clip.x0, &clip.y0, &clip.x1, &clip.y1)
        let shape = deviceBox(of: extents())
        let visible = deviceBox(of: Rect(corner: Point(clip.x0, clip.y0), Point(clip.x1, clip.y1)))
        let x0 = max(shape.minX, visible.minX).rounded(.down)
        let y0 = max(shape.minY, visible.minY).rounded(.down)
        let x1 = min(shape.maxX, visible.maxX).rounded(.up)
        let y1 = min(shape.maxY, visible.maxY).rounded(.up)
        guard x1 > x0, y1 > y0, let width = Int(exactly: x1 - x0), let height = Int(exactly: y1 - y0),
            let coverage = try? CairoImageSurface(format: CAIRO_FORMAT_A8, width: width, height: height)
        else { return false }
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        let drawn: ()? = try? coverage.draw { painter in
            var userToCoverage = userToDevice
            userToCoverage.x0 -= x0
            userToCoverage.y0 -= y0
            cairo_set_matrix(painter, &userToCoverage)
            cairo_set_tolerance(painter, cairo_get_tolerance(cr))
            cairo_set_antialias(painter, cairo_get_antialias(cr))
            trace(SceneRenderer(cr: painter, deviceBounds: deviceBounds, effectScale: effectScale))
            draw(painter)
        }
        guard drawn != nil else { return false }
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        coverage.mask(cr, x: x0, y: y0)
        cairo_restore(cr)
        return true
    }

    /// Whether `path` is made of device-space horizontal and vertical lines only:
    /// Cairo composites such a shape as boxes, in one call already.
    private func isRectilinear(_ path: Path) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0 else { return false }
        var pen = Point.zero
        var start = Point.zero
        for element in path.elements {
            let next: Point
            switch element {
            case .move(let p):
                pen = p
                start = p
                continue
            case .line(let p): next = p
            case .close: next = start
            case .quad, .cubic: return false
            }
            guard next.x == pen.x || next.y == pen.y else { return false }
            pen = next
        }
        return true
    }

    /// The device-space box around `rect` (user space).
    private func deviceBox(of rect: Rect) -> Rect {
        let corners = [
            Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY),
            Point(rect.maxX, rect.maxY),
        ].map { corner in
            var x = corner.x
            var y = corner.y
            cairo_user_to_device(cr, &x, &y)
            return Point(x, y)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(corner: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
    }
}
