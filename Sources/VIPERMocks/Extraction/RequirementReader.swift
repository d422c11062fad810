import SwiftSyntax
import VIPERSyntax

/// Reads the requirements inside a protocol body.
enum RequirementReader {
    /// The attributes on a declaration, as written (`@MainActor`).
    static func attributes(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            if case .attribute(let attribute) = element { return attribute.trimmedText }
            return nil
        }
    }

    /// Whether `modifiers` contain one of `names`.
    static func has(_ modifiers: DeclModifierListSyntax, _ names: Set<String>) -> Bool {
        modifiers.contains { names.contains($0.name.text) }
    }

    /// How an effect clause throws.
    static func throwsClause(_ clause: ThrowsClauseSyntax?) -> ThrowsClause {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        if let type = clause.type { return .typed(TypeReader.reference(type)) }
        return .untyped
    }

    /// A method requirement.
    static func method(_ function: FunctionDeclSyntax, condition: String?) -> MethodModel {
        let effects = function.signature.effectSpecifiers
        let genericNames = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let isOperator =
            if case .binaryOperator = function.name.tokenKind { true } else if case .prefixOperator = function.name.tokenKind {
                true
            } else if case .postfixOperator = function.name.tokenKind { true } else { false }
        let fixity = function.modifiers.first { ["prefix", "postfix"].contains($0.name.text) }?.name.text
        return MethodModel(
            name: function.name.text,
            parameters: parameters(function.signature.parameterClause.parameters, labelled: !isOperator),
            genericClause: function.genericParameterClause?.trimmedText ?? "",
            genericNames: genericNames,
            whereClause: function.genericWhereClause?.trimmedText ?? "",
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: throwsClause(effects?.throwsClause),
            returnType: function.signature.returnClause.map { TypeReader.reference($0.type) },
            isStatic: has(function.modifiers, ["static", "class"]),
            attributes: attributes(function.attributes),
            isNonisolated: has(function.modifiers, ["nonisolated"]),
            operatorFixity: fixity,
            condition: condition
        )
    }

    /// An initialiser requirement.
    static func initializer(_ initializer: InitializerDeclSyntax, condition: String?) -> InitializerModel {
        let effects = initializer.signature.effectSpecifiers
        return InitializerModel(
            parameters: parameters(initializer.signature.parameterClause.parameters),
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: throwsClause(effects?.throwsClause),
            isFailable: initializer.optionalMark != nil,
            attributes: attributes(initializer.attributes),
            condition: condition
        )
    }

    /// A subscript requirement.
    static func `subscript`(_ node: SubscriptDeclSyntax, condition: String?) -> SubscriptModel {
        var isSettable = false
        var getter: AccessorDeclSyntax?
        if case .accessors(let accessors) = node.accessorBlock?.accessors {
            isSettable = accessors.contains { $0.accessorSpecifier.text == "set" }
            getter = accessors.first { $0.accessorSpecifier.text == "get" }
        }
        return SubscriptModel(
            parameters: subscriptParameters(node.parameterClause.parameters),
            genericClause: node.genericParameterClause?.trimmedText ?? "",
            genericNames: Set(node.genericParameterClause?.parameters.map(\.name.text) ?? []),
            whereClause: node.genericWhereClause?.trimmedText ?? "",
            returnType: TypeReader.reference(node.returnClause.type),
            isSettable: isSettable,
            isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
            throwsClause: throwsClause(getter?.effectSpecifiers?.throwsClause),
            isStatic: has(node.modifiers, ["static", "class"]),
            attributes: attributes(node.attributes),
            condition: condition
        )
    }

    /// The property requirements a `var` declares (one per binding).
    static func properties(_ variable: VariableDeclSyntax, condition: String?) -> [PropertyModel] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { return nil }
            var isSettable = false
            var getter: AccessorDeclSyntax?
            if case .accessors(let accessors) = binding.accessorBlock?.accessors {
                isSettable = accessors.contains { $0.accessorSpecifier.text == "set" }
                getter = accessors.first { $0.accessorSpecifier.text == "get" }
            }
            return PropertyModel(
                name: name,
                type: TypeReader.reference(type),
                isSettable: isSettable,
                isStatic: has(variable.modifiers, ["static", "class"]),
                isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
                throwsClause: throwsClause(getter?.effectSpecifiers?.throwsClause),
                attributes: attributes(variable.attributes),
                isNonisolated: has(variable.modifiers, ["nonisolated"]),
                condition: condition
            )
        }
    }

    /// A subscript's parameters: the first name is an argument label only when a second follows.
    private static func subscriptParameters(_ list: FunctionParameterListSyntax) -> [ParameterModel] {
        zip(list, parameters(list)).map { syntax, parameter in
            guard syntax.secondName == nil else { return parameter }
            return parameter.unlabelled
        }
    }

    /// The parameters of a function; `labelled: false` for an operator, whose names are no labels.
    private static func parameters(_ list: FunctionParameterListSyntax, labelled: Bool = true) -> [ParameterModel] {
        list.enumerated().map { index, parameter in
            let label = parameter.firstName.tokenKind == .wildcard || !labelled ? nil : parameter.firstName.text
            var name = (parameter.secondName ?? parameter.firstName).identifier?.name ?? parameter.firstName.text
            if name == "_" { name = "argument\(index + 1)" }
            var isInout = false
            var isEscaping = false
            var isAutoclosure = false
            var keptAttributes: [String] = []
            var base = parameter.type
            if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                for specifier in attributed.specifiers where specifier.trimmedText == "inout" {
                    isInout = true
                }
                for element in attributed.attributes {
                    guard case .attribute(let attribute) = element else { continue }
                    switch attribute.attributeName.trimmedText {
                    case "escaping": isEscaping = true
                    case "autoclosure": isAutoclosure = true
                    default: keptAttributes.append(attribute.trimmedText)
                    }
                }
                base = attributed.baseType
            }
            let text = (keptAttributes + [base.trimmedText]).joined(separator: " ")
            var type = TypeReader.reference(base, text: text)
            if isAutoclosure, let function = base.as(FunctionTypeSyntax.self) {
                type = TypeReader.reference(function.returnClause.type)
            }
            if case .optional(.function) = type.shape { isEscaping = true }
            return ParameterModel(
                label: label, name: name, declaredType: parameter.type.trimmedText, type: type,
                isInout: isInout, isVariadic: parameter.ellipsis != nil,
                isAutoclosure: isAutoclosure, isEscaping: isEscaping
            )
        }
    }
}
