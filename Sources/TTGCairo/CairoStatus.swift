import CCairo

/// Throws ``RenderError/cairo(_:)`` with Cairo's own message unless `status` is success.
func check(_ status: cairo_status_t) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw cairoError(status)
}

/// ``RenderError/cairo(_:)`` with Cairo's message for `status`.
func cairoError(_ status: cairo_status_t) -> RenderError {
    RenderError.cairo(String(cString: cairo_status_to_string(status)))
}
