import TTGGeometry

// Compact constructors for content modules:
// `.shape(path, fill: .solid(.black))`, `.group([...], transform: t)`.

extension Node {
    /// A shape node: `path` filled with `fill` (using `rule`), then stroked.
    public static func shape(
        _ path: Path, fill: Paint? = nil, rule: FillRule = .nonzero,
        stroke: Stroke? = nil, name: String? = nil
    ) -> Node {
        .shape(ShapeNode(path: path, fill: fill.map { Fill($0, rule: rule) }, stroke: stroke, name: name))
    }

    /// A group node; see ``GroupNode`` for the order of effects.
    public static func group(
        _ children: [Node], transform: AffineTransform = .identity,
        opacity: Double = 1, clip: ClipPath? = nil, mask: [Node]? = nil,
        shadow: Shadow? = nil, innerShadow: Shadow? = nil, name: String? = nil
    ) -> Node {
        .group(
            GroupNode(
                children: children, transform: transform, opacity: opacity,
                clip: clip, mask: mask, shadow: shadow, innerShadow: innerShadow, name: name))
    }

    /// An image stretched into `rect`.
    public static func image(_ image: RasterImage, in rect: Rect) -> Node {
        .image(ImageNode(image: image, rect: rect))
    }

    /// Text whose layout box has its top-left corner at `origin`.
    public static func text(
        _ string: String, at origin: Point, fontSize: Double = 12,
        weight: FontWeight = .regular, color: Color = .black,
        fontFamily: String = TextNode.defaultFontFamily
    ) -> Node {
        .text(
            TextNode(
                string, placement: .origin(origin), fontFamily: fontFamily,
                fontSize: fontSize, weight: weight, color: color))
    }

    /// Text wrapped and aligned in `box`, in at most `maxLines` lines when given (see ``TextNode/maxLines``).
    public static func text(
        _ string: String, in box: Rect, alignment: TextAlignment = .left,
        fontSize: Double = 12, weight: FontWeight = .regular, color: Color = .black,
        fontFamily: String = TextNode.defaultFontFamily, maxLines: Int? = nil
    ) -> Node {
        .text(
            TextNode(
                string, placement: .box(box, alignment: alignment), fontFamily: fontFamily,
                fontSize: fontSize, weight: weight, color: color, maxLines: maxLines))
    }
}

extension Paint {
    /// A linear gradient of evenly spaced colors.
    public static func linear(_ colors: [Color], from start: Point, to end: Point) -> Paint {
        .linearGradient(LinearGradient(colors: colors, start: start, end: end))
    }

    /// A conic gradient of evenly spaced colors around `center`.
    public static func conic(_ colors: [Color], center: Point, startAngle: Double = 0) -> Paint {
        .conicGradient(ConicGradient(colors: colors, center: center, startAngle: startAngle))
    }
}
