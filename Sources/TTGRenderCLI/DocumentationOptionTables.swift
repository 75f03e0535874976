import TTGArguments

extension TTGRender {
    /// The tables the README holds, by marker name.
    static var readmeOptionTables: [(name: String, options: [OptionSpec])] {
        [
            ("emoji", EmojiCommand.options.specs),
            ("refresh", RefreshCommand.options.specs),
            ("puzzle", PuzzleCommand.options.specs),
            ("puzzle-verify", PuzzleVerifyCommand.spec.options),
            ("path-render", PathRenderCommand.options.specs),
            ("output", OutputOptions(defaultFile: "NAME.png", animates: true).specs),
            ("export", ExportOptions().specs),
        ]
    }

}
