import Foundation
import TTGGeometry
import TTGScene

/// The built-in background: a dusk landscape, generated from fixed numbers so
/// it is the same picture every time at any canvas size.
///
/// A sky gradient with stars and a glowing sun, three mountain ranges fading
/// with distance, and a dark foreground of hills with pine trees. Its many
/// edges and color changes make the hole and the piece easy to see.
public enum ScenicBackground {
    /// What changes from one generated landscape to the next: the palette's hue,
    /// the sun, the ridges, the stars and the trees. ``original`` is the fixed
    /// landscape of the single picture.
    public struct Variation: Hashable, Sendable {
        /// Turns every color of the palette about the color circle (a fraction of it).
        public var hueShift: Double
        /// Scales the palette's saturation.
        public var saturation: Double
        /// The sun's center, as fractions of the canvas.
        public var sun: Point
        /// Added to each ridge's wave phases, one per range (four: three ranges and the hills).
        public var phases: [Double]
        /// Moves each range's base line up or down, as a fraction of the height.
        public var heights: [Double]
        /// Seeds the stars' and the trees' places.
        public var starSeed: UInt64
        public var pineSeed: UInt64

        public static let original = Variation(
            hueShift: 0, saturation: 1, sun: Point(0.72, 0.5), phases: [0, 0, 0, 0], heights: [0, 0, 0, 0],
            starSeed: 0x5747_4152, pineSeed: 0x50_494E_45)

        /// A landscape of its own, drawn from `generator`: any hue, saturation 0.6…1.2, the sun
        /// anywhere in the upper two thirds, ridges shifted and raised by up to 4% of the height.
        public static func random<G: RandomNumberGenerator>(using generator: inout G) -> Variation {
            func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
            return Variation(
                hueShift: unit(), saturation: 0.6 + 0.6 * unit(),
                sun: Point(0.1 + 0.8 * unit(), 0.2 + 0.4 * unit()),
                phases: (0..<4).map { _ in 2 * .pi * unit() }, heights: (0..<4).map { _ in 0.08 * unit() - 0.04 },
                starSeed: generator.next(), pineSeed: generator.next())
        }

        /// A palette color turned by the variation.
        func color(_ value: UInt32) -> Color {
            let base = ScenicBackground.hex(value)
            guard hueShift != 0 || saturation != 1 else { return base }
            let hsb = base.hsb
            return Color(
                hue: hsb.hue + hueShift, saturation: min(1, hsb.saturation * saturation), brightness: hsb.brightness)
        }
    }

    /// The landscape on a canvas of `size` (points), back to front.
    public static func nodes(canvas size: Size, variation v: Variation = .original) -> [Node] {
        let w = size.width
        let h = size.height
        let unit = min(w, h)
        var nodes: [Node] = []
        let hex = v.color
        // Sky: deep indigo overhead to warm light at the horizon.
        nodes.append(
            .shape(
                Path(rect: Rect(x: 0, y: 0, width: w, height: h)),
                fill: .linearGradient(
                    LinearGradient(
                        stops: [
                            GradientStop(offset: 0, color: hex(0x1B2A6B)),
                            GradientStop(offset: 0.38, color: hex(0x6A4C9C)),
                            GradientStop(offset: 0.68, color: hex(0xF0845C)),
                            GradientStop(offset: 0.85, color: hex(0xFFD08A)),
                        ],
                        start: Point(0, 0), end: Point(0, h)))))
        nodes += stars(width: w, height: h, unit: unit, seed: v.starSeed)
        // Sun and its glow.
        let sun = Point(v.sun.x * w, v.sun.y * h)
        let sunRadius = 0.12 * unit
        for (i, alpha) in [0.10, 0.14, 0.2].enumerated() {
            let r = sunRadius * (2.6 - 0.5 * Double(i))
            nodes.append(.shape(Path(circleCenter: sun, radius: r), fill: .solid(hex(0xFFE3A3).withAlpha(alpha))))
        }
        nodes.append(
            .shape(
                Path(circleCenter: sun, radius: sunRadius),
                fill: .linear(
                    [hex(0xFFF4C2), hex(0xFFB05C)], from: Point(sun.x, sun.y - sunRadius),
                    to: Point(sun.x, sun.y + sunRadius))))
        // Mountain ranges, far to near: lighter and hazier far away.
        let ranges: [(base: Double, amplitude: Double, waves: [(Double, Double)], top: UInt32, bottom: UInt32)] = [
            (0.56, 0.13, [(1.7, 0.4), (4.3, 1.9), (9.1, 0.7)], 0x8E5E9E, 0xC77F8F),
            (0.68, 0.11, [(2.3, 2.2), (5.9, 0.3), (11.7, 1.1)], 0x5B3F7E, 0x8A5478),
            (0.80, 0.08, [(1.3, 1.0), (3.7, 2.6), (8.3, 0.2)], 0x2E2452, 0x3F2C5A),
        ]
        for (index, range) in ranges.enumerated() {
            let ridge = ridgePath(
                width: w, height: h, base: range.base + v.heights[index], amplitude: range.amplitude,
                waves: range.waves.map { ($0.0, $0.1 + v.phases[index]) })
            nodes.append(
                .shape(
                    ridge,
                    fill: .linear(
                        [hex(range.top), hex(range.bottom)],
                        from: Point(0, (range.base - range.amplitude) * h), to: Point(0, h))))
        }
        // Foreground hills with pines.
        let hills = ridgePath(
            width: w, height: h, base: 0.9 + v.heights[3] / 2, amplitude: 0.06,
            waves: [(1.1, 0.5 + v.phases[3]), (2.9, 2.0 + v.phases[3])])
        nodes.append(.shape(hills, fill: .solid(hex(0x171433))))
        nodes += pines(width: w, height: h, unit: unit, seed: v.pineSeed, color: hex(0x0E0C24))
        // Mist over the nearest range.
        nodes.append(
            .shape(
                Path(rect: Rect(x: 0, y: 0.74 * h, width: w, height: 0.12 * h)),
                fill: .linear(
                    [hex(0xFFD6B0).withAlpha(0), hex(0xFFD6B0).withAlpha(0.18), hex(0xFFD6B0).withAlpha(0)],
                    from: Point(0, 0.74 * h), to: Point(0, 0.86 * h))))
        return nodes
    }

    /// A mountain range: the area under a ridge line made of a few sine waves.
    static func ridgePath(
        width w: Double, height h: Double, base: Double, amplitude: Double,
        waves: [(frequency: Double, phase: Double)]
    ) -> Path {
        let samples = 96
        var path = Path()
        path.move(to: Point(0, h))
        let total = waves.reduce(0) { $0 + 1 / $1.frequency }
        for i in 0...samples {
            let t = Double(i) / Double(samples)
            // Lower frequencies carry more height, as real ridges do.
            let wave = waves.reduce(0) { $0 + sin(2 * .pi * $1.frequency * t + $1.phase) / $1.frequency } / total
            path.line(to: Point(t * w, (base - amplitude * wave) * h))
        }
        path.line(to: Point(w, h))
        path.close()
        return path
    }

    /// Small stars in the upper sky, at fixed pseudo-random places.
    static func stars(width w: Double, height h: Double, unit: Double, seed: UInt64) -> [Node] {
        var random = SplitMix64(seed: seed)
        var path = Path()
        for _ in 0..<36 {
            let x = random.unit() * w
            let y = random.unit() * 0.42 * h
            path.append(contentsOf: Path(circleCenter: Point(x, y), radius: (0.003 + 0.005 * random.unit()) * unit))
        }
        return [.shape(path, fill: .solid(Color.white.withAlpha(0.85)))]
    }

    /// Pine trees along the foreground hills.
    static func pines(width w: Double, height h: Double, unit: Double, seed: UInt64, color: Color) -> [Node] {
        var random = SplitMix64(seed: seed)
        var path = Path()
        var x = 0.01 * w
        while x < w {
            let height = (0.09 + 0.08 * random.unit()) * unit
            let half = height * 0.28
            let foot = h * (0.93 + 0.04 * random.unit())
            // Three stacked triangles make a pine.
            for tier in 0..<3 {
                let top = foot - height + Double(tier) * height * 0.22
                let bottom = foot - height * (0.45 - 0.2 * Double(tier))
                let spread = half * (0.6 + 0.25 * Double(tier))
                path.move(to: Point(x, top))
                path.line(to: Point(x + spread, bottom))
                path.line(to: Point(x - spread, bottom))
                path.close()
            }
            path.append(
                contentsOf: Path(
                    rect: Rect(
                        x: x - half * 0.12, y: foot - height * 0.3,
                        width: half * 0.24, height: height * 0.3)))
            x += (0.025 + 0.05 * random.unit()) * w
        }
        return [.shape(path, fill: .solid(color))]
    }

    /// A color from 0xRRGGBB.
    static func hex(_ value: UInt32) -> Color {
        Color(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
    }
}

extension SplitMix64 {
    /// A number in 0..<1 with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
