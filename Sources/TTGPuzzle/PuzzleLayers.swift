import TTGGeometry
import TTGScene

/// The three layers of a puzzle, and the scenes made of them.
///
/// 1. **Hole**: the picture clipped to the outline at the blank, at
///    `blankAlpha`, with the inner shadow (so the hole reads as a dent).
/// 2. **Front**: the picture clipped by an **even-odd** path made of the
///    canvas rectangle and the outline at the blank: everything but the hole,
///    whatever direction either was drawn in.
/// 3. **Piece**: the picture clipped to the outline at the blank, translated
///    to the piece's position, with a drop shadow.
///
/// Under them, the background color (if any) fills the canvas; it shows
/// through the hole, as a view's background color does in TTGPuzzleVerify.
public struct PuzzleLayers: Hashable, Sendable {
    public let configuration: PuzzleConfiguration

    public init(_ configuration: PuzzleConfiguration) {
        self.configuration = configuration
    }

    private var canvasRect: Rect { Rect(origin: .zero, size: configuration.canvasSize) }

    /// The canvas's outline: a rectangle, or a rounded one with `cornerRadius`.
    public var canvasPath: Path {
        configuration.cornerRadius > 0
            ? Path(roundedRect: canvasRect, cornerRadius: configuration.cornerRadius)
            : Path(rect: canvasRect)
    }

    /// The picture, mapped by the image fit and cut to the canvas (and its rounded corners).
    public var picture: [Node] {
        let nodes = configuration.background.nodes(canvas: configuration.canvasSize, fit: configuration.imageFit)
        return [.group(nodes, clip: ClipPath(canvasPath))]
    }

    /// The background color over the canvas, under every layer; none when transparent.
    public var backdrop: [Node] {
        guard let color = configuration.backgroundColor, color.alpha > 0 else { return [] }
        return [.shape(canvasPath, fill: .solid(color))]
    }

    /// The outline at the blank.
    public var blankOutline: Path { configuration.outline.path(at: configuration.blank) }

    /// The even-odd path of the front: the canvas and the outline at the blank.
    public var frontMaskPath: Path {
        var path = canvasPath
        path.append(contentsOf: blankOutline)
        return path
    }

    /// Layer 1: the hole. The inner shadow is inside the group, so it is seen
    /// at the blank's alpha too, as in TTGPuzzleVerify (a sublayer of the
    /// half-transparent hole).
    public var hole: Node {
        .group(
            picture, opacity: configuration.blankAlpha, clip: ClipPath(blankOutline),
            innerShadow: configuration.innerShadow)
    }

    /// Layer 2: everything but the hole.
    public var front: Node {
        .group(picture, clip: ClipPath(frontMaskPath, rule: .evenOdd))
    }

    /// Layer 3: the piece with its box's corner at `position` (not clamped
    /// here); `shadowOpacity` (0…1) scales its drop shadow's opacity.
    public func piece(at position: Point, shadowOpacity: Double = 1) -> Node {
        let blank = configuration.blank
        let cut = Node.group(picture, clip: ClipPath(blankOutline))
        var shadow = configuration.pieceShadow
        if let s = shadow, shadowOpacity < 1 {
            shadow =
                shadowOpacity > 0
                ? Shadow(color: s.color.withAlpha(s.color.alpha * shadowOpacity), radius: s.radius, offset: s.offset)
                : nil
        }
        return .group(
            [cut], transform: .translation(x: position.x - blank.x, y: position.y - blank.y), shadow: shadow)
    }

    /// The finished picture: front, hole and the piece at its position.
    public var compositeScene: Scene { composite(pieceAt: configuration.piecePosition) }

    /// The composite with the piece at `position`; `shadowFade` (0…1) fades the
    /// piece's drop shadow out (at 1 the piece has none), as a snap-and-fade does.
    public func composite(pieceAt position: Point, shadowFade: Double = 0) -> Scene {
        Scene(
            size: configuration.canvasSize,
            nodes: backdrop + [front, hole, piece(at: position, shadowOpacity: 1 - shadowFade)])
    }

    /// The background layer for a captcha server: front and hole, no piece.
    public var backgroundScene: Scene {
        Scene(size: configuration.canvasSize, nodes: backdrop + [front, hole])
    }

    /// The piece layer's canvas: the outline's bounds plus room for the shadow,
    /// in whole points, and where the piece's box corner sits in it. Neither
    /// depends on the blank, so the piece file does not give the answer away.
    public var pieceFrame: (size: Size, boxOrigin: Point) {
        var margin = 0.0
        if let shadow = configuration.pieceShadow {
            margin = (2 * shadow.radius + max(abs(shadow.offset.dx), abs(shadow.offset.dy))).rounded(.up) + 1
        }
        let bounds = configuration.outline.boundsInBox
        let size = Size((bounds.width + 2 * margin).rounded(.up), (bounds.height + 2 * margin).rounded(.up))
        return (size, Point(margin - bounds.minX, margin - bounds.minY))
    }

    /// The piece alone, cropped to ``pieceFrame``, transparent elsewhere.
    public var pieceScene: Scene {
        let frame = pieceFrame
        return Scene(size: frame.size, nodes: [piece(at: frame.boxOrigin)])
    }

    /// The piece's shape in ``pieceFrame``: opaque white inside the outline, transparent outside.
    public var maskScene: Scene {
        let frame = pieceFrame
        return Scene(
            size: frame.size, nodes: [.shape(configuration.outline.path(at: frame.boxOrigin), fill: .solid(.white))])
    }
}
