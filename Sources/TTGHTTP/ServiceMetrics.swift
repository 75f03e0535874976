import Foundation
import TTGBase

/// The service's counters in the Prometheus text format: requests by route and status (and by
/// route and status class, every class of the routes ``declare(routes:)`` names from zero), request
/// latency and render time as histograms, cache hits, misses and bytes, renders in flight, the
/// process's own (``ProcessMetrics``), and the counters and gauges a front end declares for itself
/// (``count(_:help:labels:)``, ``declare(_:help:labels:)``, ``set(_:help:labels:to:)``).
///
/// A labelled series whose labels are known beforehand is declared at zero, so a dashboard's
/// `rate()` has a first sample from the first scrape on.
public final class ServiceMetrics: @unchecked Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    public static let buckets: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServiceMetrics.buckets.count)
        var sum = 0.0
        var count = 0

        mutating func observe(_ seconds: Double) {
            for (index, bound) in ServiceMetrics.buckets.enumerated() where seconds <= bound { counts[index] += 1 }
            sum += seconds
            count += 1
        }
    }

    private var requests: [String: [Int: Int]] = [:]
    /// Requests by route and status class (`2xx`).
    private var responses: [String: [String: Int]] = [:]
    private var latency: [String: Histogram] = [:]
    private var renders = Histogram()
    private var cacheHits = 0
    private var cacheMisses = 0
    private var notModified = 0
    /// Declared counters: name → (help, count by label set).
    private var counters: [String: (help: String, counts: [String: Int])] = [:]
    /// Declared gauges: name → (help, value by label set).
    private var gauges: [String: (help: String, values: [String: Double])] = [:]
    /// The status classes of ``responses``.
    private static let statusClasses = ["2xx", "3xx", "4xx", "5xx"]
    private let lock = NSLock()

    public init() {}

    /// Counts one answered request on `route` (a route name, not the raw path, so the label set stays small).
    public func request(route: String, status: Int, seconds: Double) {
        lock.withLock {
            requests[route, default: [:]][status, default: 0] += 1
            let statusClass = (100...599).contains(status) ? "\(status / 100)xx" : "other"
            responses[route, default: Self.zeroClasses][statusClass, default: 0] += 1
            latency[route, default: Histogram()].observe(seconds)
        }
    }

    public func render(seconds: Double) { lock.withLock { renders.observe(seconds) } }
    public func cacheHit() { lock.withLock { cacheHits += 1 } }
    public func cacheMiss() { lock.withLock { cacheMisses += 1 } }
    public func notModifiedResponse() { lock.withLock { notModified += 1 } }

    /// Starts the status-class counts of `routes` at zero.
    public func declare(routes: [String]) {
        lock.withLock {
            for route in routes where responses[route] == nil { responses[route] = Self.zeroClasses }
        }
    }

    private static var zeroClasses: [String: Int] {
        Dictionary(uniqueKeysWithValues: statusClasses.map { ($0, 0) })
    }

    /// Starts the counter `name` at zero for each of `labels` (one label set each) not counted yet.
    public func declare(_ name: String, help: String, labels: [String]) {
        lock.withLock {
            for labels in labels { counters[name, default: (help, [:])].counts[labels, default: 0] += 0 }
        }
    }

    /// Sets the gauge `name` with `labels` to `value`.
    public func set(_ name: String, help: String, labels: String = "", to value: Double) {
        lock.withLock { gauges[name, default: (help, [:])].values[labels] = value }
    }

    /// Adds one to the counter `name` (`ttg_captcha_verdicts_total`) with `labels` (`result="failed"`).
    public func count(_ name: String, help: String, labels: String = "") {
        lock.withLock {
            counters[name, default: (help, [:])].counts[labels, default: 0] += 1
        }
    }

    /// The exposition text; `cacheBytes` and `inFlight` are read at the moment of the scrape.
    public func text(cacheBytes: Int, inFlight: Int) -> String {
        lock.withLock {
            var lines = Self.family(
                "ttg_requests_total", "counter", help: "Requests answered, by route and status.",
                requests.keys.sorted().flatMap { route in
                    requests[route]!.keys.sorted().map {
                        ("route=\"\(route)\",status=\"\($0)\"", "\(requests[route]![$0]!)")
                    }
                })
            lines += Self.family(
                "ttg_responses_total", "counter", help: "Requests answered, by route and status class.",
                responses.keys.sorted().flatMap { route in
                    responses[route]!.keys.sorted().map {
                        ("route=\"\(route)\",class=\"\($0)\"", "\(responses[route]![$0]!)")
                    }
                })
            lines += Self.family(
                "ttg_request_duration_seconds", "histogram", help: "Time from the request to its response, by route.",
                [])
            for route in latency.keys.sorted() {
                lines += Self.histogram("ttg_request_duration_seconds", latency[route]!, label: "route=\"\(route)\",")
            }
            lines += Self.family(
                "ttg_render_duration_seconds", "histogram",
                help: "Time spent rendering a response that was not cached.",
                [])
            lines += Self.histogram("ttg_render_duration_seconds", renders, label: "")
            lines += Self.family(
                "ttg_cache_hits_total", "counter", help: "Responses served from the cache.", [("", "\(cacheHits)")])
            lines += Self.family(
                "ttg_cache_misses_total", "counter", help: "Responses rendered because the cache had none.",
                [("", "\(cacheMisses)")])
            lines += Self.family(
                "ttg_not_modified_total", "counter", help: "Requests answered 304 from If-None-Match.",
                [("", "\(notModified)")])
            lines += Self.family(
                "ttg_cache_bytes", "gauge", help: "Bytes of response bodies in the cache.", [("", "\(cacheBytes)")])
            lines += Self.family(
                "ttg_renders_in_flight", "gauge", help: "Renders running now.", [("", "\(inFlight)")])
            for name in counters.keys.sorted() {
                let counter = counters[name]!
                lines += Self.family(
                    name, "counter", help: counter.help,
                    counter.counts.keys.sorted().map { ($0, "\(counter.counts[$0]!)") })
            }
            for name in gauges.keys.sorted() {
                let gauge = gauges[name]!
                lines += Self.family(
                    name, "gauge", help: gauge.help,
                    gauge.values.keys.sorted().map { ($0, JSON.format(gauge.values[$0]!)) })
            }
            lines += ProcessMetrics.read().lines
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// One family of the exposition: its `HELP` and `TYPE` lines, then a sample for each label set
    /// (none: the bare name) with its value.
    static func family(
        _ name: String, _ type: String, help: String, _ samples: [(labels: String, value: String)]
    ) -> [String] {
        ["# HELP \(name) \(help)", "# TYPE \(name) \(type)"]
            + samples.map { "\(name)\($0.labels.isEmpty ? "" : "{\($0.labels)}") \($0.value)" }
    }

    private static func histogram(_ name: String, _ histogram: Histogram, label: String) -> [String] {
        var lines = zip(buckets, histogram.counts).map { bound, count in
            "\(name)_bucket{\(label)le=\"\(bound)\"} \(count)"
        }
        lines.append("\(name)_bucket{\(label)le=\"+Inf\"} \(histogram.count)")
        let plain = label.isEmpty ? "" : "{\(label.dropLast())}"
        lines.append("\(name)_sum\(plain) \(histogram.sum)")
        lines.append("\(name)_count\(plain) \(histogram.count)")
        return lines
    }
}
