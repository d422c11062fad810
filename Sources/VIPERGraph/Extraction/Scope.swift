import SwiftSyntax
import VIPERSyntax

/// What surrounds a node: its type, its function, the parameters and local values in scope,
/// and where a local value goes afterwards.
enum Scope {
    // MARK: Type and function

    /// The innermost type (or extended type) around `node`, by its own name.
    static func owner(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            if let type = parent.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ProtocolDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { return TypeText.baseName(type.extendedType.trimmedText) }
            current = parent.parent
        }
        return nil
    }

    /// Whether a declaration is a member of a type (not a local value of a function).
    static func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// Whether a declaration is at the top level of its file.
    static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// The body of the function, initialiser, accessor or closure `node` is in, or its file.
    static func body(around node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.body.map { Syntax($0) } }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return initializer.body.map { Syntax($0) } }
            if let accessor = parent.as(AccessorDeclSyntax.self) { return accessor.body.map { Syntax($0) } }
            // A computed property's getter written without `get`.
            if let block = parent.as(AccessorBlockSyntax.self), case .getter(let statements) = block.accessors { return Syntax(statements) }
            if let closure = parent.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
            // A stored property's value is used by the whole type, not by a body after it.
            if parent.is(MemberBlockSyntax.self) { return nil }
            if parent.is(SourceFileSyntax.self) { return parent }
            current = parent.parent
        }
        return nil
    }

    // MARK: Names in scope

    /// What a name means where `node` is: a parameter's type, or a local value's type and value.
    struct Binding {
        var type: String?
        var value: ExprSyntax?
        var isParameter = false
        /// The statement that declares a local, and the statements that follow it.
        var scope: Syntax?
    }

    /// The parameter or local value `name` visible at `node`, if any; nil for a stored
    /// property or a name from elsewhere.
    static func binding(of name: String, at node: some SyntaxProtocol) -> Binding? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < current.position {
                    if var found = declared(name, in: Syntax(item.item)) {
                        found.scope = Syntax(list)
                        return found
                    }
                }
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), let found = conditions(guardStatement.conditions, declare: name) {
                return found
            }
            if let ifExpression = parent.as(IfExprSyntax.self), current.is(CodeBlockSyntax.self),
                let found = conditions(ifExpression.conditions, declare: name)
            {
                return found
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return parameter(name, in: function.signature.parameterClause.parameters)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                return parameter(name, in: initializer.signature.parameterClause.parameters)
            }
            if let closure = parent.as(ClosureExprSyntax.self), closureDeclares(closure, name) {
                return Binding(isParameter: true)
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// Whether an accessor block is a getter: a body alone (`var tabs: [UIViewController] { … }`)
    /// or a `get` among its accessors, not observers alone (`didSet`).
    static func isGetter(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: true
        case .accessors(let list): list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
    }

    /// Whether the type around `node` declares `name` in the same body as a stored property with
    /// no accessor: assigning it only stores the value (a coordinator's own `rootViewController`),
    /// where one with `didSet` may show it.
    static func isPlainStoredProperty(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let binding = memberBinding(name, at: node) else { return false }
        return binding.accessorBlock == nil
    }

    /// The body of the type around `node`.
    static func memberBlock(around node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) { current = parent }
        return current.parent?.as(MemberBlockSyntax.self)
    }

    /// The declaration of the property `name` in the body of the type around `node`.
    private static func memberBinding(_ name: String, at node: some SyntaxProtocol) -> PatternBindingSyntax? {
        guard let members = memberBlock(around: node)?.members else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                return binding
            }
        }
        return nil
    }

    private static func declared(_ name: String, in item: Syntax) -> Binding? {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return Binding(type: binding.typeAnnotation?.type.trimmedText, value: binding.initializer?.value)
            }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return conditions(guardStatement.conditions, declare: name)
        }
        return nil
    }

    private static func conditions(_ list: ConditionElementListSyntax, declare name: String) -> Binding? {
        for element in list {
            guard case .optionalBinding(let binding) = element.condition,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return Binding(type: binding.typeAnnotation?.type.trimmedText, value: binding.initializer?.value)
        }
        return nil
    }

    private static func parameter(_ name: String, in list: FunctionParameterListSyntax) -> Binding? {
        for parameter in list where (parameter.secondName ?? parameter.firstName).text == name {
            return Binding(type: parameter.type.trimmedText, isParameter: true)
        }
        return nil
    }

    private static func closureDeclares(_ closure: ClosureExprSyntax, _ name: String) -> Bool {
        guard let parameters = closure.signature?.parameterClause else { return false }
        switch parameters {
        case .simpleInput(let list): return list.contains { $0.name.text == name }
        case .parameterClause(let clause): return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
    }

    /// The values of the `for` loop variables around `node` that loop over literals:
    /// `for pattern in ["app://a", "app://b"]`.
    static func loopValues(around node: some SyntaxProtocol) -> [String: PatternText] {
        var values: [String: PatternText] = [:]
        var current = node.parent
        while let parent = current {
            if let loop = parent.as(ForStmtSyntax.self), let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let array = loop.sequence.as(ArrayExprSyntax.self)
            {
                let options = array.elements.compactMap { PatternText.value(of: $0.expression, loopValues: [:]) }
                if options.count == array.elements.count { values[name] = values[name] ?? .choices(options) }
            }
            current = parent.parent
        }
        return values
    }

    // MARK: Where a value goes

    /// The local name `node`'s value is stored under: `let vc = <node>`, `guard let vc = <node> as? X`.
    static func boundName(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            // `let view = DetailAssembly.configureModule()?.view.controller` stores what the call made.
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(AsExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.as(MemberAccessExprSyntax.self)?.base?.id == current.id
            {
                current = parent
                continue
            }
            // `let home = HomeViewController.fromStoryboard().embedInNavigation(item: item)`: a method
            // called on what was made wraps it.
            if current.is(MemberAccessExprSyntax.self), let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == current.id
            {
                current = parent
                continue
            }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if let binding = initializer.parent?.as(OptionalBindingConditionSyntax.self) {
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
            }
            return nil
        }
        return nil
    }

    /// What the body around `node` adds to the local collection `name` after `node`
    /// (`tabs.append(UINavigationController(rootViewController: home))`, `tabs.insert(x, at: 0)`),
    /// or, with no `methods`, hands to any method of the local value `name`
    /// (`containerView.add(details)`).
    static func appendedValues(to name: String, after node: some SyntaxProtocol, methods: Set<String>? = ["append", "insert"])
        -> [ExprSyntax]
    {
        guard let body = body(around: node) else { return [] }
        var values: [ExprSyntax] = []
        _ = body.containsDescendant(after: node.position) { later in
            if let call = later.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                methods?.contains(member.declName.baseName.text) ?? true,
                member.base.map(Expressions.unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                let value = call.arguments.first?.expression
            {
                values.append(value)
            }
            return false
        }
        return values
    }

    /// `root` for the call in `root = HomeBuilder.build()`, when `root` is a local declared
    /// without a value (see ``assignedValues(to:before:)``).
    static func assignedLocal(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent }
        guard let sequence = current.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == current.id,
            let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
            let binding = binding(of: name, at: sequence), binding.scope != nil, binding.value == nil
        else { return nil }
        return name
    }

    /// The values assigned to a local declared without one (`let root: UIViewController`, then
    /// `root = HomeBuilder.build()` in each branch of a `switch`), after its declaration and
    /// before `node`, which reads it (in a closure too).
    static func assignedValues(to name: String, of binding: Binding, before node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let scope = binding.scope else { return [] }
        var values: [ExprSyntax] = []
        _ = scope.containsDescendant(after: scope.position) { earlier in
            guard earlier.endPosition <= node.position, let sequence = earlier.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name
            {
                values.append(elements[2])
            }
            return false
        }
        return values
    }

    /// What `body` assigns to names of the type it is in, in order, by name
    /// (`rootViewController = viewController`, `self.rootViewController = …`), read in one pass.
    static func propertyAssignments(in body: Syntax) -> [String: [ExprSyntax]] {
        var values: [String: [ExprSyntax]] = [:]
        _ = body.containsDescendant(after: body.position) { item in
            guard let sequence = item.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
            if let member = elements[0].as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            {
                values[member.declName.baseName.text, default: []].append(elements[2])
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                values[reference.baseName.text, default: []].append(elements[2])
            }
            return false
        }
        return values
    }

    /// The names of the computed properties (with a getter) a type body declares.
    static func computedProperties(in block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in block.members {
            for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.accessorBlock.map(isGetter) == true {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// The cases of every `switch` case around `node` in its function (`search` and `detail`
    /// inside `case .search(let screen): switch screen { case .detail: … }`).
    static func switchCaseNames(around node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) {
                break
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label {
                names += label.caseItems.flatMap { Expressions.caseReferences(inPattern: $0.pattern) }.map(\.name)
            }
            current = parent.parent
        }
        return names
    }

    /// The names a local declaration binds `node`'s value to: `view` for `let view = make()`,
    /// `view` and `output` for `let (view, output) = HomeModuleConfigurator().configure()`.
    static func boundNames(of node: some SyntaxProtocol) -> [String] {
        if let name = boundName(of: node) { return [name] }
        var current = Syntax(node)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent }
        guard
            let tuple = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern
                .as(TuplePatternSyntax.self)
        else { return [] }
        return tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// The values assigned, in the body around `node` and after it, to members of the local
    /// values `names` (`output.onOpenOffer = { [weak self] in self?.showOffer($0) }`).
    static func memberAssignments(to names: [String], after node: some SyntaxProtocol) -> [ExprSyntax] {
        guard !names.isEmpty, let body = body(around: node) else { return [] }
        var values: [ExprSyntax] = []
        _ = body.containsDescendant(after: node.position) { later in
            guard let sequence = later.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), var target = elements[0].as(MemberAccessExprSyntax.self)
            else { return false }
            while let inner = target.base?.as(MemberAccessExprSyntax.self) { target = inner }
            if let root = target.base?.as(DeclReferenceExprSyntax.self), names.contains(root.baseName.text) { values.append(elements[2]) }
            return false
        }
        return values
    }

    /// The first call in the body around `node`, after it, that is given the local value `name`
    /// as an argument (`HomeRouter(childRouters: routers)`).
    static func call(passing name: String, after node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        guard let body = body(around: node) else { return nil }
        var found: FunctionCallExprSyntax?
        _ = body.containsDescendant(after: node.position) { later in
            guard let call = later.as(FunctionCallExprSyntax.self), call.arguments.contains(where: { Expressions.mentions($0, name: name) })
            else { return false }
            found = call
            return true
        }
        return found
    }

    /// The types of the local objects `name`, bound at `node`, is later given to as a property
    /// in the same body (`WelcomeWireframe` for `welcomeWireframe.loginWireframe = loginWireframe`,
    /// with `let welcomeWireframe = WelcomeWireframe()`).
    static func typesAssigned(_ name: String, after node: some SyntaxProtocol) -> [String] {
        guard let body = body(around: node) else { return [] }
        var types: [String] = []
        _ = body.containsDescendant(after: node.position) { later in
            guard let sequence = later.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                let base = elements[0].as(MemberAccessExprSyntax.self)?.base.map(Expressions.unwrapped),
                let object = base.as(DeclReferenceExprSyntax.self)?.baseName.text, object != name,
                let type = binding(of: object, at: base)?.value.flatMap(constructedType)
            else { return false }
            types.append(type)
            return false
        }
        return types
    }

    /// Whether `name`, bound at `node`, is later shown by a navigation call or assignment in
    /// the same body, directly or through another local value made from it.
    static func isNavigated(_ name: String, after node: some SyntaxProtocol, depth: Int = 3) -> Bool {
        guard depth > 0, let body = body(around: node) else { return false }
        return body.containsDescendant(after: node.position) { later in
            if let call = later.as(FunctionCallExprSyntax.self), NavigationCall.kind(of: call) != nil,
                call.arguments.contains(where: { Expressions.mentions($0, name: name) })
                    || call.trailingClosure.map({ Expressions.mentions($0, name: name) }) == true
            {
                return true
            }
            if let sequence = later.as(SequenceExprSyntax.self), let assignment = Expressions.navigationAssignment(sequence),
                Expressions.mentions(assignment.value, name: name)
            {
                return true
            }
            if let binding = later.as(PatternBindingSyntax.self),
                let alias = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                alias != name, let value = binding.initializer?.value, Expressions.mentions(value, name: name)
            {
                return isNavigated(alias, after: binding, depth: depth - 1)
            }
            return false
        }
    }

    /// Whether `node` is (part of) what its function returns.
    static func isReturned(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ReturnStmtSyntax.self) { return true }
            if let closure = parent.as(ClosureExprSyntax.self) {
                // The one expression of a container's content (`NavigationStack { HomeView() }`)
                // is returned when the container is.
                guard closure.statements.count == 1, let container = containerMade(withContent: closure) else { return false }
                current = container.parent
                continue
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            if let block = parent.as(CodeBlockSyntax.self) {
                // A body of one expression returns it.
                return block.statements.count == 1
                    && (block.parent?.is(FunctionDeclSyntax.self) == true
                        || block.parent?.is(AccessorDeclSyntax.self) == true)
            }
            if let accessors = parent.as(AccessorBlockSyntax.self), case .getter(let statements) = accessors.accessors {
                return statements.count == 1
            }
            if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true { return false }
            current = parent.parent
        }
        return false
    }

    /// The call that makes a view of a type (`NavigationStack`, `RouterView`, `Group`) with
    /// `closure` as its content, if it is one.
    static func containerMade(withContent closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else {
            return nil
        }
        return call
    }

    /// Whether a `return` after `node` in the same body returns something made from `name`.
    static func isReturned(name: String, after node: some SyntaxProtocol) -> Bool {
        guard let body = body(around: node) else { return false }
        return body.containsDescendant(after: node.position) { later in
            guard let statement = later.as(ReturnStmtSyntax.self), let value = statement.expression else { return false }
            return Expressions.mentions(value, name: name)
        }
    }

    // MARK: Types of expressions

    /// Where the type of `expression` at `node` can be read.
    static func typePath(of expression: ExprSyntax, at node: some SyntaxProtocol) -> NavigationFacts.TypePath? {
        typePath(of: expression, at: node, owner: { owner(of: node) })
    }

    /// ``typePath(of:at:)`` where the type around `node` is known to be `owner()` (a visitor that
    /// keeps the types it is in need not walk up for it).
    /// A local's value is read at `node` too, so `let view = view.superview` would lead back to
    /// itself: values are followed `depth` deep.
    static func typePath(
        of expression: ExprSyntax, at node: some SyntaxProtocol, owner: () -> String?, depth: Int = 3
    ) -> NavigationFacts.TypePath? {
        let expression = Expressions.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return owner().map { NavigationFacts.TypePath(start: $0) } }
            if name.first?.isUppercase == true { return NavigationFacts.TypePath(start: name) }
            if let binding = binding(of: name, at: node) {
                if let type = binding.type { return NavigationFacts.TypePath(start: type) }
                guard let value = binding.value.map(Expressions.unwrapped) else { return nil }
                if let constructed = constructedType(value) { return NavigationFacts.TypePath(start: constructed) }
                // `guard let coordinator = coordinator` unwraps the property of that name.
                if value.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                    return owner().map { NavigationFacts.TypePath(start: $0, members: [name]) }
                }
                // `let coordinator = self.coordinator`, `if let flow = parent.flow`,
                // `let assembly = assemblyFactory.loginAssembly()`: the value's own path.
                if depth > 0,
                    value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) || value.is(FunctionCallExprSyntax.self)
                {
                    return typePath(of: value, at: node, owner: owner, depth: depth - 1)
                }
                return nil
            }
            return owner().map { NavigationFacts.TypePath(start: $0, members: [name]) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard var path = typePath(of: base, at: node, owner: owner, depth: depth) else { return nil }
            path.members.append(member.declName.baseName.text)
            return path
        }
        if let constructed = constructedType(expression) { return NavigationFacts.TypePath(start: constructed) }
        return returnedPath(of: expression, at: node, owner: owner, depth: depth)
    }

    /// The path to what a method call returns (`assemblyFactory.loginAssembly()`, `makeFlow()`),
    /// read from the method's declared return type.
    private static func returnedPath(
        of expression: ExprSyntax, at node: some SyntaxProtocol, owner: () -> String?, depth: Int
    ) -> NavigationFacts.TypePath? {
        guard depth > 0, let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard var path = typePath(of: base, at: node, owner: owner, depth: depth - 1) else { return nil }
            path.members.append(NavigationFacts.TypePath.returnedBy(member.declName.baseName.text))
            return path
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true,
            let owner = owner()
        else { return nil }
        return NavigationFacts.TypePath(start: owner, members: [NavigationFacts.TypePath.returnedBy(name)])
    }

    /// Where the parameter type of the route arguments of `call` can be read: the receiver's
    /// method for `navigator.push(.detail)`, the enclosing call's for `perform(.push(.detail))`.
    static func typePath(forArgumentsOf call: FunctionCallExprSyntax) -> NavigationFacts.TypePath? {
        guard let name = Expressions.calleeName(call.calledExpression) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return enclosingArgumentPath(of: call) }
            guard var path = typePath(of: base, at: call) else { return nil }
            path.method = name
            return path
        }
        guard let owner = owner(of: call) else { return nil }
        return NavigationFacts.TypePath(start: owner, method: name)
    }

    /// Where the route type of the navigator `call` makes can be read: its generic arguments
    /// (`ModuleNavigator<AppRoute, any Screen>(root:)`), else the declared type of the property
    /// or value it is assigned to (`navigator = ModuleNavigator(root: .login) { … }`).
    static func typePath(ofNavigatorMadeBy call: FunctionCallExprSyntax) -> NavigationFacts.TypePath? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        if callee.is(GenericSpecializationExprSyntax.self) { return NavigationFacts.TypePath(start: callee.trimmedText) }
        var current = Syntax(call)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent }
        if let sequence = current.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == current.id else { return nil }
            return typePath(of: elements[0], at: call)
        }
        if let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type.trimmedText
        {
            return NavigationFacts.TypePath(start: type)
        }
        return nil
    }

    /// For `.push(.detail)` written as an argument of `navigator.perform(…)`: the path to the
    /// parameter it is passed to.
    private static func enclosingArgumentPath(of node: FunctionCallExprSyntax) -> NavigationFacts.TypePath? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
                let call = list.parent?.as(FunctionCallExprSyntax.self)
            {
                guard let name = Expressions.calleeName(call.calledExpression),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                else { return nil }
                let index = list.firstIndex { $0.id == argument.id }.map { list.distance(from: list.startIndex, to: $0) } ?? 0
                guard let base = member.base else {
                    // `.navigate(.push(.detail))`: the payload of an enum case named `navigate`.
                    return NavigationFacts.TypePath(start: "", method: name, argument: index, isEnumCase: true)
                }
                guard var path = typePath(of: base, at: call) else { return nil }
                path.method = name
                path.argument = index
                return path
            }
            guard
                parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self) || parent.is(ArrayExprSyntax.self)
                    || parent.is(TryExprSyntax.self)
            else { return nil }
            current = parent
        }
        return nil
    }

    /// The type `expression` constructs: `DetailViewController` for `DetailViewController()`
    /// and `DetailViewController.init(…)`.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = Expressions.unwrapped(expression).as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }
}

extension SyntaxProtocol {
    /// Whether a node under this one that starts after `position` satisfies `test`, visiting
    /// them in source order and stopping at the first.
    func containsDescendant(after position: AbsolutePosition, where test: (Syntax) -> Bool) -> Bool {
        var pending: [Syntax] = [Syntax(self)]
        while let next = pending.popLast() {
            if next.position > position, !next.is(TokenSyntax.self), test(next) { return true }
            for child in next.children(viewMode: .sourceAccurate).reversed()
            where child.endPosition > position && !child.is(TokenSyntax.self) {
                pending.append(child)
            }
        }
        return false
    }
}
