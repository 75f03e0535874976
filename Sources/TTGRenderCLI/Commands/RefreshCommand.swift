import Foundation
import TTGGeometry
import TTGScene
import TTGRefresh

/// `refresh`: one of the 20 path-effect refresh glyphs as a picture, a looping motion,
/// the whole pull-refresh-end story, the full header/footer, or a gallery of all styles.
enum RefreshCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "refresh",
            abstract: "Render a refresh glyph (20 styles, header or footer) as a picture or an animation.",
            usage: "refresh [--style auroraWave] [--role header|footer] [--state STATE] [options] [-o FILE | frames]",
            discussion: """
            A glyph is a badge with one stroked path: a grey track, the path in the style's gradient
            trimmed by the pull progress, and an accent (spec/refresh-styles.md). Pulling sets
            trim end max(0.06, p), accent trim end min(1, 1.15 p), scale 0.86 + 0.14 p and opacity
            0.38 + 0.62 p. While refreshing (header) or loading (footer) the style's motion loops:
            export it with --loop (one seamless loop), --frames or --duration, into a directory,
            a pattern, or a .gif or .webp file. --sequence plays the whole story instead. Without
            export options the picture shows the state at --time (busy states) or --progress.

            Lengths are in points at the role's default size (70 header, 46 footer); --size scales
            the whole drawing. --all with -o DIR/ writes DIR/<style>.png (or a .gif/.webp with
            --format, or a frame folder DIR/<style>/ when exporting frames). --gallery -o poster.png
            draws every style in a labeled grid.

            \(ExportOptions.discussion)
            """,
            examples: [
                "ttg-render refresh --style auroraWave -o refresh.png",
                "ttg-render refresh --style neonCat --role footer --state pulling --progress 0.6 --scale 2 -o cat.png",
                "ttg-render refresh --style vinylSpin --loop --size 140 -o vinyl.gif",
                "ttg-render refresh --style koiStream --sequence --fps 30 -o story/",
                "ttg-render refresh --style rocketOrbit --composite --role footer -o footer.png",
                "ttg-render refresh --gallery --time 0.25 -o poster.png",
                "ttg-render refresh --all --loop --format gif -o glyphs/",
            ],
            options: RefreshRequest.options + OutputOptions.specs(defaultFile: "refresh.png", animates: true)
                + ExportOptions.specs,
            run: { arguments in
                let request = try RefreshRequest(arguments)
                if arguments.has("gallery") {
                    if arguments.has("all") || arguments.has("style") {
                        throw CLIError.usage("--gallery draws every style: drop --all and --style")
                    }
                    if arguments.has("sequence") || arguments.has("composite") {
                        throw CLIError.usage("--gallery shows one moment of every glyph: drop --sequence and --composite")
                    }
                    let output = try OutputOptions(arguments, defaultFile: "gallery.png")
                    return try AnimationOutput.write(try galleryAnimation(request), arguments: arguments, output: output)
                }
                if arguments.has("all") { return try writeAll(request, arguments) }
                let output = try OutputOptions(arguments, defaultFile: "refresh.png")
                let animation = try self.animation(request.glyph(request.styles[0]), request, arguments)
                return try AnimationOutput.write(animation, arguments: arguments, output: output)
            })
    }

    /// One glyph (alone or in its composite) as an animation: the sequence, the busy
    /// motion starting at --time, or a still.
    static func animation(_ glyph: RefreshGlyph, _ request: RefreshRequest, _ arguments: ParsedArguments) throws -> SceneAnimation {
        let placement: RefreshPlacement = arguments.has("composite") ? .composite : .alone
        if arguments.has("sequence") { return try RefreshSequence().animation(for: glyph, in: placement) }
        // One picture of a busy state shows the motion's resting pose unless --time (or --start)
        // picks a moment; frames and animated files play the motion from --time.
        let onePicture: Bool
        if ExportOptions.requested(in: arguments) {
            onePicture = false
        } else if arguments.has("all") {
            onePicture = AnimatedFormat(rawValue: arguments.string("format") ?? "png") == nil
        } else if case .picture = try OutputTarget.resolve(path: arguments.string("output") ?? "refresh.png",
                                                           format: arguments.string("format")) {
            onePicture = true
        } else {
            onePicture = false
        }
        let atRest = onePicture && !arguments.has("time") && !arguments.has("start")
        return try glyph.animation(state: request.state, progress: request.progress,
                                   time: atRest ? nil : request.time, in: placement)
    }

    /// The gallery at the request's moment; it animates (2 s) when the state is busy.
    static func galleryAnimation(_ request: RefreshRequest) throws -> SceneAnimation {
        try RefreshGallery(role: request.role, template: request.template)
            .animation(state: request.state, progress: request.progress, time: request.time)
    }

    /// `--all`: one file, animated file or frame folder per style inside the directory -o names.
    static func writeAll(_ request: RefreshRequest, _ arguments: ParsedArguments) throws -> ExitStatus {
        let directory = arguments.string("output") ?? "./"
        var isDirectory: ObjCBool = false
        guard directory.hasSuffix("/")
                || (FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue) else {
            throw CLIError.badValue("-o", directory, "is not a directory; --all writes one file per style into -o DIR/")
        }
        let formatName = arguments.string("format") ?? "png"
        let scale = try arguments.number("scale", default: 1)
        guard scale > 0, scale <= OutputOptions.maximumScale else {
            throw CLIError.badValue("--scale", arguments.string("scale") ?? "", "is out of range (0, 8]")
        }
        let background = try arguments.string("background").map { try parseColor($0, option: "--background") }
        let animated = AnimatedFormat(rawValue: formatName)
        let still = OutputFormat(rawValue: formatName)
        guard animated != nil || still != nil else {
            let names = OutputFormat.allCases.map(\.rawValue) + AnimatedFormat.allCases.map(\.rawValue)
            throw CLIError.usage("--format: unknown value '\(formatName)'" + Suggestion.didYouMean(formatName, in: names))
        }
        try OutputDirectory.create(directory, option: "-o")
        let exporting = ExportOptions.requested(in: arguments)
        for style in request.styles {
            let glyph = request.glyph(style)
            let base = OutputDirectory.path(style.name.rawValue, in: directory)
            let target: OutputTarget
            let path: String
            if let animated {
                (path, target) = (base + "." + animated.rawValue, .animation(animated))
            } else if exporting, let still {
                (path, target) = (base + "/", .frameFiles(.directory(base + "/", extension: still.rawValue), still))
            } else {
                (path, target) = (base + "." + formatName, .picture(still!))
            }
            let output = OutputOptions(path: path, target: target, scale: scale, background: background)
            _ = try AnimationOutput.write(try animation(glyph, request, arguments), arguments: arguments, output: output)
        }
        if !arguments.has("quiet"), !arguments.has("json") {
            Console.err("wrote \(request.styles.count) styles to \(directory)\n")
        }
        return .success
    }
}
