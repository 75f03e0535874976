/// One instruction of a path, with absolute coordinates.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier from the current point.
    case quad(to: Point, control: Point)
    /// A cubic Bézier from the current point.
    case cubic(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line back to its start.
    case close

    /// The point where the element leaves the pen, if it moves it.
    /// True when every point of the element is finite.
    public var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let p, let c): p.isFinite && c.isFinite
        case .cubic(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
        case .close: true
        }
    }

    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p): p
        case .quad(let p, _): p
        case .cubic(let p, _, _): p
        case .close: nil
        }
    }
}

/// A vector path: a sequence of subpaths made of lines, quadratic and cubic Béziers.
///
/// A path is a value: a list of absolute ``PathElement``s, like CGPath or
/// UIBezierPath. Drawing elements with no current point start at the origin
/// (or at the last subpath's start after a close), as in SVG.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// The start of the current subpath (where `close` returns to).
    private var subpathStart: Point = .zero
    /// Where the pen is, or nil before the first element.
    public private(set) var currentPoint: Point?

    public init() {}

    public init(_ elements: [PathElement]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Makes room for `count` elements in all, so appending that many allocates once.
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// True when every coordinate is finite.
    public var isFinite: Bool { elements.allSatisfy(\.isFinite) }

    /// Appends one element, keeping track of the current point.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            subpathStart = p
            currentPoint = p
        case .close:
            guard currentPoint != nil else { return }  // nothing to close
            currentPoint = subpathStart
        default:
            if currentPoint == nil { append(.move(to: subpathStart)) }
            currentPoint = element.endPoint
        }
        elements.append(element)
    }

    public mutating func move(to p: Point) { append(.move(to: p)) }
    public mutating func line(to p: Point) { append(.line(to: p)) }
    public mutating func quad(to p: Point, control c: Point) { append(.quad(to: p, control: c)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        append(.cubic(to: p, control1: c1, control2: c2))
    }
    public mutating func close() { append(.close) }

    /// Appends every element of `other`.
    public mutating func append(contentsOf other: Path) {
        for e in other.elements { append(e) }
    }

    /// The path under an affine transform (exact: Béziers are affine invariant).
    public func applying(_ t: AffineTransform) -> Path {
        Path(
            elements.map { e in
                switch e {
                case .move(let p): .move(to: t.apply(p))
                case .line(let p): .line(to: t.apply(p))
                case .quad(let p, let c): .quad(to: t.apply(p), control: t.apply(c))
                case .cubic(let p, let c1, let c2):
                    .cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
                case .close: .close
                }
            })
    }

    /// The subpaths, each as a start point and a list of segments.
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var pen = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                if let s = current { result.append(s) }
                current = Subpath(start: p)
                pen = p
            case .close:
                guard var s = current else { continue }
                s.isClosed = true
                result.append(s)
                current = nil
                pen = s.start
            default:
                if current == nil { current = Subpath(start: pen) }
                let end = e.endPoint!
                switch e {
                case .line: current!.segments.append(.line(Line(pen, end)))
                case .quad(_, let c): current!.segments.append(.quad(QuadBezier(pen, c, end)))
                case .cubic(_, let c1, let c2):
                    current!.segments.append(.cubic(CubicBezier(pen, c1, c2, end)))
                default: break
                }
                pen = end
            }
        }
        if let s = current { result.append(s) }
        return result
    }

    /// Every drawn segment in order, closing lines included.
    public var segments: [PathSegment] { subpaths.flatMap(\.drawnSegments) }
}

/// A connected run of segments starting at a move.
public struct Subpath: Hashable, Sendable {
    public var start: Point
    public var segments: [PathSegment] = []
    /// True when the subpath ends with a close (a line back to `start`).
    public var isClosed = false

    public init(start: Point, segments: [PathSegment] = [], isClosed: Bool = false) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// Where the last segment ends (the start for an empty subpath).
    public var end: Point { segments.last?.end ?? start }

    /// The segments as drawn by a stroke: with the closing line when the subpath is
    /// closed and does not already end at its start.
    public var drawnSegments: [PathSegment] {
        guard isClosed, end != start else { return segments }
        return segments + [.line(Line(end, start))]
    }

    /// The segments that bound a fill: every subpath is implicitly closed.
    public var filledSegments: [PathSegment] {
        end == start ? segments : segments + [.line(Line(end, start))]
    }

    /// The subpath as path elements.
    public var path: Path {
        var p = Path()
        p.move(to: start)
        for s in segments { p.append(s.element) }
        if isClosed { p.close() }
        return p
    }
}
