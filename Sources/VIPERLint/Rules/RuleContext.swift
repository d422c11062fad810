import VIPERVocabulary

/// What a rule sees while checking one file.
struct RuleContext {
    /// The file's facts.
    let file: FileFacts
    /// Facts across every linted file.
    let project: ProjectFacts
    /// The active configuration.
    let configuration: LintConfiguration
    /// Every type, extension and protocol of the file with its role (nil: none), in the file's
    /// order: worked out once per file, since every rule asks.
    let typeRoles: [(type: TypeFact, role: Role?)]

    /// The context of one file's check.
    init(file: FileFacts, project: ProjectFacts, configuration: LintConfiguration) {
        self.file = file
        self.project = project
        self.configuration = configuration
        typeRoles = file.types.map { type in
            let role = project.role(of: type, path: file.path)
            return (type, role == .presenter && project.isLonePresenter(type.name, path: file.path) ? nil : role)
        }
    }

    /// Types, extensions and actors of this file whose role is in `roles`, with the role.
    func types(in roles: Set<Role>) -> [(type: TypeFact, role: Role)] {
        typeRoles.compactMap { type, role in
            guard let role, roles.contains(role) else { return nil }
            return (type, role)
        }
    }

    /// Whether a type name names a View: a View by suffix, a View contract, or a known View type.
    func namesView(_ name: String) -> Bool {
        names(name, role: .view)
    }

    /// Whether a type name names something of `role`: by suffix, contract protocol or project facts.
    func names(_ name: String, role: Role) -> Bool {
        roles(namedBy: name).contains(role)
    }

    /// The roles a type name can name, worked out once for a rule that asks about several.
    func roles(namedBy name: String) -> NamedRoles {
        if let known = project.types[name] { return NamedRoles(declared: known.role) }
        return NamedRoles(
            bySuffix: project.resolver.roleBySuffix(name)?.role,
            byContract: project.resolver.contractRole(ofProtocol: name)?.role)
    }

    /// The roles a type name names: a type the project declares names its own role only;
    /// another name, the role of its suffix and that of a contract protocol so named.
    struct NamedRoles {
        private let roles: (Role?, Role?)

        init(declared role: Role?) {
            roles = (role, nil)
        }

        init(bySuffix: Role?, byContract: Role?) {
            roles = (bySuffix, byContract)
        }

        /// Whether the name names something of `role`.
        func contains(_ role: Role) -> Bool {
            roles.0 == role || roles.1 == role
        }
    }

    /// Whether a type name names a view controller or a View: UIKit and AppKit controllers and
    /// their project subclasses, View types by suffix or declaration, and View contract
    /// protocols, and project protocols every view controller adopts (`TransitionHandler`).
    /// Framework views that are not controllers (`UIView`, `UIImageView`) and value
    /// types (which cannot be held weakly) are not.
    func namesViewController(_ name: String) -> Bool {
        if project.viewControllers.isViewController(name) || project.viewControllerProtocols.contains(name) { return true }
        if let declared = project.types[name], declared.kind == .struct || declared.kind == .enum { return false }
        return !ViewControllerTypes.isFrameworkName(name) && namesView(name)
    }

    /// Whether a stored property holds a view controller or View strongly: the back-reference
    /// that closes View → Presenter → Router (or Interactor) → View. A value constructed in
    /// place is owned, not a back-reference.
    func isStrongViewReference(_ property: PropertyFact, names: Set<String> = ["view"]) -> Bool {
        guard !property.isStatic, !property.isComputed, !property.typeIsGeneric, !property.isOwnedInPlace,
            property.ownership == .strong, let typeName = property.typeName
        else { return false }
        // A value (a SwiftUI view struct) is copied, not referred to, and cannot be held weakly.
        if let declared = project.types[typeName], declared.kind == .struct || declared.kind == .enum { return false }
        return names.contains(property.name) || namesViewController(typeName)
    }

    /// Whether a type is where modules are put together rather than a module: a Builder
    /// (`AssemblyBuilder`, `ModuleFactory`, `LoginConfigurator`), a Coordinator, or, in a project
    /// with screens, a Router of no screen (`AppRouter` when there is no `AppPresenter`,
    /// `AppInteractor` or `AppView`), the app's own Interactor with no screen (an
    /// `AppInteractor` that sets up the app's services), or a View with no Presenter or
    /// Interactor of its own (a `MainTabBarController` that builds the tabs, a container that
    /// shows two modules' screens).
    func isCompositionRoot(_ type: TypeFact, role: Role) -> Bool {
        switch role {
        case .builder: return true
        case .router:
            if type.name.hasSuffix("Coordinator") { return true }
            return !project.screenModules.isEmpty && !project.screenModules.contains(project.module(of: type.name))
        case .interactor:
            let module = project.module(of: type.name)
            guard RoleVocabulary.namesApp(module) else { return false }
            return !project.types.values.contains { ($0.role == .presenter || $0.role == .view) && $0.module == module }
        case .view:
            // A screen with no Presenter or Interactor of its own (a tab bar controller, a
            // container of two modules' screens, holding none, or holding the Presenters of two
            // or more modules, as a SwiftUI root view holding each tab's does) is where the app
            // puts modules together, not a module.
            let module = project.module(of: type.name)
            guard !project.logicModules.contains(module) else { return false }
            if project.viewControllers.isContainer(type.name) { return true }
            let presenterModules = Set(
                type.properties.compactMap { property in
                    property.typeName.flatMap { roles(namedBy: $0).contains(.presenter) ? project.module(of: $0) : nil }
                })
            // Holding its own module's Presenter (`LookupPageController` holding `LookupPresenter`), it is that module's screen.
            return presenterModules.count != 1 && !presenterModules.contains { ProjectFacts.areRelated($0, module) }
        default: return false
        }
    }

    /// Whether a kind of declaration is a reference type that can form retain cycles.
    func isReferenceType(_ type: TypeFact) -> Bool {
        switch type.kind {
        case .class, .actor: true
        case .extension: project.types[type.name].map { $0.kind == .class || $0.kind == .actor } ?? true
        case .struct, .enum, .protocol, .fileScope: false
        }
    }
}
