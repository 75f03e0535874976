import Foundation
import TTGRefresh
import TTGTestSupport
import Testing

/// `refresh --all -o DIR/` writes, for each style, what `refresh --style STYLE` writes with the
/// same options into a directory, the style's name in place of the command's default name.
///
/// With a vector format and `--loop`, one looping file a style, byte for byte what `refresh
/// --style STYLE --loop -o STYLE.EXT` writes, in both roles, needing no --long-loop (a vector loop
/// is one exact period, however long); with `--markers`, one story file a style; with frames
/// asked by count, a folder of frames a style, in every format.
@Suite struct BatchVectorExportTests {
    /// Every file under `directory`, by its path inside it, with its bytes.
    static func tree(_ directory: URL) throws -> [String: Data] {
        let paths = FileManager.default.subpaths(atPath: directory.path) ?? []
        var files: [String: Data] = [:]
        for path in paths {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// One rule for every format: each style's part of `--all -o all/` is what `--style STYLE -o
    /// one/` writes (its default file `refresh.EXT` named after the style, or its frames in a
    /// folder named after the style), file for file and byte for byte. A GIF, which a directory
    /// cannot take from one style, is compared with `--style STYLE -o one/refresh.gif`.
    @Test(arguments: [
        ["--frames", "3", "--format", "svg"], ["--frames", "2"], ["--duration", "0.1", "--format", "lottie"],
        ["--format", "jpeg"], ["--loop", "--format", "svg"], ["--markers", "--format", "lottie"],
        ["--frames", "2", "--format", "gif"],
    ])
    func everyStyleIsWhatItsOwnCommandWrites(options: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = ["--size", "32", "--quiet"]
        let all = try BinaryRunner.run(["refresh", "--all"] + options + size + ["-o", "all/"], in: directory)
        try #require(all.status == 0, "\(all.stderr)")
        let everyStyle = try Self.tree(directory.appendingPathComponent("all"))
        var expected: [String: Data] = [:]
        for style in RefreshStyle.all.map(\.name.rawValue) {
            let one = directory.appendingPathComponent("one-\(style)")
            try FileManager.default.createDirectory(at: one, withIntermediateDirectories: true)
            let target = options.contains("gif") ? "refresh.gif" : ""
            let run = try BinaryRunner.run(
                ["refresh", "--style", style] + options + size + ["-o", "one-\(style)/" + target], in: directory)
            try #require(run.status == 0, "\(style): \(run.stderr)")
            for (path, bytes) in try Self.tree(one) {
                let placed = path.hasPrefix("refresh.") ? style + path.dropFirst("refresh".count) : style + "/" + path
                expected[placed] = bytes
            }
        }
        #expect(
            everyStyle.keys.sorted() == expected.keys.sorted(),
            "\(options): \(everyStyle.count) files, not \(expected.count)")
        for (path, bytes) in expected where everyStyle[path] != bytes { Issue.record("\(options): \(path) differs") }
    }

    @Test(arguments: [["lottie", "--loop"], ["svg", "--loop"], ["lottie", "--markers"]], ["header", "footer"])
    func everyStyleIsOneFileAsTheSingleExportWritesIt(export: [String], role: String) throws {
        let (format, option) = (export[0], export[1])
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let all = try BinaryRunner.run([
            "refresh", "--all", option, "--role", role, "--format", format, "-o", directory.path + "/",
        ])
        try #require(all.status == 0, "\(all.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let fileExtension = format == "lottie" ? "json" : "svg"
        #expect(written == RefreshStyle.all.map { "\($0.name.rawValue).\(fileExtension)" }.sorted())
        for style in RefreshStyle.all {
            let one = try BinaryRunner.run([
                "refresh", "--style", style.name.rawValue, option, "--role", role, "--format", format, "-o", "-",
            ])
            try #require(one.status == 0, "\(one.stderr)")
            let file = directory.appendingPathComponent("\(style.name.rawValue).\(fileExtension)")
            #expect(try Data(contentsOf: file) == Data(one.output.utf8), "\(style.name.rawValue) \(role)")
        }
    }
}
