/// The status the `viper` process exits with.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The number passed to `exit`.
    public let rawValue: Int32

    /// The status `rawValue`.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// 0: the command did what was asked.
    public static let success = ExitCode(rawValue: 0)
    /// 1: the command line was fine but the command failed (a file exists, a template is broken).
    public static let failure = ExitCode(rawValue: 1)
    /// 2: the command line itself was wrong (missing argument, unknown option, bad value).
    public static let usage = ExitCode(rawValue: 2)

    /// The number, as a shell shows it.
    public var description: String { "\(rawValue)" }
}
