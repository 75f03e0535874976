import Foundation
import TTGArguments
import TTGExport
import TTGGeometry
import TTGService

/// `ttg-render serve`: the renderer as an HTTP service. Every render command is an endpoint whose
/// query keys are the command's long option names; responses are the bytes the command writes.
enum ServeCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "serve",
            abstract: "Serve every render command over HTTP: GET /v1/emoji.png?rate=4.2 answers with the file.",
            discussion: """
                Endpoints: /v1/emoji.EXT, /v1/refresh.EXT or /v1/refresh/STYLE.EXT, /v1/puzzle.EXT (with
                seed or blank), /v1/path.EXT (path render), /v1/path/follow.EXT, where EXT is png, svg,
                pdf, gif, webp or json (Lottie); the text commands /v1/styles, /v1/path/info,
                /v1/path/contains, /v1/path/trim, /v1/path/point-at and /v1/path/transform; /healthz,
                /readyz and /metrics (Prometheus). Query keys are the long option names, read through
                the same declarations, so defaults, ranges and errors are the command line's; a flag is
                key, key=true or key=false. The service owns where output goes and reads no file: -o,
                --format (the extension says it), --jobs, --shard, --json and the file options are
                refused, as is a value starting with '@'. An error is a 400 with
                {"error": …, "parameter": …}.

                Responses are deterministic: each carries a strong ETag made of the normalized request
                and the version, answers If-None-Match with 304, and says Cache-Control: public,
                immutable. Rendered bodies are kept in memory up to --cache bytes, least recently used
                dropped first. At most --threads renders run at once and --queue more wait up to
                --timeout seconds; past that the answer is 503 with Retry-After. A picture of more than
                --max-pixels pixels or an animation of more than --max-frames frames is refused, and an
                animation still drawing after --budget seconds is stopped and answered 503.

                Every option can also come from the environment, TTG_ and its name in capitals
                (TTG_LISTEN=0.0.0.0:8080); the command line wins. SIGTERM or SIGINT stops accepting
                connections, lets the requests in flight finish within --drain seconds, and exits 0.
                One JSON line a request goes to standard error; the address goes to standard output.

                For example:
                  ttg-render serve --listen 0.0.0.0:8080 --threads 4 --cache 256MiB
                  curl -o face.png 'http://127.0.0.1:8080/v1/emoji.png?rate=4.2&preset=playful&scale=2'
                """,
            options: options.specs,
            plan: { arguments in
                let arguments = try withEnvironment(arguments, ProcessInfo.processInfo.environment)
                let settings = try Settings(arguments)
                return CommandPlan.perform { try run(settings) }
            })
    }

    static let options = ServeOptions()

    /// The options read, before the server starts.
    struct Settings: Sendable {
        var listen: ListenAddress
        var threads: Int
        var queue: Int
        var cacheBytes: Int
        var limits: RenderService.Limits
        var drain: Double
        var connectionTimeout: Int

        init(_ arguments: ParsedArguments) throws {
            listen = try arguments[options.listen]
            threads = try arguments[options.threads]
            queue = try arguments[options.queue]
            cacheBytes = try arguments[options.cache]
            limits = RenderService.Limits(
                pixels: try arguments[options.maxPixels], frames: try arguments[options.maxFrames],
                wait: try arguments[options.timeout], budget: try arguments[options.budget],
                maxAge: try arguments[options.maxAge])
            drain = try arguments[options.drain]
            connectionTimeout = Int(try arguments[options.timeout].rounded(.up))
        }
    }

    /// The options as given, with each one left out taken from its environment variable
    /// (`TTG_MAX_PIXELS` for `--max-pixels`).
    static func withEnvironment(_ arguments: ParsedArguments, _ environment: [String: String]) throws
        -> ParsedArguments
    {
        var occurrences: [ParsedArguments.Occurrence] = []
        for spec in options.specs where !arguments.has(spec.name) {
            guard let value = environment[variable(spec)] else { continue }
            occurrences.append(ParsedArguments.Occurrence(name: spec.name, value: value))
        }
        return ParsedArguments(occurrences: occurrences + arguments.occurrences, positionals: arguments.positionals)
    }

    /// `TTG_MAX_PIXELS` for `--max-pixels`.
    static func variable(_ spec: OptionSpec) -> String {
        "TTG_" + spec.name.uppercased().replacingOccurrences(of: "-", with: "_")
    }

    /// Starts the server, prints its address, serves until SIGTERM or SIGINT, then drains.
    static func run(_ settings: Settings) throws -> ExitStatus {
        let service = RenderService(
            limits: settings.limits, cache: ResponseCache(byteLimit: settings.cacheBytes),
            gate: RenderGate(slots: settings.threads, waitingLimit: settings.queue))
        var configuration = HTTPServer.Configuration()
        configuration.address = settings.listen.host
        configuration.port = settings.listen.port
        configuration.connectionTimeout = settings.connectionTimeout
        let server: HTTPServer
        do { server = try HTTPServer(configuration) { service.respond($0) } } catch {
            throw CLIError("\(options.listen.flag): \(error)", status: .cannotCreate)
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
        stop.wait()
        service.beginDraining()
        server.stopAccepting()
        for source in sources { source.cancel() }
        guard service.gate.drain(until: Date().addingTimeInterval(settings.drain)) else {
            // Stopping the server would wait for the renders; exiting ends them.
            Console.err(
                "stopped with \(service.gate.inFlight) renders unfinished after \(shortestDecimal(settings.drain)) s\n")
            return .success
        }
        // The last responses leave before the connections close.
        Thread.sleep(forTimeInterval: 0.1)
        server.stop()
        Console.err("stopped\n")
        return .success
    }
}

/// Where the service listens: a numeric address and a port.
struct ListenAddress: Sendable, Equatable {
    var host: String
    var port: UInt16

    /// `127.0.0.1:8080`, `[::1]:8080`.
    func shown(port: UInt16) -> String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

extension ArgumentValue where Value == ListenAddress {
    /// `HOST:PORT` with a numeric IPv4 address or a bracketed IPv6 one; port 0 picks a free port.
    static var listenAddress: Self {
        ArgumentValue(
            "HOST:PORT",
            parse: { text, option in
                guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else {
                    throw CLIError.badValue(option, text, "is not of the form HOST:PORT (port 0…65535)")
                }
                var host = String(text[..<colon])
                if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
                var v4 = in_addr()
                var v6 = in6_addr()
                guard inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1 else {
                    throw CLIError.badValue(option, text, "needs a numeric address (127.0.0.1, 0.0.0.0, [::1])")
                }
                return ListenAddress(host: host, port: port)
            }, format: { $0.shown(port: $0.port) })
    }
}

extension ArgumentValue where Value == Int {
    /// A size in bytes: a whole number with an optional KiB, MiB or GiB.
    static var byteSize: Self {
        ArgumentValue(
            "SIZE",
            parse: { text, option in
                let units: [(String, Int)] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10), ("", 1)]
                for (unit, factor) in units where text.hasSuffix(unit) {
                    guard let number = Int(text.dropLast(unit.count)), number >= 0, number <= (1 << 40) / factor else {
                        break
                    }
                    return number * factor
                }
                throw CLIError.badValue(option, text, "is not a size: a whole number of bytes, KiB, MiB or GiB")
            },
            format: { bytes in
                for (unit, factor) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
                where bytes % factor == 0 && bytes > 0 {
                    return "\(bytes / factor)\(unit)"
                }
                return String(bytes)
            })
    }
}

/// `serve`'s options, each with its default and its environment variable.
struct ServeOptions: OptionGroup {
    private static let limits = RenderService.Limits()
    let listen = Option(
        "listen", help: "Address and port; port 0 picks a free one.",
        default: ListenAddress(host: "127.0.0.1", port: 8080), .listenAddress)
    let threads = Option(
        "threads", help: "Renders that run at once.", default: ProcessInfo.processInfo.activeProcessorCount,
        shown: "the number of cores", .integer(in: 1...256))
    let queue = Option(
        "queue", help: "Requests that may wait for a render; more are answered 503.", default: 64,
        .integer(in: 0...100_000))
    let cache = Option("cache", help: "Bytes of rendered responses kept in memory.", default: 64 << 20, .byteSize)
    let maxPixels = Option(
        "max-pixels", help: "Most pixels in one picture or frame.", default: Self.limits.pixels,
        .integer(in: 1...(1 << 28)))
    let maxFrames = Option(
        "max-frames", help: "Most frames in one animation.", default: Self.limits.frames, .integer(in: 1...100_000))
    let timeout = Option(
        "timeout", help: "Seconds a request may wait for a render slot, and a silent connection stays open.",
        default: Self.limits.wait, .number("SECONDS", in: .above(0, upTo: 3600)))
    let budget = Option(
        "budget", help: "Seconds an animation's frames may take to draw; past them it stops, answered 503.",
        default: Self.limits.budget, .number("SECONDS", in: .above(0, upTo: 3600)))
    let maxAge = Option(
        "max-age", help: "Cache-Control max-age of a rendered response, in seconds.", default: Self.limits.maxAge,
        .integer(in: 0...31_536_000))
    let drain = Option(
        "drain", help: "Seconds the requests in flight get to finish after SIGTERM.", default: 10,
        .number("SECONDS", in: 0...3600))
}
