import Foundation
import TTGRefresh
import TTGTestSupport
import Testing

/// `refresh --all` with a vector format and an export option writes one looping file a style,
/// byte for byte what `refresh --style STYLE --loop -o STYLE.EXT` writes, in both roles, and
/// needs no --long-loop (a vector loop is one exact period, however long); with `--markers`, one
/// story file a style, as `refresh --style STYLE --markers` writes it.
@Suite struct BatchVectorExportTests {
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
