/// One step of a walk over a path's subpaths, in drawing order (``Path/walk(_:)``).
enum PathStep {
    /// A subpath begins at this point (a move, or a drawing element after a close).
    case start(Point)
    /// One of the subpath's segments (``Subpath/segments``).
    case segment(PathSegment)
    /// The line a close draws back to the subpath's start, when it does not end there already.
    case closingLine(Line)
}

extension Path {
    /// Walks the subpaths as ``subpaths`` builds them, without building them: every subpath's
    /// start, then its segments, then its closing line (see ``Subpath/drawnSegments``).
    ///
    /// Measures of a whole path (its length, bounds and counts) read the elements once this way
    /// and allocate nothing.
    @inline(__always)
    func walk(_ body: (PathStep) -> Void) {
        var isOpen = false
        var start = Point.zero
        var pen = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                isOpen = true
                start = p
                pen = p
                body(.start(p))
            case .close:
                guard isOpen else { continue }
                if pen != start { body(.closingLine(Line(pen, start))) }
                isOpen = false
                pen = start
            case .line(let end):
                if !isOpen { begin() }
                body(.segment(.line(Line(pen, end))))
                pen = end
            case .quad(let end, let c):
                if !isOpen { begin() }
                body(.segment(.quad(QuadBezier(pen, c, end))))
                pen = end
            case .cubic(let end, let c1, let c2):
                if !isOpen { begin() }
                body(.segment(.cubic(CubicBezier(pen, c1, c2, end))))
                pen = end
            }
        }
        func begin() {
            isOpen = true
            start = pen
            body(.start(pen))
        }
    }

    /// The number of subpaths (``subpaths``' count).
    public var subpathCount: Int {
        var count = 0
        walk { if case .start = $0 { count += 1 } }
        return count
    }

    /// The number of segments a stroke draws, closing lines included (``segments``' count).
    public var drawnSegmentCount: Int {
        var count = 0
        walk { if case .start = $0 {} else { count += 1 } }
        return count
    }

    /// Where the first subpath starts, or nil for an empty path (a path's first element is
    /// a move: ``append(_:)`` puts one before a drawing element).
    public var startPoint: Point? {
        guard case .move(let p)? = elements.first else { return nil }
        return p
    }
}
