import TTGGeometry
import TTGScene

/// How challenges are drawn from one configuration: the serving policy a captcha server and
/// `puzzle --out-dir` share.
///
/// A served challenge (``served``) gets a picture and a start of its own, and, unless the caller
/// sets them, a piece of ``pieceFraction`` of the canvas's shorter side (room for the decoys on
/// the answer's row), a flat hole color of its own (``PuzzleHoleFill``) and
/// ``PuzzleConfiguration/servedDecoyCount`` decoys.
/// With photos, each challenge shows one of them, picked and cropped at random.
public struct PuzzleServing: Sendable {
    /// The configuration every challenge starts from.
    public var base: PuzzleConfiguration
    /// Holes besides the real one.
    public var decoys: Int
    /// A blank the caller fixed; nil draws one per challenge.
    public var fixedBlank: Point?
    /// The photos a challenge's picture is picked from; nil keeps ``base``'s background.
    public var photos: [RasterImage]?
    /// True for challenges to serve (layers for a browser); false for one picture.
    public var served: Bool
    /// True when each challenge draws its own hole color (``PuzzleHoleFill``): served, with no
    /// color set by the caller.
    public var variesHoleColor: Bool

    /// The served piece's default side, as a fraction of the canvas's shorter side: 44 points
    /// on 320 × 200 (the smallest touch target Apple's guidelines allow), small enough for the
    /// real hole and three decoys to share one row, each hole uniform over the allowed area
    /// (``PuzzleConfiguration/randomHoles(decoys:using:)``); at 0.3 (60 points) they need two rows.
    public static let pieceFraction = 0.22

    /// A policy for `base`; a served one fills in the served piece size, hole color and decoy count
    /// where the caller left them (nil): its hole color then varies per challenge, with
    /// ``PuzzleConfiguration/servedHoleColor`` in `base`.
    public init(
        _ base: PuzzleConfiguration, served: Bool, pieceSize: Size? = nil, holeColor: Color?? = nil,
        decoys: Int? = nil, fixedBlank: Point? = nil, photos: [RasterImage]? = nil
    ) {
        var base = base
        if let pieceSize {
            base.pieceSize = pieceSize
        } else if served, base.shape.name != "custom" {
            let side = (min(base.canvasSize.width, base.canvasSize.height) * Self.pieceFraction).rounded()
            base.pieceSize = Size(max(side, 1), max(side, 1))
        }
        base.holeColor = holeColor ?? (served ? PuzzleConfiguration.servedHoleColor : nil)
        if photos != nil { base.imageFit = .fill }
        self.base = base
        self.served = served
        variesHoleColor = served && holeColor == nil
        self.decoys = decoys ?? (served ? PuzzleConfiguration.servedDecoyCount : 0)
        self.fixedBlank = fixedBlank
        self.photos = photos
    }

    /// The next challenge drawn from `generator`: its picture (a landscape, or one of the photos
    /// cropped at random), with a served one's random start row, then the blank and the decoys by
    /// one rule (``PuzzleConfiguration/randomHoles``), then its hole color when it varies. Nil when
    /// the holes do not fit apart.
    public func challenge<G: RandomNumberGenerator>(using generator: inout G) -> PuzzleConfiguration? {
        var configuration = base
        if let photos, !photos.isEmpty {
            configuration.background = .image(photos[uniformInteger(in: 0...(photos.count - 1), using: &generator)])
            configuration.imageAnchor = Point(
                Double(uniformInteger(in: 0...1000, using: &generator)) / 1000,
                Double(uniformInteger(in: 0...1000, using: &generator)) / 1000)
        }
        let placed =
            served
            ? configuration.makeServed(decoys: decoys, fixedBlank: fixedBlank, using: &generator)
            : configuration.placeHoles(decoys: decoys, fixedBlank: fixedBlank, using: &generator)
        guard placed else { return nil }
        if variesHoleColor { configuration.holeColor = PuzzleHoleFill.random(using: &generator) }
        return configuration
    }

    /// The coordinate a piece that moves along one axis keeps, when `configuration`'s blank is out
    /// of its reach (further than the tolerance off that line); nil when the piece can reach it.
    public static func unreachableBlank(
        _ configuration: PuzzleConfiguration
    ) -> (axis: String, coordinate: Double)? {
        let (start, blank, tolerance) = (configuration.start, configuration.blank, configuration.tolerance)
        switch configuration.axes {
        case .both: return nil
        case .horizontal: return abs(blank.y - start.y) > tolerance ? ("y", start.y) : nil
        case .vertical: return abs(blank.x - start.x) > tolerance ? ("x", start.x) : nil
        }
    }
}
