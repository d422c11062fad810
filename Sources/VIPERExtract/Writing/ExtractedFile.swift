/// One file `viper extract` writes.
public struct ExtractedFile: Sendable, Hashable, Codable {
    /// Its path, relative to the folder extract ran in (or absolute).
    public let path: String
    /// Its text.
    public let contents: String
    /// The text it replaces, nil for a new file.
    public let existing: String?
    /// Whether it is a test or a spy, compiled by the test target rather than the app's.
    public let isTest: Bool

    /// A file to write at `path` with `contents`, replacing `existing` (nil for a new file);
    /// `isTest` for a test or a spy.
    public init(path: String, contents: String, existing: String?, isTest: Bool = false) {
        self.path = path
        self.contents = contents
        self.existing = existing
        self.isTest = isTest
    }
}
