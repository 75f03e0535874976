import TTGGeometry

/// A piece outline placed on the canvas: the shape's path under a **scale** from
/// its bounds to the piece size, an optional rotation about the box's center,
/// then a **translation** that puts the box's top-left corner at a position.
///
/// The same outline makes the hole (at the blank position) and the piece (at
/// the piece's position), so the two always match.
public struct PuzzleOutline: Hashable, Sendable {
    /// The shape's path in its own coordinates.
    public let shapePath: Path
    /// The box the shape's bounds are scaled to, in points.
    public let size: Size
    /// Rotation about the box's center, in degrees (clockwise on screen).
    public let rotation: Double

    /// Maps the shape's bounds onto a box of ``size`` with its corner at the
    /// origin (then rotates about the box's center). Kept: measuring the
    /// shape's bounds costs more than placing the outline.
    public let scaleTransform: AffineTransform

    public init(shape: PuzzleShape, size: Size, rotation: Double = 0) {
        self.shapePath = shape.path
        self.size = size
        self.rotation = rotation
        let bounds = shapePath.bounds
        var t = AffineTransform.translation(x: -bounds.minX, y: -bounds.minY)
            .scaledBy(x: size.width / bounds.width, y: size.height / bounds.height)
        if rotation != 0 {
            t = t.translatedBy(x: -size.width / 2, y: -size.height / 2)
                .concatenating(.rotation(degrees: rotation))
                .translatedBy(x: size.width / 2, y: size.height / 2)
        }
        scaleTransform = t
    }

    /// Moves the scaled box's top-left corner to `origin`.
    public func translation(to origin: Point) -> AffineTransform {
        .translation(x: origin.x, y: origin.y)
    }

    /// The whole placement: scale (and rotation), then translation.
    public func transform(at origin: Point) -> AffineTransform {
        scaleTransform.concatenating(translation(to: origin))
    }

    /// The outline with its box's top-left corner at `origin`.
    public func path(at origin: Point) -> Path {
        shapePath.applying(transform(at: origin))
    }

    /// The outline's bounds relative to its box's corner: the box itself unless
    /// rotated (a rotated piece can reach out of its box).
    public var boundsInBox: Rect { path(at: .zero).bounds }
}
