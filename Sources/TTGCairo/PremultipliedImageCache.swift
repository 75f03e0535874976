import Glibc
import Synchronization
import TTGScene

/// The premultiplied Cairo surfaces of the last few images each thread drew.
///
/// A captcha challenge draws its landscape and its grain into about ten
/// layers and decoys;
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

    /// Entries by thread, the most recent first; a pool's worker threads are
    /// few, and the table is emptied if it ever holds more than `threadLimit`.
    private static let entries = Mutex<[UInt: [Entry]]>([:])
    private static let threadLimit = 64
    /// Images kept per thread (a challenge alternates between two).
    private static let imagesPerThread = 4

    /// The surface holding `image` premultiplied, made now or reused.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make it (too large).
    static func surface(for image: RasterImage) throws -> CairoImageSurface {
        let thread = UInt(pthread_self())
        let storage = image.pixels.withUnsafeBufferPointer { $0.baseAddress }
        let kept = entries.withLock { $0[thread] } ?? []
        if let entry = kept.first(where: {
            $0.image.width == image.width && $0.image.height == image.height
                && $0.image.pixels.withUnsafeBufferPointer({ $0.baseAddress }) == storage
        }) {
            return entry.surface
        }
        let surface = try CairoImageSurface(premultiplying: image)
        let entry = Entry(image: image, surface: surface)
        entries.withLock { table in
            if table.count >= threadLimit { table.removeAll() }
            table[thread] = [entry] + (table[thread] ?? []).prefix(imagesPerThread - 1)
        }
        return surface
    }
}
