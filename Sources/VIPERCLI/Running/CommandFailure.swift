import VIPERGenerator
import VIPERLint
import VIPERMocks
import VIPERSyntax
import VIPERToolSupport
import VIPERXcode

/// An error that decides the status `viper` exits with. ``VIPERCommand/run(_:in:)`` prints
/// it as `Error: <description>`; an error that does not conform exits with ``ExitCode/failure``.
///
/// The conformances below are the one list of errors that are the user's to fix on the
/// command line or in `viper.json` (exit 2), as opposed to a command that ran and failed (exit 1).
public protocol CommandFailure: Error, CustomStringConvertible {
    /// The status to exit with.
    var exitCode: ExitCode { get }
}

// MARK: - The libraries' errors that are usage or configuration errors

/// A path on the command line that does not exist.
extension LintError: CommandFailure {
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

/// A `"lint"` section of `viper.json` that is not valid.
extension ConfigurationError: CommandFailure {
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

/// A baseline file that cannot be read or written.
extension BaselineError: CommandFailure {
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

/// Paths on the command line that hold no readable Swift file.
extension SourceLoadingError: CommandFailure {
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

/// `--protocol` names, or paths, that hold no protocol to mock.
extension MocksError: CommandFailure {
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

/// An Xcode project or target the command line (or `viper.json`) names wrongly, or leaves
/// ambiguous, is a usage error; a project that cannot be read or edited is a failure.
extension XcodeProjectError: CommandFailure {
    /// ``ExitCode/usage`` for a missing, ambiguous or unknown project or target, else ``ExitCode/failure``.
    public var exitCode: ExitCode {
        switch self {
        case .notFound, .severalProjects, .unknownTarget, .ambiguousTarget: .usage
        default: .failure
        }
    }
}

/// A custom template that cannot become an Xcode file template.
extension XcodeFileTemplateError: CommandFailure {
    /// Always ``ExitCode/failure``: the template, not the command line, is wrong.
    public var exitCode: ExitCode { .failure }
}

/// `viper.json` that is not valid is a configuration error; the rest (a module or file that
/// exists, a template that is missing) are failures of a command line that was fine.
extension ProjectError: CommandFailure {
    /// ``ExitCode/usage`` for an invalid `viper.json`, else ``ExitCode/failure``.
    public var exitCode: ExitCode {
        switch self {
        case .malformedJSON, .invalidConfigurationValue: .usage
        default: .failure
        }
    }
}

/// A VIPERKit version rule on the command line or in `viper.json` that does not parse.
extension PackageRequirementError: CommandFailure {
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

// MARK: - The libraries' errors of a command line that was fine

/// A file the command was asked to write that is not a regular file, or a link out of the project.
extension FileWriteError: CommandFailure {
    /// Always ``ExitCode/failure``.
    public var exitCode: ExitCode { .failure }
}

/// A `--fix` that cannot be written: the file changed since it was read, or is read-only.
extension FixError: CommandFailure {
    /// Always ``ExitCode/failure``.
    public var exitCode: ExitCode { .failure }
}
