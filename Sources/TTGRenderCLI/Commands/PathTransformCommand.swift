import Foundation
import TTGGeometry

/// `path transform`: affine transforms applied in the order given.
enum PathTransformCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "transform",
            abstract: "Print the path under affine transforms, applied in the order given.",
            usage:
                "path transform --d D [--translate X,Y] [--scale SX[,SY]] [--rotate DEG] [--matrix a,b,c,d,tx,ty] ...",
            discussion: """
                Each option may repeat; they apply left to right. Scale and rotation are about the
                origin; a positive angle turns +x toward +y (clockwise on screen). The matrix maps
                (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as CGAffineTransform does.
                """,
            examples: ["ttg-render path transform --d 'M0 0 L10 0' --rotate 90 --translate 5,5"],
            options: [PathCommand.pathData.spec, translate.spec, scale.spec, rotate.spec, matrix.spec],
            run: { arguments in
                let path = try arguments[PathCommand.pathData]
                Console.out(path.applying(try transform(from: arguments)).svgPathData + "\n")
                return .success
            })
    }

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

    /// The product of the transform options, in command-line order.
    static func transform(from arguments: ParsedArguments) throws -> AffineTransform {
        let steps = [translate, scale, rotate, matrix]
        return try arguments.occurrences.reduce(AffineTransform.identity) { result, occurrence in
            guard let option = steps.first(where: { $0.spec.name == occurrence.name }),
                let step = try arguments.value(of: occurrence, option)
            else { return result }
            return result.concatenating(step)
        }
    }
}
