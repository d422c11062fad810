// file: App/AppInteractor.swift
import Firebase

final class AppInteractor {
    private let coordinator = AppCoordinator()
    private var profile: ProfileService?

    init() {
        FirebaseApp.configure()
        let profile = ProfileService()
        self.profile = profile
        ServiceLocator.shared.add(profile)
        if profile.isSignedIn { coordinator.showHome() }
    }
}

// file: App/Scenes/Home/HomePresenter.swift
protocol HomeView: AnyObject { func show(_ text: String) }

final class HomePresenter {
    weak var view: HomeView?
    func viewDidLoad() { view?.show("Home") }
}

// file: App/Scenes/Home/HomeViewController.swift
import UIKit

final class HomeViewController: UIViewController, HomeView {
    var presenter: HomePresenter?
    func show(_ text: String) { title = text }
}
