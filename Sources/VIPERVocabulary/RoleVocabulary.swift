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
    private static let testDoubleWords = ["Spy", "Mock", "Stub", "Fake", "Dummy"].map(Ending.init)
    /// The word that may sit between a module's name and its role suffix (`LoginModuleBuilder`).
    private static let moduleWord = "Module"

    /// A vocabulary with these patterns.
    public init(_ patterns: [Role: RolePatterns]) {
        self.patterns = patterns
        ordered = Role.allCases.compactMap { role in
            patterns[role].map { RoleAndPatterns(role: role, patterns: $0, namedContract: Self.namedContractRoles.contains(role)) }
        }
        var folders: [String: Role] = [:]
        for entry in ordered {
            for folder in entry.patterns.folders { folders[folder] = entry.role }
        }
        folderRoles = folders
    }

    /// Whether a type name is a test double (`LoginViewSpy`, `MockRouter`).
    public func isTestDouble(_ name: String) -> Bool {
        Ending.withBytes(of: name) { bytes in
            Self.testDoubleWords.contains { $0.ends(bytes, at: bytes.count) || $0.starts(bytes) }
        }
    }

    /// Name endings of an implementation class (`LoginPresenterImpl`), which keeps the role of
    /// the name before them.
    private static let implementationSuffixes = ["Implementation", "Impl", "Imp"].map(Ending.init)
    /// The ending of display data, which is not an entity (see ``roleBySuffix(_:)``).
    private static let viewModel = Ending("ViewModel")
    /// Roles whose contract protocols are often named like the role itself (`LoginPresenter`,
    /// implemented by `LoginPresenterImpl`).
    private static let namedContractRoles: Set<Role> = [.presenter, .interactor, .router]

    /// The role a type name announces by its suffix (the longest matching suffix wins), with
    /// the suffix; an implementation ending is looked through (`LoginPresenterImpl` is a
    /// Presenter, suffix `PresenterImpl`). `…ViewModel` types are display data, not entities, so
    /// they announce none.
    public func roleBySuffix(_ name: String) -> (role: Role, suffix: String)? {
        Ending.withBytes(of: name) { bytes in
            let tail = Self.implementationSuffixes.first { bytes.count > $0.bytes.count && $0.ends(bytes, at: bytes.count) }
            let end = bytes.count - (tail?.bytes.count ?? 0)
            var best: (role: Role, suffix: Ending)?
            for entry in ordered {
                for suffix in entry.suffixes where suffix.length > (best?.suffix.length ?? 0) && suffix.ends(bytes, at: end) {
                    best = (entry.role, suffix)
                }
            }
            if best?.role == .entity, Self.viewModel.ends(bytes, at: end) { return nil }
            return best.map { ($0.role, $0.suffix.text + (tail?.text ?? "")) }
        }
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
            Ending.withBytes(of: name) { bytes in
                for entry in ordered {
                    for ending in entry.conformanceEndings where ending.length > (best?.length ?? 0)
                        && ending.ends(bytes, at: bytes.count) && (bytes.count > ending.bytes.count || name == "View") {
                        best = (entry.role, ending.length)
                    }
                }
            }
        }
        return best?.role
    }

    /// The contract role a protocol's name announces (`LoginRouting` is a Router contract), with
    /// the module prefix before the suffix.
    public func contractRole(ofProtocol name: String) -> (role: Role, module: String)? {
        let best = Ending.withBytes(of: name) { bytes in
            var best: (role: Role, suffix: Ending)?
            for entry in ordered {
                for ending in entry.contractEndings where ending.length > (best?.suffix.length ?? 0) && ending.ends(bytes, at: bytes.count) {
                    best = (entry.role, ending)
                }
            }
            return best
        }
        guard let best else { return nil }
        return (best.role, String(name.dropLast(best.suffix.length)))
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

/// One role with its patterns, in ``Role/allCases`` order so ties resolve the same way every run,
/// and the endings its names are matched against.
private struct RoleAndPatterns: Sendable, Hashable {
    let role: Role
    let patterns: RolePatterns
    /// Type-name suffixes.
    let suffixes: [Ending]
    /// What the name of a protocol a type conforms to may end with: the protocol endings, and
    /// for roles whose contracts are often named like the role (Presenter, Interactor, Router)
    /// the type suffixes too.
    let conformanceEndings: [Ending]
    /// What a contract protocol's name may end with: protocol endings, then type suffixes.
    let contractEndings: [Ending]

    init(role: Role, patterns: RolePatterns, namedContract: Bool) {
        self.role = role
        self.patterns = patterns
        suffixes = patterns.suffixes.map(Ending.init)
        conformanceEndings = (patterns.protocols + (namedContract ? patterns.suffixes : [])).map(Ending.init)
        contractEndings = (patterns.protocols + patterns.suffixes).map(Ending.init)
    }
}

/// A name ending (or beginning) compared byte by byte: names are matched against role words
/// for every type of every file, and comparing UTF-8 bytes gives `hasSuffix`'s answer for
/// these identifiers at a fraction of its cost (it compares characters).
private struct Ending: Sendable, Hashable {
    let text: String
    let bytes: [UInt8]
    /// The length in characters, which decides between overlapping endings.
    let length: Int

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        length = text.count
    }

    /// Whether `name`'s bytes before `end` end with this ending.
    func ends(_ name: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
        end >= bytes.count && name[(end - bytes.count)..<end].elementsEqual(bytes)
    }

    /// Whether `name`'s bytes start with this ending.
    func starts(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count >= bytes.count && name[0..<bytes.count].elementsEqual(bytes)
    }

    /// Runs `body` on the UTF-8 bytes of `name`, in place when the string stores them so.
    static func withBytes<Result>(of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(body)
    }
}
