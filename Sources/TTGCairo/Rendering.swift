import CCairo
import TTGCodecs
import TTGGeometry
import TTGScene

// The public entry points: a Scene in, pixels or file bytes out. Writing
// files (atomically) is the caller's business.

/// Renders `scene` as PNG bytes.
///
/// The scene is rasterized at `scale` pixels per point (see ``rasterize(_:scale:)``)
/// and encoded by ``encodePNG(_:compressionLevel:)``.
public func renderPNG(
    _ scene: Scene, scale: Double = 1,
    compressionLevel: Int = defaultPNGCompressionLevel
) throws -> [UInt8] {
    try encodePNG(rasterize(scene, scale: scale), compressionLevel: compressionLevel)
}

/// Draws `scene` into a bitmap of `ceil(size × scale)` pixels.
///
/// `scale` multiplies pixels, not geometry: the scene is drawn in points under
/// a Cairo scale. The canvas is transparent unless the scene has a background.
/// - Returns: straight (non-premultiplied) RGBA pixels.
/// - Throws: ``RenderError`` for an empty, non-finite or oversized canvas or a Cairo error.
public func rasterize(_ scene: Scene, scale: Double = 1) throws -> RasterImage {
    try rasterizedSurface(scene, scale: scale).straightRGBA()
}

/// Draws `scene` as ``rasterize(_:scale:)`` does, for an image this thread will
/// draw again (a captcha's landscape, cut into every layer): the premultiplied
/// pixels Cairo drew are kept for drawing it, instead of premultiplying it
/// again. The layers come out the same: premultiplying a pixel that
/// ``rasterize(_:scale:)`` un-premultiplied gives back the pixel Cairo drew.
public func rasterizeForReuse(_ scene: Scene, scale: Double = 1) throws -> RasterImage {
    let surface = try rasterizedSurface(scene, scale: scale)
    let image = surface.straightRGBA()
    PremultipliedImageCache.remember(surface, holding: image)
    return image
}

/// `scene` drawn on a new ARGB32 surface of `ceil(size × scale)` pixels.
func rasterizedSurface(_ scene: Scene, scale: Double) throws -> CairoImageSurface {
    let (width, height) = try pixelSize(of: scene.size, scale: scale)
    let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
    try surface.draw { cr in
        cairo_scale(cr, scale, scale)
        try draw(
            scene, on: cr, deviceBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
            effectScale: 1)
    }
    return surface
}

/// Renders `scene` as a one-page PDF of `size` points.
///
/// Conic gradients stay vector (PDF mesh shadings); shadows are rasterized at
/// `effectScale` pixels per point and embedded as images. The document
/// carries no creation date, so the same scene gives the same bytes.
public func renderPDF(_ scene: Scene, effectScale: Double = 2) throws -> [UInt8] {
    try renderVector(scene, effectScale: effectScale) { write, sink, width, height in
        let surface = cairo_pdf_surface_create_for_stream(write, sink, width, height)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        return surface
    }
}

/// Checks the canvas and returns its size in whole pixels.
func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0 else { throw RenderError.invalidCanvas("scale \(scale) is not a positive number") }
    guard size.isFinite, size.width > 0, size.height > 0 else {
        throw RenderError.invalidCanvas("canvas size \(size) is not positive")
    }
    // A hair below the next integer counts as that integer (220 × 1.1 is 242.00000000000003).
    let width = (size.width * scale - 1e-9).rounded(.up)
    let height = (size.height * scale - 1e-9).rounded(.up)
    let limit = 32767.0  // Cairo's largest image side
    guard width <= limit, height <= limit else {
        throw RenderError.invalidCanvas("\(Int(width))x\(Int(height)) pixels is larger than \(Int(limit)) a side")
    }
    return (Int(width), Int(height))
}

/// Paints the background and the nodes, then reports any Cairo error.
func draw(
    _ scene: Scene, on cr: OpaquePointer, deviceBounds: Rect, effectScale: Double
) throws {
    if let background = scene.background {
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
    }
    try SceneRenderer(cr: cr, deviceBounds: deviceBounds, effectScale: effectScale).draw(scene.nodes)
    try check(cairo_status(cr))
}

/// Collects the bytes a Cairo stream surface writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// Renders on a vector surface made by `makeSurface` (given Cairo's write
/// callback, its closure, and the size in points) and returns what it wrote.
private func renderVector(
    _ scene: Scene, effectScale: Double,
    makeSurface: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?
) throws -> [UInt8] {
    _ = try pixelSize(of: scene.size, scale: 1)
    guard effectScale.isFinite, effectScale > 0 else {
        throw RenderError.invalidCanvas("effect scale \(effectScale) is not a positive number")
    }
    let sink = ByteSink()
    let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
    try withExtendedLifetime(sink) {
        guard
            let surface = makeSurface(
                write, Unmanaged.passUnretained(sink).toOpaque(),
                scene.size.width, scene.size.height)
        else {
            throw cairoError(CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        try withCairoContext(on: surface) { cr in
            try draw(
                scene, on: cr, deviceBounds: Rect(origin: .zero, size: scene.size), effectScale: effectScale)
            // The document is written out while the context is still open (the order it always had).
            cairo_surface_finish(surface)
        }
        try check(cairo_surface_status(surface))
    }
    return sink.bytes
}

extension CairoImageSurface {
    /// The pixels of an ARGB32 surface (premultiplied, native-endian words) as
    /// straight RGBA bytes.
    ///
    /// Opaque pixels are copied and transparent ones stay 0, 0, 0, 0; only
    /// the edges in between are divided (see ``UnpremultiplyTable``). Runs of
    /// eight pixels that are all opaque or all transparent are converted as
    /// one vector, without a test per pixel; in the other
    /// runs pixels go two at a time where both are transparent, both opaque
    /// or the same two as before (a flat translucent fill), as most are.
    func straightRGBA() -> RasterImage {
        precondition(format == CAIRO_FORMAT_ARGB32, "straightRGBA() reads ARGB32 surfaces only")
        let table = UnpremultiplyTable.shared
        let run = 8
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            let bytes = UnsafeMutableRawPointer(out.baseAddress!)
            withRows(of: UInt32.self) { rows in
                // Flat translucent fills repeat one word: its conversion is kept.
                var lastWord: UInt32 = 0
                var lastRGBA: UInt32 = 0
                /// One pixel: native-endian premultiplied ARGB in, bytes R, G, B, A in memory order out.
                func convert(_ word: UInt32) -> UInt32 {
                    let a = word >> 24
                    if a == 0 { return 0 }
                    if a == 255 { return Self.swappingRedAndBlue(word) }
                    if word == lastWord { return lastRGBA }
                    let r = UInt32(table.straight((word >> 16) & 0xFF, alpha: a))
                    let g = UInt32(table.straight((word >> 8) & 0xFF, alpha: a))
                    let b = UInt32(table.straight(word & 0xFF, alpha: a))
                    lastWord = word
                    lastRGBA = r | g << 8 | b << 16 | a << 24
                    return lastRGBA
                }
                let opaquePair: UInt64 = 0xFF00_0000_FF00_0000
                // A flat translucent fill repeats one pair of words: its conversion is kept too.
                var lastPair: UInt64 = 0
                var lastPairRGBA: UInt64 = 0
                // Pairs and runs are read as little-endian words; a big-endian machine goes a pixel at a time.
                let littleEndian = 1.littleEndian == 1
                /// Pixels `x..<end` of `row`, into `target`.
                func convertMixed(
                    _ row: UnsafePointer<UInt32>, _ target: UnsafeMutableRawPointer, from x: Int, to end: Int
                ) {
                    var x = x
                    let raw = UnsafeRawPointer(row)
                    while littleEndian, x + 1 < end {
                        // Two pixels as one word: the first in the low half (little-endian memory).
                        let pair = raw.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                        let out: UInt64
                        if pair == 0 {
                            out = 0
                        } else if pair == lastPair {
                            out = lastPairRGBA
                        } else if pair & opaquePair == opaquePair {
                            // Swap the bytes that hold red and blue; green and alpha stay.
                            out =
                                pair & 0xFF00_FF00_FF00_FF00 | (pair >> 16) & 0x0000_00FF_0000_00FF
                                | (pair & 0x0000_00FF_0000_00FF) << 16
                        } else {
                            out =
                                UInt64(convert(UInt32(truncatingIfNeeded: pair)))
                                | UInt64(convert(UInt32(truncatingIfNeeded: pair >> 32))) << 32
                            lastPair = pair
                            lastPairRGBA = out
                        }
                        target.storeBytes(of: out.littleEndian, toByteOffset: x * 4, as: UInt64.self)
                        x += 2
                    }
                    while x < end {
                        target.storeBytes(of: convert(row[x]).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                        x += 1
                    }
                }
                for y in 0..<height {
                    let row = UnsafePointer(rows[y].baseAddress!)
                    let target = bytes + y * width * 4
                    var x = 0
                    while littleEndian, x + run <= width {
                        let words = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
                        if words & 0xFF00_0000 == SIMD8(repeating: 0xFF00_0000) {
                            // Red and blue change places; green and alpha stay.
                            let swapped = words & 0xFF00_FF00 | (words &>> 16) & 0xFF | (words & 0xFF) &<< 16
                            (target + x &* 4).storeBytes(of: swapped, as: SIMD8<UInt32>.self)
                        } else if words == .zero {
                            (target + x &* 4).storeBytes(of: .zero, as: SIMD8<UInt32>.self)
                        } else {
                            convertMixed(row, target, from: x, to: x + run)
                        }
                        x += run
                    }
                    convertMixed(row, target, from: x, to: width)
                }
            }
            count = width * height * 4
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// An opaque pixel's native-endian ARGB word as the word whose little-endian
    /// bytes are R, G, B, A: red and blue change places, green and alpha stay.
    @inline(__always)
    private static func swappingRedAndBlue(_ word: UInt32) -> UInt32 {
        word & 0xFF00_FF00 | (word >> 16) & 0xFF | (word & 0xFF) << 16
    }
}
