/// Writes one spy class: a recorder per requirement, stubs for what it returns or throws, and
/// storage that matches the protocol's isolation.
///
/// A spy of a global-actor protocol (`@MainActor`) is isolated to the same actor and keeps its
/// stubs in plain stored properties. A spy of an actor protocol is an actor whose stubs are
/// `nonisolated` and go through an `NSLock`, so a test sets them without `await`. Any other spy
/// is `@unchecked Sendable`: its stubs go through an `NSLock` and its recorders (VIPERTesting's
/// `Recorder`) lock themselves.
final class SpyWriter {
    static let droppedAttributes: Set<String> = ["@objc", "@optional"]

    let spy: ResolvedProtocol
    let facts: TypeFacts
    var members = SourceLines()
    private var needsLock = false
    private var needsStaticLock = false

    init(spy: ResolvedProtocol, facts: TypeFacts) {
        self.spy = spy
        self.facts = facts
    }

    private var isLocked: Bool { spy.globalActor == nil }

    /// Adds the spy class to `lines`, inside `#if` when the protocol is declared in one; call it
    /// once per writer.
    func write(into lines: inout SourceLines) {
        let stems = RecorderNaming.stems(for: spy.requirements)
        if hasInstanceRequirements {
            members.add("")
            writeStub(
                "sharedLog", type: "Recorder<String>?", initial: "nil", isStatic: false,
                comment: """
                    A log to share with other spies, to check the order of calls across them: every call \
                    of an instance requirement adds `\(spy.name).name(label:)` to it.
                    """)
        }
        for (requirement, stem) in zip(spy.requirements, stems) {
            members.add("")
            if let condition = requirement.condition { members.add("#if \(condition)") }
            switch requirement {
            case .method(let method): writeMethod(method, stem: stem)
            case .property(let property): writeProperty(property, stem: stem)
            case .initializer(let initializer): writeInitializer(initializer, stem: stem)
            case .subscript(let item): writeSubscript(item, stem: stem)
            }
            if requirement.condition != nil { members.add("#endif") }
        }
        let condition = CompilationConditions.all(spy.conditions)
        if let condition { lines.add("#if \(condition)") }
        writeClass(into: &lines)
        if condition != nil { lines.add("#endif") }
    }

    private func writeClass(into lines: inout SourceLines) {
        let model = spy.model
        lines.add("/// A spy for `\(model.name)`: records every call and returns stubbed values.")
        if let actor = spy.globalActor { lines.add("@\(actor)") }
        let conformance = isLocked && !spy.isActor ? "\(model.name), @unchecked Sendable" : model.name
        let generics =
            spy.genericParameters.isEmpty
            ? ""
            : "<"
                + spy.genericParameters.map { parameter in
                    parameter.constraints.isEmpty ? parameter.name : "\(parameter.name): \(parameter.constraints.joined(separator: " & "))"
                }.joined(separator: ", ") + ">"
        let whereClause = spy.whereRequirements.isEmpty ? "" : " where " + spy.whereRequirements.joined(separator: ", ")
        let kind = spy.isActor ? "actor" : "final class"
        lines.block("\(kind) \(spy.name)\(generics): \(conformance)\(whereClause) {") { body in
            for alias in spy.typeAliases {
                body.add("typealias \(alias.name) = \(alias.type.text)")
            }
            if isLocked, needsLock || needsStaticLock {
                body.add("// Stubs go through a lock and recorders lock themselves: safe to share across tasks.")
            }
            if needsLock { body.add("private let lock = NSLock()") }
            if needsStaticLock { body.add("private static let staticLock = NSLock()") }
            if hasInstanceRequirements {
                body.add("/// Every requirement called, in order, by Swift name (`name(label:)`).")
                body.add("let invocations = Recorder<String>()")
            }
            if hasStaticRequirements {
                body.add("/// Every static requirement called, in order, by Swift name.")
                body.add(recorderDeclaration("staticInvocations", type: "Recorder<String>", isStatic: true))
            }
            if needsPlainInitializer {
                body.add("")
                body.add("/// A spy with nothing recorded and no stub set.")
                body.add("init() {}")
            }
            for line in members.lines { body.add(line) }
        }
    }

    /// Whether tests need an `init()` the protocol's own initialisers do not provide.
    private var needsPlainInitializer: Bool {
        let initializers = spy.requirements.compactMap { requirement -> InitializerModel? in
            if case .initializer(let initializer) = requirement { return initializer }
            return nil
        }
        return !initializers.isEmpty && !initializers.contains { $0.parameters.isEmpty }
    }

    private var hasStaticRequirements: Bool {
        spy.requirements.contains(where: \.isStatic)
    }

    private var hasInstanceRequirements: Bool {
        spy.requirements.contains { !$0.isStatic }
    }

    // MARK: Methods and initialisers

    private func writeMethod(_ method: MethodModel, stem: String) {
        let selector = method.selector
        members.add("// MARK: \(method.isStatic ? "static " : "")\(selector)")
        members.add("")
        let record = writeRecorder(
            method.parameters, stem: stem, selector: selector, isStatic: method.isStatic, generics: method.genericNames)
        let handlerCall = writeClosureHandler(
            method.parameters, stem: stem, selector: selector, isStatic: method.isStatic, generics: method.genericNames,
            throwsClause: method.throwsClause)
        let errorStub = writeErrorStub(
            method.throwsClause, stem: stem, selector: selector, isStatic: method.isStatic, generics: method.genericNames)
        let returnLines = writeReturnStub(
            method.returnType, stem: stem, selector: selector, isStatic: method.isStatic, generics: method.genericNames)

        let attributes = method.attributes.filter { !Self.droppedAttributes.contains($0) }
        let modifiers =
            (method.isNonisolated ? ["nonisolated"] : []) + (method.isStatic ? ["static"] : [])
            + (method.operatorFixity.map { [$0] } ?? [])
        let prefix = (attributes + modifiers).map { $0 + " " }.joined()
        let space = method.name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? true ? "" : " "
        var signature = "\(prefix)func \(method.name)\(space)\(method.genericClause)(\(parameterList(method.parameters)))"
        signature += effects(isAsync: method.isAsync, method.throwsClause)
        if let returnType = method.returnType, !returnType.isVoid { signature += " -> \(concrete(returnType.text))" }
        if !method.whereClause.isEmpty { signature += " \(method.whereClause)" }
        members.block("\(signature) {") { body in
            for line in recordCall(selector, isStatic: method.isStatic) { body.add(line) }
            body.add(record)
            if let handlerCall { body.add(handlerCall) }
            if let errorStub { body.add(errorStub) }
            for line in returnLines { body.add(line) }
        }
    }

    private func writeInitializer(_ initializer: InitializerModel, stem: String) {
        let selector = initializer.selector
        members.add("// MARK: \(selector)")
        members.add("")
        let record = writeRecorder(initializer.parameters, stem: stem, selector: selector, isStatic: false, generics: [])
        let closures = initializer.parameters.filter(facts.isNonEscapingClosure).map(\.name)
        if !closures.isEmpty {
            members.add("// Not recorded: \(closures.joined(separator: ", ")) (non-escaping closures cannot be kept).")
        }
        let attributes = initializer.attributes.filter { !Self.droppedAttributes.contains($0) }.map { $0 + " " }.joined()
        let signature =
            "\(attributes)init\(initializer.isFailable ? "?" : "")(\(parameterList(initializer.parameters)))"
            + effects(isAsync: initializer.isAsync, initializer.throwsClause == .rethrowing ? .none : initializer.throwsClause)
        members.block("\(signature) {") { body in
            body.add("invocations.record(\"\(selector)\")")
            body.add(record)
        }
    }

    /// The statements that log a call: in the spy's invocations, and for an instance
    /// requirement in the shared log too.
    func recordCall(_ selector: String, isStatic: Bool) -> [String] {
        if isStatic { return ["staticInvocations.record(\"\(selector)\")"] }
        return ["invocations.record(\"\(selector)\")", "sharedLog?.record(\"\(spy.name).\(selector)\")"]
    }

    /// Declares the recorder (and its arguments struct) for a call; returns the statement that records one call.
    func writeRecorder(_ parameters: [ParameterModel], stem: String, selector: String, isStatic: Bool, generics: Set<String>) -> String {
        let recorded = parameters.filter { !facts.isNonEscapingClosure($0) }
        let fields = recorded.map { parameter in
            (
                name: SwiftNames.escaped(parameter.name), label: parameter.name, type: fieldType(parameter, generics: generics),
                isEquatable: fieldIsEquatable(parameter, generics: generics),
                value: SwiftNames.escaped(parameter.name) + (parameter.isAutoclosure ? "()" : "")
            )
        }
        let recorder = "\(stem)Calls"
        switch fields.count {
        case 0:
            members.add("/// Every `\(selector)` call, oldest first; `count` says how many.")
            members.add(recorderDeclaration(recorder, type: "Recorder<Void>", isStatic: isStatic))
            return "\(recorder).record(())"
        case 1:
            members.add("/// The argument of every `\(selector)` call, oldest first.")
            members.add(recorderDeclaration(recorder, type: "Recorder<\(fields[0].type)>", isStatic: isStatic))
            return "\(recorder).record(\(fields[0].value))"
        default:
            let structName = RecorderNaming.capitalized(stem) + "Arguments"
            let conformance = fields.allSatisfy(\.isEquatable) ? ": Equatable" : ""
            members.add("/// The arguments of one `\(selector)` call.")
            members.block("struct \(structName)\(conformance) {") { body in
                for field in fields { body.add("let \(field.name): \(field.type)") }
            }
            members.add("/// The arguments of every `\(selector)` call, oldest first.")
            members.add(recorderDeclaration(recorder, type: "Recorder<\(structName)>", isStatic: isStatic))
            let arguments = fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
            return "\(recorder).record(\(structName)(\(arguments)))"
        }
    }

    /// Declares the error stubs of a throwing requirement, one for every call and a sequence for
    /// the next calls; returns the statement that throws, or nil when it cannot throw one.
    func writeErrorStub(_ clause: ThrowsClause, stem: String, selector: String, isStatic: Bool, generics: Set<String>) -> String? {
        let type: String
        switch clause {
        case .none, .rethrowing: return nil
        case .untyped: type = "(any Error)?"
        case .typed(let error):
            guard !error.mentions(generics), !error.isNever else { return nil }
            type = optional(concrete(error.text), error.shape)
        }
        let name = "\(stem)Error"
        let sequence = "\(stem)Errors"
        writeStub(
            name, type: type, initial: "nil", isStatic: isStatic,
            comment: "When set, `\(selector)` throws it, once `\(sequence)` is used up.")
        writeStub(
            sequence, type: "[\(type)]", initial: "[]", isStatic: isStatic,
            comment: "What the next `\(selector)` calls throw, one per call, oldest first (`nil`: that call does not throw).")
        let next =
            isBehindLock(isStatic)
            ? "\(lockName(isStatic)).withLock({ _\(sequence).isEmpty ? _\(name) : _\(sequence).removeFirst() })"
            : "\(sequence).isEmpty ? \(name) : \(sequence).removeFirst()"
        return "if let error = \(next) { throw error }"
    }

    /// The expression that takes the first value of a stub sequence, or nil when it is empty.
    func takeFirst(of sequence: String, isStatic: Bool) -> String {
        guard isBehindLock(isStatic) else { return "\(sequence).first.map { _ in \(sequence).removeFirst() }" }
        return "\(lockName(isStatic)).withLock({ _\(sequence).first.map { _ in _\(sequence).removeFirst() } })"
    }

    private func lockName(_ isStatic: Bool) -> String { isStatic ? "staticLock" : "lock" }

    /// Whether a stub is kept in a private stored property behind the spy's lock. A generic
    /// spy's static stubs live in VIPERTesting's `GenericSpyStatics`, which locks them itself.
    private func isBehindLock(_ isStatic: Bool) -> Bool {
        isLocked && !(isStatic && keepsStaticsApart)
    }

    /// Whether static members live in `GenericSpyStatics`: Swift has no static stored
    /// properties in generic types.
    private var keepsStaticsApart: Bool { !spy.genericParameters.isEmpty }

    /// The declaration of a recorder: a constant, or for a generic spy's static one a property
    /// that reads it from `GenericSpyStatics`, one per specialisation.
    private func recorderDeclaration(_ name: String, type: String, isStatic: Bool) -> String {
        guard isStatic else { return "let \(name) = \(type)()" }
        guard keepsStaticsApart else { return "static let \(name) = \(type)()" }
        return "static var \(name): \(type) { GenericSpyStatics.value(Self.self, \"\(name)\", initial: \(type)()) }"
    }

    /// Declares the return stubs of a method, one for every call and a sequence for the next
    /// calls; returns the body lines that return them.
    func writeReturnStub(_ returnType: TypeReference?, stem: String, selector: String, isStatic: Bool, generics: Set<String>) -> [String] {
        guard let returnType, !returnType.isVoid else { return [] }
        let name = "\(stem)ReturnValue"
        let sequence = "\(stem)ReturnValues"
        let typeText = concrete(returnType.text)
        let owner = "\(spy.name).\(selector)"
        let isGeneric = returnType.mentions(generics)
        let initial = isGeneric ? nil : facts.defaultValue(returnType.shape)
        let stubType = isGeneric ? "Any?" : initial == nil ? optional(typeText, returnType.shape) : typeText
        let comment =
            isGeneric
            ? "What `\(selector)` returns once `\(sequence)` is used up; must hold a value of the type the caller asks for."
            : initial == nil
                ? "What `\(selector)` returns once `\(sequence)` is used up; set one of them before the call."
                : "What `\(selector)` returns once `\(sequence)` is used up."
        writeStub(name, type: stubType, initial: initial ?? "nil", isStatic: isStatic, comment: comment)
        writeStub(
            sequence, type: "[\(isGeneric ? "Any" : typeText)]", initial: "[]", isStatic: isStatic,
            comment: "What the next `\(selector)` calls return, one per call, oldest first; a call that throws takes none.")
        let next = "\(takeFirst(of: sequence, isStatic: isStatic)) ?? \(name)"
        if initial != nil { return ["return \(next)"] }
        let cast = isGeneric ? " as? \(typeText)" : ""
        let what = isGeneric ? "\(sequence) or \(name) to a \\(\(typeText).self)" : "\(sequence) or \(name)"
        return [
            "guard let value = (\(next))\(cast) else {",
            "    fatalError(\"\(owner): set \(what) before calling it.\")",
            "}",
            "return value",
        ]
    }

    // MARK: Properties

    private func writeProperty(_ property: PropertyModel, stem: String) {
        members.add("// MARK: \(property.isStatic ? "static " : "")\(property.name)")
        members.add("")
        let type = concrete(property.type.text)
        let initial = facts.defaultValue(property.type.shape)
        let attributes = property.attributes.filter { !Self.droppedAttributes.contains($0) }
        let prefix = (attributes + (property.isStatic ? ["static"] : [])).map { $0 + " " }.joined()
        let owner = "\(spy.name).\(property.name)"
        let hasEffects = property.isAsync || property.throwsClause != .none

        if !hasEffects, let initial {
            writeStub(
                property.name, type: type, initial: initial, isStatic: property.isStatic,
                comment: "The value the spy reports; set it in the test.", prefix: attributes)
            return
        }
        let storage = "underlying\(RecorderNaming.capitalized(stem))"
        let storageType = initial == nil ? optional(type, property.type.shape) : type
        writeStub(
            storage, type: storageType, initial: initial ?? "nil", isStatic: property.isStatic,
            comment: "The value `\(property.name)` returns\(hasEffects ? " once `\(stem)Values` is used up" : "").")
        var value = storage
        if hasEffects {
            writeStub(
                "\(stem)Values", type: "[\(type)]", initial: "[]", isStatic: property.isStatic,
                comment: "What the next reads of `\(property.name)` return, one per read, oldest first; a read that throws takes none.")
            value = "\(takeFirst(of: "\(stem)Values", isStatic: property.isStatic)) ?? \(storage)"
        }
        let read: [String] =
            initial != nil
            ? ["return \(value)"]
            : [
                "guard let value = \(hasEffects ? "(\(value))" : value) else {",
                "    fatalError(\"\(owner): set \(hasEffects ? "\(stem)Values or \(storage)" : "\(property.name) (or \(storage))") before reading it.\")",
                "}",
                "return value",
            ]
        if hasEffects {
            let errorStub = writeErrorStub(
                property.throwsClause, stem: stem, selector: property.name, isStatic: property.isStatic, generics: [])
            members.block("\(prefix)var \(property.name): \(type) {") { body in
                body.block("get\(effects(isAsync: property.isAsync, property.throwsClause)) {") { getter in
                    if let errorStub { getter.add(errorStub) }
                    for line in read { getter.add(line) }
                }
            }
            return
        }
        members.block("\(prefix)var \(property.name): \(type) {") { body in
            body.block("get {") { getter in
                for line in read { getter.add(line) }
            }
            body.add("set { \(storage) = newValue }")
        }
    }

    // MARK: Stubs and types

    /// A value the test sets: stored on an isolated spy, behind the lock on a Sendable one.
    func writeStub(_ name: String, type: String, initial: String, isStatic: Bool, comment: String, prefix: [String] = []) {
        let declaration = (prefix + (spy.isActor ? ["nonisolated"] : []) + (isStatic ? ["static"] : [])).map { $0 + " " }.joined()
        members.add("/// \(comment)")
        if isStatic && keepsStaticsApart {
            members.block("\(declaration)var \(name): \(type) {") { body in
                let key = name.filter { $0 != "`" }
                body.add("get { GenericSpyStatics.value(Self.self, \"\(key)\", initial: \(initial)) }")
                body.add("set { GenericSpyStatics.set(newValue, Self.self, \"\(key)\") }")
            }
            return
        }
        guard isLocked else {
            members.add("\(declaration)var \(name): \(type) = \(initial)")
            return
        }
        let lock = lockName(isStatic)
        let storage = "_" + name.filter { $0 != "`" }
        if isStatic { needsStaticLock = true } else { needsLock = true }
        members.block("\(declaration)var \(name): \(type) {") { body in
            body.add("get { \(lock).withLock { \(storage) } }")
            body.add("set { \(lock).withLock { \(storage) = newValue } }")
        }
        let storageModifiers = isStatic ? "nonisolated(unsafe) private static" : spy.isActor ? "nonisolated(unsafe) private" : "private"
        members.add("\(storageModifiers) var \(storage): \(type) = \(initial)")
    }

    /// The parameters as a declaration lists them; a subscript spells a label that is also
    /// the name twice (`key key: String`), since its single names are no labels.
    func parameterList(_ parameters: [ParameterModel], isSubscript: Bool = false) -> String {
        parameters.map { parameter in
            let name = SwiftNames.escaped(parameter.name)
            let names =
                if let label = parameter.label {
                    label.filter { $0 != "`" } == parameter.name && !isSubscript ? label : "\(label) \(name)"
                } else {
                    "_ \(name)"
                }
            return "\(names): \(concrete(parameter.declaredType))\(parameter.isVariadic ? "..." : "")"
        }.joined(separator: ", ")
    }

    func effects(isAsync: Bool, _ clause: ThrowsClause) -> String {
        let throwing =
            switch clause {
            case .none: ""
            case .untyped: " throws"
            case .typed(let error): " throws(\(concrete(error.text)))"
            case .rethrowing: " rethrows"
            }
        return (isAsync ? " async" : "") + throwing
    }

    /// The type a recorder keeps an argument as: an opaque `some P` as `any P`, anything that
    /// names the call's generic parameters as `Any`.
    private func fieldType(_ parameter: ParameterModel, generics: Set<String>) -> String {
        if parameter.type.mentions(generics) { return "Any" }
        var type = concrete(parameter.type.text)
        if parameter.type.mentions(["some"]) { type = SwiftNames.replacingWord("some", with: "any", in: type) }
        return parameter.isVariadic ? "[\(type)]" : type
    }

    private func fieldIsEquatable(_ parameter: ParameterModel, generics: Set<String>) -> Bool {
        guard fieldType(parameter, generics: generics) != "Any" else { return false }
        return facts.isEquatable(parameter.type.shape)
    }

    /// `type` made optional, in parentheses when `T?` would bind to part of it.
    func optional(_ type: String, _ shape: TypeShape) -> String {
        switch shape {
        case .function, .existential: "(\(type))?"
        default: "\(type)?"
        }
    }

    /// `text` with `Self` replaced by the spy's class, which is final.
    func concrete(_ text: String) -> String {
        SwiftNames.replacingWord("Self", with: spy.name, in: text)
    }
}
