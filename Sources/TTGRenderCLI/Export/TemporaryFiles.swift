import Foundation

/// The temporary files being written right now, removed if the process is interrupted.
///
/// Every output is written to a temporary name and renamed when complete; an export
/// interrupted by SIGINT or SIGTERM removes the temporaries in flight before it exits,
/// so only complete files remain. (SIGKILL cannot be caught: then a hidden
/// `.NAME.tmp-XXXXXX` may remain, never a truncated file under the real name.)
enum TemporaryFiles {
    nonisolated(unsafe) private static var paths = Set<String>()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func register(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    static func unregister(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Installs the SIGINT/SIGTERM handlers (once): remove temporaries, then die of the same signal.
    static func removeOnInterrupt() {
        lock.withLock {
            guard sources.isEmpty else { return }
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler {
                    lock.lock()         // stop new registrations while cleaning up
                    for path in paths { unlink(path) }
                    signal(sig, SIG_DFL)
                    raise(sig)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
