import TTGArguments

extension CommandTree {
    /// The environment variables every drawing command may read, first in the manual page's
    /// ENVIRONMENT section (`serve` declares its own); a test checks that the sources read no other.
    static var environment: [EnvironmentVariable] {
        let shard = ExportOptions().shard.flag
        return [
            EnvironmentVariable(
                "SLURM_ARRAY_TASK_ID",
                help: "\(shard) auto: the task's index in a Slurm job array (less SLURM_ARRAY_TASK_MIN) is K."),
            EnvironmentVariable(
                "SLURM_ARRAY_TASK_MIN", help: "\(shard) auto: the Slurm array's first index (0 when unset)."),
            EnvironmentVariable(
                "SLURM_ARRAY_TASK_COUNT", help: "\(shard) auto: the number of tasks N, unless \(shard) auto/N gives it."
            ),
            EnvironmentVariable(
                "SLURM_ARRAY_TASK_STEP",
                help: "\(shard) auto: a Slurm array must be contiguous; a step other than 1 is refused (exit 64)."),
            EnvironmentVariable(
                "JOB_COMPLETION_INDEX", help: "\(shard) auto/N: the task's index in a Kubernetes Indexed Job is K."),
            EnvironmentVariable(
                "AWS_BATCH_JOB_ARRAY_INDEX", help: "\(shard) auto/N: the task's index in an AWS Batch array job is K."),
            EnvironmentVariable(
                "PARALLEL_SEQ", help: "\(shard) auto/N: GNU parallel's job number, from 1; K is PARALLEL_SEQ - 1."),
            EnvironmentVariable(
                "TMPDIR",
                help: """
                    Where an animated GIF's frames wait until the file is written (a file unlinked as soon as it \
                    is made); /tmp when unset or empty.
                    """),
            EnvironmentVariable(
                "TERM", help: "dumb: no progress line, which needs a terminal that redraws a line in place."),
            EnvironmentVariable(
                "COLUMNS", help: "The progress line's width when the terminal does not say (80 when neither does)."),
        ]
    }
}
