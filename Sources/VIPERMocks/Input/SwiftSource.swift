import Foundation

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

    /// Folders a checkout holds that are not the project's own code: dependencies, build
    /// products. Searched only when named on the command line.
    public static let vendoredFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages", "vendor", "node_modules"]
    /// Endings of generated files (`R.generated.swift`), read only when named on the command line.
    public static let generatedSuffixes = [".generated.swift"]

    /// Reads every `.swift` file under `paths`: files are taken as given, folders are searched
    /// recursively, skipping hidden folders (`.build`, `.git`), ``vendoredFolders``, generated
    /// files and folders whose name ends in `.swift` (CocoaPods' `R.swift/`). Symbolic links
    /// to folders are not followed. The result is sorted by path.
    ///
    /// A file that cannot be read as UTF-8 text is left out and named in
    /// ``LoadedSources/skipped``; the others are still read.
    ///
    /// - Parameters:
    ///   - directory: where relative paths start.
    ///   - skippingTests: whether the search also skips test targets: folders named `Tests` or
    ///     ending in `Tests` (`AppTests`, `AppUITests`).
    /// - Throws: ``SourceLoadingError`` for a path that does not exist, or paths that hold no
    ///   readable Swift file at all.
    public static func load(
        _ paths: [String], relativeTo directory: URL, skippingTests: Bool = false
    ) throws(SourceLoadingError) -> LoadedSources {
        let fileManager = FileManager.default
        var found: Set<String> = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(filePath: path) : directory.appending(path: path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw .missingPath(path)
            }
            guard isDirectory.boolValue else {
                found.insert(normalised(path))
                continue
            }
            for relative in swiftFiles(under: url, skippingTests: skippingTests) {
                found.insert(normalised(path == "." ? relative : path + "/" + relative))
            }
        }
        var sources: [SwiftSource] = []
        var skipped: [SkippedSource] = []
        for path in found.sorted() {
            let url = path.hasPrefix("/") ? URL(filePath: path) : directory.appending(path: path)
            guard let data = fileManager.contents(atPath: url.path) else {
                skipped.append(SkippedSource(path: path, reason: "it cannot be read"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                skipped.append(SkippedSource(path: path, reason: "it is not UTF-8 text"))
                continue
            }
            sources.append(SwiftSource(path: path, text: text))
        }
        guard !sources.isEmpty else { throw .noSwiftFiles(paths) }
        return LoadedSources(sources: sources, skipped: skipped)
    }

    /// The `.swift` files under `folder`, relative to it, found without following links to
    /// folders (so a link cycle cannot loop).
    private static func swiftFiles(under folder: URL, skippingTests: Bool) -> [String] {
        let fileManager = FileManager.default
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appending(path: relative)
            guard let names = try? fileManager.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childURL = folder.appending(path: child)
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: childURL.path)) != nil
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: childURL.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let isTests = skippingTests && name.hasSuffix("Tests")
                    if !isLink, !isTests, !vendoredFolders.contains(name), !name.hasSuffix(".swift") { pending.append(child) }
                } else if name.hasSuffix(".swift"), !generatedSuffixes.contains(where: name.hasSuffix) {
                    files.append(child)
                }
            }
        }
        return files
    }

    private static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        return path
    }
}

/// The Swift files ``SwiftSource/load(_:relativeTo:)`` read, and those it could not.
public struct LoadedSources: Sendable, Hashable {
    /// The files read, sorted by path.
    public let sources: [SwiftSource]
    /// The files left out, each with the reason.
    public let skipped: [SkippedSource]

    /// A result with every property given.
    public init(sources: [SwiftSource], skipped: [SkippedSource]) {
        self.sources = sources
        self.skipped = skipped
    }
}

/// A Swift file that was found but could not be read.
public struct SkippedSource: Sendable, Hashable, CustomStringConvertible {
    /// Its path.
    public let path: String
    /// Why it was left out (`it is not UTF-8 text`).
    public let reason: String

    /// A skipped file with its reason.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: skipped: reason.`
    public var description: String { "\(path): skipped: \(reason)." }
}
