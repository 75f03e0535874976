import TTGGeometry
import TTGPuzzle

/// `puzzle verify`: checks a dropped piece against the blank and prints the result.
enum PuzzleVerifyCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "verify",
            abstract: "Check a piece position against the blank; exit 0 when verified, 1 when not.",
            usage: "puzzle verify --blank X,Y --position X,Y [--tolerance 8] [--axes both] [--start X,Y]",
            discussion: """
                The position first keeps the start's coordinate on a forbidden axis, then is clamped so
                the piece stays inside the canvas. It is verified when it is within the tolerance of the
                blank on both axes (exactly the tolerance away still counts). The result is one JSON
                line: verified, position (after the constraint), blank, xOffset and yOffset
                (position − blank), xPercentage and yPercentage (0…1 along the free track, as
                TTGPuzzleVerify's puzzleXPercentage), and state (verified, failed, or locked once
                --failures reaches --max-retries).
                """,
            examples: ["ttg-render puzzle verify --blank 176,50 --position 180,47"],
            options: [
                blank.spec, position.spec, tolerance.spec, axes.spec, start.spec, canvas.spec, size.spec,
                failures.spec, maxRetries.spec,
            ],
            run: { arguments in try run(arguments) })
    }

    private static let model = PuzzleConfiguration()
    static let blank = Option(required: "blank", help: "Where the hole is (the answer).", .point)
    static let position = Option(required: "position", help: "Where the piece was dropped.", .point)
    static let tolerance = Option(
        "tolerance", help: "Largest accepted distance on each axis, in points.", default: model.tolerance,
        .number("POINTS", in: PuzzleConfiguration.toleranceRange))
    static let axes = Option("axes", help: "Directions the piece may move.", default: model.axes, .choice)
    static let start = Option(
        "start", help: "Where the piece started.", shown: "20,20", .point)
    static let canvas = Option("canvas", help: "The picture's size in points.", default: model.canvasSize, .size())
    static let size = Option(
        "size", help: "The piece's box in points.", default: PuzzleConfiguration.defaultPieceSize, .size())
    static let failures = Option(
        "failures", help: "Failed attempts before this one.", default: 0, .integer(in: 0...1_000_000))
    static let maxRetries = Option(
        "max-retries", help: "Failures after which the puzzle locks for good (0: never).",
        default: PuzzleAttempts.defaultMaxRetryCount,
        .integer(in: 0...1_000_000))

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        var configuration = PuzzleConfiguration(
            canvasSize: try arguments[canvas], pieceSize: arguments.has(size) ? try arguments[size] : nil,
            blank: try arguments[blank], axes: try arguments[axes], tolerance: try arguments[tolerance])
        try PuzzleSettings.validate(configuration, pieceSizeGiven: arguments.has(size))
        var verifier = configuration.verifier
        if let start = try arguments[start] {
            // Clamped into the canvas; set first, so the axis constraint keeps its own coordinates.
            verifier.start = start
            verifier.start = verifier.constrained(start)
            configuration.position = verifier.start
        }
        let result = verifier.verify(try arguments[position])
        var attempts = PuzzleAttempts(maxRetryCount: try arguments[maxRetries], failures: try arguments[failures])
        attempts.beginDrag()
        attempts.drop(result)
        let json = JSON.object([
            ("verified", .bool(result.verified && attempts.state == .verified)),
            ("position", .pair(result.position.x, result.position.y)),
            ("blank", .pair(result.blank.x, result.blank.y)),
            ("xOffset", .number(result.xOffset)),
            ("yOffset", .number(result.yOffset)),
            ("xPercentage", .number(result.xPercentage)),
            ("yPercentage", .number(result.yPercentage)),
            ("state", .string(attempts.state.rawValue)),
        ])
        Console.out(json.text + "\n")
        return attempts.state == .verified ? .success : .failure
    }
}
