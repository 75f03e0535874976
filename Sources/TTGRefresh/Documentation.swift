// TTGRefresh — the 20 path-effect refresh glyphs (docs/spec/refresh-styles.md): a configuration
// value type with validated fields and pure functions from configuration and time to a Scene.
