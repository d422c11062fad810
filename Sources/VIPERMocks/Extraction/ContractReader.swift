import SwiftSyntax
import VIPERSyntax

/// Reads protocols, imports and `Equatable` types from Swift files.
///
/// ```swift
/// let contracts = ContractReader.read([LoadedSource(path: "LoginContracts.swift", text: source)])
/// contracts.protocol(named: "LoginUseCase")?.requirements
/// ```
public enum ContractReader {
    /// Reads every file; files with syntax errors are read as far as the parser recovered, and
    /// their errors are kept in ``ContractSet/syntaxErrors``. Each file is parsed within
    /// `limits` on a worker thread, one at a time, the time limit included; a file past a limit
    /// is kept there too, with the reason it was skipped.
    public static func read(_ sources: [LoadedSource], limits: SourceLimits = .default) -> ContractSet {
        var contracts = ContractSet(paths: sources.map(\.path), protocols: [], importsByPath: [:], equatableTypes: [], syntaxErrors: [:])
        for source in sources {
            let parsed = SourceFileParser.parse([source.text], limits: limits)[0]
            if !parsed.diagnostics.isEmpty {
                contracts.syntaxErrors[source.path] = parsed.diagnostics.map(\.description)
            }
            let collector = ContractCollector(path: source.path, tree: parsed.tree)
            collector.walk(parsed.tree)
            contracts.protocols += collector.protocols
            contracts.importsByPath[source.path] = collector.imports.sorted()
            contracts.equatableTypes.formUnion(collector.equatableTypes)
            contracts.functionTypeAliases.formUnion(collector.functionTypeAliases)
        }
        return contracts
    }
}

/// One pass over a file that collects what ``ContractReader`` returns.
private final class ContractCollector: SyntaxVisitor {
    private static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable", "Strideable"]

    let path: String
    let converter: SourceLocationConverter
    var protocols: [ProtocolModel] = []
    var imports: Set<String> = []
    var equatableTypes: Set<String> = []
    var functionTypeAliases: Set<String> = []
    private var scope: [String] = []

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteEquatable(node.name.text, node.inheritanceClause)
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        noteEquatable(node.name.text, node.inheritanceClause)
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteEquatable(node.name.text, node.inheritanceClause)
        let hasPayloads = node.memberBlock.members.contains { member in
            member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } ?? false
        }
        if !hasPayloads { equatableTypes.insert(node.name.text) }
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        noteEquatable(name.split(separator: ".").last.map(String.init) ?? name, node.inheritanceClause)
        scope.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if TypeReader.shape(node.initializer.value) == .function { functionTypeAliases.insert(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(model(of: node))
        return .skipChildren
    }

    private func noteEquatable(_ name: String, _ clause: InheritanceClauseSyntax?) {
        let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains(where: { Self.equatableProtocols.contains(Self.lastComponent($0)) }) {
            equatableTypes.insert(name)
        }
    }

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private func model(of node: ProtocolDeclSyntax) -> ProtocolModel {
        let attributes = RequirementReader.attributes(node.attributes)
        let globalActor = attributes.lazy
            .map { String($0.dropFirst()) }
            .first { $0.hasSuffix("Actor") && !$0.contains("(") }

        var inherited: [String] = []
        var inheritedArguments: [String: [String]] = [:]
        for entry in node.inheritanceClause?.inheritedTypes ?? [] {
            for type in Self.components(of: entry.type) {
                if let identifier = type.as(IdentifierTypeSyntax.self) {
                    inherited.append(identifier.name.text)
                    if let clause = identifier.genericArgumentClause {
                        inheritedArguments[identifier.name.text] = clause.arguments.map { $0.argument.trimmedDescription }
                    }
                } else if type.is(ClassRestrictionTypeSyntax.self) {
                    inherited.append("AnyObject")
                } else {
                    inherited.append(type.trimmedDescription)
                }
            }
        }

        var sameTypeConstraints: [String: String] = [:]
        for requirement in node.genericWhereClause?.requirements ?? [] {
            guard case .sameTypeRequirement(let sameType) = requirement.requirement else { continue }
            var left = sameType.leftType.trimmedDescription
            if left.hasPrefix("Self.") { left.removeFirst(5) }
            sameTypeConstraints[left] = sameType.rightType.trimmedDescription
        }

        var associatedTypes: [AssociatedTypeModel] = []
        var requirements: [RequirementModel] = []
        var unsupported: [String] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                requirements.append(.method(RequirementReader.method(function)))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                requirements += RequirementReader.properties(variable).map(RequirementModel.property)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                requirements.append(.initializer(RequirementReader.initializer(initializer)))
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                associatedTypes.append(AssociatedTypeModel(
                    name: associated.name.text, defaultType: associated.initializer?.value.trimmedDescription
                ))
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                unsupported.append("subscript\(subscriptDecl.parameterClause.trimmedDescription)")
            }
        }

        return ProtocolModel(
            name: (scope + [node.name.text]).joined(separator: "."),
            path: path,
            line: node.name.startLocation(converter: converter).line,
            globalActor: globalActor,
            isFilePrivate: RequirementReader.has(node.modifiers, ["private", "fileprivate"]),
            inherited: inherited,
            inheritedArguments: inheritedArguments,
            sameTypeConstraints: sameTypeConstraints,
            associatedTypes: associatedTypes,
            primaryAssociatedTypes: node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? [],
            requirements: requirements,
            unsupportedRequirements: unsupported
        )
    }

    /// `A & B` split into `A` and `B`; any other type alone.
    private static func components(of type: TypeSyntax) -> [TypeSyntax] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map(\.type)
        }
        return [type]
    }
}
