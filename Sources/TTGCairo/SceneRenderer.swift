import CCairo
import TTGGeometry
import TTGScene

/// Draws scene nodes on a Cairo context: one recursive `switch` over the tree.
///
/// Each effect lives in its own file (`CairoPaint`, `CairoConicGradient`,
/// `CairoClip`, `CairoMask`, `CairoShadow`, `CairoText`, `CairoImage`). An offscreen group is pushed only
/// when a group's opacity is below 1 (so overlapping children composite once)
/// or a mask needs one; shadows render their own offscreen copy.
struct SceneRenderer {
    /// The context drawn on (`cairo_t *`); not owned.
    let cr: OpaquePointer
    /// The visible area in device units (pixels for image surfaces, points for
    /// SVG and PDF); shadows outside it are not computed.
    let deviceBounds: Rect
    /// Pixels per device unit for effects computed as bitmaps (shadows): 1 on
    /// image surfaces, whose device units are pixels; the effect resolution on
    /// vector surfaces.
    let effectScale: Double
    /// Only the alpha of what is drawn matters (a shadow's source): an opaque image may be
    /// drawn as a solid color, which Cairo composites several times faster.
    var coverageOnly = false

    /// Draws `nodes` back to front.
    func draw(_ nodes: [Node]) throws {
        for node in nodes { try draw(node) }
    }

    func draw(_ node: Node) throws {
        switch node {
        case .shape(let shape): try drawShape(shape)
        case .group(let group): try drawGroup(group)
        case .image(let image): try drawImage(image)
        case .text(let text): try drawText(text)
        }
    }

    /// Fills, then strokes.
    func drawShape(_ shape: ShapeNode) throws {
        if let fill = shape.fill {
            paint(fill.paint, of: shape.path, measuredBy: cairo_fill_extents, draw: cairo_fill) { renderer in
                renderer.setPath(shape.path)
                renderer.setFillRule(fill.rule)
            }
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            // Trim fractions are of the total length of all subpaths (Core Animation's strokeStart/End).
            let path = stroke.isUntrimmed ? shape.path : trimmed(shape.path, from: stroke.trimStart, to: stroke.trimEnd)
            paint(stroke.paint, of: path, measuredBy: cairo_stroke_extents, draw: cairo_stroke) { renderer in
                renderer.setPath(path)
                renderer.setLineStyle(stroke)
            }
        }
    }

    /// Fills or strokes (`draw`) `path` with `paint`: `trace` sets the path and its fill rule
    /// or line style on a renderer, `measure` gives its extents (`cairo_fill_extents` or
    /// `cairo_stroke_extents`). A gradient goes through the shape's coverage where that
    /// applies (see ``paintThroughCoverage(of:extents:draw:trace:)``).
    private func paint(
        _ paint: Paint, of path: Path, measuredBy measure: ExtentsFunction, draw: (OpaquePointer?) -> Void,
        trace: (SceneRenderer) -> Void
    ) {
        trace(self)
        if case .solid = paint {
            setSource(paint) { extents(measure) }
            draw(cr)
            return
        }
        // Measured once, and only if a conic gradient or the coverage asks.
        var area: Rect?
        let measured = {
            if area == nil { area = extents(measure) }
            return area!
        }
        setSource(paint, covering: measured)
        if !paintThroughCoverage(of: path, extents: measured, draw: draw, trace: trace) { draw(cr) }
    }

    /// `path.trimmed(from:to:)`, measuring `path` only if this thread has not just measured it:
    /// a draw-on trims the same path in every frame, and measuring costs more than trimming.
    private func trimmed(_ path: Path, from start: Double, to end: Double) -> Path {
        Self.measures.value(for: path) { PathMeasure(path) }.trimmed(from: start, to: end)
    }

    /// The measures of the paths each thread trimmed last.
    private static let measures = PerThreadMemo<Path, PathMeasure>(capacity: 4)

    /// The user-space box the current path covers, as `measure`
    /// (`cairo_fill_extents` or `cairo_stroke_extents`) reports it. On a huge
    /// path this costs as much as the stroke, so it is asked for only when a
    /// paint needs it (see ``setSource(_:covering:)`` and
    /// ``paintThroughCoverage(of:extents:draw:trace:)``).
    private func extents(_ measure: ExtentsFunction) -> Rect {
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        measure(cr, &x0, &y0, &x1, &y1)
        return Rect(corner: Point(x0, y0), Point(x1, y1))
    }

    /// `cairo_fill_extents` or `cairo_stroke_extents`: the current path's box in user space.
    typealias ExtentsFunction = (
        OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
    ) -> Void

    /// Width, cap, join, miter limit and dashes of a stroke.
    func setLineStyle(_ stroke: Stroke) {
        cairo_set_line_width(cr, stroke.width)
        cairo_set_line_cap(cr, stroke.cap.cairoValue)
        cairo_set_line_join(cr, stroke.join.cairoValue)
        cairo_set_miter_limit(cr, stroke.miterLimit)
        cairo_set_dash(cr, stroke.dash, Int32(stroke.dash.count), stroke.dashPhase)
    }

    /// A group: drop shadow, clipped and masked children, inner shadow, all at
    /// the group's opacity (see `GroupNode` for the order).
    func drawGroup(_ group: GroupNode) throws {
        // A transform that collapses the plane draws nothing (and Cairo would
        // put the whole context in an error state for it).
        guard group.opacity > 0, group.transform.isFinite, group.transform.determinant != 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let layered = group.opacity < 1
        // Shadows are measured in the parent's space: read it before the transform.
        var parentMatrix = cairo_matrix_t()
        cairo_get_matrix(cr, &parentMatrix)
        if layered {
            if let area = paintedPixels(of: group, parentMatrix: parentMatrix) {
                // The offscreen copy is then as small as what the group paints, not the
                // canvas; a clip along pixel edges changes no pixel.
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
                cairo_restore(cr)
                cairo_clip(cr)
            }
            cairo_push_group(cr)
        }
        var matrix = cairo_matrix_t(group.transform)
        cairo_transform(cr, &matrix)
        try drawDropShadow(of: group, parentMatrix: parentMatrix)
        try drawContent(of: group)
        try drawInnerShadow(of: group, parentMatrix: parentMatrix)
        if layered {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
        }
    }

    /// The whole pixels of an image surface that `group` can paint when its clip
    /// bounds them: the clip's box, grown by a pixel for antialiasing. Nil for a
    /// group without a clip, or with a drop shadow (which falls outside it; an
    /// inner shadow stays inside its content), and on other surfaces.
    func paintedPixels(of group: GroupNode, parentMatrix: cairo_matrix_t) -> Rect? {
        guard let clip = group.clip, group.shadow == nil,
            cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let box = clip.path.controlBounds
        guard box.isFinite else { return nil }
        var matrix = cairo_matrix_t(group.transform)
        var toDevice = cairo_matrix_t()
        var parent = parentMatrix
        cairo_matrix_multiply(&toDevice, &matrix, &parent)
        let corners = [box.origin, Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)]
        let device = corners.map { corner in
            var x = corner.x
            var y = corner.y
            cairo_matrix_transform_point(&toDevice, &x, &y)
            return Point(x, y)
        }
        let minX = (device.map(\.x).min()! - 1).rounded(.down)
        let minY = (device.map(\.y).min()! - 1).rounded(.down)
        let maxX = (device.map(\.x).max()! + 1).rounded(.up)
        let maxY = (device.map(\.y).max()! + 1).rounded(.up)
        // Far outside Cairo's coordinate range, the rectangle could not be drawn exactly.
        guard minX > -1e7, minY > -1e7, maxX < 1e7, maxY < 1e7 else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A group's children, clipped and masked, without shadows or opacity.
    func drawContent(of group: GroupNode) throws {
        if let clip = group.clip {
            try drawClipped(group.children, mask: group.mask, by: clip)
        } else {
            try drawMaybeMasked(group.children, mask: group.mask)
        }
    }
}

extension LineCap {
    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

extension cairo_matrix_t {
    /// Cairo's matrix for a transform: both use `x' = xx·x + xy·y + x0`.
    init(_ t: AffineTransform) {
        self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}
