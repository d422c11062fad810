import Foundation

/// Finds a type the target already declares among those a new module would declare, by a
/// cheap scan of the target's Swift files (``SwiftSourceScan``, no parsing): `viper new
/// Profile` in a target that has a `ProfileView` would not compile.
///
/// Only file-scope declarations count: a nested type does not clash. Folders of build
/// products and dependency checkouts (`.build`, `Pods`, `Carthage`, `DerivedData`) and
/// hidden folders are skipped.
enum ExistingTypeScan {
    /// A type declared in a file of the target.
    struct Found: Equatable {
        /// The type's name.
        let name: String
        /// Where: `path:line`, relative to the project root.
        let location: String
    }

    /// Folders whose Swift files are not part of the target.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The folder holding the target that `path` (a sources or tests path) belongs to:
    /// `Sources/<Target>` or `Tests/<Target>` when the path runs through one, else its first folder.
    static func targetFolder(of path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        if let index = components.firstIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 1 < components.count {
            return (path.hasPrefix("/") ? "/" : "") + components[...(index + 1)].joined(separator: "/")
        }
        if path.hasPrefix("/") { return path }
        return components.first ?? path
    }

    /// The first file-scope declaration of one of `names` in the `.swift` files under
    /// `folders`, files in path order, skipping the files in `excluded` (absolute paths).
    /// `common` is a text every name contains (the module's name), so files without it are
    /// skipped unread by the scanner.
    static func firstDeclaration(
        of names: Set<String>, common: String, under folders: [URL], excluding excluded: Set<String>, root: URL
    ) -> Found? {
        guard !names.isEmpty else { return nil }
        let prefilter = names.allSatisfy { $0.contains(common) } ? Array(common.utf8) : []
        for file in swiftFiles(under: folders) where !excluded.contains(file.path) {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let bytes = [UInt8](data)
            if !prefilter.isEmpty, !contains(bytes, prefilter) { continue }
            let scan = SwiftSourceScan(String(decoding: bytes, as: UTF8.self))
            if let declaration = scan.declarations.first(where: { names.contains($0.name) }) {
                let path = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : file.path
                return Found(name: declaration.name, location: "\(path):\(declaration.line)")
            }
        }
        return nil
    }

    /// The `.swift` files under `folders`, sorted, each once.
    private static func swiftFiles(under folders: [URL]) -> [URL] {
        var files: Set<String> = []
        let manager = FileManager.default
        for folder in folders {
            guard let walker = manager.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
            ) else { continue }
            while let url = walker.nextObject() as? URL {
                if skippedFolders.contains(url.lastPathComponent) {
                    walker.skipDescendants()
                } else if url.pathExtension == "swift" {
                    files.insert(url.standardizedFileURL.path)
                }
            }
        }
        return files.sorted().map { URL(filePath: $0) }
    }

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }
}
