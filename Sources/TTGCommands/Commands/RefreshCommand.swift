import Foundation
import TTGArguments
import TTGExport
import TTGGeometry
import TTGRefresh
import TTGScene

/// `refresh`: one of the 20 path-effect refresh glyphs as a picture, a looping motion,
/// the whole pull-refresh-end story, the full header/footer, or a gallery of all styles.
enum RefreshCommand: CommandDeclaration {
    static let name = "refresh"

    static let spec = CommandSpec(
        name: name,
        abstract: "Render a refresh glyph (20 styles, header or footer) as a picture or an animation.",
        discussion: """
            A glyph is a badge with one stroked path: a grey track, the path in the style's gradient
            trimmed by the pull progress, and an accent (docs/spec/refresh-styles.md). Pulling sets
            trim end max(0.06, p), accent trim end min(1, 1.15 p), scale 0.86 + 0.14 p and opacity
            0.38 + 0.62 p. While refreshing (header) or loading (footer) the style's motion loops:
            export it with --loop (one seamless loop), --frames or --duration, into a directory, a
            pattern, or a \(FileFormat.extensions(of: FileFormat.animatedFiles, lottie: " (Lottie)")) file. --sequence plays the whole story
            instead. One picture of a busy state is the centred resting pose (an app icon, an
            asset); --time T (or --start T) shows the moment T of the motion instead. --progress
            sets the pulling state's pull.

            Lengths are in points at the role's default size (70 header, 46 footer). --size is the
            side of a lone glyph's picture, the same for every style, stills and every frame: a
            style whose motion scales or moves the glyph (a pulse, a bob, a launch) is drawn small
            enough that its motion stays inside, so its badge is smaller than a still style's;
            --padding 0 makes every badge fill the picture (and lets the motion leave it). --all with
            -o DIR/ writes for each style what --style <style> writes into DIR/: DIR/<style>.png (or
            another picture with --format, a .gif/.webp, a .json with --markers), or a frame folder
            DIR/<style>/ (of any picture format) when exporting frames; with -o CATALOG.xcassets/ one image set a style
            (<style>.imageset), with --android-res one drawable a style in every density bucket
            (drawable-*/<style_name>.png, the style in lower case with underscores). --gallery -o
            poster.png draws every style in a labeled grid.

            A GIF's pixels are either opaque or transparent, so on a transparent background the
            faint parts (the badge's 10% tint, the grey track, soft edges) vanish: give a GIF a
            --background.

            \(ExportSettings.discussion)
            """,
        examples: [
            "ttg-render refresh --loop --background white -o refresh.gif",
            "ttg-render refresh --style auroraWave -o refresh.png",
            "ttg-render refresh --style neonCat --role footer --state pulling --progress 0.6 --scale 2 -o cat.png",
            "ttg-render refresh --style vinylSpin --loop --size 140 --background white -o vinyl.gif",
            "ttg-render refresh --style koiStream --sequence --fps 30 -o story/",
            "ttg-render refresh --style rocketOrbit --composite --role footer -o footer.png",
            "ttg-render refresh --gallery --time 0.25 -o poster.png",
            "ttg-render refresh --all --scale 2 -o glyphs/",
            "ttg-render refresh --all --size 24 --android-res -o res/",
        ],
        options: options.specs + output.specs + export.specs,
        rules: options.rules + output.rules + export.rules
            + [
                .exclusive(options.time, export.start, because: "each is the first moment shown; give one"),
                .conflicts(
                    options.all, with: output.androidName,
                    because: "\(options.all.flag) names each style's drawable after the style (aurora_wave)"),
                .conflicts(
                    options.markers, with: export.frames, export.duration, export.loop, export.start,
                    because: "\(options.markers.flag) sets the story's segments, which markers name"),
            ],
        plan: { arguments in
            let request = try RefreshRequest(arguments, options)
            if arguments[options.all] { return CommandPlan.render(try allPlan(request, arguments)) }
            if arguments[options.gallery] {
                let settings = try OutputSettings(arguments, galleryOutput)
                let onePicture = showsOnePicture(settings.target, arguments)
                let (animation, dark) = try request.onBothBackgrounds(settings) {
                    try galleryAnimation($0, arguments, onePicture: onePicture)
                }
                return CommandPlan.render(
                    try RenderPlan(animation, dark: dark, arguments: arguments, output: settings))
            }
            let settings = try OutputSettings(arguments, output)
            try checkMarkers(arguments, writing: settings.target)
            let onePicture = showsOnePicture(settings.target, arguments)
            let (animation, dark) = try request.onBothBackgrounds(settings) {
                try RefreshCommand.animation($0.glyph($0.styles[0]), $0, arguments, onePicture: onePicture)
            }
            return CommandPlan.render(try RenderPlan(animation, dark: dark, arguments: arguments, output: settings))
        })

    static let options = RefreshOptions()
    static let output = OutputOptions(defaultFile: "refresh.png", animates: true)
    static let galleryOutput = OutputOptions(defaultFile: "gallery.png", animates: true)
    static let export = ExportOptions()
    /// Where `--all` writes without -o.
    static let allDirectory = "refresh/"

    /// One glyph (alone or in its composite) as an animation: the sequence, the busy motion
    /// from --time, or a still. One picture of a busy state shows the motion's resting pose unless
    /// --time or --start picks a moment; frames and animated files play the motion from --time.
    static func animation(
        _ glyph: RefreshGlyph, _ request: RefreshRequest, _ arguments: ParsedArguments, onePicture: Bool
    ) throws -> SceneAnimation {
        let placement: RefreshPlacement = arguments[options.composite] ? .composite : .alone
        if arguments[options.markers] {
            return try RefreshStory(glyph: glyph, in: placement, fps: try arguments[export.fps]).animation()
        }
        if arguments[options.sequence] { return try RefreshSequence().animation(for: glyph, in: placement) }
        let atRest = onePicture && request.time == nil && !arguments.has(export.start)
        let motion = try glyph.animation(
            state: request.state, progress: request.progress,
            time: atRest ? nil : request.time ?? 0, in: placement)
        // One picture is one moment, even in a format that could carry the motion (SVG).
        return onePicture ? .still(motion.scene(try arguments[export.start])) : motion
    }

    /// Refuses `--markers` for an output that has no markers: only Lottie does.
    static func checkMarkers(_ arguments: ParsedArguments, writing target: OutputTarget) throws {
        guard arguments[options.markers], !target.holdsMarkers else { return }
        throw CLIError.markersNeedLottie(options.markers, writing: target)
    }

    /// True when the output is one picture of the glyph: one file, a picture set, or a directory
    /// (which then holds the command's one file, as `--all` writes one a style), unless an export
    /// option asks for frames.
    static func showsOnePicture(_ target: OutputTarget, _ arguments: ParsedArguments) -> Bool {
        guard !export.requested(in: arguments) else { return false }
        if case .frameFiles(let naming, _) = target { return naming.isDirectory }
        return target.showsOneMoment
    }

    /// The gallery at the request's moment; a busy state animates for the longest motion cycle.
    /// As for one glyph, one picture of a busy state is the resting pose unless --time or --start
    /// picks a moment.
    static func galleryAnimation(_ request: RefreshRequest, _ arguments: ParsedArguments, onePicture: Bool) throws
        -> SceneAnimation
    {
        let atRest = onePicture && request.time == nil && !arguments.has(export.start)
        let motion = try RefreshGallery(role: request.role, template: request.template)
            .animation(state: request.state, progress: request.progress, time: atRest ? nil : request.time ?? 0)
        return onePicture ? .still(motion.scene(try arguments[export.start])) : motion
    }

    /// `--all`: one file, animated file or frame folder per style inside the directory -o names
    /// (``allDirectory`` without -o), every style's animation in the one dotLottie archive
    /// `-o NAME.lottie` names, or one picture set per style (``allSetsPlan(_:_:into:)``).
    static func allPlan(_ request: RefreshRequest, _ arguments: ParsedArguments) throws -> RenderPlan {
        let directory = arguments.has(output.output) ? try arguments[output.output] : allDirectory
        if try output.rawResource(arguments, path: try output.path(arguments)) != nil {
            return try allRawPlan(request, arguments)
        }
        if let set = try output.pictureSet(arguments, path: try output.path(arguments)) {
            return try allSetsPlan(request, arguments, into: set)
        }
        let exporting = export.requested(in: arguments) || arguments[options.markers]
        var isDirectory: ObjCBool = false
        let isFolder =
            directory.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue)
        let archive = !isFolder && FileFormat(fileExtensionOf: directory) == .dotLottie
        guard isFolder || archive else {
            throw ExportError.invalid(
                .output, directory,
                """
                is not a directory; \(options.all.setting) writes one file per style into a directory DIR/, \
                or every style's animation into one NAME.lottie
                """)
        }
        if archive, !exporting {
            throw ExportError.invalid(
                .output, directory,
                "is a dotLottie archive of animations; give \(export.loop.flag) or \(options.markers.flag)")
        }
        // An archive holds each style's Lottie file, as it is written alone.
        let format = archive ? .lottie : try arguments[output.format] ?? .png
        try checkMarkers(arguments, writing: .animation(format))
        var shared = OutputSettings(
            path: directory, target: .picture(.png), scale: try arguments[output.scale],
            background: try arguments[output.background])
        shared.transform = try output.transform.map { try arguments[$0] } ?? .identity
        shared.transformMotion = try output.motion(arguments)
        let exportSettings = try ExportSettings(arguments, export)
        let outputs = try request.styles.map {
            style -> (name: String, animation: SceneAnimation, settings: OutputSettings) in
            let base = OutputDirectory.path(style.name.rawValue, in: directory)
            var settings = shared
            // What `--style STYLE` writes with the same options into DIR/, the style's name in place
            // of the command's: one file a style where that is one file (a GIF or WebP, a vector
            // loop, markers; an archive's members), a folder of frames a style where it is frames,
            // otherwise one picture a style.
            if archive || exportSettings.writesOneFile(as: format, markers: arguments[options.markers]) {
                (settings.path, settings.target) = (base + "." + format.fileExtension, .animation(format))
            } else if exporting {
                (settings.path, settings.target) = (
                    base + "/", .frameFiles(.directory(base + "/", extension: format.fileExtension), format)
                )
            } else {
                (settings.path, settings.target) = (base + "." + format.fileExtension, .picture(format))
            }
            let (animation, moving) = try settings.applyingMotion(
                to: try animation(request.glyph(style), request, arguments, onePicture: settings.target.isPicture))
            return (style.name.rawValue, animation, moving)
        }
        // Every style's loop is checked before any export is made: the long ones are refused together.
        try LoopRefusal.check(outputs.map { ($0.name, $0.animation, $0.settings.target) }, options: exportSettings)
        return RenderPlan(
            jobs: try outputs.map { output in
                // A style that cannot be written (a loop too long for a sticker) is named.
                do {
                    return try RenderPlan.job(output.animation, arguments: arguments, output: output.settings)
                } catch var error as ExportError where error.subject == nil {
                    error.subject = output.name
                    throw error
                }
            },
            directory: archive ? nil : directory,
            report: .collection(json: arguments[export.json], quiet: arguments[export.quiet]),
            archive: archive ? (directory, outputs.map(\.name)) : nil)
    }

    /// `--all --android-res --format lottie`: one raw resource a style, named by the style in lower
    /// case with underscores (`raw/aurora_wave.json`), what `--style STYLE` writes there with
    /// `--android-name` that name.
    static func allRawPlan(_ request: RefreshRequest, _ arguments: ParsedArguments) throws -> RenderPlan {
        let path = try output.path(arguments)
        let shared = try OutputSettings(arguments, output)
        let jobs = try request.styles.map { style in
            let name = AndroidDensity.cleanedName(style.name.rawValue) ?? style.name.rawValue
            let settings = try output.rawResource(arguments, path: path, name: name).map { $0.output(shared) } ?? shared
            let animation = try RefreshCommand.animation(
                request.glyph(style), request, arguments, onePicture: showsOnePicture(settings.target, arguments))
            return try RenderPlan.job(animation, arguments: arguments, output: settings)
        }
        return RenderPlan(
            jobs: jobs, directory: OutputDirectory.path(AndroidRawResource.rawFolder, in: path),
            report: .collection(json: arguments[export.json], quiet: arguments[export.quiet]))
    }

    /// `--all` into picture sets: one image set a style in the asset catalog -o names, named by
    /// the style (`auroraWave.imageset`), or with `--android-res` one drawable a style, named by
    /// the style in lower case with underscores (`aurora_wave.png`). Each is the style's still
    /// pose, as one picture of it is.
    static func allSetsPlan(_ request: RefreshRequest, _ arguments: ParsedArguments, into set: PictureSet) throws
        -> RenderPlan
    {
        let path = try output.path(arguments)
        guard set.layout != .imageSet, set.name == nil else {
            throw ExportError.invalid(
                .output, path,
                """
                is one image set; \(options.all.setting) writes one a style into an asset catalog, \
                NAME.\(PictureSet.catalogExtension)/
                """)
        }
        try checkMarkers(arguments, writing: .pictureSet(set))
        let shared = try OutputSettings(arguments, output)
        let jobs = try request.styles.map { style in
            var settings = shared
            var named = set
            named.name =
                set.layout == .androidResources ? AndroidDensity.cleanedName(style.name.rawValue) : style.name.rawValue
            settings.target = .pictureSet(named)
            let (animation, dark) = try request.onBothBackgrounds(settings) {
                try RefreshCommand.animation(
                    $0.glyph(style), $0, arguments, onePicture: !export.requested(in: arguments))
            }
            return try RenderPlan.job(animation, dark: dark, arguments: arguments, output: settings)
        }
        return RenderPlan(
            jobs: jobs, directory: path,
            report: .collection(json: arguments[export.json], quiet: arguments[export.quiet]))
    }
}
