// TTGPuzzle — jigsaw-puzzle captcha masks (docs/spec/puzzle.md): a configuration value type
// with validated fields and pure functions from configuration and time to a Scene.
//
// - `PuzzleShape` and `ClassicPiece`: the piece outlines in their own unit boxes.
// - `PuzzleOutline`: the scale-then-translate placement of an outline on the canvas.
// - `PuzzleConfiguration`: everything a challenge is made of, validated.
// - `PuzzleLayers`: the hole, the front (even-odd mask), the piece; composite and layer scenes.
// - `PuzzleVerifier`, `PuzzleAttempts`: where the piece ends up, and whether that solves it.
// - `PuzzleAnimation`: snap, snap-and-fade, shake, reset and shake-and-reset as declarative timelines,
//   with the original control's timings.
// - `PuzzleBackground`, `PuzzleImageFit`: the picture, stretched to the canvas or aspect-filled.
// - `ScenicBackground`: the built-in generated background.
// - `SplitMix64`, `PuzzleConfiguration.randomBlank`: reproducible random blanks.
// - `PuzzleServing`, `PuzzleHoleLattice`, `PuzzleHoleFill`: served challenges: the holes on one
//   lattice moved by a uniform shift (every hole uniform over the allowed area, the decoys on the
//   answer's row where they fit), and a light hole fill drawn per challenge.
