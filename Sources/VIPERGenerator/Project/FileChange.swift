import VIPERToolSupport
/// What writing one generated file does to the file on disk.
public struct FileChange: Sendable, Equatable {
    /// The effect of the write.
    public enum Kind: String, Sendable, Equatable {
        /// No file was there.
        case create
        /// A different file was there.
        case overwrite
        /// The same text was there already.
        case unchanged
    }

    /// The file to write.
    public let file: GeneratedFile
    /// The text on disk now, if there is a file.
    public let existing: String?

    /// A change writing `file` over `existing`.
    public init(file: GeneratedFile, existing: String?) {
        self.file = file
        self.existing = existing
    }

    /// Whether the write creates, overwrites or leaves the file as it is.
    public var kind: Kind {
        switch existing {
        case nil: .create
        case file.contents?: .unchanged
        default: .overwrite
        }
    }

    /// A unified diff from the file on disk to the generated text; empty when unchanged.
    public var diff: String {
        UnifiedDiff(old: existing, new: file.contents, path: file.path).lines.joined(separator: "\n")
    }
}
