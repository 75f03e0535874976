import TTGCairo
import TTGCodecs
import TTGLottie

extension LottieServices {
    /// The Lottie writer's images, glyph outlines, shadows and flattened groups from the raster
    /// backend, so the file draws what the PNG draws; bitmaps at `shadowScale` pixels per point.
    public static func raster(shadowScale: Double = OutputSettings.defaultShadowScale) -> LottieServices {
        LottieServices(
            encodePNG: { try TTGCodecs.encodePNG($0) }, textOutline: { try TTGCairo.textOutline($0) },
            shadows: { group, placement, canvas in
                let (drop, inner) = try renderShadows(
                    of: group, placedBy: placement, canvas: canvas, scale: shadowScale)
                return GroupShadows(drop: drop, inner: inner)
            },
            flattened: { group, placement, canvas in
                try renderFlattened(group, placedBy: placement, canvas: canvas, scale: shadowScale)
            })
    }
}
