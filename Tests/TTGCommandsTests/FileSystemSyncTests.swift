import Foundation
import TTGArguments
import Testing

@testable import TTGCommands
@testable import TTGExport

/// A captcha pool's images are written without a flush each and flushed together before the
/// answers: files written that way are whole under their names, and the batch's flush
/// reports its folder's problems in our words.
@Suite struct FileSystemSyncTests {
    @Test func deferredFilesAreWholeUnderTheirNamesAndFlushTogether() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-sync-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let sync = try FileSystemSync(directory: dir.path, setting: ExportSetting("out-dir"))
        let contents = (0..<3).map { n in [UInt8](repeating: UInt8(n), count: 1000 * (n + 1)) }
        for (n, bytes) in contents.enumerated() {
            try OutputFile.write(bytes, to: dir.appendingPathComponent("\(n).bin").path, sync: .deferred)
        }
        try sync.finish()
        // Nothing but the files: no temporary name is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["0.bin", "1.bin", "2.bin"])
        for (n, bytes) in contents.enumerated() {
            #expect(try Data(contentsOf: dir.appendingPathComponent("\(n).bin")) == Data(bytes))
        }
    }

    @Test func aMissingFolderIsCannotCreateNamingTheOption() {
        do {
            _ = try FileSystemSync(directory: "/no/such/folder", setting: ExportSetting("out-dir"))
            Issue.record("a missing folder was accepted")
        } catch let error as ExportError {
            #expect(error.kind == .cannotCreate)
            // The command line spells the setting as the option it declares.
            let message = CLIError(error).commandLineText(options: [OptionSpec("out-dir", value: "DIR", help: "")])
            #expect(message == "--out-dir: cannot open '/no/such/folder': No such file or directory")
        } catch {
            Issue.record("\(error)")
        }
    }
}
