import Foundation
import TTGArguments
import TTGCairo
import TTGExport
import TTGGeometry
import TTGPuzzle
import TTGScene

/// `puzzle --out-dir`: the separate layers of one challenge, or a pool of them.
package struct PuzzleLayerOutput: Sendable {
    var directory: String
    var format: FileFormat
    var scale: Double
    var background: Color?
    var writesMask: Bool
    /// With `--shard`, this task's part of a pool (``Shard/block(of:)``).
    var shard: Shard?
    /// Where the answers go: `--answer`, or with `--shard` this shard's own file (``Shard/fileName(_:)``).
    var answerPath: String?
    /// `--quiet`: no progress bar while a pool is written.
    var quiet: Bool

    /// Layers encoded in memory, never written: PNG at `scale`, transparent, no mask, for a
    /// service that draws its challenges as it serves them.
    package init(inMemoryAt scale: Double) {
        (directory, format, self.scale, background, writesMask) = ("", .png, scale, nil, false)
        (shard, answerPath, quiet) = (nil, nil, true)
    }

    init(_ arguments: ParsedArguments, directory: String, output: OutputSettings) throws {
        let (options, export) = (PuzzleCommand.options, PuzzleCommand.export)
        guard !directory.isEmpty else { throw CLIError.badValue(options.outDir, directory, "is not a directory name") }
        self.directory = directory
        let formatName = try arguments[PuzzleCommand.output.format] ?? .png
        guard formatName == .png else {
            throw CLIError.badValue(
                PuzzleCommand.output.format, formatName.rawValue,
                """
                cannot be served: \(options.outDir.flag) writes PNG layers only (a vector file would carry the hole's \
                outline and coordinates)
                """)
        }
        format = formatName
        scale = output.scale
        background = output.background
        writesMask = arguments[options.mask]
        if arguments[export.skipExisting] {
            throw CLIError.usage(
                """
                \(export.skipExisting.flag) applies to frame files; \(options.outDir.flag) writes every challenge \
                and its answers anew
                """)
        }
        let animating = [
            export.frames.spec, export.duration.spec, export.fps.spec, export.start.spec, export.loop.spec,
            export.quality.spec, export.playCount.spec, export.hold.spec,
        ]
        if let given = animating.first(where: { arguments.has($0.name) }) {
            throw CLIError.usage(
                """
                \(given.flag) has no effect with \(options.outDir.flag), which writes still PNG layers; \
                it applies to frames and animated files
                """)
        }
        if arguments.has(export.shard), !arguments.has(options.count) {
            throw CLIError.badValue(
                export.shard, arguments.text(of: export.shard) ?? "",
                """
                splits a pool (\(options.count.flag) N) between tasks; \(options.outDir.flag) without \
                \(options.count.flag) writes one challenge
                """)
        }
        shard = try arguments[export.shard]
        quiet = arguments[export.quiet]
        answerPath = try arguments[options.answer].map { path in
            // Every task of an array job writes its own answers next to the others'; a stream stays itself.
            guard let shard, !OutputFile.isStream(path) else { return path }
            return shard.fileName(path)
        }
        // The answers must not be lost: check their folder before any image is written.
        if let answerPath { try OutputFile.checkCreatable(answerPath, setting: PuzzleCommand.options.answer.setting) }
    }

    /// The layers of one configuration, encoded: (file name, bytes); only the layers named in
    /// `layers` (`background`, `piece`, `composite`, `mask`) when it is given.
    package func files(of configuration: PuzzleConfiguration, layers wanted: Set<String>? = nil) throws -> [(
        String, [UInt8]
    )] {
        var configuration = configuration
        // The challenge's own landscape is drawn once, then cut three times.
        if case .landscape = configuration.background {
            configuration.background = .image(
                try Self.rasterized(configuration.background, canvas: configuration.canvasSize, scale: scale))
            configuration.imageFit = .stretch
        }
        let layers = PuzzleLayers(configuration)
        // The front and holes are drawn once too, under both full-canvas layers.
        let holed = try Self.rasterized(layers.backgroundScene, scale: scale)
        let holedPicture = [
            Node.image(
                holed, in: Rect(x: 0, y: 0, width: Double(holed.width) / scale, height: Double(holed.height) / scale))
        ]
        var scenes = [
            ("background", layers.servedBackground(holedPicture: holedPicture)),
            ("piece", layers.servedPieceScene(scale: scale)),
            ("composite", layers.servedComposite(pieceAt: configuration.piecePosition, holedPicture: holedPicture)),
        ]
        if writesMask { scenes.append(("mask", layers.maskScene)) }
        if let wanted { scenes.removeAll { !wanted.contains($0.0) } }
        let output = OutputSettings(path: directory, target: .picture(format), scale: scale, background: background)
        return try scenes.map { name, scene in
            // The background color goes behind the full-canvas layers only; the piece and mask stay cut out.
            // The piece is stored uncompressed: its file's size is then the same for every challenge,
            // whatever part of the picture (sky or trees) it was cut from.
            let level = name == "piece" ? 0 : Self.compressionLevel
            let encoded =
                name == "piece" || name == "mask"
                ? try OutputSettings(path: directory, target: .picture(format), scale: scale, background: nil).encode(
                    scene, as: format, compressionLevel: level)
                : try output.encode(scene, as: format, compressionLevel: level)
            return ("\(name).\(format.fileExtension)", encoded)
        }
    }

    /// The PNG compression level of the background, composite and mask layers: 1, not the
    /// default 6. A pool is a throughput job (the two full-canvas layers at level 6 took 40% of a
    /// challenge's time); on the pool's layers level 1 compresses 2.6× faster, for files 7.4% larger
    /// than `optipng -o2` makes them (level 6: 0.8% larger), within the 10% the encoder allows itself.
    static let compressionLevel = 1

    /// One challenge: the layers in the directory, and the answer when asked for; returns the files written.
    func writeChallenge(_ settings: PuzzleSettings) throws -> [String] {
        var generator = settings.makeGenerator()
        let configuration = try settings.configuration(using: &generator)
        try OutputDirectory.create(directory, setting: PuzzleCommand.options.outDir.setting)
        var written: [String] = []
        for (name, bytes) in try files(of: configuration) {
            written.append(OutputDirectory.path(name, in: directory))
            try OutputFile.write(bytes, to: written.last!, setting: PuzzleCommand.options.outDir.setting)
        }
        if let answerPath {
            let line = PuzzleAnswer(configuration, pieceOrigin: PuzzleLayers(configuration).pieceFrame.boxOrigin)
                .jsonLine
            try OutputFile.write(
                Array((line + "\n").utf8), to: answerPath, setting: PuzzleCommand.options.answer.setting)
        }
        return written
    }

    /// `count` challenges `DIR/000001/…`, rendered in parallel and written atomically;
    /// the answers go to --answer, one line per challenge, in order. With `--shard` only the
    /// shard's block of the pool is rendered, under the same names, its answers to its own file.
    /// Returns the challenges (their names) and the files written.
    func writePool(_ settings: PuzzleSettings, count: Int, jobs: Int) throws -> (challenges: [String], files: [String])
    {
        let draws = PuzzlePoolDraws(settings)
        let block = shard?.block(of: count) ?? 0..<count
        // A challenge that cannot be drawn (holes that do not fit) stops the pool before anything is written.
        if let first = block.first { _ = try draws.configuration(at: first) }
        try OutputDirectory.create(directory, setting: PuzzleCommand.options.outDir.setting)
        // The images reach the disk together, before the answers that make the pool whole.
        let sync = try FileSystemSync(directory: directory, setting: PuzzleCommand.options.outDir.setting)
        TemporaryFiles.removeOnInterrupt()
        let digits = max(6, String(count).count)
        let items = Array(block)
        var answers = ""
        var challenges: [String] = []
        var written: [String] = []
        let output = self
        var progress = ProgressBar(ProgressItem(path: directory), total: items.count, unit: "challenges", quiet: quiet)
        defer { progress.finish() }
        try orderedParallelMap(
            items, jobs: jobs, window: 2 * jobs,
            produce: { index -> (String, String, [String]) in
                let configuration = try draws.configuration(at: index)
                let name = String(repeating: "0", count: digits - String(index + 1).count) + String(index + 1)
                let folder = OutputDirectory.path(name, in: output.directory)
                try OutputDirectory.create(folder, setting: PuzzleCommand.options.outDir.setting)
                var files: [String] = []
                for (file, bytes) in try output.files(of: configuration) {
                    files.append(OutputDirectory.path(file, in: folder))
                    try OutputFile.write(
                        bytes, to: files.last!, setting: PuzzleCommand.options.outDir.setting, sync: .deferred)
                }
                let origin = PuzzleLayers(configuration).pieceFrame.boxOrigin
                return (name, PuzzleAnswer(configuration, pieceOrigin: origin, challenge: name).jsonLine, files)
            },
            consume: { done, result in
                progress.update(done: done + 1)
                challenges.append(result.0)
                answers += result.1 + "\n"
                written += result.2
            })
        try sync.finish()
        if let answerPath {
            try OutputFile.write(Array(answers.utf8), to: answerPath, setting: PuzzleCommand.options.answer.setting)
        }
        return (challenges, written)
    }

    /// A generated picture as pixels at the output scale, drawn 1:1 back onto the canvas.
    static func rasterized(_ picture: PuzzleBackground, canvas: Size, scale: Double) throws -> RasterImage {
        try rasterized(Scene(size: canvas, nodes: picture.nodes(canvas: canvas)), scale: scale)
    }

    /// `scene` as pixels at the output scale, kept premultiplied for drawing it again on this thread.
    static func rasterized(_ scene: Scene, scale: Double) throws -> RasterImage {
        do {
            return try rasterizeForReuse(scene, scale: scale)
        } catch {
            throw CLIError("cannot render the challenge: \(error)", status: .ioError)
        }
    }
}
