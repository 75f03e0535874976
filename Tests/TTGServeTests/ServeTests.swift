import Foundation
import TTGCodecs
import TTGHTTP
import TTGProcessSupport
import TTGTestSupport
import Testing

@testable import TTGCommands
@testable import TTGServe

/// `ttg-render serve` end to end: a real server on a free loopback port, a real client, and the
/// bytes compared with the command line's file for the same options.
@Suite(.serialized, .timed) struct ServeTests {
    /// One server for the suite's plain requests.
    static let shared = Result { try ServiceProcess() }

    static func port() throws -> UInt16 { try shared.get().port }

    /// The request's body, checked to be a 200.
    static func body(_ target: String, port: UInt16? = nil) throws -> [UInt8] {
        let response = try HTTPTestClient.get(target, port: try port ?? Self.port())
        #expect(response.status == 200, "\(target): \(response.text.prefix(300))")
        return response.body
    }

    /// The file `ttg-render` writes for `arguments` into `name`.
    static func cliFile(_ arguments: [String], name: String) throws -> [UInt8] {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(arguments + ["-o", name], in: dir)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
    }

    /// Every family and format: the response is the command line's file, byte for byte.
    @Test(arguments: [
        (
            "/v1/emoji.png?rate=4.2&preset=playful&scale=2",
            ["emoji", "--rate", "4.2", "--preset", "playful", "--scale", "2"], "emoji.png"
        ),
        ("/v1/emoji.svg?rate=1", ["emoji", "--rate", "1"], "emoji.svg"),
        ("/v1/emoji.pdf?rate=3&face=squircle", ["emoji", "--rate", "3", "--face", "squircle"], "emoji.pdf"),
        (
            "/v1/emoji.gif?rate=0&to=5&transition=0.3&fps=20",
            ["emoji", "--rate", "0", "--to", "5", "--transition", "0.3", "--fps", "20"], "emoji.gif"
        ),
        (
            "/v1/emoji.webp?rate=0&to=5&transition=0.2&fps=10&size=80",
            ["emoji", "--rate", "0", "--to", "5", "--transition", "0.2", "--fps", "10", "--size", "80"], "emoji.webp"
        ),
        ("/v1/emoji.json?rate=2&to=4", ["emoji", "--rate", "2", "--to", "4"], "emoji.json"),
        ("/v1/emoji.jpg?rate=4&quality=70", ["emoji", "--rate", "4", "--quality", "70"], "emoji.jpg"),
        (
            "/v1/emoji.jpeg?fill&background=rgba(0%2C0%2C255%2C0.5)",
            ["emoji", "--fill", "--background", "rgba(0,0,255,0.5)"], "emoji.jpg"
        ),
        ("/v1/refresh.png?background=none&composite", ["refresh", "--background", "none", "--composite"], "r.png"),
        ("/v1/refresh/auroraLoop.png", ["refresh", "--style", "auroraLoop"], "auroraLoop.png"),
        (
            "/v1/refresh/vinylSpin.gif?loop&size=40&fps=15",
            ["refresh", "--style", "vinylSpin", "--loop", "--size", "40", "--fps", "15"], "vinylSpin.gif"
        ),
        (
            "/v1/refresh.svg?state=pulling&progress=0.5", ["refresh", "--state", "pulling", "--progress", "0.5"],
            "refresh.svg"
        ),
        ("/v1/refresh/koiStream.json?loop=true", ["refresh", "--style", "koiStream", "--loop"], "koiStream.json"),
        ("/v1/puzzle.png?seed=7&scale=2", ["puzzle", "--seed", "7", "--scale", "2"], "puzzle.png"),
        (
            "/v1/puzzle.svg?blank=180,40&shape=circle", ["puzzle", "--blank", "180,40", "--shape", "circle"],
            "puzzle.svg"
        ),
        (
            "/v1/path.png?d=M10%2010%20h80%20v80%20h-80%20Z&fill=teal&canvas=100x100",
            ["path", "render", "--d", "M10 10 h80 v80 h-80 Z", "--fill", "teal", "--canvas", "100x100"], "path.png"
        ),
        (
            "/v1/path.svg?d=M0+0+C0+50+100+50+100+0&fill=none&stroke=%23FF3894&line-width=4",
            [
                "path", "render", "--d", "M0 0 C0 50 100 50 100 0", "--fill", "none", "--stroke", "#FF3894",
                "--line-width", "4",
            ], "path.svg"
        ),
        (
            "/v1/path/follow.gif?d=M-6+-4+L6+0+L-6+4+Z&along=M10+30+L90+30&cycle=0.5&fps=10",
            [
                "path", "follow", "--d", "M-6 -4 L6 0 L-6 4 Z", "--along", "M10 30 L90 30", "--cycle", "0.5",
                "--fps", "10",
            ], "follow.gif"
        ),
    ])
    func responseIsTheCommandLinesFile(target: String, arguments: [String], name: String) throws {
        #expect(try Self.body(target) == Self.cliFile(arguments, name: name), "\(target)")
    }

    @Test func textCommandsAnswerWithTheirOutput() throws {
        let styles = try Self.body("/v1/styles")
        let cli = try BinaryRunner.run(["styles", "--json"])
        #expect(styles == [UInt8](cli.stdout))
        let info = String(decoding: try Self.body("/v1/path/info?d=M0%200%20L30%2040"), as: UTF8.self)
        #expect(info.contains("\"length\":50"))
        #expect(
            try HTTPTestClient.get("/v1/path/info?d=M0+0", port: Self.port()).headers["content-type"]
                == "application/json")
    }

    /// Each picture format is served as its media type; a JPEG as image/jpeg, by either extension.
    @Test func picturesCarryTheirMediaType() throws {
        for (target, type) in [
            ("/v1/emoji.jpg", "image/jpeg"), ("/v1/emoji.jpeg?size=50", "image/jpeg"), ("/v1/emoji.png", "image/png"),
        ] {
            let response = try HTTPTestClient.get(target, port: Self.port())
            #expect(response.status == 200 && response.headers["content-type"] == type, "\(target)")
        }
        let animated = try HTTPTestClient.get("/v1/emoji.jpg?to=5&frames=3", port: Self.port())
        #expect(animated.status == 400, "\(animated.text)")
    }

    /// Errors are 400s whose JSON names the parameter and the value, as the command line's one-line errors do.
    @Test func badParametersAreRefusedByName() throws {
        let cases: [(String, Int, String?, String)] = [
            ("/v1/emoji.png?rate=abc", 400, "rate", "rate: 'abc' is not a number"),
            ("/v1/emoji.png?size=-3", 400, "size", "size: '-3'"),
            ("/v1/emoji.png?ratee=3", 400, "ratee", "did you mean 'rate'?"),
            ("/v1/emoji.png?output=/tmp/x.png", 400, "output", "the service decides it"),
            ("/v1/emoji.png?jobs=4", 400, "jobs", "the service decides it"),
            ("/v1/path.png?d=@/etc/passwd", 400, "d", "names a file; the service reads none"),
            ("/v1/emoji.png?rate=1&rate=2", 400, "rate", "given twice"),
            ("/v1/emoji.png?loop=maybe", 400, "loop", "is not true or false"),
            ("/v1/emoji.png?fps=10", 400, "fps", "applies to frames and animated files"),
            ("/v1/emoji.gif?to=5&fps=120", 400, "fps", "too fast for a GIF"),
            ("/v1/puzzle.png", 400, nil, "give seed or blank"),
            ("/v1/puzzle.png?seed=1&answer=a.txt", 400, "answer", "the service decides it"),
            ("/v1/nothing.png", 404, nil, "no such endpoint"),
            ("/v1/emoji.bmp", 404, nil, "is not a format"),
            ("/v1/emoji", 404, nil, "give the format as the extension"),
            ("/v1/styles.png", 404, nil, "answers with text"),
            ("/elsewhere", 404, nil, "no such endpoint"),
        ]
        for (target, status, parameter, words) in cases {
            let response = try HTTPTestClient.get(target, port: Self.port())
            #expect(response.status == status, "\(target): \(response.text)")
            #expect(response.headers["content-type"] == "application/json", "\(target)")
            let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            #expect((object?["error"] as? String)?.contains(words) == true, "\(target): \(response.text)")
            #expect(object?["parameter"] as? String == parameter, "\(target): \(response.text)")
        }
        let post = try HTTPTestClient.send(
            Array("POST /v1/emoji.png HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8),
            port: Self.port())
        #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD, OPTIONS")
    }

    /// The ETag names the normalized request: the same for any query order, another for another
    /// request, and If-None-Match is answered 304 with no body.
    @Test func responsesCarryAStrongETagAndRevalidate() throws {
        let port = try Self.port()
        let first = try HTTPTestClient.get("/v1/emoji.png?rate=2&scale=2", port: port)
        let reordered = try HTTPTestClient.get("/v1/emoji.png?scale=2&rate=2", port: port)
        let other = try HTTPTestClient.get("/v1/emoji.png?rate=3&scale=2", port: port)
        let etag = try #require(first.headers["etag"])
        #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/") && etag.count == 66)
        #expect(reordered.headers["etag"] == etag && reordered.body == first.body)
        #expect(other.headers["etag"] != etag)
        #expect(first.headers["cache-control"] == "max-age=86400, immutable")
        let revalidated = try HTTPTestClient.get(
            "/v1/emoji.png?rate=2&scale=2", port: port, headers: ["If-None-Match": etag])
        #expect(revalidated.status == 304 && revalidated.body.isEmpty && revalidated.headers["etag"] == etag)
        let stale = try HTTPTestClient.get(
            "/v1/emoji.png?rate=2&scale=2", port: port, headers: ["If-None-Match": "\"old\""])
        #expect(stale.status == 200 && stale.body == first.body)
    }

    /// docs/library.md's lines, as written: the routes on the service's server, in this process.
    @Test func theRoutesMountInAServerOfOnesOwn() throws {
        let routes = ServiceRoutes(threads: 2)
        let server = try HTTPServer(HTTPServer.Configuration(), handler: routes.respond)
        defer { server.stop() }
        let face = routes.respond(HTTPRequest(method: "GET", path: "/v1/emoji.png", query: "rate=4"))
        let fetched = try HTTPTestClient.get("/v1/emoji.png?rate=4", port: server.port)
        #expect(face.status == 200 && fetched.status == 200 && fetched.body == face.body)
        #expect(face.body == (try Self.cliFile(["emoji", "--rate", "4"], name: "emoji.png")))
    }

    @Test func probesAndMetrics() throws {
        let port = try Self.port()
        #expect(try HTTPTestClient.get("/healthz", port: port).text == "ok\n")
        #expect(try HTTPTestClient.get("/readyz", port: port).status == 200)
        _ = try HTTPTestClient.get("/v1/emoji.png?rate=4.5", port: port)
        _ = try HTTPTestClient.get("/v1/emoji.png?rate=4.5", port: port)
        // The metrics have a listener of their own; the service's answers 404.
        #expect(try HTTPTestClient.get("/metrics", port: port).status == 404)
        let metrics = try HTTPTestClient.get("/metrics", port: try Self.shared.get().metricsPort)
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(metrics.headers["cache-control"] == "no-store")
        for line in [
            "ttg_requests_total{route=\"emoji\",status=\"200\"}",
            "ttg_request_duration_seconds_bucket{route=\"emoji\",le=\"+Inf\"}",
            "ttg_render_duration_seconds_count", "ttg_cache_hits_total", "ttg_cache_bytes", "ttg_renders_in_flight 0",
        ] {
            #expect(metrics.text.contains(line), "\(line)")
        }
        let hits = metrics.text.split(separator: "\n").first { $0.hasPrefix("ttg_cache_hits_total ") }
        #expect(hits.flatMap { Int($0.split(separator: " ")[1]) }.map { $0 >= 1 } == true)
    }

    /// Limits from the command line and from the environment.
    @Test func limitsRefuseExpensiveRequests() throws {
        let service = try ServiceProcess(["--max-pixels", "10000"], environment: ["TTG_MAX_FRAMES": "5"])
        defer { service.stop() }
        let big = try HTTPTestClient.get("/v1/emoji.png?scale=2", port: service.port)
        #expect(big.status == 400 && big.text.contains("456x456 pixels; this service renders at most 10000"))
        let long = try HTTPTestClient.get("/v1/emoji.gif?size=40&to=5&frames=6", port: service.port)
        #expect(long.status == 400 && long.text.contains("6 frames; this service renders at most 5"), "\(long.text)")
        #expect(try HTTPTestClient.get("/v1/emoji.gif?size=40&to=5&frames=5", port: service.port).status == 200)
        let frames = try HTTPTestClient.get("/v1/emoji.png?to=5&frames=3", port: service.port)
        #expect(frames.status == 400)
    }

    /// An animation still drawing after --budget seconds stops and is answered 503; the server keeps serving.
    @Test func anAnimationPastItsBudgetIsStopped() throws {
        let service = try ServiceProcess(["--budget", "0.05"])
        defer { service.stop() }
        let started = Date()
        let slow = try HTTPTestClient.get("/v1/emoji.gif?to=5&transition=10&fps=50&size=300", port: service.port)
        #expect(slow.status == 503 && slow.headers["retry-after"] == "1", "\(slow.text)")
        #expect(slow.text.contains("more than its 0.05 s budget"), "\(slow.text)")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(try HTTPTestClient.get("/v1/emoji.gif?to=5&frames=2&size=40", port: service.port).status == 200)
    }

    /// Past the render slots and the waiting line, a request is answered 503 with Retry-After at once.
    @Test func busyServiceAnswers503() throws {
        let service = try ServiceProcess(["--threads", "1", "--queue", "0"])
        defer { service.stop() }
        let slow = "/v1/emoji.gif?to=5&transition=4&fps=30&size=400"
        let started = Date()
        let statuses = ThreadSafeList<Int>()
        let group = DispatchGroup()
        for index in 0..<3 {
            DispatchQueue.global().async(group: group) {
                Thread.sleep(forTimeInterval: Double(index) * 0.05)
                let target = slow + "&rate=\(index)"
                statuses.append((try? HTTPTestClient.get(target, port: service.port).status) ?? -1)
            }
        }
        group.wait()
        let answered = statuses.items
        #expect(
            answered.contains(200) && answered.contains(503), "\(answered) in \(Date().timeIntervalSince(started)) s")
        let busy = try HTTPTestClient.get("/healthz", port: service.port)
        #expect(busy.status == 200)
    }

    /// Malformed and hostile requests get a 4xx or are closed, and the server keeps serving.
    @Test func malformedRequestsDoNotStopTheServer() throws {
        let service = try ServiceProcess(["--timeout", "1"])
        defer { service.stop() }
        let port = service.port
        let badEscape = try HTTPTestClient.get("/v1/emoji.png?rate=%zz", port: port)
        #expect((400..<500).contains(badEscape.status), "\(badEscape.status)")
        let hugeQuery =
            "/v1/emoji.png?d=" + String(repeating: "M0 0", count: 20_000).replacingOccurrences(of: " ", with: "+")
        let huge = try HTTPTestClient.get(hugeQuery, port: port)
        #expect((400..<500).contains(huge.status) || huge.status == 0, "\(huge.status)")
        var flood = "GET /healthz HTTP/1.1\r\nHost: x\r\n"
        for index in 0..<5_000 { flood += "X-Flood-\(index): \(String(repeating: "a", count: 20))\r\n" }
        let flooded = try HTTPTestClient.send(Array((flood + "\r\n").utf8), port: port)
        #expect((400..<500).contains(flooded.status) || flooded.status == 0, "\(flooded.status)")
        // Headers byte by byte, quickly: answered as any request.
        let trickle = try HTTPTestClient.send(
            Array("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8), port: port, chunk: 1,
            pause: 0.002)
        #expect(trickle.status == 200)
        // A client that stops in the middle of its headers is closed after --timeout.
        let started = Date()
        let stalled = try HTTPTestClient.exchange(Array("GET /healthz HTTP/1.1\r\nHost:".utf8), port: port, timeout: 10)
        #expect(Date().timeIntervalSince(started) < 5, "closed after \(Date().timeIntervalSince(started)) s")
        #expect(stalled.isEmpty || String(decoding: stalled, as: UTF8.self).hasPrefix("HTTP/1.1 4"))
        #expect(try HTTPTestClient.get("/v1/emoji.png?rate=1", port: port).status == 200)
    }

    /// Numbers on the wire read by their grammar: a chunk size with a sign (which ended the process
    /// with a trap), past every integer, or in a line ending in a bare LF is answered 400 or 413,
    /// and the node lives on.
    @Test func hostileFramingIsRefusedAndTheNodeLivesOn() throws {
        let service = try ServiceProcess(["--secret", "hostile-framing-secret-01"])
        defer { service.stop() }
        let head = "POST /v1/siteverify HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        let cases: [(String, Int)] = [
            (head + "-1\r\nab\r\n0\r\n\r\n", 400), (head + "+2\r\nab\r\n0\r\n\r\n", 400),
            (head + "-0\r\n\r\n", 400), (head + "FFFFFFFFFFFFFFFFFFFF\r\nab\r\n0\r\n\r\n", 413),
            (head + "8000000000000000\r\n", 413), (head + "2\nab\r\n0\r\n\r\n", 400),
            (head + "2 ;x\r\nab\r\n0\r\n\r\n", 400),
            ("POST /v1/siteverify HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
            ("GET /healthz HTTP/1.1\nHost: x\r\n\r\n", 400), ("GET /healthz HTTP/1.1\r\nHost: x\n\n", 400),
        ]
        for (request, status) in cases {
            let response = try HTTPTestClient.send(Array(request.utf8), port: service.port)
            #expect(response.status == status, "\(request.debugDescription)")
        }
        #expect(try HTTPTestClient.get("/healthz", port: service.port).status == 200)
        let (exit, log) = service.stop()
        #expect(exit == 0, "\(log)")
    }

    /// Path data whose bounds no integer holds in pixels (found by the query fuzzer: the pixel
    /// size trapped converting to Int) is refused with a 4xx, and the node lives on.
    @Test func pathDataPastEveryPixelCountIsRefused() throws {
        let service = try ServiceProcess()
        defer { service.stop() }
        let huge = "M0+0+C0+52+1+0" + String(repeating: "1", count: 90) + "050+100+0"
        for target in ["/v1/path.svg?d=\(huge)&stroke=red&fill=none", "/v1/path.png?d=M0+0+L1e300+1e300"] {
            let response = try HTTPTestClient.get(target, port: service.port)
            #expect((400..<500).contains(response.status), "\(target): \(response.status) \(response.text)")
        }
        #expect(try HTTPTestClient.get("/healthz", port: service.port).status == 200)
        #expect(service.stop().status == 0)
    }

    /// SIGTERM stops new connections, lets the request in flight finish, and exits 0.
    @Test func sigtermLetsRequestsInFlightFinish() throws {
        let service = try ServiceProcess()
        let port = service.port
        let slow = ThreadSafeList<HTTPTestClient.Response>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            if let response = try? HTTPTestClient.get("/v1/emoji.gif?to=5&transition=2&fps=30&size=100", port: port) {
                slow.append(response)
            }
        }
        Thread.sleep(forTimeInterval: 0.3)
        service.terminate()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(throws: (any Error).self) { try HTTPTestClient.get("/healthz", port: port, timeout: 2) }
        group.wait()
        let (status, log) = service.stop()
        #expect(status == 0, "\(log.suffix(300))")
        #expect(slow.items.first?.status == 200)
        #expect(slow.items.first.map { Array($0.body.prefix(6)) } == Array("GIF89a".utf8))
        #expect(log.split(separator: "\n").last?.contains("\"message\":\"stopped\"") == true, "\(log.suffix(300))")
    }

    /// One JSON line a request on standard error.
    @Test func accessLogIsOneJSONLineARequest() throws {
        let service = try ServiceProcess()
        _ = try HTTPTestClient.get("/v1/emoji.png?rate=1", port: service.port)
        _ = try HTTPTestClient.get("/v1/emoji.png?rate=x", port: service.port)
        let (_, log) = service.stop()
        let lines = log.split(separator: "\n").filter { $0.contains("\"method\":") }
        #expect(lines.count == 2)
        let statuses = try lines.map { line -> Int in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["path"] as? String == "/v1/emoji.png")
            return object?["status"] as? Int ?? 0
        }
        #expect(statuses == [200, 400])
    }
}

/// A list appended to from several threads.
final class ThreadSafeList<Element>: @unchecked Sendable {
    private var storage: [Element] = []
    private let lock = NSLock()
    func append(_ element: Element) { lock.withLock { storage.append(element) } }
    var items: [Element] { lock.withLock { storage } }
}

/// The playground page in headless Chromium, driven over the DevTools protocol
/// (`Tests/playground_check.py`): a control changed as a person would, then the command line the
/// page shows is run, and its file must be the picture the page displays, byte for byte.
@Suite struct PlaygroundTests {
    static func drive(_ steps: [[String: String]], port: UInt16) throws -> (
        command: String, rendered: String, picture: [UInt8]
    ) {
        let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/playground_check.py").path
        let stepsJSON = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
        let result = try BinaryRunner.runProgram(
            "/usr/bin/python3", [script, "http://127.0.0.1:\(port)/", stepsJSON],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        try #require(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: String])
        let picture = try #require(Data(base64Encoded: object["picture"] ?? ""))
        return (object["command"] ?? "", object["rendered"] ?? "", [UInt8](picture))
    }

    /// Runs the page's command line as a shell would read it and returns the file it writes.
    static func run(_ command: String) throws -> [UInt8] {
        let words = ShellWords.split(command)
        try #require(words.first == "ttg-render" && words.dropLast().last == "-o", "\(command)")
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(Array(words.dropFirst()), in: dir)
        try #require(result.status == 0, "\(command): \(result.stderr)")
        return try [UInt8](Data(contentsOf: dir.appendingPathComponent(words.last!)))
    }

    @Test func changedControlsUpdateThePictureAndTheCommandLine() throws {
        let service = try ServiceProcess()
        defer { service.stop() }
        let emoji = try Self.drive(
            [["id": "option-rate", "value": "1.5"], ["id": "option-face", "value": "squircle"]], port: service.port)
        #expect(emoji.command == "ttg-render emoji --rate 1.5 --face squircle -o emoji.png")
        #expect(emoji.rendered == "/v1/emoji.png?rate=1.5&face=squircle")
        #expect(emoji.picture == (try Self.run(emoji.command)))
        let glyph = try Self.drive(
            [
                ["id": "family", "value": "1"], ["id": "option-style", "value": "vinylSpin"],
                ["id": "format", "value": "svg"],
            ],
            port: service.port)
        #expect(glyph.command == "ttg-render refresh --style vinylSpin -o refresh.svg", "\(glyph.command)")
        #expect(glyph.picture == (try Self.run(glyph.command)))
    }

    /// A slider whose option is unset (emoji's --to) shows no thumb until it is moved, and one
    /// whose option has a default (--rate) shows its thumb: the thumb's blue pixels counted in
    /// Chromium's screenshots of each slider (`Tests/playground_slider_check.py`).
    @Test func anUnsetSliderShowsNoThumb() throws {
        let service = try ServiceProcess()
        defer { service.stop() }
        let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/playground_slider_check.py").path
        let result = try BinaryRunner.runProgram(
            "/usr/bin/python3", [script, "http://127.0.0.1:\(service.port)/"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        try #require(result.status == 0, "\(result.stderr)")
        let counts = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Int])
        #expect(counts["unset"] == 0, "\(counts)")
        #expect((counts["moved"] ?? 0) > 50 && (counts["withDefault"] ?? 0) > 50, "\(counts)")
    }

    /// A color typed with an alpha the color picker cannot hold is sent as typed, and a JPEG is shown.
    @Test func typedColorsKeepTheirAlpha() throws {
        let service = try ServiceProcess()
        defer { service.stop() }
        let face = try Self.drive(
            [["id": "option-background", "value": "rgba(255, 0, 0, 0.5)"]], port: service.port)
        #expect(face.command == "ttg-render emoji --rate 3.5 --background 'rgba(255, 0, 0, 0.5)' -o emoji.png")
        #expect(face.picture == (try Self.run(face.command)))
        #expect(abs(Int(try loadPNG(bytes: face.picture).pixel(x: 0, y: 0).alpha) - 128) <= 1)
        let jpeg = try Self.drive(
            [["id": "format", "value": "jpg"], ["id": "option-background", "value": "hsl(120 100% 25%)"]],
            port: service.port)
        #expect(jpeg.command == "ttg-render emoji --rate 3.5 --background 'hsl(120 100% 25%)' -o emoji.jpg")
        #expect(jpeg.picture == (try Self.run(jpeg.command)))
    }

    /// Every option of every family on the page has a control, made from its declaration.
    @Test func everyServedOptionHasAControl() throws {
        let page = Playground.page(root: CommandTree.rendering)
        for family in Playground.families {
            let command = try #require(CommandTree.rendering.subcommand(at: family.words))
            for option in command.options where !option.isCommandLineOnly {
                #expect(page.contains("\"name\":\"\(option.name)\""), "\(family.words) \(option.name)")
            }
        }
        #expect(page.contains("\"name\":\"rate\",") && page.contains("\"kind\":\"number\",\"min\":0,\"max\":5"))
    }
}
