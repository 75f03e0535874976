import TTGGeometry
import TTGPuzzle
import TTGScene

/// The puzzle family's part of the showcase, on built-in defaults.
enum PuzzleShowcase {
    /// Pictures for `ttg-render demo`, on built-in defaults (no image file needed).
    static func pictures() throws -> [(name: String, title: String, scene: Scene)] {
        let shapes: [(PuzzleShape, String)] = [
            (.classic, "Classic jigsaw piece"), (.square, "Square piece"), (.circle, "Round piece"),
        ]
        var items = shapes.map { shape, title in
            (
                name: "puzzle-\(shape.name)", title: title,
                scene: PuzzleLayers(PuzzleConfiguration(shape: shape, position: Point(60, 50))).compositeScene
            )
        }
        // A served challenge, drawn from a fixed seed so the demo is the same every time.
        var served = PuzzleConfiguration(pieceSize: Size(44, 44))
        var random = SplitMix64(seed: 4)
        served.holeColor = PuzzleHoleFill.random(using: &random)
        _ = served.makeServed(decoys: PuzzleConfiguration.servedDecoyCount, using: &random)
        let layers = PuzzleLayers(served)
        items.append(
            (
                name: "puzzle-background", title: "Captcha layer: the served background, the hole and its decoys",
                scene: layers.servedBackgroundScene
            ))
        items.append((name: "puzzle-piece", title: "Captcha layer: the piece", scene: layers.pieceScene))
        return items
    }

    /// The piece snapping from its start into its hole while its shadow fades.
    static func animation() throws -> SceneAnimation {
        try! PuzzleAnimation.snapAndFade.sceneAnimation(for: PuzzleConfiguration())
    }
}
