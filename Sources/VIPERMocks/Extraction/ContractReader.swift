import SwiftSyntax
import VIPERSyntax

/// Reads protocols, imports and `Equatable` types from Swift files.
///
/// ```swift
/// let contracts = ContractReader.read([LoadedSource(path: "LoginContracts.swift", text: source)])
/// contracts.protocol(named: "LoginUseCase")?.requirements
/// ```
public enum ContractReader {
    /// Reads the files that can matter to a spy: those that may declare a protocol, and those
    /// that may declare a type the protocols name (whether it is `Equatable`, or a function type
    /// alias). A file with syntax errors is read as far as the parser recovered, and its errors are
    /// kept in ``ContractSet/syntaxErrors``. Files are parsed on every core, each within `limits`,
    /// the time limit included; a file past a limit is kept there too, with the reason it was
    /// skipped.
    public static func read(_ sources: [LoadedSource], limits: SourceLimits = .default) -> ContractSet {
        let collected = collectInParallel(sources, limits: limits)
        var contracts = ContractSet(paths: sources.map(\.path), protocols: [], importsByPath: [:], equatableTypes: [], syntaxErrors: [:])
        for (source, file) in zip(sources, collected) {
            if !file.diagnostics.isEmpty {
                contracts.syntaxErrors[source.path] = file.diagnostics
            }
            contracts.protocols += file.protocols
            contracts.importsByPath[source.path] = file.imports.sorted()
            let conditional = file.conditionalImports.filter { !file.imports.contains($0.module) }
            if !conditional.isEmpty { contracts.conditionalImportsByPath[source.path] = conditional.sorted() }
            contracts.equatableTypes.formUnion(file.equatableTypes)
            contracts.functionTypeAliases.formUnion(file.functionTypeAliases)
        }
        return contracts
    }

    /// What one file holds.
    private struct FileContracts: Sendable {
        var diagnostics: [String] = []
        var protocols: [ProtocolModel] = []
        var imports: Set<String> = []
        var conditionalImports: Set<ConditionalImport> = []
        var equatableTypes: Set<String> = []
        var functionTypeAliases: Set<String> = []
        /// The words of the file's protocol declarations: the names their requirements use.
        var protocolWords: Set<String> = []
    }

    /// A file after the first pass: read, or only scanned, with the names it may declare.
    private enum FirstPass: Sendable {
        case read(FileContracts)
        case scanned(declaredNames: Set<String>)
    }

    /// Parses and reads the files on every core, in two passes: first the files that may
    /// declare a protocol, then the others that may declare a name those protocols use. The
    /// results are in the order of `sources`; a file not read holds nothing. A file still
    /// parsing after the time limit is given up and named with the reason.
    private static func collectInParallel(_ sources: [LoadedSource], limits: SourceLimits) -> [FileContracts] {
        let timedOut = FileContracts(
            diagnostics: [
                SyntaxError(line: 1, column: 1, message: SourceSkipReason.timedOut(limitSeconds: limits.parseTimeLimitSeconds).message)
                    .description
            ])
        let firstPass = inParallel(Array(sources.indices), of: sources, limits: limits, timedOut: .read(timedOut)) { index -> FirstPass in
            let scan = DeclarationScan(sources[index].text)
            guard scan.mentionsProtocol else { return .scanned(declaredNames: scan.declaredNames) }
            return .read(collect(sources[index], limits: limits))
        }
        var files = firstPass.map { pass -> FileContracts in
            guard case .read(let file) = pass else { return FileContracts() }
            return file
        }
        let protocolWords = files.reduce(into: Set<String>()) { $0.formUnion($1.protocolWords) }
        let wanted = firstPass.indices.filter { index in
            guard case .scanned(let names) = firstPass[index] else { return false }
            return !names.isDisjoint(with: protocolWords)
        }
        let secondPass = inParallel(wanted, of: sources, limits: limits, timedOut: timedOut) { collect(sources[$0], limits: limits) }
        for (index, file) in zip(wanted, secondPass) { files[index] = file }
        return files
    }

    /// `body` of each index on every core, in order, no more bytes of `sources` at once than the
    /// limits allow; `timedOut` for one past the time limit.
    private static func inParallel<Outcome: Sendable>(
        _ indices: [Int], of sources: [LoadedSource], limits: SourceLimits, timedOut: Outcome,
        _ body: @escaping @Sendable (Int) -> Outcome
    ) -> [Outcome] {
        let budget = limits.parseBudget { sources[indices[$0]].text.utf8.count }
        return ParallelWork.map(indices.count, timeLimit: limits.parseTimeLimit, budget: budget) { body(indices[$0]) }.map {
            $0 ?? timedOut
        }
    }

    /// Parses `source` with its bodies blanked (see ``BodyBlanking``), or as it is when that
    /// does not parse cleanly, and reads it.
    private static func collect(_ source: LoadedSource, limits: SourceLimits) -> FileContracts {
        var parsed = SourceFileParser.parse(source: BodyBlanking.blanked(source.text) ?? source.text, limits: limits)
        if !parsed.diagnostics.isEmpty || parsed.skipped != nil { parsed = SourceFileParser.parse(source: source.text, limits: limits) }
        let collector = ContractCollector(path: source.path, tree: parsed.tree)
        collector.walk(parsed.tree)
        return FileContracts(
            diagnostics: parsed.diagnostics.map(\.description), protocols: collector.protocols, imports: collector.imports,
            conditionalImports: collector.conditionalImports, equatableTypes: collector.equatableTypes,
            functionTypeAliases: collector.functionTypeAliases, protocolWords: collector.protocolWords
        )
    }
}

/// One pass over a file that collects what ``ContractReader`` returns.
private final class ContractCollector: SyntaxVisitor {
    private static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable", "Strideable"]

    let path: String
    private let tree: SourceFileSyntax
    /// Made on the first protocol: most files declare none, and it costs a pass over the text.
    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    var protocols: [ProtocolModel] = []
    var imports: Set<String> = []
    var conditionalImports: Set<ConditionalImport> = []
    var equatableTypes: Set<String> = []
    var functionTypeAliases: Set<String> = []
    /// The identifiers of the protocol declarations, backticks removed.
    var protocolWords: Set<String> = []
    private var scope: [String] = []
    /// The conditions of the `#if` branches around the node being read, outermost first.
    private var conditions: [String] = []

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if let condition = CompilationConditions.all(conditions) {
            conditionalImports.insert(ConditionalImport(module: module, condition: condition))
        } else {
            imports.insert(module)
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for (clause, condition) in CompilationConditions.clauses(of: node) {
            guard let elements = clause.elements else { continue }
            conditions.append(condition)
            walk(elements)
            conditions.removeLast()
        }
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
        let name = node.extendedType.trimmedText
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

    // Bodies and initial values declare no protocol, Equatable type or type alias that matters.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if TypeReader.shape(node.initializer.value) == .function { functionTypeAliases.insert(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(model(of: node))
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let text): protocolWords.insert(text.hasPrefix("`") ? String(text.filter { $0 != "`" }) : text)
            default: break
            }
        }
        return .skipChildren
    }

    private func noteEquatable(_ name: String, _ clause: InheritanceClauseSyntax?) {
        let inherited = clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
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
                        inheritedArguments[identifier.name.text] = clause.arguments.map { $0.argument.trimmedText }
                    }
                } else if type.is(ClassRestrictionTypeSyntax.self) {
                    inherited.append("AnyObject")
                } else {
                    inherited.append(type.trimmedText)
                }
            }
        }

        var sameTypeConstraints: [String: String] = [:]
        var whereRequirements: [String] = []
        for requirement in node.genericWhereClause?.requirements ?? [] {
            guard case .sameTypeRequirement(let sameType) = requirement.requirement else {
                whereRequirements.append(requirement.requirement.trimmedText)
                continue
            }
            var left = sameType.leftType.trimmedText
            if left.hasPrefix("Self.") { left.removeFirst(5) }
            sameTypeConstraints[left] = sameType.rightType.trimmedText
        }

        var members = MemberReader()
        members.read(node.memberBlock.members, conditions: [])
        return ProtocolModel(
            name: (scope + [node.name.text]).joined(separator: "."),
            path: path,
            line: node.name.startLocation(converter: converter).line,
            globalActor: globalActor,
            isFilePrivate: RequirementReader.has(node.modifiers, ["private", "fileprivate"]),
            inherited: inherited,
            inheritedArguments: inheritedArguments,
            sameTypeConstraints: sameTypeConstraints,
            associatedTypes: members.associatedTypes,
            primaryAssociatedTypes: node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? [],
            requirements: members.requirements,
            whereRequirements: whereRequirements,
            condition: CompilationConditions.all(conditions)
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
