import Foundation
import TTGBase
import TTGCaptcha
import TTGCommands
import TTGExport
import TTGGeometry
import TTGHTTP
import TTGPuzzle
import TTGScene

/// The captcha's HTTP face: issues challenges, judges drops and redeems pass tokens through a
/// ``CaptchaAuthority`` and its store; draws the pictures with ``CaptchaDrawing``.
///
/// - `POST /v1/captcha[?scale=2]`: a new challenge — its id, `method` (`puzzle`), the URLs of the
///   background and the piece (PNG, at `scale` pixels a point: 1, 2 or 3, the page's device pixel
///   ratio; `scale` says what they are), the canvas, the piece's start and origin in its image,
///   the expiry and the proof of work to solve. `Cache-Control: no-store`. At most the rules' rate
///   per client network (on every node together, kept in the store), else 429. With
///   `?method=work` (where the service offers it), a challenge of proof of work alone, at the
///   pressure level: its id and work, no picture.
/// - `GET /v1/captcha/{id}/background.png` and `…/piece.png`: the pictures, kept in the store
///   until the challenge expires, so any node serves them; 404 once it has.
/// - `POST /v1/captcha/{id}/verify` with `{"drop": [x, y], "track": [[ms, x, y], …], "input": "drag",
///   "nonce": "…"}` (`input`: `drag`, the default, `keys` or `click`):
///   `{"result": "verified", "token": …}`, `{"result": "failed", "retriesLeft": n}` or
///   `{"result": "locked"}`; 404 unknown, 410 expired, 409 already verified, 403 no proof of work.
/// - `POST /v1/siteverify` with the site's `secret` and the `token` (JSON, or a form with `secret`
///   and `response` as reCAPTCHA's): `{"success": true, "challenge_ts": …, "hostname": …, …}`
///   once, then `{"success": false, "error-codes": […]}`.
final class CaptchaEndpoints: Sendable {
    let authority: CaptchaAuthority
    let drawing: CaptchaDrawing
    /// Challenges rendered ahead, served before any is drawn; nil to draw every one.
    let pool: CaptchaPool?
    /// The secret a site's backend proves itself with at `siteverify`.
    private let secret: String
    /// Who a request's client is, and the network its rate and failures are counted in.
    let networks: ClientNetworks
    let gate: RenderGate
    let metrics: ServiceMetrics
    /// Seconds a request may wait for a slot to draw a challenge.
    let wait: Double
    /// Whether a challenge of proof of work alone, with no picture, may be asked for.
    let workOnlyChallenges: Bool
    /// Told of each store error, which marks the store down for `/readyz`; nil to only log them.
    let storeHealth: StoreHealth?

    init(
        authority: CaptchaAuthority, drawing: CaptchaDrawing, pool: CaptchaPool?, secret: String,
        networks: ClientNetworks,
        gate: RenderGate, metrics: ServiceMetrics, wait: Double, workOnlyChallenges: Bool,
        storeHealth: StoreHealth? = nil
    ) {
        self.authority = authority
        self.drawing = drawing
        self.pool = pool
        self.secret = secret
        self.networks = networks
        self.gate = gate
        self.metrics = metrics
        self.wait = wait
        self.workOnlyChallenges = workOnlyChallenges
        self.storeHealth = storeHealth
        Self.declareMetrics(in: metrics)
    }

    /// Whether a challenge of proof of work alone is offered: asked for, and there is work to ask.
    private var offersWorkOnly: Bool { workOnlyChallenges && authority.work.restBits > 0 }

    /// True for the paths this answers.
    static func handles(_ path: String) -> Bool {
        path == "/v1/captcha" || path.hasPrefix("/v1/captcha/") || path == "/v1/siteverify"
    }

    /// The picture a path names (`/v1/captcha/{id}/piece.png`): the challenge's id and which; nil
    /// for any other path.
    static func picture(_ path: String) -> (challenge: String, name: CaptchaPictures.Name)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // "", "v1", "captcha", ID, "piece.png"
        guard parts.count == 5, parts[1] == "v1", parts[2] == "captcha", isIdentifier(parts[3]),
            parts[4].hasSuffix(".png"), let name = CaptchaPictures.Name(rawValue: String(parts[4].dropLast(4)))
        else { return nil }
        return (String(parts[3]), name)
    }

    /// The route's name for the metrics, and the response.
    func respond(_ request: HTTPRequest) -> (route: String, response: HTTPResponse) {
        if let (challenge, name) = Self.picture(request.path) {
            do { return ("picture", try picture(name, of: challenge)) } catch {
                return ("picture", storeUnreachable(.picture, error))
            }
        }
        guard request.method == "POST" else {
            var response = HTTPError(405, "method \(request.method) is not allowed; use POST").response
            response.headers.append(("Allow", "POST"))
            return ("captcha", response)
        }
        let now = Date().timeIntervalSince1970
        let client = networks.network(of: request)
        do {
            if request.path == "/v1/captcha" { return ("captcha", try issue(request, client: client, now: now)) }
            if request.path == "/v1/siteverify" { return ("siteverify", try siteverify(request, now: now)) }
            let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
            // "", "v1", "captcha", ID, "verify"
            guard parts.count == 5, parts[4] == "verify", Self.isIdentifier(parts[3]) else {
                return ("captcha", HTTPError(404, "no such endpoint: \(request.path)").response)
            }
            return ("verify", try verify(String(parts[3]), request, client: client, now: now))
        } catch let error as CaptchaStoreError {
            let kind: StoreHealth.Kind =
                request.path == "/v1/captcha" ? .issue : request.path == "/v1/siteverify" ? .siteverify : .verify
            return ("captcha", storeUnreachable(kind, error))
        } catch {
            return ("captcha", HTTPError(500, "cannot answer: \(error)").response)
        }
    }

    /// The 503 of a store that failed at `kind`, which the store's health (the metrics, `/readyz`)
    /// and the log say.
    private func storeUnreachable(_ kind: StoreHealth.Kind, _ error: any Error) -> HTTPResponse {
        if let storeHealth {
            storeHealth.failed(kind, error)
        } else {
            ServiceLog.write(.warning, "captcha store operation failed", [("error", .string("\(error)"))])
        }
        return HTTPError(503, "the captcha store cannot be reached; try again").response
    }

    /// A challenge's picture as long as the challenge lasts: private to the page's cache, which
    /// may keep it that long, and loadable by a page of any origin (`<img>` needs no CORS; a page
    /// with `Cross-Origin-Embedder-Policy` needs the resource policy).
    private func picture(_ name: CaptchaPictures.Name, of challenge: String) throws -> HTTPResponse {
        let now = Date().timeIntervalSince1970
        guard let png = try authority.store.picture(name, challenge: challenge, now: now) else {
            return HTTPError(404, "no such picture (its challenge may have expired); ask for a new one").response
        }
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", "image/png"),
                ("Cache-Control", "private, max-age=\(Int(authority.policy.lifetime)), immutable"),
                ("Cross-Origin-Resource-Policy", "cross-origin"),
            ], body: png)
    }

    /// What a challenge's query asks: proof of work alone, or the puzzle at a pixel density.
    private func challengeQuery(_ request: HTTPRequest) throws(HTTPError) -> (workOnly: Bool, scale: Int) {
        var (workOnly, scale) = (false, 1)
        for (name, value) in try request.parameters() {
            switch name {
            case "method" where value == "work":
                guard offersWorkOnly else {
                    throw HTTPError(
                        404, "challenges without a picture are off (serve --work-only-challenges, with --work above 0)")
                }
                workOnly = true
            case "method" where value == "puzzle": workOnly = false
            case "method": throw HTTPError(400, "method: is puzzle or work", parameter: "method")
            case "scale":
                guard let number = Int(value), CaptchaDrawing.scales.contains(number) else {
                    throw HTTPError(
                        400,
                        "scale: is 1, 2 or 3 (the page's device pixel ratio, rounded up)",
                        parameter: "scale")
                }
                scale = number
            default:
                throw HTTPError(400, "\(name): is not a parameter of a challenge (method, scale)", parameter: name)
            }
        }
        return (workOnly, scale)
    }

    private func issue(_ request: HTTPRequest, client: String, now: Double) throws -> HTTPResponse {
        let workOnly: Bool
        let scale: Int
        do { (workOnly, scale) = try challengeQuery(request) } catch { return error.response }
        let origin = request.headers["origin"]
        var workBits: Int
        switch try authority.admit(client, now: now) {
        case .admitted(let bits): workBits = bits
        case .refused(let retryAfter):
            let seconds = Int(retryAfter.rounded(.up))
            metrics.count("ttg_captcha_refused_total", help: Self.refusedHelp, labels: "reason=\"rate\"")
            return HTTPError(
                429, "too many challenges from this network; try again in \(seconds) s", retryAfter: max(1, seconds)
            ).response
        }
        var fields: [(String, JSON)]
        let challenge: CaptchaChallenge
        if workOnly {
            // No picture to read, so the work must cost what a failing bot pays.
            workBits = max(workBits, authority.work.pressureBits)
            challenge = try authority.issue(nil, client: client, origin: origin, workBits: workBits, now: now)
            metrics.count(
                "ttg_captcha_challenges_total", help: Self.challengesHelp, labels: "source=\"workOnly\"")
            fields = [("id", .string(challenge.id)), ("method", .string("work"))]
        } else {
            let drawing = self.drawing
            let store = authority.store
            var source = "pool"
            var made = try pool?.next(claim: { try store.claim($0) })
            if made == nil {
                source = "drawn"
                made = try gate.run(until: Date().addingTimeInterval(wait), { try drawing.challenge(scale: scale) })
            }
            guard let drawn = made else {
                return HTTPError(503, "every render slot is busy; try again", retryAfter: 1).response
            }
            challenge = try authority.issue(
                drawn.answer, client: client, origin: origin, workBits: workBits, now: Date().timeIntervalSince1970)
            try authority.store.insertPictures(
                CaptchaPictures(background: drawn.background, piece: drawn.piece), challenge: challenge.id,
                until: challenge.expiresAt)
            metrics.count("ttg_captcha_challenges_total", help: Self.challengesHelp, labels: "source=\"\(source)\"")
            let answer = drawn.answer
            let pictures = "/v1/captcha/\(challenge.id)/"
            fields = [
                ("id", .string(challenge.id)), ("method", .string("puzzle")),
                ("background", .string(pictures + "background.png")), ("piece", .string(pictures + "piece.png")),
                ("scale", .number(Self.pixelWidth(drawn.background).map { $0 / answer.canvas.width } ?? 1)),
                ("canvas", .pair(answer.canvas.width, answer.canvas.height)),
                ("pieceSize", .pair(answer.size.width, answer.size.height)),
                ("pieceOrigin", .pair(answer.pieceOrigin?.x ?? 0, answer.pieceOrigin?.y ?? 0)),
                ("start", .pair(answer.start.x, answer.start.y)), ("axes", .string(answer.axes.rawValue)),
            ]
            if offersWorkOnly {
                fields.append(("alternatives", .array([.string("work")])))
            }
        }
        fields.append(("expiresIn", .number(authority.policy.lifetime)))
        if let work = challenge.work {
            fields.append(
                ("work", .object([("salt", .string(work.salt)), ("difficulty", .number(Double(work.difficulty)))])))
        }
        return Self.json(200, .object(fields))
    }

    private func verify(_ id: String, _ request: HTTPRequest, client: String, now: Double) throws -> HTTPResponse {
        let attempt: CaptchaAttempt
        switch Self.attempt(request.body) {
        case .success(let parsed): attempt = parsed
        case .failure(let problem): return problem.response
        }
        let (verdict, token) = try authority.verify(id, attempt, client: client, now: now)
        let input = "input=\"\(attempt.input.rawValue)\""
        switch verdict {
        case .refused(let refusal):
            metrics.count("ttg_captcha_refused_total", help: Self.refusedHelp, labels: "reason=\"\(refusal.rawValue)\"")
            switch refusal {
            case .unknown: return HTTPError(404, "no such challenge (it may have expired); ask for a new one").response
            case .expired: return HTTPError(410, "the challenge has expired; ask for a new one").response
            case .used: return HTTPError(409, "the challenge was verified already; ask for a new one").response
            case .work: return HTTPError(403, "the proof of work is missing or wrong", parameter: "nonce").response
            }
        case .verified:
            metrics.count(
                "ttg_captcha_verdicts_total", help: Self.verdictHelp,
                labels: "result=\"verified\",reason=\"solved\",\(input)")
            return Self.json(
                200,
                .object([
                    ("result", .string("verified")), ("token", .string(token ?? "")),
                    ("expiresIn", .number(authority.policy.tokenLifetime)),
                ]))
        case .failed(let reason, let left):
            metrics.count(
                "ttg_captcha_verdicts_total", help: Self.verdictHelp,
                labels: "result=\"failed\",reason=\"\(reason.name)\",\(input)")
            return Self.json(200, .object([("result", .string("failed")), ("retriesLeft", .number(Double(left)))]))
        case .locked(let reason):
            metrics.count(
                "ttg_captcha_verdicts_total", help: Self.verdictHelp,
                labels: "result=\"locked\",reason=\"\(reason.name)\",\(input)")
            return Self.json(200, .object([("result", .string("locked"))]))
        }
    }

    private func siteverify(_ request: HTTPRequest, now: Double) throws -> HTTPResponse {
        func refusal(_ status: Int, _ codes: [String], outcome: String) -> HTTPResponse {
            metrics.count("ttg_captcha_redemptions_total", help: Self.redemptionHelp, labels: "outcome=\"\(outcome)\"")
            return Self.json(
                status, .object([("success", .bool(false)), ("error-codes", .array(codes.map { .string($0) }))]))
        }
        guard let fields = Self.fields(request) else { return refusal(400, ["bad-request"], outcome: "badRequest") }
        let given = fields["secret"]
        let text = fields["token"] ?? fields["response"]
        guard let given, let text else {
            let missing =
                (given == nil ? ["missing-input-secret"] : []) + (text == nil ? ["missing-input-response"] : [])
            return refusal(400, missing, outcome: "badRequest")
        }
        guard SHA256Digest.equal(SHA256Digest.of(given), SHA256Digest.of(secret)) else {
            return refusal(403, ["invalid-input-secret"], outcome: "badSecret")
        }
        let (redemption, token) = try authority.redeem(text, now: now)
        metrics.count(
            "ttg_captcha_redemptions_total", help: Self.redemptionHelp, labels: "outcome=\"\(redemption.rawValue)\"")
        return Self.json(200, SiteverifyAnswer.body(redemption, token))
    }

    // MARK: - Reading requests

    /// Most samples a track may have: 20 s at 120 Hz, with room.
    static let maximumSamples = 4000

    /// A verify request's body as sent.
    private struct VerifyBody: Decodable {
        /// Both required, but for proof of work alone.
        var drop: [Double]?
        var track: [[Double]]?
        var input: String?
        var nonce: String?
    }

    /// What a verify request's body must be, for its errors.
    private static let bodyShape = "the body is not {\"drop\": [x, y], \"track\": [[ms, x, y], …], \"nonce\": \"…\"}"

    /// The drop, track and nonce of a verify request's JSON body.
    static func attempt(_ body: [UInt8]) -> Result<CaptchaAttempt, HTTPError> {
        let fields: VerifyBody
        do { fields = try JSONDecoder().decode(VerifyBody.self, from: Data(body)) } catch let error as DecodingError {
            let parameter: String? =
                switch error {
                case .keyNotFound(let key, let context): (context.codingPath + [key]).first?.stringValue
                case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                    context.codingPath.first?.stringValue
                @unknown default: nil
                }
            return .failure(
                HTTPError(
                    400, bodyShape + (parameter.map { " (at \($0))" } ?? ""),
                    parameter: parameter))
        } catch {
            return .failure(HTTPError(400, "the body is not JSON"))
        }
        guard let input = CaptchaInput(rawValue: fields.input ?? CaptchaInput.drag.rawValue) else {
            let kinds = CaptchaInput.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(HTTPError(400, "input: is one of \(kinds)", parameter: "input"))
        }
        let none: ([Double]?, [[Double]]?) = input == .work ? ([0, 0], []) : (nil, nil)
        guard let drop = fields.drop ?? none.0 else {
            return .failure(HTTPError(400, bodyShape + " (at drop)", parameter: "drop"))
        }
        guard let track = fields.track ?? none.1 else {
            return .failure(HTTPError(400, bodyShape + " (at track)", parameter: "track"))
        }
        guard drop.count == 2, drop.allSatisfy(\.isFinite) else {
            return .failure(HTTPError(400, "drop: needs [x, y], two finite numbers", parameter: "drop"))
        }
        guard track.count <= maximumSamples else {
            return .failure(HTTPError(400, "track: at most \(maximumSamples) samples", parameter: "track"))
        }
        var samples: [DragTrack.Sample] = []
        for row in track {
            guard row.count == 3, row.allSatisfy(\.isFinite) else {
                return .failure(
                    HTTPError(400, "track: each sample is [ms, x, y], three finite numbers", parameter: "track"))
            }
            if let last = samples.last, row[0] < last.time {
                return .failure(HTTPError(400, "track: times must not decrease", parameter: "track"))
            }
            samples.append(DragTrack.Sample(time: row[0], x: row[1], y: row[2]))
        }
        return .success(
            CaptchaAttempt(
                drop: Point(drop[0], drop[1]), track: DragTrack(samples), input: input,
                nonce: fields.nonce))
    }

    /// A `siteverify` body's fields: a JSON object's (each a string), or an HTML form's
    /// (`name=value&…`, percent-encoded); nil for a body that is neither.
    static func fields(_ request: HTTPRequest) -> [String: String]? {
        if request.body.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }) == UInt8(ascii: "{") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any] else {
                return nil
            }
            var fields: [String: String] = [:]
            for (name, value) in object {
                guard let text = value as? String else { return nil }
                fields[name] = text
            }
            return fields
        }
        var fields: [String: String] = [:]
        for pair in request.body.split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let name = HTTPRequest.decoded(String(decoding: parts[0], as: UTF8.self)[...]),
                let value = HTTPRequest.decoded(String(decoding: parts[1], as: UTF8.self)[...])
            else { return nil }
            fields[name] = value
        }
        return fields
    }

    /// The width in pixels a PNG's header gives (a pool's pictures are at the scale they were
    /// rendered at); nil when the bytes are not a PNG.
    static func pixelWidth(_ png: [UInt8]) -> Double? {
        guard png.count >= 24, png[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return Double(png[16..<20].reduce(0) { $0 << 8 | UInt32($1) })
    }

    /// 32 lowercase hexadecimal digits.
    static func isIdentifier(_ text: Substring) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    // MARK: - Responses

    static let challengesHelp = "Captcha challenges issued: from the pool, drawn, or proof of work alone."
    static let verdictHelp = "Captcha drops judged, by result, reason and input (drag, keys or click)."
    static let refusedHelp = "Captcha requests refused without a verdict, by reason."
    static let redemptionHelp = "Pass tokens presented to siteverify, by outcome."

    /// A JSON response that no cache keeps.
    static func json(_ status: Int, _ body: JSON) -> HTTPResponse {
        var response = HTTPResponse.json(status, body.text + "\n")
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }
}
