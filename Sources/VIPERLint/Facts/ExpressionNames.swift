@_spi(RawSyntax) import SwiftSyntax

extension RawTokenSyntax {
    /// The token's text: `TokenSyntax.text`.
    var text: String { String(syntaxText: tokenText) }

    /// Whether the token is the keyword spelled `keyword`.
    func isKeyword(_ keyword: SyntaxText) -> Bool { tokenKind == .keyword && tokenText == keyword }

    /// An identifier's name without backticks (`Identifier.name`); nil for other tokens.
    var identifierName: String? {
        guard tokenKind == .identifier || tokenKind == .dollarIdentifier else { return nil }
        return String(syntaxText: unquotedText)
    }

    /// The text without the backticks around an identifier written as `` `default` ``.
    var unquotedText: SyntaxText {
        let text = tokenText
        let backtick = UInt8(ascii: "`")
        guard text.count > 2, text.first == backtick, text.last == backtick else { return text }
        return SyntaxText(rebasing: text.dropFirst().dropLast())
    }

    /// Whether the text starts with a capital ASCII letter: how the rules tell a type's name.
    var isCapitalised: Bool { FactCollector.isCapitalised(tokenText) }
}

extension RawExprSyntax {
    /// The expression without `?` and `!` after it.
    var unwrappingOptionals: RawExprSyntax {
        var expression = self
        while true {
            if let optional = expression.as(RawOptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression.as(RawForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else {
                return expression
            }
        }
    }

    /// The last name in a reference or member access: `view` in `self.presenter?.view`.
    var lastName: String? {
        if let reference = self.as(RawDeclReferenceExprSyntax.self) { return reference.baseName.text }
        return self.as(RawMemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The name of the object reached through this expression: `presenter` in `presenter.view`,
    /// `navigationController` in `viewController.navigationController?.push…`; nil for `self`,
    /// calls and literals.
    var objectName: String? { objectNameToken?.text }

    /// The token that names the object reached through this expression (see ``objectName``).
    var objectNameToken: RawTokenSyntax? {
        let inner = unwrappingOptionals
        if let reference = inner.as(RawDeclReferenceExprSyntax.self) {
            return reference.baseName.isKeyword("self") ? nil : reference.baseName
        }
        return inner.as(RawMemberAccessExprSyntax.self)?.declName.baseName
    }

    /// Whether this is `self`.
    var isSelf: Bool { self.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true }

    /// The expression under `try`, `try?`, `try!` and `await`.
    var unwrappingTry: RawExprSyntax {
        if let tried = self.as(RawTryExprSyntax.self) { return tried.expression.unwrappingTry }
        if let awaited = self.as(RawAwaitExprSyntax.self) { return awaited.expression.unwrappingTry }
        return self
    }
}
