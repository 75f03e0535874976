import Foundation
import Testing

/// Which tests a run of the suite takes, from `TTG_TESTS`: every test when it is unset (`swift
/// test`); `fast`, those not marked ``Testing/Trait/slow`` (`make check`); `untimed` and then
/// `timed`, the two stages of `make test`, apart so that no test that judges time passing runs
/// beside the rest of the suite.
public enum TestStage: String, Sendable {
    case all, fast, untimed, timed

    /// The stage this process runs.
    public static let current = TestStage(rawValue: ProcessInfo.processInfo.environment["TTG_TESTS"] ?? "") ?? .all
}

extension Trait where Self == ConditionTrait {
    /// A suite that takes more than a few seconds (the binary in a loop, browsers, goldens,
    /// properties): `make check` leaves it out.
    public static var slow: Self {
        .enabled(if: TestStage.current != .fast, "slow: 'make check' runs the rest")
    }

    /// A suite whose verdicts depend on time passing as it does for a person (a browser driving a
    /// drag that a server judges, wall-clock limits): it runs in `make test`'s timed stage, after
    /// the rest and one test at a time, so the rest of the suite never loads the machine under it.
    /// Slow, too.
    public static var timed: Self {
        .enabled(if: [.all, .timed].contains(TestStage.current), "timed: 'make test' runs it in a stage of its own")
    }

    /// Every suite not marked ``timed``: skipped in the timed stage, which runs those alone.
    public static var untimed: Self {
        .enabled(if: TestStage.current != .timed, "untimed: the timed stage runs the timed suites alone")
    }
}
