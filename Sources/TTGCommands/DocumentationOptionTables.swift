import TTGArguments

extension CommandTree {
    /// The option tables of the documentation: the page (from the repository's root) that holds
    /// each, its marker name and its options.
    package static var documentationOptionTables: [(page: String, name: String, options: [OptionSpec])] {
        [
            ("docs/emoji.md", "emoji", EmojiCommand.options.specs),
            ("docs/refresh.md", "refresh", RefreshCommand.options.specs),
            ("docs/puzzle.md", "puzzle", PuzzleCommand.options.specs),
            ("docs/puzzle.md", "puzzle-verify", PuzzleVerifyCommand.spec.options),
            ("docs/path.md", "path-render", PathRenderCommand.options.specs),
            ("docs/export.md", "output", OutputOptions(defaultFile: "NAME.png", animates: true).specs),
            ("docs/export.md", "export", ExportOptions().specs),
        ]
    }
}
