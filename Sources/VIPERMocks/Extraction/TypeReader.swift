import SwiftSyntax
import VIPERSyntax

/// Turns type syntax into ``TypeReference`` values.
enum TypeReader {
    /// The reference for `type` as written.
    static func reference(_ type: TypeSyntax) -> TypeReference {
        reference(type, text: type.trimmedText)
    }

    /// The reference for `type`, shown as `text` (used when attributes were removed).
    static func reference(_ type: TypeSyntax, text: String) -> TypeReference {
        TypeReference(text: text, shape: shape(type), identifiers: identifiers(in: Syntax(type)))
    }

    /// The names and the `Self` and `some` keywords under `node`.
    static func identifiers(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name): names.insert(name)
            case .keyword(.Self): names.insert("Self")
            case .keyword(.some): names.insert("some")
            default: break
            }
        }
        return names
    }

    /// The structure of `type`.
    static func shape(_ type: TypeSyntax) -> TypeShape {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return nominal(identifier.name.text, identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return nominal(member.name.text, member.genericArgumentClause)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(shape(optional.wrappedType))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(shape(unwrapped.wrappedType))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(shape(array.element))
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: shape(dictionary.key), value: shape(dictionary.value))
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return shape(only.type)
            }
            return .tuple(tuple.elements.map { shape($0.type) })
        }
        if type.is(FunctionTypeSyntax.self) {
            return .function
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return shape(attributed.baseType)
        }
        return .existential
    }

    private static func nominal(_ name: String, _ clause: GenericArgumentClauseSyntax?) -> TypeShape {
        let arguments: [TypeShape] =
            clause?.arguments.map { argument in
                if case .type(let type) = argument.argument { return shape(type) }
                return .existential
            } ?? []
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return .nominal(name: name, arguments: arguments)
        }
    }
}

extension TypeReader {
    /// The reference for a type written as text (an associated type's default, the right side
    /// of `where State == LoginViewState`).
    static func reference(parsing text: String) -> TypeReference {
        let parsed = SourceFileParser.parse(source: "typealias Parsed = \(text)")
        for statement in parsed.tree.statements {
            if let alias = statement.item.as(TypeAliasDeclSyntax.self) {
                return reference(alias.initializer.value, text: text)
            }
        }
        return TypeReference(text: text, shape: .existential, identifiers: [])
    }
}
