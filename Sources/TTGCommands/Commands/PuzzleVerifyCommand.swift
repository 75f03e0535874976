import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry
import TTGPuzzle

/// `puzzle verify`: checks a dropped piece against the blank and prints the result.
enum PuzzleVerifyCommand: CommandDeclaration {
    static let name = "verify"

    static let spec = CommandSpec(
        name: name,
        abstract: "Check a piece position against the blank; exit 0 when verified, 1 when not.",
        discussion: """
            The challenge comes from the options (--blank, --tolerance, --axes, --start, --canvas,
            --size) or from one line of an answer file (--answers FILE --id N: the line whose
            challenge is N, or else line N). The position (--position, or --x and --y, a missing
            one the start's; with --track, the track's last point by default) first keeps the
            start's coordinate on a forbidden axis, then is clamped so the piece stays inside the
            canvas. It is verified when it is within the tolerance of the blank on both axes
            (exactly the tolerance away still counts). The result is one JSON line: verified,
            position (after the constraint), blank, xOffset and yOffset (position − blank),
            xPercentage and yPercentage (0…1 along the free track, as TTGPuzzleVerify's
            puzzleXPercentage), state (verified, failed, or locked once the failures reach
            --max-retries, 3 by default; a locked challenge never verifies again) and failures
            (the count to pass as --failures next time). A drop on a decoy hole of the answer
            line adds "decoy":true and fails.

            --track FILE (JSON [[t_ms, x, y], …], the piece's corner before the axis constraint;
            '-' reads standard input) judges the drag and adds trackVerdict (accepted or
            rejected), trackReason, trackDuration (ms), trackDistance and trackOvershoot
            (points). A track is rejected with fewer than 8 points (tooFewPoints), under 300 ms
            (tooFast), over 20000 ms (tooSlow), under 2 points long (noMovement), a step moving
            ≥ 10% of the path at ≥ 10 × the mean speed (teleport), ≥ 80% of the intervals within
            0.5 ms of the median (regularSampling), a y range under 1 point (flatY), a speed
            variation under 0.3 (constantVelocity), under 20% of accelerations changing sign
            (tooSmooth), a first point over 8 points from the start (startMismatch) or a last
            point over 1 point from the drop (endMismatch). A rejected track fails the drop
            wherever it lands and counts as a failure. A malformed track exits 65.
            """,
        examples: [
            "ttg-render puzzle verify --blank 176,50 --position 180,47",
            "ttg-render puzzle --out-dir c --blank 176,50 --answer a.jsonl && ttg-render puzzle verify --answers a.jsonl --id 1 --x 180 --y 47",
        ],
        options: [
            blank.spec, position.spec, x.spec, y.spec, tolerance.spec, axes.spec, start.spec, canvas.spec,
            size.spec, answers.spec, id.spec, track.spec, failures.spec, maxRetries.spec,
        ],
        rules: [
            .exclusive(blank, answers, because: "the answer file gives the blank"),
            .conflicts(
                answers, with: tolerance, axes, start, canvas, size, because: "the answer file gives them"),
            .requires(answers, id),
            .requires(id, answers),
            .conflicts(
                position, with: x, y, because: "\(x.flag) and \(y.flag) give the position one axis at a time"),
        ],
        plan: { arguments in try plan(arguments) })

    private static let model = PuzzleConfiguration()
    static let blank = Option(
        "blank", help: "Where the hole is (the answer), unless --answers gives it.", .point)
    static let position = Option("position", help: "Where the piece was dropped.", .point)
    static let x = Option(
        "x", help: "The drop's x (without --y, y is the start's).", .number("X"))
    static let y = Option(
        "y", help: "The drop's y (without --x, x is the start's).", .number("Y"))
    static let tolerance = Option(
        "tolerance", help: "Largest accepted distance on each axis, in points.", default: model.tolerance,
        .number("POINTS", in: PuzzleConfiguration.toleranceRange))
    static let axes = Option("axes", help: "Directions the piece may move.", default: model.axes, .choice)
    static let start = Option(
        "start", help: "Where the piece started.", shown: "20,20", .point)
    static let canvas = Option("canvas", help: "The picture's size in points.", default: model.canvasSize, .size())
    static let size = Option(
        "size", help: "The piece's box in points.", default: PuzzleConfiguration.defaultPieceSize, .size())
    static let answers = Option(
        "answers", help: "An answer file (JSON lines, as puzzle --answer writes) to take the challenge from.",
        .file)
    static let id = Option(
        "id", help: "With --answers: the challenge's name (000001), or else its line number (1-based).",
        .text("N"))
    static let track = Option(
        "track", help: "The drag's track, JSON [[t_ms, x, y], …], judged for a human hand; '-' reads standard input.",
        .file)
    static let failures = Option(
        "failures", help: "Failed attempts before this one.", default: 0, .integer(in: 0...1_000_000))
    static let maxRetries = Option(
        "max-retries", help: "Failures after which the puzzle locks for good (0: never).",
        default: PuzzleAttempts.defaultMaxRetryCount,
        .integer(in: 0...1_000_000))

    static func plan(_ arguments: ParsedArguments) throws -> CommandPlan {
        var verifier: PuzzleVerifier
        var answer: PuzzleAnswer?
        if let path = try arguments[answers] {
            let line = try PuzzleAnswerFile.answer(in: path, id: try arguments[id] ?? "")
            (answer, verifier) = (line, line.verifier)
        } else {
            guard let blankPoint = try arguments[blank] else {
                throw CLIError.usage("needs --blank X,Y or --answers FILE --id N")
            }
            var configuration = PuzzleConfiguration(
                canvasSize: try arguments[canvas], pieceSize: arguments.has(size) ? try arguments[size] : nil,
                blank: blankPoint, axes: try arguments[axes], tolerance: try arguments[tolerance])
            try PuzzleSettings.validate(configuration, pieceSizeGiven: arguments.has(size))
            verifier = configuration.verifier
            if let start = try arguments[start] {
                // Clamped into the canvas; set first, so the axis constraint keeps its own coordinates.
                verifier.start = start
                verifier.start = verifier.constrained(start)
                configuration.position = verifier.start
            }
        }
        let dragTrack = try arguments[track].map { try DragTrackFile.read($0) }
        let drop: Point
        if let given = try arguments[position] {
            drop = given
        } else if arguments.has(x) || arguments.has(y) {
            drop = Point(try arguments[x] ?? verifier.start.x, try arguments[y] ?? verifier.start.y)
        } else if let last = dragTrack?.samples.last {
            drop = Point(last.x, last.y)
        } else {
            throw CLIError.usage("needs --position X,Y, --x X / --y Y, or --track FILE")
        }
        let result = verifier.verify(drop)
        let trackScore = dragTrack.map { verifier.judge($0, droppedAt: drop) }
        let decoy = answer.flatMap { $0.decoys.isEmpty ? nil : verifier.decoy(at: drop, among: $0.decoys) != nil }
        var attempts = PuzzleAttempts(maxRetryCount: try arguments[maxRetries], failures: try arguments[failures])
        attempts.beginDrag()
        attempts.drop(result, trackAccepted: trackScore?.accepted ?? true)
        var fields: [(String, JSON)] = []
        if let challenge = answer?.challenge { fields.append(("challenge", .string(challenge))) }
        fields += [
            ("verified", .bool(result.verified && attempts.state == .verified)),
            ("position", .pair(result.position.x, result.position.y)),
            ("blank", .pair(result.blank.x, result.blank.y)),
            ("xOffset", .number(result.xOffset)),
            ("yOffset", .number(result.yOffset)),
            ("xPercentage", .number(result.xPercentage)),
            ("yPercentage", .number(result.yPercentage)),
            ("state", .string(attempts.state.rawValue)),
            ("failures", .number(Double(attempts.failures))),
        ]
        if let decoy { fields.append(("decoy", .bool(decoy))) }
        if let trackScore {
            fields.append(("trackVerdict", .string(trackScore.accepted ? "accepted" : "rejected")))
            if let reason = trackScore.reason { fields.append(("trackReason", .string(reason.rawValue))) }
            fields += [
                ("trackDuration", .number(trackScore.duration)),
                ("trackDistance", .number(trackScore.distance)),
                ("trackOvershoot", .number(trackScore.overshoot)),
            ]
        }
        return CommandPlan.print(
            JSON.object(fields).text + "\n", status: attempts.state == .verified ? .success : .failure)
    }
}
