/// Finds and reads the Swift files under the paths given to a tool, in one call: what `graph`
/// and `mocks` read their sources with, and the one loaded-sources type every tool shares.
///
/// ```swift
/// let (settings, warnings) = try SourceSettings.load(contentsOf: viperJSON)
/// let loaded = try SourceLoader.load(["."], relativeTo: root.path, settings: settings)
/// let parsed = SourceFileParser.parse(loaded.sources.map(\.text), limits: settings.limits)
/// for diagnostic in loaded.diagnostics { print("warning: \(diagnostic)") }
/// ```
public enum SourceLoader {
    /// The text of every Swift file under `paths` (see ``SourceDiscovery``), read in parallel;
    /// files that cannot be read, are not UTF-8 text or are past the limits become
    /// diagnostics, and generated files are left out (unless `settings.excludeGenerated` is off).
    ///
    /// - Parameters:
    ///   - paths: files (taken as given) and folders (searched recursively).
    ///   - directory: where relative paths start; the working directory when `nil`.
    ///   - skippingTests: whether the search also skips test targets: folders named `Tests` or
    ///     ending in `Tests` (`AppTests`, `AppUITests`).
    ///   - settings: the `files` section of `viper.json`.
    ///   - checkingLimits: whether each text is checked against `settings.limits` as it is read
    ///     (nesting, line length, binary). A tool that parses only some of the files passes false
    ///     and has ``SourceFileParser/parse(source:limits:)`` check those it parses; the file size
    ///     and UTF-8 are checked either way.
    /// - Throws: ``SourceLoadingError`` when a given path does not exist, or when the paths hold no
    ///   readable Swift file at all.
    public static func load(
        _ paths: [String], relativeTo directory: String? = nil, skippingTests: Bool = false,
        settings: SourceSettings = .default, checkingLimits: Bool = true
    ) throws(SourceLoadingError) -> LoadedSources {
        let inventory = try discover(paths, relativeTo: directory, skippingTests: skippingTests, settings: settings)
        return try read(inventory, of: paths, settings: settings, checkingLimits: checkingLimits)
    }

    /// The Swift files under `paths`, found but not read: what a tool that may not need their
    /// text (a cache that vouches for them by their ``DiscoveredFile/stamp``) looks at first.
    /// The parameters are ``load(_:relativeTo:skippingTests:settings:checkingLimits:)``'s.
    ///
    /// - Throws: ``SourceLoadingError/missingPath(_:)`` when a given path does not exist.
    public static func discover(
        _ paths: [String], relativeTo directory: String? = nil, skippingTests: Bool = false, settings: SourceSettings = .default
    ) throws(SourceLoadingError) -> SourceInventory {
        var searched = settings
        if skippingTests { searched.exclude += ["**/*Tests/**"] }
        do {
            return try SourceDiscovery.swiftFiles(in: paths, relativeTo: directory, settings: searched)
        } catch {
            throw .missingPath(error.path)
        }
    }

    /// Reads the files `inventory` found under `paths`, as
    /// ``load(_:relativeTo:skippingTests:settings:checkingLimits:)`` does; the diagnostics are
    /// the inventory's, then one per file that could not be used.
    ///
    /// - Throws: ``SourceLoadingError/noSwiftFiles(_:skipped:)`` when no file was readable.
    public static func read(
        _ inventory: SourceInventory, of paths: [String], settings: SourceSettings = .default, checkingLimits: Bool = true
    ) throws(SourceLoadingError) -> LoadedSources {
        let files = inventory.files
        let outcomes = ParallelWork.map(files.count) { index -> Result<String, SourceSkipReason>? in
            let read = SourceReader.bytes(atPath: files[index].diskPath, limits: settings.limits)
            guard case .success(let bytes) = read else { return read.map { _ in "" } }
            if settings.excludeGenerated, SourceReader.isGenerated(bytes) { return nil }
            if !checkingLimits, let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
            return SourceReader.text(of: bytes, limits: settings.limits)
        }
        var loaded = LoadedSources(sources: [], diagnostics: inventory.diagnostics)
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .success(let text): loaded.sources.append(LoadedSource(path: file.path, text: text))
            case .failure(let reason): loaded.diagnostics.append(SourceDiagnostic(path: file.path, reason: reason))
            case nil: loaded.generatedCount += 1
            }
        }
        guard !loaded.sources.isEmpty else { throw .noSwiftFiles(paths, skipped: loaded.diagnostics) }
        return loaded
    }
}

/// One Swift file's path (as the tools report it) and text.
public struct LoadedSource: Sendable, Hashable {
    /// The path, relative to the working directory when given relatively.
    public let path: String
    /// The file's text.
    public let text: String

    /// Creates a loaded source.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What ``SourceLoader`` read: the sources in path order and a diagnostic per file it could not use.
public struct LoadedSources: Sendable {
    /// The readable Swift files, sorted by path.
    public var sources: [LoadedSource]
    /// Files and folders skipped, one diagnostic each.
    public var diagnostics: [SourceDiagnostic]
    /// How many files were left out as generated code.
    public var generatedCount = 0

    /// Creates loaded sources.
    public init(sources: [LoadedSource], diagnostics: [SourceDiagnostic]) {
        self.sources = sources
        self.diagnostics = diagnostics
    }
}
