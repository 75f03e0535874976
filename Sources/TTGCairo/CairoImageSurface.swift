import CCairo

/// A Cairo image surface that owns its pixels: made with a checked status,
/// destroyed with the object.
///
/// The pixels are reached only inside closures, as rows of `width` pixels
/// (the stride's padding left out): reading flushes Cairo's pending drawing
/// first, writing also marks the surface dirty afterwards, so Cairo never
/// works from stale pixels. Drawing goes through ``draw(_:)``, whose context
/// lives only for the closure.
final class CairoImageSurface {
    /// The `cairo_surface_t *`, of which this object holds one reference.
    private let surface: OpaquePointer
    /// The first pixel byte; Cairo keeps it in place while the surface lives.
    private let data: UnsafeMutableRawPointer
    let format: cairo_format_t
    let width: Int
    let height: Int
    /// Bytes from the start of one row to the next (Cairo pads rows to 4 bytes).
    let stride: Int

    /// A transparent surface (all bytes zero) of `width` × `height` pixels.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` with Cairo's reason when the size is
    ///   not positive or too large (Cairo's limit is 32 767 pixels a side), or
    ///   memory runs out.
    init(format: cairo_format_t, width: Int, height: Int) throws {
        guard width > 0, height > 0, let w = Int32(exactly: width), let h = Int32(exactly: height) else {
            throw cairoError(CAIRO_STATUS_INVALID_SIZE)
        }
        // Cairo returns an error surface rather than NULL; both are handled.
        guard let surface = cairo_image_surface_create(format, w, h) else {
            throw cairoError(CAIRO_STATUS_NO_MEMORY)
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw cairoError(status == CAIRO_STATUS_SUCCESS ? CAIRO_STATUS_NULL_POINTER : status)
        }
        self.surface = surface
        self.data = UnsafeMutableRawPointer(data)
        self.format = format
        self.width = width
        self.height = height
        self.stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with a new drawing context (`cairo_t *`) on the surface and
    /// destroys the context when it returns; see ``withCairoContext(on:_:)``.
    func draw<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        try withCairoContext(on: surface, body)
    }

    /// Makes the surface the source of the context `cr`, its top-left corner
    /// at (`x`, `y`) in user space. The source pattern holds its own reference,
    /// so the surface may be released before `cr` paints.
    func setAsSource(of cr: OpaquePointer, x: Double, y: Double) {
        cairo_set_source_surface(cr, surface, x, y)
    }

    /// Paints the source of the context `cr` through the surface's alpha, its
    /// top-left corner at (`x`, `y`) in user space (`cairo_mask_surface`).
    func mask(_ cr: OpaquePointer, x: Double, y: Double) {
        cairo_mask_surface(cr, surface, x, y)
    }

    /// Calls `body` with the pixel rows, for reading, after flushing Cairo's
    /// pending drawing. The rows are valid only inside `body`.
    ///
    /// `Pixel` must be as wide as one of the format's pixels: `UInt32` for
    /// ARGB32 (premultiplied, native-endian words with alpha in the high byte),
    /// `UInt8` for A8.
    func withRows<Pixel, Result>(of _: Pixel.Type, _ body: (Rows<Pixel>) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        return try body(Rows(start: UnsafePointer(pixelStart(Pixel.self)), layout: layout(Pixel.self)))
    }

    /// Calls `body` with the pixel rows, for writing: flushes Cairo's pending
    /// drawing first and marks the surface dirty afterwards (also when `body`
    /// throws). The rows are valid only inside `body`; `Pixel` as in ``withRows(of:_:)``.
    func withMutableRows<Pixel, Result>(
        of _: Pixel.Type,
        _ body: (MutableRows<Pixel>) throws -> Result
    ) rethrows -> Result {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return try body(MutableRows(start: pixelStart(Pixel.self), layout: layout(Pixel.self)))
    }

    /// Read-only pixel rows: `rows[y]` is row `y`, `width` pixels, top to bottom.
    struct Rows<Pixel> {
        fileprivate let start: UnsafePointer<Pixel>
        fileprivate let layout: RowLayout

        subscript(y: Int) -> UnsafeBufferPointer<Pixel> {
            UnsafeBufferPointer(start: start + layout.offset(ofRow: y), count: layout.width)
        }
    }

    /// Writable pixel rows: `rows[y]` is row `y`, `width` pixels, top to bottom.
    struct MutableRows<Pixel> {
        fileprivate let start: UnsafeMutablePointer<Pixel>
        fileprivate let layout: RowLayout

        subscript(y: Int) -> UnsafeMutableBufferPointer<Pixel> {
            UnsafeMutableBufferPointer(start: start + layout.offset(ofRow: y), count: layout.width)
        }
    }

    /// Where rows start, counted in pixels.
    fileprivate struct RowLayout {
        let width: Int
        let height: Int
        /// Pixels from one row start to the next.
        let pixelStride: Int

        func offset(ofRow y: Int) -> Int {
            precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
            return y * pixelStride
        }
    }

    /// The pixel bytes bound to `Pixel`, after checking that `Pixel` fits the format.
    private func pixelStart<Pixel>(_: Pixel.Type) -> UnsafeMutablePointer<Pixel> {
        precondition(
            MemoryLayout<Pixel>.stride == bytesPerPixel,
            "\(Pixel.self) is not one pixel of Cairo format \(format.rawValue)")
        return data.bindMemory(to: Pixel.self, capacity: stride / bytesPerPixel * height)
    }

    private func layout<Pixel>(_: Pixel.Type) -> RowLayout {
        RowLayout(width: width, height: height, pixelStride: stride / MemoryLayout<Pixel>.stride)
    }

    /// Bytes a pixel takes in this surface's format (0 for A1, whose pixels are bits).
    private var bytesPerPixel: Int {
        switch format {
        case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24, CAIRO_FORMAT_RGB30: 4
        case CAIRO_FORMAT_RGB16_565: 2
        case CAIRO_FORMAT_A8: 1
        default: 0
        }
    }
}
