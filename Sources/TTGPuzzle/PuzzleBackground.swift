import TTGGeometry
import TTGScene

/// The picture the puzzle is cut from.
public enum PuzzleBackground: Hashable, Sendable {
    /// The built-in generated landscape (``ScenicBackground``): no file needed.
    case scenic
    /// A bitmap, scaled to fill the canvas (aspect fill, centered; the overflow is cut off).
    case image(RasterImage)

    /// The picture's nodes on a canvas of `size`.
    public func nodes(canvas size: Size) -> [Node] {
        switch self {
        case .scenic:
            return ScenicBackground.nodes(canvas: size)
        case .image(let image):
            return [.image(image, in: Self.aspectFill(Size(Double(image.width), Double(image.height)), into: size))]
        }
    }

    /// The rectangle an image of `size` fills the canvas with, keeping its
    /// aspect ratio, centered: equal to the canvas when the aspect ratios match.
    public static func aspectFill(_ size: Size, into canvas: Size) -> Rect {
        guard size.width > 0, size.height > 0 else { return Rect(origin: .zero, size: canvas) }
        let scale = max(canvas.width / size.width, canvas.height / size.height)
        let width = size.width * scale
        let height = size.height * scale
        return Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
    }
}
