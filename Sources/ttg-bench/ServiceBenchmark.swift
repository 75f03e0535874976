import Foundation
import TTGArguments
import TTGCommands
import TTGExport
import TTGProcessSupport

/// `ttg-render serve` under load from wrk, on loopback, each figure beside its peer measured in the
/// same run: uncached emoji PNGs against the same renders in this process without HTTP, cached
/// responses (LRU hits and 304s) against nginx serving the same bytes as a static file, and the
/// service's memory over a minute of mixed requests.
func benchmarkService(in directory: URL, ttgRender binary: String, seconds: Int = 10) {
    print("\nThe HTTP service (ttg-render serve --threads 2, wrk -t1 -c4, \(seconds) s a row, loopback)")
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/wrk") else {
        row("  skipped", "  wrk is not installed (make deps)")
        return
    }
    let emoji = "/v1/emoji.png?rate=4.2"
    do {
        // Uncached: --cache 0 renders every request. Beside the rates, the CPU seconds each side
        // spent: wrk shares the two cores with the service, not with the in-process loop.
        let uncached = try ServiceProcess(["--cache", "0", "--threads", "2"], binary: URL(fileURLWithPath: binary))
        let servedBody = try HTTPTestClient.get(emoji, port: uncached.port).body
        let cpuBefore = cpuSeconds(of: uncached.processIdentifier)
        let served = wrk(port: uncached.port, path: emoji, seconds: seconds)
        let servedCPU = cpuSeconds(of: uncached.processIdentifier) - cpuBefore
        uncached.stop()
        // The same work as the service's, without HTTP: the same command line planned, then rendered.
        let commandLine = ["emoji", "--rate=4.2", "-o", "emoji.png"]
        @Sendable func render() throws -> [UInt8] {
            guard case .render(let plan) = try CommandTree.plan(commandLine, under: CommandTree.rendering),
                let job = plan.jobs.first
            else {
                throw CLIError("the emoji command line plans no render", status: .failure)
            }
            return try job.bytes()
        }
        guard try render() == servedBody else {
            row("  skipped", "  the service's body differs from the same command line's render")
            return
        }
        let ownBefore = cpuSeconds(of: getpid())
        let started = Date()
        let inProcess = rendersPerSecond(threads: 2, seconds: Double(seconds)) { _ = try render() }
        let inProcessCPU = cpuSeconds(of: getpid()) - ownBefore
        let rendered = inProcess * Date().timeIntervalSince(started)
        row("  uncached emoji PNG over HTTP", served.summary)
        row("  the same renders in process, 2 threads", String(format: "%9.0f /s", inProcess))
        row(
            "  ratio HTTP / in process (goal ≥ 80%)",
            String(format: "%9.0f%%", 100 * served.requestsPerSecond / inProcess))
        let servedPerCPU = served.requestsPerSecond * Double(seconds) / servedCPU
        row(
            "  per CPU second: HTTP / in process",
            String(
                format: "%9.0f / %.0f renders: %.0f%%", servedPerCPU, rendered / inProcessCPU,
                100 * servedPerCPU / (rendered / inProcessCPU)))

        // Cached: LRU hits and 304s, against nginx serving the same file.
        let cached = try ServiceProcess(["--threads", "2"], binary: URL(fileURLWithPath: binary))
        let first = try HTTPTestClient.get(emoji, port: cached.port)
        let etag = first.headers["etag"] ?? ""
        let hits = wrk(port: cached.port, path: emoji, seconds: seconds)
        let revalidated = wrk(port: cached.port, path: emoji, seconds: seconds, headers: ["If-None-Match": etag])
        cached.stop()
        guard let nginx = try StaticServer(serving: first.body, named: "emoji.png", in: directory) else {
            row("  nginx", "  skipped: nginx did not start")
            return
        }
        let statics = wrk(port: nginx.port, path: "/emoji.png", seconds: seconds)
        nginx.stop()
        row("  cached (LRU hit)", hits.summary)
        row("  revalidated (304)", revalidated.summary)
        row("  nginx, the same bytes as a static file", statics.summary)
        row(
            "  ratio hit / nginx (goal ≥ 60%)",
            String(format: "%9.0f%%", 100 * hits.requestsPerSecond / statics.requestsPerSecond))
        row(
            "  ratio 304 / nginx",
            String(format: "%9.0f%%", 100 * revalidated.requestsPerSecond / statics.requestsPerSecond))

        // Memory over a minute of mixed requests: renders of every kind, misses and hits, an 8 MiB cache.
        let mixed = try ServiceProcess(["--cache", "8MiB", "--threads", "2"], binary: URL(fileURLWithPath: binary))
        let script = directory.appendingPathComponent("mixed.lua")
        try mixedRequests.write(to: script, atomically: true, encoding: .utf8)
        let tally = ConcurrentResults<Double>()
        let pid = mixed.processIdentifier
        let sampler = Thread {
            for wait in [10.0, 50.0] {
                Thread.sleep(forTimeInterval: wait)
                tally.append(residentMiB(pid))
            }
        }
        sampler.start()
        let load = wrk(port: mixed.port, path: "/", seconds: 61, script: script.path)
        mixed.stop()
        let samples = tally.items
        if samples.count == 2 {
            row("  mixed requests for 60 s", load.summary)
            row(
                "  RSS at 10 s and 60 s (goal within 10%)",
                String(
                    format: "%9.1f MiB → %.1f MiB (%+.1f%%)", samples[0], samples[1],
                    100 * (samples[1] - samples[0]) / samples[0]))
        }
    } catch {
        row("  skipped", "  \(error)")
    }
}

/// What wrk measured.
struct LoadFigures {
    var requestsPerSecond: Double
    var p50: Double
    var p99: Double
    var errors: String

    var summary: String {
        String(format: "%9.0f /s  p50 %.2f ms  p99 %.2f ms", requestsPerSecond, p50 * 1e3, p99 * 1e3) + errors
    }
}

/// Runs wrk against a loopback port for `seconds` and reads its figures.
func wrk(port: UInt16, path: String, seconds: Int, headers: [String: String] = [:], script: String? = nil)
    -> LoadFigures
{
    // One wrk thread: the load generator shares the 2 cores with the service.
    var arguments = ["-t1", "-c4", "-d\(seconds)s", "--latency"]
    for (name, value) in headers { arguments += ["-H", "\(name): \(value)"] }
    if let script { arguments += ["-s", script] }
    arguments.append("http://127.0.0.1:\(port)\(path)")
    let output = (try? runTool("/usr/bin/wrk", arguments)) ?? ""
    func latency(at label: String) -> Double {
        guard
            let line = output.split(separator: "\n").first(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix(label)
            }),
            let value = line.split(separator: " ").last
        else { return .nan }
        for (unit, scale) in [("us", 1e-6), ("ms", 1e-3), ("s", 1.0)] where value.hasSuffix(unit) {
            return (Double(value.dropLast(unit.count)) ?? .nan) * scale
        }
        return .nan
    }
    let rate =
        output.split(separator: "\n").first { $0.hasPrefix("Requests/sec:") }
        .flatMap { Double($0.split(separator: " ").last ?? "") } ?? .nan
    let errors = output.split(separator: "\n").first { $0.contains("Non-2xx") || $0.contains("Socket errors") }
    return LoadFigures(
        requestsPerSecond: rate, p50: latency(at: "50%"), p99: latency(at: "99%"),
        errors: errors.map { "  (" + $0.trimmingCharacters(in: .whitespaces) + ")" } ?? "")
}

/// Calls of `body` a second, run on `threads` threads at once for `seconds`.
func rendersPerSecond(threads: Int, seconds: Double, _ body: @escaping @Sendable () throws -> Void) -> Double {
    let deadline = Date().addingTimeInterval(seconds)
    let tally = ConcurrentResults<Double>()
    let started = Date()
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        var count = 0
        while Date() < deadline {
            try? body()
            count += 1
        }
        tally.append(Double(count))
    }
    return tally.items.reduce(0, +) / Date().timeIntervalSince(started)
}

/// The CPU seconds (user and system) a process has used, from `/proc/PID/stat`.
func cpuSeconds(of pid: Int32) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return .nan }
    // After the command name: state is field 3, utime field 14 and stime field 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// The resident memory of a process, in MiB.
func residentMiB(_ pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
        let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return .nan }
    return kib / 1024
}

/// nginx serving one file from a folder of its own, with access logging off, 2 workers.
struct StaticServer {
    let port: UInt16
    private let process: Process

    init?(serving body: [UInt8], named name: String, in directory: URL) throws {
        let root = directory.appendingPathComponent("nginx")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("www"), withIntermediateDirectories: true)
        try Data(body).write(to: root.appendingPathComponent("www/\(name)"))
        port = try freeLoopbackPort()
        let configuration = """
            daemon off;
            worker_processes 2;
            pid \(root.path)/nginx.pid;
            error_log \(root.path)/error.log;
            events { worker_connections 1024; }
            http {
              access_log off;
              types { image/png png; }
              client_body_temp_path \(root.path)/body;
              proxy_temp_path \(root.path)/proxy;
              fastcgi_temp_path \(root.path)/fastcgi;
              uwsgi_temp_path \(root.path)/uwsgi;
              scgi_temp_path \(root.path)/scgi;
              server { listen 127.0.0.1:\(port); root \(root.path)/www; etag on; }
            }
            """
        try configuration.write(to: root.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
        process.arguments = ["-c", root.appendingPathComponent("nginx.conf").path, "-p", root.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<100 {
            if (try? HTTPTestClient.get("/\(name)", port: port))?.status == 200 { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        return nil
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

/// wrk's script for the memory row: four kinds of request in turn, most of them new renders.
let mixedRequests = """
    local styles = {"auroraWave", "auroraLoop", "vinylSpin", "koiStream", "neonCat", "rocketOrbit", "lunarTide"}
    local counter = 0
    request = function()
      counter = counter + 1
      local kind = counter % 4
      if kind == 0 then
        return wrk.format(nil, "/v1/emoji.png?rate=" .. (counter % 5000) / 1000)
      elseif kind == 1 then
        return wrk.format(nil, "/v1/refresh/" .. styles[counter % #styles + 1] .. ".svg?progress=" .. (counter % 100) / 100 .. "&state=pulling")
      elseif kind == 2 then
        return wrk.format(nil, "/v1/path.png?d=M0+0+L" .. (counter % 200) .. "+50&stroke=red")
      else
        return wrk.format(nil, "/v1/emoji.gif?size=40&to=5&transition=0.2&fps=10&rate=" .. (counter % 50) / 10)
      end
    end
    """
