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
                OptionSpec("blank", value: "X,Y", help: "Where the hole is (the answer)."),
                OptionSpec("position", value: "X,Y", help: "Where the piece was dropped."),
                OptionSpec("tolerance", value: "POINTS", help: "Largest accepted distance on each axis.", default: "8"),
                OptionSpec("axes", value: "horizontal|vertical|both", help: "Directions the piece may move.", default: "both"),
                OptionSpec("start", value: "X,Y", help: "Where the piece started.", default: "left margin at the blank's height"),
                OptionSpec("canvas", value: "WxH", help: "The picture's size in points.", default: "320x200"),
                OptionSpec("size", value: "WxH", help: "The piece's box in points.", default: "100x100"),
                OptionSpec("failures", value: "N", help: "Failed attempts before this one.", default: "0"),
                OptionSpec("max-retries", value: "N", help: "Failures after which the puzzle locks (0: never).", default: "0"),
            ],
            run: { arguments in try run(arguments) })
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let blankXY = try arguments.point("blank") else { throw CLIError.usage("missing --blank X,Y") }
        guard let positionXY = try arguments.point("position") else { throw CLIError.usage("missing --position X,Y") }
        let canvas = try arguments.string("canvas").map { try PuzzleSettings.size($0, option: "--canvas") }
            ?? PuzzleConfiguration.defaultCanvasSize
        let size = try arguments.string("size").map { try PuzzleSettings.size($0, option: "--size") }
        var configuration = PuzzleConfiguration(
            canvasSize: canvas, pieceSize: size, blank: Point(blankXY.0, blankXY.1),
            axes: try arguments.choice("axes", default: .both),
            tolerance: try arguments.number("tolerance", default: 8, in: 0...10_000))
        try PuzzleSettings.validate(configuration, arguments)
        var verifier = configuration.verifier
        if let start = try arguments.point("start") {
            verifier.start = verifier.constrained(Point(start.0, start.1))
            configuration.position = verifier.start
        }
        let failures = try arguments.string("failures").map { try ValueParser.integer($0, option: "--failures", in: 0...1_000_000) } ?? 0
        let maxRetries = try arguments.string("max-retries").map { try ValueParser.integer($0, option: "--max-retries", in: 0...1_000_000) } ?? 0
        let result = verifier.verify(Point(positionXY.0, positionXY.1))
        var attempts = PuzzleAttempts(maxRetryCount: maxRetries, failures: failures)
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
