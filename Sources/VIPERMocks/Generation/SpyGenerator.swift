import VIPERSyntax

/// Writes a Swift file with a spy class for each protocol in a ``ContractSet``.
///
/// ```swift
/// let contracts = ContractReader.read(try SourceLoader.load(["Sources/App/Login"], relativeTo: root.path).sources)
/// let spies = try SpyGenerator(options: SpyOptions(testableImports: ["App"])).generate(from: contracts)
/// print(spies.text)          // LoginPresentationSpy, LoginRoutingSpy, LoginUseCaseSpy, …
/// print(spies.skipped)       // protocols no spy could be written for, with the reason
/// ```
///
/// Every spy records each call in a VIPERTesting `Recorder` (`loginCalls`), returns stubbed
/// values (`loginReturnValue`) and throws stubbed errors (`loginError`); see docs/mocks.md.
///
/// The text depends only on the selected protocols' declarations (and the declarations they
/// use: parents, `Equatable` types, closure type aliases) and on the options: spies are sorted
/// by protocol name, the imports are those of the files that declare them, and nothing names
/// a path, a line, the command line or the tool's version.
public struct SpyGenerator: Sendable {
    /// How the file is written.
    public let options: SpyOptions

    /// A generator with `options`.
    public init(options: SpyOptions) {
        self.options = options
    }

    /// The spy file for `contracts`.
    ///
    /// - Throws: ``MocksError/noProtocols(paths:)`` when the files declare no protocol,
    ///   ``MocksError/unknownProtocol(_:available:)`` when ``SpyOptions/protocolNames`` names
    ///   one they do not declare, ``MocksError/unknownModule(_:available:)`` when
    ///   ``SpyOptions/modules`` names a module without contracts in them.
    public func generate(from contracts: ContractSet) throws(MocksError) -> GeneratedSpies {
        guard !contracts.protocols.isEmpty else {
            throw .noProtocols(paths: contracts.paths)
        }
        let selected = try select(from: contracts)
        let resolver = ProtocolResolver(contracts: contracts)
        var resolved: [ResolvedProtocol] = []
        var skipped: [UnmockableProtocol] = []
        let counts = Dictionary(grouping: selected, by: \.name).mapValues(\.count)
        // Each protocol is resolved on its own, so on every core.
        let resolutions = ParallelWork.map(selected.count) { index -> Result<ResolvedProtocol, UnmockableProtocol> in
            let model = selected[index]
            let namesakes = counts[model.name, default: 0]
            guard namesakes <= 1 else {
                return .failure(
                    UnmockableProtocol(
                        protocolName: model.name, path: model.path, line: model.line,
                        reason: "\(namesakes) protocols in the scanned files have this name, so the spy would not "
                            + "know which to conform to. Pass the files of one of them, or rename one."))
            }
            return resolver.resolve(model)
        }
        for resolution in resolutions {
            switch resolution {
            case .success(let spy): resolved.append(spy)
            case .failure(let reason): skipped.append(reason)
            }
        }
        resolved.sort { $0.name < $1.name }
        skipped.sort { ($0.protocolName, $0.path, $0.line) < ($1.protocolName, $1.path, $1.line) }

        var header = SourceLines()
        header.add(GeneratedSpies.header)
        header.add("")
        let declaringFiles = resolved.reduce(into: Set<String>()) { $0.formUnion($1.paths) }
        var imports = Set(declaringFiles.flatMap { contracts.importsByPath[$0] ?? [] })
            .union(["VIPERTesting"]).subtracting(options.testableImports)
        if resolved.contains(where: { $0.globalActor == nil }) { imports.insert("Foundation") }
        for module in imports.sorted() { header.add("import \(module)") }
        let conditionalImports = Set(declaringFiles.flatMap { contracts.conditionalImportsByPath[$0] ?? [] })
            .filter { !imports.contains($0.module) && !options.testableImports.contains($0.module) }
        for conditional in conditionalImports.sorted() {
            header.add("#if \(conditional.condition)")
            header.add("import \(conditional.module)")
            header.add("#endif")
        }
        for module in options.testableImports { header.add("@testable import \(module)") }

        let equatableTypes = contracts.equatableTypes
        let functionTypeAliases = contracts.functionTypeAliases
        let spiesToWrite = resolved
        let spies = ParallelWork.map(spiesToWrite.count) { index -> String in
            let spy = spiesToWrite[index]
            let aliases = Dictionary(spy.typeAliases.map { ($0.name, $0.type.shape) }, uniquingKeysWith: { first, _ in first })
            var facts = TypeFacts(declaredEquatable: equatableTypes, aliases: aliases, functionAliases: functionTypeAliases)
            facts.equatableGenerics = Set(
                spy.genericParameters.filter { parameter in
                    parameter.constraints.contains { TypeFacts.equatableConstraints.contains($0) }
                }.map(\.name))
            var lines = SourceLines()
            SpyWriter(spy: spy, facts: facts).write(into: &lines)
            return lines.text
        }
        var declarations = spies.joined(separator: "\n")
        if !skipped.isEmpty {
            var lines = SourceLines()
            for reason in skipped { lines.add("// No spy for '\(reason.protocolName)': \(reason.reason)") }
            declarations += (resolved.isEmpty ? "" : "\n") + lines.text
        }
        return GeneratedSpies(
            text: header.text + (declarations.isEmpty ? "" : "\n" + declarations), spyNames: resolved.map(\.name), skipped: skipped
        )
    }

    /// The protocols ``SpyOptions`` asks for, each declaration once, in file and source order.
    private func select(from contracts: ContractSet) throws(MocksError) -> [ProtocolModel] {
        guard !options.protocolNames.isEmpty || !options.modules.isEmpty else { return contracts.protocols }
        var wanted: Set<Int> = []
        for name in options.protocolNames {
            let matches = contracts.protocols.indices.filter { contracts.protocols[$0].name == name }
            guard !matches.isEmpty else { throw .unknownProtocol(name, available: contracts.protocols.map(\.name)) }
            wanted.formUnion(matches)
        }
        let owners = contracts.protocols.map { options.vocabulary.contractRole(ofProtocol: $0.name)?.module }
        for module in options.modules {
            let matches = owners.indices.filter { owners[$0] == module }
            guard !matches.isEmpty else { throw .unknownModule(module, available: Set(owners.compactMap { $0 }).sorted()) }
            wanted.formUnion(matches)
        }
        return wanted.sorted().map { contracts.protocols[$0] }
    }
}
