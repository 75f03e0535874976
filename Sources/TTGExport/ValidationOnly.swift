/// A mode in which commands parse and validate everything, then stop where the first
/// picture would be rendered or the first file written.
///
/// Used by the argument-parser fuzzer (`Fuzz/ArgumentsFuzzer.swift`) through
/// `TTGRender.run(_:validationOnly:)`, so that it exercises every command's parsing and model
/// validation without drawing or touching files. The checkpoints sit in the shared
/// mechanisms — `OutputSettings.encode`, `OutputFile.write`, `OutputDirectory.create`, the frame
/// exporter — so every command stops at the same depth; `TTGRender.run` reports a stop as
/// success. The mode is a task-local value scoped to one run, not global state.
public enum ValidationOnly {
    /// True inside a validation-only run.
    @TaskLocal public static var isEnabled = false

    /// Thrown at a checkpoint when validation-only mode is on.
    public struct Reached: Error {}

    /// Stops here when validation-only mode is on.
    public static func checkpoint() throws {
        if isEnabled { throw Reached() }
    }
}
