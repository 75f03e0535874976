import Foundation
import TTGTestSupport
import Testing

/// `ttg-render serve` read by clients that are not ours: every HTTP case of RFC 9110/9111/9112 the
/// service must get right, sent as raw bytes and read back by h11, a strict third-party parser
/// (`Tests/http_conformance.py`), and the main endpoints checked by REDbot as caches see them.
@Suite(.serialized, .slow) struct ServeConformanceTests {
    static let origin = "https://shop.example"
    static let python = ImageComparison.repositoryRoot.appendingPathComponent(".build/test-venv/bin/python").path

    static func service() throws -> ServiceProcess {
        let store = try BinaryRunner.temporaryDirectory().appendingPathComponent("captcha.sqlite3").path
        return try ServiceProcess([
            "--secret", "conformance-secret-0123", "--store", "sqlite:" + store, "--allow-origin", origin,
        ])
    }

    @Test func everyCaseHoldsUnderAStrictParser() throws {
        let service = try Self.service()
        defer { service.stop() }
        let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/http_conformance.py").path
        let result = try BinaryRunner.runProgram(Self.python, [script, String(service.port), Self.origin])
        try #require(result.status == 0, "\(result.stderr)")
        let checks = try String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        // The suite is whole: a check that stopped running would pass unseen.
        #expect(checks.count >= 64, "\(checks.count) checks ran")
        for check in checks {
            #expect(check["ok"] as? Bool == true, "\(check["check"] ?? "?"): \(check["detail"] ?? "")")
        }
        // Refusals made before any handler (a too-long target, too many fields) are logged too.
        let log = service.stop().stderr
        for status in [400, 413, 414, 431, 501, 505] {
            #expect(log.contains("\"status\":\(status)"), "no log line for a \(status)")
        }
    }

    /// REDbot's notes on the main endpoints: none a warning or worse.
    @Test(arguments: [
        "/v1/emoji.png?rate=4.2", "/v1/refresh/auroraLoop.svg?loop", "/v1/path/info?d=M0+0+L30+40", "/v1/styles",
        "/", "/healthz", "/widget.js", "/widget.css", "/widget-worker.js", "/captcha",
    ])
    func redbotFindsNoProblem(_ target: String) throws {
        let service = try Self.service()
        defer { service.stop() }
        let redbot = ImageComparison.repositoryRoot.appendingPathComponent(".build/test-venv/bin/redbot").path
        let result = try BinaryRunner.runProgram(redbot, ["-o", "har", "http://127.0.0.1:\(service.port)\(target)"])
        try #require(result.status == 0, "\(result.stderr)")
        let har = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let entries = try #require((har["log"] as? [String: Any])?["entries"] as? [[String: Any]])
        let notes = try #require(entries.first?["_red_messages"] as? [[String: Any]])
        #expect(!notes.isEmpty)
        for note in notes where ["WARN", "BAD"].contains(note["level"] as? String ?? "") {
            Issue.record("\(target): \(note["note_id"] ?? "?"): \(note["summary"] ?? "")")
        }
    }
}
