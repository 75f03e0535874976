import Foundation
import Synchronization
import TTGArguments
import TTGBase
import TTGCaptcha
import TTGCommands
import TTGExport
import TTGGeometry
import TTGHTTP

/// The service's answer to each request: the render endpoints (a response byte for byte the
/// file `ttg-render` writes for the same options), the probes and the metrics.
///
/// Renders are deterministic, so a response is named by its normalized request and the program's
/// version: that is its strong ETag and its cache key, and `If-None-Match` is answered 304
/// without rendering.
final class RenderService: Sendable {
    let limits: ServiceLimits
    let cache: ResponseCache
    let gate: RenderGate
    let metrics: ServiceMetrics
    /// The captcha's endpoints; nil when it is off.
    let captcha: CaptchaEndpoints?
    /// Which other origins' pages may read which answers.
    let crossOrigin: CrossOriginPolicy
    /// Who a request's client is (through the trusted proxies), for the log.
    let networks: ClientNetworks
    /// Whether the captcha's store answers, for `/readyz`; nil when there is no store.
    let storeHealth: StoreHealth?
    private let draining = Atomic<Bool>(false)
    /// When this process started: the last time its renders can have changed (a new version
    /// starts a new process), so their `Last-Modified`.
    let started = time(nil)
    /// ``started`` as an HTTP date.
    let lastModified: String
    /// Render requests already read from their target (path and query), so a repeated request
    /// is not read again: each time it is answered from the cache, and again on the worker that
    /// renders a miss. Bounded: emptied when full.
    private let readTargets = Mutex<[String: Result<RenderRequest, HTTPError>]>([:])
    private static let readTargetsLimit = 4096

    init(
        limits: ServiceLimits, cache: ResponseCache, gate: RenderGate, metrics: ServiceMetrics = ServiceMetrics(),
        captcha: CaptchaEndpoints? = nil, crossOrigin: CrossOriginPolicy = CrossOriginPolicy(),
        networks: ClientNetworks = ClientNetworks(), storeHealth: StoreHealth? = nil
    ) {
        self.limits = limits
        self.cache = cache
        self.gate = gate
        self.metrics = metrics
        self.captcha = captcha
        self.crossOrigin = crossOrigin
        self.networks = networks
        self.storeHealth = storeHealth
        lastModified = HTTPResponse.httpDate(started)
        metrics.declare(routes: Self.fixedRoutes + (captcha == nil ? [] : Self.captchaRoutes))
    }

    /// The route names that are not a render command's, for the metrics.
    static let fixedRoutes = ["playground", "healthz", "readyz", "preflight", "other"]
    /// The captcha's route names, for the metrics.
    static let captchaRoutes = ["widget", "captcha", "picture", "verify", "siteverify"]

    /// From now on `/readyz` answers 503 (the server closes each connection after its answer
    /// itself, once it has stopped accepting).
    func beginDraining() { draining.store(true, ordering: .sequentiallyConsistent) }

    /// `/readyz`: 200 while the service takes requests; 503 with the reason while it drains or
    /// while the captcha's store cannot be reached (renders still work: `/healthz` stays 200).
    private var readiness: HTTPResponse {
        if draining.load(ordering: .sequentiallyConsistent) { return .text(503, "draining\n") }
        if let state = storeHealth?.current, !state.up {
            return .text(503, "captcha store unreachable: \(state.reason)\n")
        }
        return .text(200, "ready\n")
    }

    /// Who sent `request` and its id, for its log line and its `X-Request-Id`.
    func origin(of request: HTTPRequest) -> AccessLog.Origin {
        AccessLog.Origin(
            client: networks.proxies.client(of: request)?.description ?? request.client, peer: request.client,
            userAgent: request.headers["user-agent"] ?? "", requestID: RequestID.of(request))
    }

    /// What a path is, for its methods, its CORS access and the metrics.
    enum Endpoint {
        case page(String)
        case probe(String)
        case captcha, picture, siteverify, render

        init(_ path: String) {
            switch path {
            case "/", "/captcha", "/widget.js", "/widget.css", "/widget-worker.js": self = .page(path)
            case "/healthz", "/readyz": self = .probe(path)
            case "/v1/siteverify": self = .siteverify
            case "/v1/captcha": self = .captcha
            case _ where CaptchaEndpoints.picture(path) != nil: self = .picture
            case _ where path.hasPrefix("/v1/captcha/"): self = .captcha
            default: self = .render
            }
        }

        var methods: [String] {
            switch self {
            case .captcha, .siteverify: ["POST"]
            case .page, .probe, .picture, .render: ["GET", "HEAD"]
            }
        }

        var access: CrossOriginPolicy.Access {
            switch self {
            case .render: .publicRead
            case .captcha, .picture: .namedOrigins
            case .page, .probe, .siteverify: .sameOrigin
            }
        }

        /// The request headers a page on another origin may send.
        var requestHeaders: [String] {
            switch self {
            case .render: ["If-None-Match", "If-Match", "If-Modified-Since", "If-Unmodified-Since"]
            case .captcha: ["Content-Type"]
            case .page, .probe, .picture, .siteverify: []
            }
        }
    }

    /// Answers one request and writes its access-log line.
    func respond(_ request: HTTPRequest) -> HTTPResponse { respond(request, waiting: true)! }

    /// The answer when it is at hand (a cached render, a 304, a probe, a page, an error), without
    /// rendering or waiting for the captcha's store; nil when it needs either. The server's network
    /// thread answers these itself and hands the rest to its workers.
    func quickResponse(_ request: HTTPRequest) -> HTTPResponse? { respond(request, waiting: false) }

    private func respond(_ request: HTTPRequest, waiting: Bool) -> HTTPResponse? {
        let started = Date()
        var (route, cacheState) = ("other", "none")
        var response: HTTPResponse
        let endpoint = Endpoint(request.path)
        if request.method == "OPTIONS" {
            route = "preflight"
            response = crossOrigin.preflight(
                request, endpoint.access, methods: request.path == "*" ? ["GET", "HEAD", "POST"] : endpoint.methods,
                headers: endpoint.requestHeaders)
        } else if !endpoint.methods.contains(request.method) {
            let methods = endpoint.methods.joined(separator: " or ")
            response = HTTPError(405, "method \(request.method) is not allowed; use \(methods)").response
            response.headers.append(("Allow", (endpoint.methods + ["OPTIONS"]).joined(separator: ", ")))
        } else {
            switch endpoint {
            case .captcha, .picture, .siteverify:
                guard waiting else { return nil }
                (route, response) = captchaResponse(request, endpoint)
            case .page(let path):
                (route, response) = page(request, path)
            case .probe("/healthz"):
                (route, response) = ("healthz", .text(200, "ok\n"))
            case .probe:
                (route, response) = ("readyz", readiness)
            case .render:
                guard let rendered = render(request, waiting: waiting) else { return nil }
                (route, cacheState, response) = rendered
            }
        }
        finish(&response, for: request, endpoint)
        let origin = origin(of: request)
        response.headers.append(("X-Request-Id", origin.requestID))
        let seconds = Date().timeIntervalSince(started)
        metrics.request(route: route, status: response.status, seconds: seconds)
        AccessLog.write(
            method: request.method, path: request.path, query: request.query, status: response.status,
            bytes: response.body.count, seconds: seconds, cache: cacheState, origin: origin)
        return response
    }

    /// The fields every answer carries: CORS as the endpoint allows, `nosniff`, `no-store` on
    /// what no cache may keep (errors, probes, preflights).
    private func finish(_ response: inout HTTPResponse, for request: HTTPRequest, _ endpoint: Endpoint) {
        if request.method != "OPTIONS" {
            crossOrigin.decorate(&response, for: request, endpoint.access, exposing: ["ETag", "Retry-After"])
        }
        response.headers.append(("X-Content-Type-Options", "nosniff"))
        let cacheable = (200..<300).contains(response.status) || response.status == 304
        if case .probe = endpoint {
            response.headers.append(("Cache-Control", "no-store"))
        } else if !cacheable {
            response.headers.removeAll { $0.name == "Cache-Control" }
            response.headers.append(("Cache-Control", "no-store"))
        }
    }

    /// The captcha's endpoints, for pages of the origins allowed: a request from any other
    /// origin is refused before anything is issued or judged.
    private func captchaResponse(_ request: HTTPRequest, _ endpoint: Endpoint) -> (String, HTTPResponse) {
        guard let captcha else {
            return (
                "captcha",
                HTTPError(404, "the captcha is off: start serve with --secret-file (or --secret)").response
            )
        }
        if let origin = request.headers["origin"],
            !crossOrigin.allows(origin, endpoint.access, host: request.headers["host"])
        {
            metrics.count("ttg_captcha_refused_total", help: CaptchaEndpoints.refusedHelp, labels: "reason=\"origin\"")
            let message = "pages of \(origin) may not use this captcha; the service allows them with --allow-origin"
            // Readable by the refused page, so its widget can say why (and the site's developer
            // see it): the refusal names nothing but the page's own origin and the option.
            var refusal = HTTPError(403, message).response
            refusal.headers.append(("Access-Control-Allow-Origin", origin))
            return ("captcha", refusal)
        }
        return captcha.respond(request)
    }

    /// The playground, the widget's script, stylesheet and worker, and its demo page.
    private func page(_ request: HTTPRequest, _ path: String) -> (String, HTTPResponse) {
        switch path {
        case "/widget.js" where captcha != nil: return ("widget", Self.widgetScript.response(to: request))
        case "/widget.css" where captcha != nil: return ("widget", Self.widgetStylesheet.response(to: request))
        case "/widget-worker.js" where captcha != nil: return ("widget", Self.widgetWorker.response(to: request))
        case "/captcha" where captcha != nil: return ("widget", Self.widgetDemo.response(to: request))
        case "/": return ("playground", Self.playgroundPage.response(to: request))
        default:
            return (
                "other", HTTPError(404, "the captcha is off: start serve with --secret").response
            )
        }
    }

    /// A page or script the service serves as it is: revalidated each time by its ETag, since a
    /// new version changes it.
    struct StaticFile: Sendable {
        var body: [UInt8]
        var headers: [(name: String, value: String)]
        var etag: String

        init(_ text: String, type: String, policy: String? = nil) {
            body = Array(text.utf8)
            etag = "\"" + Hex.string(SHA256Digest.of(CommandTree.version + "\n" + text)).prefix(32) + "\""
            headers = [("Content-Type", type), ("ETag", etag), ("Cache-Control", "no-cache")]
            if let policy { headers.append(("Content-Security-Policy", policy)) }
        }

        func response(to request: HTTPRequest) -> HTTPResponse {
            switch HTTPConditions(etag: etag, lastModified: nil).evaluate(request) {
            case .proceed: HTTPResponse(status: 200, headers: headers, body: body)
            case .notModified: HTTPResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" })
            case .preconditionFailed: HTTPError(412, "the precondition failed").response
            }
        }
    }

    static let widgetScript = StaticFile(CaptchaWidget.script, type: "text/javascript; charset=utf-8")
    static let widgetStylesheet = StaticFile(CaptchaWidget.stylesheet, type: "text/css; charset=utf-8")
    static let widgetWorker = StaticFile(CaptchaWidget.worker, type: "text/javascript; charset=utf-8")
    static let widgetDemo = StaticFile(
        CaptchaWidget.demoPage, type: "text/html; charset=utf-8", policy: PagePolicy.of(CaptchaWidget.demoPage))

    /// `/metrics` on its listener of its own (`--metrics-listen`), never the service's: the
    /// captcha's verdict reasons stay private.
    func metricsResponse(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        if request.path != "/metrics" {
            response = HTTPError(404, "this listener serves /metrics only").response
        } else if request.method != "GET" && request.method != "HEAD" {
            response = HTTPError(405, "method \(request.method) is not allowed; use GET").response
            response.headers.append(("Allow", "GET, HEAD"))
        } else {
            response = HTTPResponse(
                status: 200, headers: [("Content-Type", "text/plain; version=0.0.4")],
                body: Array(metrics.text(cacheBytes: cache.storedBytes, inFlight: gate.inFlight).utf8))
        }
        response.headers += [("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
        return response
    }

    /// A render endpoint: the route's name for the metrics, whether the cache answered, the response.
    /// Nil when the answer needs a render and `waiting` is false.
    private func render(_ request: HTTPRequest, waiting: Bool) -> (
        route: String, cache: String, response: HTTPResponse
    )? {
        let parsed: RenderRequest
        do {
            parsed = try read(request)
        } catch {
            return ("other", "none", error.response)
        }
        let route = parsed.words.joined(separator: " ")
        let hit = cache.entry(parsed.normalized)
        let etag =
            hit?.etag ?? "\"" + Hex.string(SHA256Digest.of(CommandTree.version + "\n" + parsed.normalized)) + "\""
        let validators: [(name: String, value: String)] = [
            ("ETag", etag), ("Last-Modified", lastModified),
            ("Cache-Control", "max-age=\(limits.maxAge), immutable"),
        ]
        switch HTTPConditions(etag: etag, lastModified: self.started).evaluate(request) {
        case .notModified:
            metrics.notModifiedResponse()
            return (route, "revalidated", HTTPResponse(status: 304, headers: validators))
        case .preconditionFailed:
            return (
                route, "none",
                HTTPError(412, "the precondition failed: the response's ETag is \(etag)").response
            )
        case .proceed:
            break
        }
        if let hit {
            metrics.cacheHit()
            return (
                route, "hit",
                HTTPResponse(status: 200, headers: [("Content-Type", hit.contentType)] + validators, body: hit.body)
            )
        }
        guard waiting else { return nil }
        var entry: ResponseCache.Entry
        do {
            guard let made = try made(parsed) else {
                return (route, "none", Self.unavailable("every render slot is busy; try again"))
            }
            entry = made
        } catch let error as HTTPError {
            return (route, "none", error.response)
        } catch let error as ExportError where error.kind == .overBudget {
            let message = "the render took more than its \(shortestDecimal(limits.budget)) s budget (--budget)"
            return (route, "none", Self.unavailable(message))
        } catch {
            ServiceLog.write(
                .error, "cannot render", [("path", .string(request.path)), ("error", .string("\(error)"))])
            return (
                route, "none",
                HTTPError(500, "the render failed; the server's log says why").response
            )
        }
        metrics.cacheMiss()
        entry.etag = etag
        cache.store(entry, for: parsed.normalized)
        return (
            route, "miss",
            HTTPResponse(status: 200, headers: [("Content-Type", entry.contentType)] + validators, body: entry.body)
        )
    }

    /// The render request `request`'s target names, read once for every time it is asked for.
    private func read(_ request: HTTPRequest) throws(HTTPError) -> RenderRequest {
        let target = request.path + "?" + request.query
        if let known = readTargets.withLock({ $0[target] }) { return try known.get() }
        let query = try request.parameters()
        let outcome = Result { () throws(HTTPError) in
            try RenderRequest(path: request.path, query: query, root: CommandTree.rendering)
        }
        readTargets.withLock { known in
            if known.count >= Self.readTargetsLimit { known.removeAll(keepingCapacity: true) }
            known[target] = outcome
        }
        return try outcome.get()
    }

    /// The playground page, made once from the declarations.
    static let playground = Playground.page(root: CommandTree.rendering)
    static let playgroundPage = StaticFile(
        playground, type: "text/html; charset=utf-8", policy: PagePolicy.of(playground))

    /// A 503 that asks the client to come back in a second.
    private static func unavailable(_ message: String) -> HTTPResponse {
        HTTPError(503, message, retryAfter: 1).response
    }

    /// The response body for `request`: planned as `ttg-render` plans its command line, checked
    /// against the limits, then rendered in a slot; nil when no slot came in time.
    private func made(_ request: RenderRequest) throws -> ResponseCache.Entry? {
        let plan: CommandPlan
        do {
            plan = try CommandTree.plan(request.words + request.arguments, under: CommandTree.rendering)
        } catch let error as CLIError {
            throw HTTPError(400, error.parameterText, parameter: error.option)
        }
        switch plan {
        case .print(let text, _):
            let type = text.hasPrefix("{") || text.hasPrefix("[") ? "application/json" : "text/plain; charset=utf-8"
            return ResponseCache.Entry(body: Array(text.utf8), contentType: type)
        case .perform:
            throw HTTPError(400, "this request writes files; the service answers with one")
        case .render(let render):
            guard render.jobs.count == 1, let job = render.jobs.first, render.sidecar == nil else {
                throw HTTPError(400, "this request makes several files; the service answers with one")
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
            throw HTTPError(400, "frames are files of their own; ask for one animated file (.gif, .webp, .svg, .json)")
        }
        let (width, height) = (job.still ?? job.output).pixelSize(job.animation.size)
        if width * height > limits.pixels {
            throw HTTPError(
                400,
                "the picture would be \(width)x\(height) pixels; this service renders at most \(limits.pixels) pixels a picture"
            )
        }
        if let frames = job.plan?.count, frames > limits.frames {
            throw HTTPError(
                400, "the animation would be \(frames) frames; this service renders at most \(limits.frames)")
        }
    }
}
