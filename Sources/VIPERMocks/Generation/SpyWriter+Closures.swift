extension SpyWriter {
    /// Declares the handler that receives a method's non-escaping closures during each call, so
    /// a test can call them before the method returns; returns the statement that calls it, or
    /// nil when the method takes none.
    ///
    /// Such closures cannot be recorded: they must not outlive the call. The handler throws
    /// when the method throws untyped errors, so a test can let a closure's error through; a
    /// closure whose type names the method's generic parameters cannot be handed to a stored
    /// handler and is only noted.
    func writeClosureHandler(
        _ parameters: [ParameterModel], stem: String, selector: String, isStatic: Bool, generics: Set<String>,
        throwsClause: ThrowsClause
    ) -> String? {
        let closures = parameters.filter(facts.isNonEscapingClosure)
        guard !closures.isEmpty else { return nil }
        if let generic = closures.first(where: { $0.type.mentions(generics) }) {
            members.add("// Not recorded: \(generic.name) (a non-escaping closure of a generic type cannot be handed on).")
            return nil
        }
        let name = "\(stem)Handler"
        let throwing = throwsClause == .untyped ? " throws" : ""
        let types = closures.map { concrete($0.type.text) }.joined(separator: ", ")
        let names = closures.map { SwiftNames.escaped($0.name) }
        writeStub(
            name, type: "((\(types))\(throwing) -> Void)?", initial: "nil", isStatic: isStatic,
            comment: "When set, called during each `\(selector)` call with its non-escaping closures "
                + "(\(names.joined(separator: ", "))), which it may call; they cannot be recorded.")
        return "if let handler = \(name) { \(throwing.isEmpty ? "" : "try ")handler(\(names.joined(separator: ", "))) }"
    }
}
