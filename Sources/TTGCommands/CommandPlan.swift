import TTGArguments
import TTGExport

/// What a command does, decided from its arguments alone: every option is parsed and checked,
/// and nothing is drawn or written yet. ``execute()`` is the one place that does the work, so a
/// front end (or the argument fuzzer) can stop at the plan.
package enum CommandPlan: CommandAction {
    /// Draw and write exports (``RenderPlan``).
    case render(RenderPlan)
    /// Print this text on standard output and exit with `status`.
    case print(String, status: ExitStatus = .success)
    /// Work whose output is made as it goes (a challenge pool, the showcase, a hit mask).
    case perform(@Sendable () throws -> ExitStatus)

    /// Does what the plan says.
    package func execute() throws -> ExitStatus {
        switch self {
        case .render(let plan):
            try plan.execute()
            return .success
        case .print(let text, let status):
            Console.out(text)
            return status
        case .perform(let work):
            return try work()
        }
    }
}
