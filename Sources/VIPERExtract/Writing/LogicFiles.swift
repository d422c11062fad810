import SwiftSyntax

/// The module's files beside the View: contracts, Presenter, Interactor, Router and assembly.
struct LogicFiles {
    let plan: ModulePlan

    /// Methods the Presenter gains to pass the View's calls on to the Interactor and Router.
    var forwarded: [Member] {
        plan.reached(from: .view, into: .interactor) + plan.reached(from: .view, into: .router)
    }

    /// The members' text for a type body.
    func body(_ role: ExtractRole) -> String {
        (plan.members(in: role).map { plan.rewritten($0) } + plan.splitPieces(in: role)).map(Self.memberText).joined()
    }

    /// A member's text starting on a fresh line after a blank one.
    static func memberText(_ decl: DeclSyntax) -> String {
        var text = decl.description
        while text.first == "\n" { text.removeFirst() }
        return "\n" + text + "\n"
    }

    func presenter() -> String {
        let forwarders = forwarded.map { member in
            let receiver = plan.role(of: member.index) == .interactor ? "interactor" : "router"
            return "\n    \(member.requirement!) {\n        \(Forwarding.call(member, on: receiver))\n    }\n"
        }.joined()
        return """
            \(plan.imports(ui: false))

            /// The \(plan.module) screen's state and decisions, taken out of \(plan.source.typeName).
            @MainActor
            final class \(plan.presenterType): \(plan.presentationProtocol), \(plan.outputProtocol) {
                weak var view: (any \(plan.viewProtocol))?
                let interactor: any \(plan.useCaseProtocol)
                let router: any \(plan.routingProtocol)

                init(view: any \(plan.viewProtocol), interactor: any \(plan.useCaseProtocol), router: any \(plan.routingProtocol)) {
                    self.view = view
                    self.interactor = interactor
                    self.router = router
                }
            \(body(.presenter))\(forwarders.isEmpty ? "" : "\n    // MARK: - Passed on for the view\n" + forwarders)}

            """
    }

    func interactor() -> String {
        """
        \(plan.imports(ui: false))

        /// The \(plan.module) screen's data work, taken out of \(plan.source.typeName).
        @MainActor
        final class \(plan.interactorType): \(plan.useCaseProtocol) {
            weak var output: (any \(plan.outputProtocol))?
        \(body(.interactor))}

        """
    }

    func router() -> String {
        """
        \(plan.imports(ui: true))

        /// Where the \(plan.module) screen leads, taken out of \(plan.source.typeName).
        @MainActor
        final class \(plan.routerType): \(plan.routingProtocol) {
            weak var viewController: UIViewController?

            init(viewController: UIViewController) {
                self.viewController = viewController
            }
        \(body(.router))}

        """
    }

    /// The assembly in the project's style: a `<Module>Builder` made and asked for the presenter
    /// with `--assembly builder`, else an enum with a static function.
    func assembly() -> String {
        let builder = plan.assembly == .builder
        return """
            \(plan.imports(ui: true))

            /// Wires the \(plan.module) module around its view controller, however UIKit made it.
            @MainActor
            \(builder ? "struct" : "enum") \(plan.assemblyType) {
                /// The presenter of `view`, with its interactor and router.
                \(builder ? "" : "static ")func presenter(for view: \(plan.source.typeName)) -> any \(plan.presentationProtocol) {
                    let interactor = \(plan.interactorType)()
                    let router = \(plan.routerType)(viewController: view)
                    let presenter = \(plan.presenterType)(view: view, interactor: interactor, router: router)
                    interactor.output = presenter
                    return presenter
                }
            }

            """
    }

    func contracts() -> String {
        let presentation = plan.reached(from: .view, into: .presenter).map(Self.requirement) + forwarded.map { $0.requirement! }
        let protocols: [(String, String, [String])] = [
            (
                plan.viewProtocol, "What the presenter asks of the \(plan.module) screen.",
                plan.reached(from: .presenter, into: .view).map(Self.requirement)
                    + plan.splitRequirements(in: .view, calledFrom: .presenter)
            ),
            (
                plan.presentationProtocol, "What the \(plan.module) screen asks of its presenter.",
                presentation + plan.splitRequirements(in: .presenter, calledFrom: .view)
            ),
            (
                plan.useCaseProtocol, "The \(plan.module) screen's data work.",
                (plan.reached(from: .presenter, into: .interactor) + plan.reached(from: .view, into: .interactor)).map(Self.requirement)
                    + plan.splitRequirements(in: .interactor, calledFrom: .presenter)
            ),
            (
                plan.outputProtocol, "Where the interactor's results go.",
                plan.reached(from: .interactor, into: .presenter).map(Self.requirement)
                    + plan.splitRequirements(in: .presenter, calledFrom: .interactor)
            ),
            (
                plan.routingProtocol, "Where the \(plan.module) screen leads.",
                (plan.reached(from: .presenter, into: .router) + plan.reached(from: .view, into: .router)).map(Self.requirement)
                    + plan.splitRequirements(in: .router, calledFrom: .presenter)
            ),
        ]
        let declarations = protocols.map { name, summary, requirements in
            let unique = requirements.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let lines = unique.map { "    \($0)\n" }.joined()
            return "/// \(summary)\n@MainActor\nprotocol \(name): AnyObject {\n\(lines)}\n"
        }
        let ui = protocols.flatMap(\.2).contains { RoleClassifier.namesUIKit($0) }
        return
            "\(plan.imports(ui: ui))\n\n// The \(plan.module) module's boundaries: View → Presenter → Interactor → Presenter → View / Router.\n\n"
            + declarations.joined(separator: "\n")
    }

    /// A member as a protocol requirement.
    static func requirement(_ member: Member) -> String {
        if let requirement = member.requirement { return requirement }
        let setterHidden = member.decl.as(VariableDeclSyntax.self)?.modifiers.contains { $0.detail != nil } ?? false
        let settable =
            member.decl.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "var" && member.kind == .storedProperty && !setterHidden
        return "var \(member.name): \(member.declaredType ?? "Never") { get\(settable ? " set" : "") }"
    }
}

/// The call a forwarding method makes: the same arguments, with `try` and `await` as the
/// signature needs.
enum Forwarding {
    static func call(_ member: Member, on receiver: String) -> String {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { return "" }
        let arguments = function.signature.parameterClause.parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            let value =
                parameter.type.is(AttributedTypeSyntax.self) && parameter.type.trimmedDescription.hasPrefix("inout") ? "&\(name)" : name
            return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
        }
        let effects = function.signature.effectSpecifiers
        let prefix = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        return "\(prefix)\(receiver).\(function.name.text)(\(arguments.joined(separator: ", ")))"
    }
}
