import Foundation
import TTGScene

/// One call that writes an animation (or a still picture) to any output: one picture (PNG, SVG,
/// PDF, a one-frame Lottie), frame files, an animated GIF or WebP, one animated SVG or one Lottie,
/// or a picture set for an app project (``PictureSet``: an Xcode image set, Android drawables).
///
/// ``OutputSettings`` say where and in what format (resolved from a path and an optional format),
/// ``ExportSettings`` which frames and how; the command line and the service only turn their
/// inputs into these two values.
///
/// ```swift
/// let face = EmojiFace(rate: 4.2)
/// try Exporter.write(.still(face.scene()), to: OutputSettings(path: "face.png", scale: 2))
/// try Exporter.write(try face.animation(to: 1, duration: 0.5), to: OutputSettings(path: "face.gif"))
/// ```
public enum Exporter {
    /// Writes `animation` to `output`: one picture when ``stillOutput(_:to:_:)`` says the export is
    /// one, otherwise its frames or one animated file. Every file is written atomically.
    @discardableResult
    public static func write(
        _ animation: SceneAnimation, to output: OutputSettings, _ settings: ExportSettings = ExportSettings()
    ) throws -> ExportManifest {
        try ExportJob(animation, to: output, settings).write()
    }

    /// The bytes ``write(_:to:_:)`` would write to `output` when it is one file (a picture or an
    /// animated file, not frames), made in memory: nothing is written.
    public static func bytes(
        _ animation: SceneAnimation, as output: OutputSettings, _ settings: ExportSettings = ExportSettings()
    ) throws -> [UInt8] {
        try ExportJob(animation, to: output, settings).bytes()
    }

    /// The output of the one picture this export is, or nil when it is frames or an animated file.
    ///
    /// An export is one picture when no frames are asked for (no frame count, length or loop) and
    /// the output is one picture: a still file, an SVG or Lottie file of something that does not
    /// move (of an animation it is one animated file), or a folder for an animation that does not
    /// move (the picture is then the output's default file in it).
    public static func stillOutput(
        _ animation: SceneAnimation, to output: OutputSettings, _ settings: ExportSettings
    ) -> OutputSettings? {
        guard !settings.asksForFrames else { return nil }
        if output.target.isPicture {
            let animates = settings.asksForMotion ? output.animatingTarget : output.target.animating
            return animation.moves && animates != output.target ? nil : output
        }
        return animation.moves ? nil : output.fileInDirectory()
    }
}
