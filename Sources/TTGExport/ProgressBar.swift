import Foundation

/// Progress on standard error while work runs: one ``ProgressLine``, redrawn in place.
///
/// Drawn only when standard error is a terminal (never into a pipe or a file, so scripts, logs
/// and tests see nothing) whose `TERM` is not `dumb`, and `--quiet` is not given. It is redrawn
/// at most ten times a second, and always when an item or a phase begins and when its count
/// reaches the total; ``finish()`` clears the line, so what the command prints afterwards
/// starts on a clean row.
public struct ProgressBar {
    public let isEnabled: Bool
    private var line: ProgressLine
    private var started = Date()
    private var lastDrawn = Date.distantPast
    private let columns: Int

    /// A bar for `item`: `total` units (0 when the work is not counted: the line then names the item).
    public init(_ item: ProgressItem, total: Int, unit: String = "frames", quiet: Bool) {
        line = ProgressLine(item, total: total, unit: unit)
        isEnabled = !quiet && Self.terminalShowsProgress
        columns = isEnabled ? Self.terminalColumns() : 80
        draw(force: true)
    }

    /// True when standard error is a terminal that can redraw a line.
    public static var terminalShowsProgress: Bool {
        Console.isTerminal(STDERR_FILENO) && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Starts a new pass over `total` units, named `phase` (a GIF's `palette`, then `encode`).
    public mutating func begin(phase: String, total: Int) {
        line.phase = phase
        line.total = total
        line.done = 0
        started = Date()
        draw(force: true)
    }

    /// `done` units of the work (or of the phase) are finished.
    public mutating func update(done: Int) {
        line.done = done
        draw(force: done >= line.total)
    }

    /// Clears the line when the work ends.
    public func finish() {
        guard isEnabled else { return }
        Console.err("\r\u{1B}[K")
    }

    private mutating func draw(force: Bool) {
        guard isEnabled else { return }
        let now = Date()
        guard force || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        line.elapsed = now.timeIntervalSince(started)
        // Back to the line's start, the new text, then erase what a longer old text left.
        Console.err("\r" + line.text(columns: columns) + "\u{1B}[K")
    }

    /// The terminal's width (standard error's window, else `COLUMNS`, else 80).
    private static func terminalColumns() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
    }
}
