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
/// - `POST /v1/captcha`: a new challenge — its id, `method` (`puzzle`), the background and piece as PNG data URLs, the
///   canvas, the piece's start and origin in its image, the expiry and the proof of work to solve.
///   `Cache-Control: no-store`. At most the rules' rate per client network (on every node
///   together, kept in the store), else 429. With `?method=work` (where the service offers it),
///   a challenge of proof of work alone, at the pressure level: its id and work, no picture.
/// - `POST /v1/captcha/{id}/verify` with `{"drop": [x, y], "track": [[ms, x, y], …], "input": "drag",
///   "nonce": "…"}` (`input`: `drag`, the default, `keys` or `click`):
///   `{"result": "verified", "token": …}`, `{"result": "failed", "retriesLeft": n}` or
///   `{"result": "locked"}`; 404 unknown, 410 expired, 409 already verified, 403 no proof of work.
/// - `POST /v1/siteverify` with the site's `secret` and the `token` (JSON, or a form with `secret`
///   and `response` as reCAPTCHA's): `{"success": true, "challenge": id}` once, then
///   `{"success": false, "error-codes": […]}`.
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

    /// The route's name for the metrics, and the response.
    func respond(_ request: HTTPRequest) -> (route: String, response: HTTPResponse) {
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
            if let storeHealth {
                storeHealth.failed(kind, error)
            } else {
                ServiceLog.write(.warning, "captcha store operation failed", [("error", .string("\(error)"))])
            }
            return ("captcha", HTTPError(503, "the captcha store cannot be reached; try again").response)
        } catch {
            return ("captcha", HTTPError(500, "cannot answer: \(error)").response)
        }
    }

    private func issue(_ request: HTTPRequest, client: String, now: Double) throws -> HTTPResponse {
        let workOnly: Bool
        switch request.query {
        case "": workOnly = false
        case "method=work":
            guard offersWorkOnly else {
                return HTTPError(
                    404, "challenges without a picture are off (serve --work-only-challenges, with --work above 0)"
                ).response
            }
            workOnly = true
        default: return HTTPError(400, "the query is empty, or method=work", parameter: "method").response
        }
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
            challenge = try authority.issue(nil, client: client, workBits: workBits, now: now)
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
                made = try gate.run(until: Date().addingTimeInterval(wait), { try drawing.challenge() })
            }
            guard let drawn = made else {
                return HTTPError(503, "every render slot is busy; try again", retryAfter: 1).response
            }
            challenge = try authority.issue(
                drawn.answer, client: client, workBits: workBits, now: Date().timeIntervalSince1970)
            metrics.count("ttg_captcha_challenges_total", help: Self.challengesHelp, labels: "source=\"\(source)\"")
            let answer = drawn.answer
            fields = [
                ("id", .string(challenge.id)), ("method", .string("puzzle")),
                ("background", .string("data:image/png;base64," + Base64.encode(drawn.background))),
                ("piece", .string("data:image/png;base64," + Base64.encode(drawn.piece))),
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
