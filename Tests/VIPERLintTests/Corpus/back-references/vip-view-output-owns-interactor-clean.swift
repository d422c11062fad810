// file: App/Flows/Welcome/WelcomeViewController.swift
import UIKit

protocol WelcomeViewControllerInput: AnyObject {
    func display(title: String)
}

protocol WelcomeViewControllerOutput {
    func start()
}

final class WelcomeViewController: UIViewController, WelcomeViewControllerInput {
    // The View owns the Interactor through the protocol the Interactor adopts.
    var output: WelcomeViewControllerOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        output.start()
    }

    func display(title: String) {}
}
// file: App/Flows/Welcome/WelcomeInteractor.swift
protocol WelcomeInteractorOutput {
    func present(title: String)
}

final class WelcomeInteractor {
    // The only reference to the Presenter: the View owns the Interactor, the Interactor the Presenter.
    var output: WelcomeInteractorOutput!
}

extension WelcomeInteractor: WelcomeViewControllerOutput {
    func start() {
        output.present(title: "Welcome")
    }
}
// file: App/Flows/Welcome/WelcomePresenter.swift
final class WelcomePresenter: WelcomeInteractorOutput {
    unowned let viewController: WelcomeViewControllerInput

    init(viewController: WelcomeViewControllerInput) {
        self.viewController = viewController
    }

    func present(title: String) {
        viewController.display(title: title)
    }
}
