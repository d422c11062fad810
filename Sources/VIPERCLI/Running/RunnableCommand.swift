import ArgumentParser

/// A `viper` command that does work: its options are parsed by swift-argument-parser, and it
/// runs in a ``CommandContext`` so the whole tool can run in-process.
///
/// A command returns ``ExitCode/success`` or, when it ran but found something wrong
/// (violations, a stale file), ``ExitCode/failure``. Anything that stops it is thrown:
/// ``VIPERCommand/run(_:in:)`` prints every error and picks its exit code in one place
/// (see ``CommandFailure``).
public protocol RunnableCommand: ParsableCommand {
    /// Does the command's work, writing to `context.console` and resolving paths with
    /// ``CommandContext/url(for:)``.
    func run(in context: CommandContext) throws -> ExitCode
}
