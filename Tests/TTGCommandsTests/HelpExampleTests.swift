import Foundation
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGCommands

/// Every example that help shows runs as written, by a shell, in an empty directory with the
/// binary on the PATH: the only file any of them reads is `photo.jpg`, the user's own photo,
/// which the test provides.
@Suite(.slow) struct HelpExampleTests {
    static func words(_ line: String) -> [String] { ShellWords.split(line) }

    static let examples: [String] = allCommands().flatMap(\.spec.examples)

    @Test(arguments: examples)
    func exampleRunsAsWritten(line: String) throws {
        let words = Self.words(line)
        try #require(words.first == CommandTree.program, "\(line)")
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/puzzle/photo.jpg")
        try FileManager.default.copyItem(at: photo, to: dir.appendingPathComponent("photo.jpg"))
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("ttg-render"), withDestinationURL: BinaryRunner.binary)
        let result = try BinaryRunner.runProgram(
            "/bin/sh", ["-c", line], in: dir, environment: ["PATH": bin.path + ":/usr/bin:/bin", "HOME": dir.path])
        #expect(result.status == 0, "\(line): \(result.stderr)")
    }

    @Test func wordsSplitLikeAShell() {
        #expect(Self.words("a --d 'M0 0 H1' -o x.png") == ["a", "--d", "M0 0 H1", "-o", "x.png"])
        #expect(Self.words("a '' b") == ["a", "", "b"])
    }
}
