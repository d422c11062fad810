/// `role-naming`: types carry their feature prefix and their role suffix.
struct RoleNaming: Rule {
    let description = RuleDescription(
        id: "role-naming",
        summary: "Types carry their feature prefix and role suffix (LoginPresenter, LoginRouter).",
        rationale: """
            `LoginPresenter` tells a reader the feature and the role; `Handler` or `LoginPage` does not. \
            Consistent names are what makes a VIPER codebase navigable. Off by default.
            """,
        isEnabledByDefault: false,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class LoginPresenter: LoginPresentation {}
                final class LoginViewController: UIViewController, LoginView {}
                """),
            RuleExample(
                """
                final class LoginPresenter {}
                """, path: "Login/Presenter/LoginPresenter.swift"),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class ↓LoginPage: UIViewController, LoginViewInput {}
                final class ↓Presenter {}
                """),
            RuleExample(
                """
                final class ↓HomePresenter {}
                """, path: "Login/Presenter/HomePresenter.swift"),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let resolver = context.project.resolver
        let folder = context.project.moduleFolder(of: context.file.path)
        let feature = folder.isRoleLayout ? folder.folder.split(separator: "/").last.map(String.init) : nil
        return context.typeRoles.compactMap { type, role -> Finding? in
            guard type.kind != .extension, type.kind != .protocol, type.kind != .fileScope,
                let role
            else { return nil }
            guard let (_, suffix) = resolver.roleBySuffix(type.name) else {
                let suffixes = context.configuration.roles[role]?.suffixes.joined(separator: " or ") ?? role.description
                return Finding(
                    position: type.position,
                    message: "\(type.name) plays the \(role) role but its name does not end in \(suffixes)",
                    typeName: type.name)
            }
            let prefix = String(type.name.dropLast(suffix.count))
            if prefix.isEmpty {
                return Finding(
                    position: type.position,
                    message: "\(type.name) has no feature prefix; name it <Feature>\(suffix)",
                    typeName: type.name)
            }
            if let feature, prefix != feature {
                return Finding(
                    position: type.position,
                    message: "\(type.name) lives in module folder \(feature); name it \(feature)\(suffix) or move it",
                    typeName: type.name)
            }
            return nil
        }
    }
}
