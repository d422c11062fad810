/// Writes a Swift file with a spy class for each protocol in a ``ContractSet``.
///
/// ```swift
/// let contracts = ContractReader.read(try SwiftSource.load(["Sources/App/Login"], relativeTo: root))
/// let options = SpyOptions(version: "0.1.0", command: "viper mocks Sources/App/Login", testableImports: ["App"])
/// let spies = try SpyGenerator(options: options).generate(from: contracts)
/// print(spies.text)          // LoginUseCaseSpy, LoginRoutingSpy, …
/// print(spies.skipped)       // protocols no spy could be written for, with the reason
/// ```
///
/// Every spy records each call in a VIPERTesting `Recorder` (`loginCalls`), returns stubbed
/// values (`loginReturnValue`) and throws stubbed errors (`loginError`); see docs/mocks.md.
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
    ///   one they do not declare.
    public func generate(from contracts: ContractSet) throws(MocksError) -> GeneratedSpies {
        guard !contracts.protocols.isEmpty else {
            throw .noProtocols(paths: contracts.paths)
        }
        let selected: [ProtocolModel]
        if options.protocolNames.isEmpty {
            selected = contracts.protocols
        } else {
            selected = try options.protocolNames.map { name throws(MocksError) in
                guard let model = contracts.protocol(named: name) else {
                    throw .unknownProtocol(name, available: contracts.protocols.map(\.name))
                }
                return model
            }
        }

        let resolver = ProtocolResolver(contracts: contracts)
        var resolved: [ResolvedProtocol] = []
        var skipped: [UnmockableProtocol] = []
        for model in selected {
            switch resolver.resolve(model) {
            case .success(let spy): resolved.append(spy)
            case .failure(let reason): skipped.append(reason)
            }
        }

        var header = SourceLines()
        header.add("\(GeneratedSpies.headerPrefix) \(options.version). Do not edit; run `\(options.command)` to update.")
        header.add("")
        var imports = Set(contracts.imports).union(["VIPERTesting"]).subtracting(options.testableImports)
        if resolved.contains(where: { $0.globalActor == nil }) { imports.insert("Foundation") }
        for module in imports.sorted() { header.add("import \(module)") }
        for module in options.testableImports { header.add("@testable import \(module)") }

        var lines = SourceLines()
        for (index, spy) in resolved.enumerated() {
            if index > 0 { lines.add("") }
            let aliases = Dictionary(spy.typeAliases.map { ($0.name, $0.type.shape) }, uniquingKeysWith: { first, _ in first })
            let facts = TypeFacts(
                declaredEquatable: contracts.equatableTypes, aliases: aliases, functionAliases: contracts.functionTypeAliases)
            SpyWriter(spy: spy, facts: facts, namesSourceLocation: options.namesSourceLocations).write(into: &lines)
        }
        if !skipped.isEmpty {
            if !resolved.isEmpty { lines.add("") }
            for reason in skipped { lines.add("// No spy: \(reason)") }
        }
        let declarations = lines.lines.isEmpty ? "" : lines.text
        return GeneratedSpies(
            text: header.text + (declarations.isEmpty ? "" : "\n" + declarations),
            declarations: declarations, spyNames: resolved.map(\.name), skipped: skipped
        )
    }
}
