import TTGGeometry
import TTGScene

extension LottieComposer {
    /// A linear gradient fill's or stroke's gradient: its ends and its colors (offset and RGB a
    /// stop, then offset and alpha a stop where any stop is not opaque).
    func gradient(_ paints: [Paint], tolerance: Double) -> LottieGradient {
        let gradients = paints.map { if case .linearGradient(let g) = $0 { g } else { fatalError("structure") } }
        let stops = gradients.map { $0.stops.sortedByOffset() }
        let translucent = stops.contains { $0.contains { $0.color.alpha < 1 } }
        let colors = stops.map { list in
            list.flatMap { [$0.offset, $0.color.red, $0.color.green, $0.color.blue] }
                + (translucent ? list.flatMap { [$0.offset, $0.color.alpha] } : [])
        }
        return LottieGradient(
            start: vector(gradients.map { [$0.start.x, $0.start.y] }, tolerance: tolerance),
            end: vector(gradients.map { [$0.end.x, $0.end.y] }, tolerance: tolerance), stopCount: stops[0].count,
            colors: vector(colors, tolerance: SampledSpace.colorTolerance))
    }

    /// A conic gradient painting a shape: a layer of wedges (see
    /// ``ConicGradient/wedges(radius:cuttingAtStops:)``), each a triangle with a linear
    /// gradient, seen through `matte`, the shape painted opaque.
    func conic(_ paints: [Paint], seenThrough matte: [ShapeNode], in space: SampledSpace) throws -> LottieDrawing {
        let gradients = paints.map { if case .conicGradient(let g) = $0 { g } else { fatalError("structure") } }
        let areas = matte.map { shape in
            let reach = shape.stroke.map { $0.width * max(1, $0.miterLimit) } ?? 0
            return shape.path.controlBounds.insetBy(dx: -reach - 1, dy: -reach - 1)
        }
        let radius = ConicGradient.radius(covering: areas, around: gradients.map(\.center))
        let cutting = gradients.allSatisfy { $0.stops == gradients[0].stops }
        let samples = gradients.map { $0.wedges(radius: radius, cuttingAtStops: cutting) }
        let wedgeSpace = space.inner(gradients.map(\.placement))
        let tolerance = wedgeSpace.units(SampledSpace.positionTolerance)
        let wedges: [LottieShapeGroup] = samples[0].indices.map { index in
            let wedge = samples[0][index]
            let triangle = LottiePath(shape: .constant(.polygon([Point(0, 0)] + wedge.corners)))
            let fill = LinearGradient(
                stops: [
                    GradientStop(offset: 0, color: wedge.startColor), GradientStop(offset: 1, color: wedge.endColor),
                ],
                start: wedge.gradientStart, end: wedge.gradientEnd)
            let paints = samples.map { sample -> Paint in
                var own = fill
                own.stops = [
                    GradientStop(offset: 0, color: sample[index].startColor),
                    GradientStop(offset: 1, color: sample[index].endColor),
                ]
                return .linearGradient(own)
            }
            return LottieShapeGroup(
                items: [
                    .path(triangle),
                    .gradientFill(LottieGradientFill(gradient: gradient(paints, tolerance: tolerance), rule: .nonZero)),
                ])
        }
        let content = ShapeDrawing(
            items: wedges.reversed(), transforms: wedgeSpace.transforms, opacity: space.transforms.map { _ in 1 },
            name: nil, paintsOnce: true)
        if let outlines = GroupNode.maskOutlines(matte.map { [.shape($0)] }) {
            return .layer(masked([.shapes(content)], by: outlines, in: space))
        }
        return .layer(matted([.shapes(content)], by: try shape(matte, in: space)))
    }
}
