import Foundation
import VIPERSyntax

/// One Swift file's path (as the user wrote it) and text: the input of `viper mocks` and `viper graph`.
public struct SwiftSource: Sendable, Hashable {
    /// The path relative to where the tool runs, or as given on the command line.
    public let path: String
    /// The file's contents.
    public let text: String

    /// A source named `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads every `.swift` file under `paths` through the file discovery every tool shares
    /// (`VIPERSyntax`'s `SourceLoader`): files are taken as given, folders are searched
    /// recursively, skipping hidden folders (`.build`, `.git`), vendored folders (`Pods`,
    /// `Carthage`, …), generated files and anything `settings` excludes; a folder is never read
    /// as a file (CocoaPods' `R.swift/`). The result is sorted by path.
    ///
    /// A file that cannot be used (unreadable, not UTF-8 text, past the limits) is left out and
    /// named in ``LoadedSources/skipped``; the others are still read.
    ///
    /// - Parameters:
    ///   - directory: where relative paths start.
    ///   - skippingTests: whether the search also skips test targets: folders named `Tests` or
    ///     ending in `Tests` (`AppTests`, `AppUITests`).
    ///   - settings: the `files` section of `viper.json`.
    /// - Throws: ``SourceLoadingError`` for a path that does not exist, or paths that hold no
    ///   readable Swift file at all.
    public static func load(
        _ paths: [String], relativeTo directory: URL, skippingTests: Bool = false, settings: SourceSettings = .default
    ) throws(SourceLoadingError) -> LoadedSources {
        var settings = settings
        if skippingTests { settings.exclude += ["**/*Tests/**"] }
        let loaded: VIPERSyntax.LoadedSources
        do {
            loaded = try SourceLoader.load(paths, relativeTo: directory.path, settings: settings)
        } catch {
            throw .missingPath(error.path)
        }
        let sources = loaded.sources.map { SwiftSource(path: $0.path, text: $0.text) }
        guard !sources.isEmpty else { throw .noSwiftFiles(paths) }
        return LoadedSources(sources: sources, skipped: loaded.diagnostics)
    }
}

/// The Swift files ``SwiftSource/load(_:relativeTo:)`` read, and those it could not.
public struct LoadedSources: Sendable, Hashable {
    /// The files read, sorted by path.
    public let sources: [SwiftSource]
    /// The files and folders left out, each with the reason.
    public let skipped: [SourceDiagnostic]

    /// A result with every property given.
    public init(sources: [SwiftSource], skipped: [SourceDiagnostic]) {
        self.sources = sources
        self.skipped = skipped
    }
}
