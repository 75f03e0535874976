import CCairo

/// Runs `body` with a new drawing context (`cairo_t *`) on `surface` (any
/// kind: image, recording, SVG, PDF) and destroys the context when `body`
/// returns or throws.
///
/// - Throws: ``RenderError/cairo(_:)`` when the context cannot be made, or when
///   it is in an error state after `body` (Cairo stops drawing on a context at
///   its first error and remembers it); and whatever `body` throws.
func withCairoContext<Result>(on surface: OpaquePointer, _ body: (OpaquePointer) throws -> Result) throws -> Result {
    // Cairo returns a context in an error state rather than NULL; both are handled.
    guard let cr = cairo_create(surface) else { throw cairoError(CAIRO_STATUS_NO_MEMORY) }
    defer { cairo_destroy(cr) }
    try check(cairo_status(cr))
    let result = try body(cr)
    try check(cairo_status(cr))
    return result
}
