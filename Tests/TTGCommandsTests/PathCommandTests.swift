import Foundation
import TTGTestSupport
import Testing

/// `ttg-render path …` through the built binary, answers checked against geometry worked by hand.
@Suite(.slow) struct PathCommandTests {
    private func run(_ arguments: String...) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments)
    }

    private func json(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    @Test func infoOfASquare() throws {
        let result = try run("path", "info", "--d", "M0 0 H10 V10 H0 Z")
        #expect(result.status == 0)
        #expect(
            result.output
                == #"{"subpaths":1,"segments":4,"length":40,"bounds":[0,0,10,10],"controlBounds":[0,0,10,10],"start":[0,0],"end":[0,0]}"#
                + "\n")
    }

    @Test func infoOfACurveHasTightBoundsInsideControlBounds() throws {
        // y(t) = 150 t (1 - t) peaks at t = 1/2 with y = 37.5; control points reach y = 50.
        let object = try json(try run("path", "info", "--d", "M0 0 C0 50 100 50 100 0"))
        #expect(object["bounds"] as? [Double] == [0, 0, 100, 37.5])
        #expect(object["controlBounds"] as? [Double] == [0, 0, 100, 50])
        #expect(object["end"] as? [Double] == [100, 0])
    }

    @Test func infoOfACircleHasLengthTwoPiR() throws {
        let object = try json(try run("path", "info", "--d", "M60 50 A10 10 0 1 1 40 50 A10 10 0 1 1 60 50 Z"))
        let length = try #require(object["length"] as? Double)
        #expect(abs(length - 20 * Double.pi) < 1e-5 * 20 * Double.pi)
        #expect(object["subpaths"] as? Int == 1)
    }

    @Test func containsHonorsTheFillRule() throws {
        // An outer square and a same-direction inner square: nonzero fills the hole, even-odd does not.
        let d = "M0 0 H10 V10 H0 Z M2 2 H8 V8 H2 Z"
        #expect(try run("path", "contains", "--d", d, "--point", "5,5").output == "true\n")
        #expect(try run("path", "contains", "--d", d, "--point", "5,5", "--rule", "evenodd").output == "false\n")
        #expect(try run("path", "contains", "--d", d, "--point", "1,5", "--rule=evenodd").output == "true\n")
        #expect(try run("path", "contains", "--d", d, "--point", "-3.5,2").output == "false\n")
    }

    @Test func containsCanTestTheStroke() throws {
        // The curve's lowest point is (50, 37.5): 1.5 below it is inside a 4-wide stroke, 2.5 is not.
        let d = "M0 0 C0 50 100 50 100 0"
        #expect(try run("path", "contains", "--d", d, "--point", "50,39", "--line-width", "4").output == "true\n")
        #expect(try run("path", "contains", "--d", d, "--point", "50,40", "--line-width", "4").output == "false\n")
        // The fill test of the same point says inside the closed shape only above the curve.
        #expect(try run("path", "contains", "--d", d, "--point", "50,36").output == "true\n")
    }

    @Test func trimOfALineIsItsMiddle() throws {
        #expect(try run("path", "trim", "--d", "M0 0 H100", "--from", "0.25", "--to", "0.75").output == "M25 0 L75 0\n")
    }

    @Test func trimAcrossTwoSubpathsUsesTheTotalLength() throws {
        // Lengths 10 and 30: the first half (20) is all of the first and 10 of the second.
        let result = try run("path", "trim", "--d", "M0 0 H10 M0 5 H30", "--from", "0", "--to", "0.5")
        #expect(result.output == "M0 0 L10 0 M0 5 L10 5\n")
    }

    @Test func pointAtTheMiddleOfAHalfCircle() throws {
        let object = try json(try run("path", "point-at", "--d", "M0 0 A50 50 0 0 1 100 0", "--fraction", "0.5"))
        let point = try #require(object["point"] as? [Double])
        let angle = try #require(object["angle"] as? Double)
        #expect(abs(point[0] - 50) < 1e-9 && abs(point[1] + 50) < 1e-9)
        #expect(abs(angle) < 1e-9)
    }

    @Test func transformsApplyInTheOrderGiven() throws {
        #expect(
            try run("path", "transform", "--d", "M0 0 L10 0", "--rotate", "90", "--translate", "5,5").output
                == "M5 5 L5 15\n")
        #expect(
            try run("path", "transform", "--d", "M0 0 L10 0", "--translate", "5,5", "--rotate", "90").output
                == "M-5 5 L-5 15\n")
        #expect(
            try run("path", "transform", "--d", "M1 1", "--scale", "2,3", "--matrix", "1,0,0,1,-2,-3").output
                == "M0 0\n")
    }

    @Test func pathDataCanComeFromAFileOrStandardInput() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        try "M0 0 H7".write(to: dir.appendingPathComponent("p.txt"), atomically: true, encoding: .utf8)
        let fromFile = try json(try BinaryRunner.run(["path", "info", "--d", "@p.txt"], in: dir))
        #expect(fromFile["length"] as? Double == 7)
        let fromStdin = try json(try BinaryRunner.run(["path", "info", "--d", "@-"], input: Data("M0 0 V3".utf8)))
        #expect(fromStdin["length"] as? Double == 3)
    }

    @Test func renderWritesAPNGOfTheCanvasSizeTimesScale() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            [
                "path", "render", "--d", "M10 10 h80 v80 h-80 Z", "--canvas", "100x60", "--scale", "2", "-o",
                "square.png",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("square.png"))
        let size = try #require(pngDimensions(data))
        #expect(size.width == 200 && size.height == 120)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["square.png"])
    }

    @Test func renderWritesSVGAndPDFByExtension() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        for name in ["a.svg", "a.pdf"] {
            let result = try BinaryRunner.run(
                [
                    "path", "render", "--d", "M0 0 L50 50", "--stroke", "red",
                    "--fill", "none", "--canvas", "50x50", "-o", name,
                ], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let svg = try String(contentsOf: dir.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"50"))
        let pdf = try Data(contentsOf: dir.appendingPathComponent("a.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)))
    }

    @Test func renderToStandardOutput() throws {
        let result = try run("path", "render", "--d", "M0 0 h4 v4 h-4 Z", "--canvas", "4x4", "-o", "-")
        #expect(result.status == 0)
        #expect(pngDimensions(result.stdout).map { [$0.width, $0.height] } == [4, 4])
    }

    @Test func helpListsOptionsWithDefaultsAndAnExample() throws {
        let result = try run("path", "render", "--help")
        #expect(result.status == 0)
        #expect(result.output.contains("--line-width N"))
        #expect(result.output.contains("[default: #000000]"))
        #expect(result.output.contains("EXAMPLE"))
        for sub in ["info", "contains", "trim", "point-at", "transform"] {
            let help = try run("path", sub, "--help")
            #expect(help.status == 0 && help.output.contains("USAGE: ttg-render path \(sub)"))
        }
    }
}
