import Foundation
import TTGTestSupport
import Testing

/// Animations written as Lottie and as animated SVG, compared byte for byte with
/// `Fixtures/golden/vector/`: a change to either writer shows up as a diff to read. Record with
/// `make fixtures` (TTG_RECORD_FIXTURES=1); a recorded run still fails, so look at the files.
@Suite(.slow) struct VectorGoldenTests {
    static let directory = ImageComparison.goldenDirectory.appendingPathComponent("vector")

    /// A dashed stroke with moving trims, and a face morphing with colors mixed in HSB.
    static let animations: [(name: String, arguments: [String])] = [
        (
            "refresh-pulseCircuit",
            ["refresh", "--style", "pulseCircuit", "--state", "refreshing", "--loop"]
        ),
        ("emoji-playful", ["emoji", "--preset", "playful", "--rate", "0.5", "--to", "4.5"]),
    ]

    @Test(
        arguments: animations.flatMap { animation in ["json", "svg"].map { (animation.name, animation.arguments, $0) } }
    )
    func fileMatchesItsGolden(name: String, arguments: [String], format: String) throws {
        let run = try BinaryRunner.run(arguments + ["--format", format == "json" ? "lottie" : "svg", "-o", "-"])
        try #require(run.status == 0, "\(run.stderr)")
        let file = Self.directory.appendingPathComponent("\(name).\(format)")
        if ImageComparison.isRecording, (try? String(contentsOf: file, encoding: .utf8)) != run.output {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try run.output.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent); look at it, then run again without TTG_RECORD_FIXTURES")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(run.output == expected, "\(name).\(format) differs from \(file.path)")
    }
}
