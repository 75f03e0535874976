import Foundation
import TTGArguments
import TTGBase
import TTGCairo
import TTGCodecs
import TTGExport
import TTGGeometry
import TTGScene

/// `ttg-render hit`: alpha hit testing, the UIKit technique that lets touches pass through a
/// view's transparent pixels.
enum HitCommand: CommandDeclaration {
    static let name = "hit"

    static let spec = CommandSpec(
        name: name,
        abstract: "Tell for each point whether a touch hits the picture or passes through; exit 0 when all hit.",
        discussion: """
            IMAGE is a PNG or JPEG file ('-' reads standard input): render a picture first, then
            test it. A point X,Y is in points; with --scale S (2 for an @2x image) it falls on pixel
            column ⌊X·S⌋, row ⌊Y·S⌋. A touch hits where that pixel's alpha (0…1) is at least the
            threshold; transparent pixels and points outside the image pass through (alpha 0). A
            JPEG has no alpha: every pixel inside is opaque. A point with a negative X is written
            as it is (-1,2).

            Prints one line a point, "X,Y: alpha A, hit" or "X,Y: alpha A, passes through" ("outside"
            for a point off the image); --json prints {"image":…,"width":…,"height":…,"scale":…,
            "threshold":…,"points":[{"point":[x,y],"pixel":[column,row] or null,"alpha":a,"hit":…}],
            "hit":all}. Exit 0 when every point hits, 1 when any passes through.

            --mask FILE writes the 1-bit hit mask at the threshold as a greyscale PNG the size of
            the image: white where a touch hits, black where it passes through. --mask - writes it to
            standard output (never to a terminal), and the report goes to standard error.
            """,
        examples: [
            "ttg-render emoji --rate 4 --fill -o face.png && ttg-render hit face.png 110,8 110,110 --threshold 0.1",
            "ttg-render emoji --rate 4 --fill --scale 2 -o face@2x.png && ttg-render hit face@2x.png 110,110 --scale 2 --threshold 0.1 --json --mask face-mask.png",
        ],
        options: options.specs,
        positional: positional.spec,
        plan: { arguments in try plan(arguments) })

    static let positional = Positional(
        "IMAGE X,Y", help: "The image, then the points to test (in points).", .text("IMAGE X,Y [X,Y ...]"),
        words: 2...Int.max)
    static let options = HitOptions()

    static func plan(_ arguments: ParsedArguments) throws -> CommandPlan {
        let words = arguments.positionals
        let imagePath = words[0]
        let image = try ArgumentValue<RasterImage>.image.parse(imagePath, OptionName(positional: "IMAGE"))
        let points = try words.dropFirst().map {
            try ArgumentValue<Point>.point.parse($0, OptionName(positional: "point"))
        }
        let threshold = try arguments[options.threshold]
        let scale = try arguments[options.scale]
        let results = points.map { point in
            (
                point: point, pixel: image.pixelIndex(at: point, scale: scale),
                alpha: image.alpha(at: point, scale: scale)
            )
        }
        let allHit = results.allSatisfy { $0.alpha >= threshold }
        let status: ExitStatus = allHit ? .success : .failure
        let text: String
        if arguments[options.json] {
            let entries = results.map { result -> JSON in
                .object([
                    ("point", .pair(result.point.x, result.point.y)),
                    ("pixel", result.pixel.map { .pair(Double($0.x), Double($0.y)) } ?? .null),
                    ("alpha", .number(result.alpha)), ("hit", .bool(result.alpha >= threshold)),
                ])
            }
            text =
                JSON.object([
                    ("image", .string(imagePath)), ("width", .number(Double(image.width))),
                    ("height", .number(Double(image.height))), ("scale", .number(scale)),
                    ("threshold", .number(threshold)), ("points", .array(entries)), ("hit", .bool(allHit)),
                ]).text + "\n"
        } else {
            text = results.map { result in
                let point = "\(shortestDecimal(result.point.x)),\(shortestDecimal(result.point.y))"
                let alpha = result.pixel == nil ? "outside" : "alpha \(shortestDecimal(result.alpha))"
                return "\(point): \(alpha), \(result.alpha >= threshold ? "hit" : "passes through")\n"
            }.joined()
        }
        guard let mask = try arguments[options.mask] else { return CommandPlan.print(text, status: status) }
        guard mask == "-" || mask.lowercased().hasSuffix(".png") || OutputFile.isStream(mask) else {
            throw CLIError.badValue(
                options.mask, mask, "is not a .png name; the mask is a PNG (or - for standard output)")
        }
        if mask == "-", Console.isTerminal(STDOUT_FILENO) {
            throw CLIError.badValue(
                options.mask, mask,
                "writes a PNG to a terminal; redirect standard output to a file (> mask.png) or a pipe")
        }
        return CommandPlan.perform {
            let bytes: [UInt8]
            do {
                bytes = try encodeBitmaskPNG(
                    image.hitMask(threshold: threshold), width: image.width, height: image.height)
            } catch { throw CLIError("\(options.mask.flag): cannot encode: \(error)", status: .ioError) }
            try OutputFile.write(bytes, to: mask, setting: options.mask.setting)
            // The report never follows the picture on standard output.
            if mask == "-" { Console.err(text) } else { Console.out(text) }
            return status
        }
    }
}

/// `hit`'s options.
struct HitOptions: OptionGroup {
    let threshold = Option(
        "threshold", help: "Smallest alpha (0…1) that catches a touch.", default: 0.5,
        .number("A", in: .above(0, upTo: 1)))
    let scale = Option(
        "scale", help: "Pixels per point of the image (2 for @2x, 3 for @3x).", default: 1,
        .number("S", in: .above(0, upTo: OutputSettings.maximumScale)))
    let json = Flag("json", help: "Print the results as one JSON object.").commandLineOnly()
    let mask = Option(
        "mask", help: "Write the 1-bit hit mask at the threshold to this PNG file, or - for standard output.", .file)
}
