import TTGScene

extension Node {
    /// The node drawn white at its own alpha, as an SVG mask's content: a renderer that reads
    /// the mask by alpha (`mask-type="alpha"`) and one that reads it by luminance (SVG 1.1,
    /// ThorVG) then see the same mask.
    var whitened: Node {
        switch self {
        case .shape(var shape):
            if let paint = shape.fill?.paint { shape.fill!.paint = paint.whitened }
            if let paint = shape.stroke?.paint { shape.stroke!.paint = paint.whitened }
            return .shape(shape)
        case .group(var group):
            group.children = group.children.map(\.whitened)
            group.mask = group.mask?.map(\.whitened)
            if let color = group.shadow?.color { group.shadow!.color = color.whitened }
            if let color = group.innerShadow?.color { group.innerShadow!.color = color.whitened }
            return .group(group)
        case .image(var image):
            var pixels = image.image.pixels
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index] = 255
                pixels[index + 1] = 255
                pixels[index + 2] = 255
            }
            image.image = RasterImage(width: image.image.width, height: image.image.height, pixels: pixels)
            return .image(image)
        case .text(var text):
            text.color = text.color.whitened
            return .text(text)
        }
    }
}

extension Paint {
    /// The paint in white, each color keeping its alpha.
    fileprivate var whitened: Paint {
        switch self {
        case .solid(let color):
            return .solid(color.whitened)
        case .linearGradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(offset: $0.offset, color: $0.color.whitened) }
            return .linearGradient(gradient)
        case .conicGradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(offset: $0.offset, color: $0.color.whitened) }
            return .conicGradient(gradient)
        }
    }
}

extension Color {
    fileprivate var whitened: Color { Color.white.withAlpha(alpha) }
}
