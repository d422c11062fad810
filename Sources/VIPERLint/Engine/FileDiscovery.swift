import Foundation

/// Finds the Swift files to lint under the given paths, honouring include and exclude globs.
enum FileDiscovery {
    /// The `.swift` files under `paths` (files are taken as given), sorted, relative paths kept
    /// as written.
    static func swiftFiles(in paths: [String], configuration: LintConfiguration) throws(LintError) -> [String] {
        let fileManager = FileManager.default
        let includes = configuration.include.map(Glob.init)
        let excludes = configuration.exclude.map(Glob.init)
        var found: Set<String> = []
        for root in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw LintError.missingPath(root)
            }
            guard isDirectory.boolValue else {
                found.insert(normalised(root))
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = relative.split(separator: "/").last ?? ""
                if name.hasPrefix(".") || name == ".build" {
                    enumerator.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".swift") {
                    found.insert(normalised(root == "." ? relative : root + "/" + relative))
                }
            }
        }
        return found.filter { path in
            (includes.isEmpty || includes.contains { $0.matches(path) }) && !excludes.contains { $0.matches(path) }
        }.sorted()
    }

    private static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        return path
    }
}
