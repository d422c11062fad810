/// `.viper/manifest.json`: every module `viper new` generated, with the template and
/// tool version that generated it (so a team can tell which modules predate a template
/// change) and a content hash per file (so `viper remove` deletes only files left as generated).
public struct Manifest: Codable, Sendable, Equatable {
    /// One file `viper new` wrote.
    public struct File: Codable, Sendable, Equatable {
        /// Its path, relative to the project root.
        public var path: String
        /// The SHA-256 of the text written, lowercase hex; nil in entries written before the
        /// manifest kept hashes, whose files cannot be told apart from edited ones.
        public var sha256: String?

        /// A file at `path` whose generated text hashes to `sha256`.
        public init(path: String, sha256: String?) {
            self.path = path
            self.sha256 = sha256
        }

        /// The record of `contents` written to `path`.
        public init(path: String, contents: String) {
            self.init(path: path, sha256: SHA256.hex(contents))
        }

        /// Whether `bytes` are what was generated; nil when no hash was recorded.
        public func isUnchanged(_ bytes: [UInt8]) -> Bool? {
            sha256.map { $0 == SHA256.hex(bytes) }
        }

        private enum CodingKeys: String, CodingKey {
            case path, sha256
        }

        /// Reads `{"path": …, "sha256": …}`, or a bare path as manifests without hashes hold it.
        public init(from decoder: any Decoder) throws {
            if let path = try? decoder.singleValueContainer().decode(String.self) {
                self.init(path: path, sha256: nil)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                path: try container.decode(String.self, forKey: .path),
                sha256: try container.decodeIfPresent(String.self, forKey: .sha256)
            )
        }
    }

    /// One generated module.
    public struct Entry: Codable, Sendable, Equatable {
        /// The module's name.
        public var name: String
        /// The template that generated it.
        public var template: String
        /// The `viper` version that generated it.
        public var version: String
        /// The layout used.
        public var layout: Layout
        /// The kind of view generated.
        public var ui: UIKind
        /// The test framework used.
        public var tests: TestFramework
        /// The assembly style used.
        public var assembly: Assembly
        /// Every file written, with its path relative to the project root and its hash.
        public var files: [File]

        /// An entry for module `name`.
        public init(
            name: String, template: String, version: String, layout: Layout, ui: UIKind,
            tests: TestFramework, assembly: Assembly, files: [File]
        ) {
            self.name = name
            self.template = template
            self.version = version
            self.layout = layout
            self.ui = ui
            self.tests = tests
            self.assembly = assembly
            self.files = files
        }
    }

    /// The generated modules, sorted by name.
    public private(set) var modules: [Entry]

    /// A manifest listing `modules`.
    public init(modules: [Entry] = []) {
        self.modules = modules.sorted { $0.name < $1.name }
    }

    /// The entry for module `name`, if it was generated.
    public func entry(named name: String) -> Entry? {
        modules.first { $0.name == name }
    }

    /// Adds `entry`, replacing an entry with the same name.
    public mutating func record(_ entry: Entry) {
        remove(named: entry.name)
        modules.append(entry)
        modules.sort { $0.name < $1.name }
    }

    /// Removes the entry for module `name`, if there is one.
    public mutating func remove(named name: String) {
        modules.removeAll { $0.name == name }
    }
}
