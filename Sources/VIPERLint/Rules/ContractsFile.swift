/// `contracts-file`: a module's contract protocols live in `<Module>Contracts.swift`.
struct ContractsFile: Rule {
    let description = RuleDescription(
        id: "contracts-file",
        summary: "A module's contract protocols live in one file, <Module>Contracts.swift.",
        rationale: """
            One contracts file per module shows the whole module's surface at a glance and keeps protocol \
            sprawl in one place. Off by default; turn it on with `"contracts-file": "on"`.
            """,
        isEnabledByDefault: false,
        nonTriggeringExamples: [
            RuleExample(
                """
                protocol LoginView: AnyObject {}
                protocol LoginPresentation: AnyObject {}
                protocol LoginRouting: AnyObject {}
                """, path: "Login/LoginContracts.swift"),
            RuleExample(
                """
                protocol Cancellable { func cancel() }
                """, path: "Support/Cancellable.swift"),
        ],
        triggeringExamples: [
            RuleExample(
                """
                protocol ↓LoginRouting: AnyObject {}
                final class LoginRouter: LoginRouting {}
                """, path: "Login/LoginRouter.swift")
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let fileName = context.file.path.split(separator: "/").last.map(String.init) ?? context.file.path
        return context.file.types.compactMap { type -> Finding? in
            guard type.kind == .protocol,
                let contract = context.project.resolver.contractRole(ofProtocol: type.name),
                !contract.module.isEmpty, fileName != "\(contract.module)Contracts.swift"
            else { return nil }
            return Finding(
                position: type.position,
                message: "\(type.name) is a \(contract.role) contract of module \(contract.module); move it to "
                    + "\(contract.module)Contracts.swift",
                typeName: type.name)
        }
    }
}
