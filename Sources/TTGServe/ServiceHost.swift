import Foundation
import TTGArguments
import TTGBase
import TTGCaptcha
import TTGCommands
import TTGExport
import TTGGeometry
import TTGHTTP

/// The HTTP application `serve` runs: the render service and the captcha on one server, the
/// metrics on a listener of their own, and the drain on SIGTERM.
package enum ServiceHost {
    /// Starts the server, prints its address, serves until SIGTERM or SIGINT, then drains.
    package static func run(_ settings: ServeCommand.Settings) throws -> ExitStatus {
        let gate = RenderGate(slots: settings.threads, waitingLimit: settings.queue)
        let metrics = ServiceMetrics()
        // The captcha draws its challenges in slots of its own: pictures at their budget never
        // delay one.
        let captchaGate = RenderGate(slots: settings.threads, waitingLimit: settings.queue)
        metrics.set(
            "ttg_build_info", help: "The program's version: always 1, the version in its label.",
            labels: "version=\"\(CommandTree.version)\"", to: 1)
        let captcha = try settings.captcha.map {
            try captchaEndpoints(
                $0, networks: settings.networks, gate: captchaGate, metrics: metrics, wait: settings.limits.wait)
        }
        let service = RenderService(
            limits: settings.limits, cache: ResponseCache(byteLimit: settings.cacheBytes), gate: gate,
            metrics: metrics, captcha: captcha?.endpoints, crossOrigin: settings.crossOrigin,
            networks: settings.networks, storeHealth: captcha?.health)
        var configuration = HTTPServer.Configuration()
        configuration.host = settings.listen.host
        configuration.port = settings.listen.port
        configuration.connectionTimeout = settings.connectionTimeout
        configuration.connectionLimit = settings.connections.total
        configuration.connectionsPerNetwork = settings.connections.perNetwork
        configuration.networks = settings.networks
        // Every render slot and every request waiting for one, and room for cached answers beside them;
        // the same again for the captcha's endpoints, on workers of their own.
        configuration.workers = settings.threads + settings.queue + 8
        configuration.priorityWorkers = settings.threads + settings.queue + 8
        // A request the parser refuses has no fields to read: its client is its peer, its id fresh.
        let refusal: HTTPServer.Refusal = { error, peer in
            var response = error.response
            let origin = AccessLog.Origin(client: peer, peer: peer, userAgent: "", requestID: RequestID.fresh())
            response.headers.append(("X-Request-Id", origin.requestID))
            AccessLog.write(
                method: "-", path: "-", query: "", status: error.status, bytes: response.body.count, seconds: 0,
                cache: "none", origin: origin)
            return response
        }
        let server: HTTPServer
        do {
            server = try HTTPServer(
                configuration, handler: { service.respond($0) }, quickHandler: { service.quickResponse($0) },
                refusal: refusal, priority: { CaptchaEndpoints.handles($0.path) })
        } catch {
            throw CLIError("\(ServeCommand.options.listen.flag): \(error)", status: .cannotCreate)
        }
        var metricsServer: HTTPServer?
        if let address = settings.metricsListen {
            var metricsConfiguration = HTTPServer.Configuration()
            metricsConfiguration.host = address.host
            metricsConfiguration.port = address.port
            metricsConfiguration.workers = 2
            do {
                metricsServer = try HTTPServer(metricsConfiguration, handler: { service.metricsResponse($0) })
            } catch {
                server.stop()
                throw CLIError("\(ServeCommand.options.metricsListen.flag): \(error)", status: .cannotCreate)
            }
        }
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        // The addresses go to standard output as plain lines, for whatever started the service
        // (a port of 0 is known only now), and into the log as events.
        let url = "http://\(settings.listen.shown(port: server.port))/"
        Console.out("listening on \(url)\n")
        ServiceLog.write(.info, "listening", [("url", .string(url)), ("version", .string(CommandTree.version))])
        if let metricsServer, let address = settings.metricsListen {
            let metricsURL = "http://\(address.shown(port: metricsServer.port))/metrics"
            Console.out("metrics on \(metricsURL)\n")
            ServiceLog.write(.info, "metrics listening", [("url", .string(metricsURL))])
        }
        stop.wait()
        let drainStarted = Date()
        service.beginDraining()
        ServiceLog.write(.info, "draining", [("seconds", .number(settings.drain))])
        server.stopAccepting()
        for source in sources { source.cancel() }
        captcha?.sweeper.cancel()
        captcha?.health.stop()
        let drained = server.drain(until: drainStarted.addingTimeInterval(settings.drain))
        metricsServer?.stop()
        AccessLog.flush()
        guard drained else {
            // Stopping the server would wait for nothing; exiting ends the requests left.
            let unfinished = server.requestsInFlight
            ServiceLog.write(
                unfinished > 0 ? .warning : .info,
                "stopped with \(unfinished) requests unfinished after \(shortestDecimal(settings.drain)) s",
                [
                    ("unfinished", .number(Double(unfinished))),
                    ("connections", .number(Double(server.connectionsOpen))),
                ])
            return .success
        }
        server.stop()
        ServiceLog.write(
            .info, "stopped", [("seconds", .number((Date().timeIntervalSince(drainStarted) * 1000).rounded() / 1000))])
        return .success
    }

    /// Logs what the proof of work asks, and from which hash rate.
    static func logPrice(_ price: (hashRate: Double, work: WorkScale), measured: Double) {
        let source =
            measured > 0
            ? "the site's highest native rate (\(Int(measured / 1000)) k measured here)" : "--work-rate"
        ServiceLog.write(
            .info,
            "proof of work: \(price.work.restBits) bits at rest, \(price.work.pressureBits) under pressure, at most "
                + "\(price.work.capBits) (\(Int(price.hashRate / 1000)) k hashes a CPU-second, \(source))",
            [
                ("rest_bits", .number(Double(price.work.restBits))),
                ("pressure_bits", .number(Double(price.work.pressureBits))),
                ("cap_bits", .number(Double(price.work.capBits))), ("hash_rate", .number(price.hashRate.rounded())),
                ("measured_rate", .number(measured.rounded())),
            ])
    }

    /// The captcha's endpoints on the store the settings name, with a thread sweeping expired
    /// records from it every half minute and following the site's hash rate.
    static func captchaEndpoints(
        _ settings: ServeCommand.CaptchaSettings, networks: ClientNetworks, gate: RenderGate, metrics: ServiceMetrics,
        wait: Double
    ) throws -> (endpoints: CaptchaEndpoints, sweeper: Thread, health: StoreHealth) {
        // The pool is read first: a missing pool creates no store.
        let pool = try settings.pool.map {
            try CaptchaPool(
                directory: $0.directory, answersPath: $0.answers, option: ServeCommand.options.poolAnswers.flag)
        }
        let store: any CaptchaStore
        do { store = try settings.store.open() } catch {
            throw CLIError("\(ServeCommand.options.store.flag): \(error)", status: .cannotCreate)
        }
        var rules = AdmissionRules()
        rules.perMinute = settings.challengesPerMinute
        // The price comes from the best native solver's rate, the highest any node of the store has
        // measured (or the deployer's): the same on every node, and never lowered by how busy this
        // machine was when it started.
        let measured = settings.work.fixedRate == nil ? NativeSolver.hashRate() : 0
        var policy = settings.policy
        let price: (hashRate: Double, work: WorkScale)
        do { price = try settings.work.price(measured: measured, in: store) } catch {
            throw CLIError("\(ServeCommand.options.store.flag): \(error)", status: .cannotCreate)
        }
        policy.work = price.work
        if policy.work.restBits > 0 {
            Self.logPrice(price, measured: measured)
        }
        let health = StoreHealth(store, metrics: metrics)
        let authority = CaptchaAuthority(policy: policy, store: store, secret: settings.secret, rules: rules)
        let sweeper = Thread {
            while !Thread.current.isCancelled {
                for _ in 0..<300 where !Thread.current.isCancelled { Thread.sleep(forTimeInterval: 0.1) }
                if Thread.current.isCancelled { return }
                do {
                    let now = Date().timeIntervalSince1970
                    try store.sweep(now: now)
                    // Another node may have measured a higher rate since: every node follows it.
                    let current = try settings.work.price(measured: measured, in: store)
                    if current.work != authority.work {
                        authority.reprice(current.work)
                        Self.logPrice(current, measured: measured)
                    }
                } catch {
                    health.failed(.sweep, error)
                }
            }
        }
        let endpoints = CaptchaEndpoints(
            authority: authority, drawing: CaptchaDrawing(), pool: pool, secret: settings.secret,
            networks: networks, gate: gate, metrics: metrics, wait: wait,
            workOnlyChallenges: settings.workOnlyChallenges, storeHealth: health)
        sweeper.start()
        health.start()
        return (endpoints, sweeper, health)
    }
}
