// TTGEmoji — emoji rating faces (docs/spec/emoji.md): a configuration value type with
// validated fields and pure functions from configuration and time to a Scene.
//
// Everything follows from one number, the progress p = (rate − min) / (max − min):
// - ``RateScale``: min, max, step; clamping, snapping and progress.
// - ``FaceGeometry``: proportions relative to the face size, clamped to the spec's ranges.
// - ``ClassicFeatures``: the seed construction of the classic mouth and eyes.
// - ``StrokeColoring`` and ``FaceFill``: HSB-interpolated stroke color, gradients, fills.
// - ``FaceShape``: the outline, ``FeatureLayout``: where the marks sit inside it,
//   ``ExpressionPreset``: eye, mouth and accessory picks.
// - ``EmojiFace``: the whole configuration, `scene(rate:)`, `animation(to:)`; ``EmojiGrid``: a contact sheet.
