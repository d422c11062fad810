@_spi(RawSyntax) import SwiftSyntax

/// Which calls and assignments navigate, read from syntax alone.
///
/// Navigation is anything that changes which screen is shown:
/// - UIKit's navigation calls: `pushViewController`, `popViewController`,
///   `popToRootViewController`, `popToViewController`, `setViewControllers`, `performSegue`,
///   `showDetailViewController`, `present(_:animated:)`, `dismiss(animated:)`, `show(_:sender:)`;
/// - project helpers spelled like them (`present(_:presentationStyle:)`, `presentPanModal(_:)`,
///   `push(_:)`, `show(_:)`) when what they are given is a view controller: a name such as
///   `controller`, `vc` or `alert`, an initializer of a `…Controller`/`…VC` type, or a module
///   built by a Builder or Router (`DetailBuilder.build()`), unless called on the module's
///   `view` (`view?.showAlert(alert)` is a method of the View's contract);
/// - replacing a window's root or a stack: `window?.rootViewController = …`,
///   `navigationController?.viewControllers = […]`.
///
/// Calls on `super` are overrides forwarding to UIKit, not navigation.
enum NavigationSyntax {
    /// UIKit calls that navigate whatever their arguments.
    private static let uikitCalls: Set<String> = [
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
        "setViewControllers", "performSegue", "showDetailViewController",
    ]
    /// UIKit calls that navigate when called with this label (`dismiss()` alone is SwiftUI's
    /// environment action, `show(error)` a view method).
    private static let labelledCalls: [String: String] = ["present": "animated", "dismiss": "animated", "show": "sender"]
    /// Prefixes of project helpers that navigate when given a view controller.
    private static let helperPrefixes = ["present", "push", "show"]
    /// Every name and prefix above, as bytes: a call whose name starts with none of them (most
    /// calls) is ruled out before its name is made a `String`.
    private static let candidates = (Array(uikitCalls) + Array(labelledCalls.keys) + helperPrefixes).map { Array($0.utf8) }
    /// The first bytes of the candidates: most calls are ruled out by their first byte alone.
    private static let initials = Set(candidates.compactMap(\.first))
    /// Words in a name that say it holds a view controller.
    private static let controllerWords = ["controller", "alert", "sheet", "picker"]
    /// Words in a called function's name that say it builds a screen.
    private static let moduleWords = ["module", "build", "controller", "screen", "assemble"]

    /// The navigation a call performs, or nil.
    static func navigation(of call: RawFunctionCallExprSyntax) -> (name: String, presentsAlert: Bool)? {
        let nameToken: RawTokenSyntax
        if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self) {
            if member.base?.is(RawSuperExprSyntax.self) == true { return nil }
            nameToken = member.declName.baseName
        } else if let reference = call.calledExpression.as(RawDeclReferenceExprSyntax.self) {
            nameToken = reference.baseName
        } else {
            return nil
        }
        let text = nameToken.tokenText
        guard let initial = text.first, initials.contains(initial),
            candidates.contains(where: { text.starts(with: $0) })
        else { return nil }
        let name = nameToken.text
        let arguments = call.arguments.elements(RawLabeledExprSyntax.self)
        if uikitCalls.contains(name) {
            // `setViewControllers(_:direction:animated:)` pages a UIPageViewController.
            return arguments.contains(where: { $0.label?.text == "direction" }) ? nil : (name, false)
        }
        let first = call.arguments.firstElement(RawLabeledExprSyntax.self).flatMap { $0.label == nil ? $0.expression : nil }
        if let label = labelledCalls[name], arguments.contains(where: { $0.label?.text == label }),
            name == "dismiss" || first != nil
        {
            return (name, isAlert(first))
        }
        guard helperPrefixes.contains(where: { hasWordPrefix(name, $0) }), let first,
            isController(first)
        else { return nil }
        // A method of the View's own contract (`view?.showAlert(alert)`) is the View showing it.
        if let receiver = call.calledExpression.as(RawMemberAccessExprSyntax.self)?.base, receiver.objectName == "view" {
            return nil
        }
        return (name, isAlert(first))
    }

    /// The navigation an assignment performs (`rootViewController =`, `viewControllers =`), or nil.
    static func navigation(assigning target: RawMemberAccessExprSyntax) -> String? {
        switch target.declName.baseName.tokenText {
        case "rootViewController": return "rootViewController ="
        case "viewControllers":
            let owner = (target.base?.objectName ?? "").lowercased()
            return owner.contains("nav") || owner.contains("tabbar") ? "viewControllers =" : nil
        default: return nil
        }
    }

    /// Whether `name` starts with `prefix` at a word boundary (`presentPanModal`, `present`).
    private static func hasWordPrefix(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        guard let next = name.dropFirst(prefix.count).first else { return true }
        return next.isUppercase || next == "_"
    }

    /// Whether an expression is a view controller, by its name or how it is made.
    static func isController(_ expression: RawExprSyntax) -> Bool {
        let expression = expression.unwrappingOptionals
        if let cast = expression.as(RawAsExprSyntax.self) { return isController(cast.expression) }
        if let call = expression.as(RawFunctionCallExprSyntax.self) {
            if let type = FactCollector.constructedTypeName(call) {
                return type.hasSuffix("Controller") || type.hasSuffix("VC")
            }
            guard let member = call.calledExpression.as(RawMemberAccessExprSyntax.self) else { return false }
            let called = member.declName.baseName.text.lowercased()
            return moduleWords.contains { called.contains($0) }
        }
        guard let name = expression.lastName else { return false }
        let lowered = name.lowercased()
        return controllerWords.contains { lowered.contains($0) } || lowered.hasSuffix("vc")
    }

    /// Whether a presented expression is an alert (`alert`, `UIAlertController(…)`).
    static func isAlert(_ expression: RawExprSyntax?) -> Bool {
        guard let expression else { return false }
        let inner = expression.unwrappingOptionals
        if let call = inner.as(RawFunctionCallExprSyntax.self) {
            return FactCollector.constructedTypeName(call)?.contains("Alert") == true
        }
        return inner.lastName?.lowercased().contains("alert") == true
    }
}
