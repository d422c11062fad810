/// Swift source handed to the linter in memory (editors, tests), instead of read from disk.
public struct SourceInput: Sendable {
    /// The path reported in violations; folder names in it matter for role detection.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]

    /// Creates an input from text.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    /// Creates an input from raw bytes (which need not be valid UTF-8).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
