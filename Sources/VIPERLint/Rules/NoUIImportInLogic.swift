/// `no-ui-import-in-logic`: Interactor, Entity and Presenter files stay free of UI frameworks.
struct NoUIImportInLogic: Rule {
    private static let uiModules: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit"]
    private static let uiRoles: Set<Role> = [.view, .router, .builder]

    let description = RuleDescription(
        id: "no-ui-import-in-logic",
        summary: "Interactor and Entity files (and Presenter files unless configured) do not import UIKit, SwiftUI or AppKit.",
        rationale: """
            Business logic that imports a UI framework grows UI dependencies, cannot be tested headless \
            and cannot be shared across platforms. Set `presenterMayImportUI` to allow Presenters that \
            format with UIKit types. Files that also hold a View, Router or Builder, or extend a UIKit or \
            AppKit type (`extension UIViewController`), are UI code and are not checked.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                import Foundation
                final class LoginInteractor {}
                """),
            RuleExample(
                """
                import UIKit
                final class LoginViewController: UIViewController {}
                extension LoginPresenter: LoginViewOutput {}
                """),
            RuleExample(
                """
                import UIKit
                protocol LoginRouting: AnyObject { func show(_ controller: UIViewController) }
                """),
            RuleExample(
                """
                import UIKit
                struct LoginViewModel { let title: String; let tint: UIColor }
                """),
            RuleExample(
                """
                import UIKit
                struct AlertActionModel { let title: String }
                extension UIViewController {
                    func showAlert(_ actions: [AlertActionModel]) {}
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                ↓import UIKit
                final class LoginInteractor {}
                """),
            RuleExample(
                """
                import Foundation
                ↓import SwiftUI
                final class LoginPresenter {}
                """),
            RuleExample(
                """
                ↓import AppKit
                struct User {}
                """, path: "Login/Entity/User.swift"),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var logicType: String?
        for (type, role) in context.typeRoles {
            if type.kind == .extension, ViewControllerTypes.isFrameworkName(type.name) { return [] }
            guard let role else { continue }
            if Self.uiRoles.contains(role) { return [] }
            if role == .presenter && context.configuration.presenterMayImportUI { continue }
            logicType = logicType ?? type.name
        }
        guard let logicType else { return [] }
        return context.file.imports.filter { Self.uiModules.contains($0.module) }.map {
            Finding(
                position: $0.position,
                message: "\(logicType) is business logic but its file imports \($0.module); move UI code to the View "
                    + "and keep this file framework-free",
                typeName: logicType)
        }
    }
}
