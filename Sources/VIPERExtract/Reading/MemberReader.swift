import SwiftSyntax

/// Turns the declarations of a class body and its extensions into ``Member``s.
struct MemberReader {
    let converter: SourceLocationConverter

    /// Attributes that mean UIKit calls the member.
    private static let uikitAttributes: Set<String> = ["IBAction", "IBOutlet", "IBSegueAction", "objc", "IBInspectable"]

    func members(of classDecl: ClassDeclSyntax, extensions: [ExtensionDeclSyntax]) -> [Member] {
        var members: [Member] = []
        for item in classDecl.memberBlock.members {
            members.append(member(item.decl, index: members.count, extensionIndex: nil, adoptsUIKit: false))
        }
        for (offset, ext) in extensions.enumerated() {
            let adopts = ext.inheritanceClause?.inheritedTypes.contains { Self.isUIKitName($0.type.trimmedDescription) } ?? false
            for item in ext.memberBlock.members {
                members.append(member(item.decl, index: members.count, extensionIndex: offset, adoptsUIKit: adopts))
            }
        }
        return members
    }

    /// Whether a type name is UIKit's (`UITableViewDataSource`, `UIImagePickerControllerDelegate`).
    static func isUIKitName(_ name: String) -> Bool {
        guard name.count > 2, name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CA") else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// The title a declaration is reported under.
    func titleOnly(_ decl: DeclSyntax) -> String {
        member(decl, index: 0, extensionIndex: nil, adoptsUIKit: false).title
    }

    private func member(_ decl: DeclSyntax, index: Int, extensionIndex: Int?, adoptsUIKit: Bool) -> Member {
        let line = decl.startLocation(converter: converter, afterLeadingTrivia: true).line
        let attributes = Self.attributeNames(of: decl)
        let isOverride = Self.modifierNames(of: decl).contains("override")
        var entry = isOverride || !attributes.isDisjoint(with: Self.uikitAttributes)
        if let function = decl.as(FunctionDeclSyntax.self) {
            entry =
                entry || adoptsUIKit
                || function.signature.parameterClause.parameters.contains {
                    Self.isUIKitName($0.type.trimmedDescription.trimmingCharacters(in: ["!", "?"]))
                }
            let returns =
                function.signature.returnClause.map { $0.type.trimmedDescription != "Void" && $0.type.trimmedDescription != "()" } ?? false
            return Member(
                index: index, name: function.name.text,
                title: "func \(function.name.text)\(function.signature.parameterClause.trimmedDescription)",
                kind: .function, decl: decl, line: line, declaredType: nil, returnsValue: returns,
                requirement: Self.requirement(function), isUIKitEntry: entry, extensionIndex: extensionIndex)
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            let computed = binding.accessorBlock.map(Self.isComputed) ?? false
            let keyword = variable.bindingSpecifier.text
            return Member(
                index: index, name: name, title: "\(keyword) \(name)", kind: computed ? .computedProperty : .storedProperty,
                decl: decl, line: line,
                declaredType: binding.typeAnnotation?.type.trimmedDescription ?? Self.literalType(binding.initializer?.value),
                returnsValue: true, requirement: nil, isUIKitEntry: entry, extensionIndex: extensionIndex)
        }
        let title = Self.title(of: decl)
        return Member(
            index: index, name: title.name, title: title.text, kind: title.isFunction ? .function : .other, decl: decl, line: line,
            declaredType: nil, returnsValue: false, requirement: nil, isUIKitEntry: entry || title.isFunction,
            extensionIndex: extensionIndex)
    }

    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { $0.accessorSpecifier.text == "get" || $0.accessorSpecifier.text == "set" }
        }
    }

    /// The type of a literal initializer (`= false`, `= ""`, `= 0`), the only inferred types read.
    private static func literalType(_ value: ExprSyntax?) -> String? {
        guard let value else { return nil }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let called = call.calledExpression.trimmedDescription
            if called.first?.isUppercase == true, called.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "<" || $0 == ">" }) {
                return called
            }
        }
        return nil
    }

    /// The function's signature as a protocol requirement, without attributes, modifiers and body.
    private static func requirement(_ function: FunctionDeclSyntax) -> String {
        var parameters = function.signature.parameterClause.parameters
        for index in parameters.indices { parameters[index].defaultValue = nil }
        let signature = function.signature.with(\.parameterClause.parameters, parameters)
        return "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(signature.trimmedDescription)"
    }

    private static func title(of decl: DeclSyntax) -> (name: String, text: String, isFunction: Bool) {
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return ("init", "init\(initializer.signature.parameterClause.trimmedDescription)", true)
        }
        if decl.is(DeinitializerDeclSyntax.self) { return ("deinit", "deinit", true) }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return ("subscript", "subscript\(subscriptDecl.parameterClause.trimmedDescription)", true)
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return (named.name.text, named.name.text, false) }
        let text = decl.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return (text, text, false)
    }

    static func attributeNames(of decl: DeclSyntax) -> Set<String> {
        guard let attributed = decl.asProtocol(WithAttributesSyntax.self) else { return [] }
        return Set(attributed.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
    }

    static func modifierNames(of decl: DeclSyntax) -> Set<String> {
        guard let modified = decl.asProtocol(WithModifiersSyntax.self) else { return [] }
        return Set(modified.modifiers.map(\.name.text))
    }
}
