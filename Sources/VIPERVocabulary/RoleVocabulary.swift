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
    /// Type-name suffixes of every role, in ``Role/allCases`` order so ties resolve the same
    /// way every run.
    private let suffixes: EndingTable
    /// What the name of a protocol a type conforms to may end with: the protocol endings, and
    /// for roles whose contracts are often named like the role (Presenter, Interactor, Router)
    /// the type suffixes too.
    private let conformanceEndings: EndingTable
    /// What a contract protocol's name may end with: protocol endings, then type suffixes.
    private let contractEndings: EndingTable
    private let folderRoles: [String: Role]

    /// The built-in vocabulary (``RolePatterns/defaults``).
    public static let standard = RoleVocabulary(RolePatterns.defaults)

    /// Name endings of test doubles, which play no role even when they conform to a contract.
    private static let testDoubleWords = EndingTable(["Spy", "Mock", "Stub", "Fake", "Dummy"])
    /// The words that may sit between a module's name and its role suffix (`LoginModuleBuilder`,
    /// and `LoginModulBuilder` as "module" is spelled in several languages), longest first. The
    /// plural names no module: `ModulesFactory` builds every one.
    private static let moduleWords = ["Modules", "Module", "Modul"]
    /// Words that may sit between a module's name and the suffix of a part of it other than its
    /// View (`LoginViewFactory`, `LoginScreenBuilder`, `LoginViewPresenter`), longest first. The
    /// plurals name no module: `ScreensFactory`, `ScenesAssembly` and `ViewControllersFactory`
    /// build every screen.
    private static let screenWords = ["ViewControllers", "ViewController", "Screens", "Screen", "Scenes", "View"]

    /// A vocabulary with these patterns.
    public init(_ patterns: [Role: RolePatterns]) {
        self.patterns = patterns
        let ordered = Role.allCases.compactMap { role in patterns[role].map { (role: role, patterns: $0) } }
        suffixes = EndingTable(ordered.flatMap { entry in entry.patterns.suffixes.map { (entry.role, $0) } })
        conformanceEndings = EndingTable(
            ordered.flatMap { entry in
                (entry.patterns.protocols + (Self.namedContractRoles.contains(entry.role) ? entry.patterns.suffixes : [])).map {
                    (entry.role, $0)
                }
            })
        contractEndings = EndingTable(
            ordered.flatMap { entry in
                (entry.patterns.protocols + entry.patterns.suffixes).map { (entry.role, $0) }
            })
        var folders: [String: Role] = [:]
        for entry in ordered {
            for folder in entry.patterns.folders { folders[folder] = entry.role }
        }
        folderRoles = folders
    }

    /// Whether a type name is a test double (`LoginViewSpy`, `MockRouter`).
    public func isTestDouble(_ name: String) -> Bool {
        EndingTable.withBytes(of: name) { Self.testDoubleWords.bounds($0) }
    }

    /// Whether a type name is test code, which plays no role in the app: a test case
    /// (`LoginInteractorTests`, `HomeRouterTest`, `LoginSpec`) or a test double.
    public func isTestCode(_ name: String) -> Bool {
        isTestDouble(name) || EndingTable.withBytes(of: name) { Self.testCaseWords.first(endingOf: $0, at: $0.count) != nil }
    }

    /// Name endings of test cases.
    private static let testCaseWords = EndingTable(["Tests", "Test", "Spec", "Specs"])

    /// Name endings of an implementation class (`LoginPresenterImpl`), which keeps the role of
    /// the name before them.
    private static let implementationSuffixes = EndingTable(["Implementation", "Impl", "Imp"])
    /// The ending of display data, which is not an entity (see ``roleBySuffix(_:)``).
    private static let viewModel = EndingTable(["ViewModel"])
    /// Roles whose contract protocols are often named like the role itself (`LoginPresenter`,
    /// implemented by `LoginPresenterImpl`).
    private static let namedContractRoles: Set<Role> = [.presenter, .interactor, .router]

    /// The role a type name announces by its suffix (the longest matching suffix wins), with
    /// the suffix; an implementation ending is looked through (`LoginPresenterImpl` is a
    /// Presenter, suffix `PresenterImpl`). `…ViewModel` types are display data, not entities, so
    /// they announce none.
    public func roleBySuffix(_ name: String) -> (role: Role, suffix: String)? {
        EndingTable.withBytes(of: name) { bytes in
            let tail = Self.implementationSuffixes.first(endingOf: bytes, at: bytes.count) { bytes.count > $0.byteCount }
            let end = bytes.count - (tail?.byteCount ?? 0)
            guard let best = suffixes.longest(endingOf: bytes, at: end), let role = best.role else { return nil }
            if role == .entity, Self.viewModel.first(endingOf: bytes, at: end) != nil { return nil }
            return (role, suffixes.text(of: best) + (tail.map(Self.implementationSuffixes.text) ?? ""))
        }
    }

    /// The module a type belongs to by its name, with the role the name announces:
    /// `LoginPresenter` is the Presenter of `Login`, `LoginModuleAssembly` and `LoginViewFactory`
    /// the Builders of `Login`.
    ///
    /// Nil when the name announces no role, is a test double, or leaves nothing that starts
    /// with an upper-case letter before its suffix (`Router`, `homeRouter`, and `ModuleFactory` or
    /// `ViewFactory`, and a name that is a role word and another, such as `AssemblyBuilder`, which
    /// build every module rather than one), or is a builder of a view model
    /// (`SearchViewModelBuilder`). A `_` before the role word is a separator: `Home_Presenter` is
    /// the Presenter of `Home`.
    public func module(ofType name: String) -> (module: String, role: Role)? {
        guard !isTestDouble(name), let (role, suffix) = roleBySuffix(name) else { return nil }
        // A separator before a role word is not part of the name: `Home_Presenter` is `Home`'s.
        var module = String(name.dropLast(suffix.count).trimmingSuffix("_"))
        let moduleWord = Self.moduleWords.first(where: module.hasSuffix)
        let namesModule = moduleWord != nil
        if let moduleWord { module = String(module.dropLast(moduleWord.count).trimmingSuffix("_")) }
        if role == .builder, let router = patterns[.router]?.suffixes.first(where: module.hasSuffix) {
            // `LoginCoordinatorAssembly` builds `Login`'s Coordinator.
            module.removeLast(router.count)
        }
        // `SearchViewModelBuilder` builds a view's data, not a module.
        if role == .builder, module.hasSuffix("ViewModel") { return nil }
        if role != .entity, let screen = Self.screenWords.first(where: module.hasSuffix) {
            // `ViewFactory` builds every screen, as `ModuleFactory` builds every module; the
            // controller of `LoginViewPresenter`'s module is `LoginViewViewController`.
            module.removeLast(screen.count)
        }
        // `AssemblyBuilder` and `ModelBuilder` build every module, as `ModuleFactory` does
        // (`ModuleModuleBuilder` names a module called `Module`).
        guard module.first?.isUppercase == true, namesModule || roleBySuffix(module)?.suffix != module else { return nil }
        return (module, role)
    }

    /// Whether a module name is the app's own rather than a feature's: `App`, `Application`,
    /// `Root`, or `App` or `Application` and another word (`AppFlow`, `AppCoordinator`'s module,
    /// `ApplicationConfigurator`'s). Every `viper` tool reads types so named as the app's, unless
    /// they make a screen of their own.
    public static func namesApp(_ module: String) -> Bool {
        if module == "Root" { return true }
        return ["Application", "App"].contains { word in
            guard module.hasPrefix(word) else { return false }
            return module.count == word.count || module[module.index(module.startIndex, offsetBy: word.count)].isUppercase
        }
    }

    /// Whether a module name is that of a part of a screen, never a screen of its own: a cell,
    /// header or footer (`HomeCell` with its `HomeCellPresenter` and `HomeCellBuilder`). Every
    /// `viper` tool leaves such parts out of its modules.
    public static func namesReusablePart(_ module: String) -> Bool {
        reusablePartWords.contains { module.hasSuffix($0) && module.count > $0.count }
    }

    private static let reusablePartWords = ["Cell", "Header", "Footer"]

    /// The role of a type that conforms to `protocols`, read from their names; a protocol named
    /// like a Presenter, Interactor or Router (`MusicListPresenter`, adopted by
    /// `MusicListPresenterImpl`) counts too. A protocol named exactly like a suffix (a library's
    /// `EventHandler`) names no module's contract; SwiftUI's `View` is the one such name that
    /// still makes a View.
    public func roleByConformance(_ protocols: [String]) -> Role? {
        var best: EndingTable.Entry?
        for name in protocols {
            let found = EndingTable.withBytes(of: name) { bytes in
                conformanceEndings.longest(endingOf: bytes, at: bytes.count) {
                    $0.length > (best?.length ?? 0) && (bytes.count > $0.byteCount || name == "View")
                }
            }
            if let found { best = found }
        }
        return best?.role
    }

    /// The contract role a protocol's name announces (`LoginRouting` is a Router contract), with
    /// the module prefix before the suffix.
    public func contractRole(ofProtocol name: String) -> (role: Role, module: String)? {
        let best = EndingTable.withBytes(of: name) { contractEndings.longest(endingOf: $0, at: $0.count) }
        guard let best, let role = best.role else { return nil }
        return (role, String(name.dropLast(best.length)))
    }

    /// The role of the innermost role folder in a path (`Login/Presenter/X.swift` → presenter).
    public func roleByFolder(_ path: String) -> Role? {
        for folder in Self.folders(of: path).reversed() {
            if let role = folderRoles[String(folder)] { return role }
        }
        return nil
    }

    /// The module folder of a file: its directory without a trailing role folder, and whether a
    /// role folder was stripped (the one-folder-per-role layout).
    public func moduleFolder(of path: String) -> (folder: String, isRoleLayout: Bool) {
        var components = Self.folders(of: path)
        if let last = components.last, folderRoles[String(last)] != nil {
            components = components.dropLast()
            return (components.joined(separator: "/"), true)
        }
        return (components.joined(separator: "/"), false)
    }

    /// The names of the folders in a path, outermost first: its non-empty parts between slashes,
    /// but the last (the file's own name). Split by bytes: a slash is one byte in UTF-8, and
    /// splitting by `Character` would first work out every character of the path.
    private static func folders(of path: String) -> ArraySlice<Substring> {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }.dropLast()
    }
}

extension Substring {
    /// The text without every `character` at its end.
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
