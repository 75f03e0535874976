import TTGGeometry
import TTGScene

/// The picture the puzzle is cut from.
public enum PuzzleBackground: Hashable, Sendable {
    /// The built-in generated landscape (``ScenicBackground``): no file needed.
    case scenic
    /// A generated landscape of its own (``ScenicBackground/Variation``): one per served challenge.
    case landscape(ScenicBackground.Variation)
    /// A bitmap, mapped onto the canvas by a ``PuzzleImageFit``.
    case image(RasterImage)

    /// The picture's nodes on a canvas of `size`; `fit` maps a bitmap (stretched by default).
    /// `anchor` places a filled picture's crop (fractions 0…1 of the overflow; 0.5, 0.5 centers it).
    public func nodes(canvas size: Size, fit: PuzzleImageFit = .stretch, anchor: Point = Point(0.5, 0.5)) -> [Node] {
        switch self {
        case .scenic:
            return ScenicBackground.nodes(canvas: size)
        case .landscape(let variation):
            return ScenicBackground.nodes(canvas: size, variation: variation)
        case .image(let image):
            return [
                .image(
                    image,
                    in: fit.rect(for: Size(Double(image.width), Double(image.height)), canvas: size, anchor: anchor))
            ]
        }
    }
}
