import Foundation
import TTGCairo
import TTGCodecs
import TTGTestSupport
import Testing

/// `--transform` and `--transform-to` through the built binary: path data checked against the
/// formulas, pictures against decoded pixels of the untransformed picture.
@Suite(.slow) struct TransformCommandTests {
    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments)
    }

    private func numbers(_ pathData: String) -> [Double] {
        pathData.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
    }

    @Test func pathTransformAppliesTheListRightmostFirst() throws {
        // translate(10, 0) scale(2): (1, 1) → (2, 2) → (12, 2).
        let result = try run("path", "transform", "--d", "M1 1 L3 1", "--transform", "translate(10, 0) scale(2)")
        #expect(result.status == 0)
        #expect(result.output == "M12 2 L16 2\n")
        // It mixes with the other steps in command-line order: --translate first, then the list.
        #expect(
            try run("path", "transform", "--d", "M0 0", "--translate", "1,0", "--transform", "rotate(90)").output
                == "M0 1\n")
    }

    @Test func pathTransformProjectsThroughPerspective() throws {
        // perspective(100) rotateY(60): (x, y) goes to (x·cos60, y) / (1 + x·sin60 / 100).
        let result = try run("path", "transform", "--d", "M0 10 L50 10", "--transform", "perspective(100) rotateY(60)")
        #expect(result.status == 0)
        let v = numbers(result.output)
        let w = 1 + 50 * sin(Double.pi / 3) / 100
        #expect(v.count == 4)
        #expect(abs(v[0]) < 1e-12 && abs(v[1] - 10) < 1e-12)
        #expect(abs(v[2] - 50 * 0.5 / w) < 1e-9 && abs(v[3] - 10 / w) < 1e-9)
    }

    @Test func misspelledFunctionsGetASuggestionAndTheOffset() throws {
        let result = try run("path", "transform", "--d", "M0 0", "--transform", "translate(1) skewx(3)")
        #expect(result.status == 64)
        #expect(
            result.stderr.contains(
                "--transform: transform list: unknown function 'skewx' at offset 13; did you mean 'skewX'?"))
        let paren = try run("path", "render", "--d", "M0 0 h1", "--transform", "scale(2", "-o", "/dev/null")
        #expect(paren.status == 64)
        #expect(paren.stderr.contains("expected ',' or ')' at offset 7, found end of text"))
        // The gallery's labels are text, which has no path to project.
        let text = try run("refresh", "--gallery", "--transform", "perspective(300) rotateY(10)", "-o", "/dev/null")
        #expect(text.status == 64)
        #expect(text.stderr.contains("--transform: 'perspective(300) rotateY(10)' cannot be drawn in perspective"))
    }

    @Test func theWholePictureMovesByTheTransform() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let plain = directory.appendingPathComponent("plain.png").path
        let moved = directory.appendingPathComponent("moved.png").path
        #expect(try run("emoji", "--rate", "2", "--size", "60", "-o", plain).status == 0)
        #expect(
            try run("emoji", "--rate", "2", "--size", "60", "--transform", "translate(7, 3)", "-o", moved).status == 0)
        let a = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: plain))))
        let b = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: moved))))
        #expect(a.width == b.width && a.height == b.height)
        // Whole-pixel moves: every pixel's alpha is the plain one's 7 left and 3 up, up to the
        // rasterizer's antialiasing of strokes (a few levels), and the picture is not empty.
        var worst = 0
        var covered = 0
        for y in 3..<b.height {
            for x in 7..<b.width {
                let alpha = Int(b.pixel(x: x, y: y).alpha)
                worst = max(worst, abs(Int(a.pixel(x: x - 7, y: y - 3).alpha) - alpha))
                if alpha == 255 { covered += 1 }
            }
        }
        #expect(worst <= 4)
        #expect(covered > 100)
        // The canvas keeps its size: the band moved in from outside is empty.
        #expect((0..<b.height).allSatisfy { b.pixel(x: 0, y: $0).alpha == 0 })
    }

    @Test func transformToInterpolatesComponentWise() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let halfway = directory.appendingPathComponent("halfway.png").path
        let still = directory.appendingPathComponent("still.png").path
        let d = "M20 20 h60 v30 h-60 Z"
        #expect(
            try run(
                "path", "render", "--d", d, "--canvas", "100x100", "--transform", "rotate(0, 50, 50)",
                "--transform-to", "rotate(90, 50, 50) scale(1)", "--timing", "linear", "--start", "0.5", "-o", halfway
            ).status == 0)
        #expect(
            try run(
                "path", "render", "--d", d, "--canvas", "100x100", "--transform",
                "rotate(45, 50, 50) scale(1)", "-o", still
            ).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: halfway)) == Data(contentsOf: URL(fileURLWithPath: still)))
    }

    @Test func timingTakesCubicBezier() throws {
        let ok = try run(
            "path", "render", "--d", "M0 0 h10 v10 h-10 Z", "--transform", "rotate(0)", "--transform-to", "rotate(30)",
            "--timing", "cubic-bezier(0.3, 0, 0.2, 1)", "-o", "/dev/null", "--format", "png")
        #expect(ok.status == 0)
        let bad = try run(
            "path", "render", "--d", "M0 0 h10", "--transform-to", "rotate(30)", "--timing", "cubic-bezier(2,0,0,1)",
            "-o", "/dev/null")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--timing: 'cubic-bezier(2,0,0,1)' needs X1 and X2 in 0…1"))
        let flip3D = try run(
            "path", "render", "--d", "M0 0 h10", "--transform", "rotateY(0)", "--transform-to", "rotateX(30)", "-o",
            "/dev/null")
        #expect(flip3D.status == 64)
        #expect(flip3D.stderr.contains("--transform-to: cannot interpolate 'rotateY(0)' to 'rotateX(30)'"))
    }

    @Test func theBackShowsWhenTheFlipTurnsItToTheViewer() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let flip = "translate(50,50) perspective(400) rotateY(A) translate(-50,-50)"
        func alphas(_ degrees: Int, back: Bool) throws -> (top: UInt8, bottom: UInt8) {
            let file = directory.appendingPathComponent("flip\(degrees)\(back).png").path
            var arguments = [
                "path", "render", "--d", "M20 20 h60 v60 h-60 Z", "--canvas", "100x100", "--transform",
                flip.replacingOccurrences(of: "A", with: "\(degrees)"), "-o", file,
            ]
            if back { arguments += ["--back", "M20 20 h60 v20 h-60 Z"] }
            #expect(try BinaryRunner.run(arguments).status == 0)
            let image = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            return (image.pixel(x: 50, y: 30).alpha, image.pixel(x: 50, y: 60).alpha)
        }
        // Front facing (0°, 60°, 280°): the square; back facing (100°, 180°, 260°): the top bar only.
        for degrees in [0, 60, 280] {
            let a = try alphas(degrees, back: true)
            #expect(a.top == 255 && a.bottom == 255, "\(degrees)°")
        }
        for degrees in [100, 180, 260] {
            let a = try alphas(degrees, back: true)
            #expect(a.top == 255 && a.bottom == 0, "\(degrees)°")
        }
        // Without --back the mirrored front shows.
        #expect(try alphas(180, back: false).bottom == 255)
    }

    @Test func theWholePictureTransformMovesOnTopOfThePicture() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let halfway = directory.appendingPathComponent("halfway.png").path
        let still = directory.appendingPathComponent("still.png").path
        #expect(
            try run(
                "emoji", "--size", "120", "--transform", "rotate(0, 60, 60)", "--transform-to", "rotate(90, 60, 60)",
                "--timing", "linear", "--cycle", "2", "--start", "1", "-o", halfway
            ).status == 0)
        #expect(try run("emoji", "--size", "120", "--transform", "rotate(45, 60, 60)", "-o", still).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: halfway)) == Data(contentsOf: URL(fileURLWithPath: still)))
        // A looping glyph and a 1 s transform cycle loop together after the least common multiple of
        // their periods: in frames at 30 fps, lcm(the glyph's loop, 30).
        func frames(_ extra: [String], into name: String) throws -> Int {
            let result = try BinaryRunner.run(
                [
                    "refresh", "--style", "vinylSpin", "--loop", "--long-loop", "--json", "-o",
                    directory.path + "/\(name)/",
                ]
                    + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
            return object?["frames"] as? Int ?? 0
        }
        let glyph = try frames([], into: "glyph")
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        #expect(
            try frames(["--transform-to", "scale(0.8)", "--cycle", "0.5", "--autoreverse"], into: "moving")
                == glyph / gcd(glyph, 30) * 30)
        #expect(try run("emoji", "--grid", "--transform-to", "scale(2)", "-o", "/dev/null").status == 64)
    }
}
