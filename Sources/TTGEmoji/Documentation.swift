// TTGEmoji — emoji rating faces (spec/emoji.md): a configuration value type with
// validated fields and pure functions from configuration and time to a Scene.
