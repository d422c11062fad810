import UIKit

/// What a screen's user and its back end see, in order: service calls, navigation and the text
/// on screen. Services and scenarios write to it; the corpus check compares the log of the
/// original screens with the log of the extracted ones.
@MainActor
enum EventLog {
    static var entries: [String] = []

    static func record(_ entry: String) { entries.append(entry) }

    /// The navigation stack and the presented controller, by type and title.
    static func recordNavigation(of screen: UIViewController) {
        let stack = screen.navigationController?.viewControllers.map(describe) ?? []
        record("stack: \(stack.joined(separator: " > "))")
        if let presented = screen.presentedViewController ?? screen.navigationController?.presentedViewController {
            record("presented: \(describe(presented))")
        }
    }

    /// A view in `screen`'s hierarchy, as a storyboard would load it for an outlet (outlets are weak).
    static func loaded<View: UIView>(_ view: View, in screen: UIViewController) -> View {
        screen.view.addSubview(view)
        return view
    }

    static func describe(_ controller: UIViewController) -> String {
        if let alert = controller as? UIAlertController {
            return "alert \(alert.title ?? "") / \(alert.message ?? "") [\(alert.actions.compactMap(\.title).joined(separator: ", "))]"
        }
        return "\(type(of: controller))(\(controller.title ?? ""))"
    }
}

/// `#selector(method)` as the corpus check spells it on Linux, which has no Objective-C runtime:
/// the method must still exist for the code to type-check.
func standInSelector<Method>(_ method: Method) -> Selector { Selector("\(Method.self)") }
