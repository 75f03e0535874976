import TTGScene
import TTGTestSupport
import Testing

/// ThorVG plays the hand-written Lottie documents of ``RLottiePlayerTests``, whose pixels are
/// known exactly, at whole and fractional frames.
@Suite(.enabled(if: ThorVGPlayer.isAvailable)) struct ThorVGPlayerTests {
    func render(_ json: String, frames: [Double], width: Int = 100, height: Int = 80) throws -> [RasterImage] {
        try ThorVGPlayer.render([ThorVGPlayer.Job(json: json, frames: frames, width: width, height: height)])[0]
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// The left edge of the rectangle: the first column whose pixel on row 30 is opaque.
    func leftEdge(_ image: RasterImage) -> Int? {
        (0..<image.width).first { pixel(image, $0, 30)[3] == 255 }
    }

    @Test func opaqueAndHalfTransparentRectanglesComeBackStraight() throws {
        let opaque = try render(RLottiePlayerTests.document(), frames: [0])[0]
        #expect((opaque.width, opaque.height) == (100, 80))
        #expect(pixel(opaque, 35, 30) == [255, 0, 0, 255])
        #expect(pixel(opaque, 10, 10) == [255, 0, 0, 255] && pixel(opaque, 59, 49) == [255, 0, 0, 255])
        #expect(pixel(opaque, 5, 5) == [0, 0, 0, 0] && pixel(opaque, 60, 30) == [0, 0, 0, 0])
        let half = try render(RLottiePlayerTests.document(opacity: 50), frames: [0])[0]
        let inside = pixel(half, 35, 30)
        #expect(inside[0] == 255 && inside[1] == 0 && inside[2] == 0 && abs(Int(inside[3]) - 128) <= 1)
    }

    /// The rectangle moves 20 px over 30 frames: 2/3 px a frame, 5 px by frame 7.5.
    @Test func fractionalFramesShowTheTimeBetweenFrames() throws {
        let frames = try render(
            RLottiePlayerTests.document(position: RLottiePlayerTests.movingPosition), frames: [0, 7.5, 15, 22.5])
        #expect(frames.map(leftEdge) == [10, 15, 20, 25])
    }

    /// Frame numbers count from the composition's ip: with ip 10, frame 5.5 shows time 15.5.
    @Test func frameNumbersCountFromTheInPoint() throws {
        let position = """
            {"a":1,"k":[{"t":10,"s":[0,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":40,"s":[30,0]}]}
            """
        let frames = try render(
            RLottiePlayerTests.document(position: position, inPoint: 10, outPoint: 40), frames: [0, 5, 20])
        #expect(frames.map(leftEdge) == [10, 15, 30])
    }

    @Test func scalesTheCompositionAndPlaysSeveralDocumentsInOneRun() throws {
        let images = try ThorVGPlayer.render([
            ThorVGPlayer.Job(json: RLottiePlayerTests.document(), frames: [0], width: 200, height: 160),
            ThorVGPlayer.Job(
                json: RLottiePlayerTests.document(color: "[0,0,1,1]"), frames: [0, 1], width: 100, height: 80),
        ])
        #expect(images.map(\.count) == [1, 2])
        #expect(pixel(images[0][0], 20, 20) == [255, 0, 0, 255] && pixel(images[0][0], 119, 99) == [255, 0, 0, 255])
        #expect(pixel(images[0][0], 19, 20)[3] == 0 && pixel(images[0][0], 120, 99)[3] == 0)
        #expect(pixel(images[1][1], 35, 30) == [0, 0, 255, 255])
    }

    @Test func refusesFramesOutsideTheDocumentAndWhatIsNotLottie() {
        #expect(throws: ThorVGPlayer.Failure.self) { try render(RLottiePlayerTests.document(), frames: [30]) }
        #expect(throws: ThorVGPlayer.Failure.self) { try render(RLottiePlayerTests.document(), frames: [-0.5]) }
        #expect(throws: ThorVGPlayer.Failure.self) { try render("{ not json", frames: [0]) }
    }
}
