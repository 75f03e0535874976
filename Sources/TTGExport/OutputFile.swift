import Foundation
import TTGCairo
import TTGCodecs

/// Writes a command's output so that no failure leaves a partial file.
///
/// A regular file (or a name that does not exist yet) is written to a temporary
/// name in the same directory and renamed over the target only when complete.
/// Anything else — `-` for standard output, a pipe, a device such as
/// `/dev/full` — is written directly and never replaced.
public enum OutputFile {
    /// When a regular file's bytes must be on the disk.
    public enum Sync: Sendable {
        /// Before it takes its name (`fsync`, then `rename`): after a crash, the name holds the
        /// whole new file or the old one.
        case beforeRename
        /// Later, with the files around it: the caller flushes them all at once with a
        /// ``FileSystemSync``, which is far cheaper than a flush per file.
        case deferred
    }

    /// Writes `bytes` to `path`; errors name `setting`.
    public static func write(
        _ bytes: [UInt8], to path: String, setting: ExportSetting = .output, sync: Sync = .beforeRename
    ) throws {
        try write(to: path, setting: setting, sync: sync) { stream in try stream.write(bytes) }
    }

    /// Writes to `path` what `produce` writes to its stream, in order (and rewrites there).
    ///
    /// A regular file receives each part as it comes, under its temporary name, so a long
    /// output is never held in memory whole; a stream (`-`, a pipe, a device) receives the
    /// whole output once `produce` has finished, so a failure writes nothing to it either.
    public static func write(
        to path: String, setting: ExportSetting = .output, sync: Sync = .beforeRename,
        _ produce: (_ stream: ByteStream) throws -> Void
    ) throws {
        func collected() throws -> [UInt8] {
            let memory = ByteStream.inMemory()
            try produce(memory.stream)
            return memory.bytes()
        }
        if path == "-" {
            var bytes = try collected()
            try writeDirectly(&bytes, fd: STDOUT_FILENO, path: "standard output", setting: setting)
            return
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw ExportError(.cannotCreate, setting, "'\(path)' is a directory")
            }
            var bytes = try collected()
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw cannotCreate(path, setting: setting) }
            defer { close(fd) }
            try writeDirectly(&bytes, fd: fd, path: path, setting: setting)
            return
        }
        try writeAtomically(to: path, setting: setting, sync: sync, produce)
    }

    /// Writes to a stream (`-`, a pipe, a device) each part `produce` gives, as it comes, so a
    /// long output (frames for a video tool) is never held whole. A failure part way leaves the
    /// parts written before it, and no more.
    public static func stream(
        to path: String, setting: ExportSetting = .output, _ produce: (_ stream: ByteStream) throws -> Void
    ) throws {
        let fd = path == "-" ? STDOUT_FILENO : open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw cannotCreate(path, setting: setting) }
        defer { if fd != STDOUT_FILENO { close(fd) } }
        let name = path == "-" ? "standard output" : path
        try produce(
            ByteStream(
                write: { part in
                    var part = part
                    try writeDirectly(&part, fd: fd, path: name, setting: setting)
                },
                overwrite: { _, _ in throw ExportError(.ioError, setting, "cannot rewrite '\(name)': it is a stream") })
        )
    }

    /// Throws what ``write(_:to:setting:sync:)`` would (exit 73) when `path` cannot be created:
    /// its folder is missing, not a folder, or not writable; `path` itself is a folder.
    /// Nothing is written.
    public static func checkCreatable(_ path: String, setting: ExportSetting) throws {
        if isStream(path) { return }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw ExportError(.cannotCreate, setting, "'\(path)' is a directory")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard stat(directory, &info) == 0 else { throw cannotCreate(path, setting: setting) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            errno = ENOTDIR
            throw cannotCreate(path, setting: setting)
        }
        guard access(directory, W_OK) == 0 else { throw cannotCreate(path, setting: setting) }
    }

    /// True for `-` and for anything that exists but is not a regular file or directory
    /// (a pipe, a device): outputs written directly, never replaced.
    public static func isStream(_ path: String) -> Bool {
        if path == "-" { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    private static func writeDirectly(_ bytes: inout [UInt8], fd: Int32, path: String, setting: ExportSetting) throws {
        do { try Console.writeAll(&bytes, to: fd) } catch let error as POSIXError where error.code == .EPIPE {
            // The reader has gone (`| head -c 10`): end quietly, as other tools do.
            throw BrokenPipe()
        } catch {
            throw ExportError(.ioError, setting, "cannot write '\(path)': \(Self.reason(error))")
        }
    }

    /// The system's words for an error (`No space left on device`), not Foundation's domain and code.
    public static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }

    private static func writeAtomically(
        to path: String, setting: ExportSetting, sync: Sync, _ produce: (_ stream: ByteStream) throws -> Void
    ) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        guard
            let (fd, temporary) = TemporaryFiles.create(
                template: directory + "/." + url.lastPathComponent + ".tmp-XXXXXX")
        else {
            throw cannotCreate(path, setting: setting)
        }
        var renamed = false
        var closed = false
        defer {
            if !closed { close(fd) }
            if !renamed { unlink(temporary) }
            TemporaryFiles.unregister(temporary)
        }
        func failure(_ error: Error) -> ExportError {
            ExportError(.ioError, setting, "cannot write '\(path)': \(Self.reason(error))")
        }
        try produce(
            ByteStream(
                write: { part in
                    var part = part
                    do { try Console.writeAll(&part, to: fd) } catch { throw failure(error) }
                },
                overwrite: { offset, bytes in
                    let count = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
                    guard count == bytes.count else {
                        throw failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                    }
                })
        )
        do {
            // New files get the usual permissions (0666 minus umask), not mkstemp's 0600.
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
            guard sync == .deferred || fsync(fd) == 0 || errno == EINVAL else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            throw failure(error)
        }
        closed = true
        guard close(fd) == 0 else {
            throw ExportError(.ioError, setting, "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, path) == 0 else { throw cannotCreate(path, setting: setting) }
        renamed = true
    }

    /// The reader of a pipe closed it; the program ends without a message.
    public struct BrokenPipe: Error {}

    private static func cannotCreate(_ path: String, setting: ExportSetting) -> ExportError {
        ExportError(.cannotCreate, setting, "cannot create '\(path)': \(String(cString: strerror(errno)))")
    }
}
