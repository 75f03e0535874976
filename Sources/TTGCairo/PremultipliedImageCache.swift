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

    /// Images kept per thread (a challenge alternates between two).
    private static let surfaces = PerThreadMemo<StorageIdentity, CairoImageSurface>(capacity: 4)

    /// The surface holding `image` premultiplied, made now or reused.
    ///
    /// - Throws: ``RenderError/cairo(_:)`` when Cairo cannot make it (too large).
    static func surface(for image: RasterImage) throws -> CairoImageSurface {
        try surfaces.value(for: StorageIdentity(image: image)) { try CairoImageSurface(premultiplying: image) }
    }

    /// Remembers that `surface` holds `image` premultiplied, so drawing `image` on this
    /// thread uses it as it is.
    static func remember(_ surface: CairoImageSurface, holding image: RasterImage) {
        surfaces.remember(StorageIdentity(image: image), surface)
    }
}
