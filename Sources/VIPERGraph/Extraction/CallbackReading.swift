import SwiftSyntax

/// Which methods of the type being read a module's build call hands over to be called back: a
/// flow coordinator builds a module with closures (`CategoryListModule().build(onShowDetails:
/// showDetails(scope:))`, `onSelect: { [weak self] in self?.showTasks($0) }`), and what those
/// methods show is shown when that module calls them, so the edge leaves that module.
extension NavigationCollector {
    /// The methods of the enclosing type that `call`'s arguments and trailing closures name or
    /// call: a reference to one (`showDetails`, `showDetails(scope:)`, `self.showDetails`), or a
    /// closure that calls one (`{ self?.showDetails($0) }`, `{ showDetails() }`).
    /// Also the closures and methods assigned afterwards to the outputs of what the call made:
    /// `let (view, output) = HomeModuleConfigurator().configure()` then
    /// `output.onOpenOffer = { [weak self] in self?.showOffer($0) }`.
    func handedMethods(_ call: FunctionCallExprSyntax) -> [String] {
        let handed =
            call.arguments.map(\.expression) + [call.trailingClosure.map(ExprSyntax.init)].compactMap { $0 }
            + call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
            + Scope.memberAssignments(to: Scope.boundNames(of: call), after: call)
        var methods: [String] = []
        for expression in handed {
            if let closure = expression.as(ClosureExprSyntax.self) {
                methods += Self.calledOwnMethods(in: closure)
                if Self.handingCall(of: closure)?.id == call.id { methods.append(closureName(closure, in: function)) }
            } else if let name = Self.ownMember(named: expression) {
                methods.append(name)
            }
        }
        return methods
    }

    /// What a production at `site` is written in, as the graph follows it: the closure handed
    /// to a build call that it is written in (`StartAssembler.createModule { … show(SignUp) … }`),
    /// which runs when the built module calls it back, else the method around it.
    func shownFrom(_ site: some SyntaxProtocol, in function: String?) -> String? {
        var current = site.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(MemberBlockSyntax.self)
            {
                return function
            }
            if let closure = parent.as(ClosureExprSyntax.self), let call = Self.handingCall(of: closure),
                strongProduction(call) != nil || registeredType(call) != nil
            {
                return closureName(closure, in: function)
            }
            if let closure = parent.as(ClosureExprSyntax.self), let assignment = closure.parent?.parent?.as(SequenceExprSyntax.self),
                storedClosure(assignment) != nil
            {
                return closureName(closure, in: function)
            }
            current = parent.parent
        }
        return function
    }

    /// A closure assigned to a property of an object (`AppRouter.shared.loginScene = { … }`,
    /// `presenter.onShowDetail = { … }`) or of the type being read (`onFinish = { … }`), with
    /// where that property is read; nil for any other assignment, or one to a local value.
    func storedClosure(_ node: SequenceExprSyntax) -> NavigationFacts.StoredClosure? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let closure = elements[2].as(ClosureExprSyntax.self)
        else { return nil }
        let receiver: NavigationFacts.TypePath?
        let property: String
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base {
            property = member.declName.baseName.text
            receiver = Scope.typePath(of: base, at: node, owner: { self.owner })
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self),
            Scope.binding(of: reference.baseName.text, at: reference) == nil
        {
            property = reference.baseName.text
            receiver = owner.map { NavigationFacts.TypePath(start: $0) }
        } else {
            return nil
        }
        guard let receiver else { return nil }
        return NavigationFacts.StoredClosure(function: closureName(closure, in: function), receiver: receiver, property: property)
    }

    /// The closures a container's registration of a type is given to make it
    /// (`container.register(EmailViewController.self) { resolver in … }`), each with that type.
    func registrationClosures(_ call: FunctionCallExprSyntax) -> [NavigationFacts.StoredClosure] {
        guard let type = registeredType(call) else { return [] }
        let closures =
            call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
        return closures.map {
            NavigationFacts.StoredClosure(
                function: closureName($0, in: function), receiver: NavigationFacts.TypePath(start: type), property: nil)
        }
    }

    /// The type a container's `register(X.self) { … }` call registers.
    func registeredType(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "register" else { return nil }
        return Expressions.resolvedType(ExprSyntax(call))
    }

    /// The name under which a closure handed to a build call is followed, as if it were a
    /// method of the type: the method it is written in, then where (`showAuth/closure@Flows/AuthCoordinator.swift:32`).
    private func closureName(_ closure: ClosureExprSyntax, in function: String?) -> String {
        (function ?? "") + NavigationFacts.handedClosureMark + location(closure)
    }

    /// The call `closure` is given to, as an argument or a trailing closure.
    private static func handingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        return closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// `showDetails`, `showDetails(scope:)` or `self.showDetails`: a member of the type being
    /// read, when no local value of that name hides it.
    private static func ownMember(named expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.first?.isLowercase == true, name != "self", Scope.binding(of: name, at: reference) == nil else { return nil }
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), isSelf(member.base) { return member.declName.baseName.text }
        return nil
    }

    /// The methods of the type being read that a closure calls: `self.showTasks(…)`,
    /// `self?.showTasks(…)`, `showTasks(…)`.
    private static func calledOwnMethods(in closure: ClosureExprSyntax) -> [String] {
        var methods: [String] = []
        _ = Syntax(closure).containsDescendant(after: closure.position) { node in
            guard let call = node.as(FunctionCallExprSyntax.self) else { return false }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), isSelf(member.base) {
                methods.append(member.declName.baseName.text)
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isLowercase == true,
                Scope.binding(of: reference.baseName.text, at: reference) == nil
            {
                methods.append(reference.baseName.text)
            }
            return false
        }
        return methods
    }

    /// Whether an expression is `self` or `self?`.
    private static func isSelf(_ expression: ExprSyntax?) -> Bool {
        guard var expression else { return false }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
