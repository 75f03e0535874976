import TTGGeometry

/// How a picture is mapped onto the canvas.
public enum PuzzleImageFit: String, CaseIterable, Hashable, Sendable {
    /// The picture's whole area is stretched to the canvas on each axis: what
    /// TTGPuzzleVerify's image views do (`scaleToFill`). The default.
    case stretch
    /// The picture keeps its aspect ratio and covers the canvas, centered; the
    /// overflow is cut off. Our departure, for photos of another shape.
    case fill

    /// The rectangle a picture of `size` is drawn into on a canvas of `canvas`.
    /// `anchor` says where the crop of a filled picture is: fractions 0…1 of the overflow on
    /// each axis (0.5, 0.5 centers it).
    public func rect(for size: Size, canvas: Size, anchor: Point = Point(0.5, 0.5)) -> Rect {
        let whole = Rect(origin: .zero, size: canvas)
        guard self == .fill, size.width > 0, size.height > 0 else { return whole }
        let scale = max(canvas.width / size.width, canvas.height / size.height)
        let width = size.width * scale
        let height = size.height * scale
        return Rect(
            x: (canvas.width - width) * anchor.x, y: (canvas.height - height) * anchor.y, width: width, height: height)
    }
}
