// file: Friends/View/Service Layer/FriendsService.swift
import Foundation

final class FriendsService {
    private let session = URLSession.shared
    func loadFriends(completion: @escaping ([String]) -> Void) {
        session.dataTask(with: URL(string: "https://example.com/friends")!) { _, _, _ in completion([]) }.resume()
    }
}

// file: Friends/Interactor/Remote/FriendsRemoteDataManager.swift
import Foundation

final class FriendsRemoteDataManager {
    var output: FriendsRemoteOutput?
    func fetch() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
            self.output?.didFetch([])
        }.resume()
    }
}

protocol FriendsRemoteOutput: AnyObject { func didFetch(_ friends: [String]) }

// file: Friends/View/FriendsViewController.swift
import UIKit

protocol FriendsView: AnyObject { func show(_ friends: [String]) }

final class FriendsViewController: UIViewController, FriendsView {
    var presenter: FriendsPresenter?
    func show(_ friends: [String]) { title = friends.first }
}

// file: Friends/Presenter/FriendsPresenter.swift
final class FriendsPresenter {
    weak var view: FriendsView?
    func viewDidLoad() { view?.show([]) }
}

// file: Welcome/ViewController/ServiceLayer/WelcomeScreenService.swift
import Foundation

protocol WelcomeVerifying { func verify(token: String) -> Bool }

final class WelcomeScreenService: WelcomeVerifying {
    func verify(token: String) -> Bool { Session.instance.token == token }
}

// file: Welcome/Builder/WelcomeBuilder.swift
import UIKit

enum WelcomeBuilder {
    static func build() -> UIViewController {
        let service = WelcomeScreenService()
        let presenter = WelcomePresenter(service: service)
        let viewController = WelcomeViewController()
        presenter.welcomeView = viewController
        viewController.presenter = presenter
        return viewController
    }
}

// file: Welcome/Presenter/WelcomePresenter.swift
protocol WelcomeViewInput: AnyObject { func showVerified(_ verified: Bool) }

final class WelcomePresenter {
    weak var welcomeView: WelcomeViewInput?
    private let service: WelcomeVerifying
    init(service: WelcomeVerifying) { self.service = service }
}

// file: Welcome/ViewController/WelcomeViewController.swift
import UIKit

final class WelcomeViewController: UIViewController, WelcomeViewInput {
    var presenter: WelcomePresenter?
    func showVerified(_ verified: Bool) { title = verified ? "Welcome" : "Sign in" }
}
