/// A protocol `viper mocks` wrote no spy for, and why: reported instead of generating code
/// that would not compile.
public struct UnmockableProtocol: Error, Sendable, Hashable, CustomStringConvertible {
    /// The protocol's name.
    public let protocolName: String
    /// The file that declares it.
    public let path: String
    /// The 1-based line of its declaration.
    public let line: Int
    /// Why no spy can be written, and what to do about it.
    public let reason: String

    /// A report for `protocolName` declared at `path:line`.
    public init(protocolName: String, path: String, line: Int, reason: String) {
        self.protocolName = protocolName
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `path:line: cannot mock 'Name': reason`.
    public var description: String {
        "\(path):\(line): cannot mock '\(protocolName)': \(reason)"
    }
}
