import Foundation
import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry
import TTGPuzzle
import TTGScene

/// `puzzle`: a puzzle captcha — the picture with a piece cut out, the piece, and the answer.
package enum PuzzleCommand: CommandDeclaration {
    package static let name = "puzzle"

    package static let spec = CommandSpec(
        name: name,
        abstract: "Render a jigsaw-puzzle captcha: a picture with a hole, the piece, the layers and the answer.",
        discussion: """
            Three layers of one picture: the front (everything but the hole, cut with an even-odd
            path of the canvas and the piece outline), the hole (the picture inside the outline at
            --blank-alpha, with an inner shadow) and the piece (the same outline, moved to
            --position, with a drop shadow). Positions are the top-left corner of the piece's box
            in points; the piece starts, and resets, at 20,20.

            Without --image the picture is a built-in generated landscape. Images (PNG or JPEG)
            are stretched to the canvas, as TTGPuzzleVerify does; --image-fit fill keeps their
            aspect ratio instead, centered.

            Without --blank the hole is random, from the system's secure generator. --seed makes
            it reproducible: for tests and docs only, since anyone with the seed knows the answers.

            For a captcha server, --out-dir DIR writes the served files background.png (opaque: the
            picture with flat holes, the real one and --decoys look-alikes on its row where they
            fit) and piece.png (the same size and offset for every challenge), and, not to be
            served, composite.png (a preview) and, with --mask, mask.png. Each served challenge has
            its own picture (a new landscape, or a photo of --images DIR with a random crop), its
            own light hole color unless --hole-color is given, a piece 0.22 of the canvas's shorter
            side unless --size is given, and, with --axes both, a random start row. Only PNG
            is written. The answer (blank, size, shape, tolerance, canvas, start, pieceOrigin and
            decoys) goes only to --answer FILE, never served. --count N writes N challenges
            DIR/000001/… in parallel (--jobs), one answer line per challenge, in order; it needs
            --answer.

            --shard K/N splits a pool between N tasks sharing DIR: task K writes the contiguous
            block of challenges K × count / N up to (K + 1) × count / N, under their pool-wide
            names, and its answers to FILE-KKKKK-of-NNNNN.ext (answers-00001-of-00004.jsonl), so
            the answers files joined in name order are the pool's. --shard auto takes K and N from
            Slurm, Kubernetes, AWS Batch or GNU parallel (docs/sharding.md). With --seed the
            shards together are the unsharded pool, byte for byte.

            --animate plays snap, snapAndFade (the shadow fades as the piece snaps), shake,
            reset or shakeAndReset from the piece's position.
            \(ExportSettings.discussion)
            """,
        examples: [
            "ttg-render puzzle -o puzzle.png",
            "ttg-render puzzle --out-dir challenge/ --answer answer.json",
            "ttg-render puzzle --shape circle --image photo.jpg --blank 180,40 --position 60,40 --scale 2 -o puzzle.png",
            "ttg-render puzzle --out-dir pool/ --count 200 --answer answers.jsonl",
            "ttg-render puzzle --out-dir pool/ --count 200 --shard 1/4 --answer answers.jsonl",
            "ttg-render puzzle --blank 190,50 --position 40,50 --animate snapAndFade -o snap.gif",
        ],
        options: options.specs + output.specs + export.specs,
        rules: options.rules + output.rules + export.rules + [
            .conflicts(options.outDir, with: output.output),
            .conflicts(
                options.outDir, with: output.width, output.height,
                because: "layers differ in size; --scale sets their pixels"),
            .conflicts(
                options.outDir, with: output.transform!, because: "served layers keep the answer's geometry"),
            .conflicts(
                options.outDir, with: output.androidResources, output.darkBackground,
                because: "served layers are PNG files of their own"),
        ],
        subcommands: [PuzzleVerifyCommand.self, PuzzleRedeemCommand.self],
        plan: { arguments in try plan(arguments) })

    static let options = PuzzleOptions()
    static let output = OutputOptions(defaultFile: "puzzle.png", animates: true)
    static let export = ExportOptions()

    static func plan(_ arguments: ParsedArguments) throws -> CommandPlan {
        let settings = try OutputSettings(arguments, output)
        let puzzle = try PuzzleSettings(arguments, options, scale: settings.scale)
        if let directory = try arguments[options.outDir] {
            let layers = try PuzzleLayerOutput(arguments, directory: directory, output: settings)
            let (jobs, json) = (try arguments[export.jobs], arguments[export.json])
            return CommandPlan.perform { try serve(puzzle, layers: layers, jobs: jobs, json: json, output: settings) }
        }
        if arguments.has(export.shard), !arguments.has(options.animate), !export.requested(in: arguments) {
            throw CLIError.badValue(
                export.shard, arguments.text(of: export.shard) ?? "",
                "splits a pool (\(options.outDir.flag) DIR \(options.count.flag) N) or frame files between tasks; "
                    + "this command line writes one picture"
            )
        }
        if let answer = try arguments[options.answer] {
            try OutputFile.checkCreatable(answer, setting: options.answer.setting)
        }
        var generator = puzzle.makeGenerator()
        let configuration = try puzzle.configuration(using: &generator)
        if arguments.has(export.shard), puzzle.seed == nil, generator.draws > 0 {
            // Every task draws its challenge for itself: only a seed makes them draw the same one.
            throw CLIError.badValue(
                export.shard, arguments.text(of: export.shard) ?? "",
                "splits the frames of one challenge between tasks, and without \(options.seed.flag) each task would "
                    + "draw its own random challenge; give every task the same \(options.seed.flag) N (or a "
                    + "\(options.blank.flag) and no decoys)")
        }
        let animation =
            try arguments[options.animate].map { try $0.sceneAnimation(for: configuration) }
            ?? .still(PuzzleLayers(configuration).compositeScene)
        var plan = try RenderPlan(
            animation, dark: settings.darkBackground.map { _ in PuzzleLayers.darkLook(animation) },
            arguments: arguments,
            output: settings)
        if let answer = try arguments[options.answer] {
            plan.sidecar = (answer, Array((PuzzleAnswer(configuration).jsonLine + "\n").utf8), options.answer.setting)
        }
        return CommandPlan.render(plan)
    }

    /// `--out-dir`: writes one challenge's layers, or a pool of `--count` challenges, and their answers.
    static func serve(
        _ puzzle: PuzzleSettings, layers: PuzzleLayerOutput, jobs: Int, json: Bool, output: OutputSettings
    ) throws -> ExitStatus {
        let started = Date()
        if puzzle.seed != nil {
            let (what, known) = puzzle.count == nil ? ("the challenge", "its answer") : ("the pool", "every answer")
            Console.err(
                "ttg-render: warning: --seed makes \(what) predictable (anyone with the seed knows \(known)); "
                    + "use it for tests and docs only\n")
        }
        let pool = try puzzle.count.map { try layers.writePool(puzzle, count: $0, jobs: jobs) }
        let files = try pool?.files ?? layers.writeChallenge(puzzle)
        guard json else { return .success }
        let (width, height) = output.pixelSize(puzzle.base.canvasSize)
        var fields: [(String, JSON)] = [
            ("files", .array(files.map(JSON.string))),
            ("challenges", .number(Double(pool?.challenges.count ?? 1))),
        ]
        // A shard says which part of the pool it wrote, and where its answers went.
        if let shard = layers.shard, let pool, let answers = layers.answerPath {
            fields += [
                ("shard", .string("\(shard.index)/\(shard.count)")),
                ("ids", .array(pool.challenges.map(JSON.string))), ("answers", .string(answers)),
            ]
        }
        fields += [
            ("width", .number(Double(width))), ("height", .number(Double(height))),
            ("wallTime", .number((Date().timeIntervalSince(started) * 1000).rounded() / 1000)),
        ]
        Console.out(JSON.object(fields).text + "\n")
        return .success
    }
}
