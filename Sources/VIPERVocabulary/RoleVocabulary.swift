/// The words that say which VIPER role a type plays and which module it belongs to, shared by
/// every `viper` tool: `lint` judges a type by its role, `graph` finds modules with it, `mocks`
/// picks a module's contracts with it, and `new` names what it generates so the others
/// recognise it.
///
/// ```swift
/// let vocabulary = RoleVocabulary.standard
/// vocabulary.module(ofType: "LoginWireframe")          // (module: "Login", role: .router)
/// vocabulary.contractRole(ofProtocol: "LoginUseCase")  // (role: .interactor, module: "Login")
/// ```
///
/// A project changes the patterns in the `roles` section of `viper.json` (see
/// ``RolesConfiguration``).
public struct RoleVocabulary: Sendable, Hashable {
    /// The patterns of each role; roles without patterns are never recognised.
    public let patterns: [Role: RolePatterns]
    private let ordered: [RoleAndPatterns]
    private let folderRoles: [String: Role]

    /// The built-in vocabulary (``RolePatterns/defaults``).
    public static let standard = RoleVocabulary(RolePatterns.defaults)

    /// Name endings of test doubles, which play no role even when they conform to a contract.
    private static let testDoubleWords = ["Spy", "Mock", "Stub", "Fake", "Dummy"]
    /// The word that may sit between a module's name and its role suffix (`LoginModuleBuilder`).
    private static let moduleWord = "Module"

    /// A vocabulary with these patterns.
    public init(_ patterns: [Role: RolePatterns]) {
        self.patterns = patterns
        ordered = Role.allCases.compactMap { role in patterns[role].map { RoleAndPatterns(role: role, patterns: $0) } }
        var folders: [String: Role] = [:]
        for entry in ordered {
            for folder in entry.patterns.folders { folders[folder] = entry.role }
        }
        folderRoles = folders
    }

    /// Whether a type name is a test double (`LoginViewSpy`, `MockRouter`).
    public func isTestDouble(_ name: String) -> Bool {
        Self.testDoubleWords.contains { name.hasSuffix($0) || name.hasPrefix($0) }
    }

    /// Name endings of an implementation class (`LoginPresenterImpl`), which keeps the role of
    /// the name before them.
    private static let implementationSuffixes = ["Implementation", "Impl", "Imp"]
    /// Roles whose contract protocols are often named like the role itself (`LoginPresenter`,
    /// implemented by `LoginPresenterImpl`).
    private static let namedContractRoles: Set<Role> = [.presenter, .interactor, .router]

    /// The role a type name announces by its suffix (the longest matching suffix wins), with
    /// the suffix; an implementation ending is looked through (`LoginPresenterImpl` is a
    /// Presenter, suffix `PresenterImpl`). `…ViewModel` types are display data, not entities, so
    /// they announce none.
    public func roleBySuffix(_ name: String) -> (role: Role, suffix: String)? {
        let tail = Self.implementationSuffixes.first { name.hasSuffix($0) && name.count > $0.count } ?? ""
        let core = name.dropLast(tail.count)
        var best: (role: Role, suffix: String)?
        for entry in ordered {
            for suffix in entry.patterns.suffixes where core.hasSuffix(suffix) && suffix.count > (best?.suffix.count ?? 0) {
                best = (entry.role, suffix)
            }
        }
        if best?.role == .entity, core.hasSuffix("ViewModel") { return nil }
        return best.map { ($0.role, $0.suffix + tail) }
    }

    /// The module a type belongs to by its name, with the role the name announces:
    /// `LoginPresenter` is the Presenter of `Login`, `LoginModuleAssembly` the Builder of `Login`.
    ///
    /// Nil when the name announces no role, is a test double, or leaves nothing that starts
    /// with an upper-case letter before its suffix (`Router`, `homeRouter`, and `ModuleFactory`,
    /// which builds every module rather than one).
    public func module(ofType name: String) -> (module: String, role: Role)? {
        guard !isTestDouble(name), let (role, suffix) = roleBySuffix(name) else { return nil }
        var module = String(name.dropLast(suffix.count))
        if module.hasSuffix(Self.moduleWord) { module.removeLast(Self.moduleWord.count) }
        guard module.first?.isUppercase == true else { return nil }
        return (module, role)
    }

    /// The role of a type that conforms to `protocols`, read from their names; a protocol named
    /// like a Presenter, Interactor or Router (`MusicListPresenter`, adopted by
    /// `MusicListPresenterImpl`) counts too. A protocol named exactly like a suffix (a library's
    /// `EventHandler`) names no module's contract; SwiftUI's `View` is the one such name that
    /// still makes a View.
    public func roleByConformance(_ protocols: [String]) -> Role? {
        var best: (role: Role, length: Int)?
        for name in protocols {
            for entry in ordered {
                let endings = entry.patterns.protocols + (Self.namedContractRoles.contains(entry.role) ? entry.patterns.suffixes : [])
                for suffix in endings where name.hasSuffix(suffix) && suffix.count > (best?.length ?? 0)
                    && (name.count > suffix.count || name == "View") {
                    best = (entry.role, suffix.count)
                }
            }
        }
        return best?.role
    }

    /// The contract role a protocol's name announces (`LoginRouting` is a Router contract), with
    /// the module prefix before the suffix.
    public func contractRole(ofProtocol name: String) -> (role: Role, module: String)? {
        var best: (role: Role, suffix: String)?
        for entry in ordered {
            for suffix in entry.patterns.protocols + entry.patterns.suffixes
            where name.hasSuffix(suffix) && suffix.count > (best?.suffix.count ?? 0) {
                best = (entry.role, suffix)
            }
        }
        guard let best else { return nil }
        return (best.role, String(name.dropLast(best.suffix.count)))
    }

    /// The role of the innermost role folder in a path (`Login/Presenter/X.swift` → presenter).
    public func roleByFolder(_ path: String) -> Role? {
        for folder in path.split(separator: "/").dropLast().reversed() {
            if let role = folderRoles[String(folder)] { return role }
        }
        return nil
    }

    /// The module folder of a file: its directory without a trailing role folder, and whether a
    /// role folder was stripped (the one-folder-per-role layout).
    public func moduleFolder(of path: String) -> (folder: String, isRoleLayout: Bool) {
        var components = path.split(separator: "/").dropLast()
        if let last = components.last, folderRoles[String(last)] != nil {
            components = components.dropLast()
            return (components.joined(separator: "/"), true)
        }
        return (components.joined(separator: "/"), false)
    }
}

/// One role with its patterns, in ``Role/allCases`` order so ties resolve the same way every run.
private struct RoleAndPatterns: Sendable, Hashable {
    let role: Role
    let patterns: RolePatterns
}
