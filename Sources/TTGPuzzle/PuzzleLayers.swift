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
    /// The configuration's outline, made once for every hole and the piece.
    private let outline: PuzzleOutline

    public init(_ configuration: PuzzleConfiguration) {
        self.configuration = configuration
        self.outline = configuration.outline
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
        let nodes = configuration.background.nodes(
            canvas: configuration.canvasSize, fit: configuration.imageFit, anchor: configuration.imageAnchor)
        return [.group(nodes, clip: ClipPath(canvasPath))]
    }

    /// The background color over the canvas, under every layer; none when transparent.
    public var backdrop: [Node] {
        guard let color = configuration.backgroundColor, color.alpha > 0 else { return [] }
        return [.shape(canvasPath, fill: .solid(color))]
    }

    /// The outline at the blank.
    public var blankOutline: Path { outline.path(at: configuration.blank) }

    /// The outlines of every hole: the blank's, then the decoys'.
    public var holeOutlines: [Path] {
        [blankOutline] + configuration.decoys.map { outline.path(at: $0) }
    }

    /// The even-odd path of the front: the canvas and the outline at each hole.
    public var frontMaskPath: Path {
        var path = canvasPath
        for outline in holeOutlines { path.append(contentsOf: outline) }
        return path
    }

    /// Layer 1: the hole. The inner shadow is inside the group, so it is seen
    /// at the blank's alpha too, as in TTGPuzzleVerify (a sublayer of the
    /// half-transparent hole). With a ``PuzzleConfiguration/holeColor`` the hole
    /// is that flat color instead, and each decoy is drawn the same way.
    public var hole: Node {
        let origins = [configuration.blank] + configuration.decoys
        guard let color = configuration.holeColor else {
            return .group(
                origins.map {
                    .group(
                        picture, opacity: configuration.blankAlpha, clip: ClipPath(outline.path(at: $0)),
                        innerShadow: configuration.innerShadow)
                })
        }
        // One outline moved into place: holes at whole points are then one group moved by
        // whole pixels, whose inner shadow the renderer computes once for all of them.
        let shape = outline.path(at: .zero)
        return .group(
            origins.map {
                .group(
                    [.shape(shape, fill: .solid(color))], transform: .translation(x: $0.x, y: $0.y),
                    clip: ClipPath(shape), innerShadow: configuration.innerShadow)
            })
    }

    /// Layer 2: everything but the hole.
    public var front: Node {
        .group(picture, clip: ClipPath(frontMaskPath, rule: .evenOdd))
    }

    /// Layer 3: the piece with its box's corner at `position` (not clamped
    /// here); `shadowOpacity` (0…1) scales its drop shadow's opacity (at 0 the shadow is
    /// still there, fully transparent).
    public func piece(at position: Point, shadowOpacity: Double = 1) -> Node {
        let blank = configuration.blank
        let cut = Node.group(picture, clip: ClipPath(blankOutline))
        var shadow = configuration.pieceShadow
        // Faded out, the shadow is still there at alpha 0: the picture keeps its nodes, so a vector
        // animation fades one shadow rather than switching to a picture without it.
        if let s = shadow, shadowOpacity < 1 {
            shadow = Shadow(
                color: s.color.withAlpha(s.color.alpha * max(0, shadowOpacity)), radius: s.radius, offset: s.offset)
        }
        return .group(
            [cut], transform: .translation(x: position.x - blank.x, y: position.y - blank.y), shadow: shadow)
    }

    /// The finished picture: front, hole and the piece at its position.
    public var compositeScene: Scene { composite(pieceAt: configuration.piecePosition) }

    /// The composite with the piece at `position`; `shadowFade` (0…1) fades the
    /// piece's drop shadow out (at 1 it is transparent), as a snap-and-fade does.
    ///
    /// - Parameter holedPicture: what is drawn under the piece: by default
    ///   ``backgroundScene``'s nodes; a caller that draws several layers passes
    ///   them drawn once, as an image.
    public func composite(pieceAt position: Point, shadowFade: Double = 0, holedPicture: [Node]? = nil) -> Scene {
        Scene(
            size: configuration.canvasSize,
            nodes: (holedPicture ?? holedPictureNodes) + [piece(at: position, shadowOpacity: 1 - shadowFade)])
    }

    /// The background layer for a captcha server: front and hole, no piece.
    public var backgroundScene: Scene {
        Scene(size: configuration.canvasSize, nodes: holedPictureNodes)
    }

    /// The backdrop, front and holes: what every full-canvas layer shows under the piece.
    private var holedPictureNodes: [Node] { backdrop + [front, hole] }

    /// The background a server sends: front and holes over an opaque color, so no
    /// pixel is transparent (not the corners, not the hole's edge). The color is
    /// the canvas color made opaque, else the hole's color, else white.
    public var servedBackgroundScene: Scene { servedBackground(holedPicture: holedPictureNodes) }

    /// ``servedBackgroundScene`` with `holedPicture` standing for ``backgroundScene``'s
    /// nodes, as ``composite(pieceAt:shadowFade:holedPicture:)`` takes it.
    public func servedBackground(holedPicture: [Node]) -> Scene {
        let base = (configuration.backgroundColor?.withAlpha(1)) ?? configuration.holeColor?.withAlpha(1) ?? .white
        return Scene(
            size: configuration.canvasSize, nodes: [.shape(Path(rect: canvasRect), fill: .solid(base))] + holedPicture)
    }

    /// The preview a server keeps: ``servedBackground(holedPicture:)`` with the piece at
    /// `position`, so that it shows what a client shows of the two served layers (opaque,
    /// with no translucent ring where a hole's edge meets the front's).
    public func servedComposite(pieceAt position: Point, holedPicture: [Node]) -> Scene {
        let background = servedBackground(holedPicture: holedPicture)
        return Scene(size: background.size, nodes: background.nodes + [piece(at: position)])
    }

    /// The piece a server sends: ``pieceScene`` with, given a ``PuzzleConfiguration/grain``
    /// seed, a grain of one pixel at `scale` over the piece, so none of its pixels is an
    /// exact copy of the picture around the hole.
    public func servedPieceScene(scale: Double = 1) -> Scene {
        let frame = pieceFrame
        guard let seed = configuration.grain else { return pieceScene }
        let grain = PuzzleGrain.image(
            width: Int((frame.size.width * scale).rounded(.up)), height: Int((frame.size.height * scale).rounded(.up)),
            seed: seed)
        let rect = Rect(x: 0, y: 0, width: Double(grain.width) / scale, height: Double(grain.height) / scale)
        return Scene(
            size: frame.size,
            nodes: [
                piece(at: frame.boxOrigin),
                .group([.image(grain, in: rect)], clip: ClipPath(outline.path(at: frame.boxOrigin))),
            ])
    }

    /// The piece layer's canvas: the outline's bounds plus room for the shadow,
    /// in whole points, and where the piece's box corner sits in it. Neither
    /// depends on the blank, so the piece file does not give the answer away;
    /// a rotated piece gets the square around the circle through its box's
    /// corners, the same for every rotation.
    public var pieceFrame: (size: Size, boxOrigin: Point) {
        var margin = 0.0
        if let shadow = configuration.pieceShadow {
            margin = (2 * shadow.radius + max(abs(shadow.offset.dx), abs(shadow.offset.dy))).rounded(.up) + 1
        }
        var bounds = outline.boundsInBox
        if configuration.rotation != 0 {
            // Any turn stays inside the circle through the box's corners: one frame for every rotation.
            let box = configuration.pieceSize
            let radius = (box.width * box.width + box.height * box.height).squareRoot() / 2
            bounds = Rect(
                x: box.width / 2 - radius, y: box.height / 2 - radius, width: 2 * radius, height: 2 * radius)
        }
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
            size: frame.size, nodes: [.shape(outline.path(at: frame.boxOrigin), fill: .solid(.white))])
    }
}
