/// A color at a position along a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where the color sits: 0 at the gradient's start, 1 at its end.
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }

    /// `colors.count` stops spread evenly from 0 to 1 (a single color sits at 0).
    public static func evenlySpaced(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(offset: 0, color: $0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { GradientStop(offset: Double($0.offset) / last, color: $0.element) }
    }
}

extension Array where Element == GradientStop {
    /// The color of the gradient at `offset`, interpolated linearly in straight
    /// RGBA between the two stops around it; before the first stop the first
    /// color, after the last the last color (padding), clear when there is no stop.
    ///
    /// Stops are taken in offset order (a stable sort, so two stops at one
    /// offset make a hard edge, as in SVG and Cairo).
    public func color(at offset: Double) -> Color {
        let stops = sortedByOffset()
        guard let first = stops.first, let last = stops.last else { return .clear }
        if offset <= first.offset { return first.color }
        if offset >= last.offset { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where offset >= a.offset && offset <= b.offset {
            let span = b.offset - a.offset
            return span > 0 ? a.color.interpolatedRGB(to: b.color, fraction: (offset - a.offset) / span) : b.color
        }
        return last.color
    }

    /// The stops stably sorted by offset.
    public func sortedByOffset() -> [GradientStop] {
        enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }
}
