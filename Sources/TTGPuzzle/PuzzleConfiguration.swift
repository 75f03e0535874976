import TTGGeometry
import TTGScene

/// Everything one puzzle challenge is made of: the picture, the piece, where
/// the hole is, where the piece is, and how the layers look.
///
/// Positions are the top-left corners of the piece's box in canvas points.
/// ``validate()`` checks the fields; the scene functions in ``PuzzleLayers``
/// expect a valid configuration.
public struct PuzzleConfiguration: Hashable, Sendable {
    public static let defaultCanvasSize = Size(320, 200)
    public static let defaultPieceSize = Size(100, 100)
    /// Where the piece starts and where a reset puts it back: TTGPuzzleVerify's
    /// initial `puzzlePosition`, (20, 20), clamped into the canvas.
    public static let defaultStart = Point(20, 20)
    /// How far random blanks keep from the canvas's edges.
    public static let margin = 10.0
    /// The default drop and inner shadow: black at 50%, radius 4, no offset.
    public static let defaultShadow = Shadow(color: Color.black.withAlpha(0.5), radius: 4)

    public var canvasSize: Size
    public var shape: PuzzleShape
    public var pieceSize: Size
    /// Rotation of the piece about its box's center, in degrees (clockwise on screen).
    public var rotation: Double
    public var background: PuzzleBackground
    /// How a bitmap background is mapped onto the canvas (stretched, as TTGPuzzleVerify does).
    public var imageFit: PuzzleImageFit
    /// The color under the picture, seen through the hole (nil: transparent, TTGPuzzleVerify's `.clear`).
    public var backgroundColor: Color?
    /// Where the hole is.
    public var blank: Point
    /// Where the piece is drawn; nil for its ``start``. Clamped into the canvas.
    public var position: Point?
    public var axes: PuzzleAxes
    /// How far from the blank (on each axis) a drop still verifies.
    public var tolerance: Double
    /// The opacity of the picture inside the hole (0…1).
    public var blankAlpha: Double
    /// The piece's drop shadow (nil: none).
    public var pieceShadow: Shadow?
    /// The hole's inner shadow (nil: none).
    public var innerShadow: Shadow?
    /// Rounds the canvas's corners (0: square corners).
    public var cornerRadius: Double
    /// Holes that look like the real one but are not it (served challenges); none by default.
    public var decoys: [Point] = []
    /// The hole's flat fill: nil draws the picture at ``blankAlpha`` (the original's look).
    /// Served challenges fill it flat, so the hole holds none of the piece's pixels.
    public var holeColor: Color?
    /// Where the piece starts when not ``defaultStart`` (a served challenge's random start row).
    public var startOverride: Point?
    /// Seeds the faint grain over a served background (``PuzzleGrain``); nil: none.
    public var grain: UInt64?
    /// Where a filled picture's crop is (fractions of the overflow; 0.5, 0.5 centers it).
    public var imageAnchor = Point(0.5, 0.5)

    public init(
        canvasSize: Size = defaultCanvasSize, shape: PuzzleShape = .classic,
        pieceSize: Size? = nil, rotation: Double = 0, background: PuzzleBackground = .scenic,
        imageFit: PuzzleImageFit = .stretch, backgroundColor: Color? = nil, blank: Point? = nil, position: Point? = nil,
        axes: PuzzleAxes = .both, tolerance: Double = 8,
        blankAlpha: Double = 0.5, pieceShadow: Shadow? = defaultShadow, innerShadow: Shadow? = defaultShadow,
        cornerRadius: Double = 0
    ) {
        self.canvasSize = canvasSize
        self.shape = shape
        let size = pieceSize ?? Self.defaultPieceSize(of: shape, canvas: canvasSize)
        self.pieceSize = size
        self.rotation = rotation
        self.background = background
        self.imageFit = imageFit
        self.backgroundColor = backgroundColor
        self.blank = blank ?? Self.defaultBlank(canvas: canvasSize, pieceSize: size, axes: axes)
        self.position = position
        self.axes = axes
        self.tolerance = tolerance
        self.blankAlpha = blankAlpha
        self.pieceShadow = pieceShadow
        self.innerShadow = innerShadow
        self.cornerRadius = cornerRadius
    }

    /// The default piece size of `shape`: a custom path keeps its own size (its
    /// bounds), as in TTGPuzzleVerify; a built-in shape is 100 × 100, scaled
    /// down (keeping its square shape) when the canvas is smaller.
    public static func defaultPieceSize(of shape: PuzzleShape, canvas: Size) -> Size {
        if case .custom(let path) = shape {
            let bounds = path.bounds
            return bounds.isFinite ? Size(bounds.width, bounds.height) : Size(0, 0)
        }
        return fittedDefaultPieceSize(canvas: canvas)
    }

    /// The default piece size, scaled down (keeping its square shape) when the canvas is smaller.
    public static func fittedDefaultPieceSize(canvas: Size) -> Size {
        let side = min(defaultPieceSize.width, canvas.width, canvas.height)
        return Size(max(side, 0), max(side, 0))
    }

    /// The default blank, on whole points: four fifths of the way along the
    /// horizontal track and centered vertically; on the start's row for
    /// horizontal drags (on its column, four fifths down, for vertical ones),
    /// so the piece can reach it.
    public static func defaultBlank(canvas: Size, pieceSize: Size, axes: PuzzleAxes = .both) -> Point {
        let track = Size(max(0, canvas.width - pieceSize.width), max(0, canvas.height - pieceSize.height))
        let start = start(track: track)
        switch axes {
        case .both: return Point((track.width * 0.8).rounded(), (track.height / 2).rounded())
        case .horizontal: return Point((track.width * 0.8).rounded(), start.y)
        case .vertical: return Point(start.x, (track.height * 0.8).rounded())
        }
    }

    /// ``defaultStart`` clamped to a track (the largest x and y of the piece's corner).
    static func start(track: Size) -> Point {
        Point(min(defaultStart.x, track.width), min(defaultStart.y, track.height))
    }

    /// Checks every field; throws the first problem.
    public func validate() throws {
        guard canvasSize.isFinite, canvasSize.width > 0, canvasSize.height > 0 else {
            throw PuzzleError.invalidCanvas(canvasSize)
        }
        // Before the size: a custom path's size is its bounds'.
        let bounds = shape.path.bounds
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else { throw PuzzleError.emptyShape }
        guard pieceSize.isFinite, pieceSize.width > 0, pieceSize.height > 0,
            pieceSize.width <= canvasSize.width, pieceSize.height <= canvasSize.height
        else {
            throw PuzzleError.pieceDoesNotFit(piece: pieceSize, canvas: canvasSize)
        }
        let track = verifier.track
        guard blank.isFinite, (0...track.width).contains(blank.x), (0...track.height).contains(blank.y) else {
            throw PuzzleError.blankOutsideCanvas(blank: blank, maximum: Point(track.width, track.height))
        }
        try check(.rotation, rotation, Self.rotationRange)
        try check(.tolerance, tolerance, Self.toleranceRange)
        try check(.blankAlpha, blankAlpha, 0...1)
        try check(.cornerRadius, cornerRadius, 0...(min(canvasSize.width, canvasSize.height) / 2))
        for (shadow, radius, offset) in [
            (pieceShadow, PuzzleField.pieceShadowRadius, PuzzleField.pieceShadowOffset),
            (innerShadow, .innerShadowRadius, .innerShadowOffset),
        ] {
            guard let shadow else { continue }
            try check(radius, shadow.radius, Self.shadowRadiusRange)
            try check(offset, max(abs(shadow.offset.dx), abs(shadow.offset.dy)), Self.shadowOffsetRange)
        }
    }

    public static let rotationRange = -3600.0...3600.0
    public static let toleranceRange = 0.0...10_000.0
    public static let shadowRadiusRange = 0.0...100.0
    /// The largest shadow offset on either axis.
    public static let shadowOffsetRange = 0.0...100.0

    private func check(_ field: PuzzleField, _ value: Double, _ range: ClosedRange<Double>) throws {
        guard value.isFinite, range.contains(value) else {
            throw PuzzleError.outOfRange(field: field, value: value, range: range)
        }
    }

    /// The outline of the piece (placed at the blank or at the piece's position).
    public var outline: PuzzleOutline { PuzzleOutline(shape: shape, size: pieceSize, rotation: rotation) }

    /// Where the piece starts, and where a reset puts it back: ``startOverride`` or
    /// ``defaultStart``, clamped into the canvas, whatever the axes.
    public var start: Point {
        let track = PuzzleVerifier(canvasSize: canvasSize, pieceSize: pieceSize, blank: blank, start: blank).track
        guard let p = startOverride else { return Self.start(track: track) }
        return Point(min(max(p.x, 0), track.width), min(max(p.y, 0), track.height))
    }

    /// The room kept between two holes, in points.
    public static let holeGap = 6.0

    /// The outline's bounds with its box at `origin`, grown by half of ``holeGap`` on each side;
    /// `reach` is ``PuzzleOutline/boundsInBox``, measured once by callers that loop.
    func holeBounds(at origin: Point, reach: Rect? = nil) -> Rect {
        let r = reach ?? outline.boundsInBox
        let g = Self.holeGap / 2
        return Rect(
            x: origin.x + r.minX - g, y: origin.y + r.minY - g, width: r.width + 2 * g, height: r.height + 2 * g)
    }

    /// Whether holes at `a` and `b` would overlap (or come closer than ``holeGap``).
    public func holesOverlap(_ a: Point, _ b: Point) -> Bool {
        holesOverlap(a, b, reach: outline.boundsInBox)
    }

    private func holesOverlap(_ a: Point, _ b: Point, reach: Rect) -> Bool {
        let r = holeBounds(at: a, reach: reach)
        let s = holeBounds(at: b, reach: reach)
        return r.minX < s.maxX && s.minX < r.maxX && r.minY < s.maxY && s.minY < r.maxY
    }

    /// `count` decoys drawn from `generator` by the rule of ``randomBlank(using:)``, none
    /// overlapping the blank or each other; nil when they do not fit after many tries.
    public func randomDecoys<G: RandomNumberGenerator>(
        count: Int, attempts: Int = 50, using generator: inout G
    ) -> [Point]? {
        guard count > 0 else { return [] }
        // Measuring the outline is most of a draw: once for all of them.
        let reach = outline.boundsInBox
        for _ in 0..<attempts {
            var placed: [Point] = []
            var tries = 0
            while placed.count < count, tries < 200 * count {
                tries += 1
                let p = randomBlank(reach: reach, using: &generator)
                if holesOverlap(p, blank, reach: reach) || placed.contains(where: { holesOverlap($0, p, reach: reach) })
                {
                    continue
                }
                placed.append(p)
            }
            if placed.count == count { return placed }
        }
        return nil
    }

    /// A served hole's color where no challenge draws its own: flat, light and cool, so the hole
    /// reads as a hole on any picture. ``PuzzleServing`` gives each challenge a ``PuzzleHoleFill``
    /// instead: one fixed color finds every hole of every challenge.
    public static let servedHoleColor = Color(red8: 0xC9, green8: 0xCC, blue8: 0xD6)
    /// Look-alike holes a served challenge has besides the real one: with three, a solver that
    /// finds every hole perfectly still picks the real one a quarter of the time (make attack).
    public static let servedDecoyCount = 3

    /// Makes this a served challenge (set ``holeColor`` too, e.g. to ``PuzzleHoleFill/random(using:)``), drawing from `generator`: a landscape of its own when
    /// the picture is the built-in one, a grain seed, a random start row with `--axes both` (x stays 20), and a random blank
    /// with `decoys` decoys (or decoys around a `fixedBlank`). False when the holes do not fit.
    public mutating func makeServed<G: RandomNumberGenerator>(
        decoys: Int, fixedBlank: Point? = nil, using generator: inout G
    ) -> Bool {
        if background == .scenic { background = .landscape(.random(using: &generator)) }
        grain = generator.next()
        if axes == .both {
            let track = verifier.track
            let y = Double(uniformInteger(in: 0...Int(track.height.rounded(.down)), using: &generator))
            startOverride = Point(Self.defaultStart.x, y)
        }
        return placeHoles(decoys: decoys, fixedBlank: fixedBlank, using: &generator)
    }

    /// Places the blank (random, or `fixedBlank`) and `decoys` decoys; false when they do not fit.
    public mutating func placeHoles<G: RandomNumberGenerator>(
        decoys count: Int, fixedBlank: Point? = nil, using generator: inout G
    ) -> Bool {
        if let fixedBlank {
            blank = fixedBlank
            guard let found = decoysAroundBlank(count: count, using: &generator) else { return false }
            decoys = found
        } else {
            guard let holes = randomHoles(decoys: count, using: &generator) else { return false }
            (blank, decoys) = holes
        }
        return true
    }

    /// A random blank and `decoys` decoys, all by the same rule: the holes are drawn
    /// together and the real one is picked among them uniformly, so no hole's place
    /// tells it apart. Nil when they do not fit.
    ///
    /// The holes are a ``PuzzleHoleLattice`` where it fits: as many as fit on one row (all of
    /// them on the default served canvas), every hole uniform over the allowed area. Where it
    /// does not, they are drawn one by one by ``randomBlank(using:)``, apart, until all fit:
    /// still by one rule, but packed holes lean towards the area's edges.
    public func randomHoles<G: RandomNumberGenerator>(
        decoys count: Int, using generator: inout G
    ) -> (blank: Point, decoys: [Point])? {
        let reach = outline.boundsInBox
        if let lattice = PuzzleHoleLattice(self, count: count + 1, reach: reach, using: &generator) {
            var all = lattice.randomHoles(using: &generator)
            if holesFit(all, reach: reach) {
                let blank = all.remove(at: uniformInteger(in: 0...count, using: &generator))
                return (blank, all)
            }
        }
        var probe = self
        var found: [Point]?
        for _ in 0..<50 where found == nil {
            probe.blank = randomBlank(using: &generator)
            found = probe.randomDecoys(count: count, attempts: 2, using: &generator)
        }
        guard var all = found else { return nil }
        all.append(probe.blank)
        let real = uniformInteger(in: 0...(all.count - 1), using: &generator)
        let blank = all.remove(at: real)
        return (blank, all)
    }

    /// `count` decoys around the blank, by the rule of ``randomHoles(decoys:using:)``: the
    /// lattice moved so that one of its holes, picked at random, is the blank, when the blank is
    /// one of the allowed corners; else ``randomDecoys(count:attempts:using:)``.
    func decoysAroundBlank<G: RandomNumberGenerator>(count: Int, using generator: inout G) -> [Point]? {
        let reach = outline.boundsInBox
        if let lattice = PuzzleHoleLattice(self, count: count + 1, reach: reach, using: &generator) {
            let index = uniformInteger(in: 0...count, using: &generator)
            if var all = lattice.holes(placing: index, at: blank), holesFit(all, reach: reach) {
                all.remove(at: index)
                return all
            }
        }
        return randomDecoys(count: count, using: &generator)
    }

    /// Whether `holes` all lie on the track, apart from each other.
    private func holesFit(_ holes: [Point], reach: Rect) -> Bool {
        let track = verifier.track
        for (i, a) in holes.enumerated() {
            guard (0...track.width).contains(a.x), (0...track.height).contains(a.y) else { return false }
            if holes[(i + 1)...].contains(where: { holesOverlap(a, $0, reach: reach) }) { return false }
        }
        return true
    }

    /// The verifier of this challenge.
    public var verifier: PuzzleVerifier {
        PuzzleVerifier(
            canvasSize: canvasSize, pieceSize: pieceSize, blank: blank, start: start,
            tolerance: tolerance, axes: axes)
    }

    /// Where the piece is drawn: ``position`` (or the start), constrained and clamped.
    public var piecePosition: Point { verifier.constrained(position ?? start) }

    /// A random blank on whole points that keeps the whole piece (rotated, if
    /// it is) at least ``margin`` inside the canvas where there is room, and
    /// past the piece's start along the drag axis, so the piece never starts
    /// on top of its hole; on the start's row (column) when the piece only
    /// moves horizontally (vertically), so it can reach the hole.
    public func randomBlank<G: RandomNumberGenerator>(using generator: inout G) -> Point {
        randomBlank(reach: outline.boundsInBox, using: &generator)
    }

    /// ``randomBlank(using:)`` with the outline's ``PuzzleOutline/boundsInBox`` given.
    private func randomBlank<G: RandomNumberGenerator>(reach: Rect, using generator: inout G) -> Point {
        let (xs, ys) = blankRanges(reach: reach)
        var x = Double(uniformInteger(in: xs, using: &generator))
        var y = Double(uniformInteger(in: ys, using: &generator))
        // A piece that moves along one axis only can reach the blanks on the start's row or column.
        switch axes {
        case .horizontal: y = start.y
        case .vertical: x = start.x
        case .both: break
        }
        // Never outside the canvas, whatever the margins did.
        let track = verifier.track
        return Point(min(max(x, 0), track.width), min(max(y, 0), track.height))
    }

    /// The whole points a random blank's corner is drawn from on each axis, before the axes fix
    /// one of them: at least ``margin`` inside the canvas where there is room, past the start.
    private func blankRanges(reach: Rect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        func range(_ low: Double, _ high: Double, after start: Double?) -> ClosedRange<Int> {
            var lo = low
            var hi = high
            if hi < lo {
                lo = (lo + hi) / 2
                hi = lo
            }
            if let start { lo = max(lo, min(start, hi)) }
            let a = Int(lo.rounded(.up))
            let b = Int(hi.rounded(.down))
            return a <= b ? a...b : Int(lo.rounded())...Int(lo.rounded())
        }
        let start = self.start
        let xs = range(
            Self.margin - reach.minX, canvasSize.width - Self.margin - reach.maxX,
            after: axes == .vertical ? nil : start.x + pieceSize.width)
        let ys = range(
            Self.margin - reach.minY, canvasSize.height - Self.margin - reach.maxY,
            after: axes == .vertical ? start.y + pieceSize.height : nil)
        return (xs, ys)
    }

    /// The corners ``randomBlank(using:)`` can give on each axis: `count` whole points from
    /// `low`, kept on the track; the start's coordinate alone on an axis the piece does not move along.
    func blankAxes(reach: Rect) -> (x: (low: Double, count: Int), y: (low: Double, count: Int)) {
        let (xs, ys) = blankRanges(reach: reach)
        let track = verifier.track
        func axis(_ range: ClosedRange<Int>, _ limit: Double) -> (low: Double, count: Int) {
            let low = max(range.lowerBound, 0)
            let high = min(range.upperBound, Int(limit.rounded(.down)))
            return high >= low ? (Double(low), high - low + 1) : (min(Double(low), limit), 1)
        }
        let start = self.start
        return (
            axes == .vertical ? (start.x, 1) : axis(xs, track.width),
            axes == .horizontal ? (start.y, 1) : axis(ys, track.height)
        )
    }
}
