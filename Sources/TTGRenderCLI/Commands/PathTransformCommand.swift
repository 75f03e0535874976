import Foundation
import TTGGeometry

/// `path transform`: affine transforms applied in the order given.
enum PathTransformCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "transform",
            abstract: "Print the path under affine transforms, applied in the order given.",
            usage: "path transform --d D [--translate X,Y] [--scale SX[,SY]] [--rotate DEG] [--matrix a,b,c,d,tx,ty] ...",
            discussion: """
            Each option may repeat; they apply left to right. Scale and rotation are about the
            origin; a positive angle turns +x toward +y (clockwise on screen). The matrix maps
            (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as CGAffineTransform does.
            """,
            examples: ["ttg-render path transform --d 'M0 0 L10 0' --rotate 90 --translate 5,5"],
            options: [
                PathCommand.pathDataOption,
                OptionSpec("translate", value: "X,Y", help: "Move by X, Y.", repeatable: true),
                OptionSpec("scale", value: "SX[,SY]", help: "Scale by SX (and SY, default SX).", repeatable: true),
                OptionSpec("rotate", value: "DEG", help: "Rotate by DEG degrees about the origin.", repeatable: true),
                OptionSpec("matrix", value: "a,b,c,d,tx,ty", help: "Apply a general affine matrix.", repeatable: true),
            ],
            run: { arguments in
                let path = try PathCommand.path(from: arguments)
                let transform = try transform(from: arguments)
                Console.out(path.applying(transform).svgPathData + "\n")
                return .success
            })
    }

    /// The product of the transform options, in command-line order.
    static func transform(from arguments: ParsedArguments) throws -> AffineTransform {
        var result = AffineTransform.identity
        for occurrence in arguments.occurrences {
            guard let raw = occurrence.value else { continue }
            let option = "--" + occurrence.name
            let step: AffineTransform
            switch occurrence.name {
            case "translate":
                let (x, y) = try ValueParser.pair(raw, option: option, separator: ",", form: "X,Y")
                step = .translation(x: x, y: y)
            case "scale":
                let v = try ValueParser.numbers(raw, option: option, count: 1...2, form: "SX[,SY]")
                step = .scale(x: v[0], y: v.count == 2 ? v[1] : v[0])
            case "rotate":
                step = .rotation(degrees: try ValueParser.number(raw, option: option))
            case "matrix":
                let m = try ValueParser.numbers(raw, option: option, count: 6...6, form: "a,b,c,d,tx,ty")
                step = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            default:
                continue
            }
            result = result.concatenating(step)
        }
        return result
    }
}
