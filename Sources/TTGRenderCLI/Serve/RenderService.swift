import Foundation
import TTGArguments
import TTGExport
import TTGGeometry
import TTGService

/// The service's answer to each request: the render endpoints (a response byte for byte the
/// file `ttg-render` writes for the same options), the probes and the metrics.
///
/// Renders are deterministic, so a response is named by its normalized request and the program's
/// version: that is its strong ETag and its cache key, and `If-None-Match` is answered 304
/// without rendering.
final class RenderService: Sendable {
    /// What one request may cost, and how long answers may be cached.
    struct Limits: Sendable {
        /// Pixels in one picture or frame (width × height).
        var pixels = 4096 * 4096
        /// Frames in one animation.
        var frames = 600
        /// Seconds a request may wait for a render slot before it is answered 503.
        var wait = 10.0
        /// Seconds an animation's frames may take to draw; past them it stops and is answered 503.
        var budget = 30.0
        /// `Cache-Control: max-age`, in seconds.
        var maxAge = 86_400
    }

    let limits: Limits
    let cache: ResponseCache
    let gate: RenderGate
    let metrics: ServiceMetrics
    /// The captcha's endpoints; nil when it is off.
    let captcha: CaptchaEndpoints?
    private let draining = Atomic(false)

    init(
        limits: Limits, cache: ResponseCache, gate: RenderGate, metrics: ServiceMetrics = ServiceMetrics(),
        captcha: CaptchaEndpoints? = nil
    ) {
        self.limits = limits
        self.cache = cache
        self.gate = gate
        self.metrics = metrics
        self.captcha = captcha
    }

    /// From now on `/readyz` answers 503 and responses close their connection.
    func beginDraining() { draining.set(true) }

    /// Answers one request and writes its access-log line.
    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let started = Date()
        var (route, cacheState) = ("other", "none")
        var response: HTTPResponse
        if CaptchaEndpoints.handles(request.path) {
            if let captcha {
                (route, response) = captcha.respond(request)
            } else {
                route = "captcha"
                response = .json(
                    404, Self.errorBody("the captcha is off: start serve with --secret (or TTG_SECRET)", parameter: nil)
                )
            }
        } else if request.method != "GET" && request.method != "HEAD" {
            response = .json(405, Self.errorBody("method \(request.method) is not allowed; use GET", parameter: nil))
            response.headers.append(("Allow", "GET, HEAD"))
        } else {
            switch request.path {
            case "/":
                route = "playground"
                response = HTTPResponse(
                    status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
                    body: Array(Self.playground.utf8))
            case "/widget.js" where captcha != nil:
                route = "widget"
                response = HTTPResponse(
                    status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")],
                    body: Array(CaptchaWidget.script.utf8))
            case "/captcha" where captcha != nil:
                route = "widget"
                response = HTTPResponse(
                    status: 200, headers: [("Content-Type", "text/html; charset=utf-8")],
                    body: Array(CaptchaWidget.demoPage.utf8))
            case "/healthz":
                (route, response) = ("healthz", .text(200, "ok\n"))
            case "/readyz":
                (route, response) = ("readyz", draining.get() ? .text(503, "draining\n") : .text(200, "ready\n"))
            case "/metrics":
                route = "metrics"
                response = HTTPResponse(
                    status: 200, headers: [("Content-Type", "text/plain; version=0.0.4")],
                    body: Array(metrics.text(cacheBytes: cache.storedBytes, inFlight: gate.inFlight).utf8))
            default:
                (route, cacheState, response) = render(request)
            }
        }
        if draining.get() { response.headers.append(("Connection", "close")) }
        let seconds = Date().timeIntervalSince(started)
        metrics.request(route: route, status: response.status, seconds: seconds)
        AccessLog.write(
            request, status: response.status, bytes: response.body.count, seconds: seconds, cache: cacheState)
        if request.method == "HEAD" { response.body = [] }
        return response
    }

    /// A render endpoint: the route's name for the metrics, whether the cache answered, the response.
    private func render(_ request: HTTPRequest) -> (route: String, cache: String, response: HTTPResponse) {
        let parsed: RenderRequest
        do { parsed = try RenderRequest(path: request.path, query: request.query, root: TTGRender.root) } catch {
            return ("other", "none", .json(error.status, Self.errorBody(error.message, parameter: error.parameter)))
        }
        let route = parsed.words.joined(separator: " ")
        let hit = cache.entry(parsed.normalized)
        let etag = hit?.etag ?? "\"" + Digest.sha256Hex(TTGRender.version + "\n" + parsed.normalized) + "\""
        let validators: [(name: String, value: String)] = [
            ("ETag", etag), ("Cache-Control", "public, max-age=\(limits.maxAge), immutable"),
        ]
        if let match = request.headers["if-none-match"],
            match == etag
                || match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag })
        {
            metrics.notModifiedResponse()
            return (route, "revalidated", HTTPResponse(status: 304, headers: validators))
        }
        if let hit {
            metrics.cacheHit()
            return (
                route, "hit",
                HTTPResponse(status: 200, headers: [("Content-Type", hit.contentType)] + validators, body: hit.body)
            )
        }
        var entry: ResponseCache.Entry
        do {
            guard let made = try made(parsed) else {
                return (route, "none", Self.unavailable("every render slot is busy; try again"))
            }
            entry = made
        } catch let error as RequestError {
            return (route, "none", .json(error.status, Self.errorBody(error.message, parameter: error.parameter)))
        } catch let error as ExportError where error.kind == .overBudget {
            let message = "the render took more than its \(shortestDecimal(limits.budget)) s budget (--budget)"
            return (route, "none", Self.unavailable(message))
        } catch {
            return (route, "none", .json(500, Self.errorBody("cannot render: \(error)", parameter: nil)))
        }
        metrics.cacheMiss()
        entry.etag = etag
        cache.store(entry, for: parsed.normalized)
        return (
            route, "miss",
            HTTPResponse(status: 200, headers: [("Content-Type", entry.contentType)] + validators, body: entry.body)
        )
    }

    /// The playground page, made once from the declarations.
    static let playground = Playground.page(root: TTGRender.root)

    /// A 503 that asks the client to come back in a second.
    private static func unavailable(_ message: String) -> HTTPResponse {
        var response = HTTPResponse.json(503, errorBody(message, parameter: nil))
        response.headers.append(("Retry-After", "1"))
        return response
    }

    /// Why a request that named an endpoint cannot be answered.
    struct RequestError: Error {
        var status: Int
        var message: String
        var parameter: String?
    }

    /// The response body for `request`: planned as `ttg-render` plans its command line, checked
    /// against the limits, then rendered in a slot; nil when no slot came in time.
    private func made(_ request: RenderRequest) throws -> ResponseCache.Entry? {
        let plan: CommandPlan
        do {
            plan = try OptionSpec.$spelling.withValue(.parameter) {
                try TTGRender.commandPlan(request.words + request.arguments)
            }
        } catch let error as CLIError {
            throw RequestError(status: 400, message: error.message, parameter: Self.parameter(of: error.message))
        }
        switch plan {
        case .print(let text, _):
            let type = text.hasPrefix("{") || text.hasPrefix("[") ? "application/json" : "text/plain; charset=utf-8"
            return ResponseCache.Entry(body: Array(text.utf8), contentType: type)
        case .perform:
            throw RequestError(
                status: 400, message: "this request writes files; the service answers with one", parameter: nil)
        case .render(let render):
            guard render.jobs.count == 1, let job = render.jobs.first, render.sidecar == nil else {
                throw RequestError(
                    status: 400, message: "this request makes several files; the service answers with one",
                    parameter: nil)
            }
            try check(job)
            let started = Date()
            let budget = limits.budget
            guard
                let body = try gate.run(
                    until: Date().addingTimeInterval(limits.wait),
                    {
                        var job = job
                        job.deadline = Date().addingTimeInterval(budget)
                        return try job.bytes()
                    })
            else { return nil }
            metrics.render(seconds: Date().timeIntervalSince(started))
            return ResponseCache.Entry(body: body, contentType: job.target.format.mediaType)
        }
    }

    /// Refuses a job past the limits: frames instead of one file, too many pixels, too many frames.
    private func check(_ job: ExportJob) throws {
        if case .frameFiles = job.target {
            throw RequestError(
                status: 400,
                message: "frames are files of their own; ask for one animated file (.gif, .webp, .svg, .json)",
                parameter: nil)
        }
        let (width, height) = (job.still ?? job.output).pixelSize(job.animation.size)
        if width * height > limits.pixels {
            throw RequestError(
                status: 400,
                message:
                    "the picture would be \(width)x\(height) pixels; this service renders at most \(limits.pixels) pixels a picture",
                parameter: nil)
        }
        if let frames = job.plan?.count, frames > limits.frames {
            throw RequestError(
                status: 400,
                message: "the animation would be \(frames) frames; this service renders at most \(limits.frames)",
                parameter: nil)
        }
    }

    /// The parameter a one-line error is about: the word before its first ": ", when it is an option name.
    static func parameter(of message: String) -> String? {
        guard let colon = message.range(of: ": ") else { return nil }
        let word = message[..<colon.lowerBound]
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? String(word) : nil
    }

    /// `{"error": …, "parameter": …}`.
    static func errorBody(_ message: String, parameter: String?) -> String {
        var fields: [(String, JSON)] = [("error", .string(message))]
        if let parameter { fields.append(("parameter", .string(parameter))) }
        return JSON.object(fields).text + "\n"
    }
}

/// A flag read and set from several threads.
final class Atomic: @unchecked Sendable {
    private var value: Bool
    private let lock = NSLock()
    init(_ value: Bool) { self.value = value }
    func get() -> Bool { lock.withLock { value } }
    func set(_ newValue: Bool) { lock.withLock { value = newValue } }
}

/// One JSON line a request on standard error: when, what, the answer, how long, and the cache.
enum AccessLog {
    static func write(_ request: HTTPRequest, status: Int, bytes: Int, seconds: Double, cache: String) {
        let milliseconds = JSON.number((seconds * 1e6).rounded() / 1e3).text
        Console.err(
            "{\"time\":\"\(timestamp())\",\"method\":\(quoted(request.method)),\"path\":\(quoted(request.path)),"
                + "\"query\":\(request.query.count),\"status\":\(status),\"bytes\":\(bytes),\"ms\":\(milliseconds),"
                + "\"cache\":\"\(cache)\"}\n")
    }

    /// `text` as a JSON string: written as it is when it needs no escape (a path almost always).
    private static func quoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        }
        return plain ? "\"" + text + "\"" : JSON.string(text).text
    }

    /// Now in UTC as ISO 8601 with milliseconds (`2026-12-01T18:30:13.042Z`), from the C library:
    /// a Foundation date formatter costs more to make than the rest of a cached request.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2))T"
            + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2))."
            + "\(padded(Int32(now.tv_nsec / 1_000_000), 3))Z"
    }
}
