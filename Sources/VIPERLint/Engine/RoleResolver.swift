/// Decides each type's role and module from the configured patterns.
struct RoleResolver: Sendable {
    private let patterns: [(role: Role, patterns: RolePatterns)]
    private let folderRoles: [String: Role]

    /// Builds a resolver from role patterns.
    init(_ roles: [Role: RolePatterns]) {
        patterns = Role.allCases.compactMap { role in roles[role].map { (role, $0) } }
        var folders: [String: Role] = [:]
        for (role, pattern) in patterns {
            for folder in pattern.folders { folders[folder] = role }
        }
        folderRoles = folders
    }

    /// Name endings of test doubles, which play no role even when they conform to a contract.
    private static let testDoubleSuffixes = ["Spy", "Mock", "Stub", "Fake", "Dummy"]

    /// Whether a type name is a test double (`LoginViewSpy`, `MockRouter`).
    func isTestDouble(_ name: String) -> Bool {
        Self.testDoubleSuffixes.contains { name.hasSuffix($0) || name.hasPrefix($0) }
    }

    /// The role a type name announces by its suffix (the longest matching suffix wins), with
    /// the suffix.
    func roleBySuffix(_ name: String) -> (role: Role, suffix: String)? {
        var best: (role: Role, suffix: String)?
        for (role, pattern) in patterns {
            for suffix in pattern.suffixes where name.hasSuffix(suffix) && suffix.count > (best?.suffix.count ?? 0) {
                best = (role, suffix)
            }
        }
        if best?.role == .entity, name.hasSuffix("ViewModel") { return nil }
        return best
    }

    /// The role of a type that conforms to `protocols`, read from their names. A protocol named
    /// exactly like a suffix (a library's `EventHandler`) names no module's contract; SwiftUI's
    /// `View` is the one such name that still makes a View.
    func roleByConformance(_ protocols: [String]) -> Role? {
        var best: (role: Role, length: Int)?
        for name in protocols {
            for (role, pattern) in patterns {
                for suffix in pattern.protocols where name.hasSuffix(suffix) && suffix.count > (best?.length ?? 0)
                    && (name.count > suffix.count || name == "View") {
                    best = (role, suffix.count)
                }
            }
        }
        return best?.role
    }

    /// The contract role a protocol's name announces (`LoginRouting` is a Router contract), with
    /// the module prefix before the suffix.
    func contractRole(ofProtocol name: String) -> (role: Role, module: String)? {
        var best: (role: Role, suffix: String)?
        for (role, pattern) in patterns {
            for suffix in pattern.protocols + pattern.suffixes
            where name.hasSuffix(suffix) && suffix.count > (best?.suffix.count ?? 0) {
                best = (role, suffix)
            }
        }
        guard let best else { return nil }
        return (best.role, String(name.dropLast(best.suffix.count)))
    }

    /// The role of the innermost role folder in a path (`Login/Presenter/X.swift` → presenter).
    func roleByFolder(_ path: String) -> Role? {
        for folder in path.split(separator: "/").dropLast().reversed() {
            if let role = folderRoles[String(folder)] { return role }
        }
        return nil
    }

    /// The module folder of a file: its directory without a trailing role folder, and whether a
    /// role folder was stripped (the one-folder-per-role layout).
    func moduleFolder(of path: String) -> (folder: String, isRoleLayout: Bool) {
        var components = path.split(separator: "/").dropLast()
        if let last = components.last, folderRoles[String(last)] != nil {
            components = components.dropLast()
            return (components.joined(separator: "/"), true)
        }
        return (components.joined(separator: "/"), false)
    }
}
