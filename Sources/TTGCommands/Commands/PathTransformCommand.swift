import Foundation
import TTGArguments
import TTGExport
import TTGGeometry

/// `path transform`: affine transforms applied in the order given.
enum PathTransformCommand: CommandDeclaration {
    static let name = "transform"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print the path under transforms, applied in the order given.",
        discussion: """
            Each option may repeat; they apply left to right. Scale and rotation are about the
            origin; a positive angle turns +x toward +y (clockwise on screen). The matrix maps
            (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as CGAffineTransform does.

            \(transformListDiscussion)
            """,
        examples: [
            "ttg-render path transform --d 'M0 0 L10 0' --rotate 90 --translate 5,5",
            "ttg-render path transform --d 'M0 0 h10 v10 h-10 Z' --transform 'translate(10,0) rotate(30, 5, 5) skewX(12)'",
            "ttg-render path transform --d 'M0 0 h100 v100 h-100 Z' --transform 'translate(50,50) perspective(300) rotateY(40deg) translate(-50,-50)'",
        ],
        options: [
            PathCommand.pathData.spec, PathCommand.partial.spec, translate.spec, scale.spec, rotate.spec, matrix.spec,
            transformList.spec,
        ],
        plan: { arguments in
            let path = try PathCommand.path(PathCommand.pathData, arguments)
            let map = try transform(from: arguments)
            if let affine = map.affineTransform {
                let moved = path.applying(affine)
                guard moved.isFinite else { throw overflow(of: path, arguments) }
                return CommandPlan.print(moved.svgPathData + "\n")
            }
            guard let projected = path.projected(by: map, tolerance: PathTransformAnimation.tolerance),
                projected.isFinite
            else {
                throw CLIError.usage(
                    "\(transformList.flag): the transforms put part of the path at or behind the viewer, or at infinity"
                )
            }
            return CommandPlan.print(projected.svgPathData + "\n")
        })

    /// The error for transforms that carry the path past the largest number, naming the first
    /// step (in command-line order) after which it is no longer finite.
    static func overflow(of path: Path, _ arguments: ParsedArguments) -> CLIError {
        for count in 1...arguments.occurrences.count {
            let steps = ParsedArguments(
                occurrences: Array(arguments.occurrences.prefix(count)), positionals: arguments.positionals)
            guard let map = try? transform(from: steps), let affine = map.affineTransform,
                !path.applying(affine).isFinite
            else { continue }
            let step = arguments.occurrences[count - 1]
            let flag = OptionName(step.name)
            return CLIError(
                "\(flag): '\(CLIError.quoted(step.value ?? ""))' takes the path past the largest number (about 1.8e308)",
                status: .dataError)
        }
        return CLIError("the transforms take the path past the largest number (about 1.8e308)", status: .dataError)
    }

    /// The transform list grammar, for help (`path transform` and `path render`).
    static let transformListDiscussion = """
        A --transform LIST is SVG's and CSS's: matrix(a,b,c,d,e,f), translate(X[,Y]),
        scale(SX[,SY]), rotate(A[,CX,CY]), skewX(A), skewY(A), perspective(D), rotateX(A),
        rotateY(A), rotate3d(X,Y,Z,A), separated by spaces or commas; angles take deg (the
        default), rad, turn or grad. The rightmost function applies to the path first, as in SVG.
        The 3D functions turn the plane in space (x right, y down, z toward the viewer) and
        perspective(D) views it from D points away; the path is projected: lines stay lines and
        curves become cubics within 0.05 of the true projection.
        """

    static let translate = Option(
        "translate", help: "Move by X, Y.",
        ArgumentValue.point.map { p, _, _ in AffineTransform.translation(x: p.x, y: p.y) }, repeatable: true)
    static let scale = Option(
        "scale", help: "Scale by SX (and SY, default SX).",
        ArgumentValue.numbers("SX[,SY]", count: 1...2).map { v, _, _ in AffineTransform.scale(x: v[0], y: v.last!) },
        repeatable: true)
    static let rotate = Option(
        "rotate", help: "Rotate by DEG degrees about the origin.",
        ArgumentValue.number("DEG").map { degrees, _, _ in AffineTransform.rotation(degrees: degrees) },
        repeatable: true)
    static let matrix = Option(
        "matrix", help: "Apply a general affine matrix.",
        ArgumentValue.numbers("a,b,c,d,tx,ty", count: 6...6).map { m, _, _ in
            AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        }, repeatable: true)

    static let transformList = Option(
        "transform", help: "Apply a transform list (below).", .transformList, repeatable: true)

    /// The product of the transform options, in command-line order: affine while every step is.
    static func transform(from arguments: ParsedArguments) throws -> ProjectiveTransform {
        let steps = [translate, scale, rotate, matrix]
        var affine = AffineTransform.identity
        var projective: ProjectiveTransform?
        for occurrence in arguments.occurrences {
            let step: ProjectiveTransform
            if occurrence.name == transformList.spec.name, let list = try arguments.value(of: occurrence, transformList)
            {
                guard let planar = list.affineTransform else {
                    projective = (projective ?? ProjectiveTransform(affine)).concatenating(list.projectiveTransform)
                    continue
                }
                step = ProjectiveTransform(planar)
            } else if let option = steps.first(where: { $0.spec.name == occurrence.name }),
                let value = try arguments.value(of: occurrence, option)
            {
                step = ProjectiveTransform(value)
            } else {
                continue
            }
            if let current = projective {
                projective = current.concatenating(step)
            } else {
                affine = affine.concatenating(step.affineTransform!)
            }
        }
        return projective ?? ProjectiveTransform(affine)
    }
}
