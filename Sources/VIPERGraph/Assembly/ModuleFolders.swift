import VIPERVocabulary

/// Where each module's code lives, to tell a module's own types from app-wide ones named like
/// it: when `LoginPresenter` and `LoginInteractor` live in a folder named for the module
/// (`Modules/Login/`, `Scenes/LoginScene/`), a `LoginCoordinator` declared in
/// `Coordinators/LoginCoordinator/` is a flow of its own that starts the module, not the
/// module's code. Modules whose Presenter and Interactor live in a folder of no module's name
/// (a folder per role, or one folder for the app) keep every type their names give them.
enum ModuleFolders {
    /// The words a module's folder may add to its name: `LoginModule`, `LoginScene`.
    private static let folderWords = ["", "Module", "Scene", "Screen", "Feature"]

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

    /// The views and view controllers named for no module with a Presenter or Interactor
    /// (`MainScreenView`, `ToDoController`) declared in the folder of a module that has no view
    /// controller named for it (`Scenes/MainScreen/`, `Scenes/ToDos/View/`), with that module:
    /// they are its screen, whatever their names. In folders inside several modules' folders,
    /// the deepest one's module.
    static func folderViews(in facts: NavigationFacts, naming: ModuleNaming) -> [String: String] {
        let roots = roots(in: facts, naming: naming)
        let folders = roots.flatMap { module, moduleRoots in moduleRoots.map { (folder: $0, module: module) } }
        guard !folders.isEmpty else { return [:] }
        let withLogic = Set(
            facts.types.compactMap { type in
                naming.role(ofType: type.name).flatMap { $0.role == .presenter || $0.role == .interactor ? $0.module : nil }
            })
        // A module with a view controller named for it keeps the other screens in its folder
        // as screens of their own (`AddItemViewController` next to `HomeViewController`).
        let withController = Set(
            facts.types.compactMap { type in
                naming.role(ofType: type.name).flatMap { found in
                    found.role == .view && ModuleNaming.controllerSuffixes.contains(where: type.name.hasSuffix) ? found.module : nil
                }
            })
        var owned: [String: String] = [:]
        for type in facts.types where !type.isProtocol && !type.isEnumWithCases {
            let named =
                naming.role(ofType: type.name).flatMap { $0.role == .view ? $0.module : nil } ?? naming.module(ofController: type.name)
            guard let named, !withLogic.contains(named) else { continue }
            let folder = folder(of: type.location)
            let containing = folders.filter { folder == $0.folder || folder.hasPrefix($0.folder + "/") }
            guard let deepest = containing.max(by: { $0.folder.count < $1.folder.count }), !withController.contains(deepest.module)
            else { continue }
            owned[type.name] = deepest.module
        }
        return owned
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

    /// For each module with a Presenter or Interactor in a folder named for it, those folders.
    private static func roots(in facts: NavigationFacts, naming: ModuleNaming) -> [String: Set<String>] {
        var roots: [String: Set<String>] = [:]
        for type in facts.types where !type.isProtocol {
            guard let (module, role) = naming.role(ofType: type.name), role == .presenter || role == .interactor else { continue }
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
    /// `App/Modules/Login/Presenter`), if one is.
    private static func root(of module: String, folder: String) -> String? {
        let components = folder.split(separator: "/", omittingEmptySubsequences: false)
        let names = Set(folderWords.map { (module + $0).lowercased() })
        guard let index = components.lastIndex(where: { names.contains($0.lowercased()) }) else { return nil }
        return components[...index].joined(separator: "/")
    }
}
