import TTGGeometry
import TTGPuzzle

/// How a person moved the piece, each judged by rules of its own: a drag of a pointer (the drag
/// track rules), arrow keys, or one click or tap on the spot, for people who cannot drag
/// (WCAG 2.2's 2.1.1 Keyboard and 2.5.7 Dragging Movements). Keys and clicks carry far less of a
/// hand than a drag does: their verdicts are counted apart in the metrics (`input`), so a
/// deployer sees bots moving to them.
public enum CaptchaInput: String, CaseIterable, Hashable, Sendable {
    /// A pointer's drag: `[ms, x, y]` samples at the pointer's rate.
    case drag
    /// Arrow keys: `[ms, x, y]` after each key press (auto-repeat included), the first at the start.
    case keys
    /// One click or tap: `[ms, x, y]` when pressed and when released, both at the drop, the times
    /// from when the puzzle was shown.
    case click
    /// No picture and no track: the proof of work alone, on a challenge issued without a picture.
    case work
}

/// Why keys or a click do not read as a person's.
public enum InputReason: String, CaseIterable, Hashable, Sendable {
    /// Not the samples the input makes (keys: two or more; a click: a press and a release).
    case malformed
    /// A key moved the piece by other than one step (1 point, or 10 with Shift) on one axis, or a
    /// click's press and release are apart.
    case step
    /// Keys pressed faster than any key repeats, or a click pressed sooner than a person reacts.
    case tooFast
    /// A click held shorter or longer than a finger or button is.
    case hold
    /// Every interval between key presses the same to a timer's precision, with no pause: a
    /// script, not a hand (a held key repeats evenly only after its first delay).
    case regularTiming
    /// The track does not begin at the piece's start or end at the drop.
    case endpoints
}

/// The thresholds of the key and click rules, in one place.
public enum InputRules {
    /// Points one arrow key moves the piece, and with Shift.
    public static let steps: Set<Double> = [1, 10]
    /// Milliseconds between key presses at least: faster than the quickest key repeat (15 ms).
    public static let minimumKeyInterval = 10.0
    /// A run of key presses needs a pause of at least this many milliseconds (a key's first
    /// repeat delay, or a person letting go), once it has this many presses…
    public static let minimumPause = 100.0
    public static let pauseAfterPresses = 10
    /// …unless its intervals vary by this many milliseconds (standard deviation) or more.
    public static let minimumKeySpread = 1.0
    /// Milliseconds after the puzzle is shown before a click can be a person's.
    public static let minimumReaction = 250.0
    /// Milliseconds a click is held at least and at most.
    public static let holdRange = 20.0...3000.0
    /// Points a click's track may be from the start or the drop.
    public static let slack = 0.5
}

extension CaptchaInput {
    /// Why `track` is not a person's `keys` or `click` from `start` to `drop`; nil when it reads as
    /// one. (A drag is judged by the drag track rules; work carries no track.)
    public func refusal(_ track: DragTrack, from start: Point, to drop: Point) -> InputReason? {
        let samples = track.samples
        switch self {
        case .drag, .work: return nil
        case .keys:
            guard samples.count >= 2, let first = samples.first, let last = samples.last else { return .malformed }
            guard Self.near(first, start), Self.near(last, drop) else { return .endpoints }
            var intervals: [Double] = []
            for (before, after) in zip(samples, samples.dropFirst()) {
                let (dx, dy) = (abs(after.x - before.x), abs(after.y - before.y))
                guard (dx == 0) != (dy == 0), InputRules.steps.contains(dx + dy) else { return .step }
                intervals.append(after.time - before.time)
            }
            // The first press's own time is when the key went down after the puzzle showed.
            let presses = Array(intervals.dropFirst())
            if presses.contains(where: { $0 < InputRules.minimumKeyInterval }) { return .tooFast }
            if presses.count >= InputRules.pauseAfterPresses,
                !presses.contains(where: { $0 >= InputRules.minimumPause })
            {
                let mean = presses.reduce(0, +) / Double(presses.count)
                let spread = (presses.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(presses.count)).squareRoot()
                if spread < InputRules.minimumKeySpread { return .regularTiming }
            }
            return nil
        case .click:
            guard samples.count == 2 else { return .malformed }
            let (press, release) = (samples[0], samples[1])
            guard Self.near(press, drop), Self.near(release, drop) else { return .step }
            if press.time < InputRules.minimumReaction { return .tooFast }
            return InputRules.holdRange.contains(release.time - press.time) ? nil : .hold
        }
    }

    private static func near(_ sample: DragTrack.Sample, _ point: Point) -> Bool {
        abs(sample.x - point.x) <= InputRules.slack && abs(sample.y - point.y) <= InputRules.slack
    }
}
