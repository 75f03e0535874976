import Foundation

/// The temporary files being written right now, removed if the process is interrupted.
///
/// Every output is written to a temporary name and renamed when complete; an export
/// interrupted by SIGINT or SIGTERM removes the temporaries in flight before it exits,
/// so only complete files remain. (SIGKILL cannot be caught: then a hidden
/// `.NAME.tmp-XXXXXX` may remain, never a truncated file under the real name.)
public enum TemporaryFiles {
    nonisolated(unsafe) private static var paths = Set<String>()
    /// Folders being filled under a temporary name (a picture set's), removed with what they hold.
    nonisolated(unsafe) private static var folders = Set<String>()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    /// One line for the user when an interrupt ends the export (how to resume), if any.
    nonisolated(unsafe) private static var interruptNote: String?

    /// Sets the line printed on standard error when an interrupt ends the export.
    public static func noteOnInterrupt(_ note: String?) { lock.withLock { interruptNote = note } }

    /// Creates a new temporary file from a `mkstemp` template and registers it, both under
    /// the lock, so an interrupt either comes first (and nothing is created) or removes it.
    /// Returns the open descriptor and the file's name, or nil with `errno` set.
    public static func create(template: String) -> (fd: Int32, path: String)? {
        lock.withLock {
            var bytes = Array(template.utf8CString)
            let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { return nil }
            let path = String(nulTerminated: bytes)
            paths.insert(path)
            return (fd, path)
        }
    }

    /// Forgets a temporary that was renamed or removed.
    public static func unregister(_ path: String) {
        lock.withLock {
            _ = paths.remove(path)
            _ = folders.remove(path)
        }
    }

    /// Creates a new temporary folder from a `mkdtemp` template and registers it, both under the
    /// lock, as ``create(template:)`` does a file; an interrupt removes it with what it holds.
    /// Returns its name, or nil with `errno` set.
    public static func createFolder(template: String) -> String? {
        lock.withLock {
            var bytes = Array(template.utf8CString)
            guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
            let path = String(nulTerminated: bytes)
            folders.insert(path)
            return path
        }
    }

    /// Installs the SIGINT/SIGTERM handlers (once): remove temporaries, then die of the same signal.
    public static func removeOnInterrupt() {
        lock.withLock {
            guard sources.isEmpty else { return }
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler {
                    lock.lock()  // stop new registrations while cleaning up
                    for path in paths { unlink(path) }
                    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
                    if let note = interruptNote {
                        // Clear the progress line first when there is one.
                        let clear = Console.isTerminal(STDERR_FILENO) ? "\r\u{1B}[2K" : "\n"
                        Console.err(clear + note + "\n")
                    }
                    // Die of the same signal. Dispatch threads block signals, so send it to
                    // the process (a thread that accepts it takes it), not with raise().
                    signal(sig, SIG_DFL)
                    kill(getpid(), sig)
                    usleep(200_000)
                    _exit(128 + sig)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}

extension String {
    /// The text of a C string that a call such as `mkstemp` filled in place: its bytes up to the NUL.
    init(nulTerminated characters: [CChar]) {
        self.init(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
