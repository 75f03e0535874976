import TTGGeometry
import Testing

@testable import TTGVectorDrawable

/// Every transform a scene holds is said exactly by one or two VectorDrawable groups, read by
/// Android's rule for a group's matrix (translate by −pivot, scale, rotate, translate by pivot
/// + translate; the pivot is the origin here).
@Suite struct GroupPlacementTests {
    /// The matrix Android draws a group's content with.
    static func matrix(_ step: GroupPlacement.Step) -> AffineTransform {
        AffineTransform.scale(x: step.scaleX, y: step.scaleY).rotated(by: step.rotation)
            .translatedBy(x: step.translateX, y: step.translateY)
    }

    /// The groups' matrices, innermost first, composed.
    static func composed(_ placement: GroupPlacement) -> AffineTransform {
        placement.steps.reversed().reduce(AffineTransform.identity) { $0.concatenating(matrix($1)) }
    }

    static let transforms: [AffineTransform] = [
        .translation(x: 3, y: -4), .rotation(0.7), .scale(x: 2, y: 0.5).rotated(by: 1.1),
        .scale(x: -1, y: 1), .skew(x: 0.3, y: 0), AffineTransform(a: 1.2, b: 0.4, c: -0.9, d: 0.3, tx: 5, ty: 6),
        AffineTransform(a: 0.2, b: 1.4, c: 0.9, d: -0.3, tx: -5, ty: 2),
    ]

    @Test(arguments: transforms)
    func theGroupsDrawTheTransform(_ t: AffineTransform) {
        let placement = GroupPlacement(t)
        let drawn = Self.composed(placement)
        for (x, y) in zip([drawn.a, drawn.b, drawn.c, drawn.d, drawn.tx, drawn.ty], [t.a, t.b, t.c, t.d, t.tx, t.ty]) {
            #expect(abs(x - y) < 1e-9, "\(t) drawn as \(drawn)")
        }
    }

    /// A turn, a scale along the axes and a reflection need one group; a skew two.
    @Test func oneGroupWhereTheColumnsArePerpendicular() {
        #expect(GroupPlacement(.identity).steps.isEmpty)
        #expect(GroupPlacement(.scale(x: 2, y: 0.5).rotated(by: 1.1)).steps.count == 1)
        #expect(GroupPlacement(.scale(x: -1, y: 1)).steps.count == 1)
        #expect(GroupPlacement(.skew(x: 0.3, y: 0)).steps.count == 2)
    }
}
