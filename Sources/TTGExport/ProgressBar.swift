import Foundation

/// A one-line progress bar on standard error: frames done / total, frames per second, time left.
///
/// Drawn only when standard error is a terminal and `--quiet` is not given, and
/// redrawn at most ten times a second.
public struct ProgressBar {
    public let total: Int
    public let enabled: Bool
    private let started = Date()
    private var lastDrawn = Date.distantPast

    public init(total: Int, quiet: Bool) {
        self.total = total
        self.enabled = !quiet && Console.isTerminal(STDERR_FILENO)
    }

    public mutating func update(done: Int) {
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let elapsed = now.timeIntervalSince(started)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 28
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        Console.err("\r\(bar) \(done)/\(total) frames  \(String(format: "%.1f", rate)) fps  \(Self.clock(left)) left ")
    }

    /// Clears the line when the export ends.
    public func finish() {
        guard enabled else { return }
        Console.err("\r" + String(repeating: " ", count: 72) + "\r")
    }

    private static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 60 ? "\(s / 60)m\(String(format: "%02d", s % 60))s" : "\(s)s"
    }
}
