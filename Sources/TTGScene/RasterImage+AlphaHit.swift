import TTGGeometry

extension RasterImage {
    /// The pixel under a point given in points, for an image of `scale` pixels per point
    /// (2 for @2x): column ⌊x·scale⌋, row ⌊y·scale⌋; nil outside the image.
    public func pixelIndex(at point: Point, scale: Double = 1) -> (x: Int, y: Int)? {
        let x = (point.x * scale).rounded(.down)
        let y = (point.y * scale).rounded(.down)
        guard x >= 0, y >= 0, x < Double(width), y < Double(height) else { return nil }
        return (Int(x), Int(y))
    }

    /// The opacity 0…1 under a point given in points; 0 outside the image.
    public func alpha(at point: Point, scale: Double = 1) -> Double {
        guard let (x, y) = pixelIndex(at: point, scale: scale) else { return 0 }
        return Double(pixel(x: x, y: y).alpha) / 255
    }

    /// Whether a touch at a point hits the picture: its opacity is at least `threshold`
    /// (0 < threshold ≤ 1). Transparent pixels and points outside the image let it pass through.
    public func isHit(at point: Point, scale: Double = 1, threshold: Double) -> Bool {
        alpha(at: point, scale: scale) >= threshold
    }

    /// The hit test of every pixel, row after row from the top: true where the opacity is at
    /// least `threshold`.
    public func hitMask(threshold: Double) -> [Bool] {
        stride(from: 3, to: pixels.count, by: 4).map { Double(pixels[$0]) / 255 >= threshold }
    }
}
