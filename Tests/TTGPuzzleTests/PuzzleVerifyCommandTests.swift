import Foundation
import TTGGeometry
import TTGPuzzle
import TTGTestSupport
import Testing

/// End-to-end runs of `ttg-render puzzle verify`: the lock, answer files, drag tracks.
@Suite(.slow) struct PuzzleVerifyCommandTests {
    func verify(_ arguments: [String], in dir: URL? = nil, input: Data? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["puzzle", "verify"] + arguments, in: dir, input: input)
    }

    static func json(_ track: DragTrack) -> Data {
        let points = track.samples.map { "[\($0.time),\($0.x),\($0.y)]" }
        return Data(("[" + points.joined(separator: ",") + "]").utf8)
    }

    @Test func sixBlindDropsLockAfterThree() throws {
        // The sweep that used to solve every challenge: x = 118, 135, …, 203, a server passing the count along.
        var failures = 0
        var states: [String] = []
        for x in stride(from: 118, through: 203, by: 17) {
            let result = try verify([
                "--blank", "203,50", "--axes", "horizontal", "--start", "20,50", "--x", "\(x)",
                "--failures", "\(failures)",
            ])
            #expect(result.status == 1, "x \(x): \(result.output)")
            #expect(result.output.contains("\"verified\":false"))
            let state = ["failed", "locked"].first { result.output.contains("\"state\":\"\($0)\"") }
            states.append(state ?? "?")
            if let range = result.output.range(of: "\"failures\":") {
                failures = Int(result.output[range.upperBound...].prefix { $0.isNumber })!
            }
        }
        #expect(states == ["failed", "failed", "locked", "locked", "locked", "locked"])
        #expect(failures == 3)
        // Locked for good: an exact drop does not verify.
        let exact = try verify(["--blank", "176,50", "--position", "176,50", "--failures", "3"])
        #expect(exact.status == 1)
        #expect(exact.output.contains("\"verified\":false") && exact.output.contains("\"state\":\"locked\""))
        // --max-retries 0 never locks.
        let never = try verify(["--blank", "176,50", "--position", "176,50", "--failures", "50", "--max-retries", "0"])
        #expect(never.status == 0 && never.output.contains("\"state\":\"verified\""))
    }

    @Test func answersFileByChallengeOrLine() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let made = try BinaryRunner.run(
            ["puzzle", "--out-dir", "pool", "--count", "3", "--seed", "9", "--answer", "a.jsonl"], in: dir)
        #expect(made.status == 0, "\(made.stderr)")
        let lines = try String(contentsOf: dir.appendingPathComponent("a.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        let second = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        let blank = try #require(second["blank"] as? [Double])
        for id in ["000002", "2"] {
            let hit = try verify(
                ["--answers", "a.jsonl", "--id", id, "--x", "\(blank[0] + 3)", "--y", "\(blank[1] - 8)"], in: dir)
            #expect(hit.status == 0, "\(hit.stderr)")
            #expect(hit.output.hasPrefix("{\"challenge\":\"000002\",\"verified\":true"))
            #expect(!hit.output.contains("\"decoy\":true"))
        }
        let third = try verify(["--answers", "a.jsonl", "--id", "3", "--x", "1"], in: dir)
        #expect(third.status == 1 && third.output.hasPrefix("{\"challenge\":\"000003\",\"verified\":false"))
        let unknown = try verify(["--answers", "a.jsonl", "--id", "000009", "--x", "1"], in: dir)
        #expect(unknown.status == 65 && unknown.stderr.contains("a.jsonl") && unknown.stderr.contains("000009"))
        for conflicting in [["--blank", "1,1"], ["--tolerance", "3"], ["--canvas", "100x100"], ["--start", "1,1"]] {
            let r = try verify(["--answers", "a.jsonl", "--id", "1", "--x", "1"] + conflicting, in: dir)
            #expect(r.status == 64, "\(conflicting)")
        }
        #expect(try verify(["--answers", "a.jsonl", "--x", "1"], in: dir).status == 64)
        #expect(try verify(["--id", "1", "--blank", "1,1", "--x", "1"], in: dir).status == 64)
        #expect(try verify(["--blank", "1,1", "--position", "1,1", "--x", "1"], in: dir).status == 64)
    }

    @Test func decoysFailAndMalformedLinesAreDataErrors() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let text = """
            {"challenge":"000001","blank":[176,50],"size":[100,100],"shape":"classic","tolerance":8,\
            "canvas":[320,200],"axes":"both","start":[20,20],"pieceOrigin":[9,9],"decoys":[[60,80],[120,10]]}
            {"challenge":"000002","blank":[176,50],"size":[100,100],"tolerance":8,"canvas":"320x200"}

            """
        try Data(text.utf8).write(to: dir.appendingPathComponent("d.jsonl"))
        let onDecoy = try verify(["--answers", "d.jsonl", "--id", "000001", "--position", "123,14"], in: dir)
        #expect(onDecoy.status == 1 && onDecoy.output.contains("\"decoy\":true"))
        #expect(onDecoy.output.contains("\"verified\":false"))
        let onBlank = try verify(["--answers", "d.jsonl", "--id", "1", "--position", "176,50"], in: dir)
        #expect(onBlank.status == 0 && onBlank.output.contains("\"decoy\":false"))
        let bad = try verify(["--answers", "d.jsonl", "--id", "000002", "--x", "1"], in: dir)
        #expect(bad.status == 65 && bad.stderr.contains("d.jsonl") && bad.stderr.contains("line 2"), "\(bad.stderr)")
    }

    @Test func tracksAcceptedAndRejected() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        var random = SyntheticDrags.Random(seed: 42)
        let human = SyntheticDrags.human(to: Point(176, 50), &random)
        try Self.json(human).write(to: dir.appendingPathComponent("human.json"))
        let accepted = try verify(["--blank", "176,50", "--track", "human.json"], in: dir)
        #expect(accepted.status == 0, "\(accepted.output) \(accepted.stderr)")
        #expect(accepted.output.contains("\"state\":\"verified\",\"failures\":0,\"trackVerdict\":\"accepted\""))
        #expect(!accepted.output.contains("trackReason"))
        // The same drag from standard input, and with the drop given.
        let piped = try verify(
            ["--blank", "176,50", "--track", "-", "--position", "176,50"], in: dir, input: Self.json(human))
        #expect(piped.status == 0, "\(piped.output) \(piped.stderr)")
        // The drop elsewhere than where the track ends.
        let moved = try verify(["--blank", "176,50", "--track", "human.json", "--position", "180,50"], in: dir)
        #expect(moved.status == 1 && moved.output.contains("\"trackReason\":\"endMismatch\""))

        let linear = SyntheticDrags.scripted(.linear, to: Point(176, 50), &random)
        let rejected = try verify(["--blank", "176,50", "--track", "-"], in: dir, input: Self.json(linear))
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("\"verified\":false,\"position\":[176,50]"))
        #expect(
            rejected.output.contains(
                "\"state\":\"failed\",\"failures\":1,\"trackVerdict\":\"rejected\",\"trackReason\":\"constantVelocity\""
            ),
            "\(rejected.output)")
    }

    @Test func malformedTracksExit65NamingTheFile() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let cases: [(String, String)] = [
            ("{", "is not JSON"), ("[[0,20,20],[16,21]]", "point 2 has 2 numbers"),
            ("[[0,20,20],[16,true,20]]", "wrong type at [1][1]"), ("[[20,20,20],[16,21,20]]", "point 2's time 16"),
            ("{\"t\":1}", "wrong type"),
        ]
        for (i, (text, problem)) in cases.enumerated() {
            try Data(text.utf8).write(to: dir.appendingPathComponent("bad\(i).json"))
            let r = try verify(["--blank", "176,50", "--track", "bad\(i).json"], in: dir)
            #expect(r.status == 65, "\(text)")
            #expect(r.stderr.contains("--track: 'bad\(i).json': \(problem)"), "\(r.stderr)")
        }
        let missing = try verify(["--blank", "176,50", "--track", "nope.json"], in: dir)
        #expect(missing.status == 66)
        let stdin = try verify(["--blank", "176,50", "--track", "-"], in: dir, input: Data("[1]".utf8))
        #expect(stdin.status == 65 && stdin.stderr.contains("'standard input'"))
    }
}
