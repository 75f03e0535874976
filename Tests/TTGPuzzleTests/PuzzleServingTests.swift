import TTGGeometry
import TTGPuzzle
import TTGScene
import Testing

/// The serving policy: what a served challenge gets unless the caller says otherwise.
@Suite struct PuzzleServingTests {
    @Test func aServedChallengeGetsRoomForDecoysAFlatHoleAndThreeDecoys() throws {
        let serving = PuzzleServing(PuzzleConfiguration(canvasSize: Size(320, 200)), served: true)
        // 22% of the shorter side, 200: a 44-point piece.
        #expect(serving.base.pieceSize == Size(44, 44))
        #expect(serving.base.holeColor == PuzzleConfiguration.servedHoleColor && serving.decoys == 3)
        #expect(serving.variesHoleColor)
        var random = PuzzleRandom(seed: 7)
        let challenge = try #require(serving.challenge(using: &random))
        #expect(challenge.decoys.count == 3)
        // Every hole lies on the canvas, apart from the others.
        let holes = [challenge.blank] + challenge.decoys
        for hole in holes {
            #expect(hole.x >= 0 && hole.y >= 0 && hole.x + 44 <= 320 && hole.y + 44 <= 200)
        }
    }

    @Test func whatTheCallerSetsIsKept() {
        let serving = PuzzleServing(
            PuzzleConfiguration(canvasSize: Size(320, 200)), served: true, pieceSize: Size(40, 50),
            holeColor: .some(nil), decoys: 0)
        #expect(serving.base.pieceSize == Size(40, 50) && serving.base.holeColor == nil && serving.decoys == 0)
        #expect(!serving.variesHoleColor, "a color the caller set stays")
        let picture = PuzzleServing(PuzzleConfiguration(canvasSize: Size(320, 200)), served: false)
        #expect(picture.decoys == 0 && picture.base.holeColor == nil)
    }

    @Test func eachChallengeShowsOneOfThePhotos() throws {
        let photos = (0..<3).map { shade in
            RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: UInt8(shade * 100), count: 16))
        }
        let serving = PuzzleServing(PuzzleConfiguration(canvasSize: Size(320, 200)), served: true, photos: photos)
        var random = PuzzleRandom(seed: 1)
        var shown = Set<Int>()
        for _ in 0..<30 {
            let challenge = try #require(serving.challenge(using: &random))
            guard case .image(let image) = challenge.background else {
                Issue.record("a challenge without a photo")
                continue
            }
            shown.insert(try #require(photos.firstIndex(of: image)))
        }
        #expect(shown == [0, 1, 2])
    }

    @Test func aBlankOffTheOnlyAxisIsOutOfReach() {
        var configuration = PuzzleConfiguration(canvasSize: Size(320, 200), axes: .horizontal, tolerance: 8)
        configuration.blank = Point(200, configuration.start.y + 9)
        #expect(PuzzleServing.unreachableBlank(configuration)?.axis == "y")
        configuration.blank = Point(200, configuration.start.y + 8)
        #expect(PuzzleServing.unreachableBlank(configuration) == nil)
    }
}
