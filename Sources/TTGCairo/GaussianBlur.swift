/// A single-channel bitmap of coverage values 0…1, row after row from the top.
struct AlphaBitmap {
    let width: Int
    let height: Int
    var values: [Float]

    init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height)
        self.width = width
        self.height = height
        self.values = values
    }

    /// The value at (`x`, `y`), `outside` beyond the edges.
    func value(x: Int, y: Int, outside: Float) -> Float {
        x >= 0 && x < width && y >= 0 && y < height ? values[y * width + x] : outside
    }

    /// The value at a fractional position, interpolated bilinearly between the
    /// four nearest pixel centers (pixel (i, j) is centered at (i, j) here).
    func sample(x: Double, y: Double, outside: Float) -> Float {
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let fx = Float(x - Double(x0))
        let fy = Float(y - Double(y0))
        let top = value(x: x0, y: y0, outside: outside) * (1 - fx) + value(x: x0 + 1, y: y0, outside: outside) * fx
        let bottom =
            value(x: x0, y: y0 + 1, outside: outside) * (1 - fx)
            + value(x: x0 + 1, y: y0 + 1, outside: outside) * fx
        return top * (1 - fy) + bottom * fy
    }
}

/// An approximate Gaussian blur: three successive box blurs.
///
/// By the central limit theorem three box blurs come within a few percent of a
/// Gaussian (the SVG `feGaussianBlur` recipe). The box widths are chosen so
/// that the three together have the variance of a Gaussian of standard
/// deviation `sigma` (in pixels); two widths are used, `w` and `w + 2`, both odd
/// so the result stays centered.
enum GaussianBlur {
    /// The widths of the three boxes for `sigma`.
    static func boxWidths(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let l = Double(lower)
        // How many boxes take the lower width so the variances add up to sigma².
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : lower + 2 }
    }

    /// How far (in pixels) the blur spreads a single pixel.
    static func reach(sigma: Double) -> Int {
        boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// `bitmap` blurred with standard deviation `sigma` pixels; pixels beyond
    /// the edges count as `outside`.
    static func blur(_ bitmap: AlphaBitmap, sigma: Double, outside: Float) -> AlphaBitmap {
        guard sigma > 0 else { return bitmap }
        var result = bitmap
        for width in boxWidths(sigma: sigma) where width > 1 {
            result = boxBlur(result, width: width, horizontal: true, outside: outside)
            result = boxBlur(result, width: width, horizontal: false, outside: outside)
        }
        return result
    }

    /// One pass of a box blur of odd `width` along rows or columns, with a running sum.
    ///
    /// Each line keeps its own `Double` running sum (no drift along long lines).
    /// Columns are summed side by side, row after row, so memory is read in
    /// order; every sum sees the same additions in the same order either way.
    static func boxBlur(_ bitmap: AlphaBitmap, width: Int, horizontal: Bool, outside: Float) -> AlphaBitmap {
        let r = (width - 1) / 2
        let w = bitmap.width
        let h = bitmap.height
        let scale = 1 / Float(width)
        let output = [Float](unsafeUninitializedCapacity: w * h) { out, count in
            bitmap.values.withUnsafeBufferPointer { input in
                if horizontal {
                    // In lo..<hi both ends of the window are inside the row: no end is checked.
                    let lo = min(r, w)
                    let hi = max(lo, w - r - 1)
                    for line in 0..<h {
                        let row = input.baseAddress! + line * w
                        let target = out.baseAddress! + line * w
                        func at(_ i: Int) -> Float { i >= 0 && i < w ? row[i] : outside }
                        var sum: Double = 0
                        for i in -r...r { sum += Double(at(i)) }
                        for i in 0..<lo {
                            target[i] = Float(sum) * scale
                            sum += Double(at(i + r + 1) - at(i - r))
                        }
                        for i in lo..<hi {
                            target[i] = Float(sum) * scale
                            sum += Double(row[i + r + 1] - row[i - r])
                        }
                        for i in hi..<w {
                            target[i] = Float(sum) * scale
                            sum += Double(at(i + r + 1) - at(i - r))
                        }
                    }
                } else {
                    var sums = [Double](repeating: 0, count: w)
                    sums.withUnsafeMutableBufferPointer { sums in
                        let outsideRow = [Float](repeating: outside, count: w)
                        outsideRow.withUnsafeBufferPointer { outsideRow in
                            func row(_ y: Int) -> UnsafePointer<Float> {
                                y >= 0 && y < h ? input.baseAddress! + y * w : outsideRow.baseAddress!
                            }
                            for y in -r...r {
                                let values = row(y)
                                for x in 0..<w { sums[x] += Double(values[x]) }
                            }
                            for y in 0..<h {
                                let target = out.baseAddress! + y * w
                                let entering = row(y + r + 1)
                                let leaving = row(y - r)
                                for x in 0..<w {
                                    target[x] = Float(sums[x]) * scale
                                    sums[x] += Double(entering[x] - leaving[x])
                                }
                            }
                        }
                    }
                }
            }
            count = w * h
        }
        return AlphaBitmap(width: w, height: h, values: output)
    }
}
