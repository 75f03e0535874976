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
        let captcha = try settings.captcha.map {
            try captchaEndpoints(
                $0, networks: settings.networks, gate: captchaGate, metrics: metrics, wait: settings.limits.wait)
        }
        let service = RenderService(
            limits: settings.limits, cache: ResponseCache(byteLimit: settings.cacheBytes), gate: gate,
            metrics: metrics, captcha: captcha?.endpoints, crossOrigin: settings.crossOrigin)
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
        let refusal: HTTPServer.Refusal = { error, _ in
            let response = error.response
            AccessLog.write(
                method: "-", path: "-", query: "", status: error.status, bytes: response.body.count, seconds: 0,
                cache: "none")
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
        Console.out("listening on http://\(settings.listen.shown(port: server.port))/\n")
        if let metricsServer, let address = settings.metricsListen {
            Console.out("metrics on http://\(address.shown(port: metricsServer.port))/metrics\n")
        }
        stop.wait()
        service.beginDraining()
        server.stopAccepting()
        for source in sources { source.cancel() }
        captcha?.sweeper.cancel()
        let drained = server.drain(until: Date().addingTimeInterval(settings.drain))
        metricsServer?.stop()
        AccessLog.flush()
        guard drained else {
            // Stopping the server would wait for nothing; exiting ends the requests left.
            Console.err(
                "stopped with \(server.requestsInFlight) requests unfinished after \(shortestDecimal(settings.drain)) s\n"
            )
            return .success
        }
        server.stop()
        Console.err("stopped\n")
        return .success
    }

    /// The line that says what the proof of work asks, and from which hash rate.
    static func priceLine(_ price: (hashRate: Double, work: WorkScale), measured: Double) -> String {
        let source =
            measured > 0
            ? "the site's highest native rate (\(Int(measured / 1000)) k measured here)" : "--work-rate"
        return "proof of work: \(price.work.restBits) bits at rest, \(price.work.pressureBits) under pressure, at most "
            + "\(price.work.capBits) (\(Int(price.hashRate / 1000)) k hashes a CPU-second, \(source))\n"
    }

    /// The captcha's endpoints on the store the settings name, with a thread sweeping expired
    /// records from it every half minute and following the site's hash rate.
    static func captchaEndpoints(
        _ settings: ServeCommand.CaptchaSettings, networks: ClientNetworks, gate: RenderGate, metrics: ServiceMetrics,
        wait: Double
    ) throws -> (endpoints: CaptchaEndpoints, sweeper: Thread) {
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
            Console.err(Self.priceLine(price, measured: measured))
        }
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
                        Console.err(Self.priceLine(current, measured: measured))
                    }
                } catch {
                    Console.err("ttg-render: captcha store: cannot sweep: \(error)\n")
                }
            }
        }
        let endpoints = CaptchaEndpoints(
            authority: authority, drawing: CaptchaDrawing(), pool: pool, secret: settings.secret,
            networks: networks, gate: gate, metrics: metrics, wait: wait,
            workOnlyChallenges: settings.workOnlyChallenges)
        sweeper.start()
        return (endpoints, sweeper)
    }
}
