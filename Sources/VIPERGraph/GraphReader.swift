import Foundation
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// Reads Swift sources and draws the module graph: which module builds or routes to which,
/// the route table, and the deep links.
///
/// ```swift
/// let reading = GraphReader.read(try SourceLoader.load(["Examples/Discover/Sources/Discover"], relativeTo: root.path).sources)
/// print(GraphFormat.mermaid.render(reading.graph))
/// ```
///
/// What it recognises (see docs/graph.md):
/// - modules: the Presenters, Interactors, Routers and Builders the role vocabulary names
///   (`LoginRouter`, `LoginWireframe`, `LoginModuleAssembly`; types named `App…` are the app),
///   and every screen another module shows;
/// - direct edges: a build call (`DetailBuilder.build(…)`, `DetailRouter.createModule()`), a
///   view controller made directly or from a storyboard, or another module's Router,
///   Wireframe or Coordinator, shown by a navigation call (`pushViewController`, `present`,
///   `pushWireframe`, `window.rootViewController = …`), directly or through a local value;
///   a build call with no navigation around it is drawn as "builds";
/// - the route table: `case .detail: … DetailBuilder.build(…)` in a `switch` over routes;
/// - route edges: `navigator.push(.detail(id))` in a module's type, through the route table,
///   with `.detail` read as a case of the navigator's route type (`Navigating<AppRoute>`);
/// - deep links: `register(pattern) { … [.push(.detail(id))] }`, the pattern a literal, a
///   constant, or a loop over literals;
/// - hops: a module's call to a navigating method of a type outside any module
///   (`coordinator?.userDidLogin(user)`) leads where that method navigates;
/// - entry edges: navigation outside any module, drawn from ``ModuleGraph/appNode``.
public enum GraphReader {
    /// The graph of `sources` and the app's storyboards (`interface`), read with the role
    /// names of `vocabulary`.
    ///
    /// Files that do not parse are read as far as the parser recovers, and named with their
    /// errors in ``GraphReading/syntaxErrors``. The result does not depend on the order of
    /// `sources`.
    ///
    /// Files are parsed on every core, each within `limits`, the time limit and the bytes parsed
    /// at once included: a file past a limit is named in ``GraphReading/syntaxErrors`` with the
    /// reason it was skipped.
    ///
    /// With a cache directory (the one `viper lint` caches in), what each file yields is kept
    /// between runs, and a file whose content is unchanged is not parsed again; when no file was
    /// added, removed or changed, the last reading is returned as it is. The graph is the same
    /// with or without the cache.
    public static func read(
        _ sources: [LoadedSource], interface: InterfaceFiles = .none, vocabulary: RoleVocabulary = .standard,
        limits: SourceLimits = .default, cacheDirectory: URL? = nil
    ) -> GraphReading {
        let cache = cacheDirectory.map { GraphCache(directory: $0, vocabulary: vocabulary, limits: limits) }
        return read(sources, interface: interface, vocabulary: vocabulary, limits: limits, cache: cache, files: nil)
    }

    /// What `viper graph` reads: the Swift files under `paths` (test targets left out) and the
    /// storyboards, `Info.plist` and project files beside them
    /// (``InterfaceFiles/besides(_:relativeTo:)``), read as
    /// ``read(_:interface:vocabulary:limits:cacheDirectory:)`` reads them.
    ///
    /// With a cache directory, a run that finds the same files with the same size and
    /// modification time as the run that wrote the cache (and none modified within two seconds
    /// before that run, see ``FileStamp``) returns the last reading without reading a file, as
    /// `viper lint` trusts its records; otherwise the files are read, and an unchanged content
    /// still returns the last reading.
    ///
    /// - Parameters:
    ///   - paths: files and folders, relative to `directory` or absolute.
    ///   - directory: where relative paths start; the working directory when nil.
    ///   - settings: the `files` section of `viper.json`.
    /// - Throws: ``SourceLoadingError`` when a path does not exist or no Swift file is readable.
    public static func read(
        paths: [String], relativeTo directory: String? = nil, settings: SourceSettings = .default,
        vocabulary: RoleVocabulary = .standard, cacheDirectory: URL? = nil
    ) throws(SourceLoadingError) -> GraphLoad {
        let startedAt = FileStamp.now()
        let inventory = try SourceLoader.discover(paths, relativeTo: directory, skippingTests: true, settings: settings)
        let interface = InterfaceFiles.located(besidePaths: inventory.files.map(\.path), relativeTo: directory)
        let found =
            (inventory.files.map { ($0.path, $0.stamp) }
            + interface.compactMap { file in FileStamp(path: file.disk).map { (file.path, $0) } })
            .sorted { $0.0 < $1.0 }
        let cache = cacheDirectory.map { GraphCache(directory: $0, vocabulary: vocabulary, limits: settings.limits) }
        let settingsHash = GraphCache.StampedFiles.hash(of: settings)
        if let last = cache?.lastReading(), let files = last.files,
            files.vouch(forPaths: found.map(\.0), stamps: found.map(\.1), settings: settingsHash)
        {
            return GraphLoad(reading: last.reading, diagnostics: inventory.diagnostics + files.diagnostics)
        }
        // The files are read and stamped as they were found: one changed since is read again next time.
        let loaded = try SourceLoader.read(inventory, of: paths, settings: settings, checkingLimits: false)
        let files = GraphCache.StampedFiles(
            startedAt: startedAt, settings: settingsHash, paths: found.map(\.0), stamps: found.map(\.1),
            diagnostics: Array(loaded.diagnostics.dropFirst(inventory.diagnostics.count)))
        let reading = read(
            loaded.sources, interface: InterfaceFiles.read(interface), vocabulary: vocabulary, limits: settings.limits, cache: cache,
            files: files)
        return GraphLoad(reading: reading, diagnostics: loaded.diagnostics)
    }

    private static func read(
        _ sources: [LoadedSource], interface: InterfaceFiles, vocabulary: RoleVocabulary, limits: SourceLimits, cache: GraphCache?,
        files: GraphCache.StampedFiles?
    ) -> GraphReading {
        let naming = ModuleNaming(vocabulary: vocabulary)
        let ordered = sources.sorted(by: { $0.path < $1.path })
        let hashes = ParallelWork.map(ordered.count) { ContentHash.of(ordered[$0].text) }
        let fingerprint = GraphCache.fingerprint(paths: ordered.map(\.path), hashes: hashes, interface: interface.contentHash)
        if let last = cache?.lastReading(), last.fingerprint == fingerprint {
            // Unchanged but stamped anew (a checkout, a touch): the next run need not read them.
            if let files, last.files != files {
                cache?.store(GraphCache.LastReading(fingerprint: fingerprint, files: files, reading: last.reading))
            }
            return last.reading
        }
        let previous = cache?.records() ?? [:]
        // Each file is parsed and read on its own unless the cache holds it, on every core;
        // their facts are joined in path order, so the graph does not depend on which finishes
        // first.
        let budget = limits.parseBudget { previous[ordered[$0].path]?.hash == hashes[$0] ? 0 : ordered[$0].text.utf8.count }
        let perFile = ParallelWork.map(ordered.count, timeLimit: limits.parseTimeLimit, budget: budget) { index -> GraphCache.Record in
            let source = ordered[index]
            if let record = previous[source.path], record.hash == hashes[index] { return record }
            let parsed = SourceFileParser.parse(source: source.text, limits: limits)
            let collector = NavigationCollector(path: source.path, text: source.text, naming: naming)
            collector.walk(parsed.tree)
            return GraphCache.Record(hash: hashes[index], facts: collector.facts, errors: parsed.diagnostics)
        }
        var facts = NavigationFacts()
        var syntaxErrors: [String: [SyntaxError]] = [:]
        var records: [String: GraphCache.Record] = [:]
        for (source, file) in zip(ordered, perFile) {
            guard let file else {
                let reason = SourceSkipReason.timedOut(limitSeconds: limits.parseTimeLimitSeconds)
                syntaxErrors[source.path] = [SyntaxError(line: 1, column: 1, message: reason.message)]
                continue
            }
            records[source.path] = file
            if !file.errors.isEmpty { syntaxErrors[source.path] = file.errors }
            facts.merge(file.facts)
        }
        // The records are encoded and written while the graph is assembled, not before it.
        let recordsWritten = DispatchGroup()
        if let cache {
            DispatchQueue.global().async(group: recordsWritten) { [records] in cache.store(records, previous: previous) }
        }
        defer { recordsWritten.wait() }
        let assembler = GraphAssembler(facts, naming: naming, interface: interface)
        let assembled = assembler.assemble()
        let sites = GraphSites(edges: assembled.edgeSites, moduleTypes: assembler.moduleTypes(of: assembled.graph.modules))
        let reading = GraphReading(graph: assembled.graph, syntaxErrors: syntaxErrors, sites: sites)
        // A file that ran out of time may be read next time: such a reading is not kept.
        if records.count == ordered.count { cache?.store(GraphCache.LastReading(fingerprint: fingerprint, files: files, reading: reading)) }
        return reading
    }
}

/// What ``GraphReader/read(_:interface:vocabulary:limits:cacheDirectory:)`` found: the graph, and the files it could only
/// read in part.
public struct GraphReading: Sendable, Hashable, Codable {
    /// The module graph.
    public let graph: ModuleGraph
    /// The syntax errors of each file that did not parse, by path; those files were read as
    /// far as the parser recovered.
    public let syntaxErrors: [String: [SyntaxError]]
    /// Where each edge is made and each module's types are declared.
    public let sites: GraphSites

    /// A reading with every property given.
    public init(graph: ModuleGraph, syntaxErrors: [String: [SyntaxError]], sites: GraphSites = GraphSites()) {
        self.graph = graph
        self.syntaxErrors = syntaxErrors
        self.sites = sites
    }

    /// One warning per file that did not parse, sorted by path: where its first error is,
    /// what it is, and what that means for the graph.
    public var warnings: [String] {
        syntaxErrors.keys.sorted().compactMap { path in
            guard let errors = syntaxErrors[path], let first = errors.first else { return nil }
            let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
            return "\(path):\(first.line):\(first.column): \(first.message)\(more); this file does not parse, "
                + "so the graph has only what could be read of it. Fix the syntax error to read all of it."
        }
    }
}

/// What ``GraphReader/read(paths:relativeTo:settings:vocabulary:cacheDirectory:)`` found: the
/// reading, and the files it could not use.
public struct GraphLoad: Sendable {
    /// The graph and the files that did not parse.
    public let reading: GraphReading
    /// The files and folders left out (unreadable, too large, not UTF-8, a link out of the
    /// project), one diagnostic each, in the order ``SourceLoader`` reports them.
    public let diagnostics: [SourceDiagnostic]
}
