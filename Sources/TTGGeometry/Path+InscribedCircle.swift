extension Path {
    /// The largest circle inside the path's fill with `rule` (every subpath closed) that no
    /// contour crosses: its center, within `tolerance` of the best radius, and its radius; nil
    /// when the fill covers no area. A contour inside the fill (nonzero fills one wound the same
    /// way as the one around it) still bounds the circle, as its stroke would.
    ///
    /// The center is where the fill is deepest, the point farthest from the boundary: what a
    /// label or a drawing placed inside an arbitrary outline is centered on. The search is a
    /// branch and bound over square cells: a cell whose center lies d inside the boundary
    /// holds no point deeper than d plus its half diagonal (the depth changes no faster than
    /// the position), so cells that cannot beat the deepest center found so far are dropped
    /// and the most promising is split first.
    public func largestInscribedCircle(rule: FillRule = .nonzero, tolerance: Double) -> (
        center: Point, radius: Double
    )? {
        // The contours as closed polygons within a quarter of the tolerance of the curves.
        let contours = flattened(tolerance: tolerance / 4).map { $0 + [$0[0]] }
        let box = bounds
        guard contours.contains(where: { $0.count > 2 }), box.width > 0, box.height > 0, tolerance > 0 else {
            return nil
        }
        // Signed depth: the distance to the nearest contour, negative outside the fill.
        func depth(_ p: Point) -> Double {
            var nearest = Double.infinity
            var winding = 0
            for contour in contours {
                for (a, b) in zip(contour, contour.dropFirst()) {
                    nearest = min(nearest, Self.distance(from: p, toSegment: a, b))
                    // Crossings of the ray to the right of p: downward +1, upward −1 (y down).
                    if (a.y <= p.y) != (b.y <= p.y), p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) {
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
            return rule.isInside(winding: winding) ? nearest : -nearest
        }
        struct Cell {
            var center: Point
            var half: Double
            var depth: Double
            /// The deepest any point of the cell can lie.
            var bound: Double { depth + half * 2.0.squareRoot() }
        }
        func cell(_ center: Point, _ half: Double) -> Cell { Cell(center: center, half: half, depth: depth(center)) }

        var queue = MaxHeap<Cell> { $0.bound < $1.bound }
        let side = min(box.width, box.height)
        var y = box.minY
        while y < box.maxY {
            var x = box.minX
            while x < box.maxX {
                queue.insert(cell(Point(x + side / 2, y + side / 2), side / 2))
                x += side
            }
            y += side
        }
        var best = cell(Point(box.midX, box.midY), 0)
        while let next = queue.removeMax() {
            if next.depth > best.depth { best = next }
            guard next.bound - best.depth > tolerance else { continue }
            let half = next.half / 2
            for (dx, dy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
                queue.insert(cell(Point(next.center.x + dx * half, next.center.y + dy * half), half))
            }
        }
        return best.depth > 0 ? (best.center, best.depth) : nil
    }

    /// The distance from `p` to the segment from `a` to `b`.
    private static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let squared = dx * dx + dy * dy
        let t = squared == 0 ? 0 : min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / squared, 0), 1)
        return p.distance(to: Point(a.x + t * dx, a.y + t * dy))
    }
}

/// A binary heap that hands out its largest element first, by `isLess`.
private struct MaxHeap<Element> {
    private var elements: [Element] = []
    private let isLess: (Element, Element) -> Bool

    init(by isLess: @escaping (Element, Element) -> Bool) { self.isLess = isLess }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0, isLess(elements[(child - 1) / 2], elements[child]) {
            elements.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    mutating func removeMax() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let top = elements.removeLast()
        var parent = 0
        while true {
            var largest = parent
            for child in [2 * parent + 1, 2 * parent + 2]
            where child < elements.count && isLess(elements[largest], elements[child]) {
                largest = child
            }
            guard largest != parent else { return top }
            elements.swapAt(parent, largest)
            parent = largest
        }
    }
}
