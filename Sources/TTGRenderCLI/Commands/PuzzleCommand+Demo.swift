import TTGGeometry
import TTGPuzzle
import TTGScene

extension PuzzleCommand {
    /// Pictures for `ttg-render demo`, on built-in defaults (no image file needed).
    static func demoItems() throws -> [(name: String, title: String, scene: Scene)] {
        let shapes: [(PuzzleShape, String)] = [
            (.classic, "Classic jigsaw piece"), (.square, "Square piece"), (.circle, "Round piece"),
        ]
        var items = shapes.map { shape, title in
            (
                name: "puzzle-\(shape.name)", title: title,
                scene: PuzzleLayers(PuzzleConfiguration(shape: shape, position: Point(60, 50))).compositeScene
            )
        }
        let layers = PuzzleLayers(PuzzleConfiguration())
        items.append(
            (name: "puzzle-background", title: "Captcha layer: background with the hole", scene: layers.backgroundScene)
        )
        items.append((name: "puzzle-piece", title: "Captcha layer: the piece", scene: layers.pieceScene))
        return items
    }

    /// The piece snapping from its start into its hole while its shadow fades.
    static func demoAnimation() throws -> SceneAnimation {
        try! PuzzleAnimation.snapAndFade.sceneAnimation(for: PuzzleConfiguration())
    }
}
