import TTGEmoji
import TTGGeometry
import TTGScene
import Testing

/// Geometry clamping, the classic construction, colors and the rate animation.
@Suite struct FaceModelTests {
    @Test func geometryIsClampedToTheSpecRanges() {
        let low = FaceGeometry(
            lineWidth: -3, mouthWidth: 0, lipWidth: 0, mouthVerticalPosition: 0,
            eyeWidth: 0, eyeVerticalPosition: 0)
        #expect(low.lineWidth == 0.5)
        #expect(low.mouthWidth == 0.2 && low.lipWidth == 0.2 && low.mouthVerticalPosition == 0.1)
        #expect(low.eyeWidth == 0.1 && low.eyeVerticalPosition == 0.6)
        var high = FaceGeometry(
            lineWidth: 500, mouthWidth: 1, lipWidth: 1, mouthVerticalPosition: 1,
            eyeWidth: 1, eyeVerticalPosition: 1)
        #expect(high.lineWidth == 20)
        #expect(high.mouthWidth == 0.7 && high.lipWidth == 0.9 && high.mouthVerticalPosition == 0.5)
        #expect(high.eyeWidth == 0.3 && high.eyeVerticalPosition == 0.8)
        high.mouthWidth = 0.05
        #expect(high.mouthWidth == 0.2)
        high.eyeVerticalPosition = .nan
        #expect(high.eyeVerticalPosition == 0.6)
    }

    @Test func lineWidthScalesWithTheSize() {
        let geometry = FaceGeometry()
        #expect(geometry.strokeWidth(forSize: 220) == 14)
        #expect(geometry.strokeWidth(forSize: 110) == 7)
    }

    /// C.y = w(1 − 0.35) + 0.3 w (p − 0.5): 110, 143 and 176 at size 220.
    @Test(arguments: [(0.0, 110.0), (2.5, 143.0), (5.0, 176.0)])
    func mouthCenter(rate: Double, y: Double) {
        let face = EmojiFace(rate: rate)
        let center = ClassicFeatures.mouthCenter(size: 220, progress: face.progress, geometry: face.geometry)
        #expect(abs(center.x - 110) < 1e-9)
        #expect(abs(center.y - y) < 1e-9)
    }

    @Test func classicMouthIsTwoSymmetricCubics() throws {
        let g = FaceGeometry()
        let mouth = ClassicFeatures.mouth(size: 220, progress: 1, geometry: g)
        // h = w · mouthWidth · lipWidth / 2 = 220 · 0.6 · 0.7 / 2 = 46.2
        let expected: [PathElement] = [
            .move(to: Point(44, 143)),
            .cubic(to: Point(110, 176), control1: Point(44, 143), control2: Point(110 - 46.2, 176)),
            .cubic(to: Point(176, 143), control1: Point(110 + 46.2, 176), control2: Point(176, 143)),
        ]
        #expect(mouth.elements.count == 3)
        for (a, b) in zip(mouth.elements, expected) {
            guard case .cubic(let p, let c1, let c2) = a, case .cubic(let q, let d1, let d2) = b else {
                #expect(a == b)
                continue
            }
            for (u, v) in [(p, q), (c1, d1), (c2, d2)] { #expect(u.distance(to: v) < 1e-9) }
        }
    }

    @Test func classicEyeIsFlatBelowTheMiddleAndArchesAbove() {
        let g = FaceGeometry()
        let flat = ClassicFeatures.eye(centerX: 66, size: 220, progress: 0.2, geometry: g)
        #expect(flat.bounds.height < 1e-9)
        #expect(abs(flat.bounds.minY - 88) < 1e-9)
        #expect(abs(flat.bounds.width - 44) < 1e-9)
        let happy = ClassicFeatures.eye(centerX: 66, size: 220, progress: 1, geometry: g)
        // Raised by 0.1 w · 0.5 = 11 at the middle.
        #expect(abs(happy.bounds.minY - 77) < 1e-9)
        guard case .cubic(_, _, let control2) = happy.elements[1] else {
            Issue.record("no cubic")
            return
        }
        #expect(abs(control2.x - (66 - 0.06 * 220)) < 1e-9 && abs(control2.y - 77) < 1e-9)
    }

    @Test func strokeColorInterpolatesInHSB() {
        let face = EmojiFace()
        #expect(face.strokeColor(rate: 0) == StrokeColoring.defaultFrom)
        #expect(face.strokeColor(rate: 5) == StrokeColoring.defaultTo)
        let from = StrokeColoring.defaultFrom.hsb
        let to = StrokeColoring.defaultTo.hsb
        let middle = face.strokeColor(rate: 2.5).hsb
        #expect(abs(middle.hue - (from.hue + to.hue) / 2) < 1e-9)
        #expect(abs(middle.saturation - (from.saturation + to.saturation) / 2) < 1e-9)
        #expect(abs(middle.brightness - (from.brightness + to.brightness) / 2) < 1e-9)
        // Not the RGB midpoint.
        let rgb = StrokeColoring.defaultFrom.interpolatedRGB(to: StrokeColoring.defaultTo, fraction: 0.5)
        #expect(face.strokeColor(rate: 2.5) != rgb)
    }

    @Test func aFixedColorIgnoresTheRate() {
        let face = EmojiFace(coloring: .fixed(.black))
        #expect(face.strokeColor(rate: 0) == .black && face.strokeColor(rate: 5) == .black)
    }

    /// Pure in both looks; in the rich look the marks (the outline aside, which reaches
    /// past the canvas as in the original) stay inside the canvas.
    @Test func scenesArePureAndRichMarksStayInsideTheCanvas() {
        for size in [64.0, 220, 1024] {
            for preset in ExpressionPreset.allCases {
                for shape in FaceShape.allCases {
                    for rate in stride(from: 0.0, through: 5, by: 0.5) {
                        for look in FaceLook.allCases {
                            let face = EmojiFace(
                                rate: rate, size: size, preset: preset, shape: shape, morph: true, look: look)
                            let scene = face.scene()
                            #expect(scene == face.scene())
                            #expect(scene.size == face.canvasSize)
                            // The whole stroke is on the canvas: the inset makes room for the outline.
                            let whole = Self.strokedBounds(scene.nodes)
                            #expect(
                                whole.minX >= -1e-9 && whole.minY >= -1e-9 && whole.maxX <= scene.size.width + 1e-9
                                    && whole.maxY <= scene.size.height + 1e-9,
                                "\(shape) \(look) rate \(rate) size \(size): \(whole) in \(scene.size)")
                        }
                        let marks = EmojiFace(rate: rate, size: size, preset: preset, shape: .none, look: .rich)
                        let extent = Self.strokedBounds(marks.nodes(rate: rate))
                        #expect(
                            extent.minX >= 0 && extent.minY >= 0 && extent.maxX <= size && extent.maxY <= size,
                            "\(preset) rate \(rate) size \(size): \(extent)")
                    }
                }
            }
        }
    }

    @Test func richMarksStayInsideTheCanvasAtExtremeProportions() {
        let extremes = [
            FaceGeometry(
                lineWidth: 20, mouthWidth: 0.7, lipWidth: 0.9, mouthVerticalPosition: 0.1, eyeWidth: 0.3,
                eyeVerticalPosition: 0.8),
            FaceGeometry(
                lineWidth: 0.5, mouthWidth: 0.2, lipWidth: 0.2, mouthVerticalPosition: 0.5, eyeWidth: 0.1,
                eyeVerticalPosition: 0.6),
        ]
        for geometry in extremes {
            for preset in ExpressionPreset.allCases {
                for rate in stride(from: 0.0, through: 5, by: 0.25) {
                    let face = EmojiFace(
                        rate: rate, size: 64, geometry: geometry, preset: preset, accessoryScale: 2, shape: .none,
                        look: .rich)
                    let extent = Self.strokedBounds(face.nodes(rate: rate))
                    #expect(
                        extent.minX >= 0 && extent.minY >= 0 && extent.maxX <= 64 && extent.maxY <= 64,
                        "\(preset) rate \(rate): \(extent)")
                }
            }
        }
    }

    @Test func explicitStylesOverrideThePreset() {
        let face = EmojiFace(rate: 5, preset: .playful, eyes: .angry, mouth: .flat, showsAccessories: false)
        let expression = face.expression(progress: 1)
        #expect(expression.eyes == .both(.angry))
        #expect(expression.mouth == .flat)
        #expect(expression.accessories.isEmpty && expression.eyebrows == nil)
    }

    @Test func animationEasesTheRateFromOneValueToTheOther() throws {
        let face = EmojiFace(rate: 0)
        let animation = try face.animation(to: 5, duration: 1)
        #expect(animation.duration == 1)
        #expect(animation.scene(0) == face.scene(rate: 0))
        #expect(animation.scene(1) == face.scene(rate: 5))
        #expect(animation.scene(0.5) == face.scene(rate: 2.5))
        // easeInEaseOut: slower than linear at the start.
        #expect(animation.scene(0.2) != face.scene(rate: 1))
    }

    /// The bounds of every shape grown by half its stroke width.
    static func strokedBounds(_ nodes: [Node], transform: AffineTransform = .identity) -> Rect {
        var extent: Rect?
        for node in nodes {
            var rect: Rect?
            switch node {
            case .shape(let shape):
                let half = (shape.stroke?.width ?? 0) / 2
                rect = transform.apply(shape.path.bounds.insetBy(dx: -half, dy: -half))
            case .group(let group):
                rect = strokedBounds(group.children, transform: group.transform.concatenating(transform))
            default:
                break
            }
            if let rect { extent = extent.map { $0.union(rect) } ?? rect }
        }
        return extent ?? .zero
    }
}
