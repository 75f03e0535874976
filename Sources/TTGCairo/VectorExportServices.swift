import CCairo
import CPango
import TTGGeometry
import TTGScene

// What vector writers that cannot draw text or shadows alike in every player (Lottie) take
// from the raster renderer: glyph outlines and shadow bitmaps, exactly as it draws them.

/// A text node's glyphs as one path, in the node's coordinates, laid out as
/// ``rasterize(_:scale:)`` lays them out (nonzero winding, as fonts are drawn).
///
/// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot give a context to lay out on.
public func textOutline(_ node: TextNode) throws -> Path {
    guard !node.string.isEmpty, node.fontSize > 0 else { return Path() }
    // An unbounded surface: Pango leaves out glyphs that fall outside a bounded one's clip.
    guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
        throw RenderError.cairo("cannot make a surface to lay text out on")
    }
    defer { cairo_surface_destroy(surface) }
    return try withCairoContext(on: surface) { cr in
        guard let layout = pangoLayout(node, on: cr) else { throw RenderError.cairo("cannot make a text layout") }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let origin = node.placement.layoutOrigin
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_layout_path(cr, layout)
        guard let copy = cairo_copy_path(cr) else { throw RenderError.cairo("cannot copy the text's outline") }
        defer { cairo_path_destroy(copy) }
        try check(copy.pointee.status)
        var elements: [PathElement] = []
        var index = 0
        let data = copy.pointee.data!
        while index < Int(copy.pointee.num_data) {
            let header = data[index].header
            func point(_ k: Int) -> Point { Point(data[index + k].point.x, data[index + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // A move right after a move (the layout's origin, a glyph with no outline) draws nothing.
                if case .move = elements.last { elements.removeLast() }
                elements.append(.move(to: point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(to: point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.cubic(to: point(3), control1: point(1), control2: point(2)))
            case CAIRO_PATH_CLOSE_PATH: elements.append(.close)
            default: break
            }
            index += Int(header.length)
        }
        if case .move = elements.last { elements.removeLast() }
        return Path(elements)
    }
}

/// A group's drop shadow and inner shadow, each drawn alone as ``rasterize(_:scale:)`` draws
/// it, the group placed on a canvas of `size` points by `parent`, at `scale` pixels per point:
/// a bitmap cropped to the pixels it paints and the canvas rectangle it covers. The group's
/// opacity is left to the caller. Nil where there is no shadow or it paints nothing.
public func renderShadows(
    of group: GroupNode, placedBy parent: AffineTransform, canvas size: Size, scale: Double
) throws -> (drop: ImageNode?, inner: ImageNode?) {
    func render(_ shadow: Shadow?, inner: Bool) throws -> ImageNode? {
        guard shadow != nil, group.transform.isFinite, group.transform.determinant != 0 else { return nil }
        return try renderCropped(canvas: size, scale: scale, placedBy: parent) { renderer, cr in
            var parentMatrix = cairo_matrix_t()
            cairo_get_matrix(cr, &parentMatrix)
            var matrix = cairo_matrix_t(group.transform)
            cairo_transform(cr, &matrix)
            if inner {
                try renderer.drawInnerShadow(of: group, parentMatrix: parentMatrix)
            } else {
                try renderer.drawDropShadow(of: group, parentMatrix: parentMatrix)
            }
        }
    }
    return (try render(group.shadow, inner: false), try render(group.innerShadow, inner: true))
}

/// A group drawn whole at full opacity, as ``rasterize(_:scale:)`` draws it (its shadows,
/// clipped and masked children), placed on a canvas of `size` points by `parent`, at `scale`
/// pixels per point: a bitmap cropped to the pixels it paints and the canvas rectangle it
/// covers, for a player to fade as one picture. Nil where it paints nothing.
public func renderFlattened(
    _ group: GroupNode, placedBy parent: AffineTransform, canvas size: Size, scale: Double
) throws -> ImageNode? {
    var opaque = group
    opaque.opacity = 1
    return try renderCropped(canvas: size, scale: scale, placedBy: parent) { renderer, _ in
        try renderer.drawGroup(opaque)
    }
}

/// What `draw` paints on a transparent canvas of `size` points at `scale` pixels per point,
/// its context placed by `parent`, cropped to its pixels (see ``cropped(_:scale:)``).
private func renderCropped(
    canvas size: Size, scale: Double, placedBy parent: AffineTransform,
    _ draw: (SceneRenderer, OpaquePointer) throws -> Void
) throws -> ImageNode? {
    let (width, height) = try pixelSize(of: size, scale: scale)
    let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
    try surface.draw { cr in
        cairo_scale(cr, scale, scale)
        var placement = cairo_matrix_t(parent)
        cairo_transform(cr, &placement)
        let renderer = SceneRenderer(
            cr: cr, deviceBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), effectScale: 1)
        try draw(renderer, cr)
        try check(cairo_status(cr))
    }
    return cropped(surface.straightRGBA(), scale: scale)
}

/// The part of `image` with any alpha, as an image node on a canvas of `scale` pixels per point.
private func cropped(_ image: RasterImage, scale: Double) -> ImageNode? {
    var x0 = image.width
    var y0 = image.height
    var x1 = -1
    var y1 = -1
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] != 0 {
            x0 = min(x0, x)
            x1 = max(x1, x)
            y0 = min(y0, y)
            y1 = max(y1, y)
        }
    }
    guard x1 >= x0, y1 >= y0 else { return nil }
    let width = x1 - x0 + 1
    let height = y1 - y0 + 1
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in y0...y1 {
        let start = (y * image.width + x0) * 4
        pixels += image.pixels[start..<(start + width * 4)]
    }
    return ImageNode(
        image: RasterImage(width: width, height: height, pixels: pixels),
        rect: Rect(
            x: Double(x0) / scale, y: Double(y0) / scale, width: Double(width) / scale, height: Double(height) / scale))
}
