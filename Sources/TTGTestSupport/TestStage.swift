import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// A suite that takes more than a few seconds (the binary in a loop, browsers, servers,
    /// goldens, properties): `make check` (`TTG_TESTS=fast`) leaves it out; `make test` and a
    /// plain `swift test` run it.
    public static var slow: Self {
        .enabled(if: ProcessInfo.processInfo.environment["TTG_TESTS"] != "fast", "slow: 'make check' runs the rest")
    }
}
