import Foundation
import TTGGeometry
import Testing

private func parse(_ text: String) throws -> TransformList { try TransformList(parsing: text) }

private func parseError(_ text: String) -> TransformListError? {
    do {
        _ = try TransformList(parsing: text)
        return nil
    } catch let error as TransformListError { return error } catch { return nil }
}

private func isClose(_ a: TTGGeometry.AffineTransform, _ b: TTGGeometry.AffineTransform, tolerance: Double = 1e-12)
    -> Bool
{
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}

@Test func transformListReadsEveryPlanarFunction() throws {
    let list = try parse(
        "matrix(1 2 3 4 5 6) translate(10) translate(1,-2) scale(2) scale(2 3) rotate(90) skewX(45) skewY(-45)")
    #expect(
        list.functions == [
            .matrix(TTGGeometry.AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)), .translate(x: 10, y: 0),
            .translate(x: 1, y: -2), .scale(x: 2, y: 2), .scale(x: 2, y: 3), .rotate(degrees: 90, center: .zero),
            .skewX(degrees: 45), .skewY(degrees: -45),
        ])
    #expect(try parse("").functions.isEmpty)
    #expect(try parse("  none ").functions.isEmpty)
    #expect(try parse("translate(1,2),scale(3)").functions.count == 2)
    #expect(try parse("rotate( 30 , 50 , 50 )").functions == [.rotate(degrees: 30, center: Point(50, 50))])
}

@Test func transformListAnglesTakeUnits() throws {
    #expect(try parse("rotate(90deg)").functions == [.rotate(degrees: 90, center: .zero)])
    #expect(try parse("rotate(0.25turn)").functions == [.rotate(degrees: 90, center: .zero)])
    #expect(try parse("skewX(100grad)").functions == [.skewX(degrees: 90)])
    guard case .rotate(let degrees, _) = try parse("rotate(3.14159265358979rad)").functions[0] else {
        Issue.record("not a rotation")
        return
    }
    #expect(abs(degrees - 180) < 1e-9)
}

@Test func transformListAppliesRightmostFirst() throws {
    // translate(10, 0) rotate(90): a point is turned first, then moved. (1, 0) → (0, 1) → (10, 1).
    let t = try #require(try parse("translate(10, 0) rotate(90)").affineTransform)
    #expect(t.apply(Point(1, 0)) == Point(10, 1))
    // rotate(a, cx, cy) = translate(cx, cy) rotate(a) translate(−cx, −cy): the center stays put.
    let about = try #require(try parse("rotate(90, 50, 50)").affineTransform)
    #expect(about.apply(Point(50, 50)) == Point(50, 50))
    #expect(about.apply(Point(60, 50)) == Point(50, 60))
    // skewX(45): x' = x + y.
    let skew = try #require(try parse("skewX(45)").affineTransform)
    #expect(isClose(skew, TTGGeometry.AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)))
    // The issue's example, against the product written out by hand.
    let example = try #require(try parse("translate(10,0) rotate(30, 50, 50) skewX(12) scale(1.2)").affineTransform)
    let r = 30 * Double.pi / 180
    let k = tan(12 * Double.pi / 180)
    // x' = T(R(K(S(x)))), each step written as its formula.
    func expected(_ p: Point) -> Point {
        let s = Point(1.2 * p.x, 1.2 * p.y)
        let k = Point(s.x + k * s.y, s.y)
        let rx = cos(r) * (k.x - 50) - sin(r) * (k.y - 50) + 50
        let ry = sin(r) * (k.x - 50) + cos(r) * (k.y - 50) + 50
        return Point(rx + 10, ry)
    }
    for p in [Point(0, 0), Point(7, -3), Point(100, 40)] {
        #expect(example.apply(p).distance(to: expected(p)) < 1e-12)
    }
}

@Test func transformListErrorsNameTheByteOffset() {
    #expect(
        parseError("translate(10 0) skewx(3)")?.description == "transform list: unknown function 'skewx' at offset 16")
    #expect(parseError("translate(10 0) skewx(3)")?.unknownFunction == "skewx")
    #expect(parseError("scale(2,)")?.description == "transform list: expected a number at offset 8, found ')'")
    #expect(parseError("scale(2")?.description == "transform list: expected ',' or ')' at offset 7, found end of text")
    #expect(parseError("scale 2")?.description == "transform list: expected '(' at offset 6, found '2'")
    #expect(
        parseError("rotate(1, 2)")?.description
            == "transform list: expected 1 or 3 arguments to rotate at offset 0, found 2"
    )
    #expect(
        parseError("translate(10deg)")?.description == "transform list: expected ',' or ')' at offset 12, found 'deg'")
    #expect(parseError("rotate(10px)")?.description == "transform list: expected ',' or ')' at offset 9, found 'px'")
    #expect(
        parseError("scale(1e999)")?.description == "transform list: expected a finite number at offset 6, found '1e999'"
    )
    #expect(
        parseError("perspective(0)")?.description
            == "transform list: expected a number greater than 0 at offset 12, found '0'")
    #expect(
        parseError("rotate3d(0,0,0,10)")?.description
            == "transform list: expected an axis that is not zero at offset 9, found end of text")
    // Offsets count bytes: "é" is two.
    #expect(parseError("é")?.offset == 0)
    #expect(
        parseError("scale(1) ,")?.description
            == "transform list: expected a transform function at offset 10, found end of text")
}

@Test func transformListDescriptionReadsBack() throws {
    let text =
        "matrix(1,2,3,4,5,6) translate(1,-2) scale(2,3) rotate(30,5,6) skewX(12) perspective(400) rotateY(45) rotate3d(1,1,0,30)"
    let list = try parse(text)
    #expect(list.description == text)
    #expect(try parse(list.description) == list)
    #expect(TransformList.identity.description == "none")
}

@Test func transformInterpolationIsComponentWise() throws {
    let spin = try TransformInterpolation(from: parse("rotate(0)"), to: parse("rotate(720)"))
    #expect(spin.list(at: 0.25).functions == [.rotate(degrees: 180, center: .zero)])
    // The shorter list is padded with identities of the other's kinds.
    let padded = try TransformInterpolation(
        from: parse("translate(10,0)"), to: parse("translate(20,0) scale(3) skewX(30)"))
    #expect(
        padded.list(at: 0.5).functions == [
            .translate(x: 15, y: 0), .scale(x: 2, y: 2), .skewX(degrees: 15),
        ])
    // Different planar functions go through the matrix decomposition: a quarter turn halfway
    // between a scale by 2 and a turn by 90° about the origin is a turn by 45° with scale 1.5.
    let mixed = try TransformInterpolation(from: parse("scale(2)"), to: parse("rotate(90)"))
    let m = try #require(mixed.list(at: 0.5).affineTransform)
    let c = 1.5 * cos(Double.pi / 4)
    #expect(isClose(m, TTGGeometry.AffineTransform(a: c, b: c, c: -c, d: c, tx: 0, ty: 0)))
    // 3D lists must match function by function.
    #expect(throws: TransformInterpolationError.self) {
        try TransformInterpolation(from: parse("rotateY(0)"), to: parse("rotateX(90)"))
    }
    let flip = try TransformInterpolation(
        from: parse("perspective(400) rotateY(0)"), to: parse("perspective(400) rotateY(180)"))
    #expect(flip.list(at: 0.5).description == "perspective(400) rotateY(90)")
}
