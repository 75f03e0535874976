import Foundation
import TTGCodecs
import TTGEmoji
import TTGExport
import TTGGIFReader
import TTGTestSupport
import Testing

/// The library examples of README.md and docs/library.md, run as written there but into a scratch
/// folder, and their files read back by independent readers.
@Suite struct LibraryExampleTests {
    @Test func theReadmeExamplesWriteWhatTheySay() throws {
        let dir = try BinaryRunner.temporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func file(_ name: String) -> String { dir + "/" + name }

        // As in docs/library.md; README.md shows four of these lines.
        let face = EmojiFace(rate: 4.2)
        try Exporter.write(.still(face.scene()), to: OutputSettings(path: file("face.png"), scale: 2))
        try Exporter.write(.still(face.scene()), to: OutputSettings(path: file("face.svg")))
        let mood = try EmojiFace(rate: 0).animation(to: 5, duration: 1)
        try Exporter.write(mood, to: OutputSettings(path: file("mood.gif")), ExportSettings(fps: 20))
        try Exporter.write(mood, to: OutputSettings(path: file("mood.json")))
        let png = try Exporter.bytes(.still(face.scene()), as: OutputSettings(path: "face.png", scale: 2))

        // The 220-point face with its 4-point margins, at 2 pixels a point.
        let picture = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file("face.png")))))
        #expect(picture.width == 456 && picture.height == 456)
        #expect(png == Array(try Data(contentsOf: URL(fileURLWithPath: file("face.png")))))
        let svg = try String(contentsOfFile: file("face.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains(#"viewBox="0 0 228 228""#))
        // One second at 20 fps that ends on its last frame: 21 frames, read back by giflib.
        let gif = try DecodedGIF(Array(try Data(contentsOf: URL(fileURLWithPath: file("mood.gif")))))
        #expect(gif.frames.count == 21)
        let lottie = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file("mood.json"))))
        let document = try #require(lottie as? [String: Any])
        #expect((document["fr"] as? Double) == 30 && (document["w"] as? Double) == 228)
        #expect((document["layers"] as? [Any])?.isEmpty == false)
    }

    @Test func framesAreNotOneFileOfBytes() throws {
        let mood = try EmojiFace(rate: 0).animation(to: 5, duration: 1)
        #expect(throws: ExportError.self) { try Exporter.bytes(mood, as: OutputSettings(path: "frames/")) }
    }
}

/// A deadline stops an export between frames; one picture is drawn whole.
@Suite struct ExportDeadlineTests {
    @Test func anExportPastItsDeadlineStops() throws {
        var job = try ExportJob(
            try EmojiFace(rate: 0).animation(to: 5, duration: 2), to: OutputSettings(path: "mood.gif"),
            ExportSettings(fps: 20))
        job.deadline = Date().addingTimeInterval(-1)
        #expect {
            try job.bytes()
        } throws: { error in
            (error as? ExportError)?.kind == .overBudget
        }
        job.deadline = nil
        #expect(try job.bytes().prefix(6) == Array("GIF89a".utf8)[...])
        var still = try ExportJob(.still(EmojiFace(rate: 3).scene()), to: OutputSettings(path: "face.png"))
        still.deadline = Date().addingTimeInterval(-1)
        #expect(try still.bytes().count > 1000)
    }
}
