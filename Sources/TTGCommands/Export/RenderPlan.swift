import Foundation
import TTGArguments
import TTGBase
import TTGExport
import TTGScene

/// The exports a rendering command asks for, checked and ready to draw: one picture, frames or
/// animated file, or one per style into a directory (`refresh --all`), then what to print.
package struct RenderPlan: Sendable {
    /// What the command prints once the exports are written.
    enum Report: Sendable {
        /// Nothing (the exporter's progress bar aside).
        case none
        /// The one export's `--json` manifest.
        case manifest
        /// `refresh --all`: the manifests together with `--json`, otherwise one line on standard error.
        case collection(json: Bool, quiet: Bool)
    }

    /// True when the report is JSON, which holds every count a line would say.
    private var reportsJSON: Bool {
        switch report {
        case .manifest, .collection(json: true, _): true
        case .none, .collection(json: false, _): false
        }
    }

    package var jobs: [ExportJob]
    /// A directory made before any job runs.
    var directory: String?
    var report: Report
    /// A file written after the exports (`puzzle --answer`): its path, bytes and the option naming it.
    package var sidecar: (path: String, bytes: [UInt8], setting: ExportSetting)?
    /// A dotLottie archive the jobs' Lottie files go into instead of their own files: its path,
    /// and each job's animation id.
    var archive: (path: String, ids: [String])?

    /// The export options every animating command declares, and their specs (read once: a group's
    /// specs are found by reflection).
    private static let exportOptions = ExportOptions()
    private static let exportSpecs = exportOptions.specs
    /// The options whose outputs are limited (``ExportSetting/scopes``), the export options first.
    private static let scopedNames =
        exportSpecs.map(\.name)
        + ExportSetting.scopes.keys.map(\.name).filter { name in !exportSpecs.contains { $0.name == name } }.sorted()

    /// One export of `animation` as the arguments ask: a picture, or frames or an animated file when
    /// they are asked for. Every export option given must change this output (``ExportSetting/scopes``).
    /// A picture set's dark pictures show `dark` (nil: `animation`).
    init(
        _ animation: SceneAnimation, dark: SceneAnimation? = nil, arguments: ParsedArguments, output: OutputSettings
    ) throws {
        jobs = [try Self.job(animation, dark: dark, arguments: arguments, output: output)]
        report = arguments[Self.exportOptions.json] ? .manifest : .none
    }

    init(jobs: [ExportJob], directory: String?, report: Report, archive: (path: String, ids: [String])? = nil) {
        self.jobs = jobs
        self.directory = directory
        self.report = report
        self.archive = archive
    }

    /// The export of `animation` (a picture set's dark pictures: `dark`), with the export options
    /// read (and checked, even for one picture) and each one given refused when it changes nothing here.
    static func job(
        _ animation: SceneAnimation, dark: SceneAnimation? = nil, arguments: ParsedArguments, output: OutputSettings
    ) throws -> ExportJob {
        var settings = try ExportSettings(arguments, exportOptions)
        // An animation built in whole frames of its own rate (``SceneAnimation/frameRate``) plays at it.
        if let rate = animation.frameRate { settings.fps = rate }
        settings.asksForMotion = !arguments.has(exportOptions.start) && animatingOptions.contains(where: arguments.has)
        if let rate = output.target.format.defaultFPS, !arguments.has(exportOptions.fps) { settings.fps = rate }
        let job = try ExportJob(animation, to: output, settings, dark: dark)
        if arguments.has(exportOptions.start), !job.animation.moves {
            throw CLIError.badValue(
                exportOptions.start, arguments.text(of: exportOptions.start) ?? "",
                "changes nothing: this picture does not move")
        }
        for name in scopedNames where arguments.has(name) {
            if let refusal = job.target.refusal(of: ExportSetting(name), path: job.path) { throw refusal }
        }
        // An option that makes an animation, written as one picture (or a picture set) of its first
        // moment, would change nothing: it is refused, saying what to write (a picture at another moment is
        // asked for with --start). Android's vector drawables hold the animation itself.
        if job.target.showsOneMoment, job.pictureSet?.animated != true, job.animation.moves,
            !arguments.has(exportOptions.start),
            let given = animatingOptions.first(where: arguments.has)
        {
            throw ExportError.invalid(
                ExportSetting(given),
                "makes an animation, which \(job.target.formatName) ('\(ExportError.quoted(job.path))') "
                    + "would show only at its first moment: write NAME.gif, .webp, .svg or .json, or frames NAME_%04d.png "
                    + "or DIR/, or give \(exportOptions.start.flag) for the picture at one moment")
        }
        return job
    }

    /// Options that turn a command's picture into an animation (`refresh --sequence`, `emoji --to`).
    private static let animatingOptions = ["sequence", "to"]

    /// Writes the exports (or the archive of them), then the sidecar, then the report.
    func execute() throws {
        if let archive {
            try writeArchive(archive)
            return
        }
        if let directory { try OutputDirectory.create(directory, setting: .output) }
        // On a terminal each job's bar names its file and its place among the jobs.
        let manifests = try jobs.enumerated().map { index, job in
            try job.write(progress: ProgressItem(path: job.path, position: index + 1, of: jobs.count))
        }
        if let sidecar { try OutputFile.write(sidecar.bytes, to: sidecar.path, setting: sidecar.setting) }
        // What --skip-existing kept and drew, one line an export, unless quiet (a --json manifest counts them).
        for (job, manifest) in zip(jobs, manifests)
        where job.settings.skipExisting && !job.settings.quiet && !reportsJSON {
            Console.err(Self.skipSummary(manifest, path: job.path))
        }
        switch report {
        case .none:
            break
        case .manifest:
            // JSON never mixes with a picture on standard output.
            let text = manifests[0].json.text + "\n"
            if jobs[0].output.isStandardOutput { Console.err(text) } else { Console.out(text) }
        case .collection(json: true, _):
            let files = manifests.flatMap { $0.files.map(JSON.string) }
            Console.out(JSON.object([("files", .array(files)), ("styles", .array(manifests.map(\.json)))]).text + "\n")
        case .collection(json: false, let quiet):
            if !quiet { Console.err("wrote \(jobs.count) styles to \(directory ?? ".")\n") }
        }
    }

    /// `kept 5 frames of f/, rendered 3 (1 missing, 2 not whole or of another size)`: what
    /// `--skip-existing` left of an export's frame files, and what it drew and why.
    static func skipSummary(_ manifest: ExportManifest, path: String) -> String {
        func frames(_ count: Int) -> String { count == 1 ? "1 frame" : "\(count) frames" }
        let missing = manifest.files.count - manifest.redone
        let reasons =
            (missing > 0 ? ["\(missing) missing"] : [])
            + (manifest.redone > 0 ? ["\(manifest.redone) not whole or of another size"] : [])
        return "kept \(frames(manifest.skipped)) of \(path), rendered \(manifest.files.count)"
            + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: ", ") + ")") + "\n"
    }

    /// Every job's Lottie file in one dotLottie archive, named by its id, then one line: the
    /// ids with `--json`, else how many went where (unless quiet).
    private func writeArchive(_ archive: (path: String, ids: [String])) throws {
        let animations = try zip(jobs, archive.ids).enumerated().map { index, item in
            let (job, id) = item
            // On a terminal the bar names each animation and its place among them, as for files.
            let json = try job.bytes(progress: ProgressItem(id, position: index + 1, of: jobs.count))
            return DotLottie.Animation(id: DotLottie.id(id), json: json, loops: job.animation.loopPeriod != nil)
        }
        try OutputFile.write(try DotLottie.archive(animations), to: archive.path)
        switch report {
        case .collection(json: true, _), .manifest:
            Console.out(
                JSON.object([
                    ("files", .array([.string(archive.path)])),
                    ("animations", .array(animations.map { .string($0.id) })),
                ]).text + "\n")
        case .collection(json: false, quiet: false):
            Console.err("wrote \(jobs.count) styles to \(archive.path)\n")
        case .collection(json: false, quiet: true), .none:
            break
        }
    }
}
