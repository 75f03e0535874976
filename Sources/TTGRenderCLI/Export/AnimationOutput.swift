import Foundation
import TTGExport
import TTGScene

/// The one place an animating command hands its animation to the output:
/// one still picture, or a frame export when frames or an animated file are asked for.
enum AnimationOutput {
    /// Writes the animation as the arguments ask and prints the `--json` manifest.
    static func write(_ animation: SceneAnimation, arguments: ParsedArguments, output: OutputSettings) throws
        -> ExitStatus
    {
        let manifest = try export(animation, arguments: arguments, output: output)
        if arguments[ExportOptions().json] { printManifest(manifest, output: output) }
        return .success
    }

    /// Writes the animation as the arguments ask; returns what was written, as a manifest.
    static func export(_ animation: SceneAnimation, arguments: ParsedArguments, output: OutputSettings) throws -> JSON {
        let (animation, output) = try output.applyingMotion(to: animation)
        let options = ExportOptions()
        // The export options are read (and checked) even for one picture.
        let settings = try ExportSettings(arguments, options)
        // Every export option given must change this output (ExportSetting.scopes).
        let still = Exporter.stillOutput(animation, to: output, settings)
        let (target, path) = still.map { ($0.target, $0.path) } ?? (output.target.animating, output.path)
        for spec in options.specs where arguments.has(spec.name) {
            if let refusal = target.refusal(of: ExportSetting(spec.name), path: path) { throw refusal }
        }
        return try Exporter.write(animation, to: output, settings).json
    }

    /// Prints a manifest: to standard output, or to standard error when the picture itself
    /// goes to standard output, so JSON never mixes with binary.
    static func printManifest(_ manifest: JSON, output: OutputSettings) {
        if output.isStandardOutput { Console.err(manifest.text + "\n") } else { Console.out(manifest.text + "\n") }
    }
}
