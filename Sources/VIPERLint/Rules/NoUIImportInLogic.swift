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
            AppKit type (`extension UIViewController`) or another framework's type with code on views \
            (`extension Array where Element: Notice { func showAll(onto view: UIView) }`), are UI code and are \
            not checked. A cell's or view's display data (`MovieListCellModel`) and a view subclass are the \
            View's, not Entities, whatever their suffix or folder.
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
                struct SongListCellModel { let title: String; var artwork: UIImage? }
                """, path: "Songs/Cell/SongListCellModel.swift"),
            RuleExample(
                """
                import UIKit
                final class Banner { let title: String; init(title: String) { self.title = title } }
                extension Array where Element: Banner {
                    func showAll(onto view: UIView) { for banner in self { BannerView.show(banner, onto: view) } }
                }
                """, path: "Core/Models/Banner.swift"),
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
            if type.kind == .extension, ViewControllerTypes.isFrameworkName(type.name) || rendersViews(type, context) {
                return []
            }
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

    /// Whether an extension of a type declared outside the project works with UIKit or AppKit
    /// views or controllers (`extension Array where Element: Notice { func showAll(onto view: UIView) }`):
    /// the file draws on screen, so it is UI code.
    private func rendersViews(_ type: TypeFact, _ context: RuleContext) -> Bool {
        context.project.types[type.name] == nil
            && type.references.contains {
                ViewControllerTypes.viewClasses.contains($0.name) || ViewControllerTypes.contentControllers.contains($0.name)
            }
    }
}
