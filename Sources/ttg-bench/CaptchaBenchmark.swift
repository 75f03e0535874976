import Foundation
import TTGArguments
import TTGCaptcha
import TTGProcessSupport
import TTGPuzzle
import TTGServe

/// The captcha under load on loopback, `serve --threads 2` over each store: challenges issued a
/// second (wrk posting to /v1/captcha: each one drawn, encoded and stored), then drops verified a
/// second (four client threads posting the answers, read from the store, with human-like tracks of
/// their own, lasting 0.5 to 2.5 s as people's do), with p50 and p99. The proof of work is off here (`--work 0`): it is the client's
/// cost, measured apart. The clients share the two cores with the service.
func benchmarkCaptcha(in directory: URL, ttgRender binary: String, seconds: Int = 10) {
    print("\nThe captcha (ttg-render serve --threads 2 --work 0, loopback, \(seconds) s a row)")
    let redis = try? RedisServerProcess()
    defer { redis?.stop() }
    var stores = [("SQLite", "sqlite:" + directory.appendingPathComponent("captcha.sqlite3").path)]
    if let redis { stores.append(("Redis", "redis://127.0.0.1:\(redis.port)/0")) }
    let script = directory.appendingPathComponent("issue.lua")
    try? "wrk.method = \"POST\"\n".write(to: script, atomically: true, encoding: .utf8)
    for (name, address) in stores {
        do {
            let service = try ServiceProcess(
                ["--threads", "2", "--work", "0", "--challenge-rate", "100000", "--store", address],
                environment: ["TTG_SECRET": "benchmark-secret-0123456789"], binary: URL(fileURLWithPath: binary))
            defer { service.stop() }
            let issued = wrk(port: service.port, path: "/v1/captcha", seconds: seconds, script: script.path)
            row("  \(name): challenges issued", issued.summary)
            let verified = try verifyLoad(port: service.port, store: address, seconds: Double(seconds))
            row("  \(name): drops verified", verified.summary)
        } catch {
            row("  \(name)", "  skipped: \(error)")
        }
    }
    if redis == nil { row("  Redis", "  skipped: redis-server did not start (make deps)") }
    benchmarkWork(in: directory, ttgRender: binary)
}

/// What the proof of work costs at `serve`'s defaults: the best native solver's rate on one core
/// (OpenSSL's block function, the prefix's midstate reused: what the service prices from), the
/// bits it gives at rest and under pressure, a person's median in headless Chromium at the rest
/// level (the widget's own Web Worker solver, `Tests/captcha_widget_check.py`) and what that
/// browser would pay under pressure, and a bot's CPU-seconds a pass at rest, under pressure and
/// at the cap (the exact mean from the rate, and five native solves under pressure).
func benchmarkWork(in directory: URL, ttgRender binary: String) {
    let options = ServeCommand.options
    let (rest, pressure, cap) = (
        options.work.defaultValue ?? 0, options.workPressure.defaultValue ?? 0, options.workCap.defaultValue ?? 0
    )
    let rate = NativeSolver.hashRate(seconds: 1)
    let scale = WorkScale(rest: rest, pressure: pressure, cap: cap, hashRate: rate)
    row(
        "  the native solver (OpenSSL, midstate, one core): serve's price",
        String(
            format: "%9.2f M hashes a CPU-second: %d bits at rest, %d under pressure, %d at most", rate / 1e6,
            scale.restBits, scale.pressureBits, scale.capBits))
    var browserRate: Double?
    let python = URL(fileURLWithPath: ".build/test-venv/bin/python3")
    if FileManager.default.isExecutableFile(atPath: python.path),
        let service = try? ServiceProcess(
            ["--work", "0", "--store", "sqlite:" + directory.appendingPathComponent("work.sqlite3").path],
            environment: ["TTG_SECRET": "benchmark-secret-0123456789"], binary: URL(fileURLWithPath: binary))
    {
        defer { service.stop() }
        let solves = 40
        let run = try? BinaryRunner.runProgram(
            python.path,
            [
                "Tests/captcha_widget_check.py", "http://127.0.0.1:\(service.port)/captcha", "work",
                String(scale.restBits), String(solves),
            ])
        if let run, run.status == 0,
            let object = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
            let times = (object["milliseconds"] as? [Double])?.sorted(), !times.isEmpty
        {
            let mean = times.reduce(0, +) / Double(times.count)
            let measuredRate = pow(2, Double(scale.restBits)) / (mean / 1000)
            browserRate = measuredRate
            row(
                "  a person: Chromium at \(scale.restBits) bits, median of \(solves) (goal ≤ 0.3 s)",
                String(
                    format: "%9.3f s  p90 %.3f s; %.2f M hashes/s, %.1f× slower than native (assumed %.0f×)",
                    times[times.count / 2] / 1000, times[times.count * 9 / 10] / 1000, measuredRate / 1e6,
                    rate / measuredRate, WorkScale.browserSlowdown))
        } else {
            row("  a person at rest: Chromium", "  skipped: \(run?.stderr.prefix(200) ?? "the script did not run")")
        }
    } else {
        row("  a person at rest: Chromium", "  skipped: no test venv (make deps)")
    }
    if let browserRate {
        row(
            "  a person under pressure: Chromium at \(scale.pressureBits) bits (median, from its rate)",
            String(format: "%9.1f s", log(2) * pow(2, Double(scale.pressureBits)) / browserRate))
    }
    for (name, bits) in [
        ("at rest", scale.restBits), ("under pressure", scale.pressureBits), ("at the cap", scale.capBits),
    ] {
        row(
            "  a bot \(name): native at \(bits) bits\(name == "under pressure" ? " (goal ≥ 2 CPU-s)" : "")",
            String(format: "%9.3f CPU-s a pass on average (2^%d / rate)", pow(2, Double(bits)) / rate, bits))
    }
    var seconds: [Double] = []
    for index in 0..<5 {
        let began = threadCPUSeconds()
        _ = NativeSolver.solve(WorkPuzzle(salt: "p\(index)", difficulty: scale.pressureBits), challenge: "c\(index)")
        seconds.append(threadCPUSeconds() - began)
    }
    row(
        "  a bot under pressure: five native solves",
        String(format: "%9.3f CPU-s on average", seconds.reduce(0, +) / 5))
}

/// CPU-seconds this thread has run.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Verifies challenges already issued (read from `store`), four clients at once for up to
/// `seconds`, each drop on the answer with a fresh human-like track.
func verifyLoad(port: UInt16, store address: String, seconds: Double) throws -> LoadFigures {
    guard let store = try CaptchaStoreAddress(address)?.open() else {
        throw CaptchaStoreError("'\(address)' is not a store address")
    }
    // Challenges enough for the row: issued now, answered after a person's minimum.
    var ids: [String] = []
    for _ in 0..<Int(seconds * 150) {
        let response = try HTTPTestClient.post("/v1/captcha", port: port, body: "")
        guard let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
            let id = object["id"] as? String
        else { continue }
        ids.append(id)
    }
    let answers = try ids.compactMap { id in try store.challenge(id)?.answer.map { (id, $0) } }
    // Long enough for the longest drag below to fit in the time since its challenge was issued.
    Thread.sleep(forTimeInterval: max(CaptchaPolicy().minimumSeconds, 2.6))
    let next = Counter()
    let latencies = ConcurrentResults<Double>()
    let began = Date()
    DispatchQueue.concurrentPerform(iterations: 4) { client in
        var random = SyntheticDrags.Random(seed: UInt64(client))
        while Date().timeIntervalSince(began) < seconds {
            let index = next.take()
            guard index < answers.count else { return }
            let (id, answer) = answers[index]
            let track = SyntheticDrags.human(
                to: answer.blank, &random, duration: random.uniform(500, 2500), from: answer.start)
            let samples = track.samples.map { "[\($0.time),\($0.x),\($0.y)]" }.joined(separator: ",")
            let body = "{\"drop\":[\(answer.blank.x),\(answer.blank.y)],\"track\":[\(samples)]}"
            let started = Date()
            let response = try? HTTPTestClient.post("/v1/captcha/\(id)/verify", port: port, body: body)
            if response?.text.contains("\"verified\"") == true {
                latencies.append(Date().timeIntervalSince(started))
            }
        }
    }
    let elapsed = Date().timeIntervalSince(began)
    let sorted = latencies.items.sorted()
    guard !sorted.isEmpty else { return LoadFigures(requestsPerSecond: 0, p50: .nan, p99: .nan, errors: "") }
    let done = min(next.value, answers.count)
    let failed = done - sorted.count
    return LoadFigures(
        requestsPerSecond: Double(sorted.count) / elapsed, p50: sorted[sorted.count / 2],
        p99: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))],
        errors: failed > 0 ? "  (\(failed) not verified)" : "")
}

/// Hands out 0, 1, 2, … to several threads.
final class Counter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()
    func take() -> Int {
        lock.withLock {
            defer { next += 1 }
            return next
        }
    }
    var value: Int { lock.withLock { next } }
}
