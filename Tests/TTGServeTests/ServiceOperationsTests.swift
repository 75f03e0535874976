import Foundation
import TTGCommands
import TTGPuzzle
import TTGTestSupport
import Testing

/// What an operator reads from a running node: `/readyz` following the captcha's store, the
/// metrics' families from the first scrape, and a log of one JSON object a line.
@Suite(.timed) struct ServiceOperationsTests {
    static let secret = "operations test secret"

    /// A scrape, read as the Prometheus text format says: each family's HELP and TYPE once, and
    /// its samples by series (`name{labels}`).
    struct Exposition {
        var types: [String: String] = [:]
        var samples: [String: Double] = [:]
        var problems: [String] = []

        init(_ text: String) {
            var helped: Set<String> = []
            for line in text.split(separator: "\n").map(String.init) {
                let words = line.split(separator: " ", maxSplits: 3).map(String.init)
                if line.hasPrefix("# HELP ") {
                    if !helped.insert(words[2]).inserted { problems.append("HELP twice: \(line)") }
                } else if line.hasPrefix("# TYPE ") {
                    if types[words[2]] != nil { problems.append("TYPE twice: \(line)") }
                    types[words[2]] = words.count > 3 ? words[3] : ""
                } else if let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) {
                    let series = String(line[..<space])
                    if samples[series] != nil { problems.append("series twice: \(line)") }
                    samples[series] = value
                    let family = String(series.prefix { $0 != "{" })
                    let known = [family, family.replacing(/_(bucket|sum|count)$/, with: "")]
                    if !known.contains(where: { types[$0] != nil }) { problems.append("no TYPE before: \(line)") }
                } else {
                    problems.append("not a sample: \(line)")
                }
            }
        }
    }

    static func scrape(_ service: ServiceProcess) throws -> Exposition {
        let response = try HTTPTestClient.get("/metrics", port: service.metricsPort, timeout: 10)
        #expect(response.status == 200)
        return Exposition(response.text)
    }

    /// Polls `/readyz` until its status is `status` (30 s at most); the last answer.
    static func readiness(_ service: ServiceProcess, becomes status: Int) throws -> HTTPTestClient.Response {
        let deadline = Date().addingTimeInterval(30)
        var last = try HTTPTestClient.get("/readyz", port: service.port, timeout: 10)
        while last.status != status && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            last = try HTTPTestClient.get("/readyz", port: service.port, timeout: 10)
        }
        return last
    }

    @Test func readinessFollowsTheCaptchaStore() throws {
        var redis = try RedisServerProcess()
        defer { redis.stop() }
        let service = try ServiceProcess(
            ["--secret", Self.secret, "--store", "redis://127.0.0.1:\(redis.port)/0", "--work-rate", "200000"])
        defer { service.stop() }
        #expect(try Self.readiness(service, becomes: 200).text == "ready\n")
        #expect(try Self.scrape(service).samples["ttg_store_up"] == 1)

        redis.stop()
        let down = try Self.readiness(service, becomes: 503)
        #expect(down.status == 503)
        #expect(down.text.hasPrefix("captcha store unreachable: "), "\(down.text)")
        #expect(down.text.contains("Redis"), "\(down.text)")
        // Renders still work.
        #expect(try HTTPTestClient.get("/healthz", port: service.port).status == 200)
        let downMetrics = try Self.scrape(service)
        #expect(downMetrics.samples["ttg_store_up"] == 0)
        #expect((downMetrics.samples["ttg_store_errors_total{kind=\"probe\"}"] ?? 0) >= 1)

        redis = try RedisServerProcess(port: redis.port)
        let up = try Self.readiness(service, becomes: 200)
        #expect(up.status == 200 && up.text == "ready\n", "\(up.text)")
        #expect(try Self.scrape(service).samples["ttg_store_up"] == 1)
        let log = service.stop().stderr
        #expect(log.contains("\"message\":\"captcha store unreachable\""), "\(log.suffix(2000))")
        #expect(log.contains("\"message\":\"captcha store reachable again\""), "\(log.suffix(2000))")
    }

    @Test func everyFamilyIsThereFromTheFirstScrape() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("ops-\(UUID().uuidString).sqlite3")
        defer { try? FileManager.default.removeItem(at: store) }
        let service = try ServiceProcess(
            ["--secret", Self.secret, "--store", "sqlite:" + store.path, "--work-rate", "200000"])
        defer { service.stop() }
        let metrics = try Self.scrape(service)
        #expect(metrics.problems.isEmpty, "\(metrics.problems)")
        let zeros = [
            "ttg_store_errors_total{kind=\"issue\"}", "ttg_store_errors_total{kind=\"verify\"}",
            "ttg_store_errors_total{kind=\"siteverify\"}", "ttg_store_errors_total{kind=\"sweep\"}",
            "ttg_store_errors_total{kind=\"probe\"}", "ttg_store_errors_total{kind=\"picture\"}",
            "ttg_captcha_challenges_total{source=\"drawn\"}", "ttg_captcha_challenges_total{source=\"pool\"}",
            "ttg_captcha_refused_total{reason=\"rate\"}", "ttg_captcha_refused_total{reason=\"origin\"}",
            "ttg_captcha_redemptions_total{outcome=\"redeemed\"}", "ttg_captcha_redemptions_total{outcome=\"invalid\"}",
            "ttg_captcha_verdicts_total{result=\"verified\",reason=\"solved\",input=\"drag\"}",
            "ttg_captcha_verdicts_total{result=\"locked\",reason=\"decoy\",input=\"click\"}",
            "ttg_captcha_verdicts_total{result=\"failed\",reason=\"keys.regularTiming\",input=\"keys\"}",
            "ttg_captcha_verdicts_total{result=\"locked\",reason=\"track.\(DragTrackReason.allCases[0].rawValue)\",input=\"drag\"}",
            "ttg_responses_total{route=\"picture\",class=\"4xx\"}",
            "ttg_responses_total{route=\"siteverify\",class=\"2xx\"}",
            "ttg_responses_total{route=\"siteverify\",class=\"5xx\"}",
            "ttg_responses_total{route=\"healthz\",class=\"2xx\"}",
        ]
        for series in zeros { #expect(metrics.samples[series] == 0, "\(series)") }
        // A reason that only ever locks is never a failure's.
        #expect(metrics.samples["ttg_captcha_verdicts_total{result=\"failed\",reason=\"decoy\",input=\"drag\"}"] == nil)
        #expect(metrics.types["ttg_store_errors_total"] == "counter")
        #expect(metrics.types["ttg_store_up"] == "gauge")
        #expect(metrics.samples["ttg_store_up"] == 1)
        #expect(metrics.samples["ttg_build_info{version=\"\(CommandTree.version)\"}"] == 1)
        #expect((metrics.samples["process_resident_memory_bytes"] ?? 0) > 1_048_576)
        #expect((metrics.samples["process_cpu_seconds_total"] ?? -1) >= 0)
        #expect(metrics.types["process_cpu_seconds_total"] == "counter")
        let open = metrics.samples["process_open_fds"] ?? 0
        #expect(open > 2)
        #expect((metrics.samples["process_max_fds"] ?? 0) >= open)
        let started = metrics.samples["process_start_time_seconds"] ?? 0
        let now = Date().timeIntervalSince1970
        #expect(started > now - 3600 && started <= now + 1, "\(started) at \(now)")

        // Counted from zero: the series already there goes up by one.
        _ = try HTTPTestClient.post(
            "/v1/siteverify", port: service.port, body: "{\"secret\": \"\(Self.secret)\", \"token\": \"x\"}")
        let after = try Self.scrape(service)
        #expect(after.samples["ttg_responses_total{route=\"siteverify\",class=\"2xx\"}"] == 1)
        #expect(after.samples["ttg_captcha_redemptions_total{outcome=\"invalid\"}"] == 1)
        #expect(after.problems.isEmpty, "\(after.problems)")
    }

    @Test func withoutTheCaptchaThereIsNoStore() throws {
        let service = try ServiceProcess()
        defer { service.stop() }
        let metrics = try Self.scrape(service)
        #expect(metrics.problems.isEmpty, "\(metrics.problems)")
        #expect(metrics.types["ttg_store_up"] == nil)
        #expect(metrics.samples["ttg_responses_total{route=\"healthz\",class=\"2xx\"}"] == 0)
        #expect(try HTTPTestClient.get("/readyz", port: service.port).text == "ready\n")
    }

    @Test func everyLogLineIsOneJSONObjectWithItsTime() throws {
        let service = try ServiceProcess(["--trust-proxy", "127.0.0.1/32"])
        let named = try HTTPTestClient.get(
            "/healthz", port: service.port,
            headers: ["X-Request-Id": "req-42.abc", "X-Forwarded-For": "203.0.113.9", "User-Agent": "probe/1.0"])
        #expect(named.headers["x-request-id"] == "req-42.abc")
        let fresh = try HTTPTestClient.get("/healthz", port: service.port)
        let freshID = try #require(fresh.headers["x-request-id"])
        #expect(freshID.count == 16 && freshID.allSatisfy(\.isHexDigit), "\(freshID)")
        let insane = try HTTPTestClient.get(
            "/healthz", port: service.port, headers: ["X-Request-Id": String(repeating: "x", count: 200)])
        #expect(insane.headers["x-request-id"]?.count == 16)
        let refused = try HTTPTestClient.send(
            Array("GET /healthz HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n".utf8), port: service.port)
        #expect(refused.status == 400)
        let refusedID = try #require(refused.headers["x-request-id"])
        let (status, log) = service.stop()
        #expect(status == 0)

        var objects: [[String: Any]] = []
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil, "not one JSON object: \(line)")
            guard let object else { continue }
            let time = object["time"] as? String ?? ""
            #expect(try Regex(#"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"#).wholeMatch(in: time) != nil, "\(line)")
            objects.append(object)
        }
        let events = objects.filter { $0["level"] != nil }
        #expect(events.contains { $0["message"] as? String == "listening" && $0["level"] as? String == "info" })
        #expect(events.last?["message"] as? String == "stopped")
        let requests = objects.filter { $0["method"] != nil }
        let first = try #require(requests.first { $0["request_id"] as? String == "req-42.abc" })
        #expect(first["client"] as? String == "203.0.113.9")
        #expect(first["peer"] as? String == "127.0.0.1")
        #expect(first["user_agent"] as? String == "probe/1.0")
        let second = try #require(requests.first { $0["request_id"] as? String == freshID })
        #expect(second["client"] as? String == "127.0.0.1")
        let refusal = try #require(requests.first { $0["request_id"] as? String == refusedID })
        #expect(refusal["status"] as? Int == 400)
        #expect(refusal["peer"] as? String == "127.0.0.1")
    }
}
