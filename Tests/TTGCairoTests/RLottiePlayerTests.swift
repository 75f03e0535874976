import TTGScene
import TTGTestSupport
import Testing

/// rlottie plays hand-written Lottie documents whose pixels are known exactly.
@Suite struct RLottiePlayerTests {
    /// A 100×80 composition at 30 fps, frames 0 to 29, with one shape layer: a rectangle
    /// 10…60 × 10…50 filled with `color` at `opacity` percent, the layer at `position`.
    static func document(
        color: String = "[1,0,0,1]", opacity: Double = 100, position: String = #"{"a":0,"k":[0,0]}"#,
        inPoint: Int = 0, outPoint: Int = 30
    ) -> String {
        let rectangle = """
            {"ty":"sh","nm":"Rect","ks":{"a":0,"k":{"c":true,
             "v":[[10,10],[60,10],[60,50],[10,50]],
             "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}
            """
        let fill = """
            {"ty":"fl","nm":"Fill","c":{"a":0,"k":\(color)},"o":{"a":0,"k":\(opacity)},"r":1}
            """
        let transform = """
            {"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
             "r":{"a":0,"k":0},"o":{"a":0,"k":100}}
            """
        return """
            {"v":"5.7.0","fr":30,"ip":\(inPoint),"op":\(outPoint),"w":100,"h":80,"nm":"Test","ddd":0,"assets":[],
             "layers":[{"ddd":0,"ind":1,"ty":4,"nm":"Shape","sr":1,"ip":\(inPoint),"op":\(outPoint),"st":0,
              "ks":{"a":{"a":0,"k":[0,0]},"p":\(position),"s":{"a":0,"k":[100,100]},
                    "r":{"a":0,"k":0},"o":{"a":0,"k":100}},
              "shapes":[{"ty":"gr","nm":"Group","it":[\(rectangle),\(fill),\(transform)]}]}]}
            """
    }

    /// The position moves linearly from (0, 0) at frame 0 to (20, 0) at frame 30.
    static let movingPosition = """
        {"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[20,0]}]}
        """

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    @Test func opaqueRectangleIsExactlyRedInsideAndClearOutside() throws {
        let image = try #require(try RLottiePlayer.render(Self.document(), frames: [0], width: 100, height: 80).first)
        #expect((image.width, image.height) == (100, 80))
        #expect(pixel(image, 35, 30) == [255, 0, 0, 255])
        #expect(pixel(image, 10, 10) == [255, 0, 0, 255] && pixel(image, 59, 49) == [255, 0, 0, 255])
        #expect(pixel(image, 5, 5) == [0, 0, 0, 0])
        #expect(pixel(image, 60, 30) == [0, 0, 0, 0] && pixel(image, 35, 50) == [0, 0, 0, 0])
    }

    @Test func halfOpacityIsUnpremultipliedToStraightRed() throws {
        let image = try #require(
            try RLottiePlayer.render(Self.document(opacity: 50), frames: [0], width: 100, height: 80).first)
        let inside = pixel(image, 35, 30)
        #expect(inside[0] == 255 && inside[1] == 0 && inside[2] == 0)
        #expect(abs(Int(inside[3]) - 128) <= 1)
        #expect(pixel(image, 5, 5) == [0, 0, 0, 0])
    }

    @Test func halfColorStaysHalfAtFullOpacity() throws {
        let image = try #require(
            try RLottiePlayer.render(Self.document(color: "[0,0.5,1,1]"), frames: [0], width: 100, height: 80).first)
        let inside = pixel(image, 35, 30)
        #expect(inside[0] == 0 && abs(Int(inside[1]) - 128) <= 1 && inside[2] == 255 && inside[3] == 255)
    }

    /// The left edge of the rectangle: the first column whose pixel on row 30 is opaque.
    func leftEdge(_ image: RasterImage) -> Int? {
        (0..<image.width).first { pixel(image, $0, 30)[3] == 255 }
    }

    @Test func linearPositionKeyframesMoveTheEdgeHalfwayAtFrame15() throws {
        let frames = try RLottiePlayer.render(
            Self.document(position: Self.movingPosition), frames: [0, 15, 29], width: 100, height: 80)
        #expect(frames.count == 3)
        #expect(leftEdge(frames[0]) == 10)
        #expect(leftEdge(frames[1]) == 20)
        // Frame 29 is 29/30 of the way: 19⅓ px, so column 29 is partly covered and 30 fully.
        #expect(leftEdge(frames[2]) == 30)
        #expect(pixel(frames[2], 29, 30)[3] > 0 && pixel(frames[2], 29, 30)[3] < 255)
    }

    @Test func scalesTheCompositionToTheRequestedSize() throws {
        let image = try #require(try RLottiePlayer.render(Self.document(), frames: [0], width: 200, height: 160).first)
        #expect(pixel(image, 20, 20) == [255, 0, 0, 255] && pixel(image, 119, 99) == [255, 0, 0, 255])
        #expect(pixel(image, 19, 20)[3] == 0 && pixel(image, 120, 99)[3] == 0)
    }

    @Test func identicalDocumentsDoNotAliasAndDifferentOnesDoNot() throws {
        let red = try RLottiePlayer.render(Self.document(), frames: [0], width: 100, height: 80)[0]
        let blue = try RLottiePlayer.render(Self.document(color: "[0,0,1,1]"), frames: [0], width: 100, height: 80)[0]
        let redAgain = try RLottiePlayer.render(Self.document(), frames: [0], width: 100, height: 80)[0]
        #expect(pixel(red, 35, 30) == [255, 0, 0, 255])
        #expect(pixel(blue, 35, 30) == [0, 0, 255, 255])
        #expect(redAgain == red)
    }

    @Test func reportsFrameCountAndRate() throws {
        #expect(try RLottiePlayer.frameCount(Self.document()) == 30)
        #expect(try RLottiePlayer.frameRate(Self.document()) == 30)
        // The count is op - ip, whatever ip is.
        #expect(try RLottiePlayer.frameCount(Self.document(inPoint: 10, outPoint: 40)) == 30)
    }

    /// Frame numbers count from the composition's ip: with ip 10, frame 5 shows time 15.
    @Test func frameNumbersCountFromTheInPoint() throws {
        let position = """
            {"a":1,"k":[{"t":10,"s":[0,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":40,"s":[30,0]}]}
            """
        let frames = try RLottiePlayer.render(
            Self.document(position: position, inPoint: 10, outPoint: 40), frames: [0, 5, 29], width: 100, height: 80)
        #expect(frames.map(leftEdge) == [10, 15, 39])
    }

    @Test func refusesFramesOutsideTheDocument() {
        #expect(throws: RLottiePlayer.Failure.self) {
            try RLottiePlayer.render(Self.document(), frames: [30], width: 100, height: 80)
        }
        #expect(throws: RLottiePlayer.Failure.self) {
            try RLottiePlayer.render(Self.document(), frames: [-1], width: 100, height: 80)
        }
    }

    @Test func refusesWhatIsNotLottie() {
        #expect(throws: RLottiePlayer.Failure.self) {
            try RLottiePlayer.render("{ not json", frames: [0], width: 10, height: 10)
        }
        #expect(throws: RLottiePlayer.Failure.self) { try RLottiePlayer.frameCount("[]") }
    }
}
