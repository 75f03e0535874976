import Foundation
import Synchronization
import TTGBase
import TTGExport

/// The service's log on standard error: one JSON object a line, every line with its `time`
/// (UTC, ISO 8601 with milliseconds), so a log shipper reads each line whole and orders them.
///
/// Events (starting, the address, the store failing, stopping) are
/// `{"time", "level", "message", …fields}` and are written at once; the request lines of
/// ``AccessLog`` are gathered and written every 50 ms (or at 64 KiB), not one write(2) each: a
/// cached answer costs less than the write would, as nginx's `access_log … buffer=` knows. Both
/// go through one buffer, so the lines stay in the order they were made.
enum ServiceLog {
    /// How much a line matters.
    enum Level: String {
        /// The service's life: started, listening, stopped.
        case info
        /// Something failed and the service carries on (the store unreachable for a moment).
        case warning
        /// Something failed that an operator must see to.
        case error
    }

    /// Writes an event line: its time, `level`, `message` and `fields`, at once.
    static func write(_ level: Level, _ message: String, _ fields: [(String, JSON)] = []) {
        let object = JSON.object(
            [("time", .string(timestamp())), ("level", .string(level.rawValue)), ("message", .string(message))]
                + fields)
        gather(object.text + "\n")
        flush()
    }

    /// Adds a line (ending in a newline) to those written at the next flush.
    static func gather(_ line: String) {
        _ = flusher
        let full = pending.withLock {
            $0 += line.utf8
            return $0.count >= 64 << 10
        }
        if full { flush() }
    }

    /// Writes the lines gathered so far, in order.
    static func flush() {
        writing.withLock { _ in
            let bytes = pending.withLock { lines in
                defer { lines.removeAll(keepingCapacity: true) }
                return lines
            }
            if !bytes.isEmpty { Console.err(String(decoding: bytes, as: UTF8.self)) }
        }
    }

    private static let pending = Mutex<[UInt8]>([])
    private static let writing = Mutex<Void>(())
    /// Starts the thread that writes the lines, once.
    private static let flusher: Bool = {
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                flush()
            }
        }
        thread.name = "ttg-render log"
        thread.start()
        return true
    }()

    /// Now in UTC as ISO 8601 with milliseconds (`2026-12-01T18:30:13.042Z`), from the C library:
    /// a Foundation date formatter costs more to make than the rest of a cached request.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2))T"
            + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2))."
            + "\(padded(Int32(now.tv_nsec / 1_000_000), 3))Z"
    }
}
