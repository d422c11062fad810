import VIPERVocabulary

/// Where each module's code lives, to tell a module's own types from app-wide ones named like
/// it: when `LoginPresenter` and `LoginInteractor` live in a folder named for the module
/// (`Modules/Login/`, `Scenes/LoginScene/`), a `LoginCoordinator` declared in
/// `Coordinators/LoginCoordinator/` is a flow of its own that starts the module, not the
/// module's code. Modules whose Presenter and Interactor live in a folder of no module's name
/// (a folder per role, or one folder for the app) keep every type their names give them.
///
/// Made once from every file's facts: each declaration's folder is split, and its names put
/// the way module names are compared with them, once for all the questions asked of them.
struct ModuleFolders {
    /// The words a module's folder may add to its name, as folder names are compared:
    /// `LoginModule`, `LoginModul`, `LoginScene`.
    private static let folderWords = ["", "module", "modul", "scene", "screen", "feature"]

    /// A type that is not a protocol, with its folder split into names.
    private struct Declaration {
        let type: NavigationFacts.TypeDeclaration
        let folder: String
        /// Each component of the folder's path the way a module name is compared with it (see
        /// ``folderName(_:)``).
        let names: [String]
        /// Where each component ends in the folder's UTF-8.
        let ends: [Int]

        /// The folder's path up to its component `index`, that one included.
        func path(through index: Int) -> String {
            String(decoding: folder.utf8.prefix(ends[index]), as: UTF8.self)
        }
    }

    /// The facts' types that are not protocols, in their order.
    private let declarations: [Declaration]
    /// The names of all the facts' types, protocols included.
    private let typeNames: [String]

    /// The folders of `facts`' types, each split once.
    init(_ facts: NavigationFacts) {
        typeNames = facts.types.map(\.name)
        var split: [String: (names: [String], ends: [Int])] = [:]
        declarations = facts.types.compactMap { type in
            guard !type.isProtocol else { return nil }
            let folder = Self.folder(of: type.location)
            if split[folder] == nil {
                let components = folder.split(separator: "/", omittingEmptySubsequences: false)
                split[folder] = (
                    components.map(Self.folderName), components.map { folder.utf8.distance(from: folder.startIndex, to: $0.endIndex) }
                )
            }
            let parts = split[folder]!
            return Declaration(type: type, folder: folder, names: parts.names, ends: parts.ends)
        }
    }

    /// The Builders and Routers (assemblies, factories, coordinators, wireframes) `naming` gives
    /// a module that are declared only outside that module's folder.
    func foreignTypes(naming: ModuleNaming) -> Set<String> {
        let roots = roots(naming: naming)
        var outside: Set<String> = []
        var inside: Set<String> = []
        for declaration in declarations {
            let type = declaration.type
            guard let (module, role) = naming.role(ofType: type.name), role == .builder || role == .router,
                let moduleRoots = roots[module]
            else { continue }
            let folder = declaration.folder
            if moduleRoots.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                inside.insert(type.name)
            } else {
                outside.insert(type.name)
            }
        }
        // A name declared in the module's folder too (`Flow.LoginWireframe` nested in another
        // feature besides `LoginWireframe`) keeps the module: names are all the graph matches.
        return outside.subtracting(inside).union(flowCoordinators(naming: naming))
    }

    /// The Routers and Builders that lead a flow of several modules: declared in a folder
    /// above their module's Presenter and Interactor (`Admin/AdminCoordinator` over
    /// `Admin/AdminPanelMainScreen/Presenters/AdminPresenter`) that holds two other modules'
    /// too (`Admin/QRScanScreen`, `Admin/PushNotifyScreen`). What they show, each module
    /// asks of them.
    private func flowCoordinators(naming: ModuleNaming) -> Set<String> {
        var logicFolders: [String: Set<String>] = [:]
        for declaration in declarations {
            guard let (module, role) = naming.role(ofType: declaration.type.name), role == .presenter || role == .interactor else {
                continue
            }
            logicFolders[module, default: []].insert(declaration.folder)
        }
        var flows: Set<String> = []
        for declaration in declarations {
            guard let (module, role) = naming.role(ofType: declaration.type.name), role == .router || role == .builder,
                let own = logicFolders[module]
            else { continue }
            let prefix = declaration.folder.isEmpty ? "" : declaration.folder + "/"
            guard !prefix.isEmpty, own.allSatisfy({ $0.hasPrefix(prefix) }) else { continue }
            let others = logicFolders.filter { other in other.key != module && other.value.contains { $0.hasPrefix(prefix) } }
            if others.count >= 2 { flows.insert(declaration.type.name) }
        }
        return flows
    }

    /// The types whose names give them a module other than the one whose folder holds them,
    /// with that folder's module and their role there:
    /// - views, view controllers, Routers and Builders named for no module with a Presenter or
    ///   Interactor (`MainScreenView`, `ToDoController` in `Scenes/MainScreen/`, `TabBarBuilder`
    ///   in `Tab/`), in the folder named for a module;
    /// - every part of a module with no folder of its own when all of them lie in one folder
    ///   named for another module (`LocationInteractor` and `LocationRouter` beside
    ///   `LocationsPresenter` in `Locations/`, `MajorPresenter` beside `AddMajorRouter` in
    ///   `Add Major/`).
    ///
    /// A part is not moved to a module that has one of its role named for it
    /// (`AddItemViewController` next to `HomeViewController` is a screen of its own). In
    /// folders inside several modules' folders, the deepest one's module.
    func folderParts(naming: ModuleNaming) -> [String: (module: String, role: Role)] {
        let logicRoots = roots(naming: naming)
        let logicFolders = Self.modulesByFolder(logicRoots)
        let anyFolders = Self.modulesByFolder(roots(naming: naming, roles: [.view, .presenter, .interactor, .router, .builder]))
        guard !anyFolders.isEmpty else { return [:] }
        let withLogic = Set(
            typeNames.compactMap { name in
                naming.role(ofType: name).flatMap { $0.role == .presenter || $0.role == .interactor ? $0.module : nil }
            })
        // A folder of a module with no logic of its own that holds another module's folder is a
        // group of modules, not one: a layer's assembly (`Presentation/Assembly/PresentationAssembly`)
        // takes in no feature's parts (`Presentation/Modules/Cards/Router/CardsRouter`).
        let rootFolders = Set(logicRoots.values.joined())
        let isGroup = { (found: (module: String, folder: String)) in
            !withLogic.contains(found.module) && rootFolders.contains { $0.hasPrefix(found.folder + "/") }
        }
        // A folder named for views alone (`SignUpFirst/` for its `SignUpFirstView`) takes in no
        // module with logic: that module is the folder's.
        let structured = Set(
            typeNames.compactMap { name in naming.role(ofType: name).flatMap { $0.role == .view || $0.role == .entity ? nil : $0.module } })
        var named: [Role: Set<String>] = [:]
        for declaration in declarations {
            let type = declaration.type
            if let found = naming.role(ofType: type.name) {
                if found.role == .view, !ModuleNaming.controllerSuffixes.contains(where: type.name.hasSuffix) { continue }
                named[found.role, default: []].insert(found.module)
            } else if let module = naming.module(ofController: type.name), !type.inherited.isEmpty,
                Self.deepestModule(holding: declaration.folder, folders: logicFolders, excluding: "") == module
            {
                // A view controller named for the module in its folder (`HomeController` in `Home/`).
                named[.view, default: []].insert(module)
            }
        }
        var owned: [String: (module: String, role: Role)] = [:]
        // The parts of each module with logic but no folder of its own, with where each would go.
        var homeless: [String: [(type: String, role: Role, destination: String?)]] = [:]
        for declaration in declarations where !declaration.type.isEnumWithCases {
            let type = declaration.type
            guard let part = Self.folderPart(type.name, naming: naming) else { continue }
            if withLogic.contains(part.module) {
                guard logicRoots[part.module] == nil else { continue }
                let destination = Self.deepestModuleFolder(holding: declaration.folder, folders: anyFolders, excluding: part.module)
                    .flatMap { found in
                        named[part.role]?.contains(found.module) == true || !structured.contains(found.module) || isGroup(found)
                            ? nil : found.module
                    }
                homeless[part.module, default: []].append((type.name, part.role, destination))
            } else if let found = Self.deepestModuleFolder(holding: declaration.folder, folders: anyFolders, excluding: part.module),
                named[part.role]?.contains(found.module) != true, !isGroup(found)
            {
                owned[type.name] = (found.module, part.role)
            }
        }
        for parts in homeless.values {
            guard let destination = parts.first?.destination, parts.allSatisfy({ $0.destination == destination }) else { continue }
            for part in parts { owned[part.type] = (destination, part.role) }
        }
        return owned
    }

    /// The module with a Presenter or Interactor whose folder (the deepest, when several are)
    /// holds each type of no module's name (`HomeAdapter` in `Home/Adapter/`): that module's code.
    func folderMates(naming: ModuleNaming) -> [String: String] {
        let folders = Self.modulesByFolder(roots(naming: naming))
        guard !folders.isEmpty else { return [:] }
        var mates: [String: String] = [:]
        for declaration in declarations where naming.role(ofType: declaration.type.name) == nil {
            if let module = Self.deepestModule(holding: declaration.folder, folders: folders, excluding: "") {
                mates[declaration.type.name] = module
            }
        }
        return mates
    }

    /// For each folder named for modules, those modules.
    private static func modulesByFolder(_ roots: [String: Set<String>]) -> [String: Set<String>] {
        var modules: [String: Set<String>] = [:]
        for (module, folders) in roots {
            for folder in folders { modules[folder, default: []].insert(module) }
        }
        return modules
    }

    /// The module, other than `module`, of the deepest of `folders` (folders named for modules,
    /// with their modules) that holds `folder` or is it; of two named alike, the first by name.
    private static func deepestModule(holding folder: String, folders: [String: Set<String>], excluding module: String) -> String? {
        deepestModuleFolder(holding: folder, folders: folders, excluding: module)?.module
    }

    /// ``deepestModule(holding:folders:excluding:)``, with the folder named for it.
    private static func deepestModuleFolder(
        holding folder: String, folders: [String: Set<String>], excluding module: String
    ) -> (module: String, folder: String)? {
        var folder = folder
        while true {
            if let modules = folders[folder] {
                let others = modules.filter { $0 != module }
                if let first = others.min() { return (first, folder) }
            }
            guard let slash = folder.lastIndex(of: "/") else { return nil }
            folder = String(folder[..<slash])
        }
    }

    /// The module a type's name gives it and the role, when it may be a part of the module whose
    /// folder holds it: any role but an entity's, or a view controller of another name.
    private static func folderPart(_ name: String, naming: ModuleNaming) -> (module: String, role: Role)? {
        if let found = naming.role(ofType: name) { return found.role == .entity ? nil : found }
        return naming.module(ofController: name).map { ($0, .view) }
    }

    /// The folders that hold modules' folders (`App/Modules` for `App/Modules/Login`): a view
    /// controller with no Presenter or Interactor of its own is a screen of the app there
    /// (`Modules/Receipt/ReceiptViewController`), and a reusable part elsewhere
    /// (`Components/Popup/PopupController`). Empty when no module lives in a folder of its name.
    func moduleAreas(naming: ModuleNaming) -> Set<String> {
        Set(
            roots(naming: naming).values.flatMap { moduleRoots in
                moduleRoots.map { root in root.lastIndex(of: "/").map { String(root[..<$0]) } ?? "" }
            })
    }

    /// Whether the type declared at `location` lies in one of `areas`.
    static func isDeclared(at location: String, in areas: Set<String>) -> Bool {
        let folder = folder(of: location)
        return areas.contains { $0.isEmpty || folder == $0 || folder.hasPrefix($0 + "/") }
    }

    /// For each module with a part of `roles` (its Presenter or Interactor, unless told) in a
    /// folder named for it, those folders.
    private func roots(naming: ModuleNaming, roles: Set<Role> = [.presenter, .interactor]) -> [String: Set<String>] {
        var roots: [String: Set<String>] = [:]
        var folderNames: [String: Set<String>] = [:]
        for declaration in declarations {
            guard let (module, role) = naming.role(ofType: declaration.type.name), roles.contains(role) else { continue }
            if folderNames[module] == nil {
                let lowered = module.lowercased()
                folderNames[module] = Set(Self.folderWords.map { lowered + $0 })
            }
            let names = folderNames[module]!
            // The deepest folder of the path named for the module (`App/Modules/Login` in
            // `App/Modules/Login/Presenter`, `Auth/Add Major` for `AddMajor`), if one is.
            guard let index = declaration.names.lastIndex(where: names.contains) else { continue }
            roots[module, default: []].insert(declaration.path(through: index))
        }
        return roots
    }

    /// The folder of a `path:line` location.
    private static func folder(of location: String) -> String {
        let path = location.lastIndex(of: ":").map { String(location[..<$0]) } ?? location
        return path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// A folder's name as a module name is compared with it: lower-cased, without the spaces,
    /// dashes and underscores that separate its words (`Add Major`, `add-major`).
    private static func folderName(_ component: Substring) -> String {
        String(component.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
