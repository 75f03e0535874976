import TTGGeometry
import TTGScene

/// The picture the puzzle is cut from.
public enum PuzzleBackground: Hashable, Sendable {
    /// The built-in generated landscape (``ScenicBackground``): no file needed.
    case scenic
    /// A bitmap, mapped onto the canvas by a ``PuzzleImageFit``.
    case image(RasterImage)

    /// The picture's nodes on a canvas of `size`; `fit` maps a bitmap (stretched by default).
    public func nodes(canvas size: Size, fit: PuzzleImageFit = .stretch) -> [Node] {
        switch self {
        case .scenic:
            return ScenicBackground.nodes(canvas: size)
        case .image(let image):
            return [.image(image, in: fit.rect(for: Size(Double(image.width), Double(image.height)), canvas: size))]
        }
    }
}
