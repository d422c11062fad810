import SwiftSyntax
import VIPERSyntax

/// Screens made from a storyboard, named by the storyboard or by the screen's identifier in it:
/// `UIStoryboard(name: "Orders", bundle: nil).instantiateInitialViewController()`,
/// `storyboard.instantiateViewController(withIdentifier: "OrdersViewController")`, and R.swift's
/// `R.storyboard.orders.instantiateInitialViewController()` and `R.storyboard.main.ordersViewController()`.
enum StoryboardReading {
    /// The methods of `UIStoryboard` that make a screen, read here rather than as build calls.
    static let instantiatingMethods: Set<String> = ["instantiateInitialViewController", "instantiateViewController"]

    /// What `call` makes from a storyboard: the screen its identifier names (a view controller's
    /// type, else a module's name), else the module the storyboard is named for.
    static func screen(madeBy call: FunctionCallExprSyntax, naming: ModuleNaming) -> NavigationFacts.Target? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let method = member.declName.baseName.text
        // Read only for the calls that can make a screen: reading it looks up local values.
        var storyboard: String? { member.base.flatMap { storyboardName(of: $0, at: call) } }
        switch method {
        case "instantiateInitialViewController":
            return storyboard.map { .named($0) }
        case "instantiateViewController":
            guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                let identifier = literal.representedLiteralValue, !identifier.isEmpty
            else { return storyboard.map { .named($0) } }
            return either(named(identifier, naming: naming), storyboard.map { .named($0) })
        default:
            // R.swift names each identified screen by a method of its storyboard.
            guard call.arguments.isEmpty, member.base.map(isGeneratedStoryboard) == true, storyboard != nil else { return nil }
            return named(capitalized(method), naming: naming)
        }
    }

    /// The screen an identifier names: a view controller's type, else a module's name.
    private static func named(_ identifier: String, naming: ModuleNaming) -> NavigationFacts.Target {
        naming.isScreenCandidate(identifier) ? .either(.type(identifier), .named(identifier)) : .named(identifier)
    }

    private static func either(_ first: NavigationFacts.Target, _ second: NavigationFacts.Target?) -> NavigationFacts.Target {
        second.map { .either(first, $0) } ?? first
    }

    /// The name of the storyboard `expression` is: `UIStoryboard(name: "Orders", bundle: nil)`,
    /// a local value made so, or R.swift's `R.storyboard.orders` (`Orders`).
    static func storyboardName(of expression: ExprSyntax, at node: some SyntaxProtocol, depth: Int = 3) -> String? {
        guard depth > 0 else { return nil }
        let expression = Expressions.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if Scope.constructedType(expression) == "UIStoryboard" {
                guard let argument = call.arguments.first(where: { $0.label?.text == "name" }),
                    let name = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                else { return nil }
                return name
            }
            return storyboardName(of: call.calledExpression, at: node, depth: depth - 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, isGeneratedStoryboard(base) {
            return capitalized(member.declName.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let value = Scope.binding(of: reference.baseName.text, at: node)?.value
        {
            return storyboardName(of: value, at: node, depth: depth - 1)
        }
        return nil
    }

    /// Whether `expression` is R.swift's storyboard list, `R.storyboard`, or one of its storyboards.
    private static func isGeneratedStoryboard(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedText
        return text == "R.storyboard" || text.hasPrefix("R.storyboard.")
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
