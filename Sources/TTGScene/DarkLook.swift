/// A picture drawn for a dark background: the same nodes, transparent where they leave the
/// canvas bare, with their paints taken from a ``DarkPalette``.
///
/// Each paint is a surface or a mark. A surface is what a family names so (``surfaces``: a
/// refresh glyph's badge and track) or a paint near white on white (``DarkPalette/isSurfaceTone(_:)``:
/// a white capsule, a card): it becomes the dark theme's surface, a line's a little stronger than
/// an area's. Every other paint is a mark (a stroke, a glyph's shape, an eye, an outline): lifted
/// until it reads at 3:1 against the background at the opacity of the groups it is in, text
/// until 4.5:1; a gradient's stops each, with stops added between them so that no blend between
/// two readable colours falls short. Pictures (a puzzle's photo), masks, clips and shadows are
/// kept. The result is a plain scene, with no blend mode or bitmap of its own, which every writer
/// (PNG, PDF, SVG, vector drawables) draws alike.
public struct DarkLook: Hashable, Sendable {
    public var palette: DarkPalette
    /// The names of the nodes that are the control's surfaces, with everything inside them.
    public var surfaces: Set<String>

    /// The look for the dark `background`, where the nodes named `surfaces` are surfaces.
    public init(on background: Color, surfaces: Set<String> = []) {
        palette = DarkPalette(background: background)
        self.surfaces = surfaces
    }

    /// `scene` drawn for the dark: no background of its own, its paints the palette's.
    public func scene(_ scene: Scene) -> Scene {
        Scene(size: scene.size, background: nil, nodes: scene.nodes.map { node($0, opacity: 1, inSurface: false) })
    }

    /// `animation` drawn for the dark at every time; its length, loop, timeline and markers kept.
    public func animation(_ animation: SceneAnimation) -> SceneAnimation {
        var dark = animation
        let draw = animation.scene
        dark.scene = { [self] time in scene(draw(time)) }
        return dark
    }

    /// `node` at `opacity` (its groups'), inside a surface when `inSurface`.
    func node(_ node: Node, opacity: Double, inSurface: Bool) -> Node {
        switch node {
        case .shape(var shape):
            let surface = inSurface || shape.name.map(surfaces.contains) == true
            if let fill = shape.fill {
                shape.fill?.paint = paint(fill.paint, opacity: opacity, surface: surface, line: false)
            }
            if let stroke = shape.stroke {
                shape.stroke?.paint = paint(stroke.paint, opacity: opacity, surface: surface, line: true)
            }
            return .shape(shape)
        case .group(var group):
            let surface = inSurface || group.name.map(surfaces.contains) == true
            group.children = group.children.map {
                self.node($0, opacity: opacity * group.opacity, inSurface: surface)
            }
            return .group(group)
        case .text(var text):
            text.color = palette.mark(text.color, opacity: opacity, minimum: TextInk.minimumContrast)
            return .text(text)
        case .image:
            return node
        }
    }

    /// A fill's or a stroke's paint (`line`), at `opacity`, of a surface or of a mark.
    func paint(_ paint: Paint, opacity: Double, surface: Bool, line: Bool) -> Paint {
        let colors: [Color] =
            switch paint {
            case .solid(let color): [color]
            case .linearGradient(let gradient): gradient.stops.map(\.color)
            case .conicGradient(let gradient): gradient.stops.map(\.color)
            }
        if surface || colors.allSatisfy(DarkPalette.isSurfaceTone) {
            let contrast = line ? DarkPalette.lineContrast : DarkPalette.surfaceContrast
            let mapped = { (color: Color) in self.palette.surface(color, contrast: contrast) }
            return Self.recolored(paint, mapped, between: 0)
        }
        return Self.recolored(paint, { self.palette.mark($0, opacity: opacity) }, between: 3)
    }

    /// `paint` with every colour `mapped`; a gradient first gets `between` evenly spaced stops
    /// added between each pair of its stops, its colours there as it blends them.
    static func recolored(_ paint: Paint, _ mapped: (Color) -> Color, between: Int) -> Paint {
        func stops(_ stops: [GradientStop]) -> [GradientStop] {
            let sorted = stops.sortedByOffset()
            var dense: [GradientStop] = []
            for (index, stop) in sorted.enumerated() {
                if index > 0, between > 0, sorted[index - 1].offset < stop.offset {
                    let previous = sorted[index - 1]
                    for step in 1...between {
                        let offset =
                            previous.offset + (stop.offset - previous.offset) * Double(step) / Double(between + 1)
                        dense.append(GradientStop(offset: offset, color: sorted.color(at: offset)))
                    }
                }
                dense.append(stop)
            }
            return dense.map { GradientStop(offset: $0.offset, color: mapped($0.color)) }
        }
        switch paint {
        case .solid(let color):
            return .solid(mapped(color))
        case .linearGradient(var gradient):
            gradient.stops = stops(gradient.stops)
            return .linearGradient(gradient)
        case .conicGradient(var gradient):
            gradient.stops = stops(gradient.stops)
            return .conicGradient(gradient)
        }
    }
}
