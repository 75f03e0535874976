import TTGCairo
import TTGVectorDrawable

extension VectorDrawableServices {
    /// The VectorDrawable writer's glyph outlines from the raster backend, so the drawable draws
    /// text where and as the PNG draws it.
    public static let raster = VectorDrawableServices(textOutline: { try TTGCairo.textOutline($0) })
}
