import Foundation
import VIPERToolSupport

/// A project `viper` works on: a folder with an optional `viper.json` and the
/// `.viper/` folder holding the manifest and custom templates.
///
/// Every path the project reads, writes or deletes goes through ``url(for:naming:)``, which
/// keeps it inside the root (``ConfinedRoot``): a path from the manifest, `viper.json` or a
/// template that is absolute, climbs out with `..` or leads out through a symbolic link is
/// refused before anything is touched.
public struct Project: Sendable {
    /// The project's root folder.
    public let root: URL
    /// The root that every path of the project is kept inside.
    public let confinedRoot: ConfinedRoot

    /// A project rooted at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
        confinedRoot = ConfinedRoot(self.root)
    }

    /// `viper.json`.
    public var configurationURL: URL { root.appending(path: "viper.json") }
    /// `.viper/manifest.json`.
    public var manifestURL: URL { root.appending(path: ".viper/manifest.json") }
    /// `.viper/templates/`, one folder per custom template.
    public var templatesURL: URL { root.appending(path: ".viper/templates") }

    /// `path`, relative to the root, resolved inside it.
    ///
    /// - Parameter what: what the path is, for the error (`"the manifest path"`).
    /// - Throws: ``ProjectError/outsideProject(_:)`` when `path` is absolute, climbs out with
    ///   `..`, or leads out of the root through a symbolic link.
    public func url(for path: String, naming what: String = "the path") throws(ProjectError) -> URL {
        do {
            return try confinedRoot.url(for: path, naming: what)
        } catch {
            throw .outsideProject(error)
        }
    }

    // MARK: Configuration

    /// The settings in `viper.json`, or an empty configuration when there is no file.
    public func loadConfiguration() throws(ProjectError) -> Configuration {
        guard let object = try readJSONObject(configurationURL) else { return Configuration() }
        return try Configuration(json: object, path: "viper.json")
    }

    /// Writes `configuration` to `viper.json`, keeping every key of the existing file that
    /// `configuration` does not set (including keys other tools own, such as `"lint"`).
    public func saveConfiguration(_ configuration: Configuration) throws(ProjectError) {
        var object = try readJSONObject(configurationURL) ?? [:]
        for (key, value) in configuration.jsonObject {
            object[key] = value
        }
        try writeJSON(object, to: configurationURL)
    }

    /// The text of `viper.json`, or an empty string when there is none.
    public func configurationText() throws(ProjectError) -> String {
        try AtomicFile.read(configurationURL) ?? ""
    }

    /// The settings the folder structure suggests: ``ProjectLayout/defaults`` of ``detectLayout(target:)``.
    public func detectedDefaults() -> Configuration {
        detectLayout().defaults
    }

    /// The Swift module whose sources live under `sourcesPath`: the folder after `Sources/`.
    public static func target(forSourcesPath sourcesPath: String) -> String? {
        let components = sourcesPath.split(separator: "/")
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        return String(components[index + 1])
    }

    // MARK: Manifest

    /// The generated modules recorded in `.viper/manifest.json`; empty when there is none.
    public func loadManifest() throws(ProjectError) -> Manifest {
        guard let text = try AtomicFile.read(manifestURL) else { return Manifest() }
        do {
            return try JSONDecoder().decode(Manifest.self, from: Data(text.utf8))
        } catch {
            throw .malformedJSON(path: ".viper/manifest.json", reason: "\(error)")
        }
    }

    /// Writes `manifest` to `.viper/manifest.json`.
    public func saveManifest(_ manifest: Manifest) throws(ProjectError) {
        try write(try manifestText(manifest), to: manifestURL)
    }

    /// The text of `.viper/manifest.json` for `manifest`: sorted keys, one file per line group.
    func manifestText(_ manifest: Manifest) throws(ProjectError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(manifest), as: UTF8.self) + "\n"
        } catch {
            throw .unwritable(path: manifestURL.path, reason: "\(error)")
        }
    }

    // MARK: Templates

    /// The template set called `name`: `.viper/templates/<name>/` when it exists, the built-in
    /// template for `nil` or its own name.
    public func templateSet(named name: String?) throws(ProjectError) -> TemplateSet {
        let name = name ?? BuiltInTemplate.name
        let folder = try templateFolder(named: name)
        if name == BuiltInTemplate.name, !FileManager.default.fileExists(atPath: folder.path) {
            return BuiltInTemplate.templateSet
        }
        return try TemplateSet.load(named: name, from: folder, confinedTo: confinedRoot)
    }

    /// `.viper/templates/<name>/`, refused when `name` leads out of the project (`../../..`).
    private func templateFolder(named name: String) throws(ProjectError) -> URL {
        try url(for: ".viper/templates/\(name)", naming: "the template folder")
    }

    /// Writes the built-in template to `.viper/templates/<name>/` and returns the paths written;
    /// when a file cannot be written, none is.
    public func ejectTemplate(named name: String, force: Bool) throws(ProjectError) -> [String] {
        let folder = try templateFolder(named: name)
        if FileManager.default.fileExists(atPath: folder.path) {
            guard force else { throw .templateExists(name: name, path: ".viper/templates/\(name)") }
        }
        var transaction = FileTransaction(root: confinedRoot)
        for file in BuiltInTemplate.templateSet.files {
            try transaction.stage(file.text, at: folder.appending(path: file.path))
        }
        try transaction.commit()
        return BuiltInTemplate.templateSet.files.map { ".viper/templates/\(name)/\($0.path)" }
    }

    // MARK: JSON

    private func readJSONObject(_ url: URL) throws(ProjectError) -> [String: Any]? {
        guard let text = try AtomicFile.read(url) else { return nil }
        let name = url.path.hasPrefix(root.path) ? String(url.path.dropFirst(root.path.count + 1)) : url.path
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw .malformedJSON(path: name, reason: "it does not parse as JSON (\(error.localizedDescription))")
        }
        guard let object = value as? [String: Any] else {
            throw .malformedJSON(path: name, reason: "the top level is not an object")
        }
        return object
    }

    private func writeJSON(_ object: [String: Any], to url: URL) throws(ProjectError) {
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
        try write(String(decoding: data, as: UTF8.self) + "\n", to: url)
    }

    /// Writes `text` to `url`, a file of the project, atomically, creating missing folders; on
    /// failure nothing is left behind.
    public func write(_ text: String, to url: URL) throws(ProjectError) {
        var transaction = FileTransaction(root: confinedRoot)
        try transaction.stage(text, at: url)
        try transaction.commit()
    }
}
