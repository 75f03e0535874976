import Foundation
import TTGTestSupport
import Testing

/// The widget in headless Chromium (`Tests/captcha_widget_check.py`): the demo page loads a
/// challenge, real mouse events drag the piece along a human-like path, and the service judges the
/// drop. The script finds the hole in the store with Python's own sqlite3, as only the service could.
@Suite struct CaptchaWidgetTests {
    static let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/captcha_widget_check.py").path

    static func drive(port: UInt16, _ arguments: [String]) throws -> [String: Any] {
        let result = try BinaryRunner.runProgram(
            "/usr/bin/python3", [script, "http://127.0.0.1:\(port)/captcha"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    @Test func aDragToTheHoleVerifiesAndTheSiteRedeemsTheTokenOnce() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "hole"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect(outcome["status"] as? String == "Verified.")
        let token = try #require(outcome["token"] as? String)
        let (_, first) = try CaptchaServiceTests.siteverify(service.port, token: token)
        #expect(first["success"] as? Bool == true)
        #expect(first["challenge"] as? String == outcome["challenge"] as? String)
        let (_, second) = try CaptchaServiceTests.siteverify(service.port, token: token)
        #expect(second["error-codes"] as? [String] == ["already-redeemed"])
    }

    /// The same with a finger: touch events, which the page sees as pointer events of a touch.
    @Test func aTouchDragToTheHoleVerifies() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "touch"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect((outcome["token"] as? String)?.hasPrefix("ttgpass1.") == true)
    }

    @Test func aDragToADecoyLocks() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "decoy"])
        #expect(outcome["state"] as? String == "locked", "\(outcome)")
        #expect(outcome["token"] as? String == "")
        #expect(try HTTPTestClient.get("/metrics", port: service.metricsPort).text.contains("reason=\"decoy\"} 1"))
    }

    /// As a site embeds it: the page on one origin (a server of the check's own, on another
    /// port), the widget and the captcha on the service's. Allowed, a drag verifies and the token
    /// arrives in the site's form; not allowed, the widget says so and the service issues nothing.
    @Test func aSiteOnAnotherOriginEmbedsTheWidget() throws {
        let sitePort = try freeLoopbackPort()
        let (service, store) = try CaptchaServiceTests.service(["--allow-origin", "http://127.0.0.1:\(sitePort)"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "--site", String(sitePort)])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        let token = try #require(outcome["token"] as? String)
        let (_, redeemed) = try CaptchaServiceTests.siteverify(service.port, token: token)
        #expect(redeemed["success"] as? Bool == true)
    }

    @Test func aSiteWhoseOriginIsNotAllowedGetsAnErrorAndNoChallenge() throws {
        let sitePort = try freeLoopbackPort()
        let (service, store) = try CaptchaServiceTests.service(["--allow-origin", "https://elsewhere.example"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port, [String(store.dropFirst("sqlite:".count)), "error", "--site", String(sitePort)])
        #expect(outcome["state"] as? String == "error", "\(outcome)")
        #expect((outcome["status"] as? String)?.contains("cannot be reached") == true, "\(outcome)")
        let metrics = try HTTPTestClient.get("/metrics", port: service.metricsPort).text
        #expect(!metrics.contains("ttg_captcha_challenges_total"))
        #expect(metrics.contains("ttg_captcha_refused_total{reason=\"origin\"} 1"))
    }
}
