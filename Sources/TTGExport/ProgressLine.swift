import Foundation

/// What a progress line names: the item being worked on and, when it is one of several, its place
/// among them (`[3/20]`).
public struct ProgressItem: Sendable, Equatable {
    /// The item as the user knows it: a file or folder name.
    public var name: String
    /// Its place among the command's items, from 1.
    public var position: Int
    /// How many items the command works on.
    public var count: Int

    public init(_ name: String, position: Int = 1, of count: Int = 1) {
        self.name = name
        self.position = position
        self.count = count
    }

    /// The item written at `path`, named by its last component: `refresh/lunarTide.gif` is
    /// `lunarTide.gif`, a folder `out/frames/` is `frames/`.
    public init(path: String, position: Int = 1, of count: Int = 1) {
        let folder = path.hasSuffix("/")
        let trimmed = folder ? String(path.dropLast()) : path
        let name = trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        self.init(name.isEmpty ? path : name + (folder ? "/" : ""), position: position, of: count)
    }
}

/// One line of progress as a terminal shows it, a pure function of the counts and the time:
/// `[3/20] lunarTide.gif  encode ██████████░░░░░░░░░░ 30/60 frames  15.0/s  2s left`.
///
/// The place (`[3/20]`) shows when the item is one of several; the phase names a pass over the
/// same units (a GIF's `palette`, then `encode`); the bar, the count and the rate show when the
/// work has a total. A line never takes the terminal's last column (a full line would wrap, and
/// the next carriage return would redraw the wrong row): the rate goes first, then the bar,
/// then the end of the text.
public struct ProgressLine: Sendable, Equatable {
    public var item: ProgressItem
    public var phase: String?
    public var done: Int
    /// The units of the work (or of this phase); 0 when it is not counted.
    public var total: Int
    /// What is counted (`frames`, `challenges`).
    public var unit: String
    /// Seconds since the work (or this phase) began.
    public var elapsed: Double

    public init(
        _ item: ProgressItem, phase: String? = nil, done: Int = 0, total: Int, unit: String, elapsed: Double = 0
    ) {
        self.item = item
        self.phase = phase
        self.done = done
        self.total = total
        self.unit = unit
        self.elapsed = elapsed
    }

    /// Cells of the bar.
    public static let barWidth = 20

    /// Units done a second so far; nil before any is done.
    public var rate: Double? { done > 0 && elapsed > 0 ? Double(done) / elapsed : nil }

    /// Seconds left at the rate so far; nil without a rate, and once the work is done.
    public var secondsLeft: Double? { done < total ? rate.map { Double(total - done) / $0 } : nil }

    /// The bar: `done / total` of ``barWidth`` cells full (rounded down), the rest light.
    public static func bar(done: Int, total: Int, width: Int = barWidth) -> String {
        let filled = total > 0 ? width * min(max(done, 0), total) / total : 0
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// A duration as the line shows it: `42s`, `3m07s`.
    public static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 60 ? "\(s / 60)m\(String(format: "%02d", s % 60))s" : "\(s)s"
    }

    /// The line, at most `columns - 1` characters wide.
    public func text(columns: Int) -> String {
        let place = item.count > 1 ? "[\(item.position)/\(item.count)] " : ""
        let head = place + item.name + (phase.map { "  " + $0 } ?? "")
        guard total > 0 else { return Self.fit(head, columns) }
        let count = "\(done)/\(total) \(unit)"
        let stats = rate.map { rate in
            "  " + String(format: "%.1f/s", rate) + (secondsLeft.map { "  " + Self.clock($0) + " left" } ?? "")
        }
        let bar = Self.bar(done: done, total: total)
        for candidate in [
            "\(head) \(bar) \(count)\(stats ?? "")", "\(head) \(bar) \(count)", "\(head) \(count)",
        ] where candidate.count < columns {
            return candidate
        }
        return Self.fit("\(head) \(count)", columns)
    }

    /// `text` cut to fewer than `columns` characters, ending in `…` when cut.
    static func fit(_ text: String, _ columns: Int) -> String {
        guard text.count >= columns else { return text }
        guard columns > 1 else { return "" }
        return String(text.prefix(columns - 2)) + "…"
    }
}
