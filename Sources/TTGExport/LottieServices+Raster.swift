import TTGCairo
import TTGCodecs
import TTGLottie

extension LottieServices {
    /// Pixels per point of the shadow bitmaps a Lottie file embeds: sharp on a 2× screen.
    public static let shadowScale = 2.0

    /// The Lottie writer's images, glyph outlines and shadows from the raster backend, so the
    /// file draws what the PNG draws.
    public static let raster = LottieServices(
        encodePNG: { try TTGCodecs.encodePNG($0) }, textOutline: { try TTGCairo.textOutline($0) },
        shadows: { group, placement, canvas in
            let (drop, inner) = try renderShadows(of: group, placedBy: placement, canvas: canvas, scale: shadowScale)
            return GroupShadows(drop: drop, inner: inner)
        })
}
