/// The `TTG_` variables the project's own tooling sets for the runs it makes, which a `serve`
/// started by them (a test's, a benchmark's) inherits: read by the tooling, not by serve, and
/// never a typo, so serve does not warn of them (``UnknownVariables``).
///
/// Kept by hand, as the tooling is not part of the binary; `UnknownVariablesTests` finds every
/// `TTG_` name in the Makefile, `.ci/`, `Tests/`, `attack/` and the tooling's modules, and checks
/// each is here or read by serve. (This file reads no environment: the manual page's test takes
/// the names here for no variable of the program's.)
enum ToolingVariables {
    /// Each variable, with what sets it and what it does.
    static let names: [String: String] = [
        "TTG_TESTS": "make test's stage: untimed, timed or fast (TTGTestSupport's TestStage)",
        "TTG_RECORD_FIXTURES": "1: the golden tests rewrite their references (make fixtures)",
        "TTG_PLAYER_TALLY": "the file the Lottie players' tally is written to (make bench)",
        "TTG_HTTP_DIFFERENTIAL_SEED": "the seed of HTTPDifferentialTests' mutations",
        "TTG_BENCH_RESVG": "the resvg ttg-bench compares with (make bench)",
        "TTG_BENCH_GIF_BASELINE": "the ttg-render ttg-bench compares GIF encoding with (make bench)",
        "TTG_ATTACK_SOLVER": "the proof-of-work solver attack/service_attacks.py runs",
    ]
}
