import Foundation
import Synchronization
import TTGBase
import TTGCaptcha
import TTGHTTP

/// Whether the captcha's store can be reached, as `/readyz` and `ttg_store_up` tell it: probed
/// once a second on a thread of its own (``CaptchaStore/probe()``), so a probe of the service
/// costs no store operation, and marked down at once when an operation elsewhere fails.
///
/// Every failure is counted in `ttg_store_errors_total` by the kind of work that met it
/// (``Kind``); a change between up and down is logged once.
final class StoreHealth: Sendable {
    /// The work a store error interrupted: the label of `ttg_store_errors_total`.
    enum Kind: String, CaseIterable {
        /// Issuing a challenge (`POST /v1/captcha`): its admission, a pool claim or its record.
        case issue
        /// Judging a drop (`POST /v1/captcha/{id}/verify`).
        case verify
        /// Redeeming a pass token (`POST /v1/siteverify`).
        case siteverify
        /// Serving a challenge's picture (`GET /v1/captcha/{id}/background.png`).
        case picture
        /// The sweep of expired records and the reading of the site's hash rate, every half minute.
        case sweep
        /// The health probe, once a second.
        case probe
    }

    /// The store's state as last seen.
    struct State: Sendable {
        /// Whether the last operation (a probe or another) succeeded.
        var up = true
        /// Why it is down: the store's error.
        var reason = ""
    }

    private let store: any CaptchaStore
    private let metrics: ServiceMetrics
    private let state = Mutex(State())
    private let stopped = Atomic<Bool>(false)

    static let upHelp = "Whether the captcha store answered its last operation (1) or not (0)."
    static let errorsHelp = "Captcha store operations that failed, by the kind of work they were for."

    /// Follows `store`, reporting in `metrics`; the store is taken as up until a probe says not.
    init(_ store: any CaptchaStore, metrics: ServiceMetrics) {
        self.store = store
        self.metrics = metrics
        metrics.set("ttg_store_up", help: Self.upHelp, to: 1)
        metrics.declare(
            "ttg_store_errors_total", help: Self.errorsHelp, labels: Kind.allCases.map { "kind=\"\($0.rawValue)\"" })
    }

    /// The state now.
    var current: State { state.withLock { $0 } }

    /// Starts the thread that probes the store once a second, until ``stop()``.
    func start() {
        let thread = Thread { [self] in
            while !stopped.load(ordering: .sequentiallyConsistent) {
                check()
                Thread.sleep(forTimeInterval: 1)
            }
        }
        thread.name = "ttg-render store probe"
        thread.start()
    }

    /// Stops the probes.
    func stop() { stopped.store(true, ordering: .sequentiallyConsistent) }

    /// Probes the store once.
    func check() {
        do {
            try store.probe()
            record(up: true, reason: "")
        } catch {
            failed(.probe, error)
        }
    }

    /// Counts a failed operation and marks the store down until the next probe succeeds.
    func failed(_ kind: Kind, _ error: any Error) {
        metrics.count("ttg_store_errors_total", help: Self.errorsHelp, labels: "kind=\"\(kind.rawValue)\"")
        record(up: false, reason: "\(error)", kind: kind)
    }

    private func record(up: Bool, reason: String, kind: Kind? = nil) {
        let was = state.withLock { state in
            defer { state = State(up: up, reason: reason) }
            return state.up
        }
        metrics.set("ttg_store_up", help: Self.upHelp, to: up ? 1 : 0)
        if was != up {
            if up {
                ServiceLog.write(.info, "captcha store reachable again")
            } else {
                ServiceLog.write(
                    .error, "captcha store unreachable",
                    [("error", .string(reason)), ("kind", .string(kind?.rawValue ?? "probe"))])
            }
        } else if !up, let kind, kind != .probe {
            ServiceLog.write(
                .warning, "captcha store operation failed",
                [("error", .string(reason)), ("kind", .string(kind.rawValue))])
        }
    }
}
