import Foundation
import TTGArguments
import TTGBase
import TTGCaptcha
import TTGCommands
import TTGExport
import TTGGeometry
import TTGHTTP

/// `ttg-render serve`: the renderer as an HTTP service, declared here with the application that
/// runs it and handed to the command line's tree by the executable. Every render command is an endpoint whose
/// query keys are the command's long option names; responses are the bytes the command writes.
package enum ServeCommand: CommandDeclaration {
    package static let name = "serve"

    package static let spec = CommandSpec(
        name: name,
        abstract: "Serve every render command over HTTP: GET /v1/emoji.png?rate=4.2 answers with the file.",
        discussion: """
            Endpoints: /v1/emoji.EXT, /v1/refresh.EXT or /v1/refresh/STYLE.EXT, /v1/puzzle.EXT (with
            seed or blank), /v1/path.EXT (path render), /v1/path/follow.EXT, where EXT is png, svg,
            pdf, gif, webp or json (Lottie); the text commands /v1/styles, /v1/path/info,
            /v1/path/contains, /v1/path/trim, /v1/path/point-at and /v1/path/transform; /healthz
            and /readyz; /metrics (Prometheus) on a listener of its own, with --metrics-listen. Query keys are the long option names, read through
            the same declarations, so defaults, ranges and errors are the command line's; a flag is
            key, key=true or key=false. The service owns where output goes and reads no file: -o,
            --format (the extension says it), --jobs, --shard, --json and the file options are
            refused, as is a value starting with '@'. An error is a 400 with
            {"error": …, "parameter": …}.

            Responses are deterministic: each carries a strong ETag made of the normalized request
            and the version, answers If-None-Match with 304 (If-Match and If-Unmodified-Since with
            412 where they fail), and says Cache-Control: immutable. Pages on the origins
            --allow-origin names may read the renders (any page with *) and use the captcha. Rendered bodies are kept in memory up to --cache bytes, least recently used
            dropped first. At most --threads renders run at once and --queue more wait up to
            --timeout seconds; past that the answer is 503 with Retry-After. A picture of more than
            --max-pixels pixels or an animation of more than --max-frames frames is refused, and an
            animation still drawing after --budget seconds is stopped and answered 503.

            With a secret (--secret; better --secret-file FILE, or systemd's credential ttg-secret
            read from $CREDENTIALS_DIRECTORY) the service is also a puzzle captcha. POST
            /v1/captcha issues a challenge (its id, the background and piece as PNG data URLs, the
            start, a proof of work to solve; never the answer); POST /v1/captcha/ID/verify with
            {"drop": [x, y], "track": [[ms, x, y], …], "nonce": …} answers verified (with a pass
            token), failed or locked. The service holds the rules: a challenge verifies once and
            expires after --challenge-lifetime; a drop on a decoy locks it, as do --max-retries
            misses; a drop sooner than a person could make it, a track longer than the service's
            own clock allows, or a track already accepted on another challenge counts as a miss.
            The site's backend redeems the token once with POST /v1/siteverify {"secret", "token"}
            (or 'ttg-render puzzle redeem'). Challenges, remembered tracks and tokens live in
            --store, which several processes may share. With --pool DIR --pool-answers FILE (from
            'puzzle --out-dir DIR --count N --answer FILE') challenges come from the pool, each
            served once by all the processes on the store, and are drawn once it is used up. Each address gets --challenge-rate
            challenges a minute after a burst of ten (429 past that), and --work bits of proof of
            work, more after its failures and bursts.

            Every option can also come from the environment, TTG_ and its name in capitals
            (TTG_LISTEN=0.0.0.0:8080); the command line wins, and a TTG_ variable serve does not read
            is warned about when it starts (a misspelt name). SIGTERM or SIGINT closes the
            listener, answers what still arrives on open connections with Connection: close,
            and exits 0 once none is open or --drain seconds have passed. Standard error has one
            JSON object a line (requests and events); the address goes to standard output.

            For example:
              ttg-render serve --listen 0.0.0.0:8080 --threads 4 --cache 256MiB
              curl -o face.png 'http://127.0.0.1:8080/v1/emoji.png?rate=4.2&preset=playful&scale=2'
            """,
        options: options.specs,
        environment: environment,
        plan: { arguments in
            let variables = ProcessInfo.processInfo.environment
            for warning in UnknownVariables.warnings(variables) { ServiceLog.write(.warning, warning) }
            let settings: Settings
            do {
                settings = try Settings(try withEnvironment(arguments, variables), environment: variables)
            } catch let error as CLIError {
                throw namingVariables(error, arguments, variables)
            }
            return CommandPlan.perform { try run(settings) }
        })

    package static let options = ServeOptions()

    /// The options read, before the server starts.
    package struct Settings: Sendable {
        package var listen: ListenAddress
        package var metricsListen: ListenAddress?
        package var crossOrigin: CrossOriginPolicy
        package var threads: Int
        package var queue: Int
        package var cacheBytes: Int
        package var limits: ServiceLimits
        package var drain: Double
        package var connectionTimeout: Double
        /// Connections open at once, and from one client network.
        package var connections: (total: Int, perNetwork: Int)
        /// Who a request's client is, and the network its connections, rate and failures count in.
        package var networks: ClientNetworks
        /// The captcha's settings; nil when it is off (no secret).
        package var captcha: CaptchaSettings?

        /// The settings `arguments` give, the captcha's secret perhaps from the credential in the
        /// folder `environment` names (``CaptchaSecret``).
        init(_ arguments: ParsedArguments, environment: [String: String] = [:]) throws {
            listen = try arguments[options.listen]
            metricsListen = try arguments[options.metricsListen]
            crossOrigin = try arguments[options.allowOrigin] ?? CrossOriginPolicy()
            if let metricsListen, metricsListen == listen, listen.port != 0 {
                throw CLIError.usage(
                    "\(options.metricsListen.flag): is the service's own address; give the metrics one of their own")
            }
            threads = try arguments[options.threads]
            queue = try arguments[options.queue]
            cacheBytes = try arguments[options.cache]
            limits = ServiceLimits(
                pixels: try arguments[options.maxPixels], frames: try arguments[options.maxFrames],
                wait: try arguments[options.timeout], budget: try arguments[options.budget],
                maxAge: try arguments[options.maxAge])
            drain = try arguments[options.drain]
            connectionTimeout = try arguments[options.timeout]
            connections = (try arguments[options.connections], try arguments[options.connectionsPerNetwork])
            networks = ClientNetworks(
                proxies: try arguments[options.trustProxy] ?? TrustedProxies([]),
                ipv4Prefix: try arguments[options.ipv4Prefix], ipv6Prefix: try arguments[options.ipv6Prefix])
            captcha = try CaptchaSettings(arguments, environment: environment)
        }
    }

    /// The captcha's options, read when a secret turns it on.
    package struct CaptchaSettings: Sendable {
        package var secret: String
        package var store: CaptchaStoreAddress
        /// The policy; its proof of work is sized when the service starts, from ``work``.
        package var policy: CaptchaPolicy
        /// What the proof of work costs, and the hash rate it is priced from when the deployer set one.
        package var work: WorkPricing
        /// Whether a challenge of proof of work alone may be asked for.
        package var workOnlyChallenges: Bool
        package var challengesPerMinute: Double
        /// The pool's folder and answers file.
        package var pool: (directory: String, answers: String)?

        /// The shortest secret accepted: 16 characters (96 bits or more when random).
        package static let minimumSecret = 16

        init?(_ arguments: ParsedArguments, environment: [String: String]) throws {
            let found = try CaptchaSecret.resolve(
                given: try arguments[options.secret], file: try arguments[options.secretFile],
                secretOption: options.secret.flag, fileOption: options.secretFile.flag, environment: environment)
            guard let found else {
                let captchaOptions = [
                    options.store.spec, options.challengeLifetime.spec, options.tokenLifetime.spec,
                    options.maxRetries.spec, options.work.spec,
                    options.workPressure.spec, options.workCap.spec, options.workRate.spec,
                    options.workOnlyChallenges.spec,
                    options.challengeRate.spec, options.pool.spec, options.poolAnswers.spec,
                ]
                if let given = captchaOptions.first(where: { arguments.has($0.name) }) {
                    throw CLIError.usage(
                        "\(given.flag) sets up the captcha, which is off without a secret: \(options.secret.flag), "
                            + "\(options.secretFile.flag) or the credential \(CaptchaSecret.credential)")
                }
                return nil
            }
            guard found.text.count >= Self.minimumSecret else {
                throw found.refusal("is \(found.text.count) characters; a secret needs \(Self.minimumSecret) or more")
            }
            secret = found.text
            store = try arguments[options.store]
            policy = CaptchaPolicy()
            policy.lifetime = try arguments[options.challengeLifetime]
            policy.maxRetries = try arguments[options.maxRetries]
            policy.tokenLifetime = try arguments[options.tokenLifetime]
            work = WorkPricing(
                rest: try arguments[options.work], pressure: try arguments[options.workPressure],
                cap: try arguments[options.workCap], fixedRate: try arguments[options.workRate])
            workOnlyChallenges = arguments[options.workOnlyChallenges]
            challengesPerMinute = try arguments[options.challengeRate]
            switch (try arguments[options.pool], try arguments[options.poolAnswers]) {
            case (let directory?, let answers?): pool = (directory, answers)
            case (nil, nil): pool = nil
            case (_?, nil): throw CLIError.usage("\(options.pool.flag) needs \(options.poolAnswers.flag) FILE")
            case (nil, _?): throw CLIError.usage("\(options.poolAnswers.flag) goes with \(options.pool.flag) DIR")
            }
        }
    }

    /// The options as given, with each one left out taken from its environment variable
    /// (`TTG_MAX_PIXELS` for `--max-pixels`).
    static func withEnvironment(_ arguments: ParsedArguments, _ environment: [String: String]) throws
        -> ParsedArguments
    {
        var occurrences: [ParsedArguments.Occurrence] = []
        for spec in options.specs where takesVariable(spec, arguments) {
            guard let value = environment[variable(spec)] else { continue }
            occurrences.append(ParsedArguments.Occurrence(name: spec.name, value: value))
        }
        return ParsedArguments(occurrences: occurrences + arguments.occurrences, positionals: arguments.positionals)
    }

    /// Options that give one thing two ways: either on the command line keeps the other's variable
    /// unread, so `--secret-file` wins over `TTG_SECRET` as `--secret` does.
    static let alternatives: [Set<String>] = [[options.secret.spec.name, options.secretFile.spec.name]]

    /// Whether `spec`'s variable is read: neither it nor an alternative to it is on the command line.
    static func takesVariable(_ spec: OptionSpec, _ arguments: ParsedArguments) -> Bool {
        let names = alternatives.first { $0.contains(spec.name) } ?? [spec.name]
        return !names.contains { arguments.has($0) }
    }

    /// One variable for each option: what the option does, the command line winning; and systemd's
    /// folder of credentials, where the secret may be.
    static var environment: [EnvironmentVariable] {
        let redeemReads = [CaptchaSecret.variable, CaptchaSecret.fileVariable]
        let optionVariables = options.specs.map { spec in
            let variable = variable(spec)
            var help = "serve \(spec.flagName) (the command line wins): \(HelpFormatter.describe(spec))"
            if let fallback = spec.defaultText { help += " [default: \(fallback)]" }
            if redeemReads.contains(variable) {
                help +=
                    " puzzle redeem reads it too when neither \(PuzzleRedeemCommand.secret.flag) nor "
                    + "\(PuzzleRedeemCommand.secretFile.flag) is given."
            }
            return EnvironmentVariable(variable, help: help)
        }
        let credentials = EnvironmentVariable(
            CaptchaSecret.credentialsDirectoryVariable,
            help: "Set by systemd (LoadCredential=): when no secret is given, serve and puzzle redeem read it from "
                + "the credential \(CaptchaSecret.credential) in this folder.")
        return optionVariables + [credentials]
    }

    /// `error` with each option whose value came from the environment named by its variable, as
    /// `TTG_CACHE (environment)`: the command line never said `--cache`.
    static func namingVariables(_ error: CLIError, _ arguments: ParsedArguments, _ environment: [String: String])
        -> CLIError
    {
        var error = error
        for spec in options.specs where takesVariable(spec, arguments) && environment[variable(spec)] != nil {
            error.message = error.message.naming(option: spec.name, as: variable(spec) + " (environment)")
        }
        return error
    }

    /// `TTG_MAX_PIXELS` for `--max-pixels`.
    static func variable(_ spec: OptionSpec) -> String {
        "TTG_" + spec.name.uppercased().replacingOccurrences(of: "-", with: "_")
    }

    /// Starts the service with `settings` and serves until SIGTERM or SIGINT.
    static func run(_ settings: Settings) throws -> ExitStatus { try ServiceHost.run(settings) }
}

/// Where the service listens: an address or host name, and a port.
package struct ListenAddress: Sendable, Equatable {
    package var host: String
    package var port: UInt16

    /// `127.0.0.1:8080`, `[::1]:8080`, `localhost:8080`.
    package func shown(port: UInt16) -> String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

extension ArgumentValue where Value == ListenAddress {
    /// `HOST:PORT` with a numeric IPv4 address, a bracketed IPv6 one or a host name (resolved
    /// when the server starts, which listens on every address it names); port 0 picks a free port.
    static var listenAddress: Self {
        ArgumentValue(
            "HOST:PORT",
            parse: { text, option in
                guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else {
                    throw CLIError.badValue(option, text, "is not of the form HOST:PORT (port 0…65535)")
                }
                var host = String(text[..<colon])
                var v6 = in6_addr()
                if host.hasPrefix("["), host.hasSuffix("]") {
                    host = String(host.dropFirst().dropLast())
                    guard inet_pton(AF_INET6, host, &v6) == 1 else {
                        throw CLIError.badValue(option, text, "has no IPv6 address between its brackets")
                    }
                } else if inet_pton(AF_INET6, host, &v6) == 1 {
                    throw CLIError.badValue(option, text, "needs its IPv6 address in brackets: [\(host)]:\(port)")
                }
                let hostCharacters = host.utf8.allSatisfy {
                    (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
                        || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":")
                }
                guard !host.isEmpty, hostCharacters else {
                    throw CLIError.badValue(
                        option, text, "needs an address or a host name (127.0.0.1, 0.0.0.0, [::1], localhost)")
                }
                return ListenAddress(host: host, port: port)
            }, format: { $0.shown(port: $0.port) })
    }
}

extension ArgumentValue where Value == CrossOriginPolicy {
    /// `*` or origins (`https://shop.example`), comma-separated.
    static var origins: Self {
        ArgumentValue(
            "ORIGIN,…",
            parse: { text, option in
                switch CrossOriginPolicy.parse(text) {
                case .success(let policy): return policy
                case .failure(let error):
                    throw CLIError.badValue(
                        option, text,
                        "has '\(error.entry)', which is not an origin (https://host or http://host:port, no path) or *")
                }
            },
            format: { policy in
                ((policy.anyOrigin ? ["*"] : []) + policy.origins.sorted()).joined(separator: ",")
            })
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
package struct ServeOptions: OptionGroup {
    private static let limits = ServiceLimits()
    package let listen = Option(
        "listen", help: "Address or host name, and port; port 0 picks a free one.",
        default: ListenAddress(host: "127.0.0.1", port: 8080), .listenAddress)
    package let metricsListen = Option(
        "metrics-listen",
        help: "Where /metrics (Prometheus) is served, apart from the service, whose listener answers it 404.",
        shown: "none: no metrics", .listenAddress)
    package let allowOrigin = Option(
        "allow-origin",
        help: "Origins whose pages may read the renders and use the captcha (CORS), comma-separated; * lets "
            + "any page read the renders, never the captcha.",
        shown: "none: the service's own pages only", .origins)
    package let threads = Option(
        "threads", help: "Renders that run at once.", default: ProcessInfo.processInfo.activeProcessorCount,
        shown: "the number of cores", .integer(in: 1...256))
    package let queue = Option(
        "queue", help: "Requests that may wait for a render; more are answered 503.", default: 64,
        .integer(in: 0...100_000))
    package let cache = Option(
        "cache", help: "Bytes of rendered responses kept in memory.", default: 64 << 20, .byteSize)
    package let maxPixels = Option(
        "max-pixels", help: "Most pixels in one picture or frame.", default: Self.limits.pixels,
        .integer(in: 1...(1 << 28)))
    package let maxFrames = Option(
        "max-frames", help: "Most frames in one animation.", default: Self.limits.frames, .integer(in: 1...100_000))
    package let timeout = Option(
        "timeout", help: "Seconds a request may wait for a render slot, and a silent connection stays open.",
        default: Self.limits.wait, .number("SECONDS", in: .above(0, upTo: 3600)))
    package let budget = Option(
        "budget", help: "Seconds an animation's frames may take to draw; past them it stops, answered 503.",
        default: Self.limits.budget, .number("SECONDS", in: .above(0, upTo: 3600)))
    package let maxAge = Option(
        "max-age", help: "Cache-Control max-age of a rendered response, in seconds.", default: Self.limits.maxAge,
        .integer(in: 0...31_536_000))
    package let drain = Option(
        "drain", help: "Seconds after SIGTERM the open connections get to be answered and closed.", default: 10,
        .number("SECONDS", in: 0...3600))
    package let connections = Option(
        "connections",
        help: "Connections open at once; when all are, the busiest client network's longest idle one makes room.",
        default: 256, .integer(in: 1...1_000_000))
    package let connectionsPerNetwork = Option(
        "connections-per-network",
        help: "Connections open at once from one client network (--ipv4-prefix, --ipv6-prefix); past them its "
            + "own longest idle one makes room. A --trust-proxy proxy has no such bound.",
        default: 64, .integer(in: 1...1_000_000))
    package let trustProxy = Option(
        "trust-proxy",
        help: "Proxies (addresses or CIDR blocks, comma-separated) whose X-Forwarded-For, or else Forwarded, names "
            + "the client: its rightmost address that is not one of them.",
        shown: "none: each peer is its own client", .addressBlocks)
    package let ipv4Prefix = Option(
        "ipv4-prefix",
        help: "Leading bits of an IPv4 address that name one client network: for its connections, the rate and "
            + "the work.", default: ClientNetworks.defaultIPv4Prefix, .integer("BITS", in: 8...32))
    package let ipv6Prefix = Option(
        "ipv6-prefix",
        help: "Leading bits of an IPv6 address that name one client network: for its connections, the rate and "
            + "the work.", default: ClientNetworks.defaultIPv6Prefix, .integer("BITS", in: 16...128))

    // The captcha.
    private static let policy = CaptchaPolicy()
    package let secret = Option(
        "secret",
        help: "The site's secret, 16 characters or more: turns the captcha on, signs its pass tokens and is what "
            + "siteverify asks for. Prefer --secret-file or systemd's credential ttg-secret: a command line is "
            + "visible to every user, and a unit's Environment= to systemctl show.",
        shown: "--secret-file, else the credential ttg-secret, else none: the captcha is off", .text("SECRET"))
    package let secretFile = CaptchaSecret.fileOption
    package let store = CaptchaStoreOption.store
    package let challengeLifetime = Option(
        "challenge-lifetime", help: "Seconds a challenge may be answered.", default: Self.policy.lifetime,
        .number("SECONDS", in: .above(0, upTo: 3600)))
    package let tokenLifetime = Option(
        "token-lifetime",
        help: "Seconds a pass token may be redeemed after the verdict; the widget clears it then and fires "
            + "ttg-captcha-expired.", default: Self.policy.tokenLifetime, .number("SECONDS", in: .above(0, upTo: 86400))
    )
    package let maxRetries = Option(
        "max-retries", help: "Misses that lock a challenge; a drop on a decoy locks it at once.",
        default: Self.policy.maxRetries, .integer(in: 1...20))
    package let work = Option(
        "work",
        help: "Seconds of proof of work (SHA-256) a person's browser pays at rest, median, priced from the "
            + "site's native hash rate (--work-rate); 0 asks for none.",
        default: 0.3, .number("SECONDS", in: 0...60))
    package let workPressure = Option(
        "work-pressure",
        help: "CPU-seconds of work a native solver pays at least, on average, for a network failing twice or "
            + "more and for everyone while challenges are asked four times faster than the site's baseline.",
        default: 2, .number("SECONDS", in: .above(0, upTo: 3600)))
    package let workCap = Option(
        "work-cap", help: "CPU-seconds of work a native solver pays at most for one challenge.", default: 10,
        .number("SECONDS", in: .above(0, upTo: 86400)))
    package let workRate = Option(
        "work-rate",
        help: "Native SHA-256 hashes a CPU-second the work is priced from (ttg-bench captcha prints this machine's). "
            + "Unset, each node measures the best native solver on one core when it starts and every node prices "
            + "from the highest rate any node of the store has measured.",
        shown: "the site's highest measured rate", .number("HASHES", in: .above(0, upTo: 1e12)))
    package let workOnlyChallenges = Flag(
        "work-only-challenges",
        help: "Offer people who cannot see the picture a challenge of proof of work alone, at the --work-pressure "
            + "cost; siteverify says \"method\": \"work\" for its tokens, so the site can add checks of its own.")
    package let challengeRate = Option(
        "challenge-rate",
        help: "Challenges a client network gets a minute, on every node together, after a burst of ten; more are "
            + "answered 429.",
        default: 20, .number("N", in: .above(0, upTo: 100_000)))
    package let pool = Option(
        "pool",
        help: "A folder of challenges rendered by puzzle --out-dir DIR --count N, served once each before any is "
            + "drawn; needs --pool-answers.", .directory)
    package let poolAnswers = Option("pool-answers", help: "The pool's answers (puzzle --answer FILE).", .file)
}
