import SwiftSyntax
import VIPERSyntax

/// Which expressions make a module's screen, and which module.
extension NavigationCollector {
    /// A call that builds a module whether or not it is shown: a method of a Builder or Router
    /// (`DetailBuilder.build()`, `DetailRouter.createModule()`, `DetailAssembly.configureModule()`,
    /// `DetailViewFactory().createView()`, `detailBuilder.build()` with the module read from the
    /// receiver's type, `container.resolve(DetailBuilder.self).build()`), or a Router,
    /// Wireframe or Coordinator made for another module (`DetailWireframe(item: item)`). A method
    /// that says it builds a screen (`build`, `createView`, `makeModule`) builds its type's module; a method of
    /// another name (`configureModule`, `buildService`) does when that module is declared.
    func strongProduction(_ call: FunctionCallExprSyntax) -> NavigationFacts.Target? {
        // A transition to a module named by its input contract
        // (`transitionHandler.forStoryboard(factory: factory, to: SettingsModuleInput.self)`) builds it.
        if let module = Self.moduleByInputContract(call) { return .named(module) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            // A module's Router, Wireframe or Builder asked of a container, by its type or its
            // contract (`r.resolve(DetailWireframeProtocol.self)!`), builds that module.
            if method == "resolve", let type = Expressions.resolvedType(ExprSyntax(call)), naming.builtModule(type) != nil {
                return .type(type)
            }
            // A storyboard's screen, or a container's (`container.resolve(DetailViewController.self)`),
            // is read as a screen made.
            guard !StoryboardReading.instantiatingMethods.contains(method), Expressions.resolvedType(ExprSyntax(call)) == nil else {
                return nil
            }
            // A module's part asked of a factory by its type (`component(ofType: SettingsComponent.self)`)
            // builds the module whose code it is.
            if let requested = Expressions.requestedType(call), naming.builtModule(requested) == nil, !naming.isScreenCandidate(requested) {
                return .factory(.type(requested))
            }
            let isBuildCall = ModuleNaming.isBuildMethod(method)
            let factory = { (target: NavigationFacts.Target) in ModuleNaming.isScreenBuildMethod(method) ? target : .factory(target) }
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                guard naming.builtModule(type) != nil else { return nil }
                // A shared Router's `GeneralWireframe.createHelpModule()` builds the module it names.
                return factory(ModuleNaming.isScreenBuildMethod(method) ? .either(.type(type), .named(method)) : .type(type))
            }
            if let type = Scope.constructedType(base) ?? Expressions.resolvedType(base) {
                return naming.builtModule(type) != nil ? factory(.type(type)) : nil
            }
            // A local made so (`let wireframe = resolver.resolve(DetailWireframeProtocol.self)!`);
            // one declared with a builder's contract of another name (`let factory:
            // SignInBenefitsModuleFactory = SignInPromoModuleFactoryImpl()`) builds the module
            // either names, the made type's first.
            if let type = Self.madeType(base), naming.builtModule(type) != nil {
                if let declared = Self.declaredType(base), declared != type, naming.builtModule(declared) != nil {
                    return .either(factory(.type(type)), factory(.type(declared)))
                }
                return factory(.type(type))
            }
            // Any method of a value named like a builder or router (`detailAssembly.configure()`)
            // or of a builder's or router's static property (`DetailAssembly.shared.configure()`,
            // read through that property's type); a build method of any value
            // (`factory.makeDetailModule()`).
            let namedLikeBuilder =
                Expressions.lastName(base).map(naming.namesBuilderOrRouter) == true
                || Expressions.staticPropertyOwner(base).flatMap(naming.builtModule) != nil
            guard isBuildCall || namedLikeBuilder, let path = Scope.typePath(of: base, at: call) else { return nil }
            if !namedLikeBuilder, Expressions.lastName(base).map(ModuleNaming.namesEventReceiver) == true { return nil }
            // What another method returned is read by its type only when named like a builder
            // (`let assembly = factory.loginAssembly(); assembly.module()`): a build verb alone on
            // a screen just made (`makeLogin().makeTransparent()`) says nothing.
            guard namedLikeBuilder || !path.members.contains(where: NavigationFacts.TypePath.isReturnedValue) else { return nil }
            return factory(.typePath(path))
        }
        guard let type = Scope.constructedType(ExprSyntax(call)), let role = naming.role(ofType: type)?.role else { return nil }
        if role == .router, !carriesScreen(call) { return .type(type) }
        // A builder that does its work as it is made, kept by no one
        // (`_ = SignInModuleInitializer(presenter: signIn)`), builds its module.
        if role == .builder, !call.arguments.isEmpty, Self.isDiscarded(call) { return .type(type) }
        return nil
    }

    /// The type of an object made here or handed out by a container (`DetailWireframe()`,
    /// `resolver.resolve(DetailWireframeProtocol.self)!`), or of the local value made so.
    private static func madeType(_ expression: ExprSyntax) -> String? {
        if let type = Scope.constructedType(expression) ?? Expressions.resolvedType(expression) { return type }
        guard let reference = Expressions.unwrapped(expression).as(DeclReferenceExprSyntax.self),
            let value = Scope.binding(of: reference.baseName.text, at: reference)?.value
        else { return nil }
        if let type = Scope.constructedType(value) { return type }
        // Only a container's `resolve`: what another method given a type returns may be anything.
        guard let call = Expressions.unwrapped(value).as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "resolve"
        else { return nil }
        return Expressions.resolvedType(value)
    }

    /// What the body adds to a local value after it is made: what is appended to a collection
    /// filled after it is declared (`var tabs: [UIViewController] = []`), and the screens a
    /// container made by a call is given (`let containerView = BlurViewController();
    /// containerView.add(details)`), which it shows with it.
    private static func valuesAdded(to name: String, madeBy value: ExprSyntax) -> [ExprSyntax] {
        if value.is(ArrayExprSyntax.self) { return Scope.appendedValues(to: name, after: value) }
        guard Expressions.unwrapped(value).is(FunctionCallExprSyntax.self) else { return [] }
        return Scope.appendedValues(to: name, after: value, methods: nil).filter {
            Expressions.unwrapped($0).is(FunctionCallExprSyntax.self) || isMadeLocal($0)
        }
    }

    /// The base name of the type a local value is declared with (`SignInBenefitsModuleFactory` for
    /// `let factory: SignInBenefitsModuleFactory = …`).
    private static func declaredType(_ expression: ExprSyntax) -> String? {
        guard let reference = Expressions.unwrapped(expression).as(DeclReferenceExprSyntax.self) else { return nil }
        return Scope.binding(of: reference.baseName.text, at: reference)?.type.map(TypeText.baseName)
    }

    /// Whether an expression names a local value made by a call (`let detail = DetailBuilder.build()`).
    private static func isMadeLocal(_ expression: ExprSyntax) -> Bool {
        guard let reference = Expressions.unwrapped(expression).as(DeclReferenceExprSyntax.self),
            let binding = Scope.binding(of: reference.baseName.text, at: reference), !binding.isParameter, let value = binding.value
        else { return false }
        return Expressions.unwrapped(value).is(FunctionCallExprSyntax.self)
    }

    /// The module whose input contract a call is given as a type (`to: SettingsModuleInput.self`):
    /// the contract a module's Presenter adopts to be configured as it opens.
    private static func moduleByInputContract(_ call: FunctionCallExprSyntax) -> String? {
        for argument in call.arguments {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.hasSuffix(moduleInputWord),
                type.count > moduleInputWord.count
            else { continue }
            return String(type.dropLast(moduleInputWord.count))
        }
        return nil
    }

    private static let moduleInputWord = "ModuleInput"

    /// Whether a call's value is thrown away: `_ = make()`.
    private static func isDiscarded(_ call: FunctionCallExprSyntax) -> Bool {
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3, sequence.elements.last?.id == call.id,
            sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
        else { return false }
        return sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    }

    /// A build call's target, or, when it is read from the receiver's type, what the method
    /// called returns when that type is no module's (`factory.makeOrdersModule()`: the
    /// factory's type, else what that method returns). A method that names the module it builds
    /// (`assembly.createDetailModule()`) says more than the type of an app-wide factory that
    /// builds every module.
    func readingMethod(_ target: NavigationFacts.Target, of call: FunctionCallExprSyntax) -> NavigationFacts.Target {
        guard target.readsReceiverType, let name = Expressions.calleeName(call.calledExpression) else { return target }
        let byName: NavigationFacts.Target = .either(target, .method(name))
        return ModuleNaming.isScreenBuildMethod(name) ? .either(.named(name), byName) : byName
    }

    /// Whether a call makes a Router, Wireframe or Coordinator only to hand it to another call
    /// that is no navigation (`container.register(value: LoginRouter(), for: LoginModule.self)`,
    /// `WalletWireframe(buyWireframe: BuyWireframe())`, `let routers = [ProfileRouter()];
    /// HomeRouter(childRouters: routers)`, `welcome.loginWireframe = loginWireframe`): whoever
    /// receives it builds its module, when its code
    /// says so, and the maker builds nothing. Handed to a part of the maker's own module
    /// (`HomePresenter(coordinator: ChatCoordinator())` in `HomeBuilder`), it is built there.
    func isHandedOver(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.is(DeclReferenceExprSyntax.self), let type = Scope.constructedType(ExprSyntax(call)),
            naming.role(ofType: type)?.role == .router
        else { return false }
        // Made ahead and given to another module's router made beside it
        // (`welcomeWireframe.loginWireframe = loginWireframe`), it shows its screen when that one asks.
        if let name = Scope.boundName(of: ExprSyntax(call)),
            Scope.typesAssigned(name, after: call).contains(where: {
                naming.role(ofType: $0)?.role == .router && naming.module(ofType: $0) != naming.module(ofType: type)
            })
        {
            return true
        }
        guard let receiver = Self.receiver(of: ExprSyntax(call)), NavigationCall.kind(of: receiver) == nil else { return false }
        let makerModule = Scope.owner(of: call).flatMap(naming.module(ofType:))
        let receiverModule = Scope.constructedType(ExprSyntax(receiver)).flatMap(naming.module(ofType:))
        return makerModule == nil || makerModule != receiverModule
    }

    /// The call a value is handed to: as an argument, as an element of an array that is, or as
    /// a local value later passed to an object made with it (`HomeRouter(childRouters: routers)`;
    /// not `children.append(child)`, which keeps it).
    private static func receiver(of value: ExprSyntax) -> FunctionCallExprSyntax? {
        if let receiver = value.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) { return receiver }
        if let array = value.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self) {
            return receiver(of: ExprSyntax(array))
        }
        guard let name = Scope.boundName(of: value), let call = Scope.call(passing: name, after: value),
            Scope.constructedType(ExprSyntax(call)) != nil
        else { return nil }
        return call
    }

    /// Whether a call is given a screen to show (`PushRouter(source: self, destination: DetailViewController())`):
    /// a router made that way navigates to that screen rather than being a module of its own.
    ///
    /// An empty navigation controller it is given to push on (`HomeRouter(delegate: delegate,
    /// homeNavigation)`, `homeNavigation` made as `BaseNavigationController()`) is where it
    /// shows its own module, not a screen.
    func carriesScreen(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            !Self.isEmptyNavigation(argument.expression)
                && produced(by: Syntax(argument.expression), depth: 3).contains { target in
                    if case .type(let type) = target { return naming.isScreenCandidate(type) }
                    return false
                }
        }
    }

    /// Whether a value is a navigation controller made with nothing in it, here or as the local it names.
    private static func isEmptyNavigation(_ expression: ExprSyntax) -> Bool {
        var value = Expressions.unwrapped(expression)
        if let reference = value.as(DeclReferenceExprSyntax.self),
            let bound = Scope.binding(of: reference.baseName.text, at: reference)?.value
        {
            value = Expressions.unwrapped(bound)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let type = Scope.constructedType(value)
        else { return false }
        return type.hasSuffix("NavigationController")
    }

    /// A call that makes a screen, which counts when it is shown or returned: a view
    /// controller made directly (`DetailViewController()`, `DetailViewController.instantiate()`),
    /// handed out by a container (`resolver.resolve(DetailViewController.self)`) or made from a
    /// storyboard (see ``StoryboardReading``).
    func weakProduction(_ call: FunctionCallExprSyntax) -> NavigationFacts.Target? {
        let constructed = Scope.constructedType(ExprSyntax(call))
        // A search controller's results screen is a part of the screen that searches.
        if constructed == "UISearchController" { return nil }
        if let type = constructed, naming.isScreenCandidate(type) { return .type(type) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            naming.isScreenCandidate(type)
        {
            return .type(type)
        }
        // A View's contract asked of a container (`resolver.resolve(DetailViewInput.self)`) is its
        // screen; one registered (`container.register(DetailViewController.self) { … }`) is not made there.
        if registeredType(call) == nil, let type = Expressions.resolvedType(ExprSyntax(call)),
            naming.isScreenCandidate(type) || naming.vocabulary.contractRole(ofProtocol: type)?.role == .view
        {
            return .type(type)
        }
        return StoryboardReading.screen(madeBy: call, naming: naming)
    }

    /// The screens an argument makes: a call that makes one, or a local value made by one, or
    /// a collection of them. A property or a parameter passed on (`build(from: view)`) is a screen
    /// that exists already, not one made here, and a Presenter made with its View
    /// (`ListPresenter(view: view)`) is no screen made.
    func made(by expression: ExprSyntax) -> [NavigationFacts.Target] {
        let unwrapped = Expressions.unwrapped(expression)
        if let call = unwrapped.as(FunctionCallExprSyntax.self) {
            if let target = strongProduction(call) { return [readingMethod(target, of: call)] }
            // `UINavigationController(rootViewController: home)` holds `home`.
            if let target = weakProduction(call) { return [target] + call.arguments.flatMap { made(by: $0.expression) } }
            return []
        }
        if let array = unwrapped.as(ArrayExprSyntax.self) { return array.elements.flatMap { made(by: $0.expression) } }
        guard let reference = unwrapped.as(DeclReferenceExprSyntax.self),
            let binding = Scope.binding(of: reference.baseName.text, at: reference), !binding.isParameter,
            let value = binding.value, Expressions.unwrapped(value).is(FunctionCallExprSyntax.self) || value.is(ArrayExprSyntax.self)
        else { return [] }
        return made(by: value)
    }

    /// The modules `node` shows when passed to a navigation call: what it makes, what the local
    /// value it names was made from, what a method it calls returns.
    func produced(by node: Syntax, depth: Int) -> [NavigationFacts.Target] {
        guard depth > 0 else { return [] }
        if let expression = node.as(ExprSyntax.self) {
            let unwrapped = Expressions.unwrapped(expression)
            if unwrapped.id != expression.id { return produced(by: Syntax(unwrapped), depth: depth) }
        }
        if let call = node.as(FunctionCallExprSyntax.self) { return produced(byCall: call, depth: depth) }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.first?.isLowercase == true, name != "self" else { return [] }
            guard let binding = Scope.binding(of: name, at: reference) else {
                return Scope.owner(of: reference).map { producedByProperty(name, of: $0, at: reference, depth: depth) } ?? []
            }
            if let value = binding.value {
                return ([value] + Self.valuesAdded(to: name, madeBy: value)).flatMap { produced(by: Syntax($0), depth: depth - 1) }
            }
            guard !binding.isParameter else { return [] }
            // Declared without a value, it shows what each branch assigns it, else what its type says.
            let assigned = Scope.assignedValues(to: name, of: binding, before: reference)
            if !assigned.isEmpty { return assigned.flatMap { produced(by: Syntax($0), depth: depth - 1) } }
            if let type = binding.type.map(TypeText.baseName), naming.isScreenCandidate(type) { return [.type(type)] }
            return []
        }
        if let member = node.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return [] }
            if member.declName.baseName.text == "self", let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return naming.isScreenCandidate(type) ? [.type(type)] : []
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let owner = Scope.owner(of: member) {
                return producedByProperty(member.declName.baseName.text, of: owner, at: member, depth: depth)
            }
            // A property of a Builder or Router made here (`GoalsListModule().view`), or made into a
            // local (`let module = AddFriendModule(coordinator: self)`, then `module.controller`),
            // is its module's screen.
            if let type = Self.madeType(base), naming.builtModule(type) != nil { return [.factory(.type(type))] }
            return produced(by: Syntax(base), depth: depth - 1)
        }
        if let array = node.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) }
        }
        // A tab container filled by key (`setViewControllers([.home: homeNavigation, …])`).
        if let dictionary = node.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.flatMap { produced(by: Syntax($0.value), depth: depth - 1) }
        }
        if let tuple = node.as(TupleExprSyntax.self) {
            return tuple.elements.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) }
        }
        if let ternary = node.as(TernaryExprSyntax.self) {
            return produced(by: Syntax(ternary.thenExpression), depth: depth - 1)
                + produced(by: Syntax(ternary.elseExpression), depth: depth - 1)
        }
        if let branches = Expressions.branchValues(of: node) {
            // `let first = if isNew { OnboardingViewController() } else { HomeBuilder.build() }`
            return branches.flatMap { produced(by: Syntax($0), depth: depth - 1) }
        }
        if let cast = node.as(AsExprSyntax.self) {
            let type = TypeText.baseName(cast.type.trimmedText)
            let isMade = naming.isScreenCandidate(type) && !Expressions.readsShownScreen(cast.expression)
            return (isMade ? [.type(type)] : []) + produced(by: Syntax(cast.expression), depth: depth - 1)
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            // `a ?? b`, `x as? T`: what each operand shows, and the screens it is cast to.
            let casts = Expressions.castTypes(in: sequence).filter { naming.isScreenCandidate($0) }.map(NavigationFacts.Target.type)
            let operands = sequence.elements.filter { !$0.is(TypeExprSyntax.self) }
            return casts + operands.flatMap { produced(by: Syntax($0), depth: depth - 1) }
        }
        if let statement = node.as(CodeBlockItemSyntax.self) {
            return produced(by: Syntax(statement.item), depth: depth)
        }
        return []
    }

    /// What a read of the property `name` of `owner` shows: a computed property, what its getter
    /// returns; a stored one, what the body around `node` assigned it before
    /// (`rootViewController = viewController`), else what its declared type says.
    private func producedByProperty(_ name: String, of owner: String, at node: some SyntaxProtocol, depth: Int) -> [NavigationFacts.Target]
    {
        if propertyReads.isComputed(name, at: node) { return [.method(name)] }
        let assigned = propertyReads.assigned(to: name, before: node)
        if !assigned.isEmpty { return assigned.flatMap { produced(by: Syntax($0), depth: depth - 1) } }
        return [.typePath(NavigationFacts.TypePath(start: owner, members: [name]))]
    }

    /// The modules a call shows when passed to a navigation call (see ``produced(by:depth:)``).
    private func produced(byCall call: FunctionCallExprSyntax, depth: Int) -> [NavigationFacts.Target] {
        if let target = strongProduction(call) {
            // `FlowFactory.createNavigation(from: detail)` wraps the screen it is given: the
            // screen is what is shown, and the wrapper's type counts only if it is a module.
            let wrapped = call.arguments.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) }
            // A value's method given only stored values (`router.makeReservationView(reservation:
            // self.reservation)`) is still read by what it is called and returns.
            if !wrapped.isEmpty, !(target.readsReceiverType && wrapped.allSatisfy(\.isValuePath)) { return [.factory(target)] + wrapped }
            return [readingMethod(target, of: call)] + wrapped
        }
        if let target = weakProduction(call) {
            // `UINavigationController(rootViewController: home)` shows `home`.
            return [target] + call.arguments.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) }
        }
        if NavigationCall.kind(of: call) != nil { return [] }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            // A method called on a screen just made (`makeDetail().embeddedInNavigation()`), or
            // on a local made by a call (`let detail = resolver.resolve(DetailViewInput.self)!`,
            // then `detail.getViewController()`), shows that screen, or what the method returns;
            // the screens of an array literal mapped to what wraps them (`[home, cart].map {
            // UINavigationController(rootViewController: $0) }`) are shown.
            let mapsElements = base.is(ArrayExprSyntax.self) && ["map", "compactMap", "flatMap"].contains(member.declName.baseName.text)
            let chained =
                Expressions.unwrapped(base).is(FunctionCallExprSyntax.self) || mapsElements || Self.isMadeLocal(base)
                ? produced(by: Syntax(base), depth: depth - 1) : []
            return [.method(member.declName.baseName.text)] + chained
                + call.arguments.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) }
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            // What the function returns, and the screens it is given to wrap
            // (`createNavController(viewController: TodayBuilder.start())`).
            return [.method(reference.baseName.text)]
                + call.arguments.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) }
        }
        // A container's content (`RouterView { router in builder.splashScreen(router: router) }`)
        // is shown with it.
        let content = call.trailingClosure?.statements.flatMap { produced(by: Syntax($0.item), depth: depth - 1) } ?? []
        return call.arguments.flatMap { produced(by: Syntax($0.expression), depth: depth - 1) } + content
    }
}
