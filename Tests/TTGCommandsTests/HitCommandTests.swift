import Foundation
import TTGCairo
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// `ttg-render hit` through the built binary, its answers checked against pixels decoded here.
@Suite(.slow) struct HitCommandTests {
    private func run(_ arguments: [String]) throws -> BinaryRunner.Result { try BinaryRunner.run(arguments) }

    /// A 4×2 image whose alphas are written here: 0, 0.2, 0.5, 1 on the top row, all 1 below.
    private func gradientImage(in directory: URL) throws -> String {
        let alphas: [UInt8] = [0, 51, 128, 255, 255, 255, 255, 255]
        let pixels = alphas.flatMap { alpha -> [UInt8] in [10, 20, 30, alpha] }
        let path = directory.appendingPathComponent("gradient.png").path
        try Data(try encodePNG(RasterImage(width: 4, height: 2, pixels: pixels))).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func eachPointReportsTheDecodedAlphaAndTheExitSaysWhetherAllHit() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let image = try gradientImage(in: directory)
        let some = try run(["hit", image, "0.5,0.5", "1.2,0.9", "2,0", "3.99,1.5", "4,0", "--", "-0.1,1"])
        #expect(some.status == 1)
        #expect(
            some.output == """
                0.5,0.5: alpha 0, passes through
                1.2,0.9: alpha 0.2, passes through
                2,0: alpha 0.5019607843137255, hit
                3.99,1.5: alpha 1, hit
                4,0: outside, passes through
                -0.1,1: outside, passes through

                """)
        #expect(try run(["hit", image, "2,0", "3,1"]).status == 0)
        // The threshold decides: 0.2 catches the second pixel, 1 only the opaque ones.
        #expect(try run(["hit", image, "1,0", "--threshold", "0.2"]).status == 0)
        #expect(try run(["hit", image, "2,0", "--threshold", "1"]).status == 1)
    }

    @Test func scaleMapsPointsToPixels() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let image = try gradientImage(in: directory)
        // At @2x the 4×2 image is 2×1 points: (1, 0) in points is pixel column 2.
        let result = try run(["hit", image, "1,0", "1.9,0.9", "2,0", "--scale", "2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let points = try #require(object["points"] as? [[String: Any]])
        #expect(points.map { $0["pixel"] as? [Int] } == [[2, 0], [3, 1], nil])
        #expect(points.map { $0["hit"] as? Bool } == [true, true, false])
        #expect(object["hit"] as? Bool == false)
        #expect(object["width"] as? Int == 4 && object["height"] as? Int == 2)
    }

    @Test func theMaskIsTheDecodedAlphaAtTheThreshold() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let face = directory.appendingPathComponent("face.png").path
        let mask = directory.appendingPathComponent("mask.png").path
        #expect(try run(["emoji", "--rate", "4", "--fill", "--size", "80", "-o", face]).status == 0)
        let picture = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: face))))
        // Points across the picture: the answer for each is its decoded pixel's alpha.
        var arguments = ["hit", face, "--threshold", "0.3", "--json", "--mask", mask]
        var expected: [Bool] = []
        for y in stride(from: 0.5, to: 80, by: 7) {
            for x in stride(from: 0.5, to: 80, by: 7) {
                arguments.append("\(x),\(y)")
                expected.append(Double(picture.pixel(x: Int(x), y: Int(y)).alpha) / 255 >= 0.3)
            }
        }
        let result = try run(arguments)
        #expect(result.status == (expected.allSatisfy { $0 } ? 0 : 1))
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let points = try #require(object["points"] as? [[String: Any]])
        #expect(points.map { $0["hit"] as? Bool } == expected)
        #expect(expected.contains(true) && expected.contains(false))
        // The mask: a 1-bit greyscale PNG, white exactly where the alpha reaches the threshold.
        let maskBytes = Array(try Data(contentsOf: URL(fileURLWithPath: mask)))
        #expect(maskBytes[24] == 1 && maskBytes[25] == 0)  // IHDR bit depth 1, colour type 0 (grey)
        let decoded = try loadPNG(bytes: maskBytes)
        #expect(decoded.width == picture.width && decoded.height == picture.height)
        var mismatches = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let hit = Double(picture.pixel(x: x, y: y).alpha) / 255 >= 0.3
                let white = decoded.pixel(x: x, y: y)
                if (hit ? 255 : 0) != white.red || white.alpha != 255 { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// `--mask -` sends the PNG to standard output and the report to standard error, and refuses a
    /// terminal; a mask file must be named .png; a point with a negative x is a point, not an option.
    @Test func theMaskGoesToStandardOutputAloneAndPointsMayBeNegative() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let image = try gradientImage(in: directory)
        let piped = try run(["hit", image, "1,1", "--mask", "-"])
        #expect(piped.status == 0 || piped.status == 1, "\(piped.stderr)")
        let bytes = [UInt8](piped.stdout)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The file ends with the IEND chunk: nothing follows the picture.
        #expect(Array(bytes.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(piped.stderr.hasPrefix("1,1: alpha "), "\(piped.stderr)")
        let json = try run(["hit", image, "1,1", "--mask", "-", "--json"])
        #expect(Array([UInt8](json.stdout).suffix(4)) == [0xAE, 0x42, 0x60, 0x82])
        #expect(json.stderr.hasPrefix("{\"image\""), "\(json.stderr)")
        // On a terminal (a pseudo-terminal made by script(1)): refused, nothing written.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/script") {
            let binary = BinaryRunner.binary.path
            let terminal = try BinaryRunner.runProgram(
                "/usr/bin/script", ["-qec", "'\(binary)' hit '\(image)' 1,1 --mask -", "/dev/null"])
            #expect(terminal.status == 64, "\(terminal.stdout)")
            #expect(String(decoding: terminal.stdout, as: UTF8.self).contains("terminal"))
        }
        let jpeg = directory.appendingPathComponent("mask.jpg").path
        let named = try run(["hit", image, "1,1", "--mask", jpeg])
        #expect(named.status == 64 && named.stderr.contains("is not a .png name"), "\(named.stderr)")
        #expect(!FileManager.default.fileExists(atPath: jpeg))
        let negative = try run(["hit", image, "-1,2", "1,1"])
        #expect(negative.status == 1, "\(negative.stderr)")
        #expect(String(decoding: negative.stdout, as: UTF8.self).hasPrefix("-1,2: outside, passes through\n"))
    }

    @Test func badInputsExitWithTheirCodes() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let image = try gradientImage(in: directory)
        #expect(try run(["hit", image]).status == 64)
        #expect(try run(["hit", directory.appendingPathComponent("missing.png").path, "1,1"]).status == 66)
        #expect(try run(["hit", image, "1,x"]).status == 64)
        #expect(try run(["hit", image, "1,1", "--threshold", "0"]).status == 64)
        let text = directory.appendingPathComponent("text.png").path
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
        #expect(try run(["hit", text, "1,1"]).status == 65)
        let unwritable = try run(["hit", image, "1,1", "--mask", directory.appendingPathComponent("no/mask.png").path])
        #expect(unwritable.status == 73)
    }
}
