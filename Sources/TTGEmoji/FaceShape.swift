import TTGGeometry

/// The outline of the face.
public enum FaceShape: String, CaseIterable, Hashable, Sendable {
    case circle
    /// Corner radius 22% of the short side.
    case roundedSquare
    /// A rounded square with straight edges and softer, cubic corners (radius 24% of the short side).
    case squircle
    /// An organic four-curve outline leaning as the progress changes.
    case blob
    /// A lying pill, as wide as the face and 68% as tall.
    case capsule
    /// A shield: a pointed top, straight shoulders and round sides down to a point.
    case shield
    /// A cloud: a flat bottom under three bumps.
    case cloud
    /// No outline: eyes and mouth only.
    case none

    /// The outline filling `rect` at progress `p` (nil for ``none``).
    public func path(in rect: Rect, progress p: Double) -> Path? {
        switch self {
        case .circle: Path(ovalIn: rect)
        case .roundedSquare: Path(roundedRect: rect, cornerRadius: 0.22 * min(rect.width, rect.height))
        case .squircle: FaceOutlines.squircle(in: rect)
        case .blob: FaceOutlines.blob(in: rect, progress: p)
        case .capsule: Path(roundedRect: rect.insetBy(dx: 0, dy: 0.16 * rect.height), cornerRadius: 0.34 * rect.height)
        case .shield: FaceOutlines.shield(in: rect)
        case .cloud: FaceOutlines.cloud(in: rect)
        case .none: nil
        }
    }
}

/// The outlines other than circles, rounded squares and capsules, in the original's
/// construction. Points are written as fractions of the rectangle (`UnitBox`).
enum FaceOutlines {
    /// Straight edges between corners of radius r = 0.24 · short side; each corner is
    /// one cubic whose handles run 0.72 r along the edges.
    static func squircle(in box: Rect) -> Path {
        let r = 0.24 * min(box.width, box.height)
        let k = 0.72 * r
        let (x0, x1, y0, y1) = (box.minX, box.maxX, box.minY, box.maxY)
        var path = Path()
        path.move(to: Point(x0 + r, y0))
        path.line(to: Point(x1 - r, y0))
        path.cubic(to: Point(x1, y0 + r), control1: Point(x1 - r + k, y0), control2: Point(x1, y0 + r - k))
        path.line(to: Point(x1, y1 - r))
        path.cubic(to: Point(x1 - r, y1), control1: Point(x1, y1 - r + k), control2: Point(x1 - r + k, y1))
        path.line(to: Point(x0 + r, y1))
        path.cubic(to: Point(x0, y1 - r), control1: Point(x0 + r - k, y1), control2: Point(x0, y1 - r + k))
        path.line(to: Point(x0, y0 + r))
        path.cubic(to: Point(x0 + r, y0), control1: Point(x0, y0 + r - k), control2: Point(x0 + r - k, y0))
        path.close()
        return path
    }

    /// Four cubics through the top, right, bottom and left points, which move in by
    /// a few percent of the box: at p = 0 the top and the right sit lower and further
    /// in, at p = 1 the left and the bottom; the handles overshoot the box slightly.
    /// The original's two handles at each point are turned to the bisector of their
    /// directions, lengths kept, so the outline has no kink where its curves meet.
    static func blob(in box: Rect, progress p: Double) -> Path {
        let u = UnitBox(box)
        let left = 0.06 + 0.02 * p
        let right = 0.96 - 0.02 * (1 - p)
        let top = 0.03 + 0.03 * (1 - p)
        let bottom = 0.96 - 0.02 * p
        // Each point with the original's handle coming in and going out, in the unit box.
        let joins: [(into: Point, at: Point, out: Point)] = [
            (Point(0.31, top - 0.06), Point(0.5, top), Point(0.87, top - 0.02)),
            (Point(right + 0.04, 0.34), Point(right, 0.5), Point(right + 0.02, 0.82)),
            (Point(0.68, bottom + 0.05), Point(0.5, bottom), Point(0.27, bottom - 0.02)),
            (Point(left - 0.04, 0.70), Point(left, 0.5), Point(left - 0.02, 0.22)),
        ].map(Self.smoothed)
        var path = Path()
        path.move(to: u[joins[0].at.x, joins[0].at.y])
        for i in 0..<4 {
            let (from, to) = (joins[i], joins[(i + 1) % 4])
            path.cubic(
                to: u[to.at.x, to.at.y], control1: u[from.out.x, from.out.y], control2: u[to.into.x, to.into.y])
        }
        path.close()
        return path
    }

    /// The two handles at `at` turned onto one line, the bisector of their directions,
    /// each keeping its length. Collinear handles stay so through any affine map (the
    /// box need not be square).
    static func smoothed(_ join: (into: Point, at: Point, out: Point)) -> (into: Point, at: Point, out: Point) {
        let a = join.at
        let (inX, inY) = (a.x - join.into.x, a.y - join.into.y)
        let (outX, outY) = (join.out.x - a.x, join.out.y - a.y)
        let (inLength, outLength) = ((inX * inX + inY * inY).squareRoot(), (outX * outX + outY * outY).squareRoot())
        let (dx, dy) = (inX / inLength + outX / outLength, inY / inLength + outY / outLength)
        let d = (dx * dx + dy * dy).squareRoot()
        return (
            Point(a.x - inLength * dx / d, a.y - inLength * dy / d), a,
            Point(a.x + outLength * dx / d, a.y + outLength * dy / d)
        )
    }

    /// A point at 2% from the top, straight lines out to shoulders at (8%, 22%) from
    /// the sides, and two cubics down to a point 2% above the bottom.
    static func shield(in box: Rect) -> Path {
        let u = UnitBox(box)
        var path = Path()
        path.move(to: u[0.5, 0.02])
        path.line(to: u[0.92, 0.22])
        path.cubic(to: u[0.5, 0.98], control1: u[0.97, 0.58], control2: u[0.74, 0.92])
        path.cubic(to: u[0.08, 0.22], control1: u[0.26, 0.92], control2: u[0.03, 0.58])
        path.close()
        return path
    }

    /// Four cubics from the bottom left round a small left bump, the big top bump
    /// and the right side, closed by a nearly flat line along the bottom; moved down
    /// (5.6% of the box) so that it sits in the middle of the box, not high in it.
    static func cloud(in box: Rect) -> Path {
        let u = UnitBox(box)
        var path = Path()
        path.move(to: u[0.24, 0.74])
        path.cubic(to: u[0.20, 0.43], control1: u[0.06, 0.75], control2: u[0.04, 0.47])
        path.cubic(to: u[0.43, 0.23], control1: u[0.20, 0.26], control2: u[0.34, 0.18])
        path.cubic(to: u[0.76, 0.38], control1: u[0.54, 0.04], control2: u[0.78, 0.13])
        path.cubic(to: u[0.82, 0.76], control1: u[0.96, 0.34], control2: u[0.97, 0.78])
        path.line(to: u[0.24, 0.74])
        path.close()
        return path.applying(.translation(x: 0, y: box.midY - path.bounds.midY))
    }
}

/// Points given as fractions of a rectangle: `u[0, 0]` is its top-left corner, `u[1, 1]` its bottom-right.
struct UnitBox {
    let rect: Rect

    init(_ rect: Rect) { self.rect = rect }

    subscript(x: Double, y: Double) -> Point {
        Point(rect.minX + x * rect.width, rect.minY + y * rect.height)
    }
}
