import TTGCairo
import TTGCodecs
import TTGSVG

extension SVGServices {
    /// The SVG writer's images and text from the raster backend, so the SVG embeds the same
    /// bitmaps and draws text where and as the PNG draws it.
    public static let raster = SVGServices(
        encodePNG: { try TTGCodecs.encodePNG($0) }, layoutText: { try TTGCairo.layoutTextLines($0) },
        textOutline: { try TTGCairo.textOutline($0) })
}
