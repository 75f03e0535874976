import TTGBase
import TTGGeometry

/// One contour as a shape property holds it: its vertices, each with an in-tangent and an
/// out-tangent relative to it, and whether it closes (lottie-ios's `BezierPath`).
struct LottieBezier: LottieAnimatable {
    var isClosed: Bool
    /// The vertices' x and y, then the in-tangents', then the out-tangents' (6 numbers a vertex),
    /// rounded: flat, as the keyframe sampling sees a contour.
    var numbers: [Double]

    /// A contour from its flat numbers (see ``numbers``), rounded as ``LottieNumber/coordinate(_:)``.
    init(isClosed: Bool, coordinates: [Double]) {
        self.init(isClosed: isClosed, rounded: coordinates.map(LottieNumber.coordinate))
    }

    private init(isClosed: Bool, rounded numbers: [Double]) {
        self.isClosed = isClosed
        self.numbers = numbers
    }

    /// A closed polygon through `corners`, with straight sides, its corners rounded as
    /// ``LottieNumber/value(_:)``.
    static func polygon(_ corners: [Point]) -> LottieBezier {
        let vertices = LottieNumber.values(corners.flatMap { [$0.x, $0.y] })
        return LottieBezier(isClosed: true, rounded: vertices + [Double](repeating: 0, count: 4 * corners.count))
    }

    var vertexCount: Int { numbers.count / 6 }

    var json: JSON {
        let count = vertexCount
        func points(from start: Int) -> JSON {
            .array((0..<count).map { .pair(numbers[start + 2 * $0], numbers[start + 2 * $0 + 1]) })
        }
        return .object([
            ("c", .bool(isClosed)), ("v", points(from: 0)), ("i", points(from: 2 * count)),
            ("o", points(from: 4 * count)),
        ])
    }

    var keyframeJSON: JSON { .array([json]) }
}
