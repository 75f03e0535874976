import Glibc
import Synchronization
import TTGScene

/// The premultiplied Cairo surface of the image each thread drew last.
///
/// A captcha challenge draws its landscape into about ten layers and decoys;
/// premultiplying it each time was a tenth of a pool's instructions. An entry
/// is found again by the identity of the image's pixel storage, which the
/// entry keeps alive (so no other image can take its address), and is used
/// only by the thread that made it (Cairo surfaces are not shared between
/// threads).
enum PremultipliedImageCache {
    private final class Entry {
        let image: RasterImage
        let surface: CairoImageSurface

        init(image: RasterImage, surface: CairoImageSurface) {
            self.image = image
            self.surface = surface
        }
    }

    /// Entries by thread; a pool's worker threads are few, and the table is
    /// emptied if it ever holds more than `limit`.
    private static let entries = Mutex<[UInt: Entry]>([:])
    private static let limit = 64

    /// The surface holding `image` premultiplied, made now or reused.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make it (too large).
    static func surface(for image: RasterImage) throws -> CairoImageSurface {
        let thread = UInt(pthread_self())
        let storage = image.pixels.withUnsafeBufferPointer { $0.baseAddress }
        if let entry = entries.withLock({ $0[thread] }), entry.image.width == image.width,
            entry.image.height == image.height,
            entry.image.pixels.withUnsafeBufferPointer({ $0.baseAddress }) == storage
        {
            return entry.surface
        }
        let surface = try CairoImageSurface(premultiplying: image)
        let entry = Entry(image: image, surface: surface)
        entries.withLock { table in
            if table.count >= limit { table.removeAll() }
            table[thread] = entry
        }
        return surface
    }
}
