import SwiftSyntax
import VIPERSyntax

/// One pass over a file that records its types, route enums, module productions, navigation
/// calls and deep-link registrations as ``NavigationFacts``.
final class NavigationCollector: SyntaxVisitor {
    private let path: String
    private let text: String
    /// The file's lines, indexed the first time a location is asked for.
    private lazy var lines = LineTable(Array(text.utf8))
    let naming: ModuleNaming
    private(set) var facts = NavigationFacts()
    /// The types around the node being visited, innermost last (what ``Scope/owner(of:)`` finds
    /// by walking up, kept as the walk goes down).
    private var owners: [String] = []
    /// The functions and member blocks around the node being visited, innermost last: a
    /// method's name, `init`, or nil for a member block (whose code is in no method).
    private var functions: [String?] = []
    /// What the file's methods do with the values they are given (see ``HelperNavigation``).
    private var helperMethods: [SyntaxIdentifier: HelperNavigation.Answer] = [:]
    /// What reads of the file's properties show, each body read once (see ``PropertyReads``).
    var propertyReads = PropertyReads()

    /// A collector for the file at `path` whose source is `text`.
    init(path: String, text: String, naming: ModuleNaming) {
        self.path = path
        self.text = text
        self.naming = naming
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> String {
        "\(path):\(lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset).line)"
    }

    /// The type around the node being visited.
    var owner: String? { owners.last }

    /// The function around the node being visited.
    var function: String? { functions.last ?? nil }

    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }
    override func visitPost(_ node: MemberBlockSyntax) { functions.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append("init")
        return .visitChildren
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        functions.append(nil)
        return .visitChildren
    }

    /// A computed property's getter is read as a method of the property's name: what it
    /// returns (`var controllers: [UIViewController] { … return [home, profile] }`) is what a
    /// read of the property shows. A SwiftUI view's `some View` property is its content, not a
    /// value other code reads, and stays in no method.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let binding = node.parent?.as(PatternBindingSyntax.self)
        let isContent = binding?.typeAnnotation.map { ViewContent.buildsViews($0.type) } == true
        let name = Scope.isGetter(node) && !isContent ? binding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
        functions.append(name ?? function)
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { functions.removeLast() }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node)
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // A preview (`struct HomeView_Previews: PreviewProvider`) shows a screen in Xcode, not in the app.
        defer { owners.append(node.name.text) }
        if Self.inheritedNames(node.inheritanceClause).contains("PreviewProvider") { return .skipChildren }
        declare(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node)
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeText.baseName(node.extendedType.trimmedText)
        let conformances = Self.inheritedNames(node.inheritanceClause)
        if !conformances.isEmpty { facts.extensionConformances[extended, default: []] += conformances }
        let constraints = node.genericWhereClause?.requirements.compactMap { requirement -> String? in
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                conformance.leftType.trimmedText == "Self"
            else { return nil }
            return TypeText.baseName(conformance.rightType.trimmedText)
        }
        if let constraints, !constraints.isEmpty { facts.selfConstraints[extended, default: []] += constraints }
        owners.append(extended)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node, isProtocol: true)
        owners.append(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let hasCases = node.memberBlock.members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
        declare(node, isEnumWithCases: hasCases)
        var cases: [NavigationFacts.EnumCase] = []
        for member in node.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                cases.append(NavigationFacts.EnumCase(name: element.name.text, location: location(element)))
                let payload = element.parameterClause?.parameters.map { $0.type.trimmedText } ?? []
                facts.parameters[node.name.text, default: [:]][element.name.text] = payload
            }
        }
        if !cases.isEmpty {
            facts.enums.append(
                NavigationFacts.EnumDeclaration(
                    name: node.name.text, owner: owner, inherited: Self.inheritedNames(node.inheritanceClause), cases: cases
                ))
        }
        owners.append(node.name.text)
        return .visitChildren
    }

    private func declare(_ node: some DeclGroupSyntax & NamedDeclSyntax, isProtocol: Bool = false, isEnumWithCases: Bool = false) {
        facts.types.append(
            NavigationFacts.TypeDeclaration(
                name: node.name.text, isProtocol: isProtocol, isEnumWithCases: isEnumWithCases,
                inherited: Self.inheritedNames(node), location: location(node.name), enclosing: owner,
                isFilePrivate: node.modifiers.contains {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                },
                wrapsContent: Self.isGenericOverViews(node)
            ))
    }

    /// `struct LazyView<Content: View>` (or `where Content: View`): a view generic over a view.
    private static func isGenericOverViews(_ node: some DeclGroupSyntax) -> Bool {
        let (generics, requirements): (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?) =
            if let type = node.as(StructDeclSyntax.self) {
                (type.genericParameterClause, type.genericWhereClause)
            } else if let type = node.as(ClassDeclSyntax.self) {
                (type.genericParameterClause, type.genericWhereClause)
            } else {
                (nil, nil)
            }
        return generics?.parameters.contains { $0.inheritedType?.trimmedText == "View" } == true
            || requirements?.requirements.contains { $0.requirement.trimmedText.hasSuffix(": View") } == true
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        inheritedNames(clause, of: nil)
    }

    /// The names `declaration` inherits; one qualified by the declaration's own name
    /// (`final class CategoryRouter: BaseRouter, CategoryRouter.Routes` with `typealias Routes =
    /// CategoryRoute` inside) is the type its alias names.
    private static func inheritedNames(_ declaration: some DeclGroupSyntax & NamedDeclSyntax) -> [String] {
        inheritedNames(declaration.inheritanceClause, of: (declaration.name.text, declaration.memberBlock))
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?, of declaration: (name: String, members: MemberBlockSyntax)?)
        -> [String]
    {
        clause?.inheritedTypes.map { inherited in
            // Most conformances are a plain name (`Presenter`) or a qualified one (`UIKit.UIViewController`).
            if let plain = inherited.type.as(IdentifierTypeSyntax.self) { return plain.name.text }
            if let qualified = inherited.type.as(MemberTypeSyntax.self) {
                if let declaration, qualified.baseType.trimmedText == declaration.name,
                    let alias = declaration.members.members.lazy.compactMap({ $0.decl.as(TypeAliasDeclSyntax.self) })
                        .first(where: { $0.name.text == qualified.name.text })
                {
                    return TypeText.baseName(alias.initializer.value.trimmedText)
                }
                return qualified.name.text
            }
            return TypeText.baseName(inherited.type.trimmedText)
        } ?? []
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = owner
        let isMember = owner != nil && Scope.isMember(node)
        guard isMember || Scope.isTopLevel(node) else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let owner, isMember,
                let type = binding.typeAnnotation?.type.trimmedText
                    ?? binding.initializer.flatMap({ Scope.constructedType($0.value) })
            {
                facts.members[owner, default: [:]][name] = type
            }
            // A global (`let DELEGATE = UIApplication.shared.delegate as! AppDelegate`) is read
            // wherever its name is used.
            if !isMember, let type = binding.typeAnnotation?.type.trimmedText ?? binding.initializer.flatMap({ Self.typeOfValue($0.value) })
            {
                facts.members[NavigationFacts.TypePath.globals, default: [:]][name] = type
            }
            if let value = binding.initializer?.value, let text = PatternText.value(of: value, loopValues: [:]), text.containsLiteral {
                if let owner, isMember { facts.constants["\(owner).\(name)"] = text }
                facts.constants[name] = facts.constants[name] ?? text
            }
        }
        return .visitChildren
    }

    /// The type a global's value says it has: made (`AppRouter()`) or cast (`… as! AppDelegate`).
    private static func typeOfValue(_ value: ExprSyntax) -> String? {
        if let constructed = Scope.constructedType(value) { return constructed }
        if let cast = value.as(AsExprSyntax.self) { return TypeText.baseName(cast.type.trimmedText) }
        return value.as(SequenceExprSyntax.self).flatMap { Expressions.castTypes(in: $0).last }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.name.text)
        if let owner {
            facts.parameters[owner, default: [:]][node.name.text] = node.signature.parameterClause.parameters.map {
                $0.type.trimmedText
            }
            // What a method returns is read like a property's type: `assemblyFactory.loginAssembly()`
            // is a `LoginAssembly` (the first of overloads of one name); a generic parameter
            // (`func make<T>() -> T`) says nothing.
            let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
            let key = NavigationFacts.TypePath.returnedBy(node.name.text)
            if facts.members[owner]?[key] == nil, let returned = node.signature.returnClause?.type.trimmedText,
                !generics.contains(TypeText.baseName(returned))
            {
                facts.members[owner, default: [:]][key] = returned
            }
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                facts.overridingMethods.insert("\(owner).\(node.name.text)")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let aliasKey = owner.map { "\($0).\(node.name.text)" } ?? node.name.text
        // A composition (`SelfieFactory & ChartFactory`) is kept as its parts joined by `&`.
        if let composition = node.initializer.value.as(CompositionTypeSyntax.self) {
            facts.typeAliases[aliasKey] = composition.elements.map { TypeText.baseName($0.type.trimmedText) }.joined(separator: "&")
        } else {
            facts.typeAliases[aliasKey] = TypeText.baseName(node.initializer.value.trimmedText)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if TypeText.isNavigatorName(node.name.text), let first = node.genericArgumentClause?.arguments.first {
            facts.routeTypeNames.insert(TypeText.baseName(first.argument.trimmedText))
        }
        return .visitChildren
    }

    // MARK: Calls and assignments

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Expressions.calleeName(node.calledExpression)
        if let kind = NavigationCall.kind(of: node) ?? HelperNavigation.kind(of: node, known: &helperMethods) {
            recordNavigation(node, kind: kind)
        }
        if let root = NavigationCall.rootRoute(of: node) {
            recordIntent(
                routes: Expressions.caseReferences(in: root), kind: .setRoot, typePath: Scope.typePath(ofNavigatorMadeBy: node), at: node)
        }
        if callee == "register", let registration = registration(node) {
            facts.registrations.append(registration)
        }
        facts.storedClosures += registrationClosures(node)
        if let type = Scope.constructedType(ExprSyntax(node)), naming.vocabulary.roleBySuffix(type)?.role == .router, carriesScreen(node) {
            recordNavigation(node, kind: NavigationCall.kind(ofHelperRouter: type))
        }
        if let type = Scope.constructedType(ExprSyntax(node)), let role = naming.role(ofType: type)?.role,
            role == .presenter || role == .interactor
        {
            facts.assembledParts.append(NavigationFacts.AssembledPart(part: type, owner: owner))
        }
        if let target = strongProduction(node) {
            if !isHandedOver(node) { recordSite(node, target: readingMethod(target, of: node), isBuildCall: true) }
            // `coordinator.build(for: .weatherList)`: the screen of a route, served by the route switch.
            if let callee, ModuleNaming.isScreenBuildMethod(callee), let first = node.arguments.first {
                recordIntent(
                    routes: Expressions.caseReferences(in: first.expression), kind: nil, typePath: Scope.typePath(forArgumentsOf: node),
                    at: node)
            }
            recordEmbeddings(in: node, container: readingMethod(target, of: node))
            let methods = handedMethods(node)
            if let owner, !methods.isEmpty {
                facts.handoffs.append(
                    NavigationFacts.Handoff(
                        target: readingMethod(target, of: node), owner: owner, methods: methods, location: location(node)))
            }
        } else if let target = weakProduction(node) {
            // `UINavigationController(rootViewController: home)` returned returns `home` too.
            let wrapped = node.arguments.flatMap { produced(by: Syntax($0.expression), depth: 3) }
            for shown in [target] + wrapped { recordSite(node, target: shown, isBuildCall: false) }
            recordEmbeddings(in: node, container: target)
        } else if let callee, node.calledExpression.is(DeclReferenceExprSyntax.self), ModuleNaming.isScreenBuildMethod(callee),
            (node.parent?.is(CodeBlockItemSyntax.self) == true && routeCases(around: node) != nil) || Scope.isReturned(node)
        {
            // A route switch case that calls a method of its own type that builds a screen
            // (`case .settings: buildSettingsModule()`) serves the route with what it returns;
            // a scene's content made by one (`WindowGroup { createView() }`) is that screen.
            recordSite(node, target: .method(callee), isBuildCall: false)
        }
        // `loginScene?()`, `self.onFinish?()`: a call of a stored closure, by its property's name.
        if let method = callee ?? Expressions.calleeName(Expressions.unwrapped(node.calledExpression)) {
            recordMemberCall(node, method: method)
        }
        return .visitChildren
    }

    /// The screens made and handed to a screen as it is made (see ``NavigationFacts/Embedding``).
    private func recordEmbeddings(in node: FunctionCallExprSyntax, container: NavigationFacts.Target) {
        for argument in node.arguments {
            for content in made(by: argument.expression) {
                facts.embeddings.append(
                    NavigationFacts.Embedding(container: container, content: content, owner: owner, location: location(node)))
            }
        }
    }

    /// A call of a method on another object (`coordinator?.userDidLogin(user)`), or on the
    /// type's own (`startHome()`, `self.startHome()`), with the method it is made from.
    private func recordMemberCall(_ node: FunctionCallExprSyntax, method: String) {
        let receiver: NavigationFacts.TypePath?
        let called = Expressions.unwrapped(node.calledExpression)
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
            receiver = Scope.typePath(of: base, at: node, owner: { owner })
        } else if called.is(DeclReferenceExprSyntax.self), method.first?.isLowercase == true, let owner {
            receiver = NavigationFacts.TypePath(start: owner)
        } else {
            return
        }
        facts.memberCalls.append(
            NavigationFacts.MemberCall(
                owner: owner, function: function, method: method, receiver: receiver,
                argumentCases: node.arguments.flatMap { Expressions.caseNames(in: $0.expression) },
                switchCases: Scope.switchCaseNames(around: node),
                argumentCount: node.arguments.count + (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count))
    }

    /// A builder's build method handed over without being called (`submodules: (login:
    /// LoginBuilder.build, home: HomeBuilder.build)`): whoever calls it builds that module, which
    /// the code that hands it chose.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            ModuleNaming.isBuildMethod(node.declName.baseName.text), naming.builtModule(type) != nil,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
        else { return .visitChildren }
        recordSite(node, target: .type(type), isBuildCall: true)
        return .visitChildren
    }

    /// A view's body that shows one view or another (`if signedIn { HomeTabView() } else { LoginView(…) }`)
    /// builds each of them.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard ViewContent.isViewContent(node) else { return .visitChildren }
        var branches = [node.body]
        if case .codeBlock(let last) = node.elseBody { branches.append(last) }
        for statement in branches.flatMap(\.statements) {
            // The view a statement makes, whatever its modifiers; not what it is given (`Text(row.title)`).
            guard let call = ViewContent.viewCall(in: statement.item) else { continue }
            let type = Scope.constructedType(ExprSyntax(call)).flatMap { naming.isScreenCandidate($0) ? $0 : nil }
            guard let target = type.map(NavigationFacts.Target.type) ?? strongProduction(call) else { continue }
            record([target], kind: .builds, at: statement)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let stored = storedClosure(node) { facts.storedClosures.append(stored) }
        if let assignment = Expressions.navigationAssignment(node) {
            recordProductions(in: assignment.value, kind: assignment.kind, at: node)
        }
        for type in Expressions.castTypes(in: node) where naming.isScreenCandidate(type) {
            recordSite(node, target: .type(type), isBuildCall: false)
        }
        return .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        let type = TypeText.baseName(node.type.trimmedText)
        if naming.isScreenCandidate(type), !Expressions.readsShownScreen(node.expression) {
            recordSite(node, target: .type(type), isBuildCall: false)
        }
        return .visitChildren
    }

    /// A navigation call: the route cases of its first argument become an intent (the others
    /// are options such as `style: .sheet`); the modules its arguments show become productions
    /// of its kind.
    private func recordNavigation(_ node: FunctionCallExprSyntax, kind: NavigationKind?) {
        let routes = node.arguments.first.map { Expressions.caseReferences(in: $0.expression) } ?? []
        for argument in node.arguments {
            recordProductions(in: argument.expression, kind: kind ?? .shows, at: node)
        }
        // A screen just made that shows itself: `AuthAssembly.createModule().present(fromWindow: window)`.
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base, !made(by: base).isEmpty {
            recordProductions(in: base, kind: kind ?? .shows, at: node)
        }
        if let closure = node.trailingClosure {
            for statement in closure.statements { recordProductions(in: statement.item, kind: kind ?? .shows, at: node) }
        }
        recordIntent(routes: routes, kind: kind, typePath: Scope.typePath(forArgumentsOf: node), at: node)
    }

    /// Navigation to `routes` from `site`, their enum read along `typePath`.
    private func recordIntent(
        routes: [NavigationFacts.CaseReference], kind: NavigationKind?, typePath: NavigationFacts.TypePath?, at site: some SyntaxProtocol
    ) {
        guard !routes.isEmpty else { return }
        facts.intents.append(
            NavigationFacts.Intent(
                routes: routes, kind: kind, typePath: typePath, owner: owner,
                function: function, registration: registration(around: site), location: location(site)
            ))
    }

    /// Every module `expression` shows, recorded as shown with `kind` from `site`.
    private func recordProductions(in expression: some SyntaxProtocol, kind: NavigationKind, at site: some SyntaxProtocol) {
        // A local declared without a value shows what each branch assigns it, under that
        // branch's `switch` case (`case .review: controller = ReviewBuilder.build()`).
        if let reference = Syntax(expression).as(ExprSyntax.self).map(Expressions.unwrapped)?.as(DeclReferenceExprSyntax.self),
            let binding = Scope.binding(of: reference.baseName.text, at: reference), binding.value == nil
        {
            let assigned = Scope.assignedValues(to: reference.baseName.text, of: binding, before: reference)
            if !assigned.isEmpty {
                for value in assigned { record(produced(by: Syntax(value), depth: 7), kind: kind, at: site, casesAround: value) }
                return
            }
        }
        record(produced(by: Syntax(expression), depth: 8), kind: kind, at: site)
    }

    /// `targets`, recorded as shown with `kind` from `site`, under the `switch` cases around
    /// `casesAround` (`site` when nil).
    private func record(
        _ targets: [NavigationFacts.Target], kind: NavigationKind, at site: some SyntaxProtocol, casesAround: ExprSyntax? = nil
    ) {
        let cases = casesAround.map { routeCases(around: $0) } ?? routeCases(around: site)
        for target in targets {
            facts.productions.append(
                NavigationFacts.Production(
                    target: target, owner: owner, function: shownFrom(site, in: function), kind: kind, isReturned: false, routeCases: cases,
                    location: location(site)
                ))
        }
    }

    /// Where a production not written inside a navigation call goes: a local value a later
    /// navigation call shows is recorded there; otherwise it is recorded here, as built and, if
    /// so, returned. A build call (`DetailBuilder.build()`) counts wherever it goes; a screen made
    /// without one (`DetailViewController()`, `as! DetailViewController`) only when returned
    /// or made for a route (`isBuildCall` false).
    private func recordSite(_ node: some SyntaxProtocol, target: NavigationFacts.Target, isBuildCall: Bool) {
        if Expressions.isInsideNavigation(node) { return }
        let binding = Scope.boundName(of: node) ?? Scope.assignedLocal(of: node)
        if let binding, Scope.isNavigated(binding, after: node) { return }
        let returned = Scope.isReturned(node) || binding.map { Scope.isReturned(name: $0, after: node) } == true
        let cases = routeCases(around: node)
        guard isBuildCall || returned || cases != nil else { return }
        facts.productions.append(
            NavigationFacts.Production(
                target: target, owner: owner, function: shownFrom(node, in: function), kind: .builds,
                isReturned: returned, routeCases: cases, location: location(node)
            ))
    }

    // MARK: Deep links

    /// The patterns of a `register(pattern) { … }` call: a literal, a constant, or a loop
    /// variable over literals.
    private func registration(_ node: FunctionCallExprSyntax) -> NavigationFacts.Registration? {
        guard let argument = node.arguments.first?.expression,
            let pattern = PatternText.value(of: argument, loopValues: Scope.loopValues(around: node))
        else { return nil }
        return NavigationFacts.Registration(pattern: pattern, location: location(node))
    }

    /// The deep-link registration whose handler contains `node`, if any.
    private func registration(around node: some SyntaxProtocol) -> NavigationFacts.Registration? {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self),
                Expressions.calleeName(call.calledExpression) == "register",
                let registration = registration(call)
            {
                return registration
            }
            current = parent.parent
        }
        return nil
    }

    // MARK: Route tables

    /// The route cases of the `switch` case `node` sits in (`case .detail(let id):`), with
    /// what tells their enum, if any.
    private func routeCases(around node: some SyntaxProtocol) -> NavigationFacts.RouteCases? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard case .case(let label) = switchCase.label else { return nil }
                let cases = label.caseItems.flatMap { Expressions.caseReferences(inPattern: $0.pattern) }
                guard !cases.isEmpty else { return nil }
                let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
                let siblings =
                    switchExpression?.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { item -> [String] in
                        guard case .case(let label) = item.label else { return [] }
                        return label.caseItems.flatMap { Expressions.caseReferences(inPattern: $0.pattern) }.map(\.name)
                    } ?? []
                let subject = switchExpression.flatMap { Scope.typePath(of: $0.subject, at: $0) }
                return NavigationFacts.RouteCases(cases: cases, siblings: siblings, subject: subject)
            }
            current = parent.parent
        }
        return nil
    }
}
