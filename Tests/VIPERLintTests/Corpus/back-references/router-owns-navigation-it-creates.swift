// file: Modules/Onboarding/OnboardingRouter.swift
import UIKit

final class OnboardingRouter {
    private let navigation = UINavigationController()
    weak var view: OnboardingViewController?

    func start(from window: UIWindow) {
        window.rootViewController = navigation
    }
}
// file: Modules/Onboarding/OnboardingViewController.swift
import UIKit

final class OnboardingViewController: UIViewController {
    var presenter: OnboardingPresenter?
}
// file: Modules/Onboarding/OnboardingPresenter.swift
final class OnboardingPresenter {
    weak var view: OnboardingViewController?
}
