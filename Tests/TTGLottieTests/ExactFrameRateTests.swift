import Foundation
import TTGScene
import TTGTestSupport
import Testing

/// Every kind of Lottie the binary writes (stills, loops, marker stories, transitions, puzzle and
/// path motions, dotLottie members), at 30 and 60 fps: a frame rate, in point, out point or marker
/// frame that is a whole number is written as one (`30`, not `29.999999999999996`). A player that
/// takes only whole rates (a Telegram sticker's 30 or 60) refuses the other.
@Suite(.slow) struct ExactFrameRateTests {
    /// The commands, each written with `--fps` and `--format lottie` (a still without `--fps`).
    static let animations: [[String]] =
        [
            ["refresh", "--style", "pulseCircuit", "--markers"],
            ["refresh", "--style", "koiStream", "--markers", "--role", "footer"],
            ["refresh", "--style", "auroraWave", "--loop"],
            ["refresh", "--style", "pulseCircuit", "--loop", "--role", "footer"],
            ["emoji", "--preset", "playful", "--markers"],
            ["emoji", "--preset", "classic", "--rate", "0", "--to", "5"],
            ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", "snapAndFade"],
        ] + AnimationCase.pathCases.map(\.arguments)

    static let stills: [[String]] = [
        ["emoji", "--rate", "3.5"], ["refresh", "--style", "koiStream"],
        ["puzzle", "--blank", "190,50", "--seed", "1"], ["path", "render", "--d", "M0 0 L10 10 L0 10 Z"],
    ]

    /// The check, for a test's independent answer: a number within a millionth of a whole one is it.
    static func isInexactWhole(_ x: Double) -> Bool { abs(x - x.rounded()) < 1e-6 && x != x.rounded() }

    @Test(arguments: [30, 60])
    func everyAnimationWritesWholeFramesExactly(fps: Int) throws {
        for command in Self.animations {
            let run = try BinaryRunner.run(command + ["--fps", String(fps), "--format", "lottie", "-o", "-"])
            try #require(run.status == 0, "\(command): \(run.stderr)")
            for problem in try Self.problems(run.stdout) { Issue.record("\(command) at \(fps) fps: \(problem)") }
        }
    }

    @Test func everyStillWritesWholeFramesExactly() throws {
        for command in Self.stills {
            let run = try BinaryRunner.run(command + ["--format", "lottie", "-o", "-"])
            try #require(run.status == 0, "\(command): \(run.stderr)")
            for problem in try Self.problems(run.stdout) { Issue.record("\(command): \(problem)") }
        }
    }

    @Test(arguments: [["--loop"], ["--markers"]])
    func everyDotLottieMemberWritesWholeFramesExactly(options: [String]) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("all.lottie").path
        let run = try BinaryRunner.run(["refresh", "--all", "--fps", "60"] + options + ["-o", path])
        try #require(run.status == 0, "\(run.stderr)")
        let (ids, animations) = try DotLottieTests.read(path)
        #expect(ids.count == 20)
        for (id, animation) in animations {
            for problem in try Self.problems(animation.bytes) { Issue.record("\(id) \(options): \(problem)") }
        }
    }

    /// The rate comes out whole at its source, for a period that 30 fps does not divide evenly.
    @Test func aRateWithinRoundingOfAWholeNumberIsThatNumber() {
        #expect(wholeFrameRate(period: 569 / 30.0, near: 30).rate == 30)
        #expect(wholeFrameRate(period: 569 / 30.0, near: 30.01).rate == 30)
        #expect(wholeFrameRate(period: 0.35, near: 30) == (11 / 0.35, 11))
        #expect(exactRate(29.999999999999996) == 30 && exactRate(59.99999999999999) == 60)
        #expect(exactRate(31.428571428571427) == 31.428571428571427)
    }

    /// Each whole-frame number of the document (`fr`, `ip`, `op`, every layer's `ip`, `op` and
    /// `st`, every marker's `tm` and `dr`) that is within a millionth of a whole number but not it.
    static func problems(_ bytes: Data) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        var found: [String] = []
        func check(_ object: [String: Any], _ keys: [String], at place: String) {
            for key in keys {
                guard let value = (object[key] as? NSNumber)?.doubleValue, isInexactWhole(value) else { continue }
                found.append("\(place)\(key) is \(value)")
            }
        }
        check(root, ["fr", "ip", "op"], at: "")
        var layers = root["layers"] as? [[String: Any]] ?? []
        for asset in root["assets"] as? [[String: Any]] ?? [] { layers += asset["layers"] as? [[String: Any]] ?? [] }
        for layer in layers { check(layer, ["ip", "op", "st"], at: "layer \(layer["nm"] ?? "?") ") }
        for marker in root["markers"] as? [[String: Any]] ?? [] { check(marker, ["tm", "dr"], at: "marker ") }
        return found
    }
}
