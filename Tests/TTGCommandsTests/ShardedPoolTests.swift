import Foundation
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGCommands
@testable import TTGExport

/// A pool's shard: its contiguous block of challenges and the name of its answers file.
@Suite struct PoolShardTests {
    @Test func blocksCoverThePoolInOrderAndDifferByAtMostOne() {
        for total in [0, 1, 7, 100] {
            for count in [1, 2, 3, 9, 100, 101] {
                let blocks = (0..<count).map { Shard(index: $0, count: count).block(of: total) }
                #expect(blocks.first?.lowerBound == 0 && blocks.last?.upperBound == total, "\(total) in \(count)")
                #expect(zip(blocks, blocks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                let sizes = blocks.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1, "\(total) in \(count)")
            }
        }
        #expect(Shard(index: 1, count: 3).block(of: 7) == 2..<4)
        #expect(Shard(index: 0, count: 9).block(of: 7).isEmpty)
        // index × total does not fit 64 bits here.
        #expect(Shard(index: Int.max - 1, count: Int.max).block(of: 100_000) == 99_999..<100_000)
    }

    @Test func answersFileNamesSortInShardOrder() {
        let shard = Shard(index: 1, count: 4)
        #expect(shard.fileName("answers.jsonl") == "answers-00001-of-00004.jsonl")
        #expect(shard.fileName("answers") == "answers-00001-of-00004")
        #expect(shard.fileName("out.d/answers") == "out.d/answers-00001-of-00004")
        #expect(shard.fileName("/srv/.answers") == "/srv/.answers-00001-of-00004")
        #expect(shard.fileName("a/b.tar.jsonl") == "a/b.tar-00001-of-00004.jsonl")
        #expect(Shard(index: 7, count: 123_456).fileName("a.jsonl") == "a-000007-of-123456.jsonl")
    }
}

/// `puzzle --count N --shard`: the tasks of an array job, each run with one engine's variables
/// (or an explicit K/N), write together exactly the unsharded pool and, concatenated in name
/// order, its answers file.
@Suite struct ShardedPoolTests {
    static let pool = [
        "puzzle", "--count", "7", "--seed", "42", "--scale", "1", "--canvas", "100x64", "--decoys", "1", "--json",
    ]

    /// The documented name of shard `index` of `count`'s answers file.
    static func answersName(_ index: Int, of count: Int) -> String {
        String(format: "answers-%05d-of-%05d.jsonl", index, count)
    }

    /// Runs the tasks of one sharded pool into `folder` (its `pool/` and its answers files) and
    /// returns the challenge ids each reported, in task order.
    static func runTasks(
        _ arguments: [String], tasks: Int, into folder: URL, shard: (Int) -> String,
        variables: (Int) -> [String: String]
    ) throws -> [[String]] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<tasks).map { task in
            let result = try AutoShardFrameExportTests.run(
                arguments + ["--shard", shard(task), "--out-dir", "pool", "--answer", "answers.jsonl"], in: folder,
                variables: variables(task))
            #expect(result.status == 0, "\(folder.lastPathComponent) task \(task): \(result.stderr)")
            let manifest = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
            #expect(manifest?["answers"] as? String == answersName(task, of: tasks))
            return manifest?["ids"] as? [String] ?? []
        }
    }

    /// The answers files in `folder`, concatenated in name order; checks that they are the documented ones.
    static func joinedAnswers(in folder: URL, tasks: Int) throws -> Data {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("answers") }
        #expect(names.sorted() == (0..<tasks).map { answersName($0, of: tasks) })
        return try names.sorted().reduce(into: Data()) { joined, name in
            let part = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(part.isEmpty || part.last == UInt8(ascii: "\n"), "\(name) ends with a whole line")
            joined += part
        }
    }

    static let ids = (1...7).map { String(format: "%06d", $0) }

    @Test func everyEngineAndKOfNShardToTheUnshardedPool() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let whole = try AutoShardFrameExportTests.run(
            Self.pool + ["--out-dir", "whole", "--answer", "answers.jsonl"], in: dir)
        #expect(whole.status == 0, "\(whole.stderr)")
        let expected = try AutoShardFrameExportTests.files(dir.appendingPathComponent("whole"))
        #expect(expected.count == 21, "7 challenges of 3 layers")
        let answers = try Data(contentsOf: dir.appendingPathComponent("answers.jsonl"))
        // Three tasks split 7 challenges 2, 2, 3; nine leave two of them empty.
        var runs: [(String, Int, (Int) -> String, (Int) -> [String: String])] =
            AutoShardFrameExportTests.engines(tasks: 3).map { engine in
                (engine.name, 3, { _ in engine.shard }, engine.variables)
            }
        runs.append(("explicit", 9, { "\($0)/9" }, { _ in [:] }))
        for (name, tasks, shard, variables) in runs {
            let folder = dir.appendingPathComponent(name)
            let ids = try Self.runTasks(Self.pool, tasks: tasks, into: folder, shard: shard, variables: variables)
            #expect(ids.joined().elementsEqual(Self.ids), "\(name): \(ids)")
            #expect(try AutoShardFrameExportTests.files(folder.appendingPathComponent("pool")) == expected, "\(name)")
            #expect(try Self.joinedAnswers(in: folder, tasks: tasks) == answers, "\(name)")
            if tasks == 9 { #expect(ids.map(\.count) == [0, 1, 1, 1, 0, 1, 1, 1, 1]) }
        }
    }

    @Test func unseededShardsKeepTheirIdsApart() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let unseeded = Self.pool.filter { $0 != "--seed" && $0 != "42" }
        let ids = try Self.runTasks(
            unseeded, tasks: 3, into: dir, shard: { _ in "auto/3" }, variables: { ["PARALLEL_SEQ": String($0 + 1)] })
        #expect(ids.map(\.count) == [2, 2, 3])
        #expect(ids.joined().elementsEqual(Self.ids))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("pool").path).sorted()
                == Self.ids)
        let lines = try Self.joinedAnswers(in: dir, tasks: 3).split(separator: UInt8(ascii: "\n"))
        let challenges = try lines.map { try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
        #expect(challenges.map { $0?["challenge"] as? String } == Self.ids)
    }

    /// Before pools, `--shard` already split puzzle's animation frames; it still does.
    @Test func animationFramesStillShard() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let snap = [
            "puzzle", "--canvas", "120x80", "--size", "40x40", "--blank", "60,20", "--animate", "snap", "--fps", "10",
            "--quiet",
        ]
        try Self.expectTwoShardsMakeTheWhole(snap, in: dir)
    }

    /// Writes the frames of `arguments` whole, then as two shards into one folder, and expects the same files.
    static func expectTwoShardsMakeTheWhole(_ arguments: [String], in dir: URL) throws {
        #expect(try AutoShardFrameExportTests.run(arguments + ["-o", "whole/"], in: dir).status == 0)
        for k in 0..<2 {
            let shard = try AutoShardFrameExportTests.run(arguments + ["--shard", "\(k)/2", "-o", "shards/"], in: dir)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let whole = try AutoShardFrameExportTests.files(dir.appendingPathComponent("whole"))
        #expect(whole.count > 1)
        #expect(try AutoShardFrameExportTests.files(dir.appendingPathComponent("shards")) == whole)
    }

    /// A random challenge's frames cannot be split: each task would draw its own hole. With a
    /// seed every task draws the same one, and the shards make up the whole again.
    @Test func randomChallengeFramesNeedASeedToShard() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let snap = ["puzzle", "--canvas", "120x80", "--size", "40x40", "--animate", "snap", "--fps", "10", "--quiet"]
        let refused = try AutoShardFrameExportTests.run(snap + ["--shard", "0/2", "-o", "random/"], in: dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr.hasPrefix(
                "ttg-render puzzle: --shard: '0/2' splits the frames of one challenge between tasks, and without "
                    + "--seed each task would draw its own random challenge; give every task the same --seed N (or "
                    + "a --blank and no decoys)"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("random").path))
        try Self.expectTwoShardsMakeTheWhole(snap + ["--seed", "9"], in: dir)
    }

    @Test(arguments: [
        (
            ["--out-dir", "x", "--answer", "x.json", "--shard", "1/2"],
            "--shard: '1/2' splits a pool (--count N) between tasks; --out-dir without --count writes one challenge"
        ),
        (
            ["-o", "x.png", "--shard", "auto/2"],
            "--shard: 'auto/2' splits a pool (--out-dir DIR --count N) or frame files between tasks; "
                + "this command line writes one picture"
        ),
        (
            ["--out-dir", "x", "--count", "2", "--answer", "x.jsonl", "--skip-existing"],
            "--skip-existing applies to frame files; --out-dir writes every challenge and its answers anew"
        ),
        (["--out-dir", "x", "--skip-existing"], "--skip-existing applies to frame files"),
        (
            ["--animate", "snap", "--blank", "190,50", "-o", "x.gif", "--shard", "0/2"],
            "--shard: applies to frame files, not to an animated GIF ('x.gif')"
        ),
        (["--out-dir", "x", "--count", "2", "--answer", "x.jsonl", "--shard", "auto"], "--shard auto found no"),
    ])
    func shardOrSkipExistingWithoutEffectIsRefused(arguments: [String], message: String) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try AutoShardFrameExportTests.run(["puzzle"] + arguments, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("ttg-render puzzle: " + message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing written")
    }
}
