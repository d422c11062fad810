/// `.viper/manifest.json`: every module `viper new` generated, with the template and
/// tool version that generated it, so a team can tell which modules predate a template change.
public struct Manifest: Codable, Sendable, Equatable {
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
        /// Every file written, relative to the project root.
        public var files: [String]

        /// An entry for module `name`.
        public init(
            name: String, template: String, version: String, layout: Layout, ui: UIKind,
            tests: TestFramework, assembly: Assembly, files: [String]
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
        modules.removeAll { $0.name == entry.name }
        modules.append(entry)
        modules.sort { $0.name < $1.name }
    }
}
