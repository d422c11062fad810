@_spi(RawSyntax) import SwiftSyntax

extension RawTypeSyntax {
    /// The name an inheritance clause gives a type: `Base` for `Base` and `Module.Base`,
    /// `class` for a class restriction.
    var inheritedName: String {
        if let identifier = self.as(RawIdentifierTypeSyntax.self) { return identifier.name.text }
        if self.is(RawClassRestrictionTypeSyntax.self) { return "class" }
        if let member = self.as(RawMemberTypeSyntax.self) { return member.name.text }
        return trimmedText
    }

    /// The written base type: optionals, `any`, `some` and attributes removed; with whether it
    /// has generic arguments.
    var baseTypeName: (String?, Bool) {
        if let optional = self.as(RawOptionalTypeSyntax.self) { return optional.wrappedType.baseTypeName }
        if let unwrapped = self.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.baseTypeName }
        if let existential = self.as(RawSomeOrAnyTypeSyntax.self) { return existential.constraint.baseTypeName }
        if let attributed = self.as(RawAttributedTypeSyntax.self) { return attributed.baseType.baseTypeName }
        if let tuple = self.as(RawTupleTypeSyntax.self), tuple.elements.elementCount == 1,
            let only = tuple.elements.firstElement(RawTupleTypeElementSyntax.self)
        {
            return only.type.baseTypeName
        }
        if let identifier = self.as(RawIdentifierTypeSyntax.self) {
            return (identifier.name.text, identifier.genericArgumentClause != nil)
        }
        if let member = self.as(RawMemberTypeSyntax.self) { return (member.name.text, member.genericArgumentClause != nil) }
        return (nil, false)
    }
}

extension RawInheritanceClauseSyntax {
    /// Whether the declaration adopts SwiftUI's `PreviewProvider`: Xcode's preview code.
    var adoptsPreviewProvider: Bool {
        inheritedTypes.elements(RawInheritedTypeSyntax.self).contains { $0.type.inheritedName == "PreviewProvider" }
    }
}
