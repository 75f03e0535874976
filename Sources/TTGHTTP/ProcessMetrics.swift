import Foundation
import TTGBase

/// The process's own gauges and counters under the Prometheus process collector's standard
/// names and meanings, read from `/proc/self` at each scrape: resident memory, CPU time, open and
/// allowed file descriptors, and the start time.
///
/// A value that cannot be read (another kernel, a `/proc` not mounted) leaves its family out
/// rather than report a false zero.
struct ProcessMetrics: Sendable {
    /// `process_resident_memory_bytes`: resident set size.
    var residentBytes: Double?
    /// `process_cpu_seconds_total`: user and system CPU time.
    var cpuSeconds: Double?
    /// `process_open_fds`: file descriptors open.
    var openDescriptors: Double?
    /// `process_max_fds`: the soft limit on file descriptors.
    var maxDescriptors: Double?
    /// `process_start_time_seconds`: when the process started, in seconds since 1970.
    var startTime: Double?

    /// The values now.
    static func read() -> ProcessMetrics {
        var metrics = ProcessMetrics()
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let pageSize = Double(sysconf(Int32(_SC_PAGESIZE)))
        if let fields = statFields(), fields.count > 21, ticks > 0 {
            // Fields after the command's closing parenthesis, from `state` (field 3) on: utime is
            // field 14, stime 15, starttime 22 (clock ticks after boot), rss 24 (pages).
            if let user = Double(fields[11]), let system = Double(fields[12]) {
                metrics.cpuSeconds = (user + system) / ticks
            }
            if let started = Double(fields[19]), let boot = bootTime() { metrics.startTime = boot + started / ticks }
            if let pages = Double(fields[21]), pageSize > 0 { metrics.residentBytes = pages * pageSize }
        }
        if let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            // Less the one the listing itself held open.
            metrics.openDescriptors = Double(max(0, descriptors.count - 1))
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 {
            metrics.maxDescriptors = limit.rlim_cur == rlim_t.max ? Double(Int64.max) : Double(limit.rlim_cur)
        }
        return metrics
    }

    /// The exposition lines: HELP and TYPE once a family, each family that could be read.
    var lines: [String] {
        let families: [(String, String, String, Double?)] = [
            ("process_resident_memory_bytes", "gauge", "Resident memory size in bytes.", residentBytes),
            ("process_cpu_seconds_total", "counter", "Total user and system CPU time spent in seconds.", cpuSeconds),
            ("process_open_fds", "gauge", "Number of open file descriptors.", openDescriptors),
            ("process_max_fds", "gauge", "Maximum number of open file descriptors.", maxDescriptors),
            (
                "process_start_time_seconds", "gauge", "Start time of the process since unix epoch in seconds.",
                startTime
            ),
        ]
        return families.flatMap { name, type, help, value -> [String] in
            guard let value else { return [] }
            return ServiceMetrics.family(name, type, help: help, [("", JSON.format(value))])
        }
    }

    /// `/proc/self/stat`'s fields after the command name (which may hold spaces and parentheses).
    private static func statFields() -> [Substring]? {
        guard let text = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }

    /// When the machine booted, in seconds since 1970 (`btime` in `/proc/stat`).
    private static func bootTime() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
