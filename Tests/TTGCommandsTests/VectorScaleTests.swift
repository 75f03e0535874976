import Foundation
import TTGCodecs
import TTGTestSupport
import Testing

/// `--scale` makes a vector output that many times larger, as rsvg-convert's `-z` does: the
/// page's size in its own units, read from each file, and the scaled SVG drawn by an
/// independent renderer at its own size against the PNG drawn at the same scale (within
/// CrossRendererTests' tolerance: a channel off by more than 24/255 on at most 0.8% of pixels).
@Suite struct VectorScaleTests {
    static let face = ["emoji", "--rate", "3.5", "--size", "60"]

    private func file(_ arguments: [String], _ name: String) throws -> String {
        let directory = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(Self.face + arguments + ["-o", name], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return try String(contentsOf: directory.appendingPathComponent(name), encoding: .isoLatin1)
    }

    /// The first number after `key` in `text`.
    private func number(after key: String, in text: String) throws -> Double {
        let range = try #require(text.range(of: key), "no \(key)")
        let digits = text[range.upperBound...].drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
        return try #require(Double(String(digits)))
    }

    @Test func eachVectorFormatIsScaledAsAWhole() throws {
        for (name, key) in [("face.svg", "width=\""), ("face.pdf", "/MediaBox [ 0 0 "), ("face.json", "\"w\":")] {
            let plain = try number(after: key, in: try file([], name))
            let scaled = try number(after: key, in: try file(["--scale", "3"], name))
            #expect(plain > 0 && scaled == 3 * plain, "\(name): \(plain) → \(scaled)")
        }
    }

    @Test(.enabled(if: !SVGRasterizer.available.isEmpty, "neither rsvg-convert nor resvg is installed"))
    func aScaledSVGDrawsAsThePNGAtThatScale() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for name in ["face.svg", "face.png"] {
            let result = try BinaryRunner.run(Self.face + ["--scale", "3", "-o", name], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let svg = try String(contentsOf: directory.appendingPathComponent("face.svg"), encoding: .utf8)
        let png = try loadPNG(bytes: [UInt8](Data(contentsOf: directory.appendingPathComponent("face.png"))))
        let misses = try SVGRasterizer.misses(svg, against: png, label: "face.svg")
        #expect(misses.isEmpty, "\(misses.joined(separator: "\n"))")
    }
}
