import TTGArguments
import TTGBase
import TTGExport
import TTGGeometry

/// `ttg-render path`: inspect, transform and render SVG path data.
enum PathCommand: CommandDeclaration {
    static let name = "path"

    static let spec = CommandSpec(
        name: name,
        abstract: "Inspect, transform and render SVG path data.",
        discussion: """
            D is SVG path data (M L H V C S Q T A Z, absolute or relative), given inline
            or as @FILE to read it from a file (@- reads standard input). Coordinates are
            in points, y down. Numbers print in their shortest exact form.
            """,
        subcommands: [
            PathInfoCommand.self, PathContainsCommand.self, PathTrimCommand.self,
            PathPointAtCommand.self, PathTransformCommand.self, PathRenderCommand.self, PathFollowCommand.self,
        ])

    /// The `--d` option every path subcommand takes: a missing file is exit 66, malformed
    /// data exit 65 with the byte offset.
    static let pathData = Option(required: "d", help: "SVG path data, or @FILE to read it from a file.", .pathData)

    /// `--partial`: path data with an error is drawn up to it, as SVG renderers draw it.
    static let partial = Flag(
        "partial",
        help:
            "Take path data with an error up to the error, as SVG renderers draw it, with a warning naming its offset (without it such data is refused, exit 65)."
    )

    /// The path data of `option` (--d, --back, --along): whole, or with --partial every
    /// segment before its first error. Data with nothing before its error is refused either way.
    static func path(_ option: Option<Path>, _ arguments: ParsedArguments) throws -> Path {
        guard arguments[partial], let text = arguments.text(of: option) else { return try arguments[option] }
        let (path, error) = Path.parsedUpToError(svgPathData: try InputFile.text(text, option: option.flag))
        guard let error else { return path }
        guard path.elements.contains(where: { if case .move = $0 { false } else { true } }) else {
            throw CLIError("\(option.flag): \(error); nothing before it to draw", status: .dataError)
        }
        Console.err("warning: \(option.flag): \(error); drawing the path before it (\(partial.flag))")
        return path
    }

    /// The path's length, refused when it passes the largest number: its measures would print as null.
    @discardableResult
    static func finiteLength(_ path: Path) throws -> Double {
        let length = path.length
        guard length.isFinite else {
            throw CLIError(
                "\(pathData.flag): the path's length passes the largest number (about 1.8e308)", status: .dataError)
        }
        return length
    }
}

/// `path info`: counts, length, bounds and end points as JSON.
enum PathInfoCommand: CommandDeclaration {
    static let name = "info"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print the path's subpaths, segments, length, bounds and end points as JSON.",
        discussion: """
            Prints {"subpaths":N,"segments":N,"length":L,"bounds":[x,y,w,h],"controlBounds":[x,y,w,h],"start":[x,y],"end":[x,y]}.
            Segments count what a stroke draws, closing lines included; bounds are tight (curve
            extrema), controlBounds include control points; start and end are null for an empty path.
            """,
        examples: ["ttg-render path info --d 'M0 0 C0 50 100 50 100 0'"],
        options: [PathCommand.pathData.spec, PathCommand.partial.spec],
        plan: { arguments in
            let path = try PathCommand.path(PathCommand.pathData, arguments)
            let length = try PathCommand.finiteLength(path)
            return CommandPlan.print(info(path, length: length).text + "\n")
        })

    /// The JSON `path info` prints; `length` is the path's (measured once, to check it first).
    static func info(_ path: Path, length: Double) -> JSON {
        func rect(_ r: Rect) -> JSON { .array([r.minX, r.minY, r.width, r.height].map(JSON.number)) }
        return .object([
            ("subpaths", .number(Double(path.subpathCount))),
            ("segments", .number(Double(path.drawnSegmentCount))),
            ("length", .number(length)),
            ("bounds", rect(path.bounds)),
            ("controlBounds", rect(path.controlBounds)),
            ("start", path.startPoint.map { .pair($0.x, $0.y) } ?? .null),
            ("end", path.currentPoint.map { .pair($0.x, $0.y) } ?? .null),
        ])
    }
}

/// `path contains`: the winding-number hit test.
enum PathContainsCommand: CommandDeclaration {
    static let name = "contains"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print true when a point is inside the filled path (or on its stroke), else false.",
        discussion: """
            Exact for curves (winding numbers, no flattening). Every subpath counts as closed, as when
            filling. With --line-width the test is the stroke's instead: true within N/2 of the path
            (round caps and joins), to 1e-9 points.
            """,
        examples: [
            "ttg-render path contains --d 'M0 0 h10 v10 h-10 Z M2 2 h6 v6 h-6 Z' --point 5,5 --rule evenodd",
            "ttg-render path contains --d 'M0 0 C0 50 100 50 100 0' --point 50,36 --line-width 4",
        ],
        options: [PathCommand.pathData.spec, PathCommand.partial.spec, point.spec, rule.spec, lineWidth.spec],
        rules: [.conflicts(lineWidth, with: rule, because: "a stroke has no fill rule")],
        plan: { arguments in
            let path = try PathCommand.path(PathCommand.pathData, arguments)
            let point = try arguments[point]
            let inside: Bool
            if let width = try arguments[lineWidth] {
                inside = path.strokeContains(point, lineWidth: width)
            } else {
                inside = path.contains(point, rule: try arguments[rule])
            }
            return CommandPlan.print(inside ? "true\n" : "false\n")
        })

    static let point = Option(required: "point", help: "The point to test.", .point)
    static let rule = Option("rule", help: "Fill rule.", default: FillRule.nonzero, .choice)
    static let lineWidth = Option(
        "line-width", help: "Test the stroke of this width instead of the fill.", .number(in: 0...1_000_000))
}

/// `path trim`: the part between two fractions of the total length.
enum PathTrimCommand: CommandDeclaration {
    static let name = "trim"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print the part of the path between two fractions of its total length.",
        discussion: """
            A and B are fractions 0…1 of the total length of all subpaths together, in drawing
            order (Core Animation's strokeStart/strokeEnd). Curves are split exactly, so a
            trimmed cubic is still a cubic. A ≥ B gives an empty path, as Core Animation draws nothing.
            """,
        examples: ["ttg-render path trim --d 'M0 0 H100' --from 0.25 --to 0.75"],
        options: [PathCommand.pathData.spec, PathCommand.partial.spec, from.spec, to.spec],
        plan: { arguments in
            let path = try PathCommand.path(PathCommand.pathData, arguments)
            return CommandPlan.print(
                path.trimmed(from: try arguments[from], to: try arguments[to]).svgPathData + "\n")
        })

    static let from = Option("from", help: "Start fraction.", default: 0, .number("A", in: 0...1))
    static let to = Option("to", help: "End fraction.", default: 1, .number("B", in: 0...1))
}

/// `path point-at`: the point and tangent angle at a fraction of the length.
enum PathPointAtCommand: CommandDeclaration {
    static let name = "point-at"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print the point and tangent angle at a fraction of the path's total length as JSON.",
        discussion:
            "Prints {\"point\":[x,y],\"angle\":radians}; the angle is measured from +x toward +y (clockwise on screen).",
        examples: ["ttg-render path point-at --d 'M0 0 A50 50 0 0 1 100 0' --fraction 0.5"],
        options: [PathCommand.pathData.spec, PathCommand.partial.spec, fraction.spec],
        plan: { arguments in
            let path = try PathCommand.path(PathCommand.pathData, arguments)
            let fraction = try arguments[fraction]
            guard !path.isEmpty else {
                throw CLIError("\(PathCommand.pathData.flag): the path is empty", status: .dataError)
            }
            try PathCommand.finiteLength(path)
            let position = PathMeasure(path).position(atFraction: fraction)
            return CommandPlan.print(
                JSON.object([
                    ("point", .pair(position.point.x, position.point.y)),
                    ("angle", .number(position.angle)),
                ]).text + "\n")
        })

    static let fraction = Option(required: "fraction", help: "Fraction of the total length.", .number("F", in: 0...1))
}
