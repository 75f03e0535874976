import TTGScene

/// The one place an animating command hands its animation to the output:
/// one still picture, or a frame export when frames or an animated file are asked for.
enum AnimationOutput {
    static func write(_ animation: SceneAnimation, arguments: ParsedArguments, output: OutputSettings) throws -> ExitStatus {
        let options = ExportOptions()
        // The export options are read (and checked) even for one picture, where they have no effect.
        let settings = try ExportSettings(arguments, options)
        if case .picture = output.target, !options.requested(in: arguments) {
            try settings.checkAnimatedFileOptions(for: output.target, path: output.path)
            try output.validate(canvas: animation.size)
            try output.write(animation.scene(settings.start))
            return .success
        }
        let manifest = try FrameExporter(animation: animation, options: settings, output: output).run()
        if settings.json { Console.out(manifest.json.text + "\n") }
        return .success
    }
}
