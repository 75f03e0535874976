import Foundation
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGCommands
@testable import TTGExport

/// `--shard auto`: K and N read from each batch engine's variables.
@Suite struct BatchShardTests {
    @Test func eachEngineGivesItsIndex() throws {
        #expect(
            try BatchShard.shard(
                givenCount: nil,
                environment: ["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_COUNT": "4"])
                == Shard(index: 2, count: 4))
        #expect(
            try BatchShard.shard(givenCount: 6, environment: ["JOB_COMPLETION_INDEX": "5"])
                == Shard(index: 5, count: 6))
        #expect(
            try BatchShard.shard(givenCount: 3, environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "0"])
                == Shard(index: 0, count: 3))
        #expect(try BatchShard.shard(givenCount: 2, environment: ["PARALLEL_SEQ": "2"]) == Shard(index: 1, count: 2))
        // An empty variable is unset; a given count overrides Slurm's.
        #expect(
            try BatchShard.shard(
                givenCount: 9,
                environment: ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2", "PARALLEL_SEQ": ""])
                == Shard(index: 1, count: 9))
    }

    @Test func missingOrAmbiguousOrOutOfRangeIsAUsageError() {
        let refused: [(Int?, [String: String])] = [
            (nil, [:]),
            (4, ["PARALLEL_SEQ": ""]),
            (nil, ["JOB_COMPLETION_INDEX": "1"]),  // Kubernetes does not give the count
            (4, ["JOB_COMPLETION_INDEX": "1", "PARALLEL_SEQ": "2"]),
            (2, ["AWS_BATCH_JOB_ARRAY_INDEX": "2"]),
            (2, ["PARALLEL_SEQ": "0"]),
            (nil, ["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "2"]),
            (nil, ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_STEP": "2"]),
        ]
        for (count, environment) in refused {
            do {
                let shard = try BatchShard.shard(givenCount: count, environment: environment)
                Issue.record("\(environment) gave \(shard)")
            } catch let error as CLIError {
                #expect(error.status == .usage, "\(environment)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

/// The recipes of docs/sharding.md, through the binary: N processes, each with one engine's
/// variables, write together exactly the unsharded export.
@Suite(.slow) struct AutoShardFrameExportTests {
    static let drawOn = [
        "path", "render", "--d", "M4 4 H28 V28 H4 Z", "--fill", "none", "--stroke", "teal", "--line-width", "3",
        "--trim", "0,0", "--trim-to", "0,1", "--cycle", "1", "--quiet", "--canvas", "32x32",
        "--frames", "11",
    ]
    /// Every engine's index variables, unset (empty), so the test's own environment cannot leak in.
    static let cleared = [
        "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP",
        "JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX", "PARALLEL_SEQ",
    ].reduce(into: [String: String]()) { $0[$1] = "" }

    /// Each engine as docs/sharding.md runs it: its name, the `--shard` value, and task i's variables
    /// among `tasks` (Slurm's array numbered from 1, so its minimum counts).
    static func engines(tasks: Int) -> [(name: String, shard: String, variables: (Int) -> [String: String])] {
        [
            (
                "slurm", "auto",
                {
                    [
                        "SLURM_ARRAY_TASK_ID": String($0 + 1), "SLURM_ARRAY_TASK_MIN": "1",
                        "SLURM_ARRAY_TASK_COUNT": String(tasks),
                    ]
                }
            ),
            ("kubernetes", "auto/\(tasks)", { ["JOB_COMPLETION_INDEX": String($0)] }),
            ("aws", "auto/\(tasks)", { ["AWS_BATCH_JOB_ARRAY_INDEX": String($0)] }),
            ("parallel", "auto/\(tasks)", { ["PARALLEL_SEQ": String($0 + 1)] }),
        ]
    }

    /// Runs the binary in `dir` with `variables` as the only batch engine variables set.
    static func run(_ arguments: [String], in dir: URL, variables: [String: String] = [:]) throws
        -> BinaryRunner.Result
    {
        try BinaryRunner.runProgram(
            BinaryRunner.binary.path, arguments, in: dir, environment: cleared.merging(variables) { $1 })
    }

    /// Every file under `dir`, by its path relative to `dir`.
    static func files(_ dir: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: dir.path) {
            var isDirectory: ObjCBool = false
            let url = dir.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[name] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func everyEngineShardsToTheUnshardedExport() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let whole = try BinaryRunner.run(Self.drawOn + ["-o", "whole/"], in: dir)
        #expect(whole.status == 0, "\(whole.stderr)")
        let expected = try Self.files(dir.appendingPathComponent("whole"))
        #expect(expected.count == 11)
        let tasks = 4
        for (engine, shard, variables) in Self.engines(tasks: tasks) {
            for task in 0..<tasks {
                let result = try Self.run(
                    Self.drawOn + ["--shard", shard, "-o", engine + "/"], in: dir, variables: variables(task))
                #expect(result.status == 0, "\(engine) task \(task): \(result.stderr)")
            }
            #expect(try Self.files(dir.appendingPathComponent(engine)) == expected, "\(engine)")
        }
        let none = try Self.run(Self.drawOn + ["--shard", "auto", "-o", "none/"], in: dir)
        #expect(none.status == 64)
        #expect(none.stderr.contains("--shard auto found no batch task index"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none").path))
    }
}
