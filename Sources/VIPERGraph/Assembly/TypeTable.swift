/// The types of every file, to follow a ``NavigationFacts/TypePath`` from a type through its
/// stored properties to a method's parameter.
struct TypeTable {
    private let members: [String: [String: String]]
    private let globals: [String: String]
    private let parameters: [String: [String: [String]]]
    private let inherited: [String: [String]]
    private let selfConstraints: [String: [String]]
    private let enums: Set<String>
    private let compositions: [String: Set<String>]
    /// The type aliases declared in types, by `Type.Alias`, with the type each names.
    private let nestedAliases: [String: String]

    init(_ facts: NavigationFacts) {
        members = facts.members
        selfConstraints = facts.selfConstraints
        globals = facts.members[NavigationFacts.TypePath.globals] ?? [:]
        parameters = facts.parameters
        enums = Set(facts.enums.map(\.name))
        var inherited: [String: [String]] = [:]
        for type in facts.types { inherited[type.name, default: []] += type.inherited }
        for (type, conformances) in facts.extensionConformances { inherited[type, default: []] += conformances }
        // A type alias is read as the type it names, or the types it composes (`A & B`): as if
        // it inherited them.
        var compositions: [String: Set<String>] = [:]
        var nestedAliases: [String: String] = [:]
        for (alias, type) in facts.typeAliases where alias != type {
            let parts = type.split(separator: "&").map(String.init)
            if alias.contains(".") {
                if parts.count == 1 { nestedAliases[alias] = type }
                continue
            }
            inherited[alias, default: []] += parts
            if parts.count > 1 { compositions[alias] = Set(parts) }
        }
        self.nestedAliases = nestedAliases
        self.inherited = inherited
        self.compositions = compositions
    }

    /// The types a type alias composes (`SelfieFactory & ChartFactory`); empty for any other name.
    func parts(ofComposition name: String) -> Set<String> {
        compositions[name] ?? []
    }

    /// The type text at the end of `path` (`any Navigating<AppRoute>` for `context.navigator`
    /// from `AppContext`), or, when `path` names a method, that method's parameter's type.
    func resolve(_ path: NavigationFacts.TypePath) -> String? {
        if path.isEnumCase {
            guard let method = path.method else { return nil }
            let owners = enums.filter { parameters[$0]?[method] != nil }
            guard owners.count == 1, let owner = owners.first, let payload = parameters[owner]?[method],
                path.argument < payload.count
            else { return nil }
            return payload[path.argument]
        }
        // A name written like a type may be a global constant's (`DELEGATE.showHome()`).
        var text = inherited[path.start] == nil ? globals[path.start] ?? path.start : path.start
        for (index, member) in path.members.enumerated() {
            // The first member read from the type around the call may be a global variable.
            let type = TypeText.baseName(text)
            guard let next = lookUp(member, in: type, \.members) ?? (index == 0 ? globals[member] : nil) else {
                return nil
            }
            // `var wireframe: ModuleWireframe!` beside `typealias ModuleWireframe = CommentFeedWireframe`.
            text = nestedAliases["\(type).\(TypeText.baseName(next))"] ?? next
        }
        guard let method = path.method else { return text }
        guard let parameterTypes = lookUp(method, in: TypeText.baseName(text), \.parameters),
            path.argument < parameterTypes.count
        else { return text }
        return parameterTypes[path.argument]
    }

    /// The receiver type's text along `path` before its method: `any Navigating<AppRoute>`
    /// for `navigator.push(…)`.
    func receiver(_ path: NavigationFacts.TypePath) -> String? {
        guard !path.isEnumCase else { return nil }
        var withoutMethod = path
        withoutMethod.method = nil
        return resolve(withoutMethod)
    }

    /// Whether `type` is `ancestor` or inherits it, directly or through other declared types.
    func type(_ type: String, conformsTo ancestor: String) -> Bool {
        ancestors(of: type).contains(ancestor)
    }

    /// `type` and every type it inherits, directly or through other declared types.
    func ancestors(of type: String) -> Set<String> {
        var pending = [type]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += inherited[next] ?? []
        }
        return seen
    }

    /// How many parameters `type`'s method `method` takes (the last one declared, of overloads),
    /// if the sources declare it, in `type` or a type it inherits.
    func parameterCount(of method: String, in type: String) -> Int? {
        lookUp(method, in: type, \.parameters)?.count
    }

    /// `name` in `type`'s table, else in the tables of the types it inherits.
    private func lookUp<Value>(_ name: String, in type: String, _ table: KeyPath<TypeTable, [String: [String: Value]]>) -> Value? {
        var pending = [type]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if let value = self[keyPath: table][next]?[name] { return value }
            // A protocol extension constrained to a class (`where Self: BaseRouter`) sees its members.
            pending += (inherited[next] ?? []) + (selfConstraints[next] ?? [])
        }
        return nil
    }
}
