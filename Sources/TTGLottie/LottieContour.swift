import TTGGeometry

/// One contour of a path as Lottie's shape value holds it: vertices, each with an in-tangent
/// and an out-tangent relative to it, and whether it closes.
///
/// The numbers of a contour at one sample are flat, for keyframing: the vertices' x and y,
/// then the in-tangents', then the out-tangents'.
struct LottieContour {
    /// Its index among the path's subpaths.
    var subpath: Int
    var isClosed: Bool
    /// At each sample: 6 numbers a vertex.
    var samples: [[Double]]

    var vertexCount: Int { samples[0].count / 6 }

    /// The contours of a path at each sample (same commands, different numbers); a contour
    /// that draws nothing (a lone move) is left out. A closed contour whose last vertex is its
    /// first at every sample ends on the vertex before, handing its curve to the first.
    static func contours(of paths: [Path]) -> [LottieContour] {
        let subpaths = paths.map(\.subpaths)
        return subpaths[0].indices.compactMap { k in
            guard !subpaths[0][k].segments.isEmpty || subpaths[0][k].isClosed else { return nil }
            let points = subpaths.map { vertices(of: $0[k]) }
            let closed = subpaths[0][k].isClosed
            let merges =
                closed && points[0].count > 1 && points.allSatisfy { $0[$0.count - 1].vertex == $0[0].vertex }
            let samples = points.map { list -> [Double] in
                var list = list
                if merges {
                    list[0].inTangent = list[list.count - 1].inTangent
                    list.removeLast()
                }
                return list.flatMap { [$0.vertex.x, $0.vertex.y] }
                    + list.flatMap { [$0.inTangent.dx, $0.inTangent.dy] }
                    + list.flatMap { [$0.outTangent.dx, $0.outTangent.dy] }
            }
            return LottieContour(subpath: k, isClosed: closed, samples: samples)
        }
    }

    /// The vertices of a subpath with their tangents (a quadratic raised to a cubic).
    private static func vertices(of subpath: Subpath) -> [(vertex: Point, inTangent: Vector, outTangent: Vector)] {
        var list: [(vertex: Point, inTangent: Vector, outTangent: Vector)] = [(subpath.start, .zero, .zero)]
        for segment in subpath.segments {
            let cubic: CubicBezier
            switch segment {
            case .line(let line):
                list.append((line.end, .zero, .zero))
                continue
            case .quad(let quad): cubic = quad.cubic
            case .cubic(let c): cubic = c
            }
            list[list.count - 1].outTangent = cubic.control1 - cubic.start
            list.append((cubic.end, cubic.control2 - cubic.end, .zero))
        }
        return list
    }

    /// The contour at one sample (its flat numbers, as ``samples`` holds them), as a shape value.
    func bezier(_ numbers: [Double]) -> LottieBezier { LottieBezier(isClosed: isClosed, coordinates: numbers) }
}
