import Foundation
import Testing

@testable import TTGHTTP

/// The request parser held to the parsers the world trusts: every case of a framing corpus (the
/// request-smuggling catalogue, chunk grammar, line ends, header syntax, pipelining) and thousands
/// of seeded mutations of it, read by llhttp (Node.js's parser) and h11 in
/// `Tests/http_differential.py`, then by ours.
///
/// Where both refuse, ours refuses. Where both read the same requests, ours reads them too, with
/// the same method, target, header fields and body bytes, or refuses for a reason RFC 9110 or
/// 9112 gives a server (``stricterClauses``); those cases are counted by clause. Where the two
/// disagree, ours may side with either, and must only not crash.
@Suite(.enabled(if: ReferenceParsers.isAvailable, "needs .build/test-venv with h11 and httptools (make deps)"))
struct HTTPDifferentialTests {

    /// Why a server may refuse what both reference parsers read, by the start of our refusal's
    /// message: each a clause of RFC 9110 or 9112 that makes the request invalid or lets a server
    /// refuse it.
    static let stricterClauses: [(message: String, clause: String)] = [
        ("a line ends in LF without CR", "RFC 9112 §2.2: a line ends in CRLF; a bare LF MAY be accepted"),
        ("an HTTP/1.1 request needs a Host field", "RFC 9112 §3.2: 400 to a 1.1 request without Host"),
        ("the request has 2 Host fields", "RFC 9112 §3.2: 400 to more than one Host"),
        ("the Host field", "RFC 9112 §3.2: 400 to an invalid Host (RFC 3986 uri-host [\":\" port])"),
        ("an HTTP/1.0 request cannot be chunked", "RFC 9112 §6.1: Transfer-Encoding in 1.0 is faulty framing"),
        ("the request has both Content-Length and Transfer-Encoding", "RFC 9112 §6.1: a server MAY reject"),
        ("the transfer coding", "RFC 9112 §6.1: 501 for a transfer coding it does not understand"),
        ("a header field is folded", "RFC 9112 §5.2: a server MUST reject obs-fold or replace it"),
        ("the request line is not", "RFC 9112 §3: request-line = method SP request-target SP HTTP-version"),
        ("the request target is empty", "RFC 9112 §3.2: request-target grammar (RFC 3986)"),
        ("the request target is neither", "RFC 9112 §3.2: authority-form is for CONNECT only"),
        ("the target * is for OPTIONS only", "RFC 9112 §3.2.4: asterisk-form is for OPTIONS only"),
        ("a header field's value has a control character", "RFC 9110 §5.5: field-value has no CTL but HTAB"),
        ("the chunked body is malformed", "RFC 9112 §7.1: chunked-body grammar"),
        ("the expectation", "RFC 9110 §10.1.1: 417 for an expectation other than 100-continue"),
        ("HTTP/", "RFC 9110 §15.6.6: 505 for a major version it does not serve"),
        ("the method", "RFC 9110 §9.1: 501 for a method it does not recognize"),
        ("the request body is larger than", "RFC 9110 §15.5.14: 413 for content larger than it will process"),
        ("the request has more than", "RFC 6585 §5: 431 for header fields too large"),
    ]

    /// One parser's reading of a case's bytes.
    struct Outcome: Decodable, Equatable {
        var requests: [Request]
        var end: String

        struct Request: Decodable, Equatable {
            var method: String
            var target: String
            var headers: [[String]]
            var body: String
        }
    }

    struct Case: Decodable {
        var name: String
        var bytes: String
        var llhttp: Outcome
        var h11: Outcome
    }

    struct Corpus: Decodable {
        var versions: [String: String]
        var cases: [Case]
    }

    /// A request as ours and the references can both say it.
    struct Reading: Equatable, CustomStringConvertible {
        var method: String
        var target: String
        var headers: [String: String]
        var body: [UInt8]

        var description: String { "\(method) \(target) \(headers) \(body.count) bytes" }
    }

    /// What our parser made of `bytes`: the requests, and how it ended (`complete`, `incomplete`,
    /// `error` with the refusal, or `closed` when a request closed the connection with bytes left).
    static func ours(_ bytes: [UInt8]) -> (requests: [Reading], end: String, refusal: HTTPError?) {
        let connection = HTTPConnection(socket: -1, serial: 1, client: "127.0.0.1", now: 0)
        connection.input = bytes
        var requests: [Reading] = []
        while requests.count <= bytes.count {
            switch connection.nextStep(limits: HTTPRequestLimits()) {
            case .wait, .sendContinue:
                return (requests, connection.input.isEmpty ? "complete" : "incomplete", nil)
            case .refuse(let error):
                return (requests, "error", error)
            case .request(let request, let closing):
                let target = request.path + (request.query.isEmpty ? "" : "?" + request.query)
                var headers = request.headers
                // h11 hands on Transfer-Encoding lower-cased; ours as sent.
                headers["transfer-encoding"] = headers["transfer-encoding"]?.lowercased()
                requests.append(Reading(method: request.method, target: target, headers: headers, body: request.body))
                if closing { return (requests, connection.input.isEmpty ? "complete" : "closed", nil) }
            }
        }
        Issue.record("the parser took no bytes for a request")
        return (requests, "error", nil)
    }

    /// A reference's request as ours would hand it on: header fields joined by name, strings
    /// taken back to their bytes (the references decode Latin-1) and read as UTF-8 as ours does,
    /// an absolute-form target's path and query.
    static func reading(_ request: Outcome.Request) -> Reading {
        func utf8(_ latin1: String) -> String {
            String(decoding: latin1.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
        }
        var headers: [String: String] = [:]
        for field in request.headers where field.count == 2 {
            let value = field[0] == "transfer-encoding" ? utf8(field[1]).lowercased() : utf8(field[1])
            headers[field[0]] = headers[field[0]].map { $0 + ", " + value } ?? value
        }
        var target = utf8(request.target)
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            target = (rest[pathStart...].first == "/" ? "" : "/") + rest[pathStart...]
        }
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if target.hasSuffix("?") { target.removeLast() }
        return Reading(
            method: request.method, target: target, headers: headers,
            body: Array(Data(base64Encoded: request.body) ?? Data()))
    }

    /// The mutations' seed: fixed, so a failure is seen again; `TTG_HTTP_DIFFERENTIAL_SEED` tries others.
    static let seed = ProcessInfo.processInfo.environment["TTG_HTTP_DIFFERENTIAL_SEED"] ?? "1"

    static func corpus() throws -> Corpus {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReferenceParsers.python)
        process.arguments = [
            ReferenceParsers.root.appendingPathComponent("Tests/http_differential.py").path, "--seed", seed,
            "--mutations", "3000",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONDecoder().decode(Corpus.self, from: data)
    }

    @Test func oursRefusesWhatBothRefuseAndReadsWhatBothReadAlike() throws {
        let corpus = try Self.corpus()
        #expect(corpus.cases.count > 3000)
        var tally = (bothRefuse: 0, bothRead: 0, disagree: 0)
        var stricter: [String: [String]] = [:]
        var waiting: [String] = []
        for item in corpus.cases {
            let bytes = Array(try #require(Data(base64Encoded: item.bytes), "\(item.name)"))
            let (ours, end, refusal) = Self.ours(bytes)
            let (llhttp, h11) = (item.llhttp, item.h11)
            let references = (llhttp.requests.map(Self.reading), h11.requests.map(Self.reading))
            if llhttp.end == "error" && h11.end == "error" && references.0 == references.1 {
                tally.bothRefuse += 1
                // Ours refuses too, after the same requests or sooner; or, when the bytes end
                // before it has seen what is wrong, it waits without having read more.
                #expect(
                    end == "error" || end == "closed" || end == "incomplete",
                    "\(item.name): both refuse (\(llhttp.requests.count) requests first), ours reads \(ours) and ends \(end)"
                )
                #expect(
                    Array(ours) == Array(references.0.prefix(ours.count)),
                    "\(item.name): ours reads \(ours), the references \(references.0) before refusing")
                if end == "incomplete" {
                    waiting.append(item.name)
                    #expect(ours.count < references.0.count || ours.isEmpty, "\(item.name)")
                }
            } else if llhttp.end == h11.end, llhttp.end == "complete" || llhttp.end == "incomplete",
                references.0 == references.1
            {
                tally.bothRead += 1
                if end == "error", let refusal {
                    let clause = Self.stricterClauses.first { refusal.message.hasPrefix($0.message) }?.clause
                    #expect(clause != nil, "\(item.name): ours refuses (\(refusal.message)) what both read alike")
                    stricter[clause ?? refusal.message, default: []].append(item.name)
                    #expect(Array(ours) == Array(references.0.prefix(ours.count)), "\(item.name)")
                } else {
                    #expect(end == llhttp.end, "\(item.name): ours ends \(end), both \(llhttp.end)")
                    #expect(ours == references.0, "\(item.name): ours \(ours), both \(references.0)")
                }
            } else {
                tally.disagree += 1
            }
        }
        print(
            "http differential (llhttp \(corpus.versions["llhttp"] ?? "?"), h11 \(corpus.versions["h11"] ?? "?")): "
                + "\(corpus.cases.count) cases, both refuse \(tally.bothRefuse), both read alike \(tally.bothRead), "
                + "they disagree \(tally.disagree)")
        if !waiting.isEmpty {
            print("  both refuse, ours waits for more bytes: \(waiting.count) cases, e.g. \(waiting.prefix(5))")
        }
        for (clause, names) in stricter.sorted(by: { $0.key < $1.key }) {
            print("  ours stricter, \(names.count) cases, \(clause): e.g. \(names.prefix(3).joined(separator: "; "))")
        }
        // The corpus exercises every side: the checks above were not vacuous.
        #expect(tally.bothRefuse > 1000 && tally.bothRead > 300)
    }
}

/// Where the reference parsers' script runs: the test venv's Python.
enum ReferenceParsers {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let python = root.appendingPathComponent(".build/test-venv/bin/python").path
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: python) }
}
