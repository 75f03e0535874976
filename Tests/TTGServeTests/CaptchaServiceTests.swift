import Foundation
import TTGCaptcha
import TTGGeometry
import TTGPuzzle
import TTGTestSupport
import Testing

/// The captcha protocol through `ttg-render serve`: challenges issued over HTTP, drops judged by the
/// service, pass tokens redeemed once. The answers are read from the store's file, as only the
/// service can; drags are synthetic human ones (``SyntheticDrags``).
@Suite(.timed) struct CaptchaServiceTests {
    static let secret = "correct horse battery staple"

    /// A service with the captcha on, over `store` (an address) or else a fresh SQLite store; the
    /// store's address. Its work is priced from `workRate`, a slow hash rate by default (these tests
    /// are about the protocol, and a solver at the real price would spend seconds a drop); nil for
    /// the site's measured rate.
    static func service(_ extra: [String] = [], store: String? = nil, workRate: String? = "200000") throws -> (
        ServiceProcess, String
    ) {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent(
            "captcha-\(UUID().uuidString).sqlite3")
        let address = store ?? "sqlite:" + fresh.path
        let rate = workRate.map { ["--work-rate", $0] } ?? []
        let service = try ServiceProcess(["--store", address] + rate + extra, environment: ["TTG_SECRET": secret])
        return (service, address)
    }

    /// The bits a service asks at rest, as it logged them when it sized its proof of work.
    static func restBits(_ service: ServiceProcess) throws -> Int {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            // {"time": …, "level": "info", "message": "proof of work: …", "rest_bits": N, …}
            if let line = service.log.split(separator: "\n").first(where: { $0.contains("\"rest_bits\":") }),
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let bits = object["rest_bits"] as? Int
            {
                return bits
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("the service logged no proof of work: \(service.log)")
        return -1
    }

    /// The store at an address, opened by the test as the service opens it.
    static func open(_ address: String) throws -> any CaptchaStore {
        try #require(CaptchaStoreAddress(address)).open()
    }

    /// A challenge as the page gets it.
    struct Issued {
        var id: String
        var start: Point
        var work: WorkPuzzle?
        var fields: [String: Any]
    }

    static func issue(_ port: UInt16, query: String = "", headers: [String: String] = [:]) throws -> Issued {
        let response = try HTTPTestClient.post(
            "/v1/captcha" + (query.isEmpty ? "" : "?" + query), port: port, body: "", headers: headers)
        try #require(response.status == 200, "\(response.status) \(response.text)")
        #expect(response.headers["cache-control"] == "no-store")
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let start = try #require(fields["start"] as? [Double])
        let work = (fields["work"] as? [String: Any]).map {
            WorkPuzzle(salt: $0["salt"] as! String, difficulty: $0["difficulty"] as! Int)
        }
        return Issued(id: fields["id"] as! String, start: Point(start[0], start[1]), work: work, fields: fields)
    }

    /// What the service knows and the page does not: read from its store.
    static func answer(_ id: String, store: String) throws -> PuzzleAnswer {
        try #require(try open(store).challenge(id)?.answer)
    }

    /// A verify request's body: a human-like drag from the start to `target`.
    static func body(_ issued: Issued, to target: Point, seed: UInt64, nonce: String?? = nil) -> String {
        var random = SyntheticDrags.Random(seed: seed)
        let track = SyntheticDrags.human(to: target, &random, duration: 800, from: issued.start)
        let samples = track.samples.map { "[\($0.time),\($0.x),\($0.y)]" }.joined(separator: ",")
        let solved = nonce ?? issued.work.map { NativeSolver.solve($0, challenge: issued.id).nonce }
        let nonceField = solved.map { ",\"nonce\":\"\($0)\"" } ?? ""
        return "{\"drop\":[\(target.x),\(target.y)],\"track\":[\(samples)]\(nonceField)}"
    }

    static func verify(_ port: UInt16, _ issued: Issued, body: String) throws -> (Int, [String: Any]) {
        let response = try HTTPTestClient.post("/v1/captcha/\(issued.id)/verify", port: port, body: body)
        let fields = (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
        return (response.status, fields)
    }

    static func siteverify(_ port: UInt16, token: String, secret: String = secret) throws -> (Int, [String: Any]) {
        let response = try HTTPTestClient.post(
            "/v1/siteverify", port: port, body: "{\"secret\":\"\(secret)\",\"token\":\"\(token)\"}")
        return (response.status, try JSONSerialization.jsonObject(with: Data(response.body)) as! [String: Any])
    }

    /// Waits out the service's minimum time between issue and drop.
    static func waitLikeAPerson() { Thread.sleep(forTimeInterval: CaptchaPolicy().minimumSeconds + 0.1) }

    /// A verify body answering with arrow keys: Shift steps of 10 points then steps of 1 along x,
    /// then along y, a person's varying intervals with a pause between axes; and the drop they
    /// reach.
    static func keysBody(_ issued: Issued, to target: Point, offset: Double) -> (
        body: String, drop: Point, seconds: Double
    ) {
        let (dx, dy) = (Int((target.x - issued.start.x).rounded()), Int((target.y - issued.start.y).rounded()))
        var steps: [(Double, Double)] = []
        for (distance, isX) in [(dx, true), (dy, false)] {
            let sign = distance >= 0 ? 1.0 : -1.0
            for step in Array(repeating: 10.0, count: abs(distance) / 10)
                + Array(repeating: 1, count: abs(distance) % 10)
            {
                steps.append(isX ? (step * sign, 0) : (0, step * sign))
            }
        }
        var (time, x, y) = (700 + offset, issued.start.x, issued.start.y)
        var samples = ["[0,\(x),\(y)]"]
        for (index, step) in steps.enumerated() {
            time += index == 0 ? 0 : (steps[index - 1].1 == 0) != (step.1 == 0) ? 350 : 90 + Double(index % 7) * 13
            (x, y) = (x + step.0, y + step.1)
            samples.append("[\(time),\(x),\(y)]")
        }
        let nonce = issued.work.map { ",\"nonce\":\"\(NativeSolver.solve($0, challenge: issued.id).nonce)\"" } ?? ""
        let body = "{\"input\":\"keys\",\"drop\":[\(x),\(y)],\"track\":[\(samples.joined(separator: ","))]\(nonce)}"
        return (body, Point(x, y), time / 1000)
    }

    /// A verify body answering with one click on `target`, pressed `press` ms after the puzzle
    /// showed and held `hold` ms.
    static func clickBody(_ issued: Issued, at target: Point, press: Double, hold: Double) -> String {
        let nonce = issued.work.map { ",\"nonce\":\"\(NativeSolver.solve($0, challenge: issued.id).nonce)\"" } ?? ""
        return "{\"input\":\"click\",\"drop\":[\(target.x),\(target.y)],"
            + "\"track\":[[\(press),\(target.x),\(target.y)],[\(press + hold),\(target.x),\(target.y)]]\(nonce)}"
    }

    /// siteverify says which input earned a pass, and keys or a click replayed on another
    /// challenge from the same network are refused as replays.
    @Test func siteverifySaysWhichInputEarnedThePassAndReplaysAreRefused() throws {
        let (service, store) = try Self.service()
        defer { service.stop() }
        var inputs: [String] = []
        for input in ["drag", "keys", "click"] {
            let issued = try Self.issue(service.port)
            let blank = try Self.answer(issued.id, store: store).blank
            let keys = Self.keysBody(issued, to: blank, offset: 0)
            let body =
                switch input {
                case "keys": keys.body
                case "click": Self.clickBody(issued, at: blank, press: 1234, hold: 97)
                default: Self.body(issued, to: blank, seed: 5)
                }
            // Long enough for the track to fit in the time since the challenge was issued.
            Thread.sleep(forTimeInterval: input == "keys" ? keys.seconds + 0.5 : 1.3)
            let (_, verdict) = try Self.verify(service.port, issued, body: body)
            let token = try #require(verdict["token"] as? String, "\(input): \(verdict)")
            let (_, answer) = try Self.siteverify(service.port, token: token)
            inputs.append(answer["input"] as? String ?? "none")
            #expect(answer["method"] as? String == "puzzle")
        }
        #expect(inputs == ["drag", "keys", "click"])
        // The same click timing, 3 ms off, on a new challenge: a replay.
        let issued = try Self.issue(service.port)
        let blank = try Self.answer(issued.id, store: store).blank
        Self.waitLikeAPerson()
        let (_, replayed) = try Self.verify(
            service.port, issued, body: Self.clickBody(issued, at: blank, press: 1237, hold: 95))
        #expect(replayed["result"] as? String != "verified", "\(replayed)")
        let metrics = try HTTPTestClient.get("/metrics", port: service.metricsPort)
        #expect(metrics.text.contains("reason=\"replayedTrack\",input=\"click\""), "\(metrics.text)")
    }

    @Test func aPersonVerifiesOnceAndTheSiteRedeemsOnce() throws {
        let (service, store) = try Self.service()
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        // The page never sees the answer: no field of the challenge holds the hole's position.
        let answer = try Self.answer(issued.id, store: store)
        #expect(!String(describing: issued.fields).contains("\(Int(answer.blank.x)), \(Int(answer.blank.y))"))
        #expect(issued.work?.difficulty == (try Self.restBits(service)))
        Self.waitLikeAPerson()
        let (status, verdict) = try Self.verify(
            service.port, issued, body: Self.body(issued, to: answer.blank, seed: 1))
        #expect(status == 200)
        #expect(verdict["result"] as? String == "verified")
        let token = try #require(verdict["token"] as? String)
        // The challenge verifies once.
        let (again, _) = try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 2))
        #expect(again == 409)
        // A wrong secret redeems nothing and spends nothing.
        #expect(try Self.siteverify(service.port, token: token, secret: "not the secret at all").0 == 403)
        let (first, redeemed) = try Self.siteverify(service.port, token: token)
        #expect(first == 200 && redeemed["success"] as? Bool == true && redeemed["challenge"] as? String == issued.id)
        let (_, second) = try Self.siteverify(service.port, token: token)
        #expect(second["success"] as? Bool == false)
        #expect(second["error-codes"] as? [String] == ["already-redeemed"])
        // An altered token is not one of this service's.
        let altered = String(token.dropLast()) + (token.hasSuffix("0") ? "1" : "0")
        #expect(
            try Self.siteverify(service.port, token: altered).1["error-codes"] as? [String] == [
                "invalid-input-response"
            ])
    }

    /// The pictures come by URL, at the page's pixel density with the same geometry (a strict page
    /// policy allows no `data:` image), and siteverify says, as reCAPTCHA does, when the challenge
    /// was issued and to which page's host.
    @Test func picturesComeByURLAndSiteverifySaysWhereAndWhen() throws {
        let shop = "https://shop.example:8443"
        let (service, store) = try Self.service(["--allow-origin", shop])
        defer { service.stop() }
        let before = Date().timeIntervalSince1970.rounded(.down)
        let issued = try Self.issue(service.port, query: "scale=2", headers: ["Origin": shop])
        #expect(issued.fields["scale"] as? Double == 2)
        let canvas = try #require(issued.fields["canvas"] as? [Double])
        let url = try #require(issued.fields["background"] as? String)
        #expect(url == "/v1/captcha/\(issued.id)/background.png")
        let picture = try HTTPTestClient.get(url, port: service.port)
        #expect(picture.status == 200 && picture.headers["content-type"] == "image/png")
        #expect(picture.headers["cross-origin-resource-policy"] == "cross-origin")
        #expect(picture.headers["cache-control"]?.hasPrefix("private") == true)
        let size = try #require(Self.pngSize(picture.body))
        #expect(Double(size.width) == 2 * canvas[0] && Double(size.height) == 2 * canvas[1])
        let piece = try HTTPTestClient.get(try #require(issued.fields["piece"] as? String), port: service.port)
        #expect(piece.status == 200)
        #expect(
            try HTTPTestClient.get("/v1/captcha/\(String(repeating: "0", count: 32))/piece.png", port: service.port)
                .status == 404)
        // At 1× and 3× the same canvas in points, at their own density.
        for scale in [1, 3] {
            let other = try Self.issue(service.port, query: "scale=\(scale)")
            #expect(other.fields["canvas"] as? [Double] == canvas)
            let bytes = try HTTPTestClient.get(try #require(other.fields["background"] as? String), port: service.port)
                .body
            #expect(Self.pngSize(bytes)?.width == scale * Int(canvas[0]))
        }
        for (query, parameter) in [("scale=4", "scale"), ("scale=2.0", "scale"), ("size=2", "size")] {
            let refused = try HTTPTestClient.post("/v1/captcha?" + query, port: service.port, body: "")
            #expect(refused.status == 400, "\(query)")
            #expect(refused.text.contains("\"parameter\":\"\(parameter)\""), "\(query): \(refused.text)")
        }
        // Solved, the token redeems with the page's host and the time of issue.
        let answer = try Self.answer(issued.id, store: store)
        Self.waitLikeAPerson()
        let (_, verdict) = try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 4))
        let token = try #require(verdict["token"] as? String)
        let (status, redeemed) = try Self.siteverify(service.port, token: token)
        #expect(status == 200 && redeemed["success"] as? Bool == true)
        #expect(redeemed["hostname"] as? String == "shop.example")
        #expect(redeemed["origin"] as? String == shop)
        let stamp = try #require(redeemed["challenge_ts"] as? String)
        let issuedAt = try #require(ISO8601DateFormatter().date(from: stamp)).timeIntervalSince1970
        #expect(issuedAt >= before && issuedAt <= Date().timeIntervalSince1970, "\(stamp)")
        // A page of an origin not allowed reads why it is refused (CORS on the 403), nothing more.
        let refused = try HTTPTestClient.post(
            "/v1/captcha", port: service.port, body: "", headers: ["Origin": "https://elsewhere.example"])
        #expect(refused.status == 403)
        #expect(refused.headers["access-control-allow-origin"] == "https://elsewhere.example")
        #expect(refused.text.contains("--allow-origin") && !refused.text.contains(shop))
    }

    /// A PNG's size as its header (IHDR, the first chunk) gives it.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// A challenge asked for without a page (no `Origin`): its token redeems with an empty hostname.
    @Test func aTokenEarnedWithoutAPageHasNoHostname() throws {
        let (service, store) = try Self.service()
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        let answer = try Self.answer(issued.id, store: store)
        Self.waitLikeAPerson()
        let (_, verdict) = try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 5))
        let (_, redeemed) = try Self.siteverify(service.port, token: try #require(verdict["token"] as? String))
        #expect(redeemed["hostname"] as? String == "")
        #expect(redeemed["origin"] == nil)
        #expect(redeemed["challenge_ts"] is String)
    }

    /// The work is priced from the site's highest native rate, kept in the store: a node that
    /// measures less (a busy machine, a slower core) charges what the fastest measurement says.
    @Test func everyNodePricesFromTheSitesHighestRate() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("rate-\(UUID().uuidString).sqlite3")
        let address = "sqlite:" + fresh.path
        // A rate no machine here reaches, as if measured on another node.
        #expect(try Self.open(address).raiseHashRate(5e9) == 5e9)
        let (service, _) = try Self.service(store: address, workRate: nil)
        defer { service.stop() }
        let expected = WorkScale(rest: 0.3, pressure: 2, cap: 10, hashRate: 5e9)
        #expect(try Self.restBits(service) == expected.restBits, "\(service.log)")
        #expect(service.log.contains("5000000 k hashes a CPU-second, the site's highest native rate"), "\(service.log)")
        #expect(try Self.issue(service.port).work?.difficulty == expected.restBits)
        // This node's own measurement was lower, and did not lower the site's rate.
        #expect(try Self.open(address).raiseHashRate(0) == 5e9)
    }

    /// Renders at their budget in every slot, and more waiting, delay no challenge: the captcha
    /// draws in slots of its own, its requests on workers of their own.
    @Test func picturesAtTheirBudgetDoNotDelayAChallenge() throws {
        let (service, _) = try Self.service(["--threads", "1", "--queue", "4", "--timeout", "3", "--budget", "6"])
        defer { service.stop() }
        let group = DispatchGroup()
        let statuses = ThreadSafeList<Int>()
        for index in 0..<3 {
            DispatchQueue.global().async(group: group) {
                let slow = "/v1/emoji.gif?to=5&transition=10&fps=50&size=600&rate=\(index)"
                let response = try? HTTPTestClient.get(slow, port: service.port, timeout: 30)
                statuses.append(response?.status ?? -1)
            }
        }
        Thread.sleep(forTimeInterval: 0.5)
        for _ in 0..<3 {
            let started = Date()
            let response = try HTTPTestClient.post("/v1/captcha", port: service.port, body: "")
            #expect(response.status == 200, "\(response.status) \(response.text)")
            #expect(Date().timeIntervalSince(started) < 2.5, "\(Date().timeIntervalSince(started)) s")
        }
        group.wait()
        // The pictures did hold the slot: one ran to its budget, the others waited past --timeout.
        #expect(statuses.items.sorted() == [503, 503, 503], "\(statuses.items)")
    }

    @Test func theFirstDecoyHitLocksForGood() throws {
        let (service, store) = try Self.service()
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        let answer = try Self.answer(issued.id, store: store)
        let decoy = try #require(answer.decoys.first)
        Self.waitLikeAPerson()
        #expect(
            try Self.verify(service.port, issued, body: Self.body(issued, to: decoy, seed: 3)).1["result"] as? String
                == "locked")
        let (_, after) = try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 4))
        #expect(after["result"] as? String == "locked")
        #expect(after["token"] == nil)
    }

    @Test func missesLockAtMaxRetriesAndADropTooSoonCounts() throws {
        let (service, store) = try Self.service(["--max-retries", "2"])
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        let answer = try Self.answer(issued.id, store: store)
        // At once: on the hole, but sooner than a person could.
        let (_, early) = try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 5))
        #expect(early["result"] as? String == "failed")
        #expect(early["retriesLeft"] as? Int == 1)
        Self.waitLikeAPerson()
        // Past the tolerance on x from the hole, and off every decoy.
        let miss = Point(answer.blank.x + answer.tolerance + 4, answer.blank.y)
        #expect(
            !answer.decoys.contains { abs($0.x - miss.x) <= answer.tolerance && abs($0.y - miss.y) <= answer.tolerance }
        )
        #expect(
            try Self.verify(service.port, issued, body: Self.body(issued, to: miss, seed: 6)).1["result"] as? String
                == "locked")
        #expect(
            try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 7)).1["result"]
                as? String == "locked")
        let metrics = try HTTPTestClient.get("/metrics", port: service.metricsPort).text
        #expect(metrics.contains("ttg_captcha_verdicts_total{result=\"failed\",reason=\"tooFast\",input=\"drag\"} 1"))
        #expect(metrics.contains("ttg_captcha_verdicts_total{result=\"locked\",reason=\"miss\",input=\"drag\"} 1"))
    }

    @Test func aTrackAcceptedOnceIsRefusedOnAnotherChallenge() throws {
        let (service, store) = try Self.service()
        defer { service.stop() }
        let first = try Self.issue(service.port)
        let second = try Self.issue(service.port)
        let (a, b) = (try Self.answer(first.id, store: store), try Self.answer(second.id, store: store))
        Self.waitLikeAPerson()
        #expect(
            try Self.verify(service.port, first, body: Self.body(first, to: a.blank, seed: 8)).1["result"] as? String
                == "verified")
        // The same drag (same seed: same tremor and rhythm), moved to the other challenge's hole.
        var replay = Self.body(second, to: b.blank, seed: 8)
        #expect(try Self.verify(service.port, second, body: replay).1["result"] as? String == "failed")
        replay = Self.body(second, to: b.blank, seed: 9)
        #expect(try Self.verify(service.port, second, body: replay).1["result"] as? String == "verified")
        #expect(
            try HTTPTestClient.get("/metrics", port: service.metricsPort).text.contains(
                "reason=\"replayedTrack\",input=\"drag\"} 1"))
    }

    @Test func aDropWithoutTheProofOfWorkIsRefusedAndNotCounted() throws {
        let (service, store) = try Self.service(["--work", "0.5"])
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        #expect(issued.work?.difficulty == (try Self.restBits(service)))
        let answer = try Self.answer(issued.id, store: store)
        Self.waitLikeAPerson()
        let (status, refusal) = try Self.verify(
            service.port, issued, body: Self.body(issued, to: answer.blank, seed: 10, nonce: .some(nil)))
        #expect(status == 403 && refusal["parameter"] as? String == "nonce")
        let (wrong, _) = try Self.verify(
            service.port, issued, body: Self.body(issued, to: answer.blank, seed: 10, nonce: "12"))
        #expect(wrong == 403 || issued.work!.isSolved(challenge: issued.id, nonce: "12"))
        #expect(try Self.answer(issued.id, store: store).verifier == answer.verifier)
        #expect(try Self.open(store).challenge(issued.id)?.failures == 0)
        #expect(
            try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 10)).1["result"]
                as? String == "verified")
    }

    /// Asks `port` for a challenge as the client at `forwarded` behind a proxy; the status.
    static func ask(_ port: UInt16, as forwarded: String? = nil) throws -> Int {
        try HTTPTestClient.post(
            "/v1/captcha", port: port, body: "", headers: forwarded.map { ["X-Forwarded-For": $0] } ?? [:]
        ).status
    }

    /// One network asking two nodes on one store gets one burst between them, then 429 from both.
    @Test(arguments: ["sqlite", "redis"]) func oneNetworkGetsOneBurstFromTwoNodes(kind: String) throws {
        let redis = kind == "redis" ? try RedisServerProcess() : nil
        defer { redis?.stop() }
        let options = ["--challenge-rate", "1", "--work", "0"]
        let (one, store) = try Self.service(options, store: redis.map { "redis://127.0.0.1:\($0.port)/0" })
        defer { one.stop() }
        let (two, _) = try Self.service(options, store: store)
        defer { two.stop() }
        let statuses = try (0..<12).map { try Self.ask($0 % 2 == 0 ? one.port : two.port) }
        #expect(statuses == Array(repeating: 200, count: 10) + [429, 429])
        let refused = try HTTPTestClient.post("/v1/captcha", port: one.port, body: "")
        #expect(Int(refused.headers["retry-after"] ?? "") ?? 0 >= 1)
    }

    /// Asking as fast as it can for a while, one network gets the same challenges from two nodes as
    /// from one: its burst and the rate for the time it asked (bounded: 3 s a run).
    @Test func oneNetworksRateOverTwoNodesIsOneNodes() throws {
        func challenges(nodes: Int) throws -> (issued: Int, expected: Double) {
            // One a second: asking flat out is far faster, even on a loaded machine, so the limit binds.
            let options = ["--challenge-rate", "60", "--work", "0"]
            let (first, store) = try Self.service(options)
            let services = try [first] + (1..<nodes).map { _ in try Self.service(options, store: store).0 }
            defer { for service in services { service.stop() } }
            let start = Date()
            var issued = 0
            var index = 0
            while Date().timeIntervalSince(start) < 3 {
                if try Self.ask(services[index % nodes].port) == 200 { issued += 1 }
                index += 1
            }
            return (issued, 10 + Date().timeIntervalSince(start) * 60 / 60)
        }
        for nodes in [1, 2] {
            let (issued, expected) = try challenges(nodes: nodes)
            #expect(
                abs(Double(issued) - expected) <= max(1.5, expected * 0.1), "\(nodes) nodes: \(issued) of \(expected)")
        }
    }

    /// Behind a trusted proxy each forwarded client is counted in its own network, an IPv6 one by
    /// its /64; a peer nobody trusts is one client whatever it forwards.
    @Test func trustedProxiesNameTheClientsNetwork() throws {
        let (service, _) = try Self.service(["--challenge-rate", "1", "--work", "0", "--trust-proxy", "127.0.0.1,::1"])
        defer { service.stop() }
        let first = try (0..<11).map { _ in try Self.ask(service.port, as: "203.0.113.9, 192.0.2.1") }
        #expect(first == Array(repeating: 200, count: 10) + [429])
        #expect(try Self.ask(service.port, as: "192.0.2.2") == 200)
        let six = try (0..<10).map { try Self.ask(service.port, as: "2001:db8:5:6::\(String($0 + 1, radix: 16))") }
        #expect(six == Array(repeating: 200, count: 10))
        #expect(try Self.ask(service.port, as: "2001:db8:5:6:ffff::1") == 429)
        #expect(try Self.ask(service.port, as: "2001:db8:5:7::1") == 200)

        let (untrusting, _) = try Self.service(["--challenge-rate", "1", "--work", "0"])
        defer { untrusting.stop() }
        let forged = try (0..<11).map { try Self.ask(untrusting.port, as: "192.0.2.\($0 + 1)") }
        #expect(forged == Array(repeating: 200, count: 10) + [429])
    }

    /// A challenge answered from another network fails and is charged to its issuer: the issuer's
    /// next challenge asks two bits more, the other network's does not.
    @Test func aDropFromAnotherNetworkFailsForTheIssuer() throws {
        let (service, store) = try Self.service(["--trust-proxy", "127.0.0.1"])
        defer { service.stop() }
        func issue(as client: String) throws -> Issued {
            let response = try HTTPTestClient.post(
                "/v1/captcha", port: service.port, body: "", headers: ["X-Forwarded-For": client])
            try #require(response.status == 200, "\(response.text)")
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            let start = try #require(fields["start"] as? [Double])
            let work = try #require(fields["work"] as? [String: Any])
            return Issued(
                id: fields["id"] as! String, start: Point(start[0], start[1]),
                work: WorkPuzzle(salt: work["salt"] as! String, difficulty: work["difficulty"] as! Int), fields: fields)
        }
        func verify(_ issued: Issued, as client: String, body: String) throws -> [String: Any] {
            let response = try HTTPTestClient.post(
                "/v1/captcha/\(issued.id)/verify", port: service.port, body: body, headers: ["X-Forwarded-For": client])
            return (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
        }
        let rest = try Self.restBits(service)
        let issued = try issue(as: "192.0.2.1")
        #expect(issued.work?.difficulty == rest)
        let answer = try Self.answer(issued.id, store: store)
        Self.waitLikeAPerson()
        let perfect = Self.body(issued, to: answer.blank, seed: 21)
        let stolen = try verify(issued, as: "198.51.100.1", body: perfect)
        #expect(stolen["result"] as? String == "failed")
        #expect(stolen["retriesLeft"] as? Int == 2)
        #expect(try verify(issued, as: "192.0.2.1", body: perfect)["result"] as? String == "verified")
        #expect(try issue(as: "192.0.2.1").work?.difficulty == rest + 2)
        #expect(try issue(as: "198.51.100.1").work?.difficulty == rest)
    }

    @Test func badRequestsGetClearErrors() throws {
        let (service, _) = try Self.service()
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        let path = "/v1/captcha/\(issued.id)/verify"
        let cases: [(String, Int, String?)] = [
            ("not json", 400, nil), ("{\"drop\":[1],\"track\":[]}", 400, "drop"),
            ("{\"drop\":[1,2],\"track\":[[0,1]]}", 400, "track"), ("{\"drop\":[1,true],\"track\":[]}", 400, "drop"),
            ("{\"drop\":[1,2],\"track\":[[5,1,2],[4,1,2]]}", 400, "track"),
            ("{\"drop\":[1,2],\"track\":[],\"input\":\"voice\"}", 400, "input"),
        ]
        for (body, status, parameter) in cases {
            let response = try HTTPTestClient.post(path, port: service.port, body: body)
            #expect(response.status == status, "\(body): \(response.text)")
            let fields = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            #expect(fields?["parameter"] as? String == parameter, "\(body): \(response.text)")
            #expect((fields?["error"] as? String)?.isEmpty == false)
        }
        let unknown = try HTTPTestClient.post(
            "/v1/captcha/\(String(repeating: "0", count: 32))/verify", port: service.port,
            body: "{\"drop\":[1,2],\"track\":[]}")
        #expect(unknown.status == 404)
        let large = try HTTPTestClient.post(path, port: service.port, body: String(repeating: " ", count: 70_000))
        #expect(large.status == 413)
        #expect(try HTTPTestClient.get("/v1/captcha", port: service.port).status == 405)
    }

    /// For people who cannot see the picture, a deployer may offer a challenge of proof of work
    /// alone: no picture, the pressure level of work, a person's minimum time; its token says
    /// `"method": "work"` at siteverify, a puzzle's `"puzzle"`. Off by default.
    @Test func aChallengeWithoutAPictureIsWorkAloneAndSaysSo() throws {
        let (off, _) = try Self.service()
        defer { off.stop() }
        #expect(try HTTPTestClient.post("/v1/captcha?method=work", port: off.port, body: "").status == 404)
        let (service, store) = try Self.service(["--work-only-challenges", "--work-pressure", "0.01"])
        defer { service.stop() }
        #expect(try HTTPTestClient.post("/v1/captcha?method=voice", port: service.port, body: "").status == 400)
        let asked = Date()
        let response = try HTTPTestClient.post("/v1/captcha?method=work", port: service.port, body: "")
        try #require(response.status == 200, "\(response.text)")
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(fields["method"] as? String == "work")
        #expect(fields["background"] == nil && fields["piece"] == nil)
        let work = try #require(fields["work"] as? [String: Any])
        let puzzle = WorkPuzzle(salt: work["salt"] as! String, difficulty: work["difficulty"] as! Int)
        #expect(puzzle.difficulty >= (try Self.restBits(service)))
        let id = fields["id"] as! String
        #expect(try Self.open(store).challenge(id)?.answer == nil)
        let nonce = NativeSolver.solve(puzzle, challenge: id).nonce
        let body = "{\"input\":\"work\",\"nonce\":\"\(nonce)\"}"
        // Sooner than a person's minimum after the challenge was asked for, a solved work fails;
        // scored only when this machine solved it that soon.
        var verified = try HTTPTestClient.post("/v1/captcha/\(id)/verify", port: service.port, body: body)
        if Date().timeIntervalSince(asked) < CaptchaPolicy().minimumSeconds - 0.1 {
            #expect(verified.text.contains("\"failed\""), "\(verified.text)")
            Self.waitLikeAPerson()
            verified = try HTTPTestClient.post("/v1/captcha/\(id)/verify", port: service.port, body: body)
        }
        let verdict = try #require(try JSONSerialization.jsonObject(with: Data(verified.body)) as? [String: Any])
        let token = try #require(verdict["token"] as? String, "\(verified.text)")
        let (_, answer) = try Self.siteverify(service.port, token: token)
        #expect(answer["success"] as? Bool == true)
        #expect(answer["method"] as? String == "work")
        // A puzzle's token says so too.
        let issued = try Self.issue(service.port)
        #expect(issued.fields["method"] as? String == "puzzle")
        let blank = try Self.answer(issued.id, store: store).blank
        Self.waitLikeAPerson()
        let puzzleToken = try #require(
            try Self.verify(service.port, issued, body: Self.body(issued, to: blank, seed: 30)).1["token"] as? String)
        #expect(try Self.siteverify(service.port, token: puzzleToken).1["method"] as? String == "puzzle")
        // Work alone is no answer to a puzzle.
        let other = try Self.issue(service.port)
        Self.waitLikeAPerson()
        let nonceOnly =
            "{\"input\":\"work\",\"nonce\":\"\(NativeSolver.solve(other.work!, challenge: other.id).nonce)\"}"
        #expect(try Self.verify(service.port, other, body: nonceOnly).1["result"] as? String == "failed")
    }

    /// siteverify as reCAPTCHA's: a body that cannot be read, or that lacks a field, is a 400 whose
    /// error codes name what is missing; a wrong secret is a 403.
    @Test func siteverifyNamesWhatIsMissing() throws {
        let (service, _) = try Self.service()
        defer { service.stop() }
        let cases: [(String, Int, [String])] = [
            ("", 400, ["missing-input-secret", "missing-input-response"]),
            ("{\"token\":\"x\"}", 400, ["missing-input-secret"]),
            ("secret=\(Self.secret.replacingOccurrences(of: " ", with: "+"))", 400, ["missing-input-response"]),
            ("{\"secret\":", 400, ["bad-request"]), ("{\"secret\":7,\"token\":\"x\"}", 400, ["bad-request"]),
            ("secret=%zz&response=x", 400, ["bad-request"]), ("garbage", 400, ["bad-request"]),
            ("{\"secret\":\"not the secret at all\",\"token\":\"x\"}", 403, ["invalid-input-secret"]),
            (
                "secret=\(Self.secret.replacingOccurrences(of: " ", with: "+"))&response=x", 200,
                ["invalid-input-response"]
            ),
        ]
        for (body, status, codes) in cases {
            let response = try HTTPTestClient.post("/v1/siteverify", port: service.port, body: body)
            let fields = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            #expect(response.status == status, "\(body): \(response.text)")
            #expect(fields?["error-codes"] as? [String] == codes, "\(body): \(response.text)")
            #expect(fields?["success"] as? Bool == false)
        }
    }

    @Test func theCaptchaIsOffWithoutASecret() throws {
        let service = try ServiceProcess()
        defer { service.stop() }
        let response = try HTTPTestClient.post("/v1/captcha", port: service.port, body: "")
        #expect(response.status == 404)
        #expect(response.text.contains("--secret"))
        let refused = try BinaryRunner.run(["serve", "--store", "sqlite:/tmp/x.sqlite3"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--store sets up the captcha, which is off without a secret: --secret, "))
        let badStore = try BinaryRunner.run(["serve", "--secret", Self.secret, "--store", "redis://h:99999"])
        #expect(badStore.status == 64)
        #expect(badStore.stderr.contains("--store: 'redis://h:99999' is not redis://HOST[:PORT][/DB]"))
        let unreachable = try BinaryRunner.run(["serve", "--secret", Self.secret, "--store", "redis://127.0.0.1:1/0"])
        #expect(unreachable.status == 73)
        #expect(unreachable.stderr.contains("--store: cannot reach Redis at 127.0.0.1:1/0"))
        let noFolder = try BinaryRunner.run([
            "serve", "--secret", Self.secret, "--store", "sqlite:/tmp/ttg-no-such-\(UUID().uuidString)/captcha.sqlite3",
        ])
        #expect(noFolder.status == 73)
        #expect(noFolder.stderr.contains("does not exist: create it"), "\(noFolder.stderr)")
        #expect(noFolder.stderr.split(separator: "\n").count == 1)
        let short = try BinaryRunner.run(["serve", "--secret", "short"])
        #expect(short.status == 64 && short.stderr.contains("--secret"))
    }

    /// After `kill -9` and a restart on the same store, nothing spent becomes usable again.
    @Test func aKilledServiceForgetsNothing() throws {
        let (service, store) = try Self.service()
        let verified = try Self.issue(service.port)
        let locked = try Self.issue(service.port)
        let (a, b) = (try Self.answer(verified.id, store: store), try Self.answer(locked.id, store: store))
        Self.waitLikeAPerson()
        let token = try #require(
            try Self.verify(service.port, verified, body: Self.body(verified, to: a.blank, seed: 11)).1["token"]
                as? String)
        #expect(
            try Self.verify(service.port, locked, body: Self.body(locked, to: b.decoys[0], seed: 12)).1["result"]
                as? String == "locked")
        #expect(try Self.siteverify(service.port, token: token).1["success"] as? Bool == true)
        kill(service.processIdentifier, SIGKILL)
        _ = service.stop()
        let (restarted, _) = try Self.service(store: store)
        defer { restarted.stop() }
        #expect(try Self.verify(restarted.port, verified, body: Self.body(verified, to: a.blank, seed: 13)).0 == 409)
        #expect(
            try Self.verify(restarted.port, locked, body: Self.body(locked, to: b.blank, seed: 14)).1["result"]
                as? String == "locked")
        #expect(try Self.siteverify(restarted.port, token: token).1["error-codes"] as? [String] == ["already-redeemed"])
    }

    /// `kill -9` in the middle of a load of drops and redemptions from four clients: after a restart
    /// on the same store, every answer a client got still holds. No challenge answered verified
    /// verifies again, none answered locked unlocks, no token answered redeemed redeems again.
    @Test func aServiceKilledUnderLoadKeepsEveryAnswerItGave() throws {
        let (service, store) = try Self.service(["--work", "0", "--challenge-rate", "100000"])
        let verified = ConcurrentResults<Issued>()
        let locked = ConcurrentResults<Issued>()
        let redeemed = ConcurrentResults<String>()
        let began = Date()
        DispatchQueue.concurrentPerform(iterations: 5) { client in
            if client == 4 {
                // The killer: once the clients are well under way.
                Thread.sleep(forTimeInterval: 3)
                kill(service.processIdentifier, SIGKILL)
                return
            }
            var seed = UInt64(100 * client)
            while Date().timeIntervalSince(began) < 10 {
                seed += 1
                guard let issued = try? Self.issue(service.port), let answer = try? Self.answer(issued.id, store: store)
                else { return }
                Self.waitLikeAPerson()
                let onDecoy = seed % 3 == 0
                let target = onDecoy ? answer.decoys[0] : answer.blank
                guard
                    let (_, verdict) = try? Self.verify(
                        service.port, issued, body: Self.body(issued, to: target, seed: seed))
                else { return }
                if verdict["result"] as? String == "locked" { locked.append(issued) }
                guard let token = verdict["token"] as? String else { continue }
                verified.append(issued)
                if (try? Self.siteverify(service.port, token: token))?.1["success"] as? Bool == true {
                    redeemed.append(token)
                }
            }
        }
        _ = service.stop()
        #expect(!verified.items.isEmpty && !locked.items.isEmpty && !redeemed.items.isEmpty)
        let (restarted, _) = try Self.service(store: store)
        defer { restarted.stop() }
        for issued in verified.items {
            #expect(try Self.verify(restarted.port, issued, body: Self.body(issued, to: .zero, seed: 1)).0 == 409)
        }
        for issued in locked.items {
            let answer = try Self.answer(issued.id, store: store)
            let (_, verdict) = try Self.verify(
                restarted.port, issued, body: Self.body(issued, to: answer.blank, seed: 2))
            #expect(verdict["result"] as? String == "locked")
        }
        for token in redeemed.items {
            #expect(
                try Self.siteverify(restarted.port, token: token).1["error-codes"] as? [String] == ["already-redeemed"])
        }
    }

    /// Two services on one store are one captcha: failures add up across them, a token redeemed on
    /// one is refused by the other and by `puzzle redeem`; on one SQLite file, and on one Redis.
    @Test(arguments: ["sqlite", "redis"]) func twoNodesShareOneStore(kind: String) throws {
        let redis = kind == "redis" ? try RedisServerProcess() : nil
        defer { redis?.stop() }
        let (one, store) = try Self.service(
            ["--max-retries", "2"], store: redis.map { "redis://127.0.0.1:\($0.port)/0" })
        defer { one.stop() }
        let (two, _) = try Self.service(["--max-retries", "2"], store: store)
        defer { two.stop() }
        let issued = try Self.issue(one.port)
        let answer = try Self.answer(issued.id, store: store)
        Self.waitLikeAPerson()
        let miss = Point(answer.blank.x + answer.tolerance + 4, answer.blank.y)
        #expect(
            try Self.verify(one.port, issued, body: Self.body(issued, to: miss, seed: 15)).1["result"] as? String
                == "failed")
        #expect(
            try Self.verify(two.port, issued, body: Self.body(issued, to: miss, seed: 16)).1["result"] as? String
                == "locked")
        let other = try Self.issue(two.port)
        let otherAnswer = try Self.answer(other.id, store: store)
        Self.waitLikeAPerson()
        let token = try #require(
            try Self.verify(one.port, other, body: Self.body(other, to: otherAnswer.blank, seed: 17)).1["token"]
                as? String)
        #expect(try Self.siteverify(two.port, token: token).1["success"] as? Bool == true)
        #expect(try Self.siteverify(one.port, token: token).1["success"] as? Bool == false)
        let cli = try BinaryRunner.runProgram(
            BinaryRunner.binary.path, ["puzzle", "redeem", token, "--store", store],
            environment: ["TTG_SECRET": Self.secret])
        #expect(cli.status == 1)
        #expect(cli.output == "{\"success\":false,\"error-codes\":[\"already-redeemed\"]}\n")
    }

    /// A pool rendered by `puzzle --count` is served once a challenge, across two nodes on one
    /// store; then challenges are drawn. A pool challenge verifies by its answer-file line.
    @Test func aPoolIsServedOnceThenChallengesAreDrawn() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let pool = directory.appendingPathComponent("pool").path
        let answers = directory.appendingPathComponent("answers.jsonl").path
        let made = try BinaryRunner.run([
            "puzzle", "--out-dir", pool, "--count", "3", "--answer", answers, "--axes", "both",
        ])
        try #require(made.status == 0, "\(made.stderr)")
        let arguments = ["--pool", pool, "--pool-answers", answers]
        let (one, store) = try Self.service(arguments)
        defer { one.stop() }
        let (two, _) = try Self.service(arguments, store: store)
        defer { two.stop() }
        let backgrounds = try (1...3).map { index in
            try Data(contentsOf: URL(fileURLWithPath: "\(pool)/00000\(index)/background.png")).base64EncodedString()
        }
        var served: [Issued] = []
        for index in 0..<4 { served.append(try Self.issue(index % 2 == 0 ? one.port : two.port)) }
        // Each picture loaded from the node that did not issue it: the store keeps it for both.
        let images = try served.enumerated().map { index, issued in
            let url = try #require(issued.fields["background"] as? String)
            let picture = try HTTPTestClient.get(url, port: index % 2 == 0 ? two.port : one.port)
            #expect(picture.status == 200 && picture.headers["content-type"] == "image/png", "\(url)")
            return Data(picture.body).base64EncodedString()
        }
        #expect(Set(images.prefix(3)) == Set(backgrounds))
        #expect(!backgrounds.contains(images[3]))
        // The first pool challenge, verified with the answer the pool's file gives for it.
        let first = served[0]
        let name = try #require(backgrounds.firstIndex(of: images[0])).advanced(by: 1)
        let line = try String(contentsOfFile: answers, encoding: .utf8).split(separator: "\n")[name - 1]
        let answer = try JSONDecoder().decode(PuzzleAnswer.self, from: Data(line.utf8))
        Self.waitLikeAPerson()
        #expect(
            try Self.verify(one.port, first, body: Self.body(first, to: answer.blank, seed: 19)).1["result"] as? String
                == "verified")
        let metrics =
            try HTTPTestClient.get("/metrics", port: one.metricsPort).text
            + HTTPTestClient.get("/metrics", port: two.metricsPort).text
        #expect(metrics.contains("source=\"drawn\"} 1"))
        let missing = try BinaryRunner.runProgram(
            BinaryRunner.binary.path,
            ["serve", "--pool", pool, "--pool-answers", directory.appendingPathComponent("none").path],
            in: directory, environment: ["TTG_SECRET": Self.secret])
        #expect(missing.status == 66)
        // Refused before the default store (in the working folder) was created.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("ttg-captcha.sqlite3").path))
        #expect(try BinaryRunner.run(["serve", "--secret", Self.secret, "--pool", pool]).status == 64)
    }

    /// `puzzle redeem` spends a fresh token once, exactly as siteverify does.
    @Test func puzzleRedeemSpendsATokenOnce() throws {
        let (service, store) = try Self.service()
        defer { service.stop() }
        let issued = try Self.issue(service.port)
        let answer = try Self.answer(issued.id, store: store)
        Self.waitLikeAPerson()
        let token = try #require(
            try Self.verify(service.port, issued, body: Self.body(issued, to: answer.blank, seed: 18)).1["token"]
                as? String)
        let arguments = ["puzzle", "redeem", token, "--store", store, "--secret", Self.secret]
        let first = try BinaryRunner.run(arguments)
        #expect(first.status == 0)
        // One line, siteverify's answer: the same fields in the same order.
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
        #expect(first.output.hasPrefix("{\"success\":true,\"challenge_ts\":\"") && first.output.hasSuffix("}\n"))
        #expect(fields["hostname"] as? String == "" && fields["challenge"] as? String == issued.id)
        #expect(fields["method"] as? String == "puzzle" && fields["input"] as? String == "drag")
        #expect(try BinaryRunner.run(arguments).status == 1)
        #expect(try Self.siteverify(service.port, token: token).1["error-codes"] as? [String] == ["already-redeemed"])
        let missing = try BinaryRunner.run([
            "puzzle", "redeem", token, "--store", "sqlite:/nonexistent/x", "--secret", Self.secret,
        ])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("--store"))
    }
}
