import CCairo
import TTGGeometry
import TTGScene

// Shadows are computed as bitmaps: the content is recorded, its alpha
// rasterized in "effect pixels" (device pixels for PNG; `effectScale` pixels
// per point for SVG and PDF, whose vector surfaces cannot blur), blurred,
// tinted, and painted back as an image.

extension SceneRenderer {
    /// Paints the drop shadow of `group` (its ``GroupNode/shadow``): its
    /// content's alpha, blurred, tinted with the shadow color and moved by the
    /// offset. Call before drawing the content, so the shadow lies below it.
    func drawDropShadow(of group: GroupNode, parentMatrix: cairo_matrix_t) throws {
        guard let shadow = group.shadow else { return }
        let measure = ShadowMeasure(shadow, parentMatrix: parentMatrix, effectScale: effectScale)
        let reach = Double(GaussianBlur.reach(sigma: measure.sigma))
        // Only the part of the shadow that can land on the canvas is computed.
        let visible = effectPixelBounds.offsetBy(-measure.offset).insetBy(dx: -reach, dy: -reach)
        try paintShadow(of: group, inner: false, parentMatrix: parentMatrix, within: visible) {
            guard let alpha = try renderAlpha(of: group, margin: reach, within: visible) else { return nil }
            let blurred = GaussianBlur.blur(alpha.bitmap, sigma: measure.sigma, outside: 0)
            return (try tinted(blurred, with: shadow.color, at: alpha.origin + measure.offset), alpha.reach)
        }
    }

    /// Paints the inner shadow of `group` (its ``GroupNode/innerShadow``): the
    /// blurred, offset shadow of everything outside its content, seen only
    /// through the content's own alpha (so it needs no clip). Call after
    /// drawing the content, so it lies on top.
    func drawInnerShadow(of group: GroupNode, parentMatrix: cairo_matrix_t) throws {
        guard let shadow = group.innerShadow else { return }
        let measure = ShadowMeasure(shadow, parentMatrix: parentMatrix, effectScale: effectScale)
        let margin = Double(GaussianBlur.reach(sigma: measure.sigma)) + measure.offset.length.rounded(.up)
        let visible = effectPixelBounds.insetBy(dx: -margin, dy: -margin)
        try paintShadow(of: group, inner: true, parentMatrix: parentMatrix, within: visible) {
            guard let alpha = try renderAlpha(of: group, margin: margin, within: visible) else { return nil }
            let inside = alpha.bitmap
            let outside = AlphaBitmap(width: inside.width, height: inside.height, values: inside.values.map { 1 - $0 })
            let blurred = GaussianBlur.blur(outside, sigma: measure.sigma, outside: 1)
            let dx = measure.offset.dx
            let dy = measure.offset.dy
            let whole = dx == dx.rounded() && dy == dy.rounded() && abs(dx) < 1e9 && abs(dy) < 1e9
            let shadowInside =
                whole ? inside.scaled(by: blurred, from: Int(dx), Int(dy)) : inside.scaled(by: blurred, from: dx, dy)
            return (try tinted(shadowInside, with: shadow.color, at: alpha.origin), alpha.reach)
        }
    }

    /// Paints a shadow of `group` that `make` computes, or the same one computed
    /// before on this thread: a shadow depends only on the group, where it is
    /// drawn and the canvas, and a captcha draws the same piece into two layers.
    ///
    /// `make` gives the shadow computed within `limit` (effect pixels) and its
    /// reach (the content's ink box grown by the blur). A shadow whose reach
    /// `limit` did not cut is kept whole. It serves every later draw of the group
    /// moved by whole pixels, on any canvas, whose limit holds the reach too:
    /// computed there, it would come out as the same pixels, moved.
    private func paintShadow(
        of group: GroupNode, inner: Bool, parentMatrix: cairo_matrix_t, within limit: Rect,
        make: () throws -> (image: ShadowImage, reach: Rect)?
    ) throws {
        let placement = ShadowPlacement(
            of: group, inner: inner, parentMatrix: parentMatrix, deviceBounds: deviceBounds,
            effectScale: effectScale)
        let shadows = ShadowPlacement.shadows
        let entry: ShadowPlacement.Entry?
        if let whole = shadows.cached(placement.wholeKey) ?? nil,
            limit.encloses(whole.reach.offsetBy(placement.shift))
        {
            entry = whole
        } else if let cut = shadows.cached(placement.cutKey) {
            entry = cut
        } else {
            // Kept with the placement's whole pixels taken out.
            entry = try make().map { made in
                ShadowPlacement.Entry(
                    image: ShadowImage(origin: made.image.origin - placement.shift, surface: made.image.surface),
                    reach: made.reach.offsetBy(-placement.shift))
            }
            let isWhole = entry.map { limit.encloses($0.reach.offsetBy(placement.shift)) } ?? false
            shadows.remember(isWhole ? placement.wholeKey : placement.cutKey, entry)
        }
        guard let image = entry?.image else { return }
        let origin = image.origin + placement.shift
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_scale(cr, 1 / effectScale, 1 / effectScale)
        image.surface.setAsSource(of: cr, x: origin.x, y: origin.y)
        cairo_paint(cr)
    }

    /// The canvas in effect pixels.
    var effectPixelBounds: Rect {
        Rect(
            x: deviceBounds.minX * effectScale, y: deviceBounds.minY * effectScale,
            width: deviceBounds.width * effectScale, height: deviceBounds.height * effectScale)
    }

    /// The alpha of `group`'s content drawn in the current user space, in effect
    /// pixels: the content's ink box grown by `margin` (the reach), cut to
    /// `limit`. Nil when nothing is drawn there.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make the
    ///   surfaces, or drawing the content ends in a Cairo error.
    func renderAlpha(
        of group: GroupNode, margin: Double, within limit: Rect
    ) throws -> (origin: Point, bitmap: AlphaBitmap, reach: Rect)? {
        // user space → device → effect pixels
        var userToDevice = cairo_matrix_t()
        var deviceToPixels = cairo_matrix_t()
        var userToPixels = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        cairo_matrix_init_scale(&deviceToPixels, effectScale, effectScale)
        cairo_matrix_multiply(&userToPixels, &userToDevice, &deviceToPixels)

        // Record first, to learn where the content is without rasterizing the whole canvas.
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
            throw cairoError(CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(recording) }
        try check(cairo_surface_status(recording))
        try withCairoContext(on: recording) { recorder in
            cairo_set_matrix(recorder, &userToPixels)
            var alphaRenderer = SceneRenderer(cr: recorder, deviceBounds: effectPixelBounds, effectScale: 1)
            alphaRenderer.coverageOnly = true
            try alphaRenderer.drawContent(of: group)
        }
        var x = 0.0
        var y = 0.0
        var w = 0.0
        var h = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &w, &h)
        guard w > 0, h > 0 else { return nil }

        let grown = Rect(x: x, y: y, width: w, height: h).insetBy(dx: -margin, dy: -margin)
        let x0 = max(grown.minX, limit.minX).rounded(.down)
        let y0 = max(grown.minY, limit.minY).rounded(.down)
        let x1 = min(grown.maxX, limit.maxX).rounded(.up)
        let y1 = min(grown.maxY, limit.maxY).rounded(.up)
        guard x1 > x0, y1 > y0 else { return nil }
        let width = Int(x1 - x0)
        let height = Int(y1 - y0)

        // ARGB32, not A8: the alpha is the same, but pixman draws an image onto A8 through a clip
        // span by span on its general path; onto ARGB32 it has fast paths (a pool took 1.3× less time).
        let image = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        try image.draw { painter in
            cairo_set_source_surface(painter, recording, -x0, -y0)
            cairo_paint(painter)
        }
        let values = image.withRows(of: UInt32.self) { rows in
            var values = [Float](repeating: 0, count: width * height)
            for row in 0..<height {
                let pixels = rows[row]
                for column in 0..<width {
                    values[row * width + column] = Float(pixels[column] >> 24) / 255
                }
            }
            return values
        }
        return (Point(x0, y0), AlphaBitmap(width: width, height: height, values: values), grown)
    }

    /// `coverage` in `color` (its alpha scaled by the coverage) with its top-left
    /// corner at `origin`, in effect pixels.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make the image (out of memory).
    func tinted(_ coverage: AlphaBitmap, with color: Color, at origin: Point) throws -> ShadowImage {
        let image = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: coverage.width, height: coverage.height)
        // premultipliedARGB's arithmetic, with the color's clamping done once.
        let red = min(1, max(0, color.red))
        let green = min(1, max(0, color.green))
        let blue = min(1, max(0, color.blue))
        image.withMutableRows(of: UInt32.self) { rows in
            coverage.values.withUnsafeBufferPointer { values in
                // A shadow's inside is one coverage over many pixels: the last pixel is kept.
                var lastValue: Float = 0
                var lastPixel: UInt32 = 0
                for row in 0..<coverage.height {
                    let pixels = rows[row]
                    let line = values.baseAddress! + row * coverage.width
                    for column in 0..<coverage.width {
                        let value = line[column]
                        // No coverage is a transparent pixel, as the new surface already holds.
                        guard value != 0 else { continue }
                        if value != lastValue {
                            let a = min(1, max(0, Double(value) * color.alpha))
                            lastValue = value
                            lastPixel =
                                roundedByte(a * 255) << 24 | roundedByte(red * a * 255) << 16
                                | roundedByte(green * a * 255) << 8 | roundedByte(blue * a * 255)
                        }
                        pixels[column] = lastPixel
                    }
                }
            }
        }
        return ShadowImage(origin: origin, surface: image)
    }
}

extension AlphaBitmap {
    /// Each value times `factors`' value `(dx, dy)` pixels up and left of it (1 beyond its edges):
    /// what a whole-pixel offset casts, the pixel centers sampled exactly.
    func scaled(by factors: AlphaBitmap, from dx: Int, _ dy: Int) -> AlphaBitmap {
        var result = self
        // Columns lo..<hi and rows top..<bottom have their factor inside `factors`; elsewhere it is 1.
        let lo = max(0, min(width, dx))
        let hi = max(lo, min(width, width + dx))
        let top = max(0, min(height, dy))
        let bottom = max(top, min(height, height + dy))
        factors.values.withUnsafeBufferPointer { factor in
            result.values.withUnsafeMutableBufferPointer { value in
                for y in top..<bottom {
                    let source = factor.baseAddress! + (y - dy) * width - dx
                    let target = value.baseAddress! + y * width
                    for x in lo..<hi { target[x] = source[x] * target[x] }
                }
            }
        }
        return result
    }

    /// Each nonzero value times `factors` sampled `(dx, dy)` pixels up and left of it, between
    /// pixel centers (1 beyond its edges).
    func scaled(by factors: AlphaBitmap, from dx: Double, _ dy: Double) -> AlphaBitmap {
        var result = self
        for y in 0..<height {
            for x in 0..<width where values[y * width + x] != 0 {
                let i = y * width + x
                result.values[i] = factors.sample(x: Double(x) - dx, y: Double(y) - dy, outside: 1) * values[i]
            }
        }
        return result
    }
}

/// A shadow ready to paint: premultiplied pixels and where their top-left corner goes, in effect pixels.
struct ShadowImage {
    let origin: Point
    let surface: CairoImageSurface
}

/// What a shadow's pixels depend on: the group, which of its shadows, how it
/// is placed, and the canvas when the canvas cut the shadow.
struct ShadowKey: Equatable {
    let group: GroupNode
    let inner: Bool
    /// The parent's transform; for a whole shadow, with the whole effect pixels of its translation taken out.
    let placement: AffineTransform
    /// The canvas, for a shadow its limit cut; nil for a whole shadow, the same on any canvas.
    let canvas: Rect?
    let effectScale: Double
}

/// How a group's shadow is placed: the keys it is remembered under and the
/// whole effect pixels that a whole shadow is moved by.
///
/// A group whose own transform only moves it is keyed without that move; the
/// move joins the parent's translation, whose whole pixels become ``shift``.
/// The same piece drawn at two whole-pixel positions then has one whole key.
struct ShadowPlacement {
    /// A remembered shadow, its position and reach taken back by ``shift``.
    struct Entry {
        let image: ShadowImage
        let reach: Rect
    }

    let shift: Vector
    let wholeKey: ShadowKey
    let cutKey: ShadowKey

    /// The shadows each thread painted last (a captcha's holes, and its piece in two layers).
    static let shadows = PerThreadMemo<ShadowKey, Entry?>(capacity: 8)

    init(
        of group: GroupNode, inner: Bool, parentMatrix m: cairo_matrix_t, deviceBounds: Rect, effectScale: Double
    ) {
        let parent = AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        cutKey = ShadowKey(
            group: group, inner: inner, placement: parent, canvas: deviceBounds, effectScale: effectScale)
        let t = group.transform
        let moves = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        var keyed = group
        if moves { keyed.transform = .identity }
        let move = moves ? Vector(t.tx, t.ty) : .zero
        // The placement's translation, in effect pixels.
        let x = (m.xx * move.dx + m.xy * move.dy + m.x0) * effectScale
        let y = (m.yx * move.dx + m.yy * move.dy + m.y0) * effectScale
        let bound = 1e9  // whole pixels stay exact far beyond any canvas
        shift = abs(x) < bound && abs(y) < bound ? Vector(x.rounded(.down), y.rounded(.down)) : .zero
        wholeKey = ShadowKey(
            group: keyed, inner: inner,
            placement: AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: x - shift.dx, ty: y - shift.dy),
            canvas: nil, effectScale: effectScale)
    }
}

/// A shadow's blur and offset in effect pixels.
///
/// Both are given in points of the group's parent space; the parent's
/// transform scales them (by the square root of its area scale, for the blur)
/// and rotates the offset, then the effect scale turns device units into pixels.
struct ShadowMeasure {
    /// Standard deviation of the Gaussian blur: half the shadow radius.
    let sigma: Double
    let offset: Vector

    init(_ shadow: Shadow, parentMatrix m: cairo_matrix_t, effectScale: Double) {
        let areaScale = abs(m.xx * m.yy - m.yx * m.xy).squareRoot()
        sigma = max(0, shadow.radius) / 2 * areaScale * effectScale
        offset =
            Vector(
                m.xx * shadow.offset.dx + m.xy * shadow.offset.dy,
                m.yx * shadow.offset.dx + m.yy * shadow.offset.dy) * effectScale
    }
}

/// A pixel of a Cairo ARGB32 image: premultiplied, alpha in the high byte of a native-endian word.
func premultipliedARGB(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
    let a = min(1, max(0, alpha))
    func byte(_ v: Double) -> UInt32 { roundedByte(min(1, max(0, v)) * a * 255) }
    return roundedByte(a * 255) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
}

/// `UInt32(x.rounded())` (halves away from zero) for `x` in 0…255, without
/// the libm call `rounded()` becomes on baseline x86-64: truncation is one
/// instruction, and `x − ⌊x⌋` is exact. The increment cannot overflow, and
/// written so it is a select, not a branch (blurred values round up or down at random).
@inline(__always)
func roundedByte(_ x: Double) -> UInt32 {
    let whole = UInt32(x)
    return whole &+ (x - Double(whole) >= 0.5 ? 1 : 0)
}

extension Rect {
    /// The rectangle moved by `v`.
    func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }

    /// True when `other` lies inside this rectangle, edges included.
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
