import TTGScene

/// The one place an animating command hands its animation to the output:
/// one still picture, or a frame export when frames or an animated file are asked for.
enum AnimationOutput {
    static func write(_ animation: SceneAnimation, arguments: ParsedArguments, output: OutputOptions) throws -> ExitStatus {
        if case .picture = output.target, !ExportOptions.requested(in: arguments) {
            // The export options are checked even for one picture (then they have no effect).
            let start = try ExportOptions(arguments).start
            try output.validate(canvas: animation.size)
            try output.write(animation.scene(start))
            return .success
        }
        let options = try ExportOptions(arguments)
        let manifest = try FrameExporter(animation: animation, options: options, output: output).run()
        if options.json { Console.out(manifest.json.text + "\n") }
        return .success
    }
}
