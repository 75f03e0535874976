import TTGGeometry
import Testing

private func isClose(_ a: AffineTransform, _ b: AffineTransform, tolerance: Double) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

@Test func affineInverseRoundTrip() throws {
    let t = AffineTransform.rotation(0.3).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: -7)
        .concatenating(.skew(x: 0.2, y: -0.1))
    let inverse = try #require(t.inverted)
    for p in [Point(0, 0), Point(1, 2), Point(-40, 17.5)] {
        #expect(isClose(inverse.apply(t.apply(p)), p, tolerance: 1e-12))
        #expect(isClose(t.apply(inverse.apply(p)), p, tolerance: 1e-12))
    }
    #expect(isClose(t.concatenating(inverse), .identity, tolerance: 1e-12))
    #expect(isClose(inverse.concatenating(t), .identity, tolerance: 1e-12))
    #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
}

@Test func affineConcatenationOrder() {
    let translate = AffineTransform.translation(x: 10, y: 0)
    let rotate = AffineTransform.rotation(.pi / 2)
    // `concatenating` applies the receiver first.
    let translateThenRotate = translate.concatenating(rotate)
    let rotateThenTranslate = rotate.concatenating(translate)
    #expect(isClose(translateThenRotate.apply(Point(0, 0)), Point(0, 10), tolerance: 1e-12))
    #expect(isClose(translateThenRotate.apply(Point(1, 0)), Point(0, 11), tolerance: 1e-12))
    #expect(isClose(rotateThenTranslate.apply(Point(0, 0)), Point(10, 0), tolerance: 1e-12))
    #expect(isClose(rotateThenTranslate.apply(Point(1, 0)), Point(10, 1), tolerance: 1e-12))
    #expect(isClose(translate.rotated(by: .pi / 2), translateThenRotate, tolerance: 0))
}

@Test func affineVectorsIgnoreTranslation() {
    let t = AffineTransform.scale(x: 2, y: 3).translatedBy(x: 100, y: 100)
    #expect(t.apply(Vector(1, 1)) == Vector(2, 3))
    #expect(t.apply(Point(1, 1)) == Point(102, 103))
}

@Test func affineApplyToRect() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    let rotated = AffineTransform.rotation(.pi / 4).apply(r)
    let h = 10 / 2.0.squareRoot()
    #expect(isClose(rotated.minX, -h, absolute: 1e-12) && isClose(rotated.maxX, h, absolute: 1e-12))
    #expect(isClose(rotated.minY, 0, absolute: 1e-12) && isClose(rotated.maxY, 2 * h, absolute: 1e-12))
    let flipped = AffineTransform.scale(x: 2, y: -1).apply(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(flipped == Rect(x: 2, y: -6, width: 6, height: 4))
}

@Test func affineIsFinite() {
    #expect(AffineTransform.identity.isFinite)
    #expect(!AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isFinite)
    #expect(!AffineTransform.translation(x: .infinity, y: 0).isFinite)
    #expect(Path([.move(to: .zero), .line(to: Point(1, 1))]).isFinite)
    #expect(!Path([.move(to: .zero), .quad(to: Point(1, 1), control: Point(.nan, 0))]).isFinite)
}

@Test func pathLengthUnderTransforms() {
    let circle = cubicCircle(center: Point(3, 4), radius: 10, pieces: 8)
    let length = circle.length
    let moved = circle.applying(AffineTransform.rotation(1.1).translatedBy(x: -50, y: 20))
    #expect(isClose(moved.length, length, relative: 1e-9))
    #expect(isClose(circle.applying(.scale(x: 3, y: 3)).length, 3 * length, relative: 1e-9))
}
