import VIPERVocabulary

/// Where each module's code lives, to tell a module's own types from app-wide ones named like
/// it: when `LoginPresenter` and `LoginInteractor` live in a folder named for the module
/// (`Modules/Login/`, `Scenes/LoginScene/`), a `LoginCoordinator` declared in
/// `Coordinators/LoginCoordinator/` is a flow of its own that starts the module, not the
/// module's code. Modules whose Presenter and Interactor live in a folder of no module's name
/// (a folder per role, or one folder for the app) keep every type their names give them.
enum ModuleFolders {
    /// The words a module's folder may add to its name: `LoginModule`, `LoginModul`, `LoginScene`.
    private static let folderWords = ["", "Module", "Modul", "Scene", "Screen", "Feature"]

    /// The Builders and Routers (assemblies, factories, coordinators, wireframes) `naming` gives
    /// a module that are declared only outside that module's folder.
    static func foreignTypes(in facts: NavigationFacts, naming: ModuleNaming) -> Set<String> {
        let roots = roots(in: facts, naming: naming)
        var outside: Set<String> = []
        var inside: Set<String> = []
        for type in facts.types where !type.isProtocol {
            guard let (module, role) = naming.role(ofType: type.name), role == .builder || role == .router,
                let moduleRoots = roots[module]
            else { continue }
            let folder = folder(of: type.location)
            if moduleRoots.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                inside.insert(type.name)
            } else {
                outside.insert(type.name)
            }
        }
        // A name declared in the module's folder too (`Flow.LoginWireframe` nested in another
        // feature besides `LoginWireframe`) keeps the module: names are all the graph matches.
        return outside.subtracting(inside)
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
    static func folderParts(in facts: NavigationFacts, naming: ModuleNaming) -> [String: (module: String, role: Role)] {
        let logicRoots = roots(in: facts, naming: naming)
        let logicFolders = modulesByFolder(logicRoots)
        let anyFolders = modulesByFolder(roots(in: facts, naming: naming, roles: [.view, .presenter, .interactor, .router, .builder]))
        guard !anyFolders.isEmpty else { return [:] }
        let withLogic = Set(
            facts.types.compactMap { type in
                naming.role(ofType: type.name).flatMap { $0.role == .presenter || $0.role == .interactor ? $0.module : nil }
            })
        var named: [Role: Set<String>] = [:]
        for type in facts.types where !type.isProtocol {
            if let found = naming.role(ofType: type.name) {
                if found.role == .view, !ModuleNaming.controllerSuffixes.contains(where: type.name.hasSuffix) { continue }
                named[found.role, default: []].insert(found.module)
            } else if let module = naming.module(ofController: type.name), !type.inherited.isEmpty,
                deepestModule(holding: type.location, folders: logicFolders, excluding: "") == module
            {
                // A view controller named for the module in its folder (`HomeController` in `Home/`).
                named[.view, default: []].insert(module)
            }
        }
        var owned: [String: (module: String, role: Role)] = [:]
        // The parts of each module with logic but no folder of its own, with where each would go.
        var homeless: [String: [(type: String, role: Role, destination: String?)]] = [:]
        for type in facts.types where !type.isProtocol && !type.isEnumWithCases {
            guard let part = folderPart(type.name, naming: naming) else { continue }
            if withLogic.contains(part.module) {
                guard logicRoots[part.module] == nil else { continue }
                let destination = deepestModule(holding: type.location, folders: anyFolders, excluding: part.module)
                    .flatMap { named[part.role]?.contains($0) == true ? nil : $0 }
                homeless[part.module, default: []].append((type.name, part.role, destination))
            } else if let destination = deepestModule(holding: type.location, folders: anyFolders, excluding: part.module),
                named[part.role]?.contains(destination) != true
            {
                owned[type.name] = (destination, part.role)
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
    static func folderMates(in facts: NavigationFacts, naming: ModuleNaming) -> [String: String] {
        let folders = modulesByFolder(roots(in: facts, naming: naming))
        guard !folders.isEmpty else { return [:] }
        var mates: [String: String] = [:]
        for type in facts.types where !type.isProtocol && naming.role(ofType: type.name) == nil {
            if let module = deepestModule(holding: type.location, folders: folders, excluding: "") { mates[type.name] = module }
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
    /// with their modules) that holds `location`; of two named alike, the first by name.
    private static func deepestModule(holding location: String, folders: [String: Set<String>], excluding module: String) -> String? {
        var folder = folder(of: location)
        while true {
            if let modules = folders[folder] {
                let others = modules.filter { $0 != module }
                if let first = others.min() { return first }
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
    static func moduleAreas(in facts: NavigationFacts, naming: ModuleNaming) -> Set<String> {
        Set(
            roots(in: facts, naming: naming).values.flatMap { moduleRoots in
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
    private static func roots(
        in facts: NavigationFacts, naming: ModuleNaming, roles: Set<Role> = [.presenter, .interactor]
    ) -> [String: Set<String>] {
        var roots: [String: Set<String>] = [:]
        for type in facts.types where !type.isProtocol {
            guard let (module, role) = naming.role(ofType: type.name), roles.contains(role) else { continue }
            if let root = root(of: module, folder: folder(of: type.location)) { roots[module, default: []].insert(root) }
        }
        return roots
    }

    /// The folder of a `path:line` location.
    private static func folder(of location: String) -> String {
        let path = location.lastIndex(of: ":").map { String(location[..<$0]) } ?? location
        return path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// The deepest folder of `folder`'s path named for `module` (`App/Modules/Login` in
    /// `App/Modules/Login/Presenter`, `Auth/Add Major` for `AddMajor`), if one is.
    private static func root(of module: String, folder: String) -> String? {
        let components = folder.split(separator: "/", omittingEmptySubsequences: false)
        let names = Set(folderWords.map { (module + $0).lowercased() })
        guard let index = components.lastIndex(where: { names.contains(folderName($0)) }) else { return nil }
        return components[...index].joined(separator: "/")
    }

    /// A folder's name as a module name is compared with it: lower-cased, without the spaces,
    /// dashes and underscores that separate its words (`Add Major`, `add-major`).
    private static func folderName(_ component: Substring) -> String {
        String(component.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
