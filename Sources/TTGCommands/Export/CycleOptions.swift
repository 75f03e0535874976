import TTGArguments
import TTGScene

/// `--cycle`, `--timing` and `--autoreverse`: how a repeating motion plays, declared once for
/// every command that animates something (the picture's transform, a path's trim, a trip along a
/// route), so the names, values, ranges and defaults agree; each command says in its help what
/// one cycle is.
enum CycleOptions {
    /// Seconds one cycle lasts.
    static func cycle(_ help: String, default seconds: Double = 1) -> Option<Double> {
        Option("cycle", help: help, default: seconds, .number("SECONDS", in: .above(0, upTo: 3600)))
    }

    /// The easing of each cycle: ease in and out, as Core Animation's transitions, unless the
    /// motion is a trip at constant speed (`path follow`: linear).
    static func timing(_ help: String, default timing: TimingFunction = .easeInEaseOut) -> Option<TimingFunction> {
        Option("timing", help: help, default: timing, .timing)
    }

    /// Each cycle plays forward, then backward.
    static func autoreverse(_ help: String) -> Flag { Flag("autoreverse", help: help) }
}
