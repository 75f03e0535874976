import Foundation

/// Standard output and standard error, unbuffered enough for a CLI.
public enum Console {
    /// Writes text to standard output.
    public static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
    /// Writes text to standard error.
    public static func err(_ text: String) { write(text, to: STDERR_FILENO) }

    /// True when the file descriptor is a terminal (progress bars only go there).
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    private static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        _ = try? writeAll(&bytes, to: fd)
    }

    /// Writes every byte, retrying short writes and EINTR; throws the errno on failure.
    public static func writeAll(_ bytes: inout [UInt8], to fd: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += n
        }
    }
}
