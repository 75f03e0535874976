import Foundation
import TTGGeometry
import TTGLottie
import TTGScene
import TTGTestSupport
import Testing

/// What the Lottie writer puts in a file, read back as JSON and checked against values worked
/// out here: geometry, the stroke details players disagree on, trims over several contours,
/// even-odd holes, group opacity, and keyframe curves from the timeline.
@Suite struct LottieDocumentTests {
    static let writer = LottieWriter(
        services: LottieServices(
            encodePNG: { _ in [0x89, 0x50] }, textOutline: { _ in Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)) },
            shadows: { _, _, _ in GroupShadows(drop: nil, inner: nil) }, flattened: { _, _, _ in nil }))

    /// The document of a still scene, parsed.
    static func still(_ nodes: [Node], size: Size = Size(100, 100)) throws -> [String: Any] {
        try parse(try writer.document(for: Scene(size: size, nodes: nodes)))
    }

    static func parse(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Every object in the document whose `ty` is `type`, in document order, but for those of the
    /// groups that only span the canvas (see ``everyShapeLayerSpansTheCanvasPaintingNothingMore()``).
    static func items(_ type: String, in value: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        if let object = value as? [String: Any] {
            if object["nm"] as? String == "canvas extent" { return [] }
            if object["ty"] as? String == type { found.append(object) }
            for key in object.keys.sorted() { found += items(type, in: object[key]!) }
        } else if let array = value as? [Any] {
            for element in array { found += items(type, in: element) }
        }
        return found
    }

    /// A static property's value.
    static func value(_ property: Any?) -> Any? { (property as? [String: Any])?["k"] }

    @Test func aStillIsOneFrameWithItsGeometry() throws {
        let document = try Self.still([
            .shape(Path(rect: Rect(x: 10, y: 20, width: 30, height: 40)), fill: .solid(Color(rgb: 0xFF8000)))
        ])
        #expect(document["ip"] as? Double == 0)
        #expect(document["op"] as? Double == 1)
        #expect(document["w"] as? Double == 100)
        let shapes = Self.items("sh", in: document)
        #expect(shapes.count == 1)
        let path = try #require(Self.value(shapes[0]["ks"]) as? [String: Any])
        #expect(path["c"] as? Bool == true)
        let vertices = try #require(path["v"] as? [[Double]])
        #expect(vertices == [[10, 20], [40, 20], [40, 60], [10, 60]])
        let fill = try #require(Self.items("fl", in: document).first)
        #expect(Self.value(fill["c"]) as? [Double] == [1, 0.502, 0, 1])
        #expect(Self.value(fill["o"]) as? Double == 100)
    }

    /// lottie-web's HTML renderer cuts a shape layer's drawing at its contours' bounds (strokes
    /// not counted): each shape layer ends with a contour spanning the canvas, which no paint
    /// follows.
    @Test func everyShapeLayerSpansTheCanvasPaintingNothingMore() throws {
        let document = try Self.still(
            [.shape(Path(rect: Rect(x: 10, y: 20, width: 30, height: 40)), stroke: Stroke(.solid(.black), width: 8))],
            size: Size(120, 80))
        let layer = try #require((document["layers"] as? [[String: Any]])?.first)
        let extent = try #require((layer["shapes"] as? [[String: Any]])?.last)
        #expect(extent["nm"] as? String == "canvas extent")
        #expect(extent["ty"] as? String == "sh")
        let path = try #require(Self.value(extent["ks"]) as? [String: Any])
        #expect(path["v"] as? [[Double]] == [[0, 0], [120, 0], [120, 80], [0, 80]])
    }

    /// A clip is the layer's masks, not an alpha matte (which lottie-web's HTML renderer never
    /// draws): outline added, hole taken away, on the canvas's coordinates.
    @Test func aClipIsLayerMasksOutlineThenHole() throws {
        var path = Path(rect: Rect(x: 0, y: 0, width: 60, height: 60))
        path.append(contentsOf: Path(rect: Rect(x: 20, y: 20, width: 20, height: 20)))
        let document = try Self.still([
            .group(
                [.shape(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), fill: .solid(.black))],
                transform: .translation(x: 10, y: 5), clip: ClipPath(path, rule: .evenOdd))
        ])
        let compositions = (document["assets"] as? [[String: Any]] ?? []).map { $0["layers"] as? [[String: Any]] ?? [] }
        let layers = (document["layers"] as? [[String: Any]] ?? []) + compositions.flatMap { $0 }
        #expect(layers.allSatisfy { $0["tt"] == nil && $0["td"] == nil })
        let layer = try #require(layers.first { $0["masksProperties"] != nil })
        #expect(layer["hasMask"] as? Bool == true)
        let masks = try #require(layer["masksProperties"] as? [[String: Any]])
        #expect(masks.map { $0["mode"] as? String } == ["a", "s"])
        let vertices = masks.map { (Self.value($0["pt"]) as? [String: Any])?["v"] as? [[Double]] ?? [] }
        #expect(Set(vertices[0].map { $0 }) == [[10, 5], [70, 5], [70, 65], [10, 65]])
        #expect(Set(vertices[1].map { $0 }) == [[30, 25], [50, 25], [50, 45], [30, 45]])
    }

    @Test func textIsItsOutlineFilledInItsColor() throws {
        let document = try Self.still([.text("Hi", at: Point(5, 5), color: Color(rgb: 0x336699))])
        #expect(Self.items("sh", in: document).count == 1)
        #expect(Self.value(Self.items("fl", in: document).first?["c"]) as? [Double] == [0.2, 0.4, 0.6, 1])
    }

    @Test func aCurveKeepsItsControlPointsAsTangents() throws {
        let path = Path([
            .move(to: Point(0, 0)), .cubic(to: Point(30, 0), control1: Point(10, 20), control2: Point(20, 20)),
        ])
        let document = try Self.still([.shape(path, stroke: Stroke(.solid(.black)))])
        let value = try #require(Self.value(Self.items("sh", in: document)[0]["ks"]) as? [String: Any])
        #expect(value["c"] as? Bool == false)
        #expect(value["v"] as? [[Double]] == [[0, 0], [30, 0]])
        #expect(value["o"] as? [[Double]] == [[10, 20], [0, 0]])
        #expect(value["i"] as? [[Double]] == [[0, 0], [-10, 20]])
    }

    @Test func strokesSayTheirCapsJoinsMiterAndDashesWithTheOffsetLast() throws {
        let stroke = Stroke(
            .solid(.black), width: 3, cap: .round, join: .bevel, miterLimit: 4, dash: [5, 2, 1], dashPhase: 7)
        let document = try Self.still([.shape(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), stroke: stroke)])
        let item = try #require(Self.items("st", in: document).first)
        #expect(item["lc"] as? Double == 2)
        #expect(item["lj"] as? Double == 3)
        #expect(item["ml"] as? Double == 4)
        #expect(Self.value(item["w"]) as? Double == 3)
        let dashes = try #require(item["d"] as? [[String: Any]])
        // An odd pattern repeats twice, as SVG and the raster renderer read it.
        #expect(dashes.map { $0["n"] as? String } == ["d", "g", "d", "g", "d", "g", "o"])
        #expect(dashes.map { Self.value($0["v"]) as? Double } == [5, 2, 1, 5, 2, 1, 7])
        // Butt caps and miter joins are written too: players' defaults differ.
        let plain = try Self.still([
            .shape(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), stroke: Stroke(.solid(.black)))
        ])
        let defaults = try #require(Self.items("st", in: plain).first)
        #expect(defaults["lc"] as? Double == 1 && defaults["lj"] as? Double == 1 && defaults["ml"] as? Double == 10)
    }

    @Test func aTrimOverTwoContoursIsTrimmedContourByContour() throws {
        // Two lines of 100: the middle half of the whole length is the second half of the first
        // and the first half of the second.
        let path = Path([
            .move(to: Point(0, 10)), .line(to: Point(100, 10)), .move(to: Point(0, 50)), .line(to: Point(100, 50)),
        ])
        let stroke = Stroke(.solid(.black), width: 2, trimStart: 0.25, trimEnd: 0.75)
        let document = try Self.still([.shape(path, stroke: stroke)])
        let trims = Self.items("tm", in: document)
        #expect(trims.count == 2)
        let ranges = trims.map { [Self.value($0["s"]) as? Double, Self.value($0["e"]) as? Double] }
        #expect(Set(ranges) == [[50, 100], [0, 50]])
        #expect(trims.allSatisfy { $0["m"] as? Double == 1 })
    }

    @Test func evenOddHolesWindOppositeTheirOutline() throws {
        var path = Path(rect: Rect(x: 0, y: 0, width: 90, height: 90))
        for element in Path(rect: Rect(x: 30, y: 30, width: 30, height: 30)).elements { path.append(element) }
        let document = try Self.still([.shape(path, fill: .solid(.black), rule: .evenOdd)])
        #expect(Self.items("fl", in: document).first?["r"] as? Double == 2)
        let areas = try Self.items("sh", in: document).map { item -> Double in
            let vertices = try #require((Self.value(item["ks"]) as? [String: Any])?["v"] as? [[Double]])
            return zip(vertices, vertices.dropFirst() + vertices.prefix(1)).reduce(0) {
                $0 + $1.0[0] * $1.1[1] - $1.1[0] * $1.0[1]
            }
        }
        #expect(areas.count == 2)
        #expect(areas[0] * areas[1] < 0)
    }

    @Test func groupOpacityCompositesTheWholeGroup() throws {
        let square = Node.shape(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), fill: .solid(.black))
        let shifted = Node.shape(Path(rect: Rect(x: 20, y: 20, width: 40, height: 40)), fill: .solid(.black))
        // Two overlapping children: one precomposition whose layer has the opacity.
        let two = try Self.still([.group([square, shifted], opacity: 0.5, name: "pair")])
        let layer = try #require((two["layers"] as? [[String: Any]])?.first)
        #expect(layer["ty"] as? Double == 0)
        #expect(layer["nm"] as? String == "pair")
        #expect(Self.value((layer["ks"] as? [String: Any])?["o"]) as? Double == 50)
        // One child paints once: its group's own opacity, no precomposition.
        let one = try Self.still([.group([square], opacity: 0.5)])
        #expect((one["assets"] as? [Any])?.isEmpty == true)
        #expect(Self.items("tr", in: one).contains { Self.value($0["o"]) as? Double == 50 })
    }

    @Test func aTranslucentGroupThatOnlyMovesIsOneBitmapFadedByItsLayer() throws {
        // The backend's bitmap of the group: 2 × 2 pixels over the 60-point box it paints.
        let writer = LottieWriter(
            services: LottieServices(
                encodePNG: { _ in [0x89, 0x50] }, textOutline: { _ in Path() },
                shadows: { _, _, _ in GroupShadows(drop: nil, inner: nil) },
                flattened: { _, placement, _ in
                    ImageNode(
                        image: RasterImage(width: 2, height: 2, color: .black),
                        rect: Rect(x: placement.tx, y: placement.ty, width: 60, height: 60))
                }))
        let square = Node.shape(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), fill: .solid(.black))
        let shifted = Node.shape(Path(rect: Rect(x: 20, y: 20, width: 40, height: 40)), fill: .solid(.black))
        func document(_ group: @escaping @Sendable (Double) -> Node) throws -> [String: Any] {
            let scene = SceneAnimation(
                timeline: Timeline(["t": try PropertyAnimation.basic(from: 0, to: 1, duration: 1)]),
                size: Size(100, 100), render: { Scene(size: Size(100, 100), nodes: [group($0["t", default: 0])]) })
            let sampling = try AnimationSampling(scene, start: 0, end: 1, frameTimes: (0..<30).map { Double($0) / 30 })
            return try Self.parse(try writer.document(for: sampling, frameRate: 30, hold: 0))
        }
        // Overlapping children fading and moving: one image layer, moved and faded.
        let moving = try document { t in
            .group([square, shifted], transform: .translation(x: 30 * t, y: 0), opacity: 1 - t / 2)
        }
        let layers = try #require(moving["layers"] as? [[String: Any]])
        #expect(layers.map { $0["ty"] as? Double } == [2])
        let transform = try #require(layers[0]["ks"] as? [String: Any])
        #expect((transform["o"] as? [String: Any])?["a"] as? Double == 1)
        #expect((transform["p"] as? [String: Any])?["a"] as? Double == 1)
        // From opacity 1 to 0.5, and 30 points to the right, over the second the file lasts.
        func ends(_ property: String) throws -> (first: Double, last: Double) {
            let keyframes = try #require(Self.value(transform[property]) as? [[String: Any]])
            let first = try #require((keyframes.first?["s"] as? [Double])?.first)
            return (first, try #require((keyframes.last?["s"] as? [Double])?.first))
        }
        let fade = try ends("o")
        #expect(fade.first == 100 && abs(fade.last - 50) < 0.01)
        let move = try ends("p")
        #expect(abs(move.last - move.first - 30) < 0.01)
        // A group whose content changes is a precomposition at its opacity, as before.
        let growing = try document { t in
            .group(
                [square, .shape(Path(rect: Rect(x: 20, y: 20, width: 40 + 20 * t, height: 40)), fill: .solid(.black))],
                opacity: 0.5)
        }
        #expect((growing["layers"] as? [[String: Any]])?.map { $0["ty"] as? Double } == [0])
    }

    @Test func timingCurvesBecomeKeyframeTangentsAndTheWayBackIsMirrored() throws {
        let timing = try TimingFunction(controlPoints: 0.42, 0, 1, 1)
        let animation = try PropertyAnimation.basic(
            from: 0, to: 60, duration: 1, timing: timing, autoreverses: true, repeatCount: .infinity)
        let scene = SceneAnimation(
            timeline: Timeline(["x": animation]), size: Size(100, 100),
            render: { values in
                Scene(
                    size: Size(100, 100),
                    nodes: [
                        .group(
                            [.shape(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), fill: .solid(.black))],
                            transform: .translation(x: values["x", default: 0], y: 0))
                    ])
            })
        let frames = (0..<60).map { Double($0) / 30 }
        let sampling = try AnimationSampling(scene, start: 0, end: 2, frameTimes: frames)
        let document = try Self.parse(try Self.writer.document(for: sampling, frameRate: 30, hold: 0))
        #expect(document["op"] as? Double == 60)
        let position = try #require(
            Self.items("tr", in: document).compactMap { $0["p"] as? [String: Any] }.first {
                $0["a"] as? Double == 1
            })
        let keyframes = try #require(position["k"] as? [[String: Any]])
        #expect(keyframes.map { $0["t"] as? Double } == [0, 30, 60])
        #expect(keyframes.map { ($0["s"] as? [Double])?.first } == [0, 60, 0])
        func curve(_ keyframe: [String: Any]) -> [Double?] {
            let o = keyframe["o"] as? [String: [Double]]
            let i = keyframe["i"] as? [String: [Double]]
            return [o?["x"]?[0], o?["y"]?[0], i?["x"]?[0], i?["y"]?[0]]
        }
        #expect(curve(keyframes[0]) == [0.42, 0, 1, 1])
        // Back: (1 − x2, 1 − y2, 1 − x1, 1 − y1).
        #expect(curve(keyframes[1]) == [0, 0, 0.58, 1])
    }

    @Test func aJumpIsAHoldKeyframeAtItsOwnTime() throws {
        let sampling = try AnimationSampling(
            try TimingAnimations.startingOver(), start: 0, end: 2, frameTimes: (0..<60).map { Double($0) / 30 })
        let document = try Self.parse(try Self.writer.document(for: sampling, frameRate: 30, hold: 0))
        let position = try #require(
            Self.items("tr", in: document).compactMap { $0["p"] as? [String: Any] }.first { $0["a"] as? Double == 1 })
        let keyframes = try #require(position["k"] as? [[String: Any]])
        // 0 → 10 over 30 frames, 10 held from a microsecond before frame 30, then 0 from frame 30.
        let held = try #require(keyframes.firstIndex { $0["h"] as? Double == 1 })
        let heldFrame = try #require(keyframes[held]["t"] as? Double)
        #expect(abs(heldFrame - (1 - AnimationSampling.jumpLead) * 30) <= 1e-6)
        #expect((keyframes[held]["s"] as? [Double])?.first == 10)
        #expect(keyframes[held]["o"] == nil && keyframes[held]["i"] == nil)
        #expect(keyframes[held + 1]["t"] as? Double == 30)
        #expect((keyframes[held + 1]["s"] as? [Double])?.first == 0)
    }

    @Test func eachStructureShowsFromTheInstantItAppears() throws {
        // One square, and a second from t = 0.1234 s, between frames 3 and 4 at 30 fps.
        let switchTime = 0.1234
        let animation = TimingAnimations.gainingASquare(at: switchTime)
        let sampling = try AnimationSampling(
            animation, start: 0, end: 1, frameTimes: (0...30).map { Double($0) / 30 })
        let document = try Self.parse(try Self.writer.document(for: sampling, frameRate: 30, hold: 1.0 / 30))
        let layers = try #require(document["layers"] as? [[String: Any]])
        #expect(layers.count == 2)
        // Both layers span the file; which one shows is hold keyframes of their opacity, at the
        // switch's own fraction of a frame (players agree on keyframe times; they round in and
        // out points each its own way).
        for layer in layers {
            #expect(layer["ip"] as? Double == 0 && layer["op"] as? Double == 31)
        }
        func opacity(_ layer: [String: Any]) -> [[Double]] {
            let o = (layer["ks"] as? [String: Any])?["o"] as? [String: Any]
            return (o?["k"] as? [[String: Any]] ?? []).map {
                [$0["t"] as? Double ?? -1, ($0["s"] as? [Double])?.first ?? -1, $0["h"] as? Double ?? 0]
            }
        }
        let frame = switchTime * 30
        // Lottie lists layers front to back: the second structure first.
        let later = opacity(layers[0])
        let earlier = opacity(layers[1])
        #expect(earlier.count == 2 && later.count == 2)
        #expect(earlier[0] == [0, 100, 1] && later[0] == [0, 0, 1])
        // At the switch or up to a thousandth of a frame after it, never before: a player that
        // keeps frames as 32-bit floats must not show the new structure while the model has the old.
        for (keyframe, opacity) in [(earlier[1], 0.0), (later[1], 100.0)] {
            #expect(keyframe[0] >= frame && keyframe[0] - frame <= 1e-3 && keyframe[1] == opacity)
        }
    }

    @Test func aLoopIsAWholeNumberOfFramesAtTheNearestRate() throws {
        // A 0.35 s period at 30 fps is 10.5 frames: 11 frames at 11 / 0.35 ≈ 31.43 fps, since
        // lottie-web plays op − ip rounded down to whole frames.
        let p = try PropertyAnimation.basic(
            from: 0, to: 10, duration: 0.35, autoreverses: false, repeatCount: .infinity)
        let animation = SceneAnimation(timeline: Timeline(["p": p]), size: Size(100, 100)) { values in
            Scene(
                size: Size(100, 100),
                nodes: [
                    .shape(
                        Path(rect: Rect(x: values["p", default: 0], y: 0, width: 5, height: 5)), fill: .solid(.black))
                ])
        }
        let sampling = try AnimationSampling(
            animation, start: 0, end: 0.35, frameTimes: (0..<11).map { Double($0) * 0.35 / 11 })
        let document = try Self.parse(try Self.writer.document(for: sampling, frameRate: 30, hold: 0))
        #expect(document["op"] as? Double == 11)
        let rate = try #require(document["fr"] as? Double)
        #expect(abs(rate - 11 / 0.35) < 1e-9)
    }

    @Test func anEndingAnimationsLastHoldLastsToAWholeFrame() throws {
        // Frames at 0…0.9 and the end at 0.95, shown a frame longer: 29.5 frames, played as 30.
        let sampling = try AnimationSampling(
            Self.moving(), start: 0, end: 0.95, frameTimes: (0..<29).map { Double($0) / 30 } + [0.95])
        let document = try Self.parse(try Self.writer.document(for: sampling, frameRate: 30, hold: 1.0 / 30))
        #expect(document["op"] as? Double == 30)
        #expect(document["fr"] as? Double == 30)
    }

    /// A square moving right for a second.
    static func moving() -> SceneAnimation {
        SceneAnimation(size: Size(100, 100), duration: 1) { time in
            Scene(
                size: Size(100, 100),
                nodes: [.shape(Path(rect: Rect(x: 10 * time, y: 10, width: 5, height: 5)), fill: .solid(.black))])
        }
    }
}
