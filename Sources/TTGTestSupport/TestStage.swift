import Foundation
import Testing

/// Which tests a run takes, from `TTG_TESTS`: every one when it is unset (a plain `swift test`);
/// `fast`, all but the ``Testing/Trait/slow`` and ``Testing/Trait/timed`` suites (`make check`);
/// `untimed`, all but the timed ones (`make test`'s first stage, in parallel); `timed`, the timed
/// ones (its second stage, one test at a time, picked by the filter the Makefile reads from
/// their declarations).
public enum TestStage: String, Sendable {
    case all, fast, untimed, timed

    /// This process's stage.
    public static let current = TestStage(rawValue: ProcessInfo.processInfo.environment["TTG_TESTS"] ?? "") ?? .all
}

extension Trait where Self == ConditionTrait {
    /// A suite that takes more than a few seconds (the binary in a loop, browsers, servers,
    /// goldens, properties): `make check` leaves it out.
    public static var slow: Self {
        .enabled(if: TestStage.current != .fast, "slow: 'make check' runs the rest")
    }

    /// A suite whose verdicts depend on time passing as it does for a person or a client: a
    /// browser whose drag a server judges by its timing rules, a server's deadlines, idle
    /// connections evicted. `make test` runs it after the rest, one test at a time, so the rest of
    /// the suite never loads the machine under it; slow, too.
    public static var timed: Self {
        .enabled(if: [.all, .timed].contains(TestStage.current), "timed: 'make test' runs it in a stage of its own")
    }
}
