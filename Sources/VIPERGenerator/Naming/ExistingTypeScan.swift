import Foundation
import VIPERToolSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// `common` is a text every name contains (the module's name): a file without it, or
    /// without any of the names, is not scanned.
    static func firstDeclaration(
        of names: Set<String>, common: String, under folders: [URL], excluding excluded: Set<String>, root: URL
    ) -> Found? {
        guard !names.isEmpty else { return nil }
        let prefilter = names.allSatisfy { $0.contains(common) } ? Data(common.utf8) : nil
        let patterns = names.sorted().map { Data($0.utf8) }
        for file in swiftFiles(under: folders, inside: ConfinedRoot(root)) where !excluded.contains(file) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            if let prefilter, !contains(data, prefilter) { continue }
            guard patterns.contains(where: { contains(data, $0) }) else { continue }
            let scan = SwiftSourceScan(String(decoding: data, as: UTF8.self))
            if let declaration = scan.declarations.first(where: { names.contains($0.name) }) {
                let path = file.hasPrefix(root.path + "/") ? String(file.dropFirst(root.path.count + 1)) : file
                return Found(name: declaration.name, location: "\(path):\(declaration.line)")
            }
        }
        return nil
    }

    /// The paths of the `.swift` files under `folders`, sorted, each once; a symbolic link that
    /// leads out of `root` is neither read nor walked.
    private static func swiftFiles(under folders: [URL], inside root: ConfinedRoot) -> [String] {
        var files: Set<String> = []
        let manager = FileManager.default
        for folder in folders {
            guard
                let walker = manager.enumerator(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles]
                )
            else { continue }
            while let url = walker.nextObject() as? URL {
                let isLink = (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true
                if skippedFolders.contains(url.lastPathComponent) || (isLink && !root.contains(url)) {
                    walker.skipDescendants()
                } else if url.pathExtension == "swift" {
                    files.insert(url.path)
                }
            }
        }
        return files.sorted()
    }

    /// Whether `pattern` occurs in `data`: `memchr` finds each candidate first byte, `memcmp`
    /// compares the rest (both vectorised in the C library).
    private static func contains(_ data: Data, _ pattern: Data) -> Bool {
        data.withUnsafeBytes { (haystack: UnsafeRawBufferPointer) -> Bool in
            pattern.withUnsafeBytes { (needle: UnsafeRawBufferPointer) -> Bool in
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, needle.count > 0,
                    haystack.count >= needle.count
                else { return false }
                let first = Int32(needle[0])
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last, let found = memchr(base + offset, first, last - offset + 1) {
                    let position = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, needleBase, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
