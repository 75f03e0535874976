import TTGArguments
import TTGExport
import TTGGeometry
import TTGScene

/// `path follow`: a shape that travels along a route, turned to its direction.
enum PathFollowCommand: CommandDeclaration {
    static let name = "follow"

    static let spec = CommandSpec(
        name: name,
        abstract: "Animate a shape moving along a route by arc length, turned to the route's direction.",
        discussion: """
            The center of the shape's bounds travels along ROUTE at the distance the time gives:
            one trip takes --cycle seconds, its progress following --timing (linear: constant
            speed), measured along the route's exact arc length. The shape's +x axis points along the
            route (draw it heading right) unless --no-rotate; at a cusp it keeps the direction it
            arrived in, and zero-length segments are skipped. --trips N makes N trips (fractions
            allowed; 0, the default, travels forever) and --autoreverse comes back each time. A
            closed route ends where it starts, so the trip loops seamlessly: --loop exports exactly
            one. --show-path draws the route under the shape. Without --canvas the
            canvas reaches the route's bottom-right extent plus the shape's reach.

            Frames: -o DIR/, a pattern, or a \(FileFormat.extensions(of: FileFormat.animatedFiles, lottie: " (Lottie)")) file; the natural
            length is one trip (all of them when --trips ends, forward and back with
            --autoreverse); --frames N and --duration S export a part of it, and --repeat N plays a
            GIF, WebP or animated SVG N times (--trips 1 --repeat 1: the shape goes once and stops).

            \(ExportSettings.discussion)
            """,
        examples: [
            "ttg-render path follow --d 'M-12 -8 L12 0 L-12 8 L-6 0 Z' --along 'M100 60 C130 10 190 10 190 60 C190 110 130 110 100 60 C70 10 10 10 10 60 C10 110 70 110 100 60 Z' --show-path --cycle 4 --loop --fps 20 -o plane.gif",
            "ttg-render path follow --d 'M0 0 h16 v10 h-16 Z' --along 'M10 10 L150 10 L150 90' --trips 1 --timing easeInEaseOut --start 1 -o halfway.png",
            "ttg-render path follow --d 'M0 0 h16 v10 h-16 Z' --along 'M10 10 L150 10 L150 90' --trips 1 --repeat 1 --fps 20 -o once.gif",
        ],
        options: [PathCommand.pathData.spec, PathCommand.partial.spec] + options.specs + output.specs + export.specs,
        rules: options.rules + output.rules + export.rules,
        plan: { arguments in
            let settings = try OutputSettings(arguments, output)
            let follow = try PathFollowCommand.follow(arguments, output: settings)
            let animation: SceneAnimation
            do { animation = try follow.sceneAnimation() } catch {
                throw CLIError.usage("\(options.cycle.flag), \(options.trips.flag): \(error)")
            }
            return CommandPlan.render(try RenderPlan(animation, arguments: arguments, output: settings))
        })

    static let options = PathFollowOptions()
    static let output = OutputOptions(
        defaultFile: "follow.png", animates: true, pictureTransform: false)
    static let export = ExportOptions()

    static func follow(_ arguments: ParsedArguments, output: OutputSettings) throws -> PathFollow {
        let shapePath = try PathCommand.path(PathCommand.pathData, arguments)
        let route = try PathCommand.path(options.along, arguments)
        guard route.length > 0 else {
            throw CLIError("\(options.along.flag): the route has no length", status: .dataError)
        }
        let lineWidth = try arguments[options.lineWidth]
        let stroke = try arguments[options.stroke].map { Stroke(.solid($0), width: lineWidth) }
        let shape = ShapeNode(
            path: shapePath, fill: try arguments[options.fill].map { Fill(.solid($0)) }, stroke: stroke)
        var follow = PathFollow(
            shape: shape, route: route, canvas: .zero, duration: try arguments[options.cycle],
            timing: try arguments[options.timing], autoreverses: arguments[options.autoreverse],
            rotates: !arguments[options.noRotate],
            routeStroke: arguments[options.showPath]
                ? Stroke(.solid(try arguments[options.routeColor]), width: try arguments[options.routeWidth]) : nil)
        let trips = try arguments[options.trips]
        follow.repeatCount = trips == 0 ? .infinity : trips
        // The shape's reach from its anchor, whichever way it turns; then the route's extent.
        let anchor = follow.anchor
        let outset = stroke == nil ? 0 : lineWidth / 2
        let box = shapePath.controlBounds
        let corners = [
            Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY),
        ]
        let reach = corners.map { $0.distance(to: anchor) }.max()! + outset
        let bounds = route.bounds
        follow.canvas =
            try arguments[options.canvas]
            ?? Size(max(1, (bounds.maxX + reach).rounded(.up)), max(1, (bounds.maxY + reach).rounded(.up)))
        try output.validate(
            canvas: follow.canvas, setBy: arguments.typedSetting(options.canvas))
        return follow
    }
}

/// `path follow`'s options.
struct PathFollowOptions: OptionGroup {
    let along = Option(required: "along", help: "The route: SVG path data, or @FILE.", .pathData)
    let cycle = CycleOptions.cycle("Seconds for one trip along the route.", default: 2)
    let timing = CycleOptions.timing("Easing of each trip.", default: .linear)
    let trips = Option(
        "trips", help: "Trips in all (fractions allowed); 0 travels forever.", default: 0,
        .number("N", in: 0...1_000_000))
    let autoreverse = CycleOptions.autoreverse("Each trip goes forward, then back.")
    let noRotate = Flag("no-rotate", help: "Keep the shape upright instead of turning it with the route.")
    let showPath = Flag("show-path", help: "Draw the route under the shape.")
    let routeColor = Option(
        "route-color", help: "The route's color with --show-path.",
        default: Color(red8: 0xC7, green8: 0xC7, blue8: 0xCC),
        .color)
    let routeWidth = Option(
        "route-width", help: "The route's line width with --show-path.", default: 2, .number(in: 0...10_000))
    let fill = Option("fill", help: "Fill color of the shape, or 'none'.", default: Color.black, .colorOrNone)
    let stroke = Option("stroke", help: "Stroke color of the shape, or 'none'.", default: nil, .colorOrNone)
    let lineWidth = Option("line-width", help: "The shape's stroke width.", default: 1, .number(in: 0...10_000))
    let canvas = Option(
        "canvas", help: "Canvas size in points (the output's --width and --height are pixels).",
        .size(limit: OutputSettings.maximumPixels))

    var rules: [OptionRule] {
        [
            .requires(routeColor, showPath), .requires(routeWidth, showPath), .requires(lineWidth, stroke),
        ]
    }
}
