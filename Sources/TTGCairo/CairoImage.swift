import CCairo
import TTGScene

extension SceneRenderer {
    /// Draws an image stretched into its rectangle, with Cairo's "good"
    /// (smooth) filter; the edge pixels extend (pad) so the borders stay sharp.
    /// An image Cairo cannot hold (too large) is not drawn.
    func drawImage(_ node: ImageNode) throws {
        let image = node.image
        guard image.width > 0, image.height > 0, !node.rect.isEmpty,
            let entry = try? PremultipliedImageCache.entry(for: image)
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, node.rect.minX, node.rect.minY)
        cairo_scale(cr, node.rect.width / Double(image.width), node.rect.height / Double(image.height))
        if coverageOnly, entry.isOpaque {
            // Padded, an opaque image covers its whole rectangle: any opaque color gives the same alpha.
            cairo_set_source_rgb(cr, 0, 0, 0)
        } else {
            entry.surface.setAsSource(of: cr, x: 0, y: 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
    }
}

extension CairoImageSurface {
    /// An ARGB32 surface (premultiplied) holding `image`.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make it (too large).
    convenience init(premultiplying image: RasterImage) throws {
        try self.init(format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height)
        withMutableRows(of: UInt32.self) { rows in
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    let row = rows[y]
                    for x in 0..<image.width {
                        let i = (y * image.width + x) * 4
                        let a = UInt32(pixels[i + 3])
                        // Premultiply, rounding to nearest: c·a/255.
                        func p(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                        row[x] = a << 24 | p(pixels[i]) << 16 | p(pixels[i + 1]) << 8 | p(pixels[i + 2])
                    }
                }
            }
        }
    }
}
