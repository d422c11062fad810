/// What is known across all linted files: every type's role and module, and every protocol.
struct ProjectFacts: Sendable {
    /// A concrete type (class, struct, enum or actor) seen anywhere in the project.
    struct TypeInfo: Sendable {
        var role: Role?
        var module: String
        var path: String
        var kind: TypeKind
        /// Stored instance properties: name and written type name.
        var storedProperties: [(name: String, typeName: String?)]
        /// Static stored properties by name, with their written or constructed type name.
        var staticProperties: [String: String?]
    }

    /// Concrete types by name.
    private(set) var types: [String: TypeInfo] = [:]
    /// Protocols by name, with what they inherit.
    private(set) var protocols: [String: [String]] = [:]
    /// Modules that have a Presenter, Interactor, Router or Builder: real VIPER modules.
    private(set) var moduleNames: Set<String> = []
    /// Modules that have a screen of their own: a Presenter, an Interactor or a View.
    private(set) var screenModules: Set<String> = []
    /// The folders holding each module's Presenter, Interactor, Router or Builder.
    private(set) var moduleFolders: [String: Set<String>] = [:]
    /// Framework view controllers and the project classes descending from them.
    private(set) var viewControllers = ViewControllerTypes(classes: [:])
    /// Extensions' conformances by extended type name.
    private var conformances: [String: [String]] = [:]
    /// Names each type (with its extensions) assigns to itself, by type name.
    private(set) var assignedNames: [String: Set<String>] = [:]
    let resolver: RoleResolver

    /// Gathers the project view from every file's facts.
    init(files: [FileFacts], resolver: RoleResolver) {
        self.resolver = resolver
        var declarations: [(TypeFact, String)] = []
        for file in files {
            for type in file.types {
                if !type.assignedNames.isEmpty { assignedNames[type.name, default: []].formUnion(type.assignedNames) }
                switch type.kind {
                case .protocol: protocols[type.name, default: []] += type.inherited
                case .extension: conformances[type.name, default: []] += type.inherited
                case .fileScope: break
                case .class, .struct, .enum, .actor: declarations.append((type, file.path))
                }
            }
        }
        viewControllers = ViewControllerTypes(classes: Dictionary(
            declarations.filter { $0.0.kind == .class }.map { ($0.0.name, $0.0.inherited) }, uniquingKeysWith: +))
        for (type, path) in declarations {
            let role = role(of: type, path: path)
            let stored = type.properties.filter { !$0.isStatic && !$0.isComputed }.map { ($0.name, $0.typeName) }
            let statics = Dictionary(type.properties.filter { $0.isStatic && !$0.isComputed }.map { ($0.name, $0.typeName) },
                                     uniquingKeysWith: { first, _ in first })
            let info = TypeInfo(role: role, module: module(of: type.name), path: path,
                                kind: type.kind, storedProperties: stored, staticProperties: statics)
            types[type.name] = info
            if let role, role != .view, role != .entity {
                moduleNames.insert(info.module)
                moduleFolders[info.module, default: []].insert(resolver.moduleFolder(of: path).folder)
            }
            if let role, role == .presenter || role == .interactor || role == .view { screenModules.insert(info.module) }
        }
    }

    /// The role of a declared type or extension, by suffix, then descent from a view controller or
    /// view, then conformance, then folder (never for a container controller subclass). Apple's
    /// framework types, their infrastructure subclasses (presentation controllers, windows, app
    /// delegates) and, unless a configured suffix says otherwise, `…ViewModel` display data play no
    /// role.
    func role(of type: TypeFact, path: String) -> Role? {
        guard !resolver.isTestDouble(type.name), !ViewControllerTypes.isFrameworkName(type.name),
              !viewControllers.isInfrastructure(type.name) else { return nil }
        switch type.kind {
        case .fileScope, .protocol: return nil
        case .extension:
            if let known = types[type.name] { return known.role }
            fallthrough
        case .class, .struct, .enum, .actor:
            if let bySuffix = resolver.roleBySuffix(type.name) { return bySuffix.role }
            if type.name.hasSuffix("ViewModel") { return nil }
            if viewControllers.isViewLayer(type.name) { return .view }
            let conformed = type.inherited + (conformances[type.name] ?? [])
            if let byConformance = resolver.roleByConformance(conformed) { return byConformance }
            return viewControllers.isContainer(type.name) ? nil : resolver.roleByFolder(path)
        }
    }

    /// The module a type belongs to: its name without the role suffix (`LoginPresenter` → `Login`,
    /// and for a screen class `LoginController` → `Login`).
    func module(of name: String) -> String {
        if let (_, suffix) = resolver.roleBySuffix(name) { return String(name.dropLast(suffix.count)) }
        guard viewControllers.isScreen(name),
              let suffix = ViewControllerTypes.screenSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count })
        else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// Standard protocols known not to be class-bound, so a chain through them is still decidable.
    private static let plainStandardProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    ]

    /// Whether a protocol is class-bound, directly or through the protocols it inherits; nil when
    /// that cannot be told because the protocol, or one it inherits, is not declared in the linted
    /// files (it may come from a library such as VIPER's `StateRendering`).
    func isClassBound(protocol name: String) -> Bool? {
        var visited: Set<String> = []
        var pending = [name]
        var undecidable = false
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, !Self.plainStandardProtocols.contains(next) else { continue }
            guard let inherited = protocols[next] else {
                undecidable = true
                continue
            }
            if inherited.contains(where: { $0 == "AnyObject" || $0 == "class" || $0 == "NSObjectProtocol" }) { return true }
            pending += inherited
        }
        return undecidable ? nil : false
    }
}
