import Foundation
import TTGTestSupport
import Testing

/// The widget in headless Chromium (`Tests/captcha_widget_check.py`): the demo page loads a
/// challenge, real mouse events drag the piece along a human-like path, and the service judges the
/// drop. The script finds the hole in the store with Python's own sqlite3, as only the service could.
@Suite(.timed) struct CaptchaWidgetTests {
    static let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/captcha_widget_check.py").path

    static func drive(port: UInt16, _ arguments: [String]) throws -> [String: Any] {
        let result = try BinaryRunner.runProgram(
            "/usr/bin/python3", [script, "http://127.0.0.1:\(port)/captcha"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        try #require(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    /// The service's own page, under its own strict policy: not one violation, the proof of work
    /// in a worker from the service's URL.
    @Test func aDragToTheHoleVerifiesAndTheSiteRedeemsTheTokenOnce() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "hole"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect(outcome["status"] as? String == "Verified.")
        #expect(outcome["violations"] as? [String] == [], "\(outcome)")
        #expect(outcome["solver"] as? String == "worker")
        #expect((outcome["readyText"] as? String)?.contains("arrow keys") == true, "\(outcome)")
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
        #expect((outcome["token"] as? String)?.hasPrefix("ttgpass3.") == true)
        // A touch screen alone is told to drag or tap, not of arrow keys.
        #expect(outcome["readyText"] as? String == "Drag the piece into the hole it was cut from, or tap the hole.")
    }

    /// A site whose page has the strict policy docs/captcha.md gives (no inline style, no data: or
    /// blob: URL, so no worker): the widget looks as it should (one width, the picture's, in every
    /// state) and a drag, the keys and a click each verify, the work done on the page. The only
    /// violation is the worker's, which the widget tries and does without.
    @Test(arguments: ["mouse", "keys", "click"])
    func aPageUnderAStrictPolicyIsSolved(device: String) throws {
        let sitePort = try freeLoopbackPort()
        let (service, store) = try CaptchaServiceTests.service(["--allow-origin", "http://127.0.0.1:\(sitePort)"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port,
            [String(store.dropFirst("sqlite:".count)), "hole", device, "--site", String(sitePort), "--csp", "strict"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect(outcome["solver"] as? String == "page")
        let violations = try #require(outcome["violations"] as? [String])
        #expect(!violations.isEmpty && violations.allSatisfy { $0 == "worker-src blob" }, "\(violations)")
        let widths = try #require(outcome["widths"] as? [[Any]])
        #expect(widths.count >= 3 && widths.allSatisfy { $0.last as? Int == 320 }, "\(widths)")
        let token = try #require(outcome["token"] as? String)
        let (_, redeemed) = try CaptchaServiceTests.siteverify(service.port, token: token)
        #expect(redeemed["hostname"] as? String == "127.0.0.1")
        #expect(redeemed["origin"] as? String == "http://127.0.0.1:\(sitePort)")
    }

    /// The same policy with `worker-src blob:`: the work runs in the worker, and nothing is refused.
    @Test func aPolicyThatAllowsABlobWorkerGetsTheWorker() throws {
        let sitePort = try freeLoopbackPort()
        let (service, store) = try CaptchaServiceTests.service(["--allow-origin", "http://127.0.0.1:\(sitePort)"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port,
            [String(store.dropFirst("sqlite:".count)), "hole", "--site", String(sitePort), "--csp", "strict-worker"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect(outcome["solver"] as? String == "worker")
        #expect(outcome["violations"] as? [String] == [])
    }

    /// On 2× and 3× screens the pictures come at that density, the puzzle the same in points: a
    /// click on the hole verifies.
    @Test(arguments: [2, 3]) func picturesFollowTheDevicePixelRatio(ratio: Int) throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "click", "--dpr", String(ratio)])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect(outcome["pictureWidth"] as? Int == 320 * ratio)
    }

    /// A single-page app on another origin, under the strict policy, through the API: the script
    /// loaded with `?render=explicit&onload=`, `render` with a callback and a theme, `reset` (a new
    /// challenge), `remove` (nothing left behind), `render` again in a new element, then a click
    /// that verifies: the callback gets the token, `getResponse` and the form's field have it.
    @Test func theJavaScriptAPIMountsResetsRemovesAndMountsAgain() throws {
        let sitePort = try freeLoopbackPort()
        let (service, store) = try CaptchaServiceTests.service(["--allow-origin", "http://127.0.0.1:\(sitePort)"])
        defer { service.stop() }
        let steps = try Self.drive(
            port: service.port,
            [String(store.dropFirst("sqlite:".count)), "api", "--site", String(sitePort), "--csp", "strict"])
        #expect(steps["loadedOnce"] as? Bool == true)
        #expect(steps["theme"] as? [String] == ["dark", "rgb(29, 33, 41)"], "\(steps)")
        #expect(steps["responseBefore"] as? String == "")
        #expect(steps["resetGaveANewChallenge"] as? Bool == true)
        let removed = try #require(steps["afterRemove"] as? [String: Any])
        #expect(removed["children"] as? Int == 0 && removed["attributes"] as? [String] == ["id"], "\(removed)")
        #expect(removed["field"] as? Bool == false)
        #expect((steps["getResponseAfterRemove"] as? String)?.contains("no widget") == true)
        #expect(steps["ids"] as? [Int] == [1, 2])
        #expect(steps["state"] as? String == "verified", "\(steps)")
        let token = try #require(steps["response"] as? String)
        #expect(token.hasPrefix("ttgpass3."))
        let calls = try #require(steps["callbacks"] as? [String: Any])
        #expect(calls["verified"] as? [String] == [token] && calls["loaded"] as? Int == 1)
        #expect(calls["errors"] as? [String] == [])
        #expect(steps["field"] as? String == token)
        #expect(try CaptchaServiceTests.siteverify(service.port, token: token).1["success"] as? Bool == true)
    }

    @Test func aDragToADecoyLocks() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "decoy"])
        #expect(outcome["state"] as? String == "locked", "\(outcome)")
        #expect(outcome["token"] as? String == "")
        #expect(
            try HTTPTestClient.get("/metrics", port: service.metricsPort).text.contains(
                "reason=\"decoy\",input=\"drag\"} 1"))
    }

    /// As a site embeds it: the page on one origin (a server of the check's own, on another
    /// port), the widget and the captcha on the service's. Allowed, a drag verifies and the token
    /// arrives in the site's form; not allowed, the widget says why and the service issues nothing.
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
        // The refusal is readable by the page: the widget says what the site's developer must do.
        #expect((outcome["status"] as? String)?.contains("--allow-origin") == true, "\(outcome)")
        let metrics = try HTTPTestClient.get("/metrics", port: service.metricsPort).text
        // The family is there from the start, every source at zero: none was issued.
        let issued = metrics.split(separator: "\n").filter { $0.hasPrefix("ttg_captcha_challenges_total{") }
        #expect(!issued.isEmpty && issued.allSatisfy { $0.hasSuffix(" 0") }, "\(issued)")
        #expect(metrics.contains("ttg_captcha_refused_total{reason=\"origin\"} 1"))
    }

    /// WCAG 2.2's 2.1.1 (Keyboard): Tab reaches the piece, Shift+arrows and arrows move it, Enter
    /// drops it, and the service verifies it by the keys' own rules, counted apart. A screen reader
    /// is told what the piece is and how to move it, and the group's purpose.
    @Test func theKeyboardAloneSolvesIt() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "keys"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        let seen = try #require(outcome["accessibility"] as? [String: Any])
        let piece = try #require(seen["piece"] as? [String: Any], "\(seen)")
        #expect(piece["focusable"] as? Bool == true)
        #expect(piece["role"] as? String == "application")
        #expect((piece["name"] as? String)?.contains("Arrow keys move it") == true)
        #expect(seen["group"] as? String == "Puzzle check: move the piece into the hole it was cut from")
        #expect(seen["status"] as? Bool == true)
        let metrics = try HTTPTestClient.get("/metrics", port: service.metricsPort).text
        #expect(metrics.contains("result=\"verified\",reason=\"solved\",input=\"keys\"} 1"), "\(metrics)")
    }

    /// WCAG 2.2's 2.5.7 (Dragging Movements): one click on the hole, no drag, verifies.
    @Test func oneClickSolvesIt() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "click"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        let token = try #require(outcome["token"] as? String)
        #expect(try CaptchaServiceTests.siteverify(service.port, token: token).1["success"] as? Bool == true)
        let metrics = try HTTPTestClient.get("/metrics", port: service.metricsPort).text
        #expect(metrics.contains("result=\"verified\",reason=\"solved\",input=\"click\"} 1"), "\(metrics)")
    }

    /// A token lapses with `--token-lifetime`: the widget clears the form's field, says so and
    /// fires `ttg-captcha-expired`, so a slow form is not sent with a dead token.
    @Test func anExpiredTokenIsClearedWithAnEvent() throws {
        let (service, store) = try CaptchaServiceTests.service(["--token-lifetime", "2"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "--expire"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        let after = try #require(outcome["afterExpiry"] as? [String: Any], "\(outcome)")
        #expect(after["state"] as? String == "expired")
        #expect(after["event"] as? Bool == true)
        #expect(after["field"] as? String == "")
        #expect(after["status"] as? String == "The check has expired. Solve a new puzzle.")
    }

    /// The widget speaks the page's language: the group, the piece and the verdict in Simplified
    /// Chinese on a `lang="zh-CN"` page, in German on a `lang="de"` one.
    @Test(arguments: [
        ("zh-CN", "拼图验证：把拼图块移到它被切下的缺口里", "验证通过。"),
        ("de", "Puzzle-Prüfung: Bewege das Teil in das Loch, aus dem es geschnitten wurde", "Bestätigt."),
    ])
    func theWidgetSpeaksThePagesLanguage(lang: String, group: String, verified: String) throws {
        let sitePort = try freeLoopbackPort()
        let (service, store) = try CaptchaServiceTests.service(["--allow-origin", "http://127.0.0.1:\(sitePort)"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port,
            [String(store.dropFirst("sqlite:".count)), "hole", "--site", String(sitePort), "--lang", lang])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        #expect(outcome["status"] as? String == verified)
        let seen = try #require(outcome["accessibility"] as? [String: Any])
        #expect(seen["group"] as? String == group)
        #expect((seen["piece"] as? [String: Any])?["focusable"] as? Bool == true)
    }

    /// A service that stops while the person looks: the drop ends in the error state with a way
    /// out, not "Checking…" for ever.
    @Test func aStoppedServiceShowsTheErrorState() throws {
        let (service, store) = try CaptchaServiceTests.service()
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port,
            [String(store.dropFirst("sqlite:".count)), "hole", "--stop", String(service.processIdentifier)])
        #expect(outcome["state"] as? String == "error", "\(outcome)")
        #expect((outcome["status"] as? String)?.contains("the service cannot be reached") == true, "\(outcome)")
    }

    /// A person who cannot see the picture, where the deployer offers it: the widget's "I can't see
    /// the picture" button asks for a challenge of proof of work alone, solves it and verifies;
    /// the token says `"method": "work"`. Not offered, the button is not shown.
    @Test func aPersonWhoCannotSeeThePictureGetsThrough() throws {
        let (service, store) = try CaptchaServiceTests.service(["--work-only-challenges", "--work-pressure", "0.05"])
        defer { service.stop() }
        let outcome = try Self.drive(
            port: service.port, [String(store.dropFirst("sqlite:".count)), "hole", "nopicture"])
        #expect(outcome["state"] as? String == "verified", "\(outcome)")
        let token = try #require(outcome["token"] as? String)
        #expect(try CaptchaServiceTests.siteverify(service.port, token: token).1["method"] as? String == "work")
        let (plain, plainStore) = try CaptchaServiceTests.service()
        defer { plain.stop() }
        let hidden = try Self.drive(
            port: plain.port, [String(plainStore.dropFirst("sqlite:".count)), "hole", "nopicture"])
        #expect(hidden["state"] as? String == "no button", "\(hidden)")
    }
}
