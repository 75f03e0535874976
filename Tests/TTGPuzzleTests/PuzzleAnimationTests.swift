import TTGGeometry
import TTGPuzzle
import TTGScene
import Testing

/// The animations are declarative timelines that start at the piece's position and end where they should.
@Suite struct PuzzleAnimationTests {
    let configuration = PuzzleConfiguration(blank: Point(180, 60), position: Point(40, 30))

    @Test func snapGlidesToTheBlank() throws {
        let timeline = try PuzzleAnimation.snap.timeline(for: configuration)
        #expect(timeline.duration == 0.3)
        #expect(timeline.values(at: 0)["x"] == 40 && timeline.values(at: 0)["y"] == 30)
        #expect(timeline.values(at: 0.3)["x"] == 180 && timeline.values(at: 0.3)["y"] == 60)
        #expect(timeline["x"]?.timing == .easeInEaseOut)
    }

    @Test func snapAndFadeEndsWithThePieceInItsHole() throws {
        let animation = try PuzzleAnimation.snapAndFade.sceneAnimation(for: configuration)
        let end = animation.scene(animation.duration)
        #expect(end.nodes.count == 3)  // front, hole and the piece, which stays
        #expect(end.nodes[2] == PuzzleLayers(configuration).piece(at: Point(180, 60), shadowOpacity: 0))
    }

    @Test func shakeSettlesWhereItStarted() throws {
        let timeline = try PuzzleAnimation.shake.timeline(for: configuration)
        #expect(timeline.values(at: 0.28)["shake"] == 0)
        let offsets = stride(from: 0.0, through: 0.28, by: 0.01).map { timeline.values(at: $0)["shake"]! }
        #expect(offsets.min()! == -10 && offsets.max()! > 7)
    }

    @Test func resetGlidesToTheStart() throws {
        let timeline = try PuzzleAnimation.reset.timeline(for: configuration)
        #expect(timeline.values(at: 0.3)["x"] == configuration.start.x)
        #expect(timeline.values(at: 0.3)["y"] == configuration.start.y)
    }

    @Test func framesArePureFunctionsOfTime() throws {
        let animation = try PuzzleAnimation.snap.sceneAnimation(for: configuration)
        #expect(animation.scene(0.17) == animation.scene(0.17))
        #expect(animation.scene(0) == PuzzleLayers(configuration).compositeScene)
    }
}
