import TTGArguments
import TTGExport

/// `--shard auto`: this task's part of an export, read from the batch engine
/// that started it, so one command line serves every task of an array job.
///
/// | engine | index | count |
/// | --- | --- | --- |
/// | Slurm job array | `SLURM_ARRAY_TASK_ID` − `SLURM_ARRAY_TASK_MIN` | `SLURM_ARRAY_TASK_COUNT` |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` | given: `auto/N` (`completions`) |
/// | AWS Batch array job | `AWS_BATCH_JOB_ARRAY_INDEX` | given: `auto/N` (the array size) |
/// | GNU parallel | `PARALLEL_SEQ` − 1 | given: `auto/N` (the number of jobs) |
///
/// An empty variable counts as unset. A count given as `auto/N` overrides
/// Slurm's. Exactly one engine must be found: none, or two at once (GNU
/// parallel inside a Slurm task), is a usage error naming the variables.
enum BatchShard {
    /// One engine's reading: the index and, when the engine says it, the count.
    private struct Reading {
        let engine: String
        let index: Int
        let count: Int?
    }

    /// The shard for `--shard auto` (`givenCount` nil) or `--shard auto/N`, from `environment`;
    /// errors name `option`.
    static func shard(givenCount: Int?, environment: [String: String], option: OptionName = ExportOptions().shard.flag)
        throws -> Shard
    {
        func value(_ name: String) throws -> Int? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let number = Int(text) else {
                throw CLIError.usage("\(option) auto: \(name) is '\(text)', not a whole number")
            }
            return number
        }
        var readings: [Reading] = []
        if let id = try value("SLURM_ARRAY_TASK_ID") {
            if let step = try value("SLURM_ARRAY_TASK_STEP"), step != 1 {
                throw CLIError.usage("\(option) auto: the Slurm array has step \(step); use --array=0-N without a step")
            }
            let low = try value("SLURM_ARRAY_TASK_MIN") ?? 0
            readings.append(Reading(engine: "Slurm", index: id - low, count: try value("SLURM_ARRAY_TASK_COUNT")))
        }
        if let index = try value("JOB_COMPLETION_INDEX") {
            readings.append(Reading(engine: "Kubernetes", index: index, count: nil))
        }
        if let index = try value("AWS_BATCH_JOB_ARRAY_INDEX") {
            readings.append(Reading(engine: "AWS Batch", index: index, count: nil))
        }
        if let sequence = try value("PARALLEL_SEQ") {
            readings.append(Reading(engine: "GNU parallel", index: sequence - 1, count: nil))
        }
        guard let reading = readings.first else {
            throw CLIError.usage(
                """
                \(option) auto found no batch task index: set by Slurm (SLURM_ARRAY_TASK_ID), Kubernetes \
                (JOB_COMPLETION_INDEX), AWS Batch (AWS_BATCH_JOB_ARRAY_INDEX) or GNU parallel (PARALLEL_SEQ); \
                elsewhere give \(option) K/N
                """)
        }
        guard readings.count == 1 else {
            throw CLIError.usage(
                "\(option) auto found task indices from \(readings.map(\.engine).joined(separator: " and ")); give \(option) K/N"
            )
        }
        guard let count = givenCount ?? reading.count else {
            throw CLIError.usage(
                "\(option) auto: \(reading.engine) does not say how many tasks there are; give it as \(option) auto/N")
        }
        guard count >= 1, reading.index >= 0, reading.index < count else {
            throw CLIError.usage("\(option) auto: \(reading.engine) task \(reading.index) is not in 0..<\(count)")
        }
        return Shard(index: reading.index, count: count)
    }
}
