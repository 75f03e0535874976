import CCairo
import TTGGeometry
import TTGScene
import Testing

@testable import TTGCairo

/// On an image surface a gradient is painted through the shape's coverage, in
/// one composite, rather than filled or stroked with it row by row. These draw
/// gradient shapes both ways, the other way with Cairo's own calls written out
/// here, and compare the premultiplied pixels. A vertical gradient comes out
/// byte for byte the same. Along any other direction pixman steps the gradient
/// from the first pixel of each composite, which is not the same pixel either
/// way, so a channel may round the other way: at most 1 of 255, on a few pixels
/// (0.16% at worst here).
@Suite struct GradientCoverageTests {
    private let size = Size(width: 90, height: 64)

    private let stops = [
        GradientStop(offset: 0, color: Color(rgb: 0x1B2A6B)),
        GradientStop(offset: 0.4, color: Color(rgb: 0xF0845C).withAlpha(0.55)),
        GradientStop(offset: 1, color: Color(rgb: 0xFFD08A)),
    ]

    /// A gradient shape, and the same drawn with Cairo's calls on `cr` (in points).
    private struct Case {
        let name: String
        /// The gradient runs down the canvas: one color a row.
        var isVertical = false
        let node: Node
        let cairo: (OpaquePointer) -> Void
    }

    /// Cairo's linear gradient with `stops` from `start` to `end`, padded.
    private func cairoGradient(_ start: Point, _ end: Point) -> OpaquePointer {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// The wave's path, as the scene's.
    private func traceWave(_ cr: OpaquePointer) {
        cairo_move_to(cr, -6, 50)
        cairo_curve_to(cr, 20, 2, 60, 70, 96, 40)
        cairo_line_to(cr, 96, 70)
        cairo_line_to(cr, -6, 70)
        cairo_close_path(cr)
    }

    private func fill(_ cr: OpaquePointer, _ start: Point, _ end: Point) {
        let pattern = cairoGradient(start, end)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_fill(cr)
    }

    private var cases: [Case] {
        var wave = Path()
        wave.move(to: Point(-6, 50))
        wave.cubic(to: Point(96, 40), control1: Point(20, 2), control2: Point(60, 70))
        wave.line(to: Point(96, 70))
        wave.line(to: Point(-6, 70))
        wave.close()
        var star = Path()
        star.move(to: Point(45, 4))
        for (x, y) in [(62.0, 58.0), (16, 24), (74, 24), (28, 58)] { star.line(to: Point(x, y)) }
        star.close()
        var blob = Path()
        blob.move(to: Point(-21, 0))
        blob.cubic(to: Point(21, 0), control1: Point(-20, -25), control2: Point(18, -22))
        blob.cubic(to: Point(-21, 0), control1: Point(25, 20), control2: Point(-16, 27))
        blob.close()
        var arc = Path()
        arc.move(to: Point(8, 56))
        arc.cubic(to: Point(84, 12), control1: Point(20, 0), control2: Point(60, 70))
        let vertical = (Point(0, 4), Point(0, 60))
        let diagonal = (Point(10, 6), Point(80, 58))
        return [
            Case(
                name: "a curve past the canvas's edges, vertical gradient", isVertical: true,
                node: .shape(
                    wave, fill: .linearGradient(LinearGradient(stops: stops, start: vertical.0, end: vertical.1))),
                cairo: { cr in
                    traceWave(cr)
                    fill(cr, vertical.0, vertical.1)
                }),
            Case(
                name: "the curve in a translucent group", isVertical: true,
                node: .group(
                    [
                        .shape(
                            wave,
                            fill: .linearGradient(LinearGradient(stops: stops, start: vertical.0, end: vertical.1)))
                    ],
                    opacity: 0.6),
                cairo: { cr in
                    cairo_push_group(cr)
                    traceWave(cr)
                    fill(cr, vertical.0, vertical.1)
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, 0.6)
                }),
            Case(
                name: "an even-odd star, diagonal gradient",
                node: .shape(
                    star, fill: .linearGradient(LinearGradient(stops: stops, start: diagonal.0, end: diagonal.1)),
                    rule: .evenOdd),
                cairo: { cr in
                    cairo_move_to(cr, 45, 4)
                    for (x, y) in [(62.0, 58.0), (16, 24), (74, 24), (28, 58)] { cairo_line_to(cr, x, y) }
                    cairo_close_path(cr)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                    fill(cr, diagonal.0, diagonal.1)
                }),
            Case(
                name: "a blob turned and moved by fractions of a point",
                node: .group(
                    [
                        .shape(
                            blob,
                            fill: .linearGradient(LinearGradient(stops: stops, start: Point(-20, 0), end: Point(20, 0)))
                        )
                    ], transform: AffineTransform.rotation(degrees: 30).concatenating(.translation(x: 44.3, y: 31.7))),
                cairo: { cr in
                    cairo_translate(cr, 44.3, 31.7)
                    cairo_rotate(cr, 30 * Double.pi / 180)
                    cairo_move_to(cr, -21, 0)
                    cairo_curve_to(cr, -20, -25, 18, -22, 21, 0)
                    cairo_curve_to(cr, 25, 20, -16, 27, -21, 0)
                    cairo_close_path(cr)
                    fill(cr, Point(-20, 0), Point(20, 0))
                }),
            Case(
                name: "a round-capped stroke, diagonal gradient",
                node: .shape(
                    arc,
                    stroke: Stroke(
                        .linearGradient(LinearGradient(stops: stops, start: diagonal.0, end: diagonal.1)), width: 7.5,
                        cap: .round, join: .round)),
                cairo: { cr in
                    cairo_move_to(cr, 8, 56)
                    cairo_curve_to(cr, 20, 0, 60, 70, 84, 12)
                    cairo_set_line_width(cr, 7.5)
                    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                    let pattern = cairoGradient(diagonal.0, diagonal.1)
                    cairo_set_source(cr, pattern)
                    cairo_pattern_destroy(pattern)
                    cairo_stroke(cr)
                }),
        ]
    }

    @Test(arguments: [1.0, 2.0])
    func aGradientThroughItsCoverageIsCairosOwnFill(scale: Double) throws {
        // Over a translucent backdrop, so that "over" has something to blend with.
        let backdrop = Node.shape(
            Path(rect: Rect(x: 0, y: 0, width: size.width, height: size.height)),
            fill: .solid(Color(rgb: 0x2E8B57).withAlpha(0.4)))
        for test in cases {
            let ours = try rasterizedSurface(Scene(size: size, nodes: [backdrop, test.node]), scale: scale)
            let cairo = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: ours.width, height: ours.height)
            try cairo.draw { cr in
                cairo_scale(cr, scale, scale)
                cairo_set_source_rgba(cr, 0x2E / 255.0, 0x8B / 255.0, 0x57 / 255.0, 0.4)
                cairo_paint(cr)
                test.cairo(cr)
            }
            let (changed, largest) = difference(pixels(of: ours), pixels(of: cairo))
            if test.isVertical {
                #expect(changed == 0, "\(test.name) at @\(scale)x: \(changed) pixels differ")
            } else {
                #expect(largest <= 1, "\(test.name) at @\(scale)x: a channel differs by \(largest)")
                #expect(
                    changed * 400 <= ours.width * ours.height, "\(test.name) at @\(scale)x: \(changed) pixels differ")
            }
            // And the shape is there: the test compares drawings, not two empty canvases.
            #expect(pixels(of: ours) != pixels(of: try backdropOnly(scale: scale, backdrop)), "\(test.name)")
        }
    }

    private func backdropOnly(scale: Double, _ backdrop: Node) throws -> CairoImageSurface {
        try rasterizedSurface(Scene(size: size, nodes: [backdrop]), scale: scale)
    }

    /// How many pixels differ, and the largest difference of a channel (premultiplied bytes).
    private func difference(_ a: [UInt32], _ b: [UInt32]) -> (pixels: Int, largest: Int) {
        var pixels = 0
        var largest = 0
        for (p, q) in zip(a, b) where p != q {
            pixels += 1
            for shift: UInt32 in [0, 8, 16, 24] {
                largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        return (pixels, largest)
    }

    private func pixels(of surface: CairoImageSurface) -> [UInt32] {
        surface.withRows(of: UInt32.self) { rows in (0..<surface.height).flatMap { Array(rows[$0]) } }
    }
}
