/// A file the generator produced: where it goes and what it holds.
public struct GeneratedFile: Sendable, Equatable {
    /// Its path relative to the project root (or absolute, when the configured folder is).
    public let path: String
    /// Its full text.
    public let contents: String

    /// A file at `path` holding `contents`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
