import SwiftSyntax

extension ExprSyntax {
    /// The expression without `?` and `!` after it.
    var unwrappingOptionals: ExprSyntax {
        var expression = self
        while true {
            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else {
                return expression
            }
        }
    }

    /// The last name in a reference or member access: `view` in `self.presenter?.view`.
    var lastName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return self.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The name of the object reached through this expression: `presenter` in `presenter.view`,
    /// `navigationController` in `viewController.navigationController?.push…`; nil for `self`,
    /// calls and literals.
    var objectName: String? {
        let inner = unwrappingOptionals
        if let reference = inner.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : reference.baseName.text
        }
        return inner.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
