/// Where a command writes: standard output for results, standard error for diagnostics.
public protocol Console: Sendable {
    /// Writes `text` as it is to standard output.
    func writeOutput(_ text: String)
    /// Writes `text` as it is to standard error.
    func writeError(_ text: String)
}

extension Console {
    /// Writes `line` and a newline to standard output.
    public func output(_ line: String) {
        writeOutput(line + "\n")
    }

    /// Writes `line` and a newline to standard error.
    public func error(_ line: String) {
        writeError(line + "\n")
    }
}
