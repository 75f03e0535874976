import CCairo
import TTGScene

extension SceneRenderer {
    /// Draws an image stretched into its rectangle, with Cairo's "good"
    /// (smooth) filter; the edge pixels extend (pad) so the borders stay sharp.
    func drawImage(_ node: ImageNode) {
        let image = node.image
        guard image.width > 0, image.height > 0, !node.rect.isEmpty,
              let surface = makeImageSurface(image) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, node.rect.minX, node.rect.minY)
        cairo_scale(cr, node.rect.width / Double(image.width), node.rect.height / Double(image.height))
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
    }
}

/// A Cairo ARGB32 image surface (premultiplied) holding `image`, or nil when
/// Cairo cannot make one (too large). The caller destroys it.
func makeImageSurface(_ image: RasterImage) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface)) / 4
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        .bindMemory(to: UInt32.self, capacity: stride * image.height)
    image.pixels.withUnsafeBufferPointer { pixels in
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let a = UInt32(pixels[i + 3])
                // Premultiply, rounding to nearest: c·a/255.
                func p(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                data[y * stride + x] = a << 24 | p(pixels[i]) << 16 | p(pixels[i + 1]) << 8 | p(pixels[i + 2])
            }
        }
    }
    cairo_surface_mark_dirty(surface)
    return surface
}
