// file: App/Navigation/AssemblyBuilder.swift
import UIKit

protocol AssemblyBuilderProtocol {
    func createMainModule(router: RouterProtocol) -> UIViewController
    func createDetailModule(movieID: Int, router: RouterProtocol) -> UIViewController
}

final class AssemblyBuilder: AssemblyBuilderProtocol {
    func createMainModule(router: RouterProtocol) -> UIViewController {
        let view = MainViewController()
        let networkService = NetworkService()
        let presenter = MainPresenter(view: view, networkService: networkService, router: router)
        view.presenter = presenter
        return view
    }

    func createDetailModule(movieID: Int, router: RouterProtocol) -> UIViewController {
        let view = DetailViewController()
        let networkService = NetworkService()
        let presenter = DetailPresenter(view: view, networkService: networkService, router: router, movieID: movieID)
        view.presenter = presenter
        return view
    }
}
// file: App/Modules/Main/MainViewController.swift
import UIKit

final class MainViewController: UIViewController {
    var presenter: MainPresenterProtocol!
}
// file: App/Modules/Main/MainPresenter.swift
final class MainPresenter: MainPresenterProtocol {
    weak var view: MainViewProtocol?
    let networkService: NetworkServiceProtocol
    let router: RouterProtocol

    init(view: MainViewProtocol, networkService: NetworkServiceProtocol, router: RouterProtocol) {
        self.view = view
        self.networkService = networkService
        self.router = router
    }
}
// file: App/Modules/Detail/DetailViewController.swift
import UIKit

final class DetailViewController: UIViewController {
    var presenter: DetailPresenterProtocol!
}
// file: App/Modules/Detail/DetailPresenter.swift
final class DetailPresenter: DetailPresenterProtocol {
    weak var view: DetailViewProtocol?
    init(view: DetailViewProtocol, networkService: NetworkServiceProtocol, router: RouterProtocol, movieID: Int) {
        self.view = view
    }
}
