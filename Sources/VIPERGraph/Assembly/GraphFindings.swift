import VIPERVocabulary

// The findings of an assembled graph: modules nothing reaches, and routes nothing serves.
extension GraphAssembler {
    /// The declared modules that no edge, deep link or other module's code reaches, each with
    /// what was searched.
    func unreached(_ locations: [String: String], edges: Set<ModuleEdge>, deepLinks: [DeepLinkEntry]) -> [GraphFinding] {
        // A module whose Presenter or Interactor another module's code makes (`PinViewFactory`
        // assembling `LocalAuthPresenter`) is built there.
        let assembledElsewhere = facts.assembledParts.compactMap { assembled -> String? in
            guard let module = naming.module(ofType: assembled.part), assembled.owner.flatMap(module(ofOwner:)) != module else {
                return nil
            }
            return module
        }
        // A module that app-wide code makes (a flow coordinator a service calls back) is built,
        // even where no chain of calls from a module or the app to that code is read; not by an
        // extension of a protocol nothing adopts (`RouterFeedbackShowable`), which is dead code.
        let protocols = Set(facts.types.filter(\.isProtocol).map(\.name))
        let adopted = Set(facts.types.flatMap(\.inherited)).union(facts.extensionConformances.values.joined())
        let builtByAppWideCode = facts.productions.compactMap { production -> String? in
            guard production.owner.flatMap(module(ofOwner:)) == nil,
                production.owner.map({ !protocols.contains($0) || adopted.contains($0) }) ?? true
            else { return nil }
            return resolve(production.target)
        }
        let reached = Set(edges.filter { $0.from != $0.to }.map(\.to)).union(deepLinks.flatMap { $0.steps.compactMap(\.module) })
            .union(assembledElsewhere).union(builtByAppWideCode)
        return locations.filter { declaredModules[$0.key] != nil && !reached.contains($0.key) }.map { module, location in
            GraphFinding(
                kind: .unreachedModule, subject: module, location: location,
                message: "module '\(module)' is not reached: no other module, app entry point or deep link builds or routes to it "
                    + "(searched: calls on its Builder, Assembly, Factory, Configurator or Router, its screen made, cast or resolved "
                    + "from a container, storyboards and identifiers naming it, central factories' methods, and routes to it). "
                    + "Route to it, register a deep link, or delete it.")
        }
    }

    /// The routes of the route enums in use that no switch case serves, and the navigation to
    /// routes no handler serves.
    func unserved(
        table: [RouteResolver.Key: [String: NavigationKind]], uses: [RouteResolver.Key: String], enums: Set<String>
    ) -> [GraphFinding] {
        var findings: [RouteResolver.Key: GraphFinding] = [:]
        for (enumName, cases) in routes.enums where enums.contains(enumName) {
            for routeCase in cases {
                let key = RouteResolver.Key(enumName: enumName, name: routeCase.name)
                guard Self.handlers(of: key, in: table).isEmpty, findings[key] == nil else { continue }
                findings[key] = GraphFinding(
                    kind: .unservedRoute, subject: "\(enumName).\(routeCase.name)", location: routeCase.location,
                    message: "route '.\(routeCase.name)' of \(enumName) is served by no handler: no switch case builds a module for it. "
                        + "Add 'case .\(routeCase.name): <Module>Builder.build(…)' to the route switch, or remove the case.")
            }
        }
        for (key, location) in uses where findings[key] == nil {
            findings[key] = GraphFinding(
                kind: .unservedRoute, subject: key.enumName.map { "\($0).\(key.name)" } ?? key.name, location: location,
                message: "route '.\(key.name)'\(key.enumName.map { " of \($0)" } ?? "") is navigated to here but served by no handler: "
                    + "no switch case builds a module for it. Add 'case .\(key.name): <Module>Builder.build(…)' to the route switch.")
        }
        return Array(findings.values)
    }
}
