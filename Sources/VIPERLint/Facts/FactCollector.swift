import SwiftSyntax

/// The single pass over a file's tree that gathers every fact the rules consume.
final class FactCollector: SyntaxVisitor {
    /// A name on a line: references and static accesses are recorded once per line.
    private struct NameOnLine: Hashable {
        var name: String
        var line: Int
    }

    private struct TypeScratch {
        var references: Set<NameOnLine> = []
        var constructions: Set<String> = []
        var staticAccesses: Set<NameOnLine> = []
        var assignedNames: Set<String> = []
        var reachedNames: Set<NameOnLine> = []
    }

    private struct ClosureFrame {
        var capturesSelfWeakly: Bool
        var usesSelf: Bool
        var fact: ClosureFact
    }

    /// A scope around the node being visited, for telling a local name from a global one.
    private enum LocalScope {
        /// Parameters, or what a condition list or loop declares.
        case names([String])
        /// A block, whose declarations are read when a name is first looked up inside it.
        case block(CodeBlockItemListSyntax, names: [String]?)
        /// A type's member block: no local of the code around the type is visible inside.
        case typeBody
    }

    private struct FunctionFrame {
        /// A `static` or `class` function, where `self` is the type, whose capture is harmless.
        var isStatic = false
        var startLine = 1
        var constructions: [ConstructionFact] = []
        var wirings: [WiringFact] = []
    }

    private let lines: LineTable
    private(set) var facts: FileFacts
    private var scratch: [TypeScratch] = [TypeScratch()]
    private var typeStack: [Int] = [0]
    private var closures: [ClosureFrame] = []
    private var functions: [FunctionFrame] = [FunctionFrame()]
    /// The scopes around the node being visited, innermost last. Each scope's names are read
    /// once (when the walk enters it; a block's when a name is first looked up in it), instead
    /// of once per name used inside it.
    private var localScopes: [LocalScope] = []

    /// Prepares to collect facts for the file at `path` whose lines are indexed by `lines`.
    init(path: String, lines: LineTable) {
        self.lines = lines
        self.facts = FileFacts(path: path)
        facts.types = [TypeFact(name: "", kind: .fileScope, position: SourcePosition(line: 1, column: 1))]
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks the tree and returns the facts.
    func collect(_ tree: SourceFileSyntax) -> FileFacts {
        walk(tree)
        if let topLevel = functions.popLast() { emitAssembly(topLevel, endLine: endLine(of: tree)) }
        return facts
    }

    // MARK: Positions and helpers

    private func position(_ node: some SyntaxProtocol) -> SourcePosition {
        lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func endLine(of node: some SyntaxProtocol) -> Int {
        lines.position(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
    }

    static func isCapitalised(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private var currentType: Int { typeStack[typeStack.count - 1] }

    // MARK: Types

    private func pushType(name: String, kind: TypeKind, inheritance: InheritanceClauseSyntax?, at node: some SyntaxProtocol) {
        var fact = TypeFact(name: name, kind: kind, position: position(node))
        if let inheritance {
            fact.inherited = inheritance.inheritedTypes.map { Self.inheritedName($0.type) }
        }
        facts.types.append(fact)
        scratch.append(TypeScratch())
        typeStack.append(facts.types.count - 1)
    }

    private static func inheritedName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if type.is(ClassRestrictionTypeSyntax.self) { return "class" }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, kind: .class, inheritance: node.inheritanceClause, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, kind: .struct, inheritance: node.inheritanceClause, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, kind: .enum, inheritance: node.inheritanceClause, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, kind: .actor, inheritance: node.inheritanceClause, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, kind: .protocol, inheritance: node.inheritanceClause, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? node.extendedType.trimmedDescription
        pushType(name: name, kind: .extension, inheritance: node.inheritanceClause, at: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            facts.imports.append(ImportFact(module: module, position: position(node.importKeyword)))
        }
        return .skipChildren
    }

    // MARK: Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true && currentType != 0
        let isGlobal = currentType == 0 && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard isMember || isGlobal else { return .visitChildren }
        // A property's initial value (`lazy var x = { … }()`) is a body of its own, not part
        // of whatever the file scope builds.
        functions.append(FunctionFrame(startLine: position(node).line))
        var ownership = Ownership.strong
        var isStatic = false
        for modifier in node.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.weak): ownership = .weak
            case .keyword(.unowned): ownership = .unowned
            case .keyword(.static), .keyword(.class): isStatic = true
            default: break
            }
        }
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let name = identifier.identifier?.name ?? identifier.text
            let (writtenType, isGeneric) = binding.typeAnnotation.map { Self.baseTypeName($0.type) } ?? (nil, false)
            let value = binding.initializer.map { Self.unwrappingTry($0.value) }
            let constructed = value.flatMap { $0.as(FunctionCallExprSyntax.self) }.flatMap(Self.constructedTypeName)
            // A global's type may only show in a factory call: `let db = Firestore.firestore()`.
            let produced = isGlobal ? value.flatMap { $0.as(FunctionCallExprSyntax.self) }.flatMap(Self.staticCallTypeName) : nil
            facts.types[currentType].properties.append(PropertyFact(
                name: name, typeName: writtenType ?? constructed ?? produced, typeIsGeneric: isGeneric,
                ownership: ownership, isStatic: isStatic, isComputed: Self.isComputed(binding.accessorBlock),
                isOwnedInPlace: constructed != nil, position: position(binding.pattern)))
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true && typeStack.count > 1
        let isGlobal = typeStack.count == 1 && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isMember || isGlobal { popFunction(node) }
    }

    /// The expression under `try`, `try?`, `try!` and `await`.
    private static func unwrappingTry(_ expression: ExprSyntax) -> ExprSyntax {
        if let tried = expression.as(TryExprSyntax.self) { return unwrappingTry(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrappingTry(awaited.expression) }
        return expression
    }

    /// The type a static factory call is made on: `Firestore` in `Firestore.firestore()`.
    private static func staticCallTypeName(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, isCapitalised(base) else { return nil }
        return base
    }

    private static func isComputed(_ accessors: AccessorBlockSyntax?) -> Bool {
        guard let accessors else { return false }
        guard case .accessors(let list) = accessors.accessors else { return true }
        return list.contains {
            $0.accessorSpecifier.tokenKind != .keyword(.willSet) && $0.accessorSpecifier.tokenKind != .keyword(.didSet)
        }
    }

    /// The written base type: optionals, `any`, `some` and attributes removed.
    private static func baseTypeName(_ type: TypeSyntax) -> (String?, Bool) {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return baseTypeName(existential.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return baseTypeName(only.type)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return (identifier.name.text, identifier.genericArgumentClause != nil)
        }
        if let member = type.as(MemberTypeSyntax.self) { return (member.name.text, member.genericArgumentClause != nil) }
        return (nil, false)
    }

    /// The type an initializer call constructs: `Foo` in `Foo(…)` and `Foo.init(…)`.
    static func constructedTypeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return isCapitalised(name) ? name : nil
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text
        }
        return nil
    }

    // MARK: Functions (assembly candidates)

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        functions.append(FunctionFrame(isStatic: isStatic, startLine: position(node).line))
        localScopes.append(.names(Self.names(of: node.signature.parameterClause.parameters)))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        localScopes.removeLast()
        popFunction(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(FunctionFrame(startLine: position(node).line))
        localScopes.append(.names(Self.names(of: node.signature.parameterClause.parameters)))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        localScopes.removeLast()
        popFunction(node)
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        functions.append(FunctionFrame(startLine: position(node).line))
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { popFunction(node) }

    private func popFunction(_ node: some SyntaxProtocol) {
        if let frame = functions.popLast() { emitAssembly(frame, endLine: endLine(of: node)) }
    }

    private func emitAssembly(_ frame: FunctionFrame, endLine: Int) {
        guard frame.constructions.count >= 2 else { return }
        facts.assemblies.append(AssemblyFact(startLine: frame.startLine, endLine: endLine,
                                             constructions: frame.constructions, wirings: frame.wirings))
    }

    private static func argumentFacts(_ arguments: LabeledExprListSyntax) -> (labels: [String], names: [String]) {
        var labels: [String] = []
        var names: [String] = []
        for argument in arguments {
            if let label = argument.label { labels.append(label.text) }
            if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
            }
        }
        return (labels, names)
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        if let (name, presentsAlert) = NavigationSyntax.navigation(of: node) {
            let nameNode = member.map { Syntax($0.declName) } ?? Syntax(node.calledExpression)
            facts.types[currentType].navigationCalls.append(NavigationFact(
                name: name, receiver: member?.base?.objectName, presentsAlert: presentsAlert,
                position: position(nameNode)))
        }
        if let constructed = Self.constructedTypeName(node) {
            recordConstruction(constructed, node)
        } else if let member, let base = member.base?.objectName, !Self.isCapitalised(base) {
            let arguments = Self.argumentFacts(node.arguments)
            functions[functions.count - 1].wirings.append(WiringFact(
                base: base, member: member.declName.baseName.text, labels: arguments.labels, arguments: arguments.names))
        }
        return .visitChildren
    }

    private func recordConstruction(_ typeName: String, _ call: FunctionCallExprSyntax) {
        if !isInParameterDefault(call), scratch[currentType].constructions.insert(typeName).inserted {
            facts.types[currentType].constructions.append(NameFact(name: typeName, position: position(call)))
        }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let arguments = Self.argumentFacts(call.arguments)
        functions[functions.count - 1].constructions.append(ConstructionFact(
            variable: variable, typeName: typeName, labels: arguments.labels,
            arguments: arguments.names, position: position(call)))
    }

    private func isInParameterDefault(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionParameterSyntax.self) || ancestor.is(EnumCaseParameterSyntax.self) { return true }
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(MemberBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
                return false
            }
            current = ancestor.parent
        }
        return false
    }

    // MARK: Assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.elements
        guard elements.count == 3 else { return .visitChildren }
        var iterator = elements.makeIterator()
        guard let target = iterator.next(), let operation = iterator.next(), let value = iterator.next(),
              operation.is(AssignmentExprSyntax.self) else { return .visitChildren }
        guard let member = target.as(MemberAccessExprSyntax.self) else {
            recordAssignedName(target, value: value)
            return .visitChildren
        }
        recordAssignedName(target, value: value)
        if let navigation = NavigationSyntax.navigation(assigning: member) {
            facts.types[currentType].navigationCalls.append(NavigationFact(
                name: navigation, receiver: member.base?.objectName, presentsAlert: false,
                position: position(member.declName)))
        }
        guard let baseName = member.base?.objectName, !Self.isCapitalised(baseName) else { return .visitChildren }
        let argument = value.as(DeclReferenceExprSyntax.self)?.baseName.text
        functions[functions.count - 1].wirings.append(WiringFact(
            base: baseName, member: member.declName.baseName.text, labels: [], arguments: argument.map { [$0] } ?? []))
        return .visitChildren
    }

    /// Records `self.name = value` and `name = value` (value not `nil`) for the enclosing type.
    private func recordAssignedName(_ target: ExprSyntax, value: ExprSyntax) {
        guard !value.is(NilLiteralExprSyntax.self), currentType != 0 else { return }
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return
        }
        if scratch[currentType].assignedNames.insert(name).inserted { facts.types[currentType].assignedNames.append(name) }
    }

    // MARK: Names, static accesses and self

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        addReference(node.name.text, node)
        return node.genericArgumentClause == nil ? .skipChildren : .visitChildren
    }

    // MARK: Subtrees without facts

    // Their children are tokens only (modifiers are read where they are declared), so the walk
    // does not go into them: nearly half of a tree's nodes are tokens.

    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The member of `CommonLocalized.Alert` or `User.self` names neither a type of its own
        // nor the enclosing object.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.id == node.id { return .skipChildren }
        switch node.baseName.tokenKind {
        case .keyword(.self):
            markSelfUse()
        case .identifier(let name):
            if Self.isCapitalised(name) {
                addReference(name, node)
            } else if Self.isReachedThrough(node), !isDeclaredLocally(name) {
                addReachedName(name, node)
            }
        default:
            addReference(node.baseName.text, node)
        }
        return .skipChildren
    }

    /// Whether a name is reached through: the base of a member access or a subscript
    /// (`storage?.object(…)`, `keychain["token"]`).
    private static func isReachedThrough(_ node: DeclReferenceExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            current = parent
        }
        if let member = current.parent?.as(MemberAccessExprSyntax.self) { return member.base?.id == current.id }
        if let subscriptCall = current.parent?.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == current.id }
        return false
    }

    /// Whether `name` is a parameter or local of a function, closure or block around the node
    /// being visited (`func save(storage: Storage) { storage.write() }`), which hides a global of
    /// that name. Scopes are read as a whole: a local declared after the use still counts.
    private func isDeclaredLocally(_ name: String) -> Bool {
        for index in localScopes.indices.reversed() {
            switch localScopes[index] {
            case .typeBody: return false
            case .names(let names): if names.contains(name) { return true }
            case .block(_, let names?): if names.contains(name) { return true }
            case .block(let block, nil):
                let names = block.flatMap { Self.declaredNames($0.item) }
                localScopes[index] = .block(block, names: names)
                if names.contains(name) { return true }
            }
        }
        return false
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        localScopes.append(.typeBody)
        return .visitChildren
    }
    override func visitPost(_ node: MemberBlockSyntax) { localScopes.removeLast() }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        localScopes.append(.block(node, names: nil))
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockItemListSyntax) { localScopes.removeLast() }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        localScopes.append(.names(Self.boundNames(node.conditions)))
        return .visitChildren
    }
    override func visitPost(_ node: IfExprSyntax) { localScopes.removeLast() }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        localScopes.append(.names(Self.boundNames(node.conditions)))
        return .visitChildren
    }
    override func visitPost(_ node: WhileStmtSyntax) { localScopes.removeLast() }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        localScopes.append(.names(node.pattern.as(IdentifierPatternSyntax.self).map { [$0.identifier.text] } ?? []))
        return .visitChildren
    }
    override func visitPost(_ node: ForStmtSyntax) { localScopes.removeLast() }

    private static func names(of parameters: FunctionParameterListSyntax) -> [String] {
        parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    /// What a statement of a block declares: `let name = …` or `guard let name …`.
    private static func declaredNames(_ item: CodeBlockItemSyntax.Item) -> [String] {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) { return boundNames(guardStatement.conditions) }
        return []
    }

    private static func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.compactMap { element in
            guard case .optionalBinding(let binding) = element.condition else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }

    private func addReachedName(_ name: String, _ node: some SyntaxProtocol) {
        let start = position(node)
        guard scratch[currentType].reachedNames.insert(NameOnLine(name: name, line: start.line)).inserted else { return }
        facts.types[currentType].reachedNames.append(NameFact(name: name, position: start))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        recordStaticAccess(node)
        // The member's name after the dot adds nothing (see the DeclReferenceExprSyntax visit):
        // only the base is walked.
        guard let base = node.base else { return .visitChildren }
        walk(base)
        return .skipChildren
    }

    /// Records `Type.member` (a static property, call, singleton or enum case) unless it is a
    /// parameter's default value, which is injection, not a dependency reached from inside.
    private func recordStaticAccess(_ node: MemberAccessExprSyntax) {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), case .identifier = base.baseName.tokenKind,
              node.declName.argumentNames == nil else { return }
        let typeName = base.baseName.text
        let memberToken = node.declName.baseName
        switch memberToken.tokenKind {
        case .identifier, .keyword(.default): break
        default: return
        }
        let member = memberToken.identifier?.name ?? memberToken.text
        guard Self.isCapitalised(typeName), !Self.isCapitalised(member) else { return }
        let start = position(node)
        guard scratch[currentType].staticAccesses.insert(NameOnLine(name: typeName + "." + member, line: start.line)).inserted,
              !isInParameterDefault(node) else { return }
        facts.types[currentType].staticAccesses.append(StaticAccessFact(
            typeName: typeName, member: member, use: Self.use(of: node), position: start))
    }

    private static func use(of node: MemberAccessExprSyntax) -> StaticAccessFact.Use {
        var child = Syntax(node)
        var parent = node.parent
        while let wrapper = parent, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self) {
            child = wrapper
            parent = wrapper.parent
        }
        if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == child.id { return .call }
        if let access = parent?.as(MemberAccessExprSyntax.self), access.base?.id == child.id { return .receiver }
        return .value
    }

    private func addReference(_ name: String, _ node: some SyntaxProtocol) {
        guard Self.isCapitalised(name) else { return }
        let start = position(node)
        guard scratch[currentType].references.insert(NameOnLine(name: name, line: start.line)).inserted else { return }
        facts.types[currentType].references.append(NameFact(name: name, position: start))
    }

    private func markSelfUse() {
        guard functions.last?.isStatic != true else { return }
        var index = closures.count - 1
        while index >= 0, !closures[index].capturesSelfWeakly {
            closures[index].usesSelf = true
            index -= 1
        }
    }

    // MARK: Closures

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var weakly = false
        var explicitly = false
        for capture in node.signature?.capture?.items ?? [] {
            let capturesSelf = capture.name.tokenKind == .keyword(.self)
                || capture.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            guard capturesSelf else { continue }
            switch capture.specifier?.specifier.tokenKind {
            case .keyword(.weak), .keyword(.unowned): weakly = true
            default: explicitly = true
            }
        }
        var fact = ClosureFact(callee: nil, label: nil, callBase: nil, isAssigned: false, isTrailing: false,
                               hasReceiver: false, capturesSelfExplicitly: explicitly, feedsSubscription: false,
                               position: position(node))
        describeContext(of: node, into: &fact)
        closures.append(ClosureFrame(capturesSelfWeakly: weakly, usesSelf: explicitly, fact: fact))
        var parameters: [String] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let names): parameters = names.map(\.name.text)
        case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        localScopes.append(.names(parameters))
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        localScopes.removeLast()
        guard let frame = closures.popLast() else { return }
        let insideWeakCapture = closures.contains { $0.capturesSelfWeakly }
        if frame.usesSelf, !frame.capturesSelfWeakly, !insideWeakCapture {
            facts.types[currentType].selfCapturingClosures.append(frame.fact)
        }
    }

    private func describeContext(of closure: ClosureExprSyntax, into fact: inout ClosureFact) {
        guard let parent = closure.parent else { return }
        var call: FunctionCallExprSyntax?
        if let direct = parent.as(FunctionCallExprSyntax.self), closure.keyPathInParent == \FunctionCallExprSyntax.trailingClosure {
            call = direct
            fact.isTrailing = true
        } else if let argument = parent.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            fact.label = argument.label?.text
        } else if let trailing = parent.as(MultipleTrailingClosureElementSyntax.self) {
            call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
            fact.label = trailing.label.text
            fact.isTrailing = true
        } else if let list = parent.as(ExprListSyntax.self), list.count == 3,
                  list.last?.id == closure.id {
            fact.isAssigned = list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        }
        guard let call else { return }
        fact.feedsSubscription = Self.feedsSubscription(call)
        if Self.constructedTypeName(call) != nil, Self.isKeptInProperty(call) { fact.isAssigned = true }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            fact.callee = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            fact.callee = member.declName.baseName.text
            fact.callBase = member.base?.objectName
            fact.hasReceiver = member.base != nil
        }
    }

    /// Members that end a reactive pipeline in a subscription (RxSwift, Combine, ReactiveSwift).
    private static let subscriptionMembers: Set<String> = [
        "subscribe", "bind", "drive", "emit", "disposed", "addDisposableTo", "sink", "store", "assign",
        "observeValues", "startWithValues",
    ]

    /// Whether a call is a step of a chain that goes on to subscribe: `.map { }.bind(to:)`.
    private static func feedsSubscription(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                if subscriptionMembers.contains(member.declName.baseName.text) { return true }
            } else if let next = parent.as(FunctionCallExprSyntax.self), next.calledExpression.id == node.id {
                // `.bind(to: …)`: the chain goes on.
            } else if !(parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)) {
                return false
            }
            node = parent
        }
        return false
    }

    /// Whether a value constructed by `call` is kept in a property of the type: the initial
    /// value of a (lazy) property, directly or as what an immediately called closure returns
    /// (`lazy var load = { Action { … } }()`), or assigned to `self.name`.
    private static func isKeptInProperty(_ call: FunctionCallExprSyntax) -> Bool {
        var value = Syntax(call)
        if let returned = value.parent?.as(ReturnStmtSyntax.self) { value = Syntax(returned) }
        if let item = value.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1, let body = list.parent?.as(ClosureExprSyntax.self),
           let invocation = body.parent?.as(FunctionCallExprSyntax.self), invocation.calledExpression.id == body.id {
            value = Syntax(invocation)
        }
        if let clause = value.parent?.as(InitializerClauseSyntax.self),
           clause.parent?.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true {
            return true
        }
        guard let list = value.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == value.id,
              list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = list.first?.as(MemberAccessExprSyntax.self) else { return false }
        return target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
