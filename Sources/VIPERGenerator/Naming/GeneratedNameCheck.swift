import VIPERToolSupport

/// Checks the names a module's generated files introduce against what they could break:
/// file-name limits, Swift keywords, the libraries generated code imports, and the types it
/// takes from other imports (SwiftUI's `ProgressView` for a module called `Progress`).
///
/// Everything is derived from the rendered files, so a custom template is checked as closely
/// as the built-in one. The files are rendered a second time for a probe name that collides
/// with nothing: a type the probe files use but do not declare comes from an import.
/// Types the target itself declares are checked by ``ExistingTypeScan``, which reads the disk.
struct GeneratedNameCheck {
    /// A type the generated files declare at file scope.
    struct Declaration: Equatable {
        /// The type's name.
        let name: String
        /// The file declaring it, as generated.
        let file: String
    }

    /// The longest file name a generated file may have: 255 bytes (the limit of APFS, ext4
    /// and most file systems) less what the temporary file written first adds to it.
    static let fileNameLimit = 255 - AtomicFile.temporaryNameOverhead
    /// The longest folder name on the way.
    static let folderNameLimit = 255

    private static let probeName = "VIPERNamingProbe"
    private static let suggestionSuffixes = ["Feature", "Screen", "Flow"]

    /// Every type the files declare, in file order.
    let declarations: [Declaration]

    /// Checks `files`, rendered by `generator` for `request`.
    ///
    /// - Throws: ``ModuleNameError`` for the first problem found.
    init(_ files: [GeneratedFile], for request: ModuleRequest, generator: ModuleGenerator) throws(ModuleNameError) {
        let name = request.name.value
        try Self.checkLengths(files, of: request)
        let scans = files.map { SwiftSourceScan($0.contents) }
        declarations = zip(files, scans).flatMap { file, scan in
            scan.declarations.map { Declaration(name: $0.name, file: file.path) }
        }
        guard let probe = Self.probe(request, generator: generator) else { return }
        try Self.checkKeywords(files, scans, against: probe.scans, name: name)
        if let shadow = Self.firstShadow(declarations, importedTypes: probe.importedTypes, files: files) {
            let suggestion = Self.suggestion(for: request, generator: generator)
            switch shadow {
            case .library(let type, let library):
                throw .shadowsLibraryType(name, type: type, library: library, suggestion: suggestion)
            case .imported(let type, let file):
                throw .shadowsImportedType(name, type: type, usedIn: file, suggestion: suggestion)
            }
        }
    }

    /// Checks the folder and file names the module adds below its sources and tests paths
    /// (the paths themselves are the user's, not the name's).
    private static func checkLengths(_ files: [GeneratedFile], of request: ModuleRequest) throws(ModuleNameError) {
        for file in files {
            let base =
                [request.sourcesPath, request.testsPath]
                .map { PathJoin.join($0) + "/" }
                .first { file.path.hasPrefix($0) } ?? ""
            let components = file.path.dropFirst(base.count).split(separator: "/")
            for (index, component) in components.enumerated() {
                let limit = index == components.count - 1 ? fileNameLimit : folderNameLimit
                if component.utf8.count > limit {
                    throw .fileNameTooLong(request.name.value, fileName: String(component), bytes: component.utf8.count, limit: limit)
                }
            }
        }
    }

    /// Identifiers the template writes from the name, compared position by position with the
    /// probe's: one that is a keyword (`default` from `Default` through `{{module}}`) breaks the code.
    private static func checkKeywords(
        _ files: [GeneratedFile], _ scans: [SwiftSourceScan], against probeScans: [SwiftSourceScan], name: String
    ) throws(ModuleNameError) {
        guard scans.count == probeScans.count else { return }
        for (file, (scan, probeScan)) in zip(files, zip(scans, probeScans)) where scan.identifiers.count == probeScan.identifiers.count {
            for (identifier, probeIdentifier) in zip(scan.identifiers, probeScan.identifiers)
            where identifier.name != probeIdentifier.name && ModuleName.keywords.contains(identifier.name) {
                throw .keywordInCode(name, identifier: identifier.name, file: "\(file.path):\(identifier.line)")
            }
        }
    }

    private enum Shadow {
        case library(type: String, library: String)
        case imported(type: String, file: String)
    }

    private static func firstShadow(_ declarations: [Declaration], importedTypes: [String: Int], files: [GeneratedFile]) -> Shadow? {
        for declaration in declarations {
            if let library = LibraryTypeNames.library(declaring: declaration.name) {
                return .library(type: declaration.name, library: library)
            }
            if let index = importedTypes[declaration.name], files.indices.contains(index) {
                return .imported(type: declaration.name, file: files[index].path)
            }
        }
        return nil
    }

    /// A name made of `request`'s and a suffix whose files shadow nothing, if one of a few does.
    private static func suggestion(for request: ModuleRequest, generator: ModuleGenerator) -> String? {
        for suffix in suggestionSuffixes {
            var candidate = request
            guard let name = try? ModuleName(validating: request.name.value + suffix) else { continue }
            candidate.name = name
            guard let files = try? generator.files(for: candidate), let probe = probe(candidate, generator: generator) else { continue }
            let declarations = files.flatMap { file in
                SwiftSourceScan(file.contents).declarations.map { Declaration(name: $0.name, file: file.path) }
            }
            if firstShadow(declarations, importedTypes: probe.importedTypes, files: files) == nil { return name.value }
        }
        return nil
    }

    private struct Probe {
        let scans: [SwiftSourceScan]
        /// Each type the probe files use without declaring it, with the index of the first file using it.
        let importedTypes: [String: Int]
    }

    /// The files rendered for the probe name; nil when the template cannot render it.
    private static func probe(_ request: ModuleRequest, generator: ModuleGenerator) -> Probe? {
        var probeRequest = request
        guard let probeName = try? ModuleName(validating: probeName) else { return nil }
        probeRequest.name = probeName
        guard let files = try? generator.files(for: probeRequest) else { return nil }
        let scans = files.map { SwiftSourceScan($0.contents) }
        let declared = Set(scans.flatMap { $0.declarations.map(\.name) })
        let spellings = [probeName.value, probeName.lowerCamelCase, probeName.snakeCase, probeName.screamingSnakeCase]
        var importedTypes: [String: Int] = [:]
        for (index, scan) in scans.enumerated() {
            for type in scan.typeReferences
            where importedTypes[type] == nil && !declared.contains(type) && !spellings.contains(where: { type.contains($0) }) {
                importedTypes[type] = index
            }
        }
        return Probe(scans: scans, importedTypes: importedTypes)
    }
}
