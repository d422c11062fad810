// file: Notes/Auth/Presenter/AuthPresenter.swift
final class AuthPresenter {
    struct Dependencies {
        let router: AuthRouting
    }

    private let router: AuthRouting

    init(dependencies: Dependencies) {
        router = dependencies.router
    }
}
// file: Notes/Auth/View/AuthViewController.swift
import UIKit

final class AuthViewController: UIViewController {
    struct Dependencies {
        let presenter: AuthPresenter
    }

    private let presenter: AuthPresenter

    init(dependencies: Dependencies) {
        presenter = dependencies.presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: Notes/Auth/Router/AuthRouting.swift
protocol AuthRouting: AnyObject {
    func showProfile()
}
// file: Notes/Profile/Presenter/ProfilePresenter.swift
final class ProfilePresenter {
    struct Dependencies {
        let router: ProfileRouting
    }

    private let router: ProfileRouting

    init(dependencies: Dependencies) {
        router = dependencies.router
    }
}
// file: Notes/Profile/View/ProfileViewController.swift
import UIKit

final class ProfileViewController: UIViewController {
    struct Dependencies {
        let presenter: ProfilePresenter
    }

    private let presenter: ProfilePresenter

    init(dependencies: Dependencies) {
        presenter = dependencies.presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: Notes/Profile/Router/ProfileRouting.swift
protocol ProfileRouting: AnyObject {
    func showAuth()
}
