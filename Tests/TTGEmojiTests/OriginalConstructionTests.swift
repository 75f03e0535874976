import TTGEmoji
import TTGGeometry
import TTGScene
import Testing

/// The default drawing measured against figures worked out here from the original
/// control's construction (TTGEmojiRate 1.0.0, `EmojiRateView.swift`), never from
/// this package's own code.
@Suite struct OriginalConstructionTests {
    /// The original's view size in its examples and our default size.
    static let w = 220.0

    /// The one stroked path of a default-look face (in its 0…w box), and the node count.
    static func strokedPath(_ face: EmojiFace) -> (path: Path, stroke: Stroke?, nodeCount: Int) {
        let nodes = face.nodes(rate: face.rate)
        guard case .shape(let shape) = nodes.last else { return (Path(), nil, nodes.count) }
        return (shape.path, shape.stroke, nodes.count)
    }

    /// The path split at each move.
    static func subpaths(_ path: Path) -> [Path] {
        var result: [Path] = []
        for element in path.elements {
            if case .move = element { result.append(Path()) }
            result[result.count - 1].append(element)
        }
        return result
    }

    /// Inset by rateFaceMargin + 2, where rateFaceMargin stays at its initial 1 until the
    /// line width is set: 3 points, so the circle's radius is (220 − 2 · 3) / 2 = 107.
    @Test func faceRadiusAt220() {
        let expectedRadius = (Self.w - 2 * (1 + 2)) / 2
        #expect(expectedRadius == 107)
        var face = EmojiFace(size: Self.w)
        face.geometry.showEyes = false
        let outline = Self.subpaths(Self.strokedPath(face).path)[0].bounds
        #expect(abs(outline.width / 2 - expectedRadius) < 1e-9 && abs(outline.height / 2 - expectedRadius) < 1e-9)
        #expect(abs(outline.minX - 3) < 1e-9 && abs(outline.midY - Self.w / 2) < 1e-9)
    }

    /// Smile: the middle at the corners' y + 0.14 w; frown: − 0.13 w; corners at
    /// w (1 − 0.35), 0.6 w apart.
    @Test func mouthEndsAt220() {
        let cornerY = Self.w * (1 - 0.35)
        for (style, middleY) in [(MouthStyle.smile, cornerY + 0.14 * Self.w), (.frown, cornerY - 0.13 * Self.w)] {
            var face = EmojiFace(size: Self.w, mouth: style, shape: .none)
            face.geometry.showEyes = false
            let mouth = Self.strokedPath(face).path.bounds
            #expect(abs(mouth.minX - 0.2 * Self.w) < 1e-9 && abs(mouth.maxX - 0.8 * Self.w) < 1e-9, "\(style)")
            let (low, high) = style == .smile ? (cornerY, middleY) : (middleY, cornerY)
            #expect(abs(mouth.minY - low) < 1e-9 && abs(mouth.maxY - high) < 1e-9, "\(style): \(mouth)")
        }
        #expect(abs(0.14 * Self.w - 30.8) < 1e-9 && abs(0.13 * Self.w - 28.6) < 1e-9)
    }

    /// hue = hueFrom + (hueTo − hueFrom) p: red (0) to blue (2/3) is hue 1/3, pure green, at p = 0.5.
    @Test func linearHueReachesGreenHalfwayFromRedToBlue() {
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let expectedHue = 0 + (2.0 / 3 - 0) * 0.5
        #expect(abs(expectedHue - 1.0 / 3) < 1e-12)
        let linear = EmojiFace(coloring: .dynamic(from: red, to: blue)).strokeColor(rate: 2.5)
        #expect(abs(linear.red) < 1e-9 && abs(linear.green - 1) < 1e-9 && abs(linear.blue) < 1e-9)
        // This project's departure, --hue-path shorter: the short way round passes magenta.
        let shorter = EmojiFace(coloring: .dynamic(from: red, to: blue, huePath: .shorter)).strokeColor(rate: 2.5)
        #expect(abs(shorter.red - 1) < 1e-9 && abs(shorter.green) < 1e-9 && abs(shorter.blue - 1) < 1e-9)
    }

    /// The face rect (220 − 6 square) inset vertically by 16% of its height: 214 × 145.52,
    /// an aspect of 1 / 0.68, lying down.
    @Test func capsuleIsHorizontal() {
        let side = Self.w - 6
        let expected = side / (side - 2 * 0.16 * side)
        #expect(abs(expected - 1 / 0.68) < 1e-12)
        var face = EmojiFace(size: Self.w, shape: .capsule)
        face.geometry.showEyes = false
        let capsule = Self.subpaths(Self.strokedPath(face).path)[0].bounds
        #expect(abs(capsule.width / capsule.height - expected) < 1e-9, "\(capsule)")
        #expect(abs(capsule.height - 145.52) < 1e-9)
    }

    /// A round eye is a ring of radius eyeWidth · 0.34 = 0.068 w, stroked like the face
    /// (not filled), centered at (0.3 w, w (1 − 0.6)) at p ≤ 0.5.
    @Test func roundEyeIsARing() {
        let radius = 0.2 * 0.34 * Self.w
        #expect(abs(radius - 0.068 * Self.w) < 1e-12)
        let face = EmojiFace(size: Self.w, eyes: .round, shape: .none)
        let (path, stroke, count) = Self.strokedPath(face)
        #expect(count == 1 && stroke?.width == 14)
        let rings = Self.subpaths(path).map(\.bounds).filter { abs($0.midY - 0.4 * Self.w) < 1e-9 }
        #expect(rings.count == 2)
        for (ring, x) in zip(rings, [0.3, 0.7]) {
            #expect(abs(ring.width / 2 - radius) < 1e-9 && abs(ring.height / 2 - radius) < 1e-9)
            #expect(abs(ring.midX - x * Self.w) < 1e-9)
        }
    }

    /// The smirk starts 0.015 w above the corners' line at 0.31 w and ends 0.08 w below it
    /// at 0.70 w: it slopes down to the right.
    @Test func smirkSlopesDownToTheRight() {
        var face = EmojiFace(size: Self.w, mouth: .smirk, shape: .none)
        face.geometry.showEyes = false
        let elements = Self.strokedPath(face).path.elements
        let y = Self.w * 0.65
        #expect(elements.first == .move(to: Point(0.31 * Self.w, y - 0.015 * Self.w)))
        #expect(elements.last?.endPoint == Point(0.7 * Self.w, y + 0.08 * Self.w))
    }

    /// Eyebrows: 0.14 w long at y = 0.29 w, ends ±0.045 w (angry, p < 0.24) or ±0.03 w
    /// (worried, p < 0.48); none from p = 0.48.
    @Test func eyebrowsAppearOnlyBelow048() {
        func brows(_ rate: Double) -> [Rect] {
            let face = EmojiFace(size: Self.w, rate: rate, preset: .expressive, shape: .none).withoutEyesAndMouth
            return Self.subpaths(Self.strokedPath(face).path).map(\.bounds)
                .filter { abs($0.midY - 0.29 * Self.w) < 1e-9 && abs($0.width - 0.14 * Self.w) < 1e-9 }
        }
        // Rates on the 0…5 scale: p = rate / 5.
        let angry = brows(0.2399 * 5)
        let worried = brows(0.24 * 5)
        #expect(angry.count == 2 && angry.allSatisfy { abs($0.height - 0.09 * Self.w) < 1e-9 })
        #expect(worried.count == 2 && worried.allSatisfy { abs($0.height - 0.06 * Self.w) < 1e-9 })
        #expect(brows(0.4799 * 5).count == 2)
        #expect(brows(0.48 * 5).isEmpty)
    }
}

extension EmojiFace {
    init(size: Double, rate: Double, preset: ExpressionPreset, shape: FaceShape) {
        self.init(rate: rate, size: size, preset: preset, shape: shape)
    }

    /// The face with no eyes and a flat mouth out of the eyebrows' way.
    var withoutEyesAndMouth: EmojiFace {
        var face = self
        face.geometry.showEyes = false
        face.mouth = .flat
        face.showsAccessories = true
        return face
    }
}
