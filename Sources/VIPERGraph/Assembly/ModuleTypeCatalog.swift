import VIPERVocabulary

extension GraphAssembler {
    /// The types of each module of `modules`: those whose name gives the module a role
    /// (`HomePresenter`, a screen `HomeController: UIViewController`) and the contract protocols
    /// named for one of its roles (`HomeRouting`).
    func moduleTypes(of modules: [String]) -> [String: [ModuleType]] {
        let wanted = Set(modules)
        var catalog: [String: [ModuleType]] = [:]
        for type in facts.types where !type.isEnumWithCases {
            guard let (module, role) = placement(of: type), wanted.contains(module) else { continue }
            catalog[module, default: []].append(
                ModuleType(name: type.name, role: role, isProtocol: type.isProtocol, location: type.location))
        }
        return catalog.mapValues { $0.sorted() }
    }

    /// The module and role of a declared type, if it has one.
    private func placement(of type: NavigationFacts.TypeDeclaration) -> (module: String, role: Role)? {
        if type.isProtocol {
            guard let contract = naming.vocabulary.contractRole(ofProtocol: type.name) else { return nil }
            return (contract.module, contract.role)
        }
        if let found = naming.role(ofType: type.name) { return found }
        return module(ofOwner: type.name).map { ($0, .view) }
    }
}
