@_spi(RawSyntax) import SwiftSyntax
import VIPERSyntax

/// The single pass over a file's tree that gathers every fact the rules consume.
///
/// It walks the tree's raw nodes (see `PlacedNode`) keeping the path from the root to the node
/// it is at: a node's parents are read from that path, its position from the offsets added up.
struct FactCollector: ~Copyable {
    private struct TypeScratch {
        var references = NamesOnLine()
        var constructions: Set<String> = []
        var staticAccesses = NamesOnLine()
        var assignedNames: Set<String> = []
        var membersSetToSelf: Set<String> = []
        var reachedNames = NamesOnLine()
    }

    private struct ClosureFrame {
        var capturesSelfWeakly: Bool
        var usesSelf: Bool
        var fact: ClosureFact
    }

    /// A scope around the node being visited, for telling a local name from a global one.
    private enum LocalScope {
        /// Parameters, or what a condition list or loop declares.
        case names([SyntaxText])
        /// A block, whose declarations are read when a name is first looked up inside it.
        case block(RawCodeBlockItemListSyntax, names: [SyntaxText]?)
        /// A type's member block: no local of the code around the type is visible inside.
        case typeBody
    }

    private struct FunctionFrame {
        /// A `static` or `class` function, where `self` is the type, whose capture is harmless.
        var isStatic = false
        var startLine = 1
        var constructions: [ConstructionFact] = []
        var wirings: [PendingWiring] = []
    }

    /// A wiring seen in a function body, kept as the tree's nodes until the function ends: only
    /// an assembly's wirings become facts, and most functions are not assemblies.
    private enum PendingWiring {
        /// `base.member(arguments)`.
        case call(base: RawTokenSyntax, member: RawTokenSyntax, arguments: RawLabeledExprListSyntax)
        /// `base.member = value`.
        case assignment(base: RawTokenSyntax, member: RawTokenSyntax, value: RawExprSyntax)

        var fact: WiringFact {
            switch self {
            case .call(let base, let member, let arguments):
                let arguments = FactCollector.argumentFacts(arguments)
                return WiringFact(base: base.text, member: member.text, labels: arguments.labels, arguments: arguments.names)
            case .assignment(let base, let member, let value):
                let argument = value.as(RawDeclReferenceExprSyntax.self)?.baseName.text
                return WiringFact(base: base.text, member: member.text, labels: [], arguments: argument.map { [$0] } ?? [])
            }
        }
    }

    private let lines: LineTable
    private var facts: FileFacts
    private var scratch: [TypeScratch] = [TypeScratch()]
    private var typeStack: [Int] = [0]
    private var closures: [ClosureFrame] = []
    private var functions: [FunctionFrame] = [FunctionFrame()]
    /// The scopes around the node being visited, innermost last. Each scope's names are read
    /// once (when the walk enters it; a block's when a name is first looked up in it), instead
    /// of once per name used inside it.
    private var localScopes: [LocalScope] = []
    /// The nodes from the root to the one being visited, which is last.
    private var path = NodePath()
    /// The outermost generic type whose type arguments the walk is in, if any.
    private var typeArgumentOwner: NameFact?

    /// Prepares to collect facts for the file at `path` whose lines are indexed by `lines`.
    init(path: String, lines: LineTable) {
        self.lines = lines
        self.facts = FileFacts(path: path)
        facts.types = [TypeFact(name: "", kind: .fileScope, position: SourcePosition(line: 1, column: 1))]
    }

    /// Walks the tree and returns the facts.
    consuming func collect(_ tree: SourceFileSyntax) -> FileFacts {
        let root = PlacedNode(raw: tree.raw, offset: 0)
        withExtendedLifetime(tree) {
            walk(root)
            if let topLevel = functions.popLast() { emitAssembly(topLevel, endLine: endLine(of: root)) }
        }
        return facts
    }

    // MARK: Positions and helpers

    private func position(_ node: PlacedNode) -> SourcePosition {
        lines.position(ofOffset: node.contentStart)
    }

    private func endLine(of node: PlacedNode) -> Int {
        lines.position(ofOffset: node.contentEnd).line
    }

    /// Whether a name starts with a capital ASCII letter: how the rules tell a type's name.
    static func isCapitalised(_ text: String) -> Bool {
        isCapitalised(initial: text.utf8.first)
    }

    static func isCapitalised(_ text: SyntaxText) -> Bool {
        isCapitalised(initial: text.first)
    }

    private static func isCapitalised(initial: UInt8?) -> Bool {
        guard let initial else { return false }
        return initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")
    }

    private var currentType: Int { typeStack[typeStack.count - 1] }

    /// The node `levels` above the one at `index` in the path, or nil above the root.
    private func ancestor(of index: Int, _ levels: Int = 1) -> RawSyntax? {
        index - levels >= 0 ? path[index - levels].raw : nil
    }

    // MARK: The walk

    /// Visits `node` and, unless its kind holds no facts below it, its children in order.
    private mutating func walk(_ node: PlacedNode) {
        let kind = node.raw.kind
        guard kind != .token else { return }
        path.push(node)
        defer { path.pop() }
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl:
            visitTypeDeclaration(node)
        case .extensionDecl:
            visitExtension(node)
        case .importDecl:
            visitImport(node)
        case .variableDecl:
            visitVariable(node)
        case .functionDecl, .initializerDecl, .accessorBlock:
            visitFunctionBody(node)
        case .functionCallExpr:
            visitCall(node)
            walkChildren(of: node)
        case .sequenceExpr:
            visitSequence(node)
            walkChildren(of: node)
        case .identifierType:
            let type = node.raw.cast(RawIdentifierTypeSyntax.self)
            if !namesNestedType(at: path.count - 1) { addReference(type.name, node) }
            if type.genericArgumentClause != nil { walkTypeArguments(of: node, named: type.name) }
        case .declReferenceExpr:
            visitReference(node)
        case .memberAccessExpr:
            visitMemberAccess(node)
        case .closureExpr:
            visitClosure(node)
        case .memberBlock, .codeBlockItemList, .ifExpr, .whileStmt, .forStmt:
            visitScope(node)
        case .declModifierList, .stringSegment, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
            // Tokens only (modifiers are read where they are declared).
            break
        default:
            walkChildren(of: node)
        }
    }

    /// A class, struct, enum, actor or protocol: a type of its own, walked with its members.
    private mutating func visitTypeDeclaration(_ node: PlacedNode) {
        let raw = node.raw
        switch raw.kind {
        case .classDecl:
            let decl = raw.cast(RawClassDeclSyntax.self)
            withType(decl.name, .class, decl.inheritanceClause, in: node)
        case .structDecl:
            let decl = raw.cast(RawStructDeclSyntax.self)
            // Xcode's preview code (a `PreviewProvider` and the types in it) builds screens to be
            // looked at, not the app's: it holds no facts.
            guard decl.inheritanceClause?.adoptsPreviewProvider != true else { return }
            withType(decl.name, .struct, decl.inheritanceClause, in: node)
        case .enumDecl:
            let decl = raw.cast(RawEnumDeclSyntax.self)
            withType(decl.name, .enum, decl.inheritanceClause, in: node)
        case .actorDecl:
            let decl = raw.cast(RawActorDeclSyntax.self)
            withType(decl.name, .actor, decl.inheritanceClause, in: node)
        default:
            let decl = raw.cast(RawProtocolDeclSyntax.self)
            withType(decl.name, .protocol, decl.inheritanceClause, in: node)
        }
    }

    /// An extension: its members belong to the extended type, named as written.
    private mutating func visitExtension(_ node: PlacedNode) {
        let decl = node.raw.cast(RawExtensionDeclSyntax.self)
        let name = decl.extendedType.as(RawIdentifierTypeSyntax.self)?.name.text ?? decl.extendedType.trimmedText
        pushType(name: name, kind: .extension, inheritance: decl.inheritanceClause, at: node.placing(decl.extendedType))
        walkChildren(of: node)
        typeStack.removeLast()
    }

    private mutating func visitImport(_ node: PlacedNode) {
        let decl = node.raw.cast(RawImportDeclSyntax.self)
        if let module = decl.path.firstElement(RawImportPathComponentSyntax.self)?.name.text {
            facts.imports.append(ImportFact(module: module, position: position(node.placing(decl.importKeyword))))
        }
    }

    /// A function, an initializer or an accessor block: a frame whose wirings may make it an assembly.
    private mutating func visitFunctionBody(_ node: PlacedNode) {
        let raw = node.raw
        switch raw.kind {
        case .functionDecl:
            let decl = raw.cast(RawFunctionDeclSyntax.self)
            let isStatic = decl.modifiers.elements(RawDeclModifierSyntax.self).contains {
                $0.name.isKeyword("static") || $0.name.isKeyword("class")
            }
            if let escapes = ClosureParameters.escape(decl.signature.parameterClause.parameters) {
                facts.closureFunctions.append(ClosureFunctionFact(name: decl.name.tokenText.description, escapes: escapes))
            }
            withFunction(
                FunctionFrame(isStatic: isStatic, startLine: position(node).line),
                parameters: Self.names(of: decl.signature.parameterClause.parameters), in: node)
        case .initializerDecl:
            let decl = raw.cast(RawInitializerDeclSyntax.self)
            let parameters = Self.names(of: decl.signature.parameterClause.parameters)
            withFunction(FunctionFrame(startLine: position(node).line), parameters: parameters, in: node)
        default:
            functions.append(FunctionFrame(startLine: position(node).line))
            walkChildren(of: node)
            popFunction(node)
        }
    }

    private mutating func visitMemberAccess(_ node: PlacedNode) {
        let access = node.raw.cast(RawMemberAccessExprSyntax.self)
        recordStaticAccess(access, node)
        // The member's name after the dot (`Alert` in `CommonLocalized.Alert`, `self` in
        // `User.self`) names neither a type of its own nor the enclosing object: only the
        // base is walked.
        if let base = access.base { walk(node.placing(base)) } else { walkChildren(of: node) }
    }

    /// A type body, a block or a statement that binds names: walked inside a scope of its own.
    private mutating func visitScope(_ node: PlacedNode) {
        let raw = node.raw
        switch raw.kind {
        case .memberBlock:
            withScope(.typeBody, in: node)
        case .codeBlockItemList:
            withScope(.block(raw.cast(RawCodeBlockItemListSyntax.self), names: nil), in: node)
        case .ifExpr:
            withScope(.names(Self.boundNames(raw.cast(RawIfExprSyntax.self).conditions)), in: node)
        case .whileStmt:
            withScope(.names(Self.boundNames(raw.cast(RawWhileStmtSyntax.self).conditions)), in: node)
        default:
            let pattern = raw.cast(RawForStmtSyntax.self).pattern.as(RawIdentifierPatternSyntax.self)
            withScope(.names(pattern.map { [$0.identifier.tokenText] } ?? []), in: node)
        }
    }

    private mutating func walkChildren(of node: PlacedNode) {
        var offset = node.offset
        for slot in node.raw.slots {
            guard let child = slot else { continue }
            // Tokens hold no facts (their parents read them): nearly half the children.
            if !child.isToken { walk(PlacedNode(raw: child, offset: offset)) }
            offset += child.byteLength
        }
    }

    private mutating func withScope(_ scope: LocalScope, in node: PlacedNode) {
        localScopes.append(scope)
        walkChildren(of: node)
        localScopes.removeLast()
    }

    // MARK: Types

    private mutating func withType(
        _ name: RawTokenSyntax, _ kind: TypeKind, _ inheritance: RawInheritanceClauseSyntax?,
        in node: PlacedNode
    ) {
        pushType(name: name.text, kind: kind, inheritance: inheritance, at: node.placing(name))
        walkChildren(of: node)
        typeStack.removeLast()
    }

    private mutating func pushType(name: String, kind: TypeKind, inheritance: RawInheritanceClauseSyntax?, at node: PlacedNode) {
        var fact = TypeFact(name: name, kind: kind, position: position(node), isNested: typeStack.count > 1 && kind != .extension)
        if let inheritance {
            fact.inherited = inheritance.inheritedTypes.elements(RawInheritedTypeSyntax.self).map { $0.type.inheritedName }
        }
        facts.types.append(fact)
        scratch.append(TypeScratch())
        typeStack.append(facts.types.count - 1)
    }

    // MARK: Properties

    private mutating func visitVariable(_ node: PlacedNode) {
        let index = path.count - 1
        let isMember = ancestor(of: index)?.kind == .memberBlockItem && currentType != 0
        let isGlobal = currentType == 0 && ancestor(of: index, 3)?.kind == .sourceFile
        guard isMember || isGlobal else { return walkChildren(of: node) }
        let decl = node.raw.cast(RawVariableDeclSyntax.self)
        // A property's initial value (`lazy var x = { … }()`) is a body of its own, not part
        // of whatever the file scope builds.
        functions.append(FunctionFrame(startLine: position(node).line))
        var ownership = Ownership.strong
        var isStatic = false
        for modifier in decl.modifiers.elements(RawDeclModifierSyntax.self) where modifier.name.tokenKind == .keyword {
            switch modifier.name.tokenText {
            case "weak": ownership = .weak
            case "unowned": ownership = .unowned
            case "static", "class": isStatic = true
            default: break
            }
        }
        let bindings = node.placing(decl.bindings)
        var offset = bindings.offset
        for slot in bindings.raw.slots {
            guard let slot else { continue }
            defer { offset += slot.byteLength }
            guard let binding = slot.as(RawPatternBindingSyntax.self),
                let identifier = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier
            else { continue }
            let name = identifier.identifierName ?? identifier.text
            let (writtenType, isGeneric) = binding.typeAnnotation.map { $0.type.baseTypeName } ?? (nil, false)
            let value = binding.initializer.map { $0.value.unwrappingTry }
            let call = value?.as(RawFunctionCallExprSyntax.self)
            let constructed = call.flatMap(Self.constructedTypeName)
            // A global's type may only show in a factory call: `let db = Firestore.firestore()`.
            let produced = isGlobal ? call.flatMap(Self.staticCallTypeName) : nil
            facts.types[currentType].properties.append(
                PropertyFact(
                    name: name, typeName: writtenType ?? constructed ?? produced, typeIsGeneric: isGeneric,
                    ownership: ownership, isStatic: isStatic, isComputed: Self.isComputed(binding.accessorBlock),
                    isOwnedInPlace: constructed != nil,
                    position: position(PlacedNode(raw: slot, offset: offset).placing(binding.pattern))))
        }
        walkChildren(of: node)
        popFunction(node)
    }

    /// The type a static factory call is made on: `Firestore` in `Firestore.firestore()`.
    private static func staticCallTypeName(_ call: RawFunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(RawMemberAccessExprSyntax.self),
            let base = member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName, base.isCapitalised
        else { return nil }
        return base.text
    }

    private static func isComputed(_ accessors: RawAccessorBlockSyntax?) -> Bool {
        guard let accessors else { return false }
        guard let list = accessors.accessors.as(RawAccessorDeclListSyntax.self) else { return true }
        return list.elements(RawAccessorDeclSyntax.self).contains {
            !$0.accessorSpecifier.isKeyword("willSet") && !$0.accessorSpecifier.isKeyword("didSet")
        }
    }

    /// The type an initializer call constructs: `Foo` in `Foo(…)` and `Foo.init(…)`.
    static func constructedTypeName(_ call: RawFunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(RawDeclReferenceExprSyntax.self) {
            return reference.baseName.isCapitalised ? reference.baseName.text : nil
        }
        if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self),
            member.declName.baseName.isKeyword("init"),
            let base = member.base?.as(RawDeclReferenceExprSyntax.self)
        {
            return base.baseName.text
        }
        return nil
    }

    // MARK: Functions (assembly candidates)

    private mutating func withFunction(_ frame: FunctionFrame, parameters: [SyntaxText], in node: PlacedNode) {
        functions.append(frame)
        withScope(.names(parameters), in: node)
        popFunction(node)
    }

    private mutating func popFunction(_ node: PlacedNode) {
        if let frame = functions.popLast() { emitAssembly(frame, endLine: endLine(of: node)) }
    }

    private mutating func emitAssembly(_ frame: FunctionFrame, endLine: Int) {
        guard frame.constructions.count >= 2 else { return }
        facts.assemblies.append(
            AssemblyFact(
                startLine: frame.startLine, endLine: endLine,
                constructions: frame.constructions, wirings: frame.wirings.map(\.fact)))
    }

    private static func argumentFacts(_ arguments: RawLabeledExprListSyntax) -> (labels: [String], names: [String]) {
        var labels: [String] = []
        var names: [String] = []
        for argument in arguments.elements(RawLabeledExprSyntax.self) {
            if let label = argument.label { labels.append(label.text) }
            if let reference = argument.expression.as(RawDeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
            }
        }
        return (labels, names)
    }

    // MARK: Calls

    private mutating func visitCall(_ node: PlacedNode) {
        let call = node.raw.cast(RawFunctionCallExprSyntax.self)
        let member = call.calledExpression.as(RawMemberAccessExprSyntax.self)
        if let (name, presentsAlert) = NavigationSyntax.navigation(of: call) {
            let called = node.placing(call.calledExpression)
            let nameNode = member.map { called.placing($0.declName) } ?? called
            facts.types[currentType].navigationCalls.append(
                navigationFact(name, receiver: member?.base?.objectName, presentsAlert: presentsAlert, at: nameNode))
        }
        if let constructed = Self.constructedTypeName(call) {
            recordConstruction(constructed, call, node)
        } else if let member, let base = member.base?.objectNameToken, !base.isCapitalised {
            functions[functions.count - 1].wirings.append(.call(base: base, member: member.declName.baseName, arguments: call.arguments))
        }
    }

    /// A navigation call or assignment at `node`, noting whether its receiver is a value the
    /// enclosing function has built into a local name before it.
    private func navigationFact(_ name: String, receiver: String?, presentsAlert: Bool, at node: PlacedNode) -> NavigationFact {
        let builtHere = receiver.map { receiver in functions[functions.count - 1].constructions.contains { $0.variable == receiver } }
        return NavigationFact(
            name: name, receiver: receiver, receiverIsBuiltHere: builtHere ?? false, presentsAlert: presentsAlert,
            position: position(node))
    }

    private mutating func recordConstruction(_ typeName: String, _ call: RawFunctionCallExprSyntax, _ node: PlacedNode) {
        let index = path.count - 1
        if !isInParameterDefault(index), scratch[currentType].constructions.insert(typeName).inserted {
            facts.types[currentType].constructions.append(NameFact(name: typeName, position: position(node)))
        }
        // A construction kept in no local (`return DetailView(presenter: presenter)`) still counts
        // toward what the function assembles; it has no name to wire.
        guard !functions.isEmpty else { return }
        var variable = ""
        if ancestor(of: index)?.kind == .initializerClause, let binding = ancestor(of: index, 2)?.as(RawPatternBindingSyntax.self) {
            variable = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text ?? ""
        }
        let arguments = Self.argumentFacts(call.arguments)
        functions[functions.count - 1].constructions.append(
            ConstructionFact(
                variable: variable, typeName: typeName, labels: arguments.labels,
                arguments: arguments.names, position: position(node)))
    }

    /// Whether the node at `index` in the path is inside a parameter's default value.
    private func isInParameterDefault(_ index: Int) -> Bool {
        var level = 1
        while let ancestor = ancestor(of: index, level) {
            switch ancestor.kind {
            case .functionParameter, .enumCaseParameter: return true
            case .codeBlock, .memberBlock, .closureExpr: return false
            default: level += 1
            }
        }
        return false
    }

    // MARK: Assignments

    private mutating func visitSequence(_ node: PlacedNode) {
        let list = node.raw.cast(RawSequenceExprSyntax.self).elements
        guard list.elementCount == 3 else { return }
        var iterator = list.elements(RawExprSyntax.self).makeIterator()
        guard let target = iterator.next(), let operation = iterator.next(), let value = iterator.next(),
            operation.is(RawAssignmentExprSyntax.self)
        else { return }
        recordAssignedName(target, value: value)
        guard let member = target.as(RawMemberAccessExprSyntax.self) else { return }
        if value.isSelf, let object = member.base?.objectName {
            recordMemberSetToSelf(object + "." + member.declName.baseName.text)
        }
        if let navigation = NavigationSyntax.navigation(assigning: member) {
            let declName = node.placing(list).placing(target).placing(member.declName)
            facts.types[currentType].navigationCalls.append(
                navigationFact(navigation, receiver: member.base?.objectName, presentsAlert: false, at: declName))
        }
        guard let base = member.base?.objectNameToken, !base.isCapitalised else { return }
        functions[functions.count - 1].wirings.append(.assignment(base: base, member: member.declName.baseName, value: value))
    }

    /// Records `interactor.delegate` for `self.interactor.delegate = self` in the enclosing type.
    private mutating func recordMemberSetToSelf(_ name: String) {
        guard currentType != 0, scratch[currentType].membersSetToSelf.insert(name).inserted else { return }
        facts.types[currentType].membersSetToSelf.append(name)
    }

    /// Records `self.name = value` and `name = value` (value not `nil`) for the enclosing type.
    private mutating func recordAssignedName(_ target: RawExprSyntax, value: RawExprSyntax) {
        guard !value.is(RawNilLiteralExprSyntax.self), currentType != 0 else { return }
        let name: String
        if let reference = target.as(RawDeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = target.as(RawMemberAccessExprSyntax.self), member.base?.isSelf == true {
            name = member.declName.baseName.text
        } else {
            return
        }
        if scratch[currentType].assignedNames.insert(name).inserted { facts.types[currentType].assignedNames.append(name) }
    }

    // MARK: Names, static accesses and self

    private mutating func visitReference(_ node: PlacedNode) {
        let index = path.count - 1
        let baseName = node.raw.cast(RawDeclReferenceExprSyntax.self).baseName
        switch baseName.tokenKind {
        case .keyword where baseName.tokenText == "self":
            markSelfUse()
        case .identifier:
            if baseName.isCapitalised {
                if !namesNestedType(at: index) { addReference(baseName, node) }
            } else if isReachedThrough(index) {
                addReachedName(baseName, node)
            }
        default:
            addReference(baseName, node)
        }
    }

    /// Whether the name at `index` in the path is reached through: the base of a member access
    /// or a subscript (`storage?.object(…)`, `keychain["token"]`).
    private func isReachedThrough(_ index: Int) -> Bool {
        var current = index
        while let parent = ancestor(of: current), parent.kind == .optionalChainingExpr || parent.kind == .forceUnwrapExpr {
            current -= 1
        }
        let node = path[current].raw
        if let member = ancestor(of: current)?.as(RawMemberAccessExprSyntax.self) { return node.isSame(as: member.base) }
        if let subscriptCall = ancestor(of: current)?.as(RawSubscriptCallExprSyntax.self) {
            return node.isSame(as: subscriptCall.calledExpression)
        }
        return false
    }

    /// Whether `name` is a parameter or local of a function, closure or block around the node
    /// being visited (`func save(storage: Storage) { storage.write() }`), which hides a global of
    /// that name. Scopes are read as a whole: a local declared after the use still counts.
    private mutating func isDeclaredLocally(_ name: SyntaxText) -> Bool {
        for index in localScopes.indices.reversed() {
            switch localScopes[index] {
            case .typeBody: return false
            case .names(let names): if names.contains(name) { return true }
            case .block(_, let names?): if names.contains(name) { return true }
            case .block(let block, nil):
                let names = block.elements(RawCodeBlockItemSyntax.self).flatMap { Self.declaredNames($0.item) }
                localScopes[index] = .block(block, names: names)
                if names.contains(name) { return true }
            }
        }
        return false
    }

    private static func names(of parameters: RawFunctionParameterListSyntax) -> [SyntaxText] {
        parameters.elements(RawFunctionParameterSyntax.self).map { ($0.secondName ?? $0.firstName).tokenText }
    }

    /// What a statement of a block declares: `let name = …` or `guard let name …`.
    private static func declaredNames(_ item: RawSyntax) -> [SyntaxText] {
        if let variable = item.as(RawVariableDeclSyntax.self) {
            return variable.bindings.elements(RawPatternBindingSyntax.self)
                .compactMap { $0.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.tokenText }
        }
        if let guardStatement = item.as(RawGuardStmtSyntax.self) { return boundNames(guardStatement.conditions) }
        return []
    }

    private static func boundNames(_ conditions: RawConditionElementListSyntax) -> [SyntaxText] {
        conditions.elements(RawConditionElementSyntax.self).compactMap { element in
            guard let binding = element.condition.as(RawOptionalBindingConditionSyntax.self) else { return nil }
            return binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.tokenText
        }
    }

    /// Records a name reached through, unless it is a local or already recorded on its line.
    private mutating func addReachedName(_ name: RawTokenSyntax, _ node: PlacedNode) {
        let start = position(node)
        guard !scratch[currentType].reachedNames.contains(name.tokenText, line: start.line),
            !isDeclaredLocally(name.tokenText)
        else { return }
        _ = scratch[currentType].reachedNames.insert(name.tokenText, line: start.line)
        facts.types[currentType].reachedNames.append(NameFact(name: name.text, position: start))
    }

    /// Records `Type.member` (a static property, call, singleton or enum case) unless it is a
    /// parameter's default value, which is injection, not a dependency reached from inside.
    private mutating func recordStaticAccess(_ access: RawMemberAccessExprSyntax, _ node: PlacedNode) {
        guard let base = access.base?.as(RawDeclReferenceExprSyntax.self)?.baseName, base.tokenKind == .identifier,
            access.declName.argumentNames == nil
        else { return }
        let memberToken = access.declName.baseName
        guard memberToken.tokenKind == .identifier || memberToken.isKeyword("default"), base.isCapitalised else { return }
        let member = memberToken.unquotedText
        guard !Self.isCapitalised(member) else { return }
        let start = position(node)
        let index = path.count - 1
        guard scratch[currentType].staticAccesses.insert(base.tokenText, member: member, line: start.line),
            !isInParameterDefault(index)
        else { return }
        facts.types[currentType].staticAccesses.append(
            StaticAccessFact(
                typeName: base.text, member: String(syntaxText: member), use: use(ofAccessAt: index), position: start))
    }

    /// How the member access at `index` in the path is used: called, reached through, or read.
    private func use(ofAccessAt index: Int) -> StaticAccessFact.Use {
        var child = index
        while let wrapper = ancestor(of: child), wrapper.kind == .optionalChainingExpr || wrapper.kind == .forceUnwrapExpr {
            child -= 1
        }
        let node = path[child].raw
        if let call = ancestor(of: child)?.as(RawFunctionCallExprSyntax.self), node.isSame(as: call.calledExpression) { return .call }
        if let access = ancestor(of: child)?.as(RawMemberAccessExprSyntax.self), node.isSame(as: access.base) { return .receiver }
        return .value
    }

    /// Whether the type name at `index` in the path only qualifies a type nested in it
    /// (`-> RobotsPresenter.RobotModel`, `InstrumentsPresenter.Callback.self`): the nested type is
    /// named, not the one around it. A call (`ForgotPasswordRouter.ForgotPasswordModule(view: self)`)
    /// may be a static method's, so it still names the type it is made on.
    private func namesNestedType(at index: Int) -> Bool {
        guard let parent = ancestor(of: index) else { return false }
        if let member = parent.as(RawMemberTypeSyntax.self) {
            return member.baseType.raw.isSame(as: path[index].raw) && member.name.isCapitalised
        }
        if let access = parent.as(RawMemberAccessExprSyntax.self), let base = access.base {
            let isCalled =
                ancestor(of: index, 2)?.as(RawFunctionCallExprSyntax.self).map { $0.calledExpression.raw.isSame(as: parent) } == true
            return !isCalled && base.raw.isSame(as: path[index].raw) && access.declName.baseName.isCapitalised
        }
        return false
    }

    private mutating func addReference(_ name: RawTokenSyntax, _ node: PlacedNode) {
        guard name.isCapitalised else { return }
        let start = position(node)
        guard scratch[currentType].references.insert(name.tokenText, line: start.line) else { return }
        facts.types[currentType].references.append(
            ReferenceFact(name: name.text, position: start, typeArgumentOf: typeArgumentOwner))
    }

    /// Walks a generic type's arguments, remembering the outermost generic type they belong to.
    private mutating func walkTypeArguments(of node: PlacedNode, named name: RawTokenSyntax) {
        let outer = typeArgumentOwner
        if outer == nil { typeArgumentOwner = NameFact(name: name.text, position: position(node)) }
        walkChildren(of: node)
        typeArgumentOwner = outer
    }

    private mutating func markSelfUse() {
        guard functions.last?.isStatic != true else { return }
        var index = closures.count - 1
        while index >= 0, !closures[index].capturesSelfWeakly {
            closures[index].usesSelf = true
            index -= 1
        }
    }

    // MARK: Closures

    private mutating func visitClosure(_ node: PlacedNode) {
        let closure = node.raw.cast(RawClosureExprSyntax.self)
        var weakly = false
        var explicitly = false
        if let captures = closure.signature?.capture?.items {
            for capture in captures.elements(RawClosureCaptureSyntax.self) {
                guard capture.name.isKeyword("self") || capture.initializer?.value.isSelf == true else { continue }
                let specifier = capture.specifier?.specifier
                if specifier?.isKeyword("weak") == true || specifier?.isKeyword("unowned") == true {
                    weakly = true
                } else {
                    explicitly = true
                }
            }
        }
        var fact = ClosureFact(
            callee: nil, label: nil, callBase: nil, isAssigned: false, isTrailing: false,
            hasReceiver: false, capturesSelfExplicitly: explicitly, feedsSubscription: false,
            position: position(node))
        describeContext(ofClosureAt: path.count - 1, into: &fact)
        closures.append(ClosureFrame(capturesSelfWeakly: weakly, usesSelf: explicitly, fact: fact))
        var parameters: [SyntaxText] = []
        let parameterClause = closure.signature?.parameterClause
        if let names = parameterClause?.as(RawClosureShorthandParameterListSyntax.self) {
            parameters = names.elements(RawClosureShorthandParameterSyntax.self).map { $0.name.tokenText }
        } else if let clause = parameterClause?.as(RawClosureParameterClauseSyntax.self) {
            parameters = clause.parameters.elements(RawClosureParameterSyntax.self).map { ($0.secondName ?? $0.firstName).tokenText }
        }
        withScope(.names(parameters), in: node)

        guard let frame = closures.popLast() else { return }
        let insideWeakCapture = closures.contains { $0.capturesSelfWeakly }
        if frame.usesSelf, !frame.capturesSelfWeakly, !insideWeakCapture {
            facts.types[currentType].selfCapturingClosures.append(frame.fact)
        }
    }

    private func describeContext(ofClosureAt index: Int, into fact: inout ClosureFact) {
        guard let parent = ancestor(of: index) else { return }
        let closure = path[index].raw
        var callIndex: Int?
        if let direct = parent.as(RawFunctionCallExprSyntax.self), closure.isSame(as: direct.trailingClosure) {
            callIndex = index - 1
            fact.isTrailing = true
        } else if let argument = parent.as(RawLabeledExprSyntax.self) {
            if ancestor(of: index, 3)?.kind == .functionCallExpr { callIndex = index - 3 }
            fact.label = argument.label?.text
        } else if let trailing = parent.as(RawMultipleTrailingClosureElementSyntax.self) {
            if ancestor(of: index, 3)?.kind == .functionCallExpr { callIndex = index - 3 }
            fact.label = trailing.label.text
            fact.isTrailing = true
        } else if parent.kind == .exprList, Self.isAssignedValue(closure, in: parent) {
            fact.isAssigned = true
        }
        guard let callIndex else { return }
        let call = path[callIndex].raw.cast(RawFunctionCallExprSyntax.self)
        fact.feedsSubscription = feedsSubscription(callAt: callIndex)
        if let constructed = Self.constructedTypeName(call) {
            fact.callee = constructed
            if isKeptInProperty(callAt: callIndex) { fact.isAssigned = true }
        } else if let reference = call.calledExpression.as(RawDeclReferenceExprSyntax.self) {
            fact.callee = reference.baseName.text
        } else if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self) {
            fact.callee = member.declName.baseName.text
            fact.callBase = member.base?.objectName
            fact.hasReceiver = member.base != nil
        }
    }

    /// Whether `value` is what a three-element sequence `target = value` assigns.
    private static func isAssignedValue(_ value: RawSyntax, in list: RawSyntax) -> Bool {
        let slots = list.slots
        guard slots.count == 3, value.isSame(as: slots[2]) else { return false }
        return slots[1]?.kind == .assignmentExpr
    }

    /// Members that end a reactive pipeline in a subscription (RxSwift, Combine, ReactiveSwift).
    private static let subscriptionMembers: Set<String> = [
        "subscribe", "bind", "drive", "emit", "disposed", "addDisposableTo", "sink", "store", "assign", "observeValues", "startWithValues",
    ]

    /// Whether the call at `index` in the path is a step of a chain that goes on to subscribe:
    /// `.map { }.bind(to:)`.
    private func feedsSubscription(callAt index: Int) -> Bool {
        var current = index
        while let parent = ancestor(of: current) {
            let node = path[current].raw
            if let member = parent.as(RawMemberAccessExprSyntax.self), node.isSame(as: member.base) {
                if Self.subscriptionMembers.contains(member.declName.baseName.text) { return true }
            } else if let next = parent.as(RawFunctionCallExprSyntax.self), node.isSame(as: next.calledExpression) {
                // `.bind(to: …)`: the chain goes on.
            } else if !(parent.kind == .optionalChainingExpr || parent.kind == .forceUnwrapExpr) {
                return false
            }
            current -= 1
        }
        return false
    }

    /// Whether a value constructed by the call at `index` in the path is kept in a property of
    /// the type: the initial value of a (lazy) property, directly or as what an immediately
    /// called closure returns (`lazy var load = { Action { … } }()`), or assigned to `self.name`.
    private func isKeptInProperty(callAt index: Int) -> Bool {
        var value = index
        if ancestor(of: value)?.kind == .returnStmt { value -= 1 }
        if ancestor(of: value)?.kind == .codeBlockItem, let list = ancestor(of: value, 2), list.kind == .codeBlockItemList,
            list.slots.count == 1, let body = ancestor(of: value, 3), body.kind == .closureExpr,
            let invocation = ancestor(of: value, 4)?.as(RawFunctionCallExprSyntax.self),
            body.isSame(as: invocation.calledExpression)
        {
            value -= 4
        }
        if ancestor(of: value)?.kind == .initializerClause, ancestor(of: value, 4)?.kind == .variableDecl,
            ancestor(of: value, 5)?.kind == .memberBlockItem
        {
            return true
        }
        guard let list = ancestor(of: value), list.kind == .exprList, Self.isAssignedValue(path[value].raw, in: list),
            let target = list.slots[0]?.as(RawMemberAccessExprSyntax.self)
        else { return false }
        return target.base?.isSelf == true
    }
}
