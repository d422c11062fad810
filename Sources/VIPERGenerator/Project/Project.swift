import Foundation

/// A project `viper` works on: a folder with an optional `viper.json` and the
/// `.viper/` folder holding the manifest and custom templates.
public struct Project: Sendable {
    /// The project's root folder.
    public let root: URL

    /// A project rooted at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// `viper.json`.
    public var configurationURL: URL { root.appending(path: "viper.json") }
    /// `.viper/manifest.json`.
    public var manifestURL: URL { root.appending(path: ".viper/manifest.json") }
    /// `.viper/templates/`, one folder per custom template.
    public var templatesURL: URL { root.appending(path: ".viper/templates") }

    /// `path` resolved against the root, unless it is absolute.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)
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

    /// Defaults read from the folder structure: with one folder `Sources/<Target>`, modules go
    /// to `Sources/<Target>/Modules` and tests to `Tests/<Target>Tests`; otherwise `Sources`
    /// and `Tests`, with no target.
    public func detectedDefaults() -> Configuration {
        let sources = root.appending(path: "Sources")
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: sources.appending(path: name).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            }
        guard folders.count == 1, let target = folders.first else {
            return Configuration(sourcesPath: "Sources", testsPath: "Tests")
        }
        return Configuration(sourcesPath: "Sources/\(target)/Modules", testsPath: "Tests/\(target)Tests", target: target)
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(manifest)
            try AtomicFile.write(String(decoding: data, as: UTF8.self) + "\n", to: manifestURL)
        } catch let error as ProjectError {
            throw error
        } catch {
            throw .unwritable(path: manifestURL.path, reason: "\(error)")
        }
    }

    // MARK: Templates

    /// The template set called `name`: `.viper/templates/<name>/` when it exists, the built-in
    /// template for `nil` or its own name.
    public func templateSet(named name: String?) throws(ProjectError) -> TemplateSet {
        let name = name ?? BuiltInTemplate.name
        let folder = templatesURL.appending(path: name)
        if name == BuiltInTemplate.name, !FileManager.default.fileExists(atPath: folder.path) {
            return BuiltInTemplate.templateSet
        }
        return try TemplateSet.load(named: name, from: folder)
    }

    /// Writes the built-in template to `.viper/templates/<name>/` and returns the paths written.
    public func ejectTemplate(named name: String, force: Bool) throws(ProjectError) -> [String] {
        let folder = templatesURL.appending(path: name)
        if FileManager.default.fileExists(atPath: folder.path) {
            guard force else { throw .templateExists(name: name, path: ".viper/templates/\(name)") }
        }
        var written: [String] = []
        for file in BuiltInTemplate.templateSet.files {
            try AtomicFile.write(file.text, to: folder.appending(path: file.path))
            written.append(".viper/templates/\(name)/\(file.path)")
        }
        return written
    }

    // MARK: Generation

    /// What generating `request` with `templateSet` would write, compared with the files on disk.
    /// Reads, never writes; ``apply(_:)`` carries the plan out.
    ///
    /// - Throws: ``ProjectError/moduleExists(name:path:)`` or ``ProjectError/filesExist(_:)``
    ///   unless `force`; ``TemplateError`` for a broken template.
    public func plan(_ request: ModuleRequest, templateSet: TemplateSet, force: Bool) throws -> GenerationPlan {
        try plan(request, generator: try ModuleGenerator(templateSet: templateSet), force: force)
    }

    /// ``plan(_:templateSet:force:)`` with a generator parsed beforehand, for generating many modules.
    public func plan(_ request: ModuleRequest, generator: ModuleGenerator, force: Bool) throws -> GenerationPlan {
        let files = try generator.files(for: request)
        let manifest = try loadManifest()
        if !force {
            let folder = request.moduleSourcesPath
            if manifest.entry(named: request.name.value) != nil || FileManager.default.fileExists(atPath: url(for: folder).path) {
                throw ProjectError.moduleExists(name: request.name.value, path: folder)
            }
        }
        var changes: [FileChange] = []
        for file in files {
            changes.append(FileChange(file: file, existing: try AtomicFile.read(url(for: file.path))))
        }
        let clobbered = changes.filter { $0.kind == .overwrite }.map(\.file.path)
        if !force, !clobbered.isEmpty {
            throw ProjectError.filesExist(clobbered)
        }
        return GenerationPlan(request: request, template: generator.templateSet.name, changes: changes, manifest: manifest)
    }

    /// Writes the plan's files atomically and records the module in the manifest.
    public func apply(_ plan: GenerationPlan) throws(ProjectError) {
        for change in plan.changes where change.kind != .unchanged {
            try AtomicFile.write(change.file.contents, to: url(for: change.file.path))
        }
        var manifest = plan.manifest
        let request = plan.request
        manifest.record(Manifest.Entry(
            name: request.name.value, template: plan.template, version: VIPERVersion.current,
            layout: request.layout, ui: request.ui, tests: request.tests, assembly: request.assembly,
            files: plan.changes.map(\.file.path)
        ))
        try saveManifest(manifest)
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
        try AtomicFile.write(String(decoding: data, as: UTF8.self) + "\n", to: url)
    }
}
