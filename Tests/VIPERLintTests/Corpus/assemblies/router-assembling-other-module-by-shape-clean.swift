// file: Modules/Splash/SplashRouter.swift
import UIKit

final class SplashRouter {
    weak var viewController: UIViewController?

    func showOnboarding() {
        let view = OnboardingViewController()
        let presenter = OnboardingPresenter()
        let interactor = OnboardingInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        viewController?.present(view, animated: true)
    }
}
// file: Modules/Splash/SplashPresenter.swift
final class SplashPresenter {
    weak var view: SplashViewInput?
}
// file: Modules/Onboarding/OnboardingViewController.swift
import UIKit

final class OnboardingViewController: UIViewController {
    var presenter: OnboardingPresenterProtocol?
}
// file: Modules/Onboarding/OnboardingPresenter.swift
final class OnboardingPresenter: OnboardingPresenterProtocol {
    weak var view: OnboardingViewInput?
    var interactor: OnboardingInteractorInput?
}
// file: Modules/Onboarding/OnboardingInteractor.swift
final class OnboardingInteractor: OnboardingInteractorInput {
    weak var output: OnboardingInteractorOutput?
}
