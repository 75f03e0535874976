import CGNUExtensions
import Foundation

/// One flush to disk for many files, as `git` does in its batch mode: the files are written
/// with ``OutputFile/Sync/deferred`` (each still complete under its name when renamed), then
/// ``finish()`` waits once for the whole file system instead of once per file.
///
/// A write error the system reports only while flushing (an I/O error, a full disk on a
/// network file system) comes out of ``finish()``, so whatever marks the batch complete (a
/// captcha pool's answers file) is written after it.
public final class FileSystemSync {
    private let fd: Int32
    private let directory: String
    private let setting: ExportSetting

    /// Starts a batch for the files that go into `directory` (which exists); errors name `setting`.
    public init(directory: String, setting: ExportSetting) throws {
        fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw ExportError(
                .cannotCreate, setting, "cannot open '\(directory)': \(String(cString: strerror(errno)))")
        }
        self.directory = directory
        self.setting = setting
    }

    deinit { close(fd) }

    /// Waits until every file written on the directory's file system is on disk.
    ///
    /// - Throws: ``ExportError`` (``ExportError/Kind/ioError``) when the system reports a write error.
    public func finish() throws {
        guard ttg_syncfs(fd) == 0 else {
            throw ExportError(
                .ioError, setting, "cannot write into '\(directory)': \(String(cString: strerror(errno)))")
        }
    }
}
