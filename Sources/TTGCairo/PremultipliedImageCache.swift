import TTGScene

/// The premultiplied Cairo surfaces of the last few images each thread drew.
///
/// A captcha challenge draws its landscape and its grain into about ten
/// layers and decoys; premultiplying it each time was a tenth of a pool's
/// instructions. An image is found again by the identity of its pixel storage,
/// which the entry keeps alive (so no other image can take its address).
enum PremultipliedImageCache {
    /// An image known by its pixel storage, not by comparing its pixels.
    private struct StorageIdentity: Equatable {
        let image: RasterImage

        static func == (a: StorageIdentity, b: StorageIdentity) -> Bool {
            a.image.width == b.image.width && a.image.height == b.image.height
                && a.image.pixels.withUnsafeBufferPointer { $0.baseAddress }
                    == b.image.pixels.withUnsafeBufferPointer { $0.baseAddress }
        }
    }

    /// An image ready to draw: its premultiplied surface, and whether every pixel is opaque.
    ///
    /// An entry belongs to one thread's memo, so its lazy answer needs no lock.
    final class Entry {
        let surface: CairoImageSurface
        private let image: RasterImage

        /// Every alpha is 255: where the image is drawn, it covers fully (see
        /// ``SceneRenderer/coverageOnly``). Found the first time a shadow asks, not for every image.
        private(set) lazy var isOpaque: Bool = image.isOpaque

        init(_ surface: CairoImageSurface, holding image: RasterImage) {
            self.surface = surface
            self.image = image
        }
    }

    /// Images kept per thread (a challenge draws its landscape, its front and holes, and its grain).
    private static let entries = PerThreadMemo<StorageIdentity, Entry>(capacity: 4)

    /// `image` ready to draw, made now or reused.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make it (too large).
    static func entry(for image: RasterImage) throws -> Entry {
        try entries.value(for: StorageIdentity(image: image)) {
            Entry(try CairoImageSurface(premultiplying: image), holding: image)
        }
    }

    /// Remembers that `surface` holds `image` premultiplied, so drawing `image` on this
    /// thread uses it as it is.
    static func remember(_ surface: CairoImageSurface, holding image: RasterImage) {
        entries.remember(StorageIdentity(image: image), Entry(surface, holding: image))
    }
}
