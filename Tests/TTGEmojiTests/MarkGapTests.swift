import Foundation
import TTGCairo
import TTGEmoji
import TTGGeometry
import TTGScene
import Testing

/// Every pair of marks (eyes, eyebrows, mouth, each accessory) keeps a clear gap, and no
/// mark has an accidental hole: measured on rendered pixels, each mark drawn alone.
///
/// A mark's ink is its pixels of at least 40% of its own peak alpha (40% coverage for an
/// opaque mark, so its edge lies within half a pixel of the shape's); the gap between two marks is the
/// least distance between their inked pixel centers less one pixel (so touching pixels
/// are 0 apart). At size 220 a pixel is a point.
@Suite struct MarkGapTests {
    static let w = 220.0
    /// The least gap: 2% of the size of the marks' layout (the face's size times the
    /// layout's scale), as between the marks and the outline.
    static let gap = 0.02 * w

    /// The inked pixels of one mark drawn alone on the face's box.
    struct Ink {
        let name: String
        let width: Int
        let height: Int
        let inked: [Bool]
        let solid: [Bool]
        /// Inclusive pixel bounds of the ink.
        let minX: Int, minY: Int, maxX: Int, maxY: Int

        init(_ mark: FaceMark, size: Double) throws {
            name = mark.name
            let image = try rasterize(Scene(size: Size(size, size), nodes: [mark.node]))
            width = image.width
            height = image.height
            let alpha = stride(from: 3, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
            let peak = alpha.max() ?? 0
            // A translucent mark (a soft blush) counts where it reaches 40% of its own peak.
            let threshold = max(1, peak * 2 / 5)
            inked = alpha.map { $0 >= threshold }
            // Where a mark is solid: 90% of its peak, so that a hole narrower than a pixel,
            // which only dims the pixel it falls in, still shows.
            solid = alpha.map { $0 >= max(1, peak * 9 / 10) }
            var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
            for y in 0..<height {
                for x in 0..<width where inked[y * width + x] {
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
                }
            }
            (minX, minY, maxX, maxY) = (x0, y0, x1, y1)
        }

        var isEmpty: Bool { minX > maxX }

        /// The inked pixels within `reach` of the other ink's bounds.
        func pixels(near other: Ink, reach: Int) -> [(Int, Int)] {
            var result: [(Int, Int)] = []
            for y in max(minY, other.minY - reach)...min(maxY, other.maxY + reach) {
                for x in max(minX, other.minX - reach)...min(maxX, other.maxX + reach) where inked[y * width + x] {
                    result.append((x, y))
                }
            }
            return result
        }

        /// The gap to another mark's ink, or nil when it is more than `reach` pixels.
        func gap(to other: Ink, reach: Int) -> Double? {
            guard !isEmpty, !other.isEmpty,
                minX - reach <= other.maxX, other.minX - reach <= maxX,
                minY - reach <= other.maxY, other.minY - reach <= maxY
            else { return nil }
            let mine = pixels(near: other, reach: reach)
            let theirs = other.pixels(near: self, reach: reach)
            var best = Int.max
            for (x, y) in mine {
                for (u, v) in theirs { best = min(best, (x - u) * (x - u) + (y - v) * (y - v)) }
            }
            return best == Int.max ? nil : Double(best).squareRoot() - 1
        }

        /// The areas of the pinholes: regions of pixels short of solid that the mark encloses
        /// (that cannot reach the picture's edge) smaller than `least`, and more than 2
        /// pixels from every larger one (a sliver at the tip of a mark's opening is that
        /// opening's).
        func pinholes(smallerThan least: Int) -> [Int] {
            guard !isEmpty else { return [] }
            // Only the mark's bounds and a pixel around them: what reaches that border is open.
            let (x0, y0) = (max(0, minX - 1), max(0, minY - 1))
            let (x1, y1) = (min(width - 1, maxX + 1), min(height - 1, maxY + 1))
            let (cw, ch) = (x1 - x0 + 1, y1 - y0 + 1)
            var label = [Int](repeating: 0, count: cw * ch)  // -1 solid, 0 unseen, else region + 1
            for y in 0..<ch {
                for x in 0..<cw where solid[(y + y0) * width + x + x0] { label[y * cw + x] = -1 }
            }
            var regions: [(pixels: [Int], open: Bool)] = []
            for start in label.indices where label[start] == 0 {
                var region = (pixels: [Int](), open: false)
                var stack = [start]
                label[start] = regions.count + 1
                while let i = stack.popLast() {
                    region.pixels.append(i)
                    let (x, y) = (i % cw, i / cw)
                    if x == 0 || y == 0 || x == cw - 1 || y == ch - 1 { region.open = true }
                    for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                    where nx >= 0 && ny >= 0 && nx < cw && ny < ch && label[ny * cw + nx] == 0 {
                        label[ny * cw + nx] = regions.count + 1
                        stack.append(ny * cw + nx)
                    }
                }
                regions.append(region)
            }
            func nearsOpening(_ pixels: [Int]) -> Bool {
                pixels.contains { i in
                    let (x, y) = (i % cw, i / cw)
                    for ny in max(0, y - 2)...min(ch - 1, y + 2) {
                        for nx in max(0, x - 2)...min(cw - 1, x + 2) {
                            let other = label[ny * cw + nx]
                            if other > 0, regions[other - 1].pixels.count >= least { return true }
                        }
                    }
                    return false
                }
            }
            return regions.filter { !$0.open && $0.pixels.count < least && !nearsOpening($0.pixels) }
                .map(\.pixels.count)
        }
    }

    /// The pairs of marks in one face closer than ``gap``.
    static func closePairs(_ face: EmojiFace) throws -> [String] {
        let inks = try face.marks(rate: face.rate).map { try Ink($0, size: face.size) }
        let least = gap * face.size / w * face.shape.featureLayout.scale
        var found: [String] = []
        for (i, a) in inks.enumerated() {
            for b in inks[(i + 1)...] {
                if let d = a.gap(to: b, reach: Int(least.rounded(.up)) + 2), d < least {
                    found.append("\(a.name)–\(b.name) \(Int(d.rounded()))")
                }
            }
        }
        return found
    }

    /// Every face of a shape in both looks, at each tenth of `rates`'s step, its marks drawn
    /// as large as the circle's (a capsule's or a cloud's are drawn smaller) times `scale`.
    static func faces(_ shape: FaceShape, rateStep: Double, scale: Double) -> [(String, EmojiFace)] {
        ExpressionPreset.allCases.flatMap { preset in
            FaceLook.allCases.flatMap { look in
                stride(from: 0.0, through: 5 + 1e-9, by: rateStep).map { rate in
                    let size = scale * w / shape.featureLayout.scale
                    let face = EmojiFace(rate: rate, size: size, preset: preset, shape: shape, look: look)
                    return ("\(shape) \(preset) \(look) rate \(rate)", face)
                }
            }
        }
    }

    @Test(arguments: FaceShape.allCases.filter { $0 != .none })
    func marksKeepApart(shape: FaceShape) throws {
        for (name, face) in Self.faces(shape, rateStep: 0.1, scale: 1) {
            let close = try Self.closePairs(face)
            #expect(close.isEmpty, "\(name): \(close.joined(separator: ", "))")
        }
    }

    /// At twice the size (a pinhole narrower than a point shows on a 2× picture), no
    /// mark encloses a hole of less than 4 points² that is not the tip of a larger opening
    /// (a ring's or an open mouth's are far larger).
    @Test(arguments: FaceShape.allCases.filter { $0 != .none })
    func marksHaveNoPinholes(shape: FaceShape) throws {
        for (name, face) in Self.faces(shape, rateStep: 0.5, scale: 2) {
            for mark in face.marks(rate: face.rate) {
                let holes = try Ink(mark, size: face.size).pinholes(smallerThan: 16)
                #expect(holes.isEmpty, "\(name): \(mark.name) pinholes of \(holes) px")
            }
        }
    }
}

extension MarkGapTests {
    /// The measures find what they look for: a five-pointed star stroked with mitered joins
    /// and no fill (the star eye as it was drawn, at 2×) leaves a pinhole at its center,
    /// and two bars whose strokes are 2 points apart measure 2.
    @Test func measuresFindWhatTheyLookFor() throws {
        var star = Path()
        for i in 0..<10 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let r = i.isMultiple(of: 2) ? 42.24 : 42.24 * 0.42
            let point = Point(132 + r * cos(angle), 160 + r * sin(angle))
            if i == 0 { star.move(to: point) } else { star.line(to: point) }
        }
        star.close()
        let wide = Stroke(.solid(.black), width: 28, cap: .round, join: .miter)
        let stroked = try Ink(FaceMark(.eye, name: "star", nodes: [.shape(star, stroke: wide)]), size: 2 * Self.w)
        #expect(!stroked.pinholes(smallerThan: 16).isEmpty)
        let filled = try Ink(
            FaceMark(.eye, name: "star", nodes: [.shape(star, fill: .solid(.black), stroke: wide)]), size: 2 * Self.w)
        #expect(filled.pinholes(smallerThan: 16).isEmpty)
        let line = Stroke(.solid(.black), width: 14, cap: .round, join: .miter)
        func bar(_ y: Double) throws -> Ink {
            var path = Path()
            path.move(to: Point(60, y))
            path.line(to: Point(160, y))
            return try Ink(FaceMark(.eyebrow, name: "bar", nodes: [.shape(path, stroke: line)]), size: Self.w)
        }
        let gap = try #require(try bar(100).gap(to: bar(116), reach: 8))
        #expect(abs(gap - 2) <= 1, "\(gap)")
    }
}
